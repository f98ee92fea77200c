package checkout

import (
	"testing"

	"github.com/payhub/payhub/bff/upstream/payables"
)

// SCHED-37: the cart's autopay flags are what enrolment accepts: both
// are read from the payable's schedule configuration, as the enrolment's
// default terms are, never from a flag of the payable's own data that may
// disagree with it.
func TestCartPayableView_SCHED37_theEligibilityFlagsAreTheEnrolmentsOwn(t *testing.T) {
	yearly := &payables.ScheduledPaymentsConfig{LimitToYearlyDate: "06-30",
		AllowedTypes: payables.AllowedTypes{Recurring: payables.ScheduleAmounts{YearlyOnDate: []string{payables.AmountDue}}}}
	beforeDue := &payables.ScheduledPaymentsConfig{LimitToYearlyDate: "06-30",
		AllowedTypes: payables.AllowedTypes{Recurring: payables.ScheduleAmounts{BeforeDue: []string{payables.AmountDue}}}}
	for name, c := range map[string]struct {
		p                 payables.Payable
		autopay, yearlyOK bool
	}{
		"yearly by its configuration, no flag": {p: payables.Payable{DueAt: "2026-06-30", ScheduledPaymentsConfig: yearly}, yearlyOK: true},
		"flagged yearly, configured before due": {p: payables.Payable{DueAt: "2026-06-30", ScheduledPaymentsConfig: beforeDue,
			Extra: map[string]any{"is_yearly_autopay_eligible": true}}, autopay: true},
		"flagged yearly, no schedule configuration": {p: payables.Payable{DueAt: "2026-06-30",
			Extra: map[string]any{"is_yearly_autopay_eligible": true}}},
		"flagged yearly, no due date to date it from": {p: payables.Payable{ScheduledPaymentsConfig: yearly,
			Extra: map[string]any{"is_yearly_autopay_eligible": true}}},
	} {
		v := cartPayableView(c.p)
		if v.IsAutopayEligible != c.autopay || v.IsYearlyAutopayEligible != c.yearlyOK {
			t.Errorf("%s: autopay %v yearly %v, want %v %v", name, v.IsAutopayEligible, v.IsYearlyAutopayEligible, c.autopay, c.yearlyOK)
		}
	}
}
