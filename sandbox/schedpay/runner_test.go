package schedpay_test

import (
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/outbox"
	"github.com/payhub/payhub/sandbox/schedpay"
)

func TestRunner_monthlyPlanAdvancedAYearMakesTwelvePaidRunsChargesAndReceipts(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	p := payload(alice, "alice@example.com", "en", pathTax1, card,
		wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1)})
	p.ConstantAmount = ptr("100.00")
	id := f.create(alice, p)

	got := f.advance(365 * 24 * time.Hour)
	if got.Runs == nil || *got.Runs != 12 {
		t.Fatalf("advance runs = %v, want 12", got.Runs)
	}
	runs := f.pastRuns(alice, id)
	if s := statuses(runs); s[wire.RunPaid] != 12 || len(runs) != 12 {
		t.Fatalf("runs = %+v, want 12 paid", runs)
	}
	for _, r := range runs {
		if r.ReceiptID == "" || r.Confirmation == "" || r.Amount != "100.00" {
			t.Errorf("run %+v: want a receipt, a confirmation and 100.00", r)
		}
	}
	if n := f.approvedCharges(); n != 12 {
		t.Errorf("approved charges = %d, want 12", n)
	}
	if n := len(f.mail("alice@example.com", outbox.KindReceipt)); n != 12 {
		t.Errorf("receipts = %d, want 12", n)
	}
	// The first run, tomorrow, is too close for a reminder (CONST-34);
	// runs 2..12 have one, and so does the 13th, ten days ahead.
	if n := len(f.mail("alice@example.com", schedpay.KindReminder)); n != 12 {
		t.Errorf("reminders = %d, want 12", n)
	}
}

func TestRunner_declinedSavedCardMakesAFailedRunAndAnEmailInSpanish(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(bob, declined)
	id := f.create(bob, payload(bob, "bob@example.com", "es", pathWater, card,
		wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}))

	f.advance(20 * 24 * time.Hour) // U-5001 is due in 20 days: its run is 4 days before
	runs := f.pastRuns(bob, id)
	if len(runs) != 1 || runs[0].Status != wire.RunFailed || runs[0].FailureReason != "declined" {
		t.Fatalf("runs = %+v, want one run failed as declined", runs)
	}
	if n := f.approvedCharges(); n != 0 {
		t.Errorf("approved charges = %d, want 0", n)
	}
	mail := f.mail("bob@example.com", schedpay.KindRunFailed)
	if len(mail) != 1 || mail[0].Language != "es" || mail[0].Subject != "Su pago programado no se realizó" {
		t.Fatalf("failure e-mail = %+v, want one, in Spanish", mail)
	}
	if !strings.Contains(mail[0].Text, "El pago fue rechazado.") {
		t.Errorf("failure e-mail text = %q, want the reason in Spanish", mail[0].Text)
	}
}

