package schedule

import (
	"context"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream"
)

// SCHED-41 on a change: a plan changed while its resident has another
// active plan for its payable (made before the payable denied duplicates)
// is refused with duplicate_plan, and nothing is sent; a canceled plan
// cannot be changed back to active through the form.
func TestUpdate_SCHED41_aChangeBesideAnotherActivePlanIsRefused(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	d, err := f.s.Create(ctx, f.req, "", monthly())
	if err != nil {
		t.Fatal(err)
	}
	// A second active plan for the water bill, as one made while the
	// payable allowed duplicates.
	second, err := f.plans.Create(ctx, "u-1", "", Payload(PlanInput{Client: "sunshine", Site: "demo", PayablePath: waterPath,
		User: f.req.User, Rule: f.plans.plans[d.Plan.ID].FrequencyRule, Tender: f.plans.plans[d.Plan.ID].Tender}))
	if err != nil {
		t.Fatal(err)
	}
	sent := len(f.plans.payloads)
	_, err = f.s.Update(ctx, f.req, second.ID, monthly())
	wantCode(t, "SCHED-41 change beside another plan", err, bff.CodeDuplicatePlan, texts.ScheduleDuplicate)
	if len(f.plans.payloads) != sent {
		t.Errorf("a refused change was sent: %+v", f.plans.payloads[sent:])
	}
	if err := f.s.Cancel(ctx, f.req, second.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := f.s.Update(ctx, f.req, d.Plan.ID, monthly()); err != nil {
		t.Errorf("the one active plan changed: %v, want accepted", err)
	}
	_, err = f.s.Update(ctx, f.req, second.ID, monthly())
	wantCode(t, "a canceled plan", err, bff.CodeConflict, texts.ScheduleCanceled)

	// A failed check counts as a duplicate (ERR-66).
	f.plans.FailSearch = errDown
	_, err = f.s.Update(ctx, f.req, d.Plan.ID, monthly())
	wantCode(t, "ERR-66 on a change", err, bff.CodeDuplicatePlan, texts.ScheduleDuplicate)

	// Without denyDuplicatePlans nothing is checked.
	g := newFixture(t)
	pay := g.s.Payables.(fakePayables)
	w := pay[waterPath]
	cfg := *w.ScheduledPaymentsConfig
	cfg.DenyDuplicatePlans = false
	w.ScheduledPaymentsConfig = &cfg
	pay[waterPath] = w
	a, _ := g.s.Create(ctx, g.req, "", monthly())
	if _, err := g.s.Create(ctx, g.req, "", monthly()); err != nil {
		t.Fatal(err)
	}
	g.plans.FailSearch = errDown
	if _, err := g.s.Update(ctx, g.req, a.Plan.ID, monthly()); err != nil {
		t.Errorf("without denyDuplicatePlans: %v, want accepted", err)
	}
}

// The service's duplicate_plan answer to a change is ERR-67's message.
func TestUpdate_SCHED41_theServicesRefusalIsTheDuplicateMessage(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	d, err := f.s.Create(ctx, f.req, "", monthly())
	if err != nil {
		t.Fatal(err)
	}
	f.plans.FailUpdate = &upstream.StatusError{Status: 409, Code: "duplicate_plan"}
	req := f.req
	req.Lang = bff.Spanish
	_, err = f.s.Update(ctx, req, d.Plan.ID, monthly())
	if be, ok := err.(*bff.Error); !ok || be.Code != bff.CodeDuplicatePlan || be.DisplayMessage != texts.Message(texts.ScheduleDuplicate, bff.Spanish) {
		t.Errorf("service refusal = %v, want duplicate_plan in Spanish", err)
	}
}
