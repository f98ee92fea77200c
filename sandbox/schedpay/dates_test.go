package schedpay_test

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/sandbox/schedpay"
)

func day(s string) time.Time {
	d, err := time.Parse(wire.DateLayout, s)
	if err != nil {
		panic(err)
	}
	return d
}

func days(ds []time.Time) []string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = d.Format(wire.DateLayout)
		if d.IsZero() {
			out[i] = "TBD"
		}
	}
	return out
}

func TestSchedule_datesOfEveryFrequencyAcrossMonthEndsLeapYearsAndDST(t *testing.T) {
	for name, tc := range map[string]struct {
		s     schedpay.Schedule
		from  string
		limit int
		want  []string
	}{
		"FREQ-05 one-time on date": {
			s:    schedpay.Schedule{Rule: wire.FrequencyRule{Type: wire.OneTimeOnDate, StartDate: "2026-07-04"}},
			from: "2026-06-01", limit: 5, want: []string{"2026-07-04"},
		},
		"FREQ-05 one-time before due: the due date minus the days": {
			s:    schedpay.Schedule{Rule: wire.FrequencyRule{Type: wire.OneTimeBeforeDue, DaysBeforeDue: ptr(4), StartDate: "2026-02-01"}, DueAt: "2026-03-03"},
			from: "2026-02-01", limit: 5, want: []string{"2026-02-27"},
		},
		"FREQ-05 one-time before due, no start date, in a leap year": {
			s:    schedpay.Schedule{Rule: wire.FrequencyRule{Type: wire.OneTimeBeforeDue, DaysBeforeDue: ptr(1)}, DueAt: "2028-03-01"},
			from: "2028-01-01", limit: 5, want: []string{"2028-02-29"},
		},
		"FREQ-06 recurring before due: the bill recurs monthly on its day": {
			s:    schedpay.Schedule{Rule: wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(10), StartDate: "2026-01-01"}, DueAt: "2026-01-31"},
			from: "2026-01-01", limit: 4, want: []string{"2026-01-21", "2026-02-18", "2026-03-21", "2026-04-20"},
		},
		"before due with no due date is TBD": {
			s:    schedpay.Schedule{Rule: wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: "2026-01-01"}},
			from: "2026-01-01", limit: 4, want: []string{"TBD"},
		},
		"FREQ-06 monthly on the 31st clamps to each month's end and returns to the 31st": {
			s:    schedpay.Schedule{Rule: wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: "2026-01-31"}},
			from: "2026-01-01", limit: 5, want: []string{"2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"},
		},
		"monthly on the 29th in a leap year": {
			s:    schedpay.Schedule{Rule: wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: "2028-01-29"}},
			from: "2028-01-01", limit: 3, want: []string{"2028-01-29", "2028-02-29", "2028-03-29"},
		},
		"monthly ends on its end date": {
			s:    schedpay.Schedule{Rule: wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: "2026-10-15", EndDate: "2027-01-15"}},
			from: "2026-01-01", limit: 10, want: []string{"2026-10-15", "2026-11-15", "2026-12-15", "2027-01-15"},
		},
		"monthly from a later date leaves the earlier runs out": {
			s:    schedpay.Schedule{Rule: wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: "2026-01-10"}},
			from: "2026-03-11", limit: 2, want: []string{"2026-04-10", "2026-05-10"},
		},
		"FREQ-06 yearly on the limit month-day, Feb 29 clamped in common years": {
			s:    schedpay.Schedule{Rule: wire.FrequencyRule{Type: wire.RecurringYearlyOnDate, StartDate: "2027-01-01"}, LimitToYearlyDate: "02-29"},
			from: "2027-01-01", limit: 3, want: []string{"2027-02-28", "2028-02-29", "2029-02-28"},
		},
		"yearly without a limit on the start's month-day": {
			s:    schedpay.Schedule{Rule: wire.FrequencyRule{Type: wire.RecurringYearlyOnDate, StartDate: "2026-06-30"}},
			from: "2026-01-01", limit: 2, want: []string{"2026-06-30", "2027-06-30"},
		},
		"yearly whose limit date passed this year starts next year": {
			s:    schedpay.Schedule{Rule: wire.FrequencyRule{Type: wire.RecurringYearlyOnDate, StartDate: "2026-07-01"}, LimitToYearlyDate: "06-30"},
			from: "2026-01-01", limit: 1, want: []string{"2027-06-30"},
		},
		"FREQ-06 every 2 weeks on Sunday across the March DST change": {
			s:    schedpay.Schedule{Rule: wire.FrequencyRule{Type: wire.RecurringEveryXWeeks, Interval: ptr(2), DayOfWeek: ptr(0), StartDate: "2026-02-25"}},
			from: "2026-02-01", limit: 3, want: []string{"2026-03-01", "2026-03-15", "2026-03-29"},
		},
		"weekly on the start's own weekday starts that day, across the November DST change": {
			s:    schedpay.Schedule{Rule: wire.FrequencyRule{Type: wire.RecurringEveryXWeeks, Interval: ptr(1), DayOfWeek: ptr(6), StartDate: "2026-10-24"}},
			from: "2026-10-01", limit: 3, want: []string{"2026-10-24", "2026-10-31", "2026-11-07"},
		},
		"every 8 weeks across a year end": {
			s:    schedpay.Schedule{Rule: wire.FrequencyRule{Type: wire.RecurringEveryXWeeks, Interval: ptr(8), DayOfWeek: ptr(3), StartDate: "2026-12-01"}},
			from: "2026-01-01", limit: 2, want: []string{"2026-12-02", "2027-01-27"},
		},
	} {
		t.Run(name, func(t *testing.T) {
			got, err := tc.s.Dates(day(tc.from), tc.limit)
			if err != nil {
				t.Fatalf("Dates: %v", err)
			}
			if g := days(got); !slices.Equal(g, tc.want) {
				t.Errorf("Dates = %v, want %v", g, tc.want)
			}
		})
	}
}