func TestRunner_pauseSkipsItsRunsAndResumeRestoresThem(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	card := f.addCard(alice, approved)
	p := payload(alice, "alice@example.com", "en", pathTax1, card,
		wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1)})
	p.ConstantAmount = ptr("50.00")
	id := f.create(alice, p)

	// SCHED-26: a pause with an end: runs inside it are skipped, and the
	// plan resumes on the end date.
	start, end := f.date(0), day(f.date(1)).AddDate(0, 2, 0).Format(wire.DateLayout)
	if _, err := f.plans.Update(ctx, alice, id, wire.PlanPayload{SuspensionStart: &start, SuspensionEnd: &end}); err != nil {
		t.Fatalf("pause: %v", err)
	}
	proj, err := f.plans.Runs(ctx, alice, id, true)
	if err != nil {
		t.Fatal(err)
	}
	if s := statuses(proj.Runs); s[wire.RunFutureSuspended] != 2 || proj.Runs[2].Status != wire.RunFuture {
		t.Fatalf("projected = %+v, want two future_suspended then future", proj.Runs)
	}
	f.advance(70 * 24 * time.Hour)
	if s := statuses(f.pastRuns(alice, id)); s[wire.RunSkipped] != 2 || s[wire.RunPaid] != 1 {
		t.Fatalf("runs = %v, want 2 skipped and 1 paid", s)
	}
	if n := f.approvedCharges(); n != 1 {
		t.Errorf("approved charges = %d, want 1", n)
	}

	// SCHED-27: an indefinite pause lasts until unpaused; unpausing
	// restores the upcoming runs.
	now := f.date(0)
	if _, err := f.plans.Update(ctx, alice, id, wire.PlanPayload{SuspensionStart: &now}); err != nil {
		t.Fatalf("pause: %v", err)
	}
	f.advance(31 * 24 * time.Hour)
	if s := statuses(f.pastRuns(alice, id)); s[wire.RunSkipped] != 3 {
		t.Fatalf("runs = %v, want a third skipped run", s)
	}
	resume := ""
	if _, err := f.plans.Update(ctx, alice, id, wire.PlanPayload{SuspensionStart: &resume}); err != nil {
		t.Fatalf("resume: %v", err)
	}
	proj, err = f.plans.Runs(ctx, alice, id, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range proj.Runs {
		if r.Status == wire.RunFutureSuspended {
			t.Fatalf("projected after resume = %+v, want no suspended run", proj.Runs)
		}
	}
	f.advance(31 * 24 * time.Hour)
	if s := statuses(f.pastRuns(alice, id)); s[wire.RunPaid] != 2 {
		t.Fatalf("runs = %v, want a second paid run after resuming", s)
	}
}

func TestRunner_crashAfterTheChargeBeforeTheStatusRecoversWithOneCharge(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	id := f.create(alice, payload(alice, "alice@example.com", "en", pathWater, card,
		wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}))

	crash := errors.New("process killed")
	schedpay.StopAfterCharge(f.srv.Runner(), func(string) error { return crash })
	if _, err := f.srv.Clock().SetAtLeast(t.Context(), f.now().Add(20*24*time.Hour)); err != nil {
		t.Fatal(err)
	}
	if _, err := f.srv.Runner().Tick(t.Context()); !errors.Is(err, crash) {
		t.Fatalf("Tick = %v, want the crash", err)
	}
	if n := f.approvedCharges(); n != 1 {
		t.Fatalf("approved charges after the crash = %d, want 1", n)
	}
	runs := f.pastRuns(alice, id)
	if len(runs) != 1 || runs[0].Status != wire.RunProcessing {
		t.Fatalf("runs after the crash = %+v, want one processing", runs)
	}

	f.restart()
	if n, err := f.srv.Runner().Tick(t.Context()); err != nil || n != 1 {
		t.Fatalf("Tick after restart = %d, %v; want the run finished", n, err)
	}
	runs = f.pastRuns(alice, id)
	if len(runs) != 1 || runs[0].Status != wire.RunPaid || runs[0].ReceiptID == "" {
		t.Fatalf("runs after restart = %+v, want one paid", runs)
	}
	if n := f.approvedCharges(); n != 1 {
		t.Errorf("approved charges = %d, want still 1", n)
	}
	if n := len(f.mail("alice@example.com", outbox.KindReceipt)); n != 1 {
		t.Errorf("receipts = %d, want 1", n)
	}
}

func TestRunner_restartedRunnerCatchesUpOnRunsThatFellDue(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	p := payload(alice, "alice@example.com", "en", pathTax1, card,
		wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1)})
	p.ConstantAmount = ptr("10.00")
	id := f.create(alice, p)
	// The clock moves while no runner ticks; the restarted sandbox keeps
	// the clock's time and catches up.
	if _, err := f.srv.Clock().SetAtLeast(t.Context(), f.now().Add(95*24*time.Hour)); err != nil {
		t.Fatal(err)
	}
	before := f.now()
	f.restart()
	if after := f.now(); after.Before(before) {
		t.Fatalf("clock after restart = %s, want at least %s", after, before)
	}
	if n, err := f.srv.Runner().Tick(t.Context()); err != nil || n != 4 {
		t.Fatalf("Tick = %d, %v; want 4 runs caught up", n, err)
	}
	if s := statuses(f.pastRuns(alice, id)); s[wire.RunPaid] != 4 {
		t.Errorf("runs = %v, want 4 paid", s)
	}
}

