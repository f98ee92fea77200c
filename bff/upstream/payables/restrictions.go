package payables

import (
	"strings"
	"time"
)

// Until is when d stops turning its tender type off, and whether it ever
// does (PAY-13). EffectiveUntil is an RFC 3339 time, or a date alone
// ("2026-12-01"), which the payables service sends for a restriction that
// lasts through that day: it ends at the end of that day in UTC, the one
// zone every site shares (site configuration names none). Anything else
// never ends, so a value the BFF cannot read keeps the method off rather
// than lifting a restriction early.
func (d DisabledTenderType) Until() (time.Time, bool) {
	if d.EffectiveUntil == "" {
		return time.Time{}, false
	}
	if t, err := time.Parse(time.RFC3339, d.EffectiveUntil); err == nil {
		return t, true
	}
	if day, err := time.ParseInLocation(time.DateOnly, d.EffectiveUntil, time.UTC); err == nil {
		return day.AddDate(0, 0, 1), true
	}
	return time.Time{}, false
}

// InForce reports whether d turns its tender type off at now: always when
// it never ends, else until its end.
func (d DisabledTenderType) InForce(now time.Time) bool {
	until, ends := d.Until()
	return !ends || now.Before(until)
}

// Disables reports whether r turns tender type t off at now. Types are
// compared without regard to case: the payables service writes them as
// the source system spells them ("Card", "BANK"), the site and the cart
// in lower case.
func (r *PaymentRestrictions) Disables(t string, now time.Time) bool {
	if r == nil {
		return false
	}
	for _, d := range r.DisabledTenderTypes {
		if strings.EqualFold(d.Type, t) && d.InForce(now) {
			return true
		}
	}
	return false
}
