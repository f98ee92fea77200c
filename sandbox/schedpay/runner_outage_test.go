package schedpay_test

import (
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff/upstream/announcements"
	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/sandbox/schedpay"
)

// postCardDown saves an active banner on sunshine/demo whose effect takes
// card payments off the site, as staff posting the cardDown preset do,
// and returns a func that deletes it.
func (f *fixture) postCardDown() func() {
	f.t.Helper()
	ctx := f.t.Context()
	store := f.srv.DB().Announcements()
	b := announcements.Banner{ID: "test-card-down", ClientSites: []announcements.ClientSite{{Client: "sunshine", Site: "demo"}},
		Type: "cardDown", FriendlyType: "Card payments down", Methods: []string{"card"}, Modules: []string{}, Active: true,
		Effects: []string{announcements.EffectDisableCardPayments}, CreatedAt: f.now()}
	b.Text.En, b.Text.Es = "Card payments are down.", "Los pagos con tarjeta no funcionan."
	if err := store.SaveBanner(ctx, b, true, announcements.AuditEntry{At: f.now(), Who: "test", Kind: "banners", ID: b.ID, Action: "create"}); err != nil {
		f.t.Fatal(err)
	}
	return func() {
		f.t.Helper()
		if err := store.DeleteAnnouncement(ctx, "banners", b.ID, announcements.AuditEntry{At: f.now(), Who: "test", Kind: "banners", ID: b.ID, Action: "delete"}); err != nil {
			f.t.Fatal(err)
		}
	}
}

// ANN-10: a run that falls due while a card outage banner is active on
// the plan's site charges nothing; it is recorded failed as
// method_unavailable, the payer is told why in their language, and the
// plan's next run charges once the banner is gone.
func TestRunner_ANN10_cardOutageBannerStopsAScheduledCardRun(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(bob, approved)
	p := payload(bob, "bob@example.com", "es", pathTax1, card,
		wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1)})
	p.ConstantAmount = ptr("10.00")
	id := f.create(bob, p)
	remove := f.postCardDown()

	f.advance(2 * 24 * time.Hour)
	runs := f.pastRuns(bob, id)
	if len(runs) != 1 || runs[0].Status != wire.RunFailed || runs[0].FailureReason != schedpay.ReasonMethodUnavailable {
		t.Fatalf("runs = %+v, want one run failed as %s", runs, schedpay.ReasonMethodUnavailable)
	}
	if n := f.approvedCharges(); n != 0 {
		t.Fatalf("approved charges = %d during the card outage, want 0", n)
	}
	mail := f.mail("bob@example.com", schedpay.KindRunFailed)
	if len(mail) != 1 || !strings.Contains(mail[0].Text, "no estaba disponible") {
		t.Errorf("failure e-mail = %+v, want one saying in Spanish the method was unavailable", mail)
	}

	remove()
	f.advance(31 * 24 * time.Hour)
	if s := statuses(f.pastRuns(bob, id)); s[wire.RunPaid] != 1 || s[wire.RunFailed] != 1 {
		t.Errorf("runs after the banner is deleted = %v, want the next run paid", s)
	}
	if n := f.approvedCharges(); n != 1 {
		t.Errorf("approved charges = %d after the outage, want 1", n)
	}
}
