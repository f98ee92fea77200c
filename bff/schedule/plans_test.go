package schedule

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/payables"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/bff/wallet"
)

const (
	waterPath   = "sunshine/demo/utilities/U-5001"
	vehiclePath = "sunshine/demo/vehicle-renewal/ABC1234"
	otherPath   = "moonbeam/pay/utilities/M-1"
	plainPath   = "sunshine/demo/donations/parks"
)

// fixture is a scheduler over fakes on 10 March 2026 (New York), the
// resident u-1 with a Visa card, a bank account, a PayPal account and an
// expired card, and u-2 with a card of their own.
type fixture struct {
	s     *Scheduler
	plans *memPlans
	req   Request
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	plans := newMemPlans()
	water := payables.Payable{Path: waterPath, Client: "sunshine", Site: "demo", DisplayName: "Water Bill - U-5001",
		Amount: "76.25", MinimumAmount: "76.25", MaximumAmount: "76.25", DueAt: "2026-03-30", ScheduledPaymentsConfig: waterConfig()}
	vehicle := payables.Payable{Path: vehiclePath, Client: "sunshine", Site: "demo", DisplayName: "Vehicle renewal",
		Amount: "45.60", DueAt: "2026-04-24", ScheduledPaymentsConfig: yearlyConfig()}
	other := payables.Payable{Path: otherPath, Client: "moonbeam", Site: "pay", Amount: "1.00", ScheduledPaymentsConfig: waterConfig()}
	plain := payables.Payable{Path: plainPath, Client: "sunshine", Site: "demo", Amount: "5.00"}
	tenders := &fakeTenders{byUser: map[string][]wallet.TenderView{
		"u-1": {
			{TenderID: "t-visa", Type: "card", Name: "Visa Card", LastDigits: "4242", CardBrand: "Visa"},
			{TenderID: "t-bank", Type: "bank", Name: "Checking Account", LastDigits: "6789", BankAccountType: "checking"},
			{TenderID: "t-pp", Type: "paypal", Name: "PayPal"},
			{TenderID: "t-old", Type: "card", Name: "MasterCard Card", LastDigits: "4444", IsExpired: true},
		},
		"u-2": {{TenderID: "t-u2", Type: "card", Name: "Visa Card", LastDigits: "1111"}},
	}}
	s := &Scheduler{Plans: plans, Payables: fakePayables{waterPath: water, vehiclePath: vehicle, otherPath: other, plainPath: plain},
		Tenders: tenders, Now: func() time.Time { return time.Date(2026, 3, 10, 15, 0, 0, 0, time.UTC) }}
	return &fixture{s: s, plans: plans, req: Request{Client: "sunshine", Site: "demo", Lang: bff.English,
		User: User{ID: "u-1", Email: "resident@example.com", Name: "Ana Resident"}}}
}

// monthly is the water bill's autopay: recurring 4 days before due.
func monthly() PlanForm {
	return PlanForm{PayablePath: waterPath, Frequency: &Frequency{Value: Recurring, Spec: Spec{Kind: KindBeforeDue, DaysBeforeDue: "4"}},
		Amount: AmountInput{Kind: AmountDue}, TenderID: "t-visa", TermsAccepted: true, NoEndDateConfirmed: true}
}

func wantCode(t *testing.T, name string, err error, code bff.Code, key string) {
	t.Helper()
	if bff.ErrorCode(err) != code {
		t.Errorf("%s: err = %v, want %s", name, err, code)
		return
	}
	if be, ok := err.(*bff.Error); key != "" && (!ok || be.Message != texts.Message(key, bff.English)) {
		t.Errorf("%s: message %v, want %q", name, err, texts.Message(key, bff.English))
	}
}

