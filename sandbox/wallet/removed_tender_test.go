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

func TestRemove_aRemovedTenderStaysRemovedAndItsTokenSavesNothingAgain(t *testing.T) {
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
	var saved upstream.Tender
	if status := serve(t, svc, "POST", "/tenders?user_id=resident-1", upstream.SaveRequest{Token: card.Token}, &saved); status != http.StatusCreated {
		t.Fatalf("save = %d", status)
	}
	if status := serve(t, svc, "POST", "/set_last_used_tender/"+saved.TenderID+"?user_id=resident-1", nil, nil); status != http.StatusOK {
		t.Fatalf("set_last_used = %d", status)
	}
	if status := serve(t, svc, "POST", "/remove_tender/"+saved.TenderID+"?user_id=resident-1", nil, nil); status != http.StatusNoContent {
		t.Fatalf("remove = %d", status)
	}
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("POST", "/tenders?user_id=resident-1", strings.NewReader(`{"token":"`+card.Token+`"}`))
	req.Header.Set("Content-Type", "application/json")
	svc.ServeHTTP(rec, req)
	if rec.Code != http.StatusUnprocessableEntity || !strings.Contains(rec.Body.String(), `"code":"tender_removed"`) {
		t.Errorf("the removed tender's token saved again = %d %s, want 422 tender_removed", rec.Code, rec.Body)
	}
	var list upstream.TendersResponse
	if status := serve(t, svc, "GET", "/get_tenders?user_id=resident-1", nil, &list); status != http.StatusOK || len(list.Tenders) != 0 {
		t.Errorf("get_tenders = %d %+v, want none", status, list)
	}
	nick := "Back"
	for name, call := range map[string]func() int{
		"rename": func() int {
			return serve(t, svc, "PATCH", "/tenders/"+saved.TenderID+"?user_id=resident-1", upstream.UpdateRequest{Nickname: &nick}, nil)
		},
		"default": func() int {
			return serve(t, svc, "POST", "/set_last_used_tender/"+saved.TenderID+"?user_id=resident-1", nil, nil)
		},
		"validate": func() int {
			return serve(t, svc, "POST", "/tenders/"+saved.TenderID+"/validate?user_id=resident-1",
				upstream.ValidateRequest{CartID: "cart-1", Client: "sunshine", Site: "demo"}, nil)
		},
		"remove again": func() int {
			return serve(t, svc, "POST", "/remove_tender/"+saved.TenderID+"?user_id=resident-1", nil, nil)
		},
	} {
		if status := call(); status != http.StatusNotFound {
			t.Errorf("%s of the removed tender = %d, want 404", name, status)
		}
	}
}
