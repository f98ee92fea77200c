package main

import (
	"net/http"
	"testing"

	"github.com/payhub/payhub/sandbox/login"
)

// A guest's card is offered, after sign-in, to the payer alone: the
// resident whose verified e-mail is the one the guest paid with (spec 000
// §6 "claim tender"; ROLE-21).

func TestSavedTenders_e2e_ROLE21_aGuestsCardIsNotOfferedToAnotherResidentWhoSignsInNext(t *testing.T) {
	m, _ := startMain(t)
	createResident(t, m, bobEmail, "Bob Baker")
	r := newResident(t, m)
	guest := &payer{t: t, bff: m.URL("bff"), wallet: m.URL("wallet"), client: r.client}
	if guest.paysFor("R100-002") == "" { // paid as ana@example.com
		t.Fatal("no guest payment")
	}
	// Bob signs in on the same browser later.
	r.signIn(bobEmail, login.SeedPassword, "/sunshine/demo/home")
	bob := guest
	if w := bob.savedTenders(); w.Claimable != nil {
		t.Errorf("Bob is offered the guest's card: %+v", w.Claimable)
	}
	var e errorJSON
	if code := bob.call(http.MethodPost, "/wallet/claim", map[string]any{"cardOnFileDisclosure": true},
		map[string]string{"Idempotency-Key": bob.newKey()}, &e); code != http.StatusNotFound || e.Error.Code != "not_found" {
		t.Errorf("Bob's claim: %d %+v, want 404 not_found", code, e)
	}
	if w := bob.savedTenders(); len(w.Tenders) != 0 {
		t.Errorf("Bob's wallet holds %+v, want nothing", w.Tenders)
	}
}
