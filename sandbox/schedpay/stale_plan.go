package schedpay

import wire "github.com/payhub/payhub/bff/upstream/schedpay"

// A runner reads the plans at the start of a tick and a run may wait,
// claimed, for a restarted runner; the resident may cancel or pause the
// plan, or change its tender, meanwhile. So a run is checked against its
// plan as stored when it is claimed (in the claim's transaction) and again
// before its check-out is prepared. Once a check-out is prepared it may
// have been sent, and the run carries on: its retry is idempotent.

// Skip reasons of a run whose plan changed before it was charged.
const (
	reasonCanceled = "canceled"
	reasonPaused   = "paused"
)

// skipReason is why run must not charge plan as stored now: the plan is no
// longer active, or the run is a scheduled one on a paused date. It is ""
// when the run may charge.
func skipReason(plan Record, run RunRecord) string {
	switch {
	case !plan.Plan.Active:
		return reasonCanceled
	case !run.Manual:
		if d, err := parseDate(run.Date); err == nil && paused(plan.Plan.Pause, d) {
			return reasonPaused
		}
	}
	return ""
}

// ScreenClaim is the run a store records for a claim of r, given r's plan
// as read in the claim's transaction: r skipped, with the reason, when the
// plan must not be charged any more; r unchanged otherwise.
func ScreenClaim(plan Record, r RunRecord) RunRecord {
	if r.Status != wire.RunProcessing {
		return r
	}
	if reason := skipReason(plan, r); reason != "" {
		r.Status, r.FailureReason = wire.RunSkipped, reason
	}
	return r
}
