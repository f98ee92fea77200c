package schedpay_test

import (
	"net/http"
	"testing"

	"github.com/payhub/payhub/bff/upstream/login"
	wire "github.com/payhub/payhub/bff/upstream/schedpay"
)

// wantRefusal fails unless err is the service's answer status (and code,
// when one is given).
func wantRefusal(t *testing.T, what string, err error, wantStatus int, wantCode string) {
	t.Helper()
	if status(err) != wantStatus || (wantCode != "" && code(err) != wantCode) {
		t.Errorf("%s: %v (status %d, code %q), want %d %q", what, err, status(err), code(err), wantStatus, wantCode)
	}
}

// ROLE-29: every staff call needs a valid staff token in Remote-User.
func TestAdmin_ROLE29_everyCallNeedsAStaffToken(t *testing.T) {
	f := newAdminFixture(t)
	ctx := t.Context()
	req := f.adminRequest(f.addCard(f.residentID(), approved))
	for name, a := range map[string]*wire.Admin{"no token": f.plans.Admin(""), "forged token": f.plans.Admin("eyJhbGciOiJub25lIn0.e30.")} {
		_, err := a.Create(ctx, "k1", req)
		wantRefusal(t, name+": create", err, http.StatusUnauthorized, "")
		_, err = a.Plans(ctx, wire.AdminFilter{})
		wantRefusal(t, name+": list", err, http.StatusUnauthorized, "")
		_, err = a.RunNow(ctx, "sp_x", "k1")
		wantRefusal(t, name+": run now", err, http.StatusUnauthorized, "")
		_, err = a.Update(ctx, "sp_x", wire.PlanPayload{Active: ptr(false)})
		wantRefusal(t, name+": update", err, http.StatusUnauthorized, "")
	}
}

// ROLE-28: creating needs admin:schedpay:create or :write; editing and
// running now need :write; the announcement scopes give none of it.
func TestAdmin_ROLE28_createNeedsCreateOrWriteAndEditNeedsWrite(t *testing.T) {
	f := newAdminFixture(t)
	ctx := t.Context()
	req := f.adminRequest(f.addCard(f.residentID(), approved))

	viewer := f.as(sunshineViewer)
	_, err := viewer.Create(ctx, "v1", req)
	wantRefusal(t, "viewer create", err, http.StatusForbidden, "")
	_, err = viewer.Plans(ctx, wire.AdminFilter{})
	wantRefusal(t, "viewer list", err, http.StatusForbidden, "")

	creator := f.as(sunshineAdmin, login.ScopeSchedPayCreate)
	made, err := creator.Create(ctx, "c1", req)
	if err != nil {
		t.Fatalf("create with admin:schedpay:create: %v", err)
	}
	if _, err := creator.Plans(ctx, wire.AdminFilter{}); err != nil {
		t.Errorf("list with admin:schedpay:create: %v", err)
	}
	_, err = creator.RunNow(ctx, made.ID, "r1")
	wantRefusal(t, "run now with create only", err, http.StatusForbidden, "")
	_, err = creator.Update(ctx, made.ID, wire.PlanPayload{Active: ptr(false)})
	wantRefusal(t, "edit with create only", err, http.StatusForbidden, "")

	writer := f.as(sunshineAdmin, login.ScopeSchedPayWrite)
	req.Plan.PayablePath, req.Plan.ConstantAmount = pathWater, nil
	req.Plan.FrequencyRule = &wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4)}
	other, err := writer.Create(ctx, "w1", req)
	if err != nil {
		t.Fatalf("create with admin:schedpay:write: %v", err)
	}
	edited, err := writer.Update(ctx, other.ID, wire.PlanPayload{SuspensionStart: ptr(f.date(10))})
	if err != nil || edited.Pause == nil {
		t.Fatalf("edit with admin:schedpay:write = %+v, %v", edited.Pause, err)
	}
	if _, err := writer.RunNow(ctx, other.ID, "r2"); err != nil {
		t.Errorf("run now with admin:schedpay:write: %v", err)
	}
}

