package schedpay_test

import (
	"sync"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/sandbox/schedpay"
)

// Creates at once for a payable that denies duplicate plans store one
// plan: the check and the insert are one write transaction.
func TestService_SCHED41_concurrentCreatesStoreOnePlan(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	var wg sync.WaitGroup
	const n = 8
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			_, errs[i] = f.plans.Create(t.Context(), alice, "", payload(alice, "alice@example.com", "en", pathWater, card,
				wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}))
		})
	}
	wg.Wait()
	ok := 0
	for _, err := range errs {
		switch {
		case err == nil:
			ok++
		case code(err) != wire.ErrorCodeDuplicatePlan:
			t.Errorf("Create = %v, want accepted or %s", err, wire.ErrorCodeDuplicatePlan)
		}
	}
	found, err := f.plans.Search(t.Context(), wire.SearchRequest{PayablesPaths: []string{pathWater}})
	if err != nil {
		t.Fatal(err)
	}
	if ok != 1 || len(found.Plans) != 1 {
		t.Errorf("denyDuplicatePlans: %d creates succeeded, %d plans stored; want 1", ok, len(found.Plans))
	}
}

// A canceled plan reactivated (PATCH active=true) while its user has
// another active plan for the payable is refused, and stays canceled:
// the check runs in the update's write transaction.
func TestService_SCHED41_reactivatingBesideAnActivePlanIsRefused(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	rule := wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}
	first := f.create(alice, payload(alice, "alice@example.com", "en", pathWater, card, rule))
	if _, err := f.plans.Deactivate(t.Context(), alice, first); err != nil {
		t.Fatal(err)
	}
	f.create(alice, payload(alice, "alice@example.com", "en", pathWater, card, rule))
	_, err := f.plans.Update(t.Context(), alice, first, wire.PlanPayload{Active: ptr(true)})
	if code(err) != wire.ErrorCodeDuplicatePlan {
		t.Fatalf("reactivating beside an active plan = %v, want %s", err, wire.ErrorCodeDuplicatePlan)
	}
	found, err := f.plans.Search(t.Context(), wire.SearchRequest{UserID: alice, PayablesPaths: []string{pathWater}})
	if err != nil || len(found.Plans) != 1 {
		t.Fatalf("active plans = %+v, %v; want 1", found.Plans, err)
	}
	// Changing its rule at the same time is refused the same way.
	_, err = f.plans.Update(t.Context(), alice, first, wire.PlanPayload{Active: ptr(true), FrequencyRule: &rule})
	if code(err) != wire.ErrorCodeDuplicatePlan {
		t.Errorf("reactivating with a new rule = %v, want %s", err, wire.ErrorCodeDuplicatePlan)
	}
	// Without deny_duplicate_plans it is accepted.
	f.setPayable(pathWater, "$.scheduled_payments_config.deny_duplicate_plans", "false")
	if _, err := f.plans.Update(t.Context(), alice, first, wire.PlanPayload{Active: ptr(true)}); err != nil {
		t.Errorf("reactivating without the key = %v, want accepted", err)
	}
}

// Reactivations at once of two canceled plans for one payable leave one
// active plan.
func TestService_SCHED41_concurrentReactivationsLeaveOneActivePlan(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	rule := wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}
	var ids []string
	for range 4 {
		id := f.create(alice, payload(alice, "alice@example.com", "en", pathWater, card, rule))
		if _, err := f.plans.Deactivate(t.Context(), alice, id); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	var wg sync.WaitGroup
	errs := make([]error, len(ids))
	for i, id := range ids {
		wg.Go(func() { _, errs[i] = f.plans.Update(t.Context(), alice, id, wire.PlanPayload{Active: ptr(true)}) })
	}
	wg.Wait()
	ok := 0
	for _, err := range errs {
		switch {
		case err == nil:
			ok++
		case code(err) != wire.ErrorCodeDuplicatePlan:
			t.Errorf("Update = %v, want accepted or %s", err, wire.ErrorCodeDuplicatePlan)
		}
	}
	found, err := f.plans.Search(t.Context(), wire.SearchRequest{UserID: alice, PayablesPaths: []string{pathWater}})
	if err != nil || ok != 1 || len(found.Plans) != 1 {
		t.Errorf("%d reactivations accepted, %d active plans (%v); want 1", ok, len(found.Plans), err)
	}
}

// A plan's item cannot change: PATCH with another payablePath is
// refused, so a change never moves a plan beside another one.
func TestService_SCHED41_aPlansItemCannotChange(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	id := f.create(alice, payload(alice, "alice@example.com", "en", pathWater, card,
		wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}))
	_, err := f.plans.Update(t.Context(), alice, id, wire.PlanPayload{PayablePath: pathTax1})
	if code(err) != schedpay.CodeInvalidPlan {
		t.Errorf("PATCH payablePath = %v, want %s", err, schedpay.CodeInvalidPlan)
	}
	if _, err := f.plans.Update(t.Context(), alice, id, wire.PlanPayload{PayablePath: pathWater}); err != nil {
		t.Errorf("PATCH with its own payablePath = %v, want accepted", err)
	}
}
