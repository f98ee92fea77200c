package checkout

import (
	"testing"

	"github.com/payhub/payhub/bff/upstream/payables"
)

func TestSchedulableFollowsThePayablesScheduleConfig(t *testing.T) {
	beforeDue := &payables.ScheduledPaymentsConfig{AllowedTypes: payables.AllowedTypes{
		Recurring: payables.ScheduleAmounts{BeforeDue: []string{payables.AmountDue}}}}
	oneTimeOnDate := &payables.ScheduledPaymentsConfig{AllowedTypes: payables.AllowedTypes{
		OneTime: payables.ScheduleAmounts{OnDate: []string{payables.FixedAmount}}}}
	yearly := &payables.ScheduledPaymentsConfig{LimitToYearlyDate: "06-30", AllowedTypes: payables.AllowedTypes{
		Recurring: payables.ScheduleAmounts{YearlyOnDate: []string{payables.AmountDue}}}}
	for _, tc := range []struct {
		name   string
		config *payables.ScheduledPaymentsConfig
		want   bool
	}{
		{"no schedule config", nil, false},
		{"a config that allows no kind", &payables.ScheduledPaymentsConfig{MaxDaysBeforeDue: 10}, false},
		{"recurring before due", beforeDue, true},
		{"one-time on a date", oneTimeOnDate, true},
		{"yearly on its date", yearly, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := payables.Payable{Path: "sunshine/demo/utilities/U-5001", Amount: "42.00", IsPayable: true,
				ScheduledPaymentsConfig: tc.config}
			if got := PayableViewOf(p, "", false).Schedulable; got != tc.want {
				t.Errorf("search result schedulable = %v, want %v", got, tc.want)
			}
			if got := cartPayableView(p).Schedulable; got != tc.want {
				t.Errorf("cart item's payable schedulable = %v, want %v", got, tc.want)
			}
		})
	}
}
