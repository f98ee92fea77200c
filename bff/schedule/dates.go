package schedule

import (
	"regexp"
	"strconv"
	"time"

	api "github.com/payhub/payhub/bff/upstream/schedpay"
)

// FormDate is a date as the resident types it and the portal shows it
// (SCHED-47: mm/dd/yyyy).
const FormDate = "01/02/2006"

// api8601Date is a calendar date on the service's wire (and a payable's
// due date).
const api8601Date = api.DateLayout

// defaultDaysBeforeDue is spec 001 §9's default days before due.
const defaultDaysBeforeDue = api.DefaultDaysBeforeDue

// DefaultTimeZone is a plan's time zone when the resident's browser names
// none. The site configuration names no time zone; the sandbox county is
// in Florida.
const DefaultTimeZone = "America/New_York"

// formDate is the shape of FormDate: two-digit month and day, four-digit
// year, nothing else.
var formDate = regexp.MustCompile(`^\d{2}/\d{2}/\d{4}$`)

// ParseFormDate reads a typed mm/dd/yyyy date; ok is false for anything
// else, including a day that does not exist (02/30/2027). SCHED-51: an
// unparseable date is an error, never a guess.
func ParseFormDate(s string) (time.Time, bool) {
	if !formDate.MatchString(s) {
		return time.Time{}, false
	}
	d, err := time.Parse(FormDate, s)
	if err != nil {
		return time.Time{}, false
	}
	return d, true
}

// today is the calendar day of now in loc, at midnight UTC: plan dates are
// calendar dates in the plan user's time zone, compared as such.
func today(now time.Time, loc *time.Location) time.Time {
	y, m, d := now.In(loc).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// LoadZone is the IANA time zone name, or DefaultTimeZone for "" ; ok is
// false for a name that is no zone.
func LoadZone(name string) (*time.Location, string, bool) {
	if name == "" {
		name = DefaultTimeZone
	}
	if len(name) > 64 {
		return nil, "", false
	}
	loc, err := time.LoadLocation(name)
	if err != nil || name == "Local" {
		return nil, "", false
	}
	return loc, name, true
}

// wireDate is a calendar date on the service's wire.
func wireDate(d time.Time) string { return d.Format(api8601Date) }

// displayDate is a wire date as the portal shows it (mm/dd/yyyy); "" for
// no date or one that is not a date.
func displayDate(wire string) string {
	d, err := time.Parse(api8601Date, wire)
	if err != nil {
		return ""
	}
	return d.Format(FormDate)
}

func itoa(i int) string { return strconv.Itoa(i) }

// AddMonth is the same day a month after d, or that month's last day when
// it is shorter (31 January: 28 or 29 February), not the next month's
// first days as time.AddDate would have it (SCHED-49).
func AddMonth(d time.Time) time.Time {
	y, m, day := d.Date()
	first := time.Date(y, m+1, 1, 0, 0, 0, 0, d.Location())
	last := first.AddDate(0, 1, -1).Day()
	return time.Date(first.Year(), first.Month(), min(day, last), 0, 0, 0, 0, d.Location())
}
