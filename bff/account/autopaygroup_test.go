package account

import (
	"reflect"
	"testing"

	"github.com/payhub/payhub/bff/upstream/payables"
)

// beforeDuePayable allows the amount due before its due date (SCHED-37).
func beforeDuePayable(path string) payables.Payable {
	p := payable(path, "utilities", "utility_bill")
	p.DueAt = "2030-06-30"
	p.ScheduledPaymentsConfig = &payables.ScheduledPaymentsConfig{MaxDaysBeforeDue: 10,
		AllowedTypes: payables.AllowedTypes{Recurring: payables.ScheduleAmounts{BeforeDue: []string{payables.AmountDue}}}}
	return p
}

// yearlyPayable is limited to the yearly date monthDay.
func yearlyPayable(path, monthDay string) payables.Payable {
	p := payable(path, "vehicle_renewal", "vehicle_renewal")
	p.DueAt = "2030-06-30"
	p.ScheduledPaymentsConfig = &payables.ScheduledPaymentsConfig{LimitToYearlyDate: monthDay,
		AllowedTypes: payables.AllowedTypes{Recurring: payables.ScheduleAmounts{YearlyOnDate: []string{payables.AmountDue}}}}
	return p
}

// SCHED-38: every payable allowing amountDue before due is in one group,
// the yearly ones in one group per limitToYearlyDate; a payable autopay
// cannot enrol is in none.
func TestGroupForAutopay_SCHED38_beforeDueTogetherYearlyByLimitDate(t *testing.T) {
	fixedOnly := payable("p/fixed", "utilities", "utility_bill")
	fixedOnly.ScheduledPaymentsConfig = &payables.ScheduledPaymentsConfig{
		AllowedTypes: payables.AllowedTypes{Recurring: payables.ScheduleAmounts{BeforeDue: []string{payables.FixedAmount}}}}
	// A payable both before-due eligible and limited to a yearly date is
	// of the before-due group (SCHED-37: yearly only when not otherwise
	// eligible).
	both := beforeDuePayable("p/both")
	both.ScheduledPaymentsConfig.LimitToYearlyDate = "01-31"
	noDue := yearlyPayable("p/nodue", "03-31")
	noDue.DueAt = ""
	in := []payables.Payable{
		yearlyPayable("p/y1", "06-30"), beforeDuePayable("p/b1"), fixedOnly, yearlyPayable("p/y2", "03-31"),
		payable("p/none", "utilities", "utility_bill"), both, yearlyPayable("p/y3", "06-30"), noDue, beforeDuePayable("p/b2"),
	}
	type group struct {
		AutopayGroup
		paths []string
	}
	var got []group
	for _, g := range groupForAutopay(in) {
		var paths []string
		for _, p := range g.payables {
			paths = append(paths, p.Path)
		}
		got = append(got, group{g.group, paths})
	}
	want := []group{
		{AutopayGroup{Kind: AutopayBeforeDue}, []string{"p/b1", "p/both", "p/b2"}},
		{AutopayGroup{Kind: AutopayYearly, LimitToYearlyDate: "03-31"}, []string{"p/y2"}},
		{AutopayGroup{Kind: AutopayYearly, LimitToYearlyDate: "06-30"}, []string{"p/y1", "p/y3"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("groups %+v\nwant %+v", got, want)
	}
}