func TestCreate_SCHED08_SCHED09_SCHED10_SCHED12_payload(t *testing.T) {
	f := newFixture(t)
	d, err := f.s.Create(context.Background(), f.req, "", monthly())
	if err != nil {
		t.Fatal(err)
	}
	if len(f.plans.payloads) != 1 || f.plans.users[0] != "u-1" {
		t.Fatalf("payloads %d, users %v", len(f.plans.payloads), f.plans.users)
	}
	p := f.plans.payloads[0]
	u := p.User
	if p.PayablePath != waterPath || p.Client != "sunshine" || p.Site != "demo" || p.AdminOnly == nil || *p.AdminOnly ||
		u.ID != "u-1" || u.Email != "resident@example.com" || u.Name != "Ana Resident" || u.TimeZone != DefaultTimeZone {
		t.Errorf("SCHED-08: payload %+v user %+v", p, u)
	}
	if u.Language != "en" {
		t.Errorf("SCHED-09: language %q, want en by default", u.Language)
	}
	if p.ConstantAmount != nil {
		t.Errorf("SCHED-10: constantAmount %v, want null for the amount due", *p.ConstantAmount)
	}
	if tn := p.Tender; tn.Token != "t-visa" || tn.Type != "card" || tn.LastDigits != "4242" || tn.CardBrand != "Visa" ||
		tn.Description != "Visa Card ending in 4242" {
		t.Errorf("SCHED-12: tender %+v", tn)
	}
	if r := p.FrequencyRule; r.Type != api.RecurringBeforeDue || *r.DaysBeforeDue != 4 || r.StartDate != "2026-03-10" {
		t.Errorf("FREQ-04: rule %+v", r)
	}
	if a := p.Agreement; a.Terms != texts.Message(texts.ScheduleTerms, bff.English) || a.Time != "2026-03-10T15:00:00Z" {
		t.Errorf("agreement %+v", a)
	}
	if d.Plan.ID == "" || d.Plan.Status.Code != StatusActive || d.Plan.NextRun == nil || d.Plan.NextRun.DisplayDate != "04/01/2026" ||
		d.Plan.LastModified != "Ana Resident" || len(d.Runs.Projected) != 1 || d.Plan.Frequency.Spec.DaysBeforeDue != "4" {
		t.Errorf("answer %+v", d)
	}
}

func TestCreate_SCHED09_spanishResidentAndOtherAmount(t *testing.T) {
	f := newFixture(t)
	req := f.req
	req.Lang, req.User.Language = bff.Spanish, "es"
	form := monthly()
	form.Frequency = &Frequency{Value: OneTime, Spec: Spec{Kind: KindOnDate, StartDate: "03/20/2026"}}
	form.Amount = AmountInput{Kind: OtherAmount, Value: "76.25"}
	form.TimeZone = "America/Chicago"
	d, err := f.s.Create(context.Background(), req, "", form)
	if err != nil {
		t.Fatal(err)
	}
	p := f.plans.payloads[0]
	if p.User.Language != "es" || p.User.TimeZone != "America/Chicago" || p.ConstantAmount == nil || *p.ConstantAmount != "76.25" ||
		p.Agreement.Terms != texts.Message(texts.ScheduleTerms, bff.Spanish) {
		t.Errorf("SCHED-09/SCHED-10: %+v %+v", p.User, p)
	}
	if d.Plan.Amount.Kind != OtherAmount || d.Plan.Amount.Value != "76.25" {
		t.Errorf("amount view %+v", d.Plan.Amount)
	}
}

func TestCreate_SCHED53_SCHED57_AUTOPAY11_tenderAndTerms(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	for _, c := range []struct {
		name   string
		change func(*PlanForm)
		code   bff.Code
		key    string
	}{
		{"SCHED-53 terms", func(p *PlanForm) { p.TermsAccepted = false }, bff.CodeInvalid, texts.ScheduleTermsRequired},
		{"SCHED-53 payment method", func(p *PlanForm) { p.TenderID = "" }, bff.CodeInvalid, texts.ScheduleTenderRequired},
		{"SCHED-57 PayPal", func(p *PlanForm) { p.TenderID = "t-pp" }, bff.CodeUnprocessable, texts.ScheduleTenderType},
		{"expired card", func(p *PlanForm) { p.TenderID = "t-old" }, bff.CodeUnprocessable, texts.TenderExpired},
		{"another resident's tender", func(p *PlanForm) { p.TenderID = "t-u2" }, bff.CodeNotFound, texts.TenderNotFound},
		{"time zone", func(p *PlanForm) { p.TimeZone = "Mars/Olympus" }, bff.CodeInvalid, ""},
		{"ERR-68 wrong site", func(p *PlanForm) { p.PayablePath = otherPath }, bff.CodeUnprocessable, texts.ScheduleWrongSite},
		{"not schedulable", func(p *PlanForm) { p.PayablePath = plainPath }, bff.CodeUnprocessable, texts.ScheduleNotSchedulable},
		{"no such payable", func(p *PlanForm) { p.PayablePath = "sunshine/demo/x" }, bff.CodeNotFound, texts.PayableNotFound},
	} {
		form := monthly()
		c.change(&form)
		_, err := f.s.Create(ctx, f.req, "", form)
		wantCode(t, c.name, err, c.code, c.key)
	}
	if len(f.plans.payloads) != 0 {
		t.Errorf("a refused plan was sent: %+v", f.plans.payloads)
	}
	form := monthly()
	form.TenderID = "t-bank"
	if _, err := f.s.Create(ctx, f.req, "", form); err != nil {
		t.Errorf("SCHED-57: a bank account is refused: %v", err)
	}
}

