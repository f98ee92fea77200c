package wallet_test

import (
	"encoding/json"
	"io"
	"net/http"
	"testing"
)

// TestHostProbe_API74_ERR30_ERR93_answersOKReadableByThePortal proves that
// the wallet host answers the page's probe, a CORS simple request (POST, no
// body, no custom header) from the portal's origin, with 200
// {"status":"ok"} that the page may read without credentials, and that
// nothing caches it.
func TestHostProbe_API74_ERR30_ERR93_answersOKReadableByThePortal(t *testing.T) {
	f := newFixture(t)
	for _, origin := range []string{portal, "https://pay.example.gov"} {
		req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, f.url+"/probe", nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Origin", origin)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatalf("POST /probe: %v", err)
		}
		b, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil {
			t.Fatal(err)
		}
		var body struct{ Status string }
		if resp.StatusCode != http.StatusOK || json.Unmarshal(b, &body) != nil || body.Status != "ok" {
			t.Fatalf("POST /probe from %s = %d %s", origin, resp.StatusCode, b)
		}
		h := resp.Header
		if got := h.Get("Access-Control-Allow-Origin"); got != "*" {
			t.Errorf("Access-Control-Allow-Origin = %q, want * (readable from the page)", got)
		}
		if got := h.Get("Access-Control-Allow-Credentials"); got != "" {
			t.Errorf("Access-Control-Allow-Credentials = %q, want none", got)
		}
		if got := h.Get("Cache-Control"); got != "no-store" {
			t.Errorf("Cache-Control = %q, want no-store", got)
		}
		if got := h.Get("Content-Type"); got != "application/json" && got != "application/json; charset=utf-8" {
			t.Errorf("Content-Type = %q", got)
		}
	}
}

// TestHostProbe_isAPost proves that only POST probes the host: a GET is
// refused with the methods the path allows.
func TestHostProbe_isAPost(t *testing.T) {
	f := newFixture(t)
	resp, body := get(t, f.url+"/probe", nil)
	if resp.StatusCode != http.StatusMethodNotAllowed || resp.Header.Get("Allow") != "POST" {
		t.Errorf("GET /probe = %d Allow %q %s", resp.StatusCode, resp.Header.Get("Allow"), body)
	}
}
