package payables

import (
	"testing"
	"time"
)

// PAY-13: a date-only effective_until lasts through that day for every
// county, wherever it is: the method is still off in the evening of the
// last day in New York, in Honolulu, and at UTC-12.
func TestDisables_PAY13_aDateOnlyEndNeverLiftsEarlyForAnyCounty(t *testing.T) {
	r := &PaymentRestrictions{DisabledTenderTypes: []DisabledTenderType{{Type: "bank", EffectiveUntil: "2026-12-01"}}}
	for _, zone := range []*time.Location{
		time.FixedZone("EST", -5*60*60), time.FixedZone("HST", -10*60*60), time.FixedZone("UTC-12", -12*60*60),
	} {
		evening := time.Date(2026, 12, 1, 23, 59, 0, 0, zone)
		if !r.Disables("bank", evening) {
			t.Errorf("bank allowed at %s, on the restriction's last day there", evening)
		}
	}
	if r.Disables("bank", time.Date(2026, 12, 2, 0, 0, 0, 0, time.FixedZone("UTC-12", -12*60*60))) {
		t.Error("bank still off once the day has ended everywhere")
	}
}

// PAY-13: a restriction's type is read without surrounding spaces; one
// with no type is broken: it turns no method off and is counted, for the
// caller to report.
func TestDisables_PAY13_typesAreTrimmedAndAnEmptyTypeIsBroken(t *testing.T) {
	now := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	padded := &PaymentRestrictions{DisabledTenderTypes: []DisabledTenderType{{Type: " bank\t"}}}
	if !padded.Disables("bank", now) || padded.Disables("card", now) || padded.BrokenRestrictions() != 0 {
		t.Errorf("a restriction of %q: bank %v, card %v", " bank\t", padded.Disables("bank", now), padded.Disables("card", now))
	}
	broken := &PaymentRestrictions{DisabledTenderTypes: []DisabledTenderType{{Type: "  "}, {Type: ""}, {Type: "card"}}}
	if broken.Disables("bank", now) || broken.Disables("", now) || !broken.Disables("card", now) {
		t.Error("an empty type turns a method off, or keeps the others from turning theirs off")
	}
	if n := broken.BrokenRestrictions(); n != 2 {
		t.Errorf("broken restrictions %d, want 2", n)
	}
}
