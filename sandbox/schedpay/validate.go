package schedpay

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	wire "github.com/payhub/payhub/bff/upstream/schedpay"
)

// Error codes of the service, in {"error":{"code",...}}, beside the
// wire's duplicate_plan and one_item_allowed.
const (
	CodeUnrecognizedFrequency = "unrecognized_frequency"
	CodeInvalidPlan           = "invalid_plan"
	CodeNotSchedulable        = "not_schedulable"
	CodePayableNotFound       = "payable_not_found"
	CodePauseDisabled         = "pause_disabled"
	CodeOneTimePastDue        = "one_time_past_due"
)

// Intervals are the every-X-weeks intervals (FREQ-08, spec 001 §9).
var Intervals = []int{1, 2, 3, 4, 8}

// planError is a refusal with a service code and the HTTP status it is
// answered with.
type planError struct {
	status  int
	code    string
	message string
}

func (e *planError) Error() string { return e.code + ": " + e.message }

func invalid(msg string) error { return &planError{status: 400, code: CodeInvalidPlan, message: msg} }

func refused(code, msg string) error { return &planError{status: 422, code: code, message: msg} }

// allowedAmounts is the list of allowed_types that names the amounts a
// frequency type may use (SCHED-19).
func allowedAmounts(c *payables.ScheduledPaymentsConfig, typ string) []string {
	a := c.AllowedTypes
	switch typ {
	case wire.OneTimeBeforeDue:
		return a.OneTime.BeforeDue
	case wire.OneTimeOnDate:
		return a.OneTime.OnDate
	case wire.RecurringBeforeDue:
		return a.Recurring.BeforeDue
	case wire.RecurringMonthlyOnDate:
		return a.Recurring.MonthlyOnDate
	case wire.RecurringYearlyOnDate:
		return a.Recurring.YearlyOnDate
	case wire.RecurringEveryXWeeks:
		return a.Recurring.EveryXWeeks
	}
	return nil
}

// knownType reports whether typ is one of the API frequency types.
func knownType(typ string) bool {
	switch typ {
	case wire.OneTimeBeforeDue, wire.OneTimeOnDate, wire.RecurringBeforeDue, wire.RecurringMonthlyOnDate,
		wire.RecurringYearlyOnDate, wire.RecurringEveryXWeeks:
		return true
	}
	return false
}

// checkRule checks a frequency rule and its amount against the payable's
// schedule config, today being the plan user's date (FREQ-05..08,
// SCHED-19, 21, 44, 47..49).
func checkRule(r wire.FrequencyRule, constant *string, p payables.Payable, today time.Time) error {
	c := p.ScheduledPaymentsConfig
	if !knownType(r.Type) {
		return &planError{status: 400, code: CodeUnrecognizedFrequency, message: wire.UnrecognizedFrequency}
	}
	allowed := allowedAmounts(c, r.Type)
	want := payables.AmountDue
	if constant != nil {
		want = payables.FixedAmount
	}
	if !slices.Contains(allowed, want) {
		return refused(CodeNotSchedulable, "This item cannot be scheduled with this frequency and amount.")
	}
	if beforeDue(r.Type) {
		if r.DaysBeforeDue == nil {
			return invalid("Enter the number of days before the due date.")
		}
		d, lo, hi := *r.DaysBeforeDue, max(c.MinDaysBeforeDue, 0), c.MaxDaysBeforeDue
		if hi == 0 {
			hi = 365
		}
		if d < lo || d > hi {
			return invalid("The days before the due date must be between " + itoa(lo) + " and " + itoa(hi) + ".")
		}
	}
	if r.Type == wire.RecurringEveryXWeeks {
		switch {
		case r.Interval == nil || !slices.Contains(Intervals, *r.Interval):
			return invalid("The interval must be 1, 2, 3, 4 or 8 weeks.")
		case len(c.AllowedIntervalsEveryXWeeks) > 0 && !slices.Contains(c.AllowedIntervalsEveryXWeeks, *r.Interval):
			return invalid("This item does not allow that interval.")
		case r.DayOfWeek == nil || *r.DayOfWeek < 0 || *r.DayOfWeek > 6:
			return invalid("The day of the week must be 0 (Sunday) to 6 (Saturday).")
		}
	}
	if err := checkDates(r, today); err != nil {
		return err
	}
	if c.DisallowOneTimePastDue && oneTime(r.Type) {
		if due, err := parseDate(p.DueAt); err == nil && due.Before(today) {
			return refused(CodeOneTimePastDue, "A one-time payment cannot be scheduled for an item that is past due.")
		}
	}
	if constant != nil {
		return checkAmount(*constant, p)
	}
	return nil
}

