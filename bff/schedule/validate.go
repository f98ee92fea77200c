package schedule

import (
	"regexp"
	"slices"
	"strconv"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/payables"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
)

// Every validation of spec 001 §5 "Scheduled payments", each refusal in
// the request's language and naming the field it is about (bff.Error's
// Fields), never the value.

// Form fields the errors name.
const (
	FieldFrequency     = "frequency"
	FieldKind          = "frequency.spec.kind"
	FieldDaysBeforeDue = "frequency.spec.daysBeforeDue"
	FieldInterval      = "frequency.spec.interval"
	FieldDayOfWeek     = "frequency.spec.dayOfWeek"
	FieldStartDate     = "frequency.spec.startDate"
	FieldEndDate       = "frequency.spec.endDate"
	FieldNoEndDate     = "noEndDateConfirmed"
	FieldAmount        = "amount"
	FieldTerms         = "termsAccepted"
	FieldTender        = "tenderId"
	FieldPauseEnd      = "endDate"
	FieldPauseConfirm  = "indefiniteConfirmed"
)

// wholeDays is SCHED-43: a whole number with no leading zeros.
var wholeDays = regexp.MustCompile(`^(0|[1-9][0-9]{0,3})$`)

// fieldError is the refusal key (filled with slots) of field, with code.
func fieldError(code bff.Code, field, key string, lang bff.Language, slots map[string]string) *bff.Error {
	return &bff.Error{Code: code, Message: texts.Fill(key, bff.English, slots), DisplayMessage: texts.Fill(key, lang, slots),
		Fields: map[string]string{field: texts.Fill(key, lang, slots)}}
}

// invalid is a refusal of a malformed or missing field (400).
func invalid(field, key string, lang bff.Language) *bff.Error {
	return fieldError(bff.CodeInvalid, field, key, lang, nil)
}

// refused is a refusal of a well-formed field by the payable's rules
// (422).
func refused(field, key string, lang bff.Language) *bff.Error {
	return fieldError(bff.CodeUnprocessable, field, key, lang, nil)
}

// Clock is the day a validation is judged on: now in the plan user's time
// zone (SCHED-47, SCHED-48).
type Clock struct {
	Now time.Time
	Loc *time.Location
}

// Today is the clock's calendar day.
func (c Clock) Today() time.Time { return today(c.Now, c.Loc) }

// formDay reads a typed date of field: required when required (SCHED-52),
// mm/dd/yyyy (SCHED-47, SCHED-51), after today (SCHED-47) and within 10
// years of it (SCHED-48). ok is false for an empty optional date.
func formDay(s, field string, required bool, clk Clock, lang bff.Language) (d time.Time, ok bool, err error) {
	if s == "" {
		if required {
			return time.Time{}, false, invalid(field, texts.ScheduleDateRequired, lang)
		}
		return time.Time{}, false, nil
	}
	d, parsed := ParseFormDate(s)
	if !parsed {
		return time.Time{}, false, invalid(field, texts.ScheduleDateFormat, lang)
	}
	t := clk.Today()
	switch {
	case !d.After(t):
		return time.Time{}, false, refused(field, texts.ScheduleDatePast, lang)
	case d.After(t.AddDate(api.MaxScheduleYears, 0, 0)):
		return time.Time{}, false, refused(field, texts.ScheduleDateTooFar, lang)
	}
	return d, true, nil
}

// FrequencyInput is what a frequency is validated against: the payable's
// configuration and due date, the clock, and whether the resident
// confirmed a plan with no end date (SCHED-50).
type FrequencyInput struct {
	Frequency          *Frequency
	Config             *Config
	DueAt              string
	Clock              Clock
	NoEndDateConfirmed bool
}

