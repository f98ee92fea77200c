package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff/upstream/wallet"
)

// TestServe_WAL14_thePayPalSetupPageIsOnTheWalletListener proves the
// wiring: the sandbox's wallet service sends a payer to the PayPal setup
// page on the wallet host that serve started, whatever its port.
func TestServe_WAL14_thePayPalSetupPageIsOnTheWalletListener(t *testing.T) {
	m, _ := startMain(t)
	body, err := json.Marshal(wallet.PayPalSetupRequest{ReturnURL: m.URL("bff") + "/sunshine/demo/settings"})
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.Post(m.URL("sandbox")+"/svc/wallet/create_paypal_setup_token?user_id=resident-1",
		"application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var setup wallet.PayPalSetupResponse
	if err := json.NewDecoder(resp.Body).Decode(&setup); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("create_paypal_setup_token = %d, %v", resp.StatusCode, err)
	}
	if !strings.HasPrefix(setup.ApproveURL, m.URL("wallet")+"/paypal/setup?") {
		t.Fatalf("approve_url = %s, want the wallet listener %s", setup.ApproveURL, m.URL("wallet"))
	}
	page, err := http.Get(setup.ApproveURL)
	if err != nil {
		t.Fatal(err)
	}
	page.Body.Close()
	if page.StatusCode != http.StatusOK {
		t.Errorf("GET approve_url = %d", page.StatusCode)
	}
}
