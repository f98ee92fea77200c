package schedule

import (
	"errors"
	"testing"

	api "github.com/payhub/payhub/bff/upstream/schedpay"
)

func TestAPIType_FREQ05_FREQ06_FREQ07_everyCombination(t *testing.T) {
	want := map[[2]string]string{
		{OneTime, KindBeforeDue}:      api.OneTimeBeforeDue,       // FREQ-05
		{OneTime, KindOnDate}:         api.OneTimeOnDate,          // FREQ-05
		{Recurring, KindBeforeDue}:    api.RecurringBeforeDue,     // FREQ-06
		{Recurring, KindOnDate}:       api.RecurringMonthlyOnDate, // FREQ-06
		{Recurring, KindYearlyOnDate}: api.RecurringYearlyOnDate,  // FREQ-06
		{Recurring, KindEveryXWeeks}:  api.RecurringEveryXWeeks,   // FREQ-06
	}
	for _, v := range []string{OneTime, Recurring, "weekly", ""} {
		for _, k := range append(Kinds, "custom", "") {
			got, err := APIType(v, k)
			w, ok := want[[2]string{v, k}]
			switch {
			case ok && (err != nil || got != w):
				t.Errorf("APIType(%q, %q) = %q, %v; want %q", v, k, got, err, w)
			case !ok && (!errors.Is(err, ErrUnrecognizedFrequency) || got != ""):
				t.Errorf("FREQ-07: APIType(%q, %q) = %q, %v; want Unrecognized frequency type", v, k, got, err)
			}
		}
	}
	if ErrUnrecognizedFrequency.Error() != "Unrecognized frequency type" {
		t.Errorf("FREQ-07 text = %q", ErrUnrecognizedFrequency)
	}
}

func TestFrequencyOf_FREQ01_isTheInverseOfAPIType(t *testing.T) {
	for _, typ := range []string{api.OneTimeBeforeDue, api.OneTimeOnDate, api.RecurringBeforeDue, api.RecurringMonthlyOnDate,
		api.RecurringYearlyOnDate, api.RecurringEveryXWeeks} {
		v, k, ok := FrequencyOf(typ)
		back, err := APIType(v, k)
		if !ok || err != nil || back != typ {
			t.Errorf("FrequencyOf(%q) = %q, %q, %v; back %q, %v", typ, v, k, ok, back, err)
		}
	}
	if _, _, ok := FrequencyOf("Weekly"); ok {
		t.Error("FrequencyOf knows an unknown type")
	}
}

func TestAllowedIntervals_FREQ08(t *testing.T) {
	for _, c := range []struct {
		configured, want []int
	}{
		{nil, []int{1, 2, 3, 4, 8}},
		{[]int{2, 8}, []int{2, 8}},
		{[]int{5, 2}, []int{2}}, // 5 is no interval there is
	} {
		got := allowedIntervals(c.configured)
		if len(got) != len(c.want) {
			t.Errorf("allowedIntervals(%v) = %v, want %v", c.configured, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("allowedIntervals(%v) = %v, want %v", c.configured, got, c.want)
			}
		}
	}
}