// checkAmount checks a plan's constant amount (SCHED-10): whole dollars or
// dollars and two-digit cents (bff.ParsePlainAmount), within the payable's
// minimum and maximum when its amount can be changed, else its one amount
// (payables.Payable.Limits), as the BFF checks it.
func checkAmount(constant string, p payables.Payable) error {
	amount, err := bff.ParsePlainAmount(constant)
	if err != nil {
		return invalid("The amount must be whole dollars or dollars and cents, such as 25 or 25.00.")
	}
	l, ok := p.Limits()
	switch {
	case !ok:
		return refused(CodeNotSchedulable, "This item's amount cannot be read.")
	case l.Allows(amount):
		return nil
	case !l.Modifiable:
		return invalid("This item is paid in the amount of " + l.Max.String() + ".")
	}
	return invalid("The amount must be from " + l.Min.String() + " to " + l.Max.String() + ".")
}

// checkDates checks the rule's dates (SCHED-47..49): valid, not before
// today, within MaxScheduleYears, and an end at least a month after the
// start. A before-due plan may leave its start date out.
func checkDates(r wire.FrequencyRule, today time.Time) error {
	limit := today.AddDate(wire.MaxScheduleYears, 0, 0)
	if r.StartDate == "" && beforeDue(r.Type) {
		if r.EndDate != "" {
			return invalid("An end date needs a start date.")
		}
		return nil
	}
	start, err := parseDate(r.StartDate)
	if err != nil {
		return invalid("The start date must be a date (YYYY-MM-DD).")
	}
	if start.Before(today) || start.After(limit) {
		return invalid("The start date must be from today and within 10 years.")
	}
	if r.EndDate == "" {
		return nil
	}
	if oneTime(r.Type) {
		return invalid("A one-time payment has no end date.")
	}
	end, err := parseDate(r.EndDate)
	if err != nil {
		return invalid("The end date must be a date (YYYY-MM-DD).")
	}
	if end.After(limit) || end.Before(start.AddDate(0, 1, 0)) {
		return invalid("The end date must be at least a month after the start date and within 10 years.")
	}
	return nil
}

// checkTender checks the plan's tender (SCHED-57): a saved card or bank
// account, never PayPal.
func checkTender(t *wire.Tender) error {
	switch {
	case t == nil || strings.TrimSpace(t.Token) == "":
		return invalid("Choose a saved payment method.")
	case t.Type != "card" && t.Type != "bank":
		return refused(CodeInvalidPlan, "Scheduled payments and autopay accept only a card or a bank account.")
	}
	return nil
}

// checkPause checks a pause's dates: a valid start, and an end after it.
func checkPause(start, end string) (*wire.Pause, error) {
	s, err := parseDate(start)
	if err != nil {
		return nil, invalid("The pause start must be a date (YYYY-MM-DD).")
	}
	if end == "" {
		return &wire.Pause{StartDate: formatDate(s)}, nil
	}
	e, err := parseDate(end)
	if err != nil || !e.After(s) {
		return nil, invalid("The pause end must be a date after its start.")
	}
	return &wire.Pause{StartDate: formatDate(s), EndDate: formatDate(e)}, nil
}

// paused reports whether date d lies in pause p: from its start, up to
// (not including) its end, the day the plan resumes (SCHED-26, 27).
func paused(p *wire.Pause, d time.Time) bool {
	if p == nil {
		return false
	}
	s, err := parseDate(p.StartDate)
	if err != nil || d.Before(s) {
		return false
	}
	if p.EndDate == "" {
		return true
	}
	e, err := parseDate(p.EndDate)
	return err != nil || d.Before(e)
}

func itoa(n int) string { return strconv.Itoa(n) }
