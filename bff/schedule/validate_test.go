package schedule

import (
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/payables"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
)

// newYork is the sandbox county's zone.
func newYork(t *testing.T) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

// clockAt is 10 March 2026, 15:00 UTC, in New York: today is 03/10/2026.
func clockAt(t *testing.T) Clock {
	return Clock{Now: time.Date(2026, 3, 10, 15, 0, 0, 0, time.UTC), Loc: newYork(t)}
}

func intp(i int) *int { return &i }

// everything allows every kind with both amounts, every interval.
func everything() *Config {
	all := []string{payables.AmountDue, payables.FixedAmount}
	a := payables.ScheduleAmounts{BeforeDue: all, OnDate: all, MonthlyOnDate: all, YearlyOnDate: all, EveryXWeeks: all}
	return configOf(&payables.ScheduledPaymentsConfig{MinDaysBeforeDue: 1, MaxDaysBeforeDue: 15,
		AllowedTypes: payables.AllowedTypes{OneTime: a, Recurring: a}})
}

// wantField checks that err is code with key's English text, marking field.
func wantField(t *testing.T, name string, err error, code bff.Code, field, key string) {
	t.Helper()
	be, ok := err.(*bff.Error)
	if !ok {
		t.Errorf("%s: err = %v, want %s %s on %s", name, err, code, key, field)
		return
	}
	if be.Code != code || be.Fields[field] == "" || (key != "" && be.Message != texts.Message(key, bff.English) && !hasSlots(key)) {
		t.Errorf("%s: err = %s %q fields %v; want %s %q on %s", name, be.Code, be.Message, be.Fields, code, texts.Message(key, bff.English), field)
	}
}

func hasSlots(key string) bool {
	return key == texts.ScheduleDaysRange || key == texts.ScheduleYearlyDate || key == texts.ScheduleAmountRange ||
		key == texts.ScheduleAmountFixed
}

