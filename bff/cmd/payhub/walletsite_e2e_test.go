package main

import (
	"io"
	"net/http"
	"strings"
	"testing"
)

// The saved payment methods' routes are a configured, enabled site's, and
// the PayPal approval page names the client as its configuration does,
// never as a request's path spells it.

func TestSavedTenders_e2e_everyWalletRouteOfAnUnknownClientOrSiteIs404(t *testing.T) {
	m, a, _, _ := startResidents(t)
	for _, prefix := range []string{"/bff/v1/acme-bank-security-team/demo/wallet", "/bff/v1/sunshine/nowhere/wallet"} {
		for _, r := range []struct{ method, path string }{
			{http.MethodGet, ""}, {http.MethodGet, "/frames"}, {http.MethodPost, "/tenders"},
			{http.MethodPatch, "/tenders/wt_1"}, {http.MethodPost, "/tenders/wt_1/default"}, {http.MethodDelete, "/tenders/wt_1"},
			{http.MethodPost, "/paypal/setup"}, {http.MethodPost, "/paypal"}, {http.MethodPost, "/claim"},
		} {
			var body any
			if r.method != http.MethodGet && r.method != http.MethodDelete {
				body = map[string]any{"returnUrl": m.URL("bff") + "/x", "nickname": "x", "cardOnFileDisclosure": true}
			}
			code, raw := a.raw(r.method, a.bff+prefix+r.path, body, map[string]string{"Idempotency-Key": a.newKey()})
			if code != http.StatusNotFound || !strings.Contains(string(raw), "There is no such site.") {
				t.Errorf("%s %s%s: %d %s, want 404, no such site", r.method, prefix, r.path, code, raw)
			}
		}
	}
}

func TestSavedTenders_e2e_WAL14_thePayPalApprovalPageNamesTheConfiguredClient(t *testing.T) {
	m, a, _, _ := startResidents(t)
	var setup struct{ ApproveURL string }
	if code := a.call(http.MethodPost, "/wallet/paypal/setup", map[string]string{"returnUrl": m.URL("bff") + "/sunshine/demo/settings"},
		nil, &setup); code != http.StatusOK {
		t.Fatalf("setup: %d", code)
	}
	resp, err := http.Get(setup.ApproveURL)
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(page), "Sunshine County") {
		t.Errorf("the approval page does not name the configured client:\n%s", page)
	}
}
