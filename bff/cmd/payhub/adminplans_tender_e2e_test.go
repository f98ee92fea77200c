package main

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/payhub/payhub/sandbox/login"
)

// A staff plan for one resident paid with another resident's saved card,
// or with a tender id no wallet has, is refused 422 tender_not_found, in
// English and Spanish, and no plan is made.
func TestAdminPlans_tenderNotFound_aPlanIsPaidOnlyWithThePayersTender(t *testing.T) {
	m, _ := startMain(t)
	a, _ := signInAs(t, m, login.SeedResidentEmail)
	code, cardA := a.addCard("4242 4242 4242 4242", a.newKey())
	if code != http.StatusCreated {
		t.Fatalf("A saves a card: %d %+v", code, cardA)
	}
	admin, _ := signInStaff(t, m, adminEmail, "/admin/")
	foreign := staffPlanRequest(cardA)
	foreign["payer"] = map[string]string{"name": "Pat Payer", "email": login.SeedPropertyTaxEmail}
	madeUp := staffPlanRequest(savedTenderJSON{TenderID: "tnd_doesnotexist", Type: "card", LastDigits: "1111", CardBrand: "visa"})

	for _, c := range []struct {
		name string
		body map[string]any
		lang string
		want string
	}{
		{"another resident's tender", foreign, "en", "could not find this payment method"},
		{"a made-up tender id", madeUp, "es", "No pudimos encontrar este método de pago"},
	} {
		code, raw := admin.command(http.MethodPost, "/schedpay/plans?lang="+c.lang, "tender-"+c.lang, c.body, nil)
		var refusal refusalJSON
		if err := json.Unmarshal([]byte(raw), &refusal); err != nil {
			t.Fatalf("%s: %d %s: %v", c.name, code, raw, err)
		}
		if code != http.StatusUnprocessableEntity || refusal.Error.Reason != "tender_not_found" ||
			!strings.Contains(refusal.Error.DisplayMessage, c.want) {
			t.Errorf("create with %s (%s): %d %s; want 422 tender_not_found saying %q", c.name, c.lang, code, raw, c.want)
		}
	}
	var list struct {
		Plans []staffPlanJSON `json:"plans"`
	}
	if code, raw := admin.admin(http.MethodGet, "/schedpay/plans", nil, &list); code != http.StatusOK || len(list.Plans) != 0 {
		t.Errorf("staff plans after the refusals: %d %s; want none", code, raw)
	}
}
