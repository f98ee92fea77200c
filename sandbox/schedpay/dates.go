package schedpay

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	wire "github.com/payhub/payhub/bff/upstream/schedpay"
)

// A calendar date is kept as a time.Time at midnight UTC, so that adding
// days and months is calendar arithmetic that no daylight-saving change
// can shift; it meets a time zone only in dueAt.

// parseDate reads a calendar date (wire.DateLayout).
func parseDate(s string) (time.Time, error) {
	return time.Parse(wire.DateLayout, strings.TrimSpace(s))
}

// formatDate writes a calendar date.
func formatDate(d time.Time) string { return d.Format(wire.DateLayout) }

// dateOf is the calendar date of t in loc.
func dateOf(t time.Time, loc *time.Location) time.Time {
	y, m, d := t.In(loc).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// dueAt is the instant a run of date d falls due: the start of that day in
// the plan user's time zone.
func dueAt(d time.Time, loc *time.Location) time.Time {
	return time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, loc)
}

// daysIn is the number of days of month m of year y.
func daysIn(y int, m time.Month) int {
	return time.Date(y, m+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// clamped is day of month m of year y, or the month's last day when it has
// fewer days (the 31st is the 30th in April, the 29th of February the 28th
// in a common year). m may lie outside 1..12; it is normalised first.
func clamped(y int, m time.Month, day int) time.Time {
	first := time.Date(y, m, 1, 0, 0, 0, 0, time.UTC)
	return time.Date(first.Year(), first.Month(), min(day, daysIn(first.Year(), first.Month())), 0, 0, 0, 0, time.UTC)
}

// addMonths is the date k months after anchor on anchor's day, clamped to
// the month's end. Each month is counted from the anchor, not from the
// previous run, so that a plan on the 31st returns to the 31st after April.
func addMonths(anchor time.Time, k int) time.Time {
	return clamped(anchor.Year(), anchor.Month()+time.Month(k), anchor.Day())
}

// monthDay reads a month-day "MM-DD" (limit_to_yearly_date).
func monthDay(s string) (time.Month, int, error) {
	mm, dd, ok := strings.Cut(strings.TrimSpace(s), "-")
	m, err1 := strconv.Atoi(mm)
	d, err2 := strconv.Atoi(dd)
	if !ok || err1 != nil || err2 != nil || m < 1 || m > 12 || d < 1 || d > daysIn(2024, time.Month(m)) {
		return 0, 0, fmt.Errorf("schedpay: month-day %q: want MM-DD", s)
	}
	return time.Month(m), d, nil
}

// Schedule is what a plan's run dates depend on: its frequency rule and
// what the plan keeps of its payable.
type Schedule struct {
	Rule wire.FrequencyRule
	// DueAt is the payable's due date when the plan was saved; a
	// before-due plan's bill recurs monthly on its day.
	DueAt string
	// LimitToYearlyDate is the payable's month-day for yearly plans.
	LimitToYearlyDate string
}

// maxRuns bounds the dates one projection yields: ten years of weekly runs.
const maxRuns = wire.MaxScheduleYears*53 + 1

// Dates returns the plan's run dates on or after from, in order, at most
// limit of them. A before-due plan whose payable has no due date has one
// run of unknown date (TBD): Dates answers it as the zero time. No date
// lies after the rule's end date or more than MaxScheduleYears after its
// start.
func (s Schedule) Dates(from time.Time, limit int) ([]time.Time, error) {
	limit = min(limit, maxRuns)
	start, err := parseDate(s.Rule.StartDate)
	if err != nil && !beforeDue(s.Rule.Type) {
		return nil, fmt.Errorf("schedpay: start date: %w", err)
	}
	due, dueErr := parseDate(s.DueAt)
	last := start.AddDate(wire.MaxScheduleYears, 0, 0)
	if start.IsZero() && dueErr == nil {
		// A before-due plan with no start date runs from the first due
		// date on.
		last = due.AddDate(wire.MaxScheduleYears, 0, 0)
	}
	if s.Rule.EndDate != "" {
		end, err := parseDate(s.Rule.EndDate)
		if err != nil {
			return nil, fmt.Errorf("schedpay: end date: %w", err)
		}
		last = end
	}
	var out []time.Time
	// add keeps d when it is in range; it reports whether to go on.
	add := func(d time.Time) bool {
		if d.After(last) || len(out) >= limit {
			return false
		}
		if !d.Before(from) && !d.Before(start) {
			out = append(out, d)
		}
		return true
	}
	switch s.Rule.Type {
	case wire.OneTimeOnDate:
		add(start)
	case wire.OneTimeBeforeDue, wire.RecurringBeforeDue:
		if s.Rule.DaysBeforeDue == nil {
			return nil, fmt.Errorf("schedpay: %s needs daysBeforeDue", s.Rule.Type)
		}
		if dueErr != nil {
			return []time.Time{{}}, nil // TBD
		}
		days := *s.Rule.DaysBeforeDue
		if s.Rule.Type == wire.OneTimeBeforeDue {
			add(due.AddDate(0, 0, -days))
			break
		}
		for k := 0; add(addMonths(due, k).AddDate(0, 0, -days)); k++ {
		}
	case wire.RecurringMonthlyOnDate:
		for k := 0; add(addMonths(start, k)); k++ {
		}
	case wire.RecurringYearlyOnDate:
		m, d := start.Month(), start.Day()
		if s.LimitToYearlyDate != "" {
			if m, d, err = monthDay(s.LimitToYearlyDate); err != nil {
				return nil, err
			}
		}
		for y := start.Year(); add(clamped(y, m, d)); y++ {
		}
	case wire.RecurringEveryXWeeks:
		if s.Rule.Interval == nil || s.Rule.DayOfWeek == nil {
			return nil, fmt.Errorf("schedpay: %s needs interval and dayOfWeek", s.Rule.Type)
		}
		first := start.AddDate(0, 0, (*s.Rule.DayOfWeek-int(start.Weekday())+7)%7)
		for k := 0; add(first.AddDate(0, 0, 7**s.Rule.Interval*k)); k++ {
		}
	default:
		return nil, fmt.Errorf("schedpay: %s", wire.UnrecognizedFrequency)
	}
	return out, nil
}

// beforeDue reports whether a frequency type runs before the due date.
func beforeDue(t string) bool { return t == wire.OneTimeBeforeDue || t == wire.RecurringBeforeDue }

// oneTime reports whether a frequency type runs once.
func oneTime(t string) bool { return t == wire.OneTimeBeforeDue || t == wire.OneTimeOnDate }