func TestCreate_SCHED41_ERR66_ERR67_duplicates(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	if _, err := f.s.Create(ctx, f.req, "", monthly()); err != nil {
		t.Fatal(err)
	}
	_, err := f.s.Create(ctx, f.req, "", monthly())
	wantCode(t, "SCHED-41 with denyDuplicatePlans", err, bff.CodeDuplicatePlan, texts.ScheduleDuplicate)

	other := f.req
	other.User = User{ID: "u-2", Name: "Bo", Email: "bo@example.com"}
	form := monthly()
	form.TenderID = "t-u2"
	// Another user's plan does not count: it would let anyone hold the
	// one plan of someone else's bill.
	if _, err = f.s.Create(ctx, other, "", form); err != nil {
		t.Errorf("SCHED-41 another user's first plan for the payable: %v, want accepted", err)
	}
	if q := f.plans.existence; len(q) == 0 || q[len(q)-1].UserID != "u-2" {
		t.Errorf("SCHED-41: the existence check names the user: %+v", q)
	}

	g := newFixture(t)
	pay := g.s.Payables.(fakePayables)
	w := pay[waterPath]
	cfg := *w.ScheduledPaymentsConfig
	cfg.DenyDuplicatePlans = false
	w.ScheduledPaymentsConfig = &cfg
	pay[waterPath] = w
	g.plans.FailExists = errDown // never asked without denyDuplicatePlans
	for i := range 2 {
		if _, err := g.s.Create(ctx, g.req, "", monthly()); err != nil {
			t.Errorf("SCHED-41: without denyDuplicatePlans plan %d refused: %v", i+1, err)
		}
	}

	h := newFixture(t)
	h.plans.FailExists = errDown
	_, err = h.s.Create(ctx, h.req, "", monthly())
	wantCode(t, "ERR-66 a failed existence check counts as exists", err, bff.CodeDuplicatePlan, texts.ScheduleDuplicate)
}

func TestCreate_ERR63_saveErrors(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		name    string
		err     error
		code    bff.Code
		key     string
		display string
	}{
		{"duplicate code", &upstream.StatusError{Status: 409, Code: api.ErrorCodeDuplicatePlan}, bff.CodeDuplicatePlan, texts.ScheduleDuplicate, ""},
		{"one item allowed (ERR-22)", &upstream.StatusError{Status: 422, Code: api.ErrorCodeOneItemAllowed}, bff.CodeOneItemAllowed, texts.ScheduleOneItemAllowed, ""},
		{"server's display message", &upstream.StatusError{Status: 400, Code: "bad_rule", DisplayMessage: "Pick another day."}, bff.CodeUnprocessable, texts.ScheduleSaveError, "Pick another day."},
		{"generic", &upstream.StatusError{Status: 502}, bff.CodeUnavailable, texts.ScheduleSaveError, ""},
		{"no answer", errDown, bff.CodeUnavailable, texts.ScheduleSaveError, ""},
	} {
		f := newFixture(t)
		f.plans.FailCreate = c.err
		_, err := f.s.Create(ctx, f.req, "", monthly())
		wantCode(t, "ERR-63 "+c.name, err, c.code, c.key)
		if be, ok := err.(*bff.Error); ok && c.display != "" && be.DisplayMessage != c.display {
			t.Errorf("ERR-63 %s: display %q", c.name, be.DisplayMessage)
		}
	}
}