func TestRunner_twoRunnersRacingOnOneDatabaseChargeOncePerRun(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	p := payload(alice, "alice@example.com", "en", pathTax1, card,
		wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1)})
	p.ConstantAmount = ptr("25.00")
	id := f.create(alice, p)
	// A second sandbox process on the same database file.
	second, err := sandbox.New(t.Context(), sandbox.Options{Dir: f.dir, Now: func() time.Time { return f.base }})
	if err != nil {
		t.Fatalf("second sandbox: %v", err)
	}
	t.Cleanup(func() { _ = second.Close() })
	if _, err := f.srv.Clock().SetAtLeast(t.Context(), f.now().Add(180*24*time.Hour)); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	counts := make([]int, 4)
	errs := make([]error, 4)
	for i, r := range []*schedpay.Runner{f.srv.Runner(), second.Runner(), f.srv.Runner(), second.Runner()} {
		wg.Go(func() { counts[i], errs[i] = r.Tick(t.Context()) })
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatalf("Tick: %v", err)
	}
	if total := counts[0] + counts[1] + counts[2] + counts[3]; total != 6 {
		t.Errorf("runs finished = %v, want 6 in all", counts)
	}
	if s := statuses(f.pastRuns(alice, id)); s[wire.RunPaid] != 6 || len(f.pastRuns(alice, id)) != 6 {
		t.Errorf("runs = %v, want 6 paid", s)
	}
	if n := f.approvedCharges(); n != 6 {
		t.Errorf("approved charges = %d, want 6", n)
	}
	if n := len(f.mail("alice@example.com", outbox.KindReceipt)); n != 6 {
		t.Errorf("receipts = %d, want 6", n)
	}
}

func TestRunner_SCHED22_endOnZeroAmountDueEndsThePlan(t *testing.T) {
	f := newFixture(t)
	f.setPayable(pathWater, "$.scheduled_payments_config.end_on_zero_amount_due", "true")
	card := f.addCard(alice, approved)
	id := f.create(alice, payload(alice, "alice@example.com", "en", pathWater, card,
		wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}))
	f.setPayable(pathWater, "$.amount", `"0.00"`)
	f.advance(20 * 24 * time.Hour)
	runs := f.pastRuns(alice, id)
	if len(runs) != 1 || runs[0].Status != wire.RunSkipped || runs[0].FailureReason != "zero_amount_due" {
		t.Fatalf("runs = %+v, want one skipped for a zero amount due", runs)
	}
	all, err := f.plans.Runs(t.Context(), alice, id, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(all.Runs) != 1 {
		t.Errorf("runs with projected = %+v, want no run after the plan ended", all.Runs)
	}
	if n := f.approvedCharges(); n != 0 {
		t.Errorf("approved charges = %d, want 0", n)
	}
}

func TestRunner_CONST33_yearlyRenewalAutopayIsMailedToTheAddressOnRecordEachYear(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	id := f.create(alice, payload(alice, "alice@example.com", "en", pathVehicle, card,
		wire.FrequencyRule{Type: wire.RecurringYearlyOnDate, StartDate: f.date(1)}))
	f.advance((366 + 50) * 24 * time.Hour) // past the expiry month-day, 45 days ahead, twice
	runs := f.pastRuns(alice, id)
	if s := statuses(runs); s[wire.RunPaid] != 2 || len(runs) != 2 {
		t.Fatalf("runs = %+v, want two paid renewals a year apart", runs)
	}
	if n := f.approvedCharges(); n != 2 {
		t.Errorf("approved charges = %d, want 2", n)
	}
}

