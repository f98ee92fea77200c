package wallet_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/payhub/payhub/sandbox/processor"
	"github.com/payhub/payhub/sandbox/sqlite"
	"github.com/payhub/payhub/sandbox/wallet"
)

func TestService_API74_ERR30_theProbeAndPingAnswerOK(t *testing.T) {
	db, err := sqlite.Open(t.Context(), t.TempDir(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	h := wallet.NewService(db.Wallet(may2026), nil)
	for _, r := range []struct{ method, path string }{{"GET", "/probe"}, {"POST", "/probe"}, {"GET", "/ping"}} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(r.method, r.path, nil))
		if rec.Code != http.StatusOK || strings.TrimSpace(rec.Body.String()) != `{"status":"ok"}` {
			t.Errorf("%s %s = %d %s", r.method, r.path, rec.Code, rec.Body)
		}
	}
}

func TestService_theLedgerListsACartsChargesInOrder(t *testing.T) {
	f := newFixture(t)
	tok := f.token(t, portal)
	tokens := map[string]string{}
	for _, number := range []string{"4000000000000002", "4242424242424242"} {
		status, body := f.post(t, cardBody(tok, number, "12/30", "123"), nil)
		var got wallet.TokenizeResponse
		if err := json.Unmarshal(body, &got); status != http.StatusOK || err != nil {
			t.Fatalf("tokenize %s: %d %s", number, status, body)
		}
		tokens[number] = got.Token
	}
	store := f.db.Wallet(may2026)
	for _, number := range []string{"4000000000000002", "4242424242424242", "4242424242424242"} {
		if _, err := store.Charge(t.Context(), processor.Charge{Token: tokens[number], Amount: "1234.56",
			Reference: "cart-1"}); err != nil {
			t.Fatalf("Charge: %v", err)
		}
	}
	h := wallet.NewService(store, nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/ledger?reference=cart-1", nil))
	var got wallet.LedgerResponse
	if err := json.Unmarshal(rec.Body.Bytes(), &got); rec.Code != http.StatusOK || err != nil {
		t.Fatalf("ledger = %d %s", rec.Code, rec.Body)
	}
	if len(got.Charges) != 2 || got.Charges[0].Outcome != processor.Declined || got.Charges[0].AuthCode != "" ||
		got.Charges[1].Outcome != processor.Approved || got.Charges[1].AuthCode == "" ||
		got.Charges[1].Amount != "1234.56" || got.Charges[1].Token != tokens["4242424242424242"] ||
		got.Charges[1].Reference != "cart-1" || !got.Charges[1].CreatedAt.Equal(may2026()) {
		t.Errorf("ledger = %+v, want the decline then the one approval", got.Charges)
	}
	for _, key := range []string{`"reference"`, `"token"`, `"amount"`, `"outcome"`, `"authCode"`, `"createdAt"`} {
		if !strings.Contains(rec.Body.String(), key) {
			t.Errorf("ledger lacks %s: %s", key, rec.Body)
		}
	}

	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/ledger?reference=nothing", nil))
	if rec.Code != http.StatusOK || strings.TrimSpace(rec.Body.String()) != `{"charges":[]}` {
		t.Errorf("empty ledger = %d %s", rec.Code, rec.Body)
	}
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/ledger", nil))
	if rec.Code != http.StatusBadRequest {
		t.Errorf("ledger without a reference = %d, want 400", rec.Code)
	}
}