func TestList_ERR65_ERR66_onlyTheResidentsActivePlans(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	d, _ := f.s.Create(ctx, f.req, "", monthly())
	other := f.req
	other.User = User{ID: "u-2", Name: "Bo", Email: "bo@example.com"}
	form := monthly()
	form.PayablePath, form.TenderID = vehiclePath, "t-u2"
	form.Frequency = &Frequency{Value: Recurring, Spec: Spec{Kind: KindYearlyOnDate, StartDate: "03/15/2027"}}
	if _, err := f.s.Create(ctx, other, "", form); err != nil {
		t.Fatal(err)
	}
	ps := f.s.List(ctx, f.req)
	if len(ps) != 1 || ps[0].ID != d.Plan.ID || ps[0].NextRun == nil || ps[0].RunsError {
		t.Fatalf("list = %+v", ps)
	}
	if err := f.s.Cancel(ctx, f.req, d.Plan.ID); err != nil {
		t.Fatal(err)
	}
	if ps := f.s.List(ctx, f.req); len(ps) != 0 {
		t.Errorf("SCHED-25: a canceled plan is listed: %+v", ps)
	}
	g := newFixture(t)
	g.s.Create(ctx, g.req, "", monthly())
	g.plans.FailRuns = errDown
	if ps := g.s.List(ctx, g.req); len(ps) != 1 || !ps[0].RunsError || ps[0].NextRun != nil || ps[0].Status.Code != StatusActive {
		t.Errorf("ERR-65: %+v", ps)
	}
	g.plans.FailSearch = errDown
	if ps := g.s.List(ctx, g.req); ps == nil || len(ps) != 0 {
		t.Errorf("ERR-66: a failed search = %+v, want an empty list", ps)
	}
}

func TestGet_anotherResidentsPlanIsNotFound_ERR65(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	d, _ := f.s.Create(ctx, f.req, "", monthly())
	for _, req := range []Request{
		{Client: "sunshine", Site: "demo", User: User{ID: "u-2"}, Lang: bff.English},
		{Client: "sunshine", Site: "other", User: f.req.User, Lang: bff.English},
	} {
		_, err := f.s.Get(ctx, req, d.Plan.ID)
		wantCode(t, "another's plan", err, bff.CodeNotFound, texts.ScheduleNotFound)
	}
	_, err := f.s.Get(ctx, f.req, "plan-404")
	wantCode(t, "no such plan", err, bff.CodeNotFound, texts.ScheduleNotFound)
	f.plans.FailRuns = errDown
	got, err := f.s.Get(ctx, f.req, d.Plan.ID)
	if err != nil || !got.Plan.RunsError || got.Runs.Past == nil || got.Runs.Projected == nil {
		t.Errorf("ERR-65: %+v, %v", got, err)
	}
}

func TestPause_SCHED20_SCHED26_SCHED27_SCHED56(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	form := monthly()
	form.Frequency = &Frequency{Value: OneTime, Spec: Spec{Kind: KindOnDate, StartDate: "03/20/2026"}}
	form.Amount = AmountInput{Kind: OtherAmount, Value: "76.25"}
	d, err := f.s.Create(ctx, f.req, "", form)
	if err != nil {
		t.Fatal(err)
	}
	id := d.Plan.ID
	_, err = f.s.Pause(ctx, f.req, id, PauseForm{})
	wantCode(t, "SCHED-56 an indefinite pause is confirmed", err, bff.CodeInvalid, texts.SchedulePauseConfirm)
	_, err = f.s.Pause(ctx, f.req, id, PauseForm{EndDate: "05/01/2026", IndefiniteConfirmed: true})
	wantCode(t, "SCHED-56 no confirmation beside an end date", err, bff.CodeInvalid, texts.SchedulePauseConfirmEnd)
	_, err = f.s.Pause(ctx, f.req, id, PauseForm{EndDate: "03/10/2026"})
	wantCode(t, "the pause's end is after today", err, bff.CodeUnprocessable, texts.ScheduleDatePast)

	n := len(f.plans.payloads)
	got, err := f.s.Pause(ctx, f.req, id, PauseForm{EndDate: "05/01/2026"})
	if err != nil {
		t.Fatal(err)
	}
	p := f.plans.payloads[n]
	if *p.SuspensionStart != "2026-03-10" || *p.SuspensionEnd != "2026-05-01" || p.ConstantAmount == nil || *p.ConstantAmount != "76.25" {
		t.Errorf("SCHED-26: pause payload %+v (the constant amount kept)", p)
	}
	if got.Plan.Status.Code != StatusPausedUntil || got.Plan.Pause == nil || got.Plan.Pause.EndDate != "05/01/2026" {
		t.Errorf("paused plan %+v", got.Plan)
	}
	got, err = f.s.Pause(ctx, f.req, id, PauseForm{IndefiniteConfirmed: true})
	if err != nil || *f.plans.payloads[len(f.plans.payloads)-1].SuspensionEnd != "" || got.Plan.Status.Code != StatusPaused {
		t.Errorf("SCHED-27: %+v, %v", got.Plan.Status, err)
	}

	pay := f.s.Payables.(fakePayables)
	w := pay[waterPath]
	cfg := *w.ScheduledPaymentsConfig
	cfg.DisablePause = true
	w.ScheduledPaymentsConfig = &cfg
	pay[waterPath] = w
	_, err = f.s.Pause(ctx, f.req, id, PauseForm{IndefiniteConfirmed: true})
	wantCode(t, "SCHED-20 disable_pause", err, bff.CodeUnprocessable, texts.SchedulePauseDisabled)
}