func TestRunner_aCardThatExpiresPaysTheRunsBeforeAndFailsTheRunsAfter(t *testing.T) {
	f := newFixture(t)
	card := f.addCardExpiring(alice, approved, "06/26") // the clock starts on 2026-05-15
	p := payload(alice, "alice@example.com", "en", pathTax1, card,
		wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1)})
	p.ConstantAmount = ptr("10.00")
	id := f.create(alice, p)
	f.advance(65 * 24 * time.Hour) // runs on May 16, June 16 and July 16
	runs := f.pastRuns(alice, id)
	if len(runs) != 3 || runs[0].Status != wire.RunPaid || runs[1].Status != wire.RunPaid ||
		runs[2].Status != wire.RunFailed || runs[2].FailureReason != "expired_card" {
		t.Fatalf("runs = %+v, want paid, paid, failed expired_card", runs)
	}
	if mail := f.mail("alice@example.com", schedpay.KindRunFailed); len(mail) != 1 || !strings.Contains(mail[0].Text, "The card has expired.") {
		t.Errorf("failure e-mail = %+v, want one naming the expired card", mail)
	}
}

func TestRunner_SCHED22_aPlanEndedOnZeroAmountDueRunsNoMoreWhenCatchingUp(t *testing.T) {
	f := newFixture(t)
	f.setPayable(pathWater, "$.scheduled_payments_config.end_on_zero_amount_due", "true")
	id := f.create(alice, payload(alice, "alice@example.com", "en", pathWater, f.addCard(alice, approved),
		wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}))
	f.setPayable(pathWater, "$.amount", `"0.00"`)
	// Three runs fall due before the runner ticks once.
	if _, err := f.srv.Clock().SetAtLeast(t.Context(), f.now().Add(80*24*time.Hour)); err != nil {
		t.Fatal(err)
	}
	if n, err := f.srv.Runner().Tick(t.Context()); err != nil || n != 1 {
		t.Fatalf("Tick = %d, %v; want the one run that ended the plan", n, err)
	}
	if runs := f.pastRuns(alice, id); len(runs) != 1 || runs[0].Status != wire.RunSkipped {
		t.Errorf("runs = %+v, want one skipped", runs)
	}
}

// A runner stopped after preparing a run's check-out and before sending it
// leaves a cart that may expire before the restart (the clock moved on):
// the restarted runner finds the cart expired, prepares the run anew on a
// new cart and charges it once.
func TestRunner_aRunWhoseCartExpiredBeforeItsCheckOutIsPreparedAnewAndChargedOnce(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	id := f.create(alice, payload(alice, "alice@example.com", "en", pathWater, card,
		wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}))

	crash := errors.New("process killed")
	schedpay.StopBeforeCharge(f.srv.Runner(), func(string) error { return crash })
	if _, err := f.srv.Clock().SetAtLeast(t.Context(), f.now().Add(20*24*time.Hour)); err != nil {
		t.Fatal(err)
	}
	if _, err := f.srv.Runner().Tick(t.Context()); !errors.Is(err, crash) {
		t.Fatalf("Tick = %v, want the crash", err)
	}
	if n := f.approvedCharges(); n != 0 {
		t.Fatalf("approved charges before the check-out was sent = %d, want 0", n)
	}

	// The prepared cart expires while the runner is down.
	if _, err := f.srv.Clock().SetAtLeast(t.Context(), f.now().Add(2*time.Hour)); err != nil {
		t.Fatal(err)
	}
	f.restart()
	if n, err := f.srv.Runner().Tick(t.Context()); err != nil || n != 1 {
		t.Fatalf("Tick after restart = %d, %v; want the run finished", n, err)
	}
	runs := f.pastRuns(alice, id)
	if len(runs) != 1 || runs[0].Status != wire.RunPaid || runs[0].ReceiptID == "" {
		t.Fatalf("runs after restart = %+v, want one paid", runs)
	}
	if n := f.approvedCharges(); n != 1 {
		t.Errorf("approved charges = %d, want 1", n)
	}
}
