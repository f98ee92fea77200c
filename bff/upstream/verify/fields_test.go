package verify_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"

	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/verify"
	"github.com/payhub/payhub/sandbox"
)

// wireStatuses reads GET /v1/verify_statuses of user as the service writes
// it, field names and all: the typed client would follow a renamed field
// silently.
func wireStatuses(t *testing.T, base, user string) []map[string]any {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, base+"/v1/verify_statuses", nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set(verify.UserIDHeader, user)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var body struct {
		Statuses []map[string]any `json:"statuses"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("statuses: %d %v", resp.StatusCode, err)
	}
	return body.Statuses
}

// VERIFY-03: a verification status has accountPayableSavePath, client,
// site, status (pin_requested or payable_claimed) and payable, on the
// wire, through both statuses a letter and a claim lead to.
func TestStatuses_VERIFY03_aStatusHasItsPathClientSiteStatusAndPayable(t *testing.T) {
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	base := ts.URL + sandbox.PrefixVerify
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	t.Cleanup(pool.Close)
	f := &fixture{srv: srv, client: verify.NewClient(pool.Client("verify", base))}

	check := func(when, want string) {
		t.Helper()
		all := wireStatuses(t, base, resident)
		if len(all) != 1 {
			t.Fatalf("%s: statuses %v, want one", when, all)
		}
		s := all[0]
		if s["accountPayableSavePath"] != pathTax || s["client"] != "sunshine" || s["site"] != "demo" || s["status"] != want {
			t.Errorf("%s: status %v, want path %s, client sunshine, site demo, status %s", when, s, pathTax, want)
		}
		if !slices.Contains([]string{verify.StatusPINRequested, verify.StatusPayableClaimed}, s["status"].(string)) {
			t.Errorf("%s: status %q is neither pin_requested nor payable_claimed", when, s["status"])
		}
		p, ok := s["payable"].(map[string]any)
		if !ok || p["path"] != pathTax || p["display_name"] == "" || p["display_name"] == nil {
			t.Errorf("%s: payable %v, want the payable of %s with its name", when, s["payable"], pathTax)
		}
	}
	if _, err := f.client.RequestPIN(t.Context(), resident, pinReq()); err != nil {
		t.Fatal(err)
	}
	check("after the letter", verify.StatusPINRequested)
	if _, err := f.client.Claim(t.Context(), resident, claimReq(f.letterPIN(t))); err != nil {
		t.Fatal(err)
	}
	check("after the claim", verify.StatusPayableClaimed)
}