// SCHED-04: staff act only for their client/site pairs; a plan of another
// client's site is not found for them, and their list holds none.
func TestAdmin_SCHED04_aMemberActsOnlyForTheirPairs(t *testing.T) {
	f := newAdminFixture(t)
	ctx := t.Context()
	req := f.adminRequest(f.addCard(f.residentID(), approved))
	made, err := f.as(sunshineAdmin).Create(ctx, "s1", req)
	if err != nil {
		t.Fatal(err)
	}

	moon := f.as(moonbeamAdmin)
	_, err = moon.Create(ctx, "m1", req)
	wantRefusal(t, "moonbeam admin creates on sunshine/demo", err, http.StatusForbidden, "")
	list, err := moon.Plans(ctx, wire.AdminFilter{})
	if err != nil || len(list) != 0 {
		t.Errorf("moonbeam admin's list = %d plans, %v; want none of sunshine", len(list), err)
	}
	if list, err = moon.Plans(ctx, wire.AdminFilter{Client: "sunshine"}); err != nil || len(list) != 0 {
		t.Errorf("moonbeam admin's list of client sunshine = %d plans, %v; want none", len(list), err)
	}
	_, err = moon.RunNow(ctx, made.ID, "m2")
	wantRefusal(t, "moonbeam admin runs a sunshine plan", err, http.StatusNotFound, "")
	_, err = moon.Runs(ctx, made.ID, true)
	wantRefusal(t, "moonbeam admin reads a sunshine plan's runs", err, http.StatusNotFound, "")
	_, err = moon.Update(ctx, made.ID, wire.PlanPayload{Active: ptr(false)})
	wantRefusal(t, "moonbeam admin edits a sunshine plan", err, http.StatusNotFound, "")

	req.Plan.Client, req.Plan.Site = "", ""
	_, err = f.as(sunshineAdmin).Create(ctx, "s2", req)
	wantRefusal(t, "create without client and site", err, http.StatusBadRequest, "")
	// The pair must be the item's: a sunshine admin naming moonbeam's site
	// is refused for the pair before the item is read.
	req.Plan.Client, req.Plan.Site = "moonbeam", "pay"
	_, err = f.as(sunshineAdmin).Create(ctx, "s3", req)
	wantRefusal(t, "sunshine admin names moonbeam/pay", err, http.StatusForbidden, "")
}

// SCHED-54: the payer's name and e-mail are required, and the e-mail must
// be a resident account's (a staff account is none).
func TestAdmin_SCHED54_payerNameAndEmailAreRequired(t *testing.T) {
	f := newAdminFixture(t)
	ctx := t.Context()
	admin := f.as(sunshineAdmin)
	base := f.adminRequest(f.addCard(f.residentID(), approved))
	for name, payer := range map[string]wire.Payer{
		"no name":   {Email: residentEmail},
		"no e-mail": {Name: "Rosa Resident"},
		"blank":     {Name: "  ", Email: " "},
	} {
		req := base
		req.Payer = payer
		_, err := admin.Create(ctx, "", req)
		wantRefusal(t, name, err, http.StatusBadRequest, wire.ErrorCodePayerRequired)
	}
	for name, email := range map[string]string{"unknown e-mail": "nobody@example.com", "staff e-mail": sunshineViewer} {
		req := base
		req.Payer.Email = email
		_, err := admin.Create(ctx, "", req)
		wantRefusal(t, name, err, http.StatusUnprocessableEntity, wire.ErrorCodePayerNotFound)
	}
	list, err := admin.Plans(ctx, wire.AdminFilter{})
	if err != nil || len(list) != 0 {
		t.Errorf("plans after refusals = %d, %v; want none", len(list), err)
	}
}

