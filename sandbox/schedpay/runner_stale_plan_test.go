package schedpay_test

import (
	"strings"
	"testing"
	"time"

	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/sandbox/schedpay"
)

// A tick reads the active plans at its start; a plan the resident cancels
// while the tick charges another plan must not be charged.
func TestRunner_aPlanCanceledDuringATickIsNotCharged(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	p1 := payload(alice, "alice@example.com", "en", pathTax1, card, wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1)})
	p1.ConstantAmount = ptr("10.00")
	p2 := payload(alice, "alice@example.com", "en", pathTax2, card, wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1)})
	p2.ConstantAmount = ptr("842.10")
	ids := []string{f.create(alice, p1), f.create(alice, p2)}
	var canceled string
	schedpay.StopAfterCharge(f.srv.Runner(), func(key string) error {
		if canceled != "" {
			return nil
		}
		// The resident cancels the other plan while the first one's run
		// is being charged.
		for _, id := range ids {
			if !strings.Contains(key, id) {
				canceled = id
				if _, err := f.plans.Deactivate(t.Context(), alice, id); err != nil {
					t.Errorf("Deactivate: %v", err)
				}
				return nil
			}
		}
		return nil
	})
	if _, err := f.srv.Clock().SetAtLeast(t.Context(), f.now().Add(2*24*time.Hour)); err != nil {
		t.Fatal(err)
	}
	if _, err := f.srv.Runner().Tick(t.Context()); err != nil {
		t.Fatal(err)
	}
	if canceled == "" {
		t.Fatal("no plan canceled")
	}
	for _, r := range f.pastRuns(alice, canceled) {
		if r.Status != wire.RunSkipped || r.FailureReason != "canceled" {
			t.Errorf("the plan canceled before its run has run %+v, want none or skipped as canceled", r)
		}
	}
	if n := f.approvedCharges(); n != 1 {
		t.Errorf("approved charges = %d, want 1 (the canceled plan must not pay)", n)
	}
}

// A run a stopped runner claimed before preparing its check-out is not
// charged when the resident canceled the plan meanwhile: the restarted
// runner records it skipped as canceled.
func TestRunner_aRunLeftBeforeItsCheckOutIsSkippedWhenThePlanWasCanceled(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	p := payload(alice, "alice@example.com", "en", pathTax1, card, wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1)})
	p.ConstantAmount = ptr("10.00")
	id := f.create(alice, p)
	date := f.date(1)
	if _, err := f.srv.Clock().SetAtLeast(t.Context(), f.now().Add(2*24*time.Hour)); err != nil {
		t.Fatal(err)
	}
	// The runner claimed the run and was stopped before preparing it.
	if _, _, err := f.srv.DB().SchedPay().ClaimRun(t.Context(), schedpay.RunRecord{Key: "schedpay:" + id + ":" + date, PlanID: id,
		Date: date, Status: wire.RunProcessing, CreatedAt: f.now()}); err != nil {
		t.Fatal(err)
	}
	if _, err := f.plans.Deactivate(t.Context(), alice, id); err != nil {
		t.Fatal(err)
	}
	f.restart()
	if _, err := f.srv.Runner().Tick(t.Context()); err != nil {
		t.Fatal(err)
	}
	if n := f.approvedCharges(); n != 0 {
		t.Errorf("approved charges = %d after the plan was canceled before anything was charged, want 0", n)
	}
	runs := f.pastRuns(alice, id)
	if len(runs) != 1 || runs[0].Status != wire.RunSkipped || runs[0].FailureReason != "canceled" {
		t.Errorf("runs = %+v, want one skipped as canceled", runs)
	}
}

// A run a stopped runner claimed before preparing its check-out is not
// charged when the resident paused its date meanwhile.
func TestRunner_aRunLeftBeforeItsCheckOutIsSkippedWhenItsDateWasPaused(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	p := payload(alice, "alice@example.com", "en", pathTax1, card, wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1)})
	p.ConstantAmount = ptr("10.00")
	id := f.create(alice, p)
	date := f.date(1)
	if _, err := f.srv.Clock().SetAtLeast(t.Context(), f.now().Add(2*24*time.Hour)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := f.srv.DB().SchedPay().ClaimRun(t.Context(), schedpay.RunRecord{Key: "schedpay:" + id + ":" + date, PlanID: id,
		Date: date, Status: wire.RunProcessing, CreatedAt: f.now()}); err != nil {
		t.Fatal(err)
	}
	if _, err := f.srv.DB().SchedPay().UpdatePlan(t.Context(), id, func(r *schedpay.Record) (schedpay.Limits, error) {
		r.Plan.Pause = &wire.Pause{StartDate: date}
		return schedpay.Limits{}, nil
	}); err != nil {
		t.Fatal(err)
	}
	f.restart()
	if _, err := f.srv.Runner().Tick(t.Context()); err != nil {
		t.Fatal(err)
	}
	if n := f.approvedCharges(); n != 0 {
		t.Errorf("approved charges = %d for a paused date, want 0", n)
	}
	if runs := f.pastRuns(alice, id); len(runs) != 1 || runs[0].Status != wire.RunSkipped || runs[0].FailureReason != "paused" {
		t.Errorf("runs = %+v, want one skipped as paused", runs)
	}
}
