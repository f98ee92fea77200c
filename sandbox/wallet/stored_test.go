package wallet_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	upstream "github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox/wallet"
)

// tenderService is the stored-tender calls over the fixture's database and
// signer.
func (f *fixture) tenderService() http.Handler {
	return wallet.NewTenderService(wallet.TenderServiceOptions{Wallet: f.db.Wallet(may2026), Setups: f.db.Wallet(may2026),
		Issuer: f.signer, WalletURL: f.url, Now: may2026})
}

// serve sends a JSON request to h and decodes a 2xx answer into out.
func serve(t *testing.T, h http.Handler, method, path string, body, out any) int {
	t.Helper()
	var b []byte
	if body != nil {
		var err error
		if b, err = json.Marshal(body); err != nil {
			t.Fatal(err)
		}
	}
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(method, path, strings.NewReader(string(b)))
	if body != nil {
		req.Header.Set("Content-Type", "application/json") // the service takes JSON bodies only
	}
	h.ServeHTTP(rec, req)
	if rec.Code/100 == 2 && out != nil {
		if err := json.Unmarshal(rec.Body.Bytes(), out); err != nil {
			t.Fatalf("%s %s: %v: %s", method, path, err, rec.Body)
		}
	}
	return rec.Code
}

func TestUserToken_API77_API75_theFrameAndTokenizeTakeAUsersTokenAndNoNumberIsKept(t *testing.T) {
	f := newFixture(t)
	svc := f.tenderService()
	var tokens upstream.UserTokenResponse
	if status := serve(t, svc, "POST", "/user_token?user_id=resident-1", upstream.UserTokenRequest{Client: "Sunshine",
		Site: "Demo", Origin: portal + "/", Ancestors: []string{"https://county.example"}}, &tokens); status != http.StatusOK {
		t.Fatalf("user_token = %d", status)
	}
	if tokens.ExpiresAt != "2026-05-04T12:15:00Z" {
		t.Errorf("expires_at = %s, want 15 minutes from now", tokens.ExpiresAt)
	}
	claims, err := f.signer.Verify(tokens.BankEwalletToken)
	if err != nil || claims.CartID != "" || claims.UserID != "resident-1" || claims.Kind != "bank" ||
		claims.Origin != portal || claims.Client != "sunshine" || len(claims.Ancestors) != 1 {
		t.Fatalf("bank token claims = %+v, %v", claims, err)
	}
	resp, body := get(t, f.frameURL(tokens.EwalletToken, "card", "en"), nil)
	if resp.StatusCode != http.StatusOK || !strings.Contains(resp.Header.Get("Content-Security-Policy"),
		"frame-ancestors "+portal+" https://county.example") {
		t.Fatalf("frame with a user's token = %d %s", resp.StatusCode, body)
	}

	status, raw := f.post(t, cardBody(tokens.EwalletToken, "4242424242424242", "12/30", "123"), nil)
	var cardTok wallet.TokenizeResponse
	if err := json.Unmarshal(raw, &cardTok); status != http.StatusOK || err != nil {
		t.Fatalf("tokenize card = %d %s", status, raw)
	}
	rec, err := f.db.Wallet(may2026).Tender(t.Context(), cardTok.Token)
	if err != nil || rec.CartID != "" || rec.UserID != "resident-1" || rec.HolderName != "Ana Diaz" {
		t.Fatalf("tender token = %+v, %v; want the user's, of no cart", rec, err)
	}
	status, raw = f.post(t, bankBody(tokens.BankEwalletToken, wallet.BankInput{Routing: "110000000",
		Account: "000123456789", AccountType: "savings", Name: "Ana Diaz"}), nil)
	var bankTok wallet.TokenizeResponse
	if err := json.Unmarshal(raw, &bankTok); status != http.StatusOK || err != nil {
		t.Fatalf("tokenize bank = %d %s", status, raw)
	}
	for _, tok := range []string{cardTok.Token, bankTok.Token} {
		var saved upstream.Tender
		if status := serve(t, svc, "POST", "/tenders?user_id=resident-1", upstream.SaveRequest{Token: tok}, &saved); status != http.StatusCreated {
			t.Fatalf("POST /tenders = %d", status)
		}
		if status := serve(t, svc, "POST", "/tenders?user_id=resident-1", upstream.SaveRequest{Token: tok}, nil); status != http.StatusOK {
			t.Errorf("the same token again = %d, want 200", status)
		}
	}
	var list upstream.TendersResponse
	if status := serve(t, svc, "GET", "/get_tenders?user_id=resident-1", nil, &list); status != http.StatusOK || len(list.Tenders) != 2 {
		t.Fatalf("get_tenders = %d %+v", status, list)
	}
	f.assertNowhere(t, "4242424242424242")
	f.assertNowhere(t, "000123456789")
	f.assertNowhere(t, "123456789")
}

func TestTenderService_API62_aGuestsTenderIsKeptButNotDisplayed(t *testing.T) {
	f := newFixture(t)
	svc := f.tenderService()
	status, raw := f.post(t, cardBody(f.token(t, portal), "4242424242424242", "12/30", "123"), nil)
	var tok wallet.TokenizeResponse
	if err := json.Unmarshal(raw, &tok); status != http.StatusOK || err != nil {
		t.Fatalf("tokenize = %d %s", status, raw)
	}
	var saved upstream.Tender
	if status := serve(t, svc, "POST", "/save_payment_info?user_id=anon-g1", upstream.SaveRequest{Token: tok.Token,
		CartID: "cart-1"}, &saved); status != http.StatusCreated || saved.DisplayInWallet {
		t.Fatalf("save_payment_info for a guest = %d %+v; want kept, not displayed", status, saved)
	}
	var list upstream.TendersResponse
	if status := serve(t, svc, "GET", "/get_tenders?user_id=anon-g1", nil, &list); status != http.StatusOK || len(list.Tenders) != 0 {
		t.Errorf("get_tenders of the guest = %d %+v, want none displayed", status, list)
	}
}