// SCHED-16, ROLE-28: a plan made by staff is the payer's (their account's
// id, e-mail and language), adminOnly, last modified "admin:{name}"; the
// resident reads it as their own; the same Idempotency-Key makes it once;
// the staff list holds it and not the resident's own plans.
func TestAdmin_SCHED16_ROLE28_aStaffPlanIsThePayersAdminOnlyAndNamesTheStaff(t *testing.T) {
	f := newAdminFixture(t)
	ctx := t.Context()
	resident := f.residentID()
	card := f.addCard(resident, approved)
	admin := f.as(sunshineAdmin)
	req := f.adminRequest(card)
	req.Payer.Email = "  Resident@Example.com "

	made, err := admin.Create(ctx, "desk-1", req)
	if err != nil {
		t.Fatal(err)
	}
	if !made.AdminOnly || made.ModifiedBy != "admin:Sunny Admin" || made.User.ID != resident ||
		made.User.Email != residentEmail || made.User.Name != "Rosa Resident" || made.User.Language != "en" {
		t.Errorf("plan = adminOnly %v, modifiedBy %q, user %+v", made.AdminOnly, made.ModifiedBy, made.User)
	}
	again, err := admin.Create(ctx, "desk-1", req)
	if err != nil || again.ID != made.ID {
		t.Errorf("the same key again = %s, %v; want %s", again.ID, err, made.ID)
	}
	seen, err := f.plans.Plan(ctx, resident, made.ID, false, false)
	if err != nil || !seen.AdminOnly || seen.ModifiedBy != "admin:Sunny Admin" {
		t.Errorf("the resident reads %+v, %v", seen, err)
	}
	own := payload(resident, residentEmail, "en", pathWater, card, wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4)})
	f.create(resident, own)

	list, err := admin.Plans(ctx, wire.AdminFilter{Client: "sunshine", Site: "demo"})
	if err != nil || len(list) != 1 || list[0].ID != made.ID {
		t.Errorf("staff list = %+v, %v; want only the staff plan %s", list, err, made.ID)
	}
	if list, err := admin.Plans(ctx, wire.AdminFilter{Site: "kiosk"}); err != nil || len(list) != 0 {
		t.Errorf("staff list of another site = %d, %v; want none", len(list), err)
	}

	// An edit by staff names them too; one by the resident names the
	// resident.
	edited, err := f.as(sunshineViewer, login.ScopeBannersRead).Update(ctx, made.ID, wire.PlanPayload{Active: ptr(false)})
	wantRefusal(t, "viewer edits", err, http.StatusForbidden, "")
	edited, err = admin.Update(ctx, made.ID, wire.PlanPayload{SuspensionStart: ptr(f.date(20))})
	if err != nil || edited.ModifiedBy != "admin:Sunny Admin" || !edited.AdminOnly {
		t.Errorf("staff edit = modifiedBy %q adminOnly %v, %v", edited.ModifiedBy, edited.AdminOnly, err)
	}
}

// SCHED-31: staff run a plan now; the run is among the plan's runs, for
// staff and for the resident, and the same key is the same run.
func TestAdmin_SCHED31_runNowAppearsAmongThePlansRuns(t *testing.T) {
	f := newAdminFixture(t)
	ctx := t.Context()
	resident := f.residentID()
	admin := f.as(sunshineAdmin)
	made, err := admin.Create(ctx, "desk-2", f.adminRequest(f.addCard(resident, approved)))
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		runs, err := admin.RunNow(ctx, made.ID, "call-1")
		if err != nil || len(runs.Runs) != 1 || !runs.Runs[0].Manual || runs.Runs[0].Status != wire.RunPaid || runs.Runs[0].Amount != "10.00" {
			t.Fatalf("run now = %+v, %v; want one paid manual run of 10.00", runs.Runs, err)
		}
	}
	if n := f.approvedCharges(); n != 1 {
		t.Errorf("approved charges = %d, want 1", n)
	}
	for who, read := range map[string]func() (wire.RunsResponse, error){
		"staff":    func() (wire.RunsResponse, error) { return admin.Runs(ctx, made.ID, true) },
		"resident": func() (wire.RunsResponse, error) { return f.plans.Runs(ctx, resident, made.ID, true) },
	} {
		runs, err := read()
		if err != nil {
			t.Fatalf("%s runs: %v", who, err)
		}
		manual, future := 0, 0
		for _, r := range runs.Runs {
			if r.Manual && r.Status == wire.RunPaid {
				manual++
			}
			if r.Status == wire.RunFuture {
				future++
			}
		}
		if manual != 1 || future == 0 {
			t.Errorf("%s sees %d manual paid runs and %d future ones, want 1 and some", who, manual, future)
		}
	}
}
