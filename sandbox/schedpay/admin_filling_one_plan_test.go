package schedpay_test

import (
	"database/sql"
	"net/http"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/bff/upstream/wallet"
)

// onTax2 is staff's request for the resident's second property tax bill,
// so that a second plan is not refused as a duplicate of the first.
func (f *fixture) onTax2(tender wallet.Tender) wire.AdminPlanRequest {
	req := f.adminRequest(tender)
	req.Plan.PayablePath, req.Plan.ConstantAmount = pathTax2, ptr("842.10")
	return req
}

// staffTender is a card staff entered for the seed resident through the
// adminFilling frames (ROLE-18), saved with key.
func (f *fixture) staffTender(admin, key string) wallet.Tender {
	f.t.Helper()
	fr, err := f.staffFrames(admin, residentEmail)
	if err != nil {
		f.t.Fatal(err)
	}
	saved, err := f.staffSave(admin, residentEmail, f.tokenize(fr.EwalletToken, approved), key)
	if err != nil {
		f.t.Fatal(err)
	}
	return saved
}

// removed reports whether the wallet store holds tender id as removed.
func (f *fixture) removed(id string) bool {
	f.t.Helper()
	var at sql.NullInt64
	if err := f.srv.DB().SQL().QueryRowContext(f.t.Context(), `SELECT removed_at FROM stored_tenders WHERE tender_id = ?`,
		id).Scan(&at); err != nil {
		f.t.Fatal(err)
	}
	return at.Valid
}

// ROLE-18: a card staff entered serves the one staff plan it was entered
// for. A create refused before any plan was made leaves it free, and the
// create's own key again answers the same plan; a second plan (or a change
// of another plan to it) is refused 422 tender_not_found; when staff end
// the plan, the card is removed from the wallet store and no plan takes it
// again.
func TestAdminFilling_ROLE18_aStaffTenderPaysTheOnePlanItWasEnteredFor(t *testing.T) {
	f := newAdminFixture(t)
	ctx := t.Context()
	admin := f.as(sunshineAdmin)
	saved := f.staffTender(f.staffToken(sunshineAdmin), "one-plan-1")

	refused := f.adminRequest(saved)
	refused.Plan.Agreement = nil
	_, err := admin.Create(ctx, "first-try", refused)
	wantRefusal(t, "a create without the terms", err, http.StatusBadRequest, "")
	made, err := admin.Create(ctx, "second-try", f.adminRequest(saved))
	if err != nil || made.Tender.Token != saved.TenderID {
		t.Fatalf("the create after a refused one = %+v, %v", made.Tender, err)
	}
	if again, err := admin.Create(ctx, "second-try", f.adminRequest(saved)); err != nil || again.ID != made.ID {
		t.Errorf("the same key again = %s, %v; want plan %s", again.ID, err, made.ID)
	}
	_, err = admin.Create(ctx, "another-plan", f.onTax2(saved))
	wantRefusal(t, "a second plan with the staff's card", err, http.StatusUnprocessableEntity, wire.ErrorCodeTenderNotFound)

	own := f.addCard(f.residentID(), approved)
	other, err := admin.Create(ctx, "own-card", f.onTax2(own))
	if err != nil {
		t.Fatal(err)
	}
	_, err = admin.Update(ctx, other.ID, wire.PlanPayload{Tender: &wire.Tender{Token: saved.TenderID, Type: "card", LastDigits: "4242"}})
	wantRefusal(t, "another plan changed to the staff's card", err, http.StatusUnprocessableEntity, wire.ErrorCodeTenderNotFound)

	if _, err := admin.Update(ctx, made.ID, wire.PlanPayload{Active: ptr(false)}); err != nil {
		t.Fatal(err)
	}
	if !f.removed(saved.TenderID) {
		t.Errorf("the staff's card outlived the plan staff ended")
	}
	_, err = admin.Create(ctx, "after-the-end", f.adminRequest(saved))
	wantRefusal(t, "a new plan with the ended plan's card", err, http.StatusUnprocessableEntity, wire.ErrorCodeTenderNotFound)
}

// ROLE-18, SCHED-25: the payer's own cancel of the staff plan removes the
// card staff entered for it, which their wallet does not list: a new staff
// plan with it is refused 422 tender_not_found.
func TestAdminFilling_ROLE18_SCHED25_thePayersCancelRemovesTheStaffTender(t *testing.T) {
	f := newAdminFixture(t)
	ctx := t.Context()
	admin := f.as(sunshineAdmin)
	saved := f.staffTender(f.staffToken(sunshineAdmin), "cancel-1")
	made, err := admin.Create(ctx, "plan-1", f.adminRequest(saved))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.plans.Deactivate(ctx, f.residentID(), made.ID); err != nil {
		t.Fatal(err)
	}
	if !f.removed(saved.TenderID) {
		t.Errorf("the staff's card outlived the plan the payer canceled")
	}
	_, err = admin.Create(ctx, "plan-2", f.adminRequest(saved))
	wantRefusal(t, "a new plan with the canceled plan's card", err, http.StatusUnprocessableEntity, wire.ErrorCodeTenderNotFound)
}

// ROLE-18: a card the payer saved in their wallet (shown there) pays any
// number of staff plans, and ending one leaves it.
func TestAdminFilling_ROLE18_theWalletsOwnCardPaysSeveralStaffPlans(t *testing.T) {
	f := newAdminFixture(t)
	ctx := t.Context()
	admin := f.as(sunshineAdmin)
	own := f.addCard(f.residentID(), approved)
	first, err := admin.Create(ctx, "own-1", f.adminRequest(own))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := admin.Create(ctx, "own-2", f.onTax2(own)); err != nil {
		t.Errorf("a second plan with the wallet's card: %v", err)
	}
	if _, err := admin.Update(ctx, first.ID, wire.PlanPayload{Active: ptr(false)}); err != nil {
		t.Fatal(err)
	}
	if f.removed(own.TenderID) {
		t.Errorf("ending a staff plan removed the payer's own card")
	}
}

// ROLE-18, SCHED-04: a card staff entered in a frame of another site of
// the client (the admin acts for every sunshine site) does not pay a plan
// on sunshine/demo: 422 tender_not_found.
func TestAdminFilling_ROLE18_SCHED04_aStaffTenderPaysOnlyOnTheSiteItWasEnteredOn(t *testing.T) {
	f := newAdminFixture(t)
	ctx := t.Context()
	token := f.staffToken(sunshineAdmin)
	payer := wallet.StaffPayer{Name: "Rosa Resident", Email: residentEmail}
	fr, err := f.wallet.Admin(token).UserToken(ctx, wallet.StaffUserTokenRequest{Client: "sunshine", Site: "parks",
		Origin: portal, Payer: payer})
	if err != nil {
		t.Fatal(err)
	}
	saved, err := f.wallet.Admin(token).SaveTender(ctx, "parks-1", wallet.StaffSaveRequest{Client: "sunshine", Site: "parks",
		Payer: payer, Token: f.tokenize(fr.EwalletToken, approved), Type: "card", UserName: "Rosa Resident"})
	if err != nil {
		t.Fatal(err)
	}
	_, err = f.as(sunshineAdmin).Create(ctx, "demo-1", f.adminRequest(saved))
	wantRefusal(t, "a sunshine/demo plan with a card entered on sunshine/parks", err, http.StatusUnprocessableEntity, wire.ErrorCodeTenderNotFound)
}
