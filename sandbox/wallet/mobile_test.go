package wallet_test

import (
	"net/http"
	"testing"

	upstream "github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox/wallet"
)

func TestMobile_API72_API73_theMerchantAndDomainValidations(t *testing.T) {
	f := newFixture(t)
	h := wallet.NewMobileService(f.db.Wallet(may2026), may2026, nil)
	var merchant upstream.ValidationResponse
	if status := serve(t, h, "POST", "/validate_apple_pay_merchant", upstream.ValidateMerchantRequest{
		ValidationURL: "https://apple-pay-gateway.apple.com/paymentservices/startSession", Domain: "county.example"},
		&merchant); status != http.StatusOK || !merchant.Valid || merchant.MerchantSession == "" {
		t.Errorf("validate_apple_pay_merchant = %d %+v", status, merchant)
	}
	if status := serve(t, h, "POST", "/validate_apple_pay_merchant", upstream.ValidateMerchantRequest{
		ValidationURL: "http://insecure.example/session", Domain: "county.example"}, nil); status != http.StatusBadRequest {
		t.Errorf("an http validation URL = %d, want 400", status)
	}
	var domain upstream.ValidationResponse
	if status := serve(t, h, "POST", "/validate_google_pay_domain", upstream.ValidateDomainRequest{Domain: "county.example"},
		&domain); status != http.StatusOK || !domain.Valid {
		t.Errorf("validate_google_pay_domain = %d %+v", status, domain)
	}
	if status := serve(t, h, "POST", "/validate_google_pay_domain", upstream.ValidateDomainRequest{}, nil); status != http.StatusBadRequest {
		t.Errorf("no domain = %d, want 400", status)
	}
}
