package schedule

import (
	"slices"
	"time"

	"github.com/payhub/payhub/bff/upstream/payables"
)

// Amount kinds of a plan (spec 001 §3 "Amount spec"): the amount due at
// each run, or an amount the resident enters.
const (
	AmountDue   = "amountDue"
	OtherAmount = "otherAmount"
)

// DefaultMaxDaysBeforeDue bounds days before due when a payable names no
// maximum. The specification names none; a month is as far ahead of a due
// date as a bill is known.
const DefaultMaxDaysBeforeDue = 30

// Config is a payable's scheduled payments configuration as the portal
// sees it (SCHED-18), its raw keys camel-cased and its allowed types in
// the form's words.
type Config struct {
	DenyDuplicatePlans     bool              `json:"denyDuplicatePlans"`
	SearchParameters       map[string]string `json:"searchParameters,omitempty"`
	AllowedTypes           AllowedTypes      `json:"allowedTypes"`
	LimitToYearlyDate      string            `json:"limitToYearlyDate,omitempty"`
	MinDaysBeforeDue       int               `json:"minDaysBeforeDue"`
	MaxDaysBeforeDue       int               `json:"maxDaysBeforeDue"`
	DisablePause           bool              `json:"disablePause"`
	DisallowOneTimePastDue bool              `json:"disallowOneTimePastDue"`
	EndOnZeroAmountDue     bool              `json:"endOnZeroAmountDue"`
	// AllowedIntervals are the every-X-weeks intervals offered (FREQ-08).
	AllowedIntervals []int `json:"allowedIntervals"`
}

// AllowedTypes are, for one-time and recurring plans, the amounts each
// kind allows (SCHED-19): AmountDue and OtherAmount. A kind not listed is
// not allowed.
type AllowedTypes struct {
	OneTime   map[string][]string `json:"oneTime"`
	Recurring map[string][]string `json:"recurring"`
}

// configOf is the portal's view of raw; nil for a payable that cannot be
// scheduled.
func configOf(raw *payables.ScheduledPaymentsConfig) *Config {
	if raw == nil {
		return nil
	}
	maxDays := raw.MaxDaysBeforeDue
	if maxDays <= 0 {
		maxDays = DefaultMaxDaysBeforeDue
	}
	return &Config{
		DenyDuplicatePlans: raw.DenyDuplicatePlans, SearchParameters: raw.SearchParameters,
		AllowedTypes:      AllowedTypes{OneTime: amountsOf(raw.AllowedTypes.OneTime, false), Recurring: amountsOf(raw.AllowedTypes.Recurring, true)},
		LimitToYearlyDate: raw.LimitToYearlyDate, MinDaysBeforeDue: max(raw.MinDaysBeforeDue, 0), MaxDaysBeforeDue: maxDays,
		DisablePause: raw.DisablePause, DisallowOneTimePastDue: raw.DisallowOneTimePastDue,
		EndOnZeroAmountDue: raw.EndOnZeroAmountDue, AllowedIntervals: allowedIntervals(raw.AllowedIntervalsEveryXWeeks),
	}
}

// amountsOf maps one plan value's raw allowed types to the form's kinds: a
// recurring plan on a date is monthly (FREQ-06), so the raw monthly_on_date
// stands for the recurring onDate kind, and on_date for the one-time one.
func amountsOf(a payables.ScheduleAmounts, recurring bool) map[string][]string {
	onDate := a.OnDate
	if recurring {
		onDate = a.MonthlyOnDate
	}
	out := map[string][]string{}
	for kind, raw := range map[string][]string{KindBeforeDue: a.BeforeDue, KindOnDate: onDate,
		KindYearlyOnDate: a.YearlyOnDate, KindEveryXWeeks: a.EveryXWeeks} {
		var amounts []string
		if slices.Contains(raw, payables.AmountDue) {
			amounts = append(amounts, AmountDue)
		}
		if slices.Contains(raw, payables.FixedAmount) {
			amounts = append(amounts, OtherAmount)
		}
		if len(amounts) > 0 {
			out[kind] = amounts
		}
	}
	return out
}

