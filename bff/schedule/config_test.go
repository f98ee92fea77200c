package schedule

import (
	"slices"
	"testing"

	"github.com/payhub/payhub/bff/upstream/payables"
)

// waterConfig is the sandbox water bill's: one-time on a date (amount due
// or another amount) and recurring before due (amount due).
func waterConfig() *payables.ScheduledPaymentsConfig {
	return &payables.ScheduledPaymentsConfig{MinDaysBeforeDue: 1, MaxDaysBeforeDue: 15, DenyDuplicatePlans: true,
		AllowedTypes: payables.AllowedTypes{
			OneTime:   payables.ScheduleAmounts{OnDate: []string{payables.AmountDue, payables.FixedAmount}},
			Recurring: payables.ScheduleAmounts{BeforeDue: []string{payables.AmountDue}},
		}}
}

// yearlyConfig is the sandbox vehicle renewal's: yearly on 03-15.
func yearlyConfig() *payables.ScheduledPaymentsConfig {
	return &payables.ScheduledPaymentsConfig{LimitToYearlyDate: "03-15", DenyDuplicatePlans: true,
		AllowedTypes: payables.AllowedTypes{Recurring: payables.ScheduleAmounts{YearlyOnDate: []string{payables.AmountDue}}}}
}

func TestConfigOf_SCHED18_SCHED19_rawKeysBecomeTheView(t *testing.T) {
	raw := waterConfig()
	raw.AllowedTypes.Recurring.MonthlyOnDate = []string{payables.FixedAmount}
	raw.AllowedTypes.OneTime.MonthlyOnDate = []string{payables.AmountDue} // not a one-time kind
	raw.DisablePause, raw.EndOnZeroAmountDue, raw.DisallowOneTimePastDue = true, true, true
	raw.AllowedIntervalsEveryXWeeks = []int{2}
	c := configOf(raw)
	if !c.DenyDuplicatePlans || !c.DisablePause || !c.EndOnZeroAmountDue || !c.DisallowOneTimePastDue ||
		c.MinDaysBeforeDue != 1 || c.MaxDaysBeforeDue != 15 || !slices.Equal(c.AllowedIntervals, []int{2}) {
		t.Errorf("configOf = %+v", c)
	}
	if got := c.AllowedTypes.OneTime; len(got) != 1 || !slices.Equal(got[KindOnDate], []string{AmountDue, OtherAmount}) {
		t.Errorf("one-time allowed = %v", got)
	}
	if got := c.AllowedTypes.Recurring; len(got) != 2 || !slices.Equal(got[KindBeforeDue], []string{AmountDue}) ||
		!slices.Equal(got[KindOnDate], []string{OtherAmount}) {
		t.Errorf("recurring allowed = %v (monthly_on_date is the recurring onDate kind)", got)
	}
	if configOf(nil) != nil {
		t.Error("a payable without a configuration has one")
	}
	if c := configOf(&payables.ScheduledPaymentsConfig{}); c.MaxDaysBeforeDue != DefaultMaxDaysBeforeDue {
		t.Errorf("no maximum = %d, want %d", c.MaxDaysBeforeDue, DefaultMaxDaysBeforeDue)
	}
}

func TestEligibility_SCHED37(t *testing.T) {
	water, yearly := configOf(waterConfig()), configOf(yearlyConfig())
	if !water.AutopayEligible() || water.YearlyAutopayEligible() {
		t.Error("SCHED-37: recurring before due with the amount due is autopay-eligible, not yearly")
	}
	if yearly.AutopayEligible() || !yearly.YearlyAutopayEligible() {
		t.Error("SCHED-37: limited to a yearly date and not otherwise eligible is yearly-eligible")
	}
	both := waterConfig()
	both.LimitToYearlyDate = "03-15"
	if c := configOf(both); !c.AutopayEligible() || c.YearlyAutopayEligible() {
		t.Error("SCHED-37: an autopay-eligible payable is not also yearly-eligible")
	}
	fixedOnly := waterConfig()
	fixedOnly.AllowedTypes.Recurring.BeforeDue = []string{payables.FixedAmount}
	if configOf(fixedOnly).AutopayEligible() {
		t.Error("SCHED-37: before due with only a fixed amount is not autopay-eligible")
	}
	var none *Config
	if none.AutopayEligible() || none.YearlyAutopayEligible() {
		t.Error("no configuration is eligible")
	}
}

