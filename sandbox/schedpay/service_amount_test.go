package schedpay_test

import (
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/sandbox/schedpay"
)

// constantAmount is whole dollars or dollars and two-digit cents, more
// than zero, within the payable's minimum and maximum when its amount can
// be changed, else its one amount; anything else is 400, on create and on
// a change of the rule.
func TestService_SCHED10_constantAmountIsExactAndWithinThePayablesLimits(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	rule := wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1)}
	for _, c := range []struct {
		path, amount string
		ok           bool
	}{
		{pathTax1, "10.00", true},
		{pathTax1, "10", true},
		{pathTax1, "0.01", true},
		{pathTax1, "1234.56", true},
		{pathTax1, "1.5", false},
		{pathTax1, "1,000.00", false},
		{pathTax1, "12.345", false},
		{pathTax1, "0.00", false},
		{pathTax1, "-1.00", false},
		{pathTax1, "1234.57", false},
		{pathTax2, "842.10", true}, // its amount cannot be changed
		{pathTax2, "800.00", false},
		{pathTax2, "842.11", false},
	} {
		p := payload(alice, "alice@example.com", "en", c.path, card, rule)
		p.ConstantAmount = ptr(c.amount)
		created, err := f.plans.Create(t.Context(), alice, "", p)
		if err == nil {
			// The items deny duplicate plans: make room for the next.
			if _, err := f.plans.Deactivate(t.Context(), alice, created.ID); err != nil {
				t.Fatal(err)
			}
		}
		switch {
		case c.ok && err != nil:
			t.Errorf("%s %q: %v, want accepted", c.path, c.amount, err)
		case !c.ok && (status(err) != 400 || code(err) != schedpay.CodeInvalidPlan):
			t.Errorf("%s %q: %v, want 400 %s", c.path, c.amount, err, schedpay.CodeInvalidPlan)
		}
	}
	p := payload(alice, "alice@example.com", "en", pathTax1, card, rule)
	p.ConstantAmount = ptr("10")
	id := f.create(alice, p)
	// Stored with two decimals, as a run charges it.
	if got, err := f.plans.Plan(t.Context(), alice, id, false, false); err != nil || got.ConstantAmount == nil || *got.ConstantAmount != "10.00" {
		t.Errorf("stored constantAmount = %v, %v; want 10.00", got.ConstantAmount, err)
	}
	_, err := f.plans.Update(t.Context(), alice, id, wire.PlanPayload{FrequencyRule: &rule, ConstantAmount: ptr("1,000.00")})
	if status(err) != 400 {
		t.Errorf("a change to 1,000.00: %v, want 400", err)
	}
}
