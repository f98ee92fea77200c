package schedule

import (
	"slices"

	api "github.com/payhub/payhub/bff/upstream/schedpay"
)

// Frequency values (FREQ-01): a plan runs once or again and again.
const (
	OneTime   = "oneTime"
	Recurring = "recurring"
)

// Spec kinds (FREQ-01).
const (
	KindOnDate       = "onDate"
	KindYearlyOnDate = "yearlyOnDate"
	KindBeforeDue    = "beforeDue"
	KindEveryXWeeks  = "everyXWeeks"
)

// Kinds are the spec kinds in the order the schedule form offers them; the
// default kind is the first one a payable allows (SCHED-46).
var Kinds = []string{KindBeforeDue, KindOnDate, KindYearlyOnDate, KindEveryXWeeks}

// WeekIntervals are the every-X-weeks intervals there are (FREQ-08; spec
// 001 §9: weekly, every 2, 3, 4 and 8 weeks).
var WeekIntervals = []int{1, 2, 3, 4, 8}

// DefaultInterval is an every-X-weeks plan's interval when none is chosen
// (FREQ-02).
const DefaultInterval = 1

// ErrUnrecognizedFrequency is FREQ-07: a combination of value and kind the
// service has no type for. Its text is the specification's own, capital
// letter included.
var ErrUnrecognizedFrequency error = unrecognizedFrequency{}

type unrecognizedFrequency struct{}

func (unrecognizedFrequency) Error() string { return api.UnrecognizedFrequency }

// APIType is the scheduled payments service's frequency type of value and
// kind (FREQ-05, FREQ-06); any other combination is
// ErrUnrecognizedFrequency (FREQ-07).
func APIType(value, kind string) (string, error) {
	switch {
	case value == OneTime && kind == KindBeforeDue:
		return api.OneTimeBeforeDue, nil
	case value == OneTime && kind == KindOnDate:
		return api.OneTimeOnDate, nil
	case value == Recurring && kind == KindBeforeDue:
		return api.RecurringBeforeDue, nil
	case value == Recurring && kind == KindOnDate:
		return api.RecurringMonthlyOnDate, nil
	case value == Recurring && kind == KindYearlyOnDate:
		return api.RecurringYearlyOnDate, nil
	case value == Recurring && kind == KindEveryXWeeks:
		return api.RecurringEveryXWeeks, nil
	}
	return "", ErrUnrecognizedFrequency
}

// FrequencyOf is the value and kind of the service's type t, the inverse
// of APIType; ok is false for a type it does not know.
func FrequencyOf(t string) (value, kind string, ok bool) {
	for _, v := range []string{OneTime, Recurring} {
		for _, k := range Kinds {
			if at, err := APIType(v, k); err == nil && at == t {
				return v, k, true
			}
		}
	}
	return "", "", false
}

// Frequency is a plan's frequency as the schedule form sends it (FREQ-01):
// a value and a spec. Dates are mm/dd/yyyy as typed (SCHED-47);
// DaysBeforeDue is the text typed, so that a leading zero can be refused
// (SCHED-43).
type Frequency struct {
	Value string `json:"value"`
	Spec  Spec   `json:"spec"`
}

// Spec is a frequency's spec (FREQ-01, FREQ-03): its kind and the fields
// that kind uses.
type Spec struct {
	Kind          string `json:"kind"`
	DaysBeforeDue string `json:"daysBeforeDue,omitempty"`
	// Interval and DayOfWeek are an every-X-weeks plan's; nil takes the
	// defaults of FREQ-02 (1, and today's weekday).
	Interval  *int   `json:"interval,omitempty"`
	DayOfWeek *int   `json:"dayOfWeek,omitempty"`
	StartDate string `json:"startDate,omitempty"`
	EndDate   string `json:"endDate,omitempty"`
	RunNow    bool   `json:"runNow,omitempty"`
}

// allowedIntervals are the every-X-weeks intervals a payable allows: those
// of WeekIntervals its configuration lists, or all of them when it lists
// none (FREQ-08).
func allowedIntervals(configured []int) []int {
	if len(configured) == 0 {
		return WeekIntervals
	}
	out := []int{}
	for _, i := range WeekIntervals {
		if slices.Contains(configured, i) {
			out = append(out, i)
		}
	}
	return out
}