func TestResume_SCHED30_andUpdate_SCHED29(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	d, _ := f.s.Create(ctx, f.req, "", monthly())
	id := d.Plan.ID
	_, err := f.s.Resume(ctx, f.req, id, "t-bank")
	wantCode(t, "not paused", err, bff.CodeConflict, texts.ScheduleNotPaused)
	if _, err := f.s.Pause(ctx, f.req, id, PauseForm{IndefiniteConfirmed: true}); err != nil {
		t.Fatal(err)
	}
	_, err = f.s.Resume(ctx, f.req, id, "")
	wantCode(t, "SCHED-30 a payment method is chosen again", err, bff.CodeInvalid, texts.ScheduleTenderRequired)
	_, err = f.s.Resume(ctx, f.req, id, "t-pp")
	wantCode(t, "SCHED-57 on resume", err, bff.CodeUnprocessable, texts.ScheduleTenderType)
	got, err := f.s.Resume(ctx, f.req, id, "t-bank")
	if err != nil || got.Plan.Pause != nil || got.Plan.Tender.TenderID != "t-bank" || got.Plan.Status.Code != StatusActive {
		t.Fatalf("SCHED-27/30: %+v, %v", got.Plan, err)
	}

	if _, err := f.s.Pause(ctx, f.req, id, PauseForm{IndefiniteConfirmed: true}); err != nil {
		t.Fatal(err)
	}
	form := monthly()
	form.Frequency = &Frequency{Value: OneTime, Spec: Spec{Kind: KindOnDate, StartDate: "03/25/2026"}}
	got, err = f.s.Update(ctx, f.req, id, form)
	p := f.plans.payloads[len(f.plans.payloads)-1]
	if err != nil || p.SuspensionStart == nil || *p.SuspensionStart != "" || got.Plan.Pause != nil ||
		p.FrequencyRule.Type != api.OneTimeOnDate || p.PayablePath != "" {
		t.Errorf("SCHED-29: changed to one-time: payload %+v, plan %+v, %v", p, got.Plan, err)
	}
	form = monthly()
	form.TermsAccepted = false
	_, err = f.s.Update(ctx, f.req, id, form)
	wantCode(t, "SCHED-53 on update", err, bff.CodeInvalid, texts.ScheduleTermsRequired)
}

func TestCancel_SCHED25_ERR64(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	d, _ := f.s.Create(ctx, f.req, "", monthly())
	f.plans.FailUpdate = &upstream.StatusError{Status: http.StatusBadGateway}
	wantCode(t, "ERR-64", f.s.Cancel(ctx, f.req, d.Plan.ID), bff.CodeUnavailable, texts.ScheduleCancelError)
	f.plans.FailUpdate = nil
	if err := f.s.Cancel(ctx, f.req, d.Plan.ID); err != nil {
		t.Fatal(err)
	}
	p := f.plans.payloads[len(f.plans.payloads)-1]
	if p.Active == nil || *p.Active || p.FrequencyRule != nil || p.Tender != nil {
		t.Errorf("SCHED-25: cancel payload %+v, want only active=false", p)
	}
	got, err := f.s.Get(ctx, f.req, d.Plan.ID)
	if err != nil || got.Plan.Status.Code != StatusCanceled || got.Plan.NextRun != nil {
		t.Errorf("canceled plan %+v, %v", got.Plan, err)
	}
	_, err = f.s.Pause(ctx, f.req, d.Plan.ID, PauseForm{IndefiniteConfirmed: true})
	wantCode(t, "a canceled plan", err, bff.CodeConflict, texts.ScheduleCanceled)
	if err := f.s.Cancel(ctx, f.req, d.Plan.ID); err != nil {
		t.Errorf("canceling again: %v", err)
	}
	other := f.req
	other.User.ID = "u-2"
	wantCode(t, "another's plan", f.s.Cancel(ctx, other, d.Plan.ID), bff.CodeNotFound, texts.ScheduleNotFound)
}

