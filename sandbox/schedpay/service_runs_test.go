package schedpay_test

import (
	"encoding/json"
	"net/http"
	"slices"
	"testing"
	"time"

	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/schedpay"
)

// rawRuns reads a plan's runs, projected ones too, as the service sends
// them, key by key.
func (f *fixture) rawRuns(user, id string) []map[string]json.RawMessage {
	f.t.Helper()
	req, err := http.NewRequestWithContext(f.t.Context(), http.MethodGet,
		f.svc.URL+sandbox.PrefixSchedPay+"/v2/plans/"+id+"/runs?includeFuture=1", nil)
	if err != nil {
		f.t.Fatal(err)
	}
	req.Header.Set(schedpay.UserIDHeader, user)
	var out struct {
		Runs []map[string]json.RawMessage `json:"runs"`
	}
	if status := f.do(req, &out); status != http.StatusOK {
		f.t.Fatalf("GET runs of %s = %d", id, status)
	}
	return out.Runs
}

func TestService_SCHED13_everyRunPastOrProjectedHasADateAndAStatus(t *testing.T) {
	f := newFixture(t)
	p := payload(alice, "alice@example.com", "en", pathTax1, f.addCard(alice, approved),
		wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1)})
	p.ConstantAmount = ptr("10.00")
	// A pause in the third month makes one projected run future_suspended.
	p.SuspensionStart, p.SuspensionEnd = ptr(f.date(75)), ptr(f.date(95))
	id := f.create(alice, p)
	f.advance(40 * 24 * time.Hour) // two monthly runs are past

	runs := f.rawRuns(alice, id)
	known := []string{wire.RunFuture, wire.RunFutureSuspended, wire.RunPaid, wire.RunFailed, wire.RunSkipped, wire.RunProcessing}
	seen := map[string]int{}
	for i, run := range runs {
		var date, status string
		if err := json.Unmarshal(run["date"], &date); err != nil {
			t.Errorf("run %d date = %s, want a string: %v", i, run["date"], err)
		}
		if err := json.Unmarshal(run["status"], &status); err != nil {
			t.Errorf("run %d status = %s, want a string: %v", i, run["status"], err)
		}
		if _, err := time.Parse(wire.DateLayout, date); err != nil {
			t.Errorf("run %d date = %q, want YYYY-MM-DD", i, date)
		}
		if !slices.Contains(known, status) {
			t.Errorf("run %d status = %q, want one of %v", i, status, known)
		}
		seen[status]++
	}
	if seen[wire.RunPaid] != 2 || seen[wire.RunFuture] == 0 || seen[wire.RunFutureSuspended] != 1 {
		t.Errorf("statuses = %v, want 2 paid, projected future runs and 1 future_suspended", seen)
	}
}

func TestService_SCHED28_aCanceledPlanHasNoUpcomingRuns(t *testing.T) {
	f := newFixture(t)
	p := payload(alice, "alice@example.com", "en", pathTax1, f.addCard(alice, approved),
		wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1)})
	p.ConstantAmount = ptr("10.00")
	id := f.create(alice, p)
	f.advance(10 * 24 * time.Hour) // one run is past
	if runs := f.rawRuns(alice, id); len(runs) < 2 {
		t.Fatalf("active plan runs = %d, want a past run and projected ones", len(runs))
	}

	if _, err := f.plans.Deactivate(t.Context(), alice, id); err != nil {
		t.Fatalf("Deactivate: %v", err)
	}
	runs, err := f.plans.Runs(t.Context(), alice, id, true)
	if err != nil {
		t.Fatalf("Runs: %v", err)
	}
	if s := statuses(runs.Runs); len(runs.Runs) != 1 || s[wire.RunPaid] != 1 {
		t.Errorf("canceled plan runs = %+v, want only its past paid run", runs.Runs)
	}
	plan, err := f.plans.Plan(t.Context(), alice, id, true, true)
	if err != nil {
		t.Fatalf("Plan: %v", err)
	}
	if plan.Summary == nil || plan.Summary.NextRun != nil {
		t.Errorf("canceled plan summary = %+v, want no next run", plan.Summary)
	}
	// Nor does the runner run it when its dates come.
	charges := f.approvedCharges()
	f.advance(70 * 24 * time.Hour)
	if n := len(f.pastRuns(alice, id)); n != 1 {
		t.Errorf("canceled plan past runs after two more months = %d, want 1", n)
	}
	if n := f.approvedCharges(); n != charges {
		t.Errorf("approved charges = %d, want %d", n, charges)
	}
}