// ValidateFrequency checks a frequency (FREQ-01..08, SCHED-21, 43, 44,
// 47..50, 52) and answers its rule on the wire (FREQ-04), the defaults of
// FREQ-02, FREQ-03 and SCHED-45 filled in.
func ValidateFrequency(in FrequencyInput, lang bff.Language) (api.FrequencyRule, error) {
	f, c, clk := in.Frequency, in.Config, in.Clock
	if f == nil || f.Value == "" || f.Spec.Kind == "" {
		return api.FrequencyRule{}, invalid(FieldFrequency, texts.ScheduleFrequencyRequired, lang)
	}
	typ, err := APIType(f.Value, f.Spec.Kind)
	if err != nil {
		return api.FrequencyRule{}, &bff.Error{Code: bff.CodeInvalid, Err: err, Message: texts.Message(texts.ScheduleUnrecognized, bff.English),
			DisplayMessage: texts.Message(texts.ScheduleUnrecognized, lang),
			Fields:         map[string]string{FieldFrequency: texts.Message(texts.ScheduleUnrecognized, lang)}}
	}
	if len(c.allowed(f.Value, f.Spec.Kind)) == 0 {
		return api.FrequencyRule{}, refused(FieldKind, texts.ScheduleKindNotAllowed, lang)
	}
	if f.Value == OneTime && c.DisallowOneTimePastDue && pastDue(in.DueAt, clk) {
		return api.FrequencyRule{}, refused(FieldFrequency, texts.SchedulePastDue, lang)
	}
	s := f.Spec
	rule := api.FrequencyRule{Type: typ, RunNow: s.RunNow}
	onDate := s.Kind == KindOnDate || s.Kind == KindYearlyOnDate
	start, ok, err := formDay(s.StartDate, FieldStartDate, onDate, clk, lang)
	if err != nil {
		return api.FrequencyRule{}, err
	}
	if !ok {
		start = clk.Today() // FREQ-03: the start date defaults to today
	}
	rule.StartDate = wireDate(start)
	if s.Kind == KindYearlyOnDate && c.LimitToYearlyDate != "" && start.Format("01-02") != c.LimitToYearlyDate {
		md, _ := time.Parse("01-02", c.LimitToYearlyDate)
		return api.FrequencyRule{}, fieldError(bff.CodeUnprocessable, FieldStartDate, texts.ScheduleYearlyDate, lang,
			map[string]string{"date": md.Format("01/02")})
	}
	if f.Value == Recurring {
		end, ok, err := formDay(s.EndDate, FieldEndDate, false, clk, lang)
		switch {
		case err != nil:
			return api.FrequencyRule{}, err
		case ok && end.Before(AddMonth(start)):
			return api.FrequencyRule{}, refused(FieldEndDate, texts.ScheduleEndTooSoon, lang)
		case ok:
			rule.EndDate = wireDate(end)
		case !in.NoEndDateConfirmed:
			return api.FrequencyRule{}, invalid(FieldNoEndDate, texts.ScheduleNoEndConfirm, lang)
		}
	}
	switch s.Kind {
	case KindBeforeDue:
		days, err := daysBeforeDue(s.DaysBeforeDue, c, lang)
		if err != nil {
			return api.FrequencyRule{}, err
		}
		rule.DaysBeforeDue = &days
	case KindEveryXWeeks:
		interval, day := DefaultInterval, int(clk.Now.In(clk.Loc).Weekday()) // FREQ-02
		if s.Interval != nil {
			interval = *s.Interval
		}
		if s.DayOfWeek != nil {
			day = *s.DayOfWeek
		}
		if !slices.Contains(c.AllowedIntervals, interval) {
			return api.FrequencyRule{}, refused(FieldInterval, texts.ScheduleInterval, lang)
		}
		if day < 0 || day > 6 {
			return api.FrequencyRule{}, invalid(FieldDayOfWeek, texts.ScheduleDayOfWeek, lang)
		}
		rule.Interval, rule.DayOfWeek = &interval, &day
	}
	return rule, nil
}

// pastDue reports whether a payable due at dueAt is past due today; a
// payable with no readable due date is not.
func pastDue(dueAt string, clk Clock) bool {
	d, err := time.Parse(api8601Date, dueAt)
	return err == nil && d.Before(clk.Today())
}

// daysBeforeDue reads the typed days before due: empty takes SCHED-45's
// default; otherwise a whole number with no leading zeros (SCHED-43)
// within the payable's minimum and maximum (SCHED-44).
func daysBeforeDue(s string, c *Config, lang bff.Language) (int, error) {
	if s == "" {
		return c.DefaultDaysBeforeDue(), nil
	}
	if !wholeDays.MatchString(s) {
		return 0, invalid(FieldDaysBeforeDue, texts.ScheduleDaysFormat, lang)
	}
	d, _ := strconv.Atoi(s)
	if d < c.MinDaysBeforeDue || d > c.MaxDaysBeforeDue {
		return 0, fieldError(bff.CodeUnprocessable, FieldDaysBeforeDue, texts.ScheduleDaysRange, lang,
			map[string]string{"min": itoa(c.MinDaysBeforeDue), "max": itoa(c.MaxDaysBeforeDue)})
	}
	return d, nil
}

// AmountInput is a plan's amount (spec 001 §3 "Amount spec"): the amount
// due, or another amount with its value.
type AmountInput struct {
	Kind  string `json:"kind"`
	Value string `json:"value,omitempty"`
}

// ValidateAmount checks an amount against the kinds allowed and the
// payable's limits, and answers the payload's constantAmount: nil for the
// amount due, else the value entered (SCHED-10). The value is whole
// dollars or dollars and two-digit cents (bff.ParsePlainAmount), within
// the payable's minimum and maximum when its amount can be changed, else
// the one amount it is paid in (payables.Payable.Limits).
func ValidateAmount(a AmountInput, allowed []string, p payables.Payable, lang bff.Language) (*string, error) {
	if !slices.Contains(allowed, a.Kind) {
		return nil, refused(FieldAmount, texts.ScheduleAmountKind, lang)
	}
	if a.Kind == AmountDue {
		return nil, nil
	}
	v, err := bff.ParsePlainAmount(a.Value)
	if err != nil {
		return nil, invalid(FieldAmount, texts.ScheduleAmountFormat, lang)
	}
	l, ok := p.Limits()
	switch {
	case !ok:
		return nil, refused(FieldAmount, texts.ScheduleAmountInvalid, lang)
	case l.Allows(v):
		s := v.String()
		return &s, nil
	case !l.Modifiable:
		return nil, fieldError(bff.CodeUnprocessable, FieldAmount, texts.ScheduleAmountFixed, lang,
			map[string]string{"amount": l.Max.String()})
	}
	return nil, fieldError(bff.CodeUnprocessable, FieldAmount, texts.ScheduleAmountRange, lang,
		map[string]string{"min": l.Min.String(), "max": l.Max.String()})
}

// ScheduledAmount is the amount a plan pays at a run as the summary shows
// it (SCHED-11): the entered amount, else the payable's amount, a negative
// one counting as 0.
func ScheduledAmount(constant *string, payableAmount string) string {
	if constant != nil {
		return *constant
	}
	c, err := bff.ParseAmount(payableAmount)
	if err != nil || c < 0 {
		c = 0
	}
	return c.String()
}
