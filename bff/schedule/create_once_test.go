package schedule

import (
	"context"
	"net/http"
	"testing"

	"github.com/payhub/payhub/bff/upstream"
)

// allowDuplicates lets the water bill have more than one plan.
func allowDuplicates(f *fixture) {
	pays := f.s.Payables.(fakePayables)
	w := pays[waterPath]
	c := *w.ScheduledPaymentsConfig
	c.DenyDuplicatePlans = false
	w.ScheduledPaymentsConfig = &c
	pays[waterPath] = w
}

// ERR-63: once the service stored the plan, a failed read-back is not a
// failure: the plan is answered as sent, with runsError, and a retry of
// the submission with its key makes no second plan.
func TestCreate_ERR63_aStoredPlanIsAnsweredAndItsKeyMakesNoSecondPlan(t *testing.T) {
	f := newFixture(t)
	allowDuplicates(f)
	ctx := context.Background()
	f.plans.FailPlan = &upstream.StatusError{Service: "schedpay", Status: http.StatusServiceUnavailable}
	d, err := f.s.Create(ctx, f.req, "key-0001", monthly())
	if err != nil {
		t.Fatalf("Create with the read-back failing = %v, want the stored plan", err)
	}
	if d.Plan.ID == "" || !d.Plan.RunsError || !d.Plan.Active || d.Plan.DisplayName != "Water Bill - U-5001" {
		t.Errorf("answer = %+v, want the stored plan with runsError", d.Plan)
	}
	f.plans.FailPlan = nil
	again, err := f.s.Create(ctx, f.req, "key-0001", monthly()) // the same submission, sent again
	if err != nil {
		t.Fatal(err)
	}
	if n := len(f.plans.plans); n != 1 || again.Plan.ID != d.Plan.ID {
		t.Errorf("one submission sent twice made %d plans (%s, %s), want 1", n, d.Plan.ID, again.Plan.ID)
	}
	if _, err := f.s.Create(ctx, f.req, "key-0002", monthly()); err != nil || len(f.plans.plans) != 2 {
		t.Errorf("another key = %v with %d plans, want a second plan", err, len(f.plans.plans))
	}
}

// SCHED-41: where duplicates are denied, the plan a key made is not a
// duplicate of itself: its create sent again answers it.
func TestCreate_SCHED41_theKeysOwnPlanIsNoDuplicate(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	first, err := f.s.Create(ctx, f.req, "key-0001", monthly())
	if err != nil {
		t.Fatal(err)
	}
	again, err := f.s.Create(ctx, f.req, "key-0001", monthly())
	if err != nil || again.Plan.ID != first.Plan.ID {
		t.Errorf("the same key again = %+v, %v; want plan %s", again.Plan, err, first.Plan.ID)
	}
	_, err = f.s.Create(ctx, f.req, "key-0002", monthly())
	wantCode(t, "another key", err, "duplicate_plan", "")
}