func TestValidateFrequency_SCHED_FREQ_refusals(t *testing.T) {
	clk := clockAt(t)
	oneTime := func(s Spec) *Frequency { return &Frequency{Value: OneTime, Spec: s} }
	recurring := func(s Spec) *Frequency { return &Frequency{Value: Recurring, Spec: s} }
	for _, c := range []struct {
		name  string
		f     *Frequency
		conf  *Config
		due   string
		noEnd bool
		code  bff.Code
		field string
		key   string
	}{
		{"SCHED-52 frequency required", nil, everything(), "", true, bff.CodeInvalid, FieldFrequency, texts.ScheduleFrequencyRequired},
		{"SCHED-52 kind required", recurring(Spec{}), everything(), "", true, bff.CodeInvalid, FieldFrequency, texts.ScheduleFrequencyRequired},
		{"FREQ-07 oneTime everyXWeeks", oneTime(Spec{Kind: KindEveryXWeeks}), everything(), "", true, bff.CodeInvalid, FieldFrequency, texts.ScheduleUnrecognized},
		{"FREQ-07 oneTime yearly", oneTime(Spec{Kind: KindYearlyOnDate, StartDate: "03/15/2027"}), everything(), "", true, bff.CodeInvalid, FieldFrequency, texts.ScheduleUnrecognized},
		{"kind the payable does not allow", recurring(Spec{Kind: KindOnDate, StartDate: "04/01/2026"}), configOf(waterConfig()), "", true, bff.CodeUnprocessable, FieldKind, texts.ScheduleKindNotAllowed},
		{"SCHED-52 one-time date required", oneTime(Spec{Kind: KindOnDate}), everything(), "", true, bff.CodeInvalid, FieldStartDate, texts.ScheduleDateRequired},
		{"SCHED-47 mm/dd/yyyy", oneTime(Spec{Kind: KindOnDate, StartDate: "2026-04-01"}), everything(), "", true, bff.CodeInvalid, FieldStartDate, texts.ScheduleDateFormat},
		{"SCHED-47 single-digit month", oneTime(Spec{Kind: KindOnDate, StartDate: "4/01/2026"}), everything(), "", true, bff.CodeInvalid, FieldStartDate, texts.ScheduleDateFormat},
		{"SCHED-51 no such day", oneTime(Spec{Kind: KindOnDate, StartDate: "02/30/2027"}), everything(), "", true, bff.CodeInvalid, FieldStartDate, texts.ScheduleDateFormat},
		{"SCHED-47 today is not after today", oneTime(Spec{Kind: KindOnDate, StartDate: "03/10/2026"}), everything(), "", true, bff.CodeUnprocessable, FieldStartDate, texts.ScheduleDatePast},
		{"SCHED-47 yesterday", oneTime(Spec{Kind: KindOnDate, StartDate: "03/09/2026"}), everything(), "", true, bff.CodeUnprocessable, FieldStartDate, texts.ScheduleDatePast},
		{"SCHED-48 beyond 10 years", oneTime(Spec{Kind: KindOnDate, StartDate: "03/11/2036"}), everything(), "", true, bff.CodeUnprocessable, FieldStartDate, texts.ScheduleDateTooFar},
		{"SCHED-48 end beyond 10 years", recurring(Spec{Kind: KindOnDate, StartDate: "04/01/2026", EndDate: "03/11/2036"}), everything(), "", true, bff.CodeUnprocessable, FieldEndDate, texts.ScheduleDateTooFar},
		{"SCHED-49 end less than a month after start", recurring(Spec{Kind: KindOnDate, StartDate: "04/01/2026", EndDate: "04/30/2026"}), everything(), "", true, bff.CodeUnprocessable, FieldEndDate, texts.ScheduleEndTooSoon},
		{"SCHED-49 a day short of a month in a leap year", recurring(Spec{Kind: KindOnDate, StartDate: "01/31/2028", EndDate: "02/28/2028"}), everything(), "", true, bff.CodeUnprocessable, FieldEndDate, texts.ScheduleEndTooSoon},
		{"SCHED-49 end before start", recurring(Spec{Kind: KindOnDate, StartDate: "04/01/2026", EndDate: "03/20/2026"}), everything(), "", true, bff.CodeUnprocessable, FieldEndDate, texts.ScheduleEndTooSoon},
		{"SCHED-47 end format", recurring(Spec{Kind: KindOnDate, StartDate: "04/01/2026", EndDate: "5/1/26"}), everything(), "", true, bff.CodeInvalid, FieldEndDate, texts.ScheduleDateFormat},
		{"SCHED-50 no end date unconfirmed", recurring(Spec{Kind: KindOnDate, StartDate: "04/01/2026"}), everything(), "", false, bff.CodeInvalid, FieldNoEndDate, texts.ScheduleNoEndConfirm},
		{"SCHED-43 leading zero", recurring(Spec{Kind: KindBeforeDue, DaysBeforeDue: "04"}), everything(), "", true, bff.CodeInvalid, FieldDaysBeforeDue, texts.ScheduleDaysFormat},
		{"SCHED-43 not whole", recurring(Spec{Kind: KindBeforeDue, DaysBeforeDue: "4.5"}), everything(), "", true, bff.CodeInvalid, FieldDaysBeforeDue, texts.ScheduleDaysFormat},
		{"SCHED-43 negative", recurring(Spec{Kind: KindBeforeDue, DaysBeforeDue: "-1"}), everything(), "", true, bff.CodeInvalid, FieldDaysBeforeDue, texts.ScheduleDaysFormat},
		{"SCHED-44 below minimum", recurring(Spec{Kind: KindBeforeDue, DaysBeforeDue: "0"}), everything(), "", true, bff.CodeUnprocessable, FieldDaysBeforeDue, texts.ScheduleDaysRange},
		{"SCHED-44 above maximum", recurring(Spec{Kind: KindBeforeDue, DaysBeforeDue: "16"}), everything(), "", true, bff.CodeUnprocessable, FieldDaysBeforeDue, texts.ScheduleDaysRange},
		{"FREQ-08 interval 5", recurring(Spec{Kind: KindEveryXWeeks, Interval: intp(5)}), everything(), "", true, bff.CodeUnprocessable, FieldInterval, texts.ScheduleInterval},
		{"FREQ-08 interval not configured", recurring(Spec{Kind: KindEveryXWeeks, Interval: intp(1)}), func() *Config { c := everything(); c.AllowedIntervals = []int{2, 4}; return c }(), "", true, bff.CodeUnprocessable, FieldInterval, texts.ScheduleInterval},
		{"day of week 7", recurring(Spec{Kind: KindEveryXWeeks, DayOfWeek: intp(7)}), everything(), "", true, bff.CodeInvalid, FieldDayOfWeek, texts.ScheduleDayOfWeek},
		{"SCHED-21 one-time past due", oneTime(Spec{Kind: KindOnDate, StartDate: "04/01/2026"}), func() *Config { c := everything(); c.DisallowOneTimePastDue = true; return c }(), "2026-03-09", true, bff.CodeUnprocessable, FieldFrequency, texts.SchedulePastDue},
		{"yearly date is the limit's", recurring(Spec{Kind: KindYearlyOnDate, StartDate: "03/16/2027"}), configOf(yearlyConfig()), "", true, bff.CodeUnprocessable, FieldStartDate, texts.ScheduleYearlyDate},
	} {
		_, err := ValidateFrequency(FrequencyInput{Frequency: c.f, Config: c.conf, DueAt: c.due, Clock: clk, NoEndDateConfirmed: c.noEnd}, bff.English)
		wantField(t, c.name, err, c.code, c.field, c.key)
	}
}

