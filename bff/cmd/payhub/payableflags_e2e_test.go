package main

import (
	"slices"
	"testing"
	"time"

	"github.com/payhub/payhub/sandbox/sqlite"
)

// PAY-13: R100-005 refuses bank payments until 30 days after seeding. The
// check-out offers card but not bank while that lies ahead on the sandbox
// clock, and bank again once the clock has moved past it.
func TestServe_PAY13_aTenderRestrictionEndsAtEffectiveUntilOnTheSandboxClock(t *testing.T) {
	m, _ := startMain(t)
	before := newPayer(t, m)
	before.add(before.find("R100-005").Path)
	tenders := before.checkoutScreen().Sections.Tenders.Data
	if slices.Contains(tenders.Allowed, "bank") || !slices.Contains(tenders.Allowed, "card") {
		t.Fatalf("allowed %v before the pause ends, want card without bank", tenders.Allowed)
	}
	warned := false
	for _, a := range tenders.Alerts {
		warned = warned || (a.Level == "warning" && slices.Contains(a.Types, "card") && !slices.Contains(a.Types, "bank"))
	}
	if !warned {
		t.Errorf("alerts %+v, want a warning naming the methods left", tenders.Alerts)
	}

	advanceClock(t, m, (sqlite.BankPauseDays+1)*24*time.Hour)
	after := newPayer(t, m)
	after.add(after.find("R100-005").Path)
	if allowed := after.checkoutScreen().Sections.Tenders.Data.Allowed; !slices.Contains(allowed, "bank") {
		t.Errorf("allowed %v once the sandbox clock passed effective_until, want bank again", allowed)
	}
}
