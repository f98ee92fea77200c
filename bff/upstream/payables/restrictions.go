package payables

import (
	"strings"
	"time"
)

// anywhereOnEarth is the last time zone on earth, UTC-12: a day there ends
// after it has ended everywhere else. Site configuration names no time
// zone, and a site may serve a county anywhere in the United States and its
// territories (Hawaii UTC-10, Baker and Howland Islands UTC-12), so a
// restriction that lasts through a day lasts through it in this zone and
// never lifts early for any county.
var anywhereOnEarth = time.FixedZone("AoE", -12*60*60)

// Until is when d stops turning its tender type off, and whether it ever
// does (PAY-13). EffectiveUntil is an RFC 3339 time, or a date alone
// ("2026-12-01"), which the payables service sends for a restriction that
// lasts through that day: it ends at the end of that day anywhere on earth
// (UTC-12, anywhereOnEarth), 12:00 UTC the next day, so no county gets
// the method back while its own day is still the last one. Anything else
// never ends, so a value the BFF cannot read keeps the method off rather
// than lifting a restriction early.
func (d DisabledTenderType) Until() (time.Time, bool) {
	until := strings.TrimSpace(d.EffectiveUntil)
	if until == "" {
		return time.Time{}, false
	}
	if t, err := time.Parse(time.RFC3339, until); err == nil {
		return t, true
	}
	if day, err := time.ParseInLocation(time.DateOnly, until, anywhereOnEarth); err == nil {
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

// Broken reports whether d names no tender type, once trimmed. Such a
// record cannot say which method it turns off: it turns none off, since
// turning every one off would stop all payments of the payable on a
// malformed record, and the caller reports it at error level so that it
// is mended (BrokenRestrictions).
func (d DisabledTenderType) Broken() bool {
	return strings.TrimSpace(d.Type) == ""
}

// BrokenRestrictions is how many of r's tender restrictions are Broken.
func (r *PaymentRestrictions) BrokenRestrictions() int {
	if r == nil {
		return 0
	}
	n := 0
	for _, d := range r.DisabledTenderTypes {
		if d.Broken() {
			n++
		}
	}
	return n
}

// Disables reports whether r turns tender type t off at now. Types are
// compared without surrounding spaces and without regard to case: the
// payables service writes them as the source system spells them ("Card",
// "BANK", " bank "), the site and the cart in lower case. A Broken
// restriction turns nothing off.
func (r *PaymentRestrictions) Disables(t string, now time.Time) bool {
	if r == nil {
		return false
	}
	for _, d := range r.DisabledTenderTypes {
		if !d.Broken() && strings.EqualFold(strings.TrimSpace(d.Type), strings.TrimSpace(t)) && d.InForce(now) {
			return true
		}
	}
	return false
}
