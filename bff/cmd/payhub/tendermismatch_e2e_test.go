package main

import (
	"net/http"
	"testing"
)

// A save whose declared type is not its token's is refused before anything
// is stored, and never takes away a tender saved before.

func TestSavedTenders_e2e_aReplayDeclaringAnotherTypeIsRefusedAndKeepsTheSavedTender(t *testing.T) {
	_, a, _, _ := startResidents(t)
	var fr struct{ CardInputURL string }
	if code := a.call(http.MethodGet, "/wallet/frames", nil, nil, &fr); code != http.StatusOK {
		t.Fatalf("frames: %d", code)
	}
	tok := a.tokenize(fr.CardInputURL, "4242 4242 4242 4242")
	var first savedTenderJSON
	if code := a.call(http.MethodPost, "/wallet/tenders", map[string]string{"token": tok, "type": "card", "userName": "A"},
		map[string]string{"Idempotency-Key": a.newKey()}, &first); code != http.StatusCreated {
		t.Fatalf("save: %d", code)
	}
	var e errorJSON
	code := a.call(http.MethodPost, "/wallet/tenders", map[string]string{"token": tok, "type": "bank", "userName": "A"},
		map[string]string{"Idempotency-Key": a.newKey()}, &e)
	if code != http.StatusUnprocessableEntity || e.Error.Code != "tender_mismatch" {
		t.Errorf("the replay declared as a bank account: %d %+v, want 422 tender_mismatch", code, e)
	}
	if w := a.savedTenders(); len(w.Tenders) != 1 || w.Tenders[0].TenderID != first.TenderID {
		t.Errorf("after the refused replay the wallet holds %+v, want the card saved first", w.Tenders)
	}
}

func TestSavedTenders_e2e_aNewTokenDeclaredAsAnotherTypeSavesNothing(t *testing.T) {
	_, a, _, _ := startResidents(t)
	var fr struct{ CardInputURL string }
	a.call(http.MethodGet, "/wallet/frames", nil, nil, &fr)
	tok := a.tokenize(fr.CardInputURL, "4242 4242 4242 4242")
	var e errorJSON
	if code := a.call(http.MethodPost, "/wallet/tenders", map[string]string{"token": tok, "type": "bank", "userName": "A"},
		map[string]string{"Idempotency-Key": a.newKey()}, &e); code != http.StatusUnprocessableEntity || e.Error.Code != "tender_mismatch" {
		t.Errorf("a card declared as a bank account: %d %+v, want 422 tender_mismatch", code, e)
	}
	if w := a.savedTenders(); len(w.Tenders) != 0 {
		t.Errorf("the wallet holds %+v, want nothing", w.Tenders)
	}
}