func TestValidateFrequency_SCHED21_pastDueStillAllowsRecurringAndDueToday(t *testing.T) {
	c := everything()
	c.DisallowOneTimePastDue = true
	clk := clockAt(t)
	for _, f := range []struct {
		f   Frequency
		due string
	}{
		{Frequency{Value: Recurring, Spec: Spec{Kind: KindBeforeDue}}, "2026-03-09"},                     // recurring: allowed
		{Frequency{Value: OneTime, Spec: Spec{Kind: KindOnDate, StartDate: "04/01/2026"}}, "2026-03-10"}, // due today: not past due
	} {
		if _, err := ValidateFrequency(FrequencyInput{Frequency: &f.f, Config: c, DueAt: f.due, Clock: clk, NoEndDateConfirmed: true}, bff.English); err != nil {
			t.Errorf("SCHED-21: %+v due %s refused: %v", f.f, f.due, err)
		}
	}
	noFlag := everything()
	f := Frequency{Value: OneTime, Spec: Spec{Kind: KindOnDate, StartDate: "04/01/2026"}}
	if _, err := ValidateFrequency(FrequencyInput{Frequency: &f, Config: noFlag, DueAt: "2026-01-01", Clock: clk}, bff.English); err != nil {
		t.Errorf("SCHED-21: without disallow_one_time_past_due a past-due one-time plan is refused: %v", err)
	}
}

func TestValidateFrequency_FREQ04_rulesOnTheWire(t *testing.T) {
	clk := clockAt(t) // Tuesday 10 March 2026 in New York
	for _, c := range []struct {
		name string
		f    Frequency
		want api.FrequencyRule
	}{
		{"FREQ-03 SCHED-45 before due defaults", Frequency{Value: Recurring, Spec: Spec{Kind: KindBeforeDue}},
			api.FrequencyRule{Type: api.RecurringBeforeDue, DaysBeforeDue: intp(4), StartDate: "2026-03-10"}},
		{"before due typed", Frequency{Value: OneTime, Spec: Spec{Kind: KindBeforeDue, DaysBeforeDue: "15"}},
			api.FrequencyRule{Type: api.OneTimeBeforeDue, DaysBeforeDue: intp(15), StartDate: "2026-03-10"}},
		{"monthly on a date with an end", Frequency{Value: Recurring, Spec: Spec{Kind: KindOnDate, StartDate: "03/31/2026", EndDate: "04/30/2026"}},
			api.FrequencyRule{Type: api.RecurringMonthlyOnDate, StartDate: "2026-03-31", EndDate: "2026-04-30"}},
		{"one-time on a date ignores an end", Frequency{Value: OneTime, Spec: Spec{Kind: KindOnDate, StartDate: "03/11/2026", EndDate: "x", RunNow: true}},
			api.FrequencyRule{Type: api.OneTimeOnDate, StartDate: "2026-03-11", RunNow: true}},
		{"FREQ-02 every X weeks defaults", Frequency{Value: Recurring, Spec: Spec{Kind: KindEveryXWeeks}},
			api.FrequencyRule{Type: api.RecurringEveryXWeeks, Interval: intp(1), DayOfWeek: intp(2), StartDate: "2026-03-10"}},
		{"every 8 weeks on Sunday", Frequency{Value: Recurring, Spec: Spec{Kind: KindEveryXWeeks, Interval: intp(8), DayOfWeek: intp(0)}},
			api.FrequencyRule{Type: api.RecurringEveryXWeeks, Interval: intp(8), DayOfWeek: intp(0), StartDate: "2026-03-10"}},
		{"SCHED-48 exactly 10 years", Frequency{Value: OneTime, Spec: Spec{Kind: KindOnDate, StartDate: "03/10/2036"}},
			api.FrequencyRule{Type: api.OneTimeOnDate, StartDate: "2036-03-10"}},
		{"SCHED-49 a month after 31 January is 28 February", Frequency{Value: Recurring, Spec: Spec{Kind: KindOnDate, StartDate: "01/31/2027", EndDate: "02/28/2027"}},
			api.FrequencyRule{Type: api.RecurringMonthlyOnDate, StartDate: "2027-01-31", EndDate: "2027-02-28"}},
		{"SCHED-49 in a leap year 29 February", Frequency{Value: Recurring, Spec: Spec{Kind: KindOnDate, StartDate: "01/31/2028", EndDate: "02/29/2028"}},
			api.FrequencyRule{Type: api.RecurringMonthlyOnDate, StartDate: "2028-01-31", EndDate: "2028-02-29"}},
	} {
		got, err := ValidateFrequency(FrequencyInput{Frequency: &c.f, Config: everything(), Clock: clk, NoEndDateConfirmed: true}, bff.English)
		if err != nil || !sameRule(got, c.want) {
			t.Errorf("%s: rule %s, %v; want %s", c.name, ruleString(got), err, ruleString(c.want))
		}
	}
}

