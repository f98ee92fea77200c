package main

import (
	"net/http"
	"testing"
)

// A removed saved payment method stays removed: its old token saves
// nothing again.

func TestSavedTenders_e2e_aRemovedTenderDoesNotComeBackFromItsOldToken(t *testing.T) {
	_, a, _, _ := startResidents(t)
	var fr struct{ CardInputURL string }
	if code := a.call(http.MethodGet, "/wallet/frames", nil, nil, &fr); code != http.StatusOK {
		t.Fatalf("frames: %d", code)
	}
	tok := a.tokenize(fr.CardInputURL, "4242 4242 4242 4242")
	save := map[string]string{"token": tok, "type": "card", "userName": "A"}
	var v savedTenderJSON
	if code := a.call(http.MethodPost, "/wallet/tenders", save, map[string]string{"Idempotency-Key": a.newKey()}, &v); code != http.StatusCreated {
		t.Fatalf("save: %d", code)
	}
	if code := a.call(http.MethodDelete, "/wallet/tenders/"+v.TenderID, nil, nil, nil); code != http.StatusNoContent {
		t.Fatalf("remove: %d", code)
	}
	for _, lang := range []struct{ query, want string }{
		{"", "This payment method was removed. Please enter it again."},
		{"?lang=es", "Este método de pago fue eliminado. Ingréselo de nuevo."},
	} {
		var e errorJSON
		code := a.call(http.MethodPost, "/wallet/tenders"+lang.query, save, map[string]string{"Idempotency-Key": a.newKey()}, &e)
		if code != http.StatusUnprocessableEntity || e.Error.DisplayMessage != lang.want {
			t.Errorf("saving the removed tender's token again%s: %d %+v, want 422 %q", lang.query, code, e, lang.want)
		}
	}
	if w := a.savedTenders(); len(w.Tenders) != 0 {
		t.Errorf("the wallet holds %+v, want nothing", w.Tenders)
	}
}
