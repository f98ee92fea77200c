package payables

import (
	"testing"
	"time"
)

// TestDisables_PAY13_aRestrictionHoldsUntilEffectiveUntilWhateverTheCase
// proves each branch of PAY-13's reading: an RFC 3339 end, a date-only end
// (through that day anywhere on earth, UTC-12), no end, an unreadable end (stays in force),
// and tender types compared without regard to case.
func TestDisables_PAY13_aRestrictionHoldsUntilEffectiveUntilWhateverTheCase(t *testing.T) {
	at := func(s string) time.Time {
		v, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	for _, tc := range []struct {
		name       string
		restricted DisabledTenderType
		tender     string
		now        string
		want       bool
	}{
		{"an RFC 3339 end in the future holds", DisabledTenderType{Type: "card", EffectiveUntil: "2026-12-01T10:00:00Z"}, "card", "2026-12-01T09:59:59Z", true},
		{"an RFC 3339 end reached lifts", DisabledTenderType{Type: "card", EffectiveUntil: "2026-12-01T10:00:00Z"}, "card", "2026-12-01T10:00:00Z", false},
		{"a date-only end holds through that day", DisabledTenderType{Type: "card", EffectiveUntil: "2026-12-01"}, "card", "2026-12-01T23:59:59Z", true},
		{"a date-only end holds until that day ends anywhere on earth", DisabledTenderType{Type: "card", EffectiveUntil: "2026-12-01"}, "card", "2026-12-02T11:59:59Z", true},
		{"a date-only end lifts once that day has ended everywhere", DisabledTenderType{Type: "card", EffectiveUntil: "2026-12-01"}, "card", "2026-12-02T12:00:00Z", false},
		{"a date-only end long past lifts", DisabledTenderType{Type: "bank", EffectiveUntil: "2026-01-15"}, "bank", "2026-11-26T08:00:00Z", false},
		{"no end never lifts", DisabledTenderType{Type: "card"}, "card", "2099-01-01T00:00:00Z", true},
		{"an unreadable end stays in force", DisabledTenderType{Type: "card", EffectiveUntil: "next tuesday"}, "card", "2099-01-01T00:00:00Z", true},
		{"a type in capitals restricts the lower-case tender", DisabledTenderType{Type: "CARD", EffectiveUntil: "2026-12-01"}, "card", "2026-11-30T12:00:00Z", true},
		{"a capitalised type restricts its own tender only", DisabledTenderType{Type: "Bank"}, "card", "2026-11-30T12:00:00Z", false},
		{"a lower-case type restricts a camel-case tender", DisabledTenderType{Type: "applepay"}, "applePay", "2026-11-30T12:00:00Z", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := &PaymentRestrictions{DisabledTenderTypes: []DisabledTenderType{tc.restricted}}
			if got := r.Disables(tc.tender, at(tc.now)); got != tc.want {
				t.Errorf("Disables(%q, %s) with %+v = %v, want %v", tc.tender, tc.now, tc.restricted, got, tc.want)
			}
		})
	}
	var none *PaymentRestrictions
	if none.Disables("card", time.Now()) {
		t.Error("a payable with no restrictions disables card")
	}
}
