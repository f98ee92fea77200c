package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff/upstream/wallet"
)

// The PayPal setup's return page is one of the portal's own origins, never
// one a request's headers name: the wallet host's approval page, a
// trusted address, must not send a resident to another site (WAL-14).

// setupWithHost asks p's BFF for a PayPal setup token returning to
// returnURL, with host as the request's Host header.
func (p *payer) setupWithHost(host, returnURL string) (int, string) {
	p.t.Helper()
	body, _ := json.Marshal(map[string]string{"returnUrl": returnURL})
	req, err := http.NewRequest(http.MethodPost, p.bff+"/bff/v1/sunshine/demo/wallet/paypal/setup", bytes.NewReader(body))
	if err != nil {
		p.t.Fatal(err)
	}
	req.Host = host
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Requested-With", "payhub")
	for _, ck := range p.client.Jar.Cookies(req.URL) {
		req.AddCookie(ck)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		p.t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(raw)
}

func TestSavedTenders_e2e_WAL14_aReturnURLOfTheRequestsHostHeaderIsRefused(t *testing.T) {
	m, a, _, _ := startResidents(t)
	code, raw := a.setupWithHost("evil.example", "http://evil.example/phish")
	var e errorJSON
	_ = json.Unmarshal([]byte(raw), &e)
	if code != http.StatusBadRequest || e.Error.Message != "The return URL must be a page of this site." {
		t.Fatalf("a setup returning to the Host header's origin: %d %s, want 400 with a clear message", code, raw)
	}
	// The portal's own origins still return, whatever the Host header.
	u, _ := url.Parse(m.URL("bff"))
	for _, origin := range []string{m.URL("bff"), "http://localhost:" + u.Port()} {
		code, raw := a.setupWithHost("evil.example", origin+"/sunshine/demo/settings/payment-methods")
		if code != http.StatusOK || !strings.Contains(raw, m.URL("wallet")+"/paypal/setup?token=") {
			t.Errorf("a setup returning to %s: %d %s", origin, code, raw)
		}
	}
}

func TestServe_WAL14_theWalletServiceRefusesAReturnURLOfAnotherOrigin(t *testing.T) {
	m, _ := startMain(t)
	for _, tc := range []struct {
		returnURL string
		status    int
	}{
		{"http://evil.example/phish", http.StatusUnprocessableEntity},
		{m.URL("bff") + "/sunshine/demo/settings/payment-methods", http.StatusOK},
	} {
		body, _ := json.Marshal(wallet.PayPalSetupRequest{ClientDisplayName: "Sunshine County", ReturnURL: tc.returnURL})
		resp, err := http.Post(m.URL("sandbox")+"/svc/wallet/create_paypal_setup_token?user_id=resident-1",
			"application/json", bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != tc.status {
			t.Errorf("return_url %s: %d %s, want %d", tc.returnURL, resp.StatusCode, raw, tc.status)
		}
	}
}
