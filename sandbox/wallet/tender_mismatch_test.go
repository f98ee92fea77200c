package wallet_test

import (
	"encoding/json"
	"net/http"
	"testing"

	upstream "github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox/wallet"
)

func TestSave_aDeclaredTypeOtherThanTheTokensIsRefusedBeforeAnythingIsStored(t *testing.T) {
	f := newFixture(t)
	svc := f.tenderService()
	var tokens upstream.UserTokenResponse
	if status := serve(t, svc, "POST", "/user_token?user_id=resident-1", upstream.UserTokenRequest{Client: "sunshine",
		Site: "demo", Origin: portal}, &tokens); status != http.StatusOK {
		t.Fatalf("user_token = %d", status)
	}
	status, raw := f.post(t, cardBody(tokens.EwalletToken, "4242424242424242", "12/30", "123"), nil)
	var card wallet.TokenizeResponse
	if err := json.Unmarshal(raw, &card); status != http.StatusOK || err != nil {
		t.Fatalf("tokenize card = %d %s", status, raw)
	}
	stored := func() int {
		list, err := f.db.Wallet(may2026).StoredTenders(t.Context(), "resident-1")
		if err != nil {
			t.Fatal(err)
		}
		return len(list)
	}
	asBank := upstream.SaveRequest{Token: card.Token, Type: "bank"}
	if status := serve(t, svc, "POST", "/tenders?user_id=resident-1", asBank, nil); status != http.StatusUnprocessableEntity || stored() != 0 {
		t.Fatalf("a card declared as a bank account = %d, %d stored; want 422 and none", status, stored())
	}
	var saved upstream.Tender
	if status := serve(t, svc, "POST", "/tenders?user_id=resident-1", upstream.SaveRequest{Token: card.Token, Type: "card"}, &saved); status != http.StatusCreated {
		t.Fatalf("as a card = %d", status)
	}
	// A replay declared as a bank account is refused and the card stays.
	if status := serve(t, svc, "POST", "/tenders?user_id=resident-1", asBank, nil); status != http.StatusUnprocessableEntity || stored() != 1 {
		t.Errorf("the replay as a bank account = %d, %d stored; want 422 and the card", status, stored())
	}
}
