package checkout

import "github.com/payhub/payhub/bff/upstream/payables"

// schedulable says whether the portal offers "Schedule payment" on p
// (SCHED-01): its payable source configures scheduled payments for it and
// names at least one kind of plan with an amount it may pay. The schedule
// form itself (bff/schedule) checks the rest once the resident asks; this
// only keeps the button off payables that could never be scheduled.
func schedulable(p payables.Payable) bool {
	c := p.ScheduledPaymentsConfig
	if c == nil {
		return false
	}
	return anyAmounts(c.AllowedTypes.OneTime) || anyAmounts(c.AllowedTypes.Recurring)
}

// anyAmounts is whether any kind of a ScheduleAmounts lists an amount.
func anyAmounts(a payables.ScheduleAmounts) bool {
	for _, kind := range [][]string{a.BeforeDue, a.OnDate, a.MonthlyOnDate, a.YearlyOnDate, a.EveryXWeeks} {
		if len(kind) > 0 {
			return true
		}
	}
	return false
}
