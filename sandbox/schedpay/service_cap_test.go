package schedpay_test

import (
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/schedpay"
)

// One user holds at most wire.MaxActivePlans active plans: another create,
// or a reactivation, is 422 too_many_plans; a canceled plan makes room,
// and another user is not counted.
func TestService_aUserHoldsAtMostMaxActivePlans(t *testing.T) {
	f := newFixture(t)
	f.setPayable(pathTax1, "$.scheduled_payments_config.deny_duplicate_plans", "false")
	card := f.addCard(alice, approved)
	p := payload(alice, "alice@example.com", "en", pathTax1, card, wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1)})
	p.ConstantAmount = ptr("10.00")
	var ids []string
	for range wire.MaxActivePlans {
		ids = append(ids, f.create(alice, p))
	}
	_, err := f.plans.Create(t.Context(), alice, "", p)
	if status(err) != 422 || code(err) != wire.ErrorCodeTooManyPlans {
		t.Fatalf("plan %d = %v, want 422 %s", wire.MaxActivePlans+1, err, wire.ErrorCodeTooManyPlans)
	}
	bobs := payload(bob, "bob@example.com", "en", pathTax1, f.addCard(bob, approved), *p.FrequencyRule)
	bobs.ConstantAmount = p.ConstantAmount
	f.create(bob, bobs)

	if _, err := f.plans.Deactivate(t.Context(), alice, ids[0]); err != nil {
		t.Fatal(err)
	}
	f.create(alice, p)
	_, err = f.plans.Update(t.Context(), alice, ids[0], wire.PlanPayload{Active: ptr(true)})
	if status(err) != 422 || code(err) != wire.ErrorCodeTooManyPlans {
		t.Errorf("reactivating plan %d = %v, want 422 %s", wire.MaxActivePlans+1, err, wire.ErrorCodeTooManyPlans)
	}
	found, err := f.plans.Search(t.Context(), wire.SearchRequest{UserID: alice})
	if err != nil || len(found.Plans) != wire.MaxActivePlans {
		t.Errorf("alice's active plans = %d, %v; want %d", len(found.Plans), err, wire.MaxActivePlans)
	}
}