func sameRule(a, b api.FrequencyRule) bool { return ruleString(a) == ruleString(b) }

func ruleString(r api.FrequencyRule) string {
	n := func(p *int) string {
		if p == nil {
			return "-"
		}
		return itoa(*p)
	}
	return r.Type + " d" + n(r.DaysBeforeDue) + " i" + n(r.Interval) + " w" + n(r.DayOfWeek) + " " + r.StartDate + ".." + r.EndDate +
		map[bool]string{true: " now", false: ""}[r.RunNow]
}

func TestValidateFrequency_SCHED47_todayIsTheUsersDay(t *testing.T) {
	// 02:00 UTC on 11 March is still 10 March in New York: 03/11 is after
	// today there, and today in UTC.
	now := time.Date(2026, 3, 11, 2, 0, 0, 0, time.UTC)
	f := Frequency{Value: OneTime, Spec: Spec{Kind: KindOnDate, StartDate: "03/11/2026"}}
	if _, err := ValidateFrequency(FrequencyInput{Frequency: &f, Config: everything(), Clock: Clock{Now: now, Loc: newYork(t)}}, bff.English); err != nil {
		t.Errorf("SCHED-47: in New York 03/11 is tomorrow: %v", err)
	}
	_, err := ValidateFrequency(FrequencyInput{Frequency: &f, Config: everything(), Clock: Clock{Now: now, Loc: time.UTC}}, bff.English)
	wantField(t, "SCHED-47 in UTC 03/11 is today", err, bff.CodeUnprocessable, FieldStartDate, texts.ScheduleDatePast)
}

func TestValidateFrequency_messagesInSpanish(t *testing.T) {
	f := Frequency{Value: Recurring, Spec: Spec{Kind: KindBeforeDue, DaysBeforeDue: "20"}}
	_, err := ValidateFrequency(FrequencyInput{Frequency: &f, Config: everything(), Clock: clockAt(t), NoEndDateConfirmed: true}, bff.Spanish)
	be, ok := err.(*bff.Error)
	if !ok || be.DisplayMessage != "Ingrese entre 1 y 15 días antes del vencimiento." || be.Message != "Enter between 1 and 15 days before the due date." ||
		be.Fields[FieldDaysBeforeDue] != be.DisplayMessage {
		t.Errorf("SCHED-44 in Spanish: %#v", err)
	}
	g := Frequency{Value: OneTime, Spec: Spec{Kind: KindEveryXWeeks}}
	_, err = ValidateFrequency(FrequencyInput{Frequency: &g, Config: everything(), Clock: clockAt(t)}, bff.Spanish)
	if be, ok := err.(*bff.Error); !ok || be.Message != "Unrecognized frequency type" || be.DisplayMessage != "Tipo de frecuencia no reconocido" {
		t.Errorf("FREQ-07 in Spanish: %#v", err)
	}
}

