package staffplans_test

import (
	"slices"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/staffplans"
	"github.com/payhub/payhub/bff/upstream/login"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
)

// SCHED-04, SCHED-05: the sites offered are the member's, enabled, that
// use scheduled payments: sunshine/demo for a sunshine admin, none of
// sunshine for moonbeam's (whose site does not use them), and none for a
// member without a schedpay scope (ROLE-28).
func TestSites_SCHED04_SCHED05_onlyTheMembersSitesThatUseScheduledPayments(t *testing.T) {
	r := newRig(t)
	ctx := t.Context()
	admin := r.as(sunshineAdmin)
	sites, err := r.svc.Sites(ctx, admin, staffplans.ClientsOf(admin.Sites))
	if err != nil {
		t.Fatal(err)
	}
	want := []staffplans.Site{{Client: "sunshine", Site: "demo", ClientTitle: "Sunshine County"}}
	if !slices.Equal(sites, want) {
		t.Errorf("sunshine admin's sites = %+v, want %+v (handoff and search-types do not use scheduled payments)", sites, want)
	}
	moon := r.as(moonbeamAdmin)
	sites, err = r.svc.Sites(ctx, moon, []string{"moonbeam", "sunshine"})
	if err != nil || len(sites) != 0 {
		t.Errorf("moonbeam admin's sites, even asked for sunshine = %+v, %v; want none", sites, err)
	}
	_, err = r.svc.Sites(ctx, r.as(sunshineViewer), []string{"sunshine"})
	wantCode(t, "viewer's sites", err, bff.CodeForbidden)
	if got := staffplans.ClientsOf(login.Sites{"sunshine/*", "Sunshine/demo", "moonbeam/pay"}); !slices.Equal(got, []string{"sunshine", "moonbeam"}) {
		t.Errorf("ClientsOf = %v", got)
	}
}

// ROLE-28, ROLE-29, SCHED-04, SCHED-05, SCHED-54: each refusal is made
// before the service is called, and the service's own (an unknown payer)
// comes back in the request's language.
func TestCreate_ROLE28_SCHED04_SCHED54_refusals(t *testing.T) {
	r := newRig(t)
	ctx := t.Context()
	admin := r.as(sunshineAdmin)

	_, err := r.svc.Create(ctx, r.as(sunshineViewer), "key-1", r.request(bff.English))
	wantCode(t, "viewer creates", err, bff.CodeForbidden)
	_, err = r.svc.Create(ctx, admin, "", r.request(bff.English))
	wantCode(t, "no Idempotency-Key", err, bff.CodeInvalid)
	_, err = r.svc.Create(ctx, r.as(moonbeamAdmin), "key-2", r.request(bff.English))
	wantCode(t, "moonbeam admin on sunshine/demo", err, bff.CodeForbidden)
	req := r.request(bff.English)
	req.Site = "handoff"
	_, err = r.svc.Create(ctx, admin, "key-3", req)
	wantCode(t, "a site without scheduled payments", err, bff.CodeForbidden)

	req = r.request(bff.Spanish)
	req.Payer.Name = " "
	_, err = r.svc.Create(ctx, admin, "key-4", req)
	wantCode(t, "no payer name", err, bff.CodeUnprocessable)
	req = r.request(bff.English)
	req.Form.TermsAccepted = false
	_, err = r.svc.Create(ctx, admin, "key-5", req)
	wantCode(t, "the payer's acceptance not ticked", err, bff.CodeInvalid)

	req = r.request(bff.Spanish)
	req.Payer.Email = "nobody@example.com"
	_, err = r.svc.Create(ctx, admin, "key-6", req)
	var e *bff.Error
	if codeOf(err) != bff.CodeUnprocessable || !asError(err, &e) || e.DisplayMessage == "" || e.DisplayMessage[:7] != "Ninguna" {
		t.Errorf("unknown payer = %v; want 422 in Spanish", err)
	}
	list, err := r.svc.List(ctx, admin, staffplans.Filter{}, bff.English)
	if err != nil || len(list) != 0 {
		t.Errorf("plans after refusals = %d, %v; want none", len(list), err)
	}
}