// allowed are the amounts value and kind allow; none when not allowed.
func (c *Config) allowed(value, kind string) []string {
	if c == nil {
		return nil
	}
	if value == OneTime {
		return c.AllowedTypes.OneTime[kind]
	}
	return c.AllowedTypes.Recurring[kind]
}

// AutopayEligible is SCHED-37: a payable is autopay-eligible when a
// recurring plan before its due date may pay the amount due.
func (c *Config) AutopayEligible() bool {
	return slices.Contains(c.allowed(Recurring, KindBeforeDue), AmountDue)
}

// YearlyAutopayEligible is SCHED-37: a payable limited to a yearly date
// and not otherwise autopay-eligible is yearly-autopay-eligible.
func (c *Config) YearlyAutopayEligible() bool {
	return c != nil && c.LimitToYearlyDate != "" && !c.AutopayEligible()
}

// NextYearlyAutopayDate is SCHED-36: the limit month-day in the year after
// the due date's year; ok is false without a limit or a due date, or for a
// month-day that is no date (a 29 February moves to 1 March in a common
// year, as time.Date does).
func (c *Config) NextYearlyAutopayDate(dueAt string) (time.Time, bool) {
	if c == nil || c.LimitToYearlyDate == "" {
		return time.Time{}, false
	}
	due, err := time.Parse(api8601Date, dueAt)
	if err != nil {
		return time.Time{}, false
	}
	md, err := time.Parse("01-02", c.LimitToYearlyDate)
	if err != nil {
		return time.Time{}, false
	}
	return time.Date(due.Year()+1, md.Month(), md.Day(), 0, 0, 0, 0, time.UTC), true
}

// DefaultDaysBeforeDue is SCHED-45: the lesser of 4 and the maximum, but
// never below the minimum.
func (c *Config) DefaultDaysBeforeDue() int {
	d := min(defaultDaysBeforeDue, c.MaxDaysBeforeDue)
	return max(d, c.MinDaysBeforeDue)
}

// AllowedKinds are the kinds value allows, in the form's order.
func (c *Config) AllowedKinds(value string) []string {
	out := []string{}
	for _, k := range Kinds {
		if len(c.allowed(value, k)) > 0 {
			out = append(out, k)
		}
	}
	return out
}

// DefaultKind is SCHED-46: the first kind the payable allows, recurring
// before one-time; "" for none.
func (c *Config) DefaultKind() (value, kind string) {
	for _, v := range []string{Recurring, OneTime} {
		if ks := c.AllowedKinds(v); len(ks) > 0 {
			return v, ks[0]
		}
	}
	return "", ""
}

// Terms are the default autopay terms of a payable (SCHED-34, SCHED-35):
// its frequency with the amount due, or nil for a payable eligible for
// neither kind of autopay.
type Terms struct {
	Frequency Frequency `json:"frequency"`
	Amount    string    `json:"amount"`
}

// DefaultTerms is SCHED-34 and SCHED-35: recurring before due for an
// autopay-eligible payable, recurring yearly on the next yearly autopay
// date for a yearly-eligible one (dueAt is the payable's due date), none
// otherwise.
func (c *Config) DefaultTerms(dueAt string) *Terms {
	switch {
	case c.AutopayEligible():
		return &Terms{Amount: AmountDue, Frequency: Frequency{Value: Recurring,
			Spec: Spec{Kind: KindBeforeDue, DaysBeforeDue: itoa(c.DefaultDaysBeforeDue())}}}
	case c.YearlyAutopayEligible():
		next, ok := c.NextYearlyAutopayDate(dueAt)
		if !ok {
			return nil
		}
		return &Terms{Amount: AmountDue, Frequency: Frequency{Value: Recurring,
			Spec: Spec{Kind: KindYearlyOnDate, StartDate: next.Format(FormDate)}}}
	}
	return nil
}