func TestSchedule_FREQ07_unrecognizedFrequencyTypeFails(t *testing.T) {
	_, err := schedpay.Schedule{Rule: wire.FrequencyRule{Type: "OneTimeEveryXWeeks", StartDate: "2026-01-01"}}.Dates(day("2026-01-01"), 3)
	if err == nil {
		t.Fatal("Dates of an unknown type succeeded")
	}
}

func TestSchedule_runsFallDueAtLocalMidnightInNewYorkAcrossDST(t *testing.T) {
	loc, err := time.LoadLocation(newYork)
	if err != nil {
		t.Fatal(err)
	}
	for date, want := range map[string]string{
		"2026-03-07": "2026-03-07T05:00:00Z", // EST
		"2026-03-08": "2026-03-08T05:00:00Z", // the change is at 02:00, after midnight
		"2026-03-09": "2026-03-09T04:00:00Z", // EDT
		"2026-11-01": "2026-11-01T04:00:00Z",
		"2026-11-02": "2026-11-02T05:00:00Z",
	} {
		if got := schedpay.DueAt(day(date), loc).UTC().Format(time.RFC3339); got != want {
			t.Errorf("DueAt(%s) = %s, want %s", date, got, want)
		}
	}
}

// reference is a plain reading of a schedule: walk every day from the
// start and keep the days the frequency names.
func reference(s schedpay.Schedule, from time.Time, limit int) []time.Time {
	r := s.Rule
	start, last := day(r.StartDate), day(r.StartDate).AddDate(wire.MaxScheduleYears, 0, 0)
	if r.EndDate != "" {
		last = day(r.EndDate)
	}
	lastDay := func(y int, m time.Month) int { return time.Date(y, m+1, 0, 0, 0, 0, 0, time.UTC).Day() }
	onDay := func(d time.Time, want int) bool { return d.Day() == min(want, lastDay(d.Year(), d.Month())) }
	var first time.Time
	var out []time.Time
	for d := start; !d.After(last) && len(out) < limit; d = d.AddDate(0, 0, 1) {
		keep := false
		switch r.Type {
		case wire.OneTimeOnDate:
			keep = d.Equal(start)
		case wire.RecurringMonthlyOnDate:
			keep = onDay(d, start.Day())
		case wire.RecurringYearlyOnDate:
			keep = d.Month() == start.Month() && onDay(d, start.Day())
		case wire.RecurringEveryXWeeks:
			if int(d.Weekday()) == *r.DayOfWeek && first.IsZero() {
				first = d
			}
			keep = !first.IsZero() && int(d.Weekday()) == *r.DayOfWeek && int(d.Sub(first).Hours()/24/7)%*r.Interval == 0
		case wire.RecurringBeforeDue:
			due, bill := day(s.DueAt), d.AddDate(0, 0, *r.DaysBeforeDue)
			keep = !bill.Before(due) && onDay(bill, due.Day())
		}
		if keep && !d.Before(from) {
			out = append(out, d)
		}
	}
	return out
}

func TestSchedule_propertyDatesMatchADayByDayReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 2026))
	types := []string{wire.OneTimeOnDate, wire.RecurringMonthlyOnDate, wire.RecurringYearlyOnDate,
		wire.RecurringEveryXWeeks, wire.RecurringBeforeDue}
	for i := range 500 {
		start := day("2024-01-01").AddDate(0, 0, rng.IntN(3*366))
		rule := wire.FrequencyRule{Type: types[rng.IntN(len(types))], StartDate: start.Format(wire.DateLayout)}
		if rng.IntN(2) == 0 && rule.Type != wire.OneTimeOnDate {
			rule.EndDate = start.AddDate(0, 1+rng.IntN(30), rng.IntN(28)).Format(wire.DateLayout)
		}
		s := schedpay.Schedule{Rule: rule}
		switch rule.Type {
		case wire.RecurringEveryXWeeks:
			s.Rule.Interval, s.Rule.DayOfWeek = ptr(schedpay.Intervals[rng.IntN(5)]), ptr(rng.IntN(7))
		case wire.RecurringBeforeDue:
			// The bill's first due date lies after the start by more than
			// the days before it, so every run is on or after the start.
			s.Rule.DaysBeforeDue = ptr(1 + rng.IntN(10))
			s.DueAt = start.AddDate(0, 0, 11+rng.IntN(60)).Format(wire.DateLayout)
		}
		from := start.AddDate(0, 0, rng.IntN(400)-30)
		limit := 1 + rng.IntN(40)
		got, err := s.Dates(from, limit)
		if err != nil {
			t.Fatalf("plan %d %+v: %v", i, s, err)
		}
		if want := reference(s, from, limit); !slices.Equal(days(got), days(want)) {
			t.Fatalf("plan %d %+v from %s limit %d:\n got %v\nwant %v", i, s, from.Format(wire.DateLayout), limit, days(got), days(want))
		}
	}
}
