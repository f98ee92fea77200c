package schedpay_test

import (
	"net/http"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/schedpay"
)

// A staff plan is paid only with a saved tender of the payer's wallet:
// another resident's tender or a made-up id is refused 422
// tender_not_found on create and on a staff change, over HTTP; the plan
// carries the wallet's type, brand, last digits and description, whatever
// the request said.
func TestAdmin_tenderNotFound_aStaffPlanPaysOnlyWithThePayersSavedTender(t *testing.T) {
	f := newAdminFixture(t)
	ctx := t.Context()
	admin := f.as(sunshineAdmin)
	others := f.addCard(alice, approved)

	_, err := admin.Create(ctx, "foreign-1", f.adminRequest(others))
	wantRefusal(t, "create with another resident's tender", err, http.StatusUnprocessableEntity, wire.ErrorCodeTenderNotFound)
	madeUp := others
	madeUp.TenderID = "tnd_doesnotexist"
	_, err = admin.Create(ctx, "bogus-1", f.adminRequest(madeUp))
	wantRefusal(t, "create with a made-up tender id", err, http.StatusUnprocessableEntity, wire.ErrorCodeTenderNotFound)

	own := f.addCard(f.residentID(), approved)
	req := f.adminRequest(own)
	req.Plan.Tender.Type, req.Plan.Tender.LastDigits, req.Plan.Tender.CardBrand = "bank", "0000", "amex"
	req.Plan.Tender.Description = "Anything staff typed"
	made, err := admin.Create(ctx, "own-1", req)
	if err != nil {
		t.Fatal(err)
	}
	want := wire.Tender{Token: own.TenderID, Type: own.Type, LastDigits: own.LastDigits, CardBrand: own.CardBrand,
		Description: own.CardBrand + " Card ending in " + own.LastDigits}
	if made.Tender != want {
		t.Errorf("plan tender = %+v, want the wallet's %+v", made.Tender, want)
	}

	_, err = admin.Update(ctx, made.ID, wire.PlanPayload{Tender: &wire.Tender{Token: others.TenderID, Type: "card", LastDigits: others.LastDigits}})
	wantRefusal(t, "change to another resident's tender", err, http.StatusUnprocessableEntity, wire.ErrorCodeTenderNotFound)
	_, err = admin.Update(ctx, made.ID, wire.PlanPayload{Tender: &wire.Tender{Token: "tnd_doesnotexist", Type: "card", LastDigits: "1111"}})
	wantRefusal(t, "change to a made-up tender id", err, http.StatusUnprocessableEntity, wire.ErrorCodeTenderNotFound)
	second := f.addCard(f.residentID(), approved)
	changed, err := admin.Update(ctx, made.ID, wire.PlanPayload{Tender: &wire.Tender{Token: second.TenderID, Type: "bank", LastDigits: "0000"}})
	if err != nil || changed.Tender.Token != second.TenderID || changed.Tender.Type != "card" || changed.Tender.LastDigits != second.LastDigits {
		t.Errorf("change to the payer's other card = %+v, %v; want the wallet's record", changed.Tender, err)
	}
}