// SCHED-16, SCHED-55, ROLE-28: the plan made is the payer's, admin-only,
// "Admin - Sunny Admin" as last modified, its agreement the staff terms;
// the same key answers it again; the list holds it for sunshine's staff
// only; the resident reads it as theirs.
func TestCreate_SCHED16_SCHED55_aPlanForThePayerIsAdminOnlyAndNamesTheStaff(t *testing.T) {
	r := newRig(t)
	ctx := t.Context()
	admin := r.as(sunshineAdmin, login.ScopeSchedPayCreate)
	made, err := r.svc.Create(ctx, admin, "desk-call-1", r.request(bff.English))
	if err != nil {
		t.Fatal(err)
	}
	if !made.AdminOnly || made.LastModified != "Admin - Sunny Admin" || made.PayerEmail != residentEmail ||
		made.PayerName != "Rosa Resident" || made.Client != "sunshine" || made.Site != "demo" || made.Amount == nil || *made.Amount != "10.00" {
		t.Errorf("plan = %+v", made)
	}
	again, err := r.svc.Create(ctx, admin, "desk-call-1", r.request(bff.Spanish))
	if err != nil || again.ID != made.ID || again.LastModified != "Administrador - Sunny Admin" {
		t.Errorf("the same key again = %+v, %v; want %s in Spanish", again, err, made.ID)
	}
	stored, err := r.plans.Plan(ctx, r.resident, made.ID, false, false)
	if err != nil || !stored.AdminOnly || stored.ModifiedBy != "admin:Sunny Admin" ||
		stored.Agreement.Terms != staffplans.TermsText(bff.English) {
		t.Errorf("the resident's plan = %+v, %v", stored, err)
	}
	if staffplans.TermsText(bff.English) != "The payer must accept the terms" ||
		staffplans.TermsText(bff.Spanish) != "El pagador debe aceptar los términos" {
		t.Errorf("SCHED-55 texts = %q, %q", staffplans.TermsText(bff.English), staffplans.TermsText(bff.Spanish))
	}

	list, err := r.svc.List(ctx, admin, staffplans.Filter{Client: "sunshine", Site: "demo"}, bff.English)
	if err != nil || len(list) != 1 || list[0].ID != made.ID {
		t.Errorf("sunshine list = %+v, %v", list, err)
	} else if f, want := list[0].Frequency, r.request(bff.English).Form.Frequency; f.Value != want.Value || f.Spec.Kind != want.Spec.Kind || f.Spec.StartDate != want.Spec.StartDate {
		// The console lists when each plan pays: its start date as the form took it.
		t.Errorf("listed frequency = %+v; want %+v", f, want)
	}
	moon := r.as(moonbeamAdmin)
	if list, err := r.svc.List(ctx, moon, staffplans.Filter{}, bff.English); err != nil || len(list) != 0 {
		t.Errorf("moonbeam list = %+v, %v; want none", list, err)
	}
	_, err = r.svc.List(ctx, moon, staffplans.Filter{Client: "sunshine", Site: "demo"}, bff.English)
	wantCode(t, "moonbeam lists sunshine/demo", err, bff.CodeForbidden)
	_, err = r.svc.Runs(ctx, moon, made.ID, bff.English)
	wantCode(t, "moonbeam reads the runs", err, bff.CodeNotFound)
}

// SCHED-31, ROLE-28: running a plan now needs admin:schedpay:write and an
// Idempotency-Key; the run is among the plan's past runs, once per key.
func TestRunNow_SCHED31_theRunAppearsAmongThePlansRuns(t *testing.T) {
	r := newRig(t)
	ctx := t.Context()
	creator := r.as(sunshineAdmin, login.ScopeSchedPayCreate)
	made, err := r.svc.Create(ctx, creator, "desk-call-2", r.request(bff.English))
	if err != nil {
		t.Fatal(err)
	}
	_, err = r.svc.RunNow(ctx, creator, made.ID, "run-1", bff.English)
	wantCode(t, "run now with create only", err, bff.CodeForbidden)
	writer := r.as(sunshineAdmin, login.ScopeSchedPayWrite)
	_, err = r.svc.RunNow(ctx, writer, made.ID, "", bff.English)
	wantCode(t, "run now without a key", err, bff.CodeInvalid)
	_, err = r.svc.RunNow(ctx, r.as(moonbeamAdmin), made.ID, "run-1", bff.English)
	wantCode(t, "moonbeam runs a sunshine plan", err, bff.CodeNotFound)

	for range 2 {
		runs, err := r.svc.RunNow(ctx, writer, made.ID, "run-1", bff.English)
		if err != nil {
			t.Fatal(err)
		}
		manual := 0
		for _, run := range runs.Past {
			if run.Manual && run.Status == api.RunPaid && run.Amount == "10.00" {
				manual++
			}
		}
		if manual != 1 || len(runs.Projected) == 0 {
			t.Errorf("runs = %+v; want one paid manual run and the projected ones", runs)
		}
	}
	resident, err := r.plans.Runs(ctx, r.resident, made.ID, false)
	if err != nil || len(resident.Runs) != 1 || !resident.Runs[0].Manual {
		t.Errorf("the resident's runs = %+v, %v; want the one manual run", resident.Runs, err)
	}
}
