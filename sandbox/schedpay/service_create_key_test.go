package schedpay_test

import (
	"net/http"
	"sync"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/schedpay"
)

// API-49: a create sent again with its Idempotency-Key, even at once and
// where duplicates are denied, answers the plan the key made and stores
// no other; the key is its user's (another user's same key makes their
// own plan) and is refused for another item.
func TestService_API49_createsWithOneKeyStoreOnePlan(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	rule := wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}
	const key = "7f1c2d3e-create"
	var wg sync.WaitGroup
	const n = 6
	ids, errs := make([]string, n), make([]error, n)
	for i := range n {
		wg.Go(func() {
			out, err := f.plans.Create(t.Context(), alice, key, payload(alice, "alice@example.com", "en", pathWater, card, rule))
			ids[i], errs[i] = out.ID, err
		})
	}
	wg.Wait()
	for i := range n {
		if errs[i] != nil || ids[i] != ids[0] {
			t.Errorf("create %d with the key = %q, %v; want plan %q", i, ids[i], errs[i], ids[0])
		}
	}
	found, err := f.plans.Search(t.Context(), wire.SearchRequest{UserID: alice, PayablesPaths: []string{pathWater}})
	if err != nil || len(found.Plans) != 1 {
		t.Fatalf("plans stored = %d, %v; want 1", len(found.Plans), err)
	}
	byKey, err := f.plans.Search(t.Context(), wire.SearchRequest{UserID: alice, IdempotencyKey: key})
	if err != nil || len(byKey.Plans) != 1 || byKey.Plans[0].ID != ids[0] {
		t.Errorf("search by key = %+v, %v; want plan %s", byKey.Plans, err, ids[0])
	}
	bobs, err := f.plans.Create(t.Context(), bob, key, payload(bob, "bob@example.com", "en", pathWater, f.addCard(bob, approved), rule))
	if err != nil || bobs.ID == ids[0] {
		t.Errorf("another user's create with the key = %q, %v; want a plan of their own", bobs.ID, err)
	}
	_, err = f.plans.Create(t.Context(), alice, key, payload(alice, "alice@example.com", "en", pathTax1, card,
		wire.FrequencyRule{Type: wire.OneTimeOnDate, StartDate: f.date(3)}))
	if status(err) != http.StatusConflict {
		t.Errorf("the key for another item = %v, want 409", err)
	}
}
