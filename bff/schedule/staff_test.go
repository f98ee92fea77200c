package schedule

import (
	"context"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
)

// SCHED-54, SCHED-55, ROLE-28: a plan staff enter is checked as a
// resident's is, its payer named, its tender the payer's card or bank
// account, its agreement the staff terms, and it is admin-only.
func TestStaffPlan_SCHED54_SCHED55_ROLE28_checkedAndAdminOnly(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	req := f.req
	req.User = User{Name: "Rosa Resident", Email: "resident@example.com"}
	card := api.Tender{Token: "t-payer", Type: TenderCard, LastDigits: "4242"}
	in, name, err := f.s.StaffPlan(ctx, req, monthly(), card)
	if err != nil {
		t.Fatal(err)
	}
	p := Payload(in)
	if name != "Water Bill - U-5001" || p.AdminOnly == nil || !*p.AdminOnly || p.Tender.Token != "t-payer" ||
		p.User.Email != "resident@example.com" || p.Agreement.Terms != "The payer must accept the terms" {
		t.Errorf("staff plan %q %+v user %+v agreement %+v", name, p, p.User, p.Agreement)
	}

	noPayer := req
	noPayer.User.Email = ""
	_, _, err = f.s.StaffPlan(ctx, noPayer, monthly(), card)
	wantCode(t, "SCHED-54 no payer e-mail", err, bff.CodeUnprocessable, texts.SchedulePayerRequired)
	unticked := monthly()
	unticked.TermsAccepted = false
	_, _, err = f.s.StaffPlan(ctx, req, unticked, card)
	wantCode(t, "the payer's acceptance not ticked", err, bff.CodeInvalid, texts.ScheduleTermsRequired)
	_, _, err = f.s.StaffPlan(ctx, req, monthly(), api.Tender{})
	wantCode(t, "no tender", err, bff.CodeInvalid, texts.ScheduleTenderRequired)
	_, _, err = f.s.StaffPlan(ctx, req, monthly(), api.Tender{Token: "t-pp", Type: "paypal"})
	wantCode(t, "SCHED-57 PayPal", err, bff.CodeUnprocessable, texts.ScheduleTenderType)
	other := monthly()
	other.PayablePath = otherPath
	_, _, err = f.s.StaffPlan(ctx, req, other, card)
	wantCode(t, "another site's item", err, bff.CodeUnprocessable, texts.ScheduleWrongSite)
}

// SCHED-16: My Payments marks a plan county staff set up (adminOnly), and
// only such a plan.
func TestPlanView_SCHED16_setUpByCountyFollowsAdminOnly(t *testing.T) {
	staff := api.Plan{ID: "p1", AdminOnly: true, ModifiedBy: "admin:Sunny Admin", User: api.User{ID: "u-1"}}
	v := planView(staff, nil, "Ana Resident", bff.Spanish)
	if !v.SetUpByCounty || v.LastModified != "Administrador - Sunny Admin" {
		t.Errorf("staff plan view: setUpByCounty %v, lastModified %q", v.SetUpByCounty, v.LastModified)
	}
	own := api.Plan{ID: "p2", ModifiedBy: "u-1", User: api.User{ID: "u-1"}}
	if v := planView(own, nil, "Ana Resident", bff.English); v.SetUpByCounty {
		t.Errorf("the resident's own plan is marked set up by the county")
	}
}
