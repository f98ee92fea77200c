package schedpay_test

import (
	"testing"
	"time"

	wire "github.com/payhub/payhub/bff/upstream/schedpay"
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