func TestNextYearlyAutopayDate_SCHED36(t *testing.T) {
	c := configOf(yearlyConfig())
	for due, want := range map[string]string{"2026-03-20": "2027-03-15", "2026-12-31": "2027-03-15", "2027-01-01": "2028-03-15"} {
		got, ok := c.NextYearlyAutopayDate(due)
		if !ok || got.Format("2006-01-02") != want {
			t.Errorf("SCHED-36: due %s: next yearly date %v, %v; want %s", due, got, ok, want)
		}
	}
	if _, ok := c.NextYearlyAutopayDate(""); ok {
		t.Error("no due date gives a date")
	}
	if _, ok := configOf(waterConfig()).NextYearlyAutopayDate("2026-03-20"); ok {
		t.Error("no limit gives a date")
	}
}

func TestDefaultDaysBeforeDue_SCHED45(t *testing.T) {
	for _, c := range []struct{ min, max, want int }{
		{1, 15, 4}, // the default 4
		{0, 2, 2},  // the lesser of 4 and the maximum
		{6, 10, 6}, // never below the minimum
		{0, 0, 4},  // no maximum: 30
	} {
		got := configOf(&payables.ScheduledPaymentsConfig{MinDaysBeforeDue: c.min, MaxDaysBeforeDue: c.max}).DefaultDaysBeforeDue()
		if got != c.want {
			t.Errorf("SCHED-45: min %d max %d: default %d, want %d", c.min, c.max, got, c.want)
		}
	}
}

func TestDefaultKind_SCHED46(t *testing.T) {
	if v, k := configOf(waterConfig()).DefaultKind(); v != Recurring || k != KindBeforeDue {
		t.Errorf("SCHED-46: water default = %s %s", v, k)
	}
	oneTime := &payables.ScheduledPaymentsConfig{AllowedTypes: payables.AllowedTypes{OneTime: payables.ScheduleAmounts{
		OnDate: []string{payables.AmountDue}, BeforeDue: []string{payables.AmountDue}}}}
	if v, k := configOf(oneTime).DefaultKind(); v != OneTime || k != KindBeforeDue {
		t.Errorf("SCHED-46: the first kind allowed: got %s %s", v, k)
	}
	if v, k := configOf(&payables.ScheduledPaymentsConfig{}).DefaultKind(); v != "" || k != "" {
		t.Errorf("nothing allowed: default %q %q", v, k)
	}
}

func TestDefaultTerms_SCHED34_SCHED35(t *testing.T) {
	w := configOf(waterConfig()).DefaultTerms("2026-03-20")
	if w == nil || w.Frequency.Value != Recurring || w.Frequency.Spec.Kind != KindBeforeDue ||
		w.Frequency.Spec.DaysBeforeDue != "4" || w.Amount != AmountDue {
		t.Errorf("SCHED-34: autopay-eligible default terms = %+v", w)
	}
	y := configOf(yearlyConfig()).DefaultTerms("2026-03-20")
	if y == nil || y.Frequency.Value != Recurring || y.Frequency.Spec.Kind != KindYearlyOnDate || y.Frequency.Spec.StartDate != "03/15/2027" {
		t.Errorf("SCHED-35: yearly-eligible default terms = %+v", y)
	}
	if n := configOf(&payables.ScheduledPaymentsConfig{}).DefaultTerms("2026-03-20"); n != nil {
		t.Errorf("SCHED-35: eligible for neither: terms %+v", n)
	}
}
