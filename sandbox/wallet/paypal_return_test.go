package wallet_test

import (
	"net/http"
	"testing"

	upstream "github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox/wallet"
)

func TestCreateSetup_WAL14_aReturnURLOfAnotherOriginThanThePortalsIsRefused(t *testing.T) {
	f := newFixture(t)
	svc := wallet.NewTenderService(wallet.TenderServiceOptions{Wallet: f.db.Wallet(may2026), Setups: f.db.Wallet(may2026),
		Issuer: f.signer, WalletURL: f.url, Now: may2026, PortalOrigins: []string{"http://127.0.0.1:8080", "http://localhost:8080"}})
	for returnURL, want := range map[string]int{
		"http://evil.example/phish":                        http.StatusUnprocessableEntity,
		"http://127.0.0.1:8081/sunshine/demo/settings":     http.StatusUnprocessableEntity,
		"http://LOCALHOST:8080/sunshine/demo/settings":     http.StatusOK,
		"http://127.0.0.1:8080/sunshine/demo/settings?x=1": http.StatusOK,
	} {
		if got := serve(t, svc, "POST", "/create_paypal_setup_token?user_id=resident-1",
			upstream.PayPalSetupRequest{ClientDisplayName: "Sunshine County", ReturnURL: returnURL}, nil); got != want {
			t.Errorf("return_url %s: %d, want %d", returnURL, got, want)
		}
	}
	// Without portal origins (a sandbox run on its own), any http page.
	if got := serve(t, f.tenderService(), "POST", "/create_paypal_setup_token?user_id=resident-1",
		upstream.PayPalSetupRequest{ReturnURL: "http://elsewhere.example/back"}, nil); got != http.StatusOK {
		t.Errorf("without portal origins: %d", got)
	}
}