func TestForm_SCHED34_SCHED45_SCHED46_SCHED57(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	v, err := f.s.Form(ctx, f.req, waterPath, "")
	if err != nil {
		t.Fatal(err)
	}
	if v.Defaults.Value != Recurring || v.Defaults.Kind != KindBeforeDue || v.Defaults.DaysBeforeDue != 4 ||
		v.Defaults.StartDate != "03/10/2026" || v.Defaults.DayOfWeek != 2 || v.Defaults.Interval != 1 || v.Defaults.TimeZone != DefaultTimeZone {
		t.Errorf("SCHED-45/46, FREQ-02/03: defaults %+v", v.Defaults)
	}
	if !v.AutopayEligible || v.YearlyAutopayEligible || v.DefaultTerms == nil || v.DefaultTerms.Frequency.Spec.Kind != KindBeforeDue {
		t.Errorf("SCHED-34/37: %+v", v)
	}
	var ids []string
	for _, tn := range v.Tenders {
		ids = append(ids, tn.TenderID)
	}
	if strings.Join(ids, ",") != "t-visa,t-bank" {
		t.Errorf("SCHED-57: the form offers %v, want the card and the bank account", ids)
	}
	if v.Payable.ScheduledAmount != "76.25" || v.Terms == "" || v.PlanExists ||
		strings.Join(v.AllowedKinds.Recurring, ",") != KindBeforeDue || strings.Join(v.AllowedKinds.OneTime, ",") != KindOnDate {
		t.Errorf("form %+v", v)
	}
	y, err := f.s.Form(ctx, f.req, vehiclePath, "")
	if err != nil || !y.YearlyAutopayEligible || y.NextYearlyAutopayDate != "03/15/2027" || y.DefaultTerms == nil ||
		y.DefaultTerms.Frequency.Spec.StartDate != "03/15/2027" {
		t.Errorf("SCHED-35/36: %+v, %v", y, err)
	}
	f.s.Create(ctx, f.req, "", monthly())
	if v, _ := f.s.Form(ctx, f.req, waterPath, ""); !v.PlanExists {
		t.Error("SCHED-41: the form does not say a plan exists")
	}
	_, err = f.s.Form(ctx, f.req, plainPath, "")
	wantCode(t, "not schedulable", err, bff.CodeUnprocessable, texts.ScheduleNotSchedulable)
}

func TestCreate_SCHED54_thePayerHasANameAndAnEmail(t *testing.T) {
	for name, u := range map[string]User{"no name": {ID: "u-1", Email: "resident@example.com"}, "no e-mail": {ID: "u-1", Name: "Ana"}} {
		f := newFixture(t)
		req := f.req
		req.User = u
		_, err := f.s.Create(context.Background(), req, "", monthly())
		wantCode(t, "SCHED-54 "+name, err, bff.CodeUnprocessable, texts.SchedulePayerRequired)
		if len(f.plans.payloads) != 0 {
			t.Errorf("%s: a plan was sent", name)
		}
	}
}

// An unknown time zone is refused in the resident's language.
func TestForm_anUnknownTimeZoneIsRefusedInTheResidentsLanguage(t *testing.T) {
	f := newFixture(t)
	req := f.req
	req.Lang = bff.Spanish
	_, err := f.s.Form(context.Background(), req, waterPath, "Nowhere/Town")
	var e *bff.Error
	if !errors.As(err, &e) || e.Code != bff.CodeInvalid || e.DisplayMessage != texts.Message(texts.ScheduleTimeZone, bff.Spanish) {
		t.Errorf("Form = %v, want %q shown", err, texts.Message(texts.ScheduleTimeZone, bff.Spanish))
	}
}