func TestValidateAmount_SCHED10_SCHED11(t *testing.T) {
	p := payables.Payable{Amount: "100.00", MinimumAmount: "5.00", MaximumAmount: "100.00"}
	both := []string{AmountDue, OtherAmount}
	if c, err := ValidateAmount(AmountInput{Kind: AmountDue}, both, p, bff.English); c != nil || err != nil {
		t.Errorf("SCHED-10: amount due: constantAmount %v, %v; want null", c, err)
	}
	for in, want := range map[string]string{"25.50": "25.50", "25": "25.00", "5.00": "5.00", "100.00": "100.00"} {
		if c, err := ValidateAmount(AmountInput{Kind: OtherAmount, Value: in}, both, p, bff.English); err != nil || c == nil || *c != want {
			t.Errorf("SCHED-10: other amount %q: %v, %v; want %s", in, c, err, want)
		}
	}
	for _, a := range []AmountInput{{Kind: OtherAmount, Value: "4.99"}, {Kind: OtherAmount, Value: "100.01"}, {Kind: OtherAmount, Value: "0.00"}} {
		_, err := ValidateAmount(a, both, p, bff.Spanish)
		wantField(t, "amount out of range "+a.Value, err, bff.CodeUnprocessable, FieldAmount, texts.ScheduleAmountRange)
		if be, ok := err.(*bff.Error); ok && (be.Message != "Enter an amount from 5.00 to 100.00." || be.DisplayMessage != "Ingrese una cantidad de 5.00 a 100.00.") {
			t.Errorf("amount out of range %s: %q / %q", a.Value, be.Message, be.DisplayMessage)
		}
	}
	// Only dollars, or dollars and two-digit cents: what is typed is what
	// is stored.
	for _, v := range []string{"", "abc", "-3.00", "25.5", "1,000.00", "1.234", " 5.00", "05.00"} {
		_, err := ValidateAmount(AmountInput{Kind: OtherAmount, Value: v}, both, p, bff.English)
		wantField(t, "amount not an amount "+v, err, bff.CodeInvalid, FieldAmount, texts.ScheduleAmountFormat)
	}
	// A payable whose amount cannot be changed is paid in that amount.
	fixed := payables.Payable{Amount: "76.25", MinimumAmount: "76.25", MaximumAmount: "76.25"}
	if c, err := ValidateAmount(AmountInput{Kind: OtherAmount, Value: "76.25"}, both, fixed, bff.English); err != nil || *c != "76.25" {
		t.Errorf("fixed amount: %v, %v; want 76.25", c, err)
	}
	for _, v := range []string{"76.24", "10.00", "100.00"} {
		_, err := ValidateAmount(AmountInput{Kind: OtherAmount, Value: v}, both, fixed, bff.Spanish)
		wantField(t, "fixed amount "+v, err, bff.CodeUnprocessable, FieldAmount, texts.ScheduleAmountFixed)
		if be, ok := err.(*bff.Error); ok && (be.Message != "This item is paid in the amount of 76.25." || be.DisplayMessage != "Este artículo se paga por la cantidad de 76.25.") {
			t.Errorf("fixed amount %s: %q / %q", v, be.Message, be.DisplayMessage)
		}
	}
	_, err := ValidateAmount(AmountInput{Kind: OtherAmount, Value: "10.00"}, []string{AmountDue}, p, bff.English)
	wantField(t, "kind not allowed", err, bff.CodeUnprocessable, FieldAmount, texts.ScheduleAmountKind)
	_, err = ValidateAmount(AmountInput{}, both, p, bff.English)
	wantField(t, "no kind", err, bff.CodeUnprocessable, FieldAmount, texts.ScheduleAmountKind)

	c := "12.00"
	for _, x := range []struct {
		constant *string
		amount   string
		want     string
	}{{nil, "76.25", "76.25"}, {nil, "-5.00", "0.00"}, {&c, "76.25", "12.00"}, {nil, "", "0.00"}} {
		if got := ScheduledAmount(x.constant, x.amount); got != x.want {
			t.Errorf("SCHED-11: ScheduledAmount(%v, %q) = %q, want %q", x.constant, x.amount, got, x.want)
		}
	}
}

func TestAddMonth_SCHED49_monthEnds(t *testing.T) {
	for in, want := range map[string]string{"2026-01-31": "2026-02-28", "2028-01-31": "2028-02-29", "2026-03-31": "2026-04-30",
		"2026-12-15": "2027-01-15", "2026-12-31": "2027-01-31", "2026-02-28": "2026-03-28"} {
		d, _ := time.Parse("2006-01-02", in)
		if got := AddMonth(d).Format("2006-01-02"); got != want {
			t.Errorf("AddMonth(%s) = %s, want %s", in, got, want)
		}
	}
}
