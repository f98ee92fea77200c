package schedpay_test

import (
	"testing"
	"time"

	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/sandbox"
)

// A run pays through a cart of its own: when the run fails, that cart
// stays open with the bill in it, and it must never become the cart the
// resident finds on signing in (the cart service's vivify answers a
// signed-in user's latest open cart).
func TestRunner_aFailedRunsCartIsNeverTheResidentsCart(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(bob, declined)
	id := f.create(bob, payload(bob, "bob@example.com", "es", pathWater, card,
		wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}))
	if _, err := f.srv.Clock().SetAtLeast(t.Context(), f.now().Add(16*24*time.Hour)); err != nil {
		t.Fatal(err)
	}
	if _, err := f.srv.Runner().Tick(t.Context()); err != nil {
		t.Fatal(err)
	}
	if runs := f.pastRuns(bob, id); len(runs) != 1 || runs[0].Status != wire.RunFailed {
		t.Fatalf("runs = %+v, want one failed run", runs)
	}
	var c map[string]any
	if status := f.post(f.svc.URL+sandbox.PrefixCart+"/carts/sunshine/demo/vivify", map[string]any{"user_id": bob}, &c, nil); status == 200 {
		t.Errorf("the resident's sign-in finds the failed run's cart: %v", c)
	}
}
