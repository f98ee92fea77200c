package schedpay_test

import (
	"sync"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/schedpay"
)

// Creates at once for a payable that denies duplicate plans store one
// plan: the check and the insert are one write transaction.
func TestService_SCHED41_concurrentCreatesStoreOnePlan(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	var wg sync.WaitGroup
	const n = 8
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			_, errs[i] = f.plans.Create(t.Context(), alice, payload(alice, "alice@example.com", "en", pathWater, card,
				wire.FrequencyRule{Type: wire.RecurringBeforeDue, DaysBeforeDue: ptr(4), StartDate: f.date(1)}))
		})
	}
	wg.Wait()
	ok := 0
	for _, err := range errs {
		switch {
		case err == nil:
			ok++
		case code(err) != wire.ErrorCodeDuplicatePlan:
			t.Errorf("Create = %v, want accepted or %s", err, wire.ErrorCodeDuplicatePlan)
		}
	}
	found, err := f.plans.Search(t.Context(), wire.SearchRequest{PayablesPaths: []string{pathWater}})
	if err != nil {
		t.Fatal(err)
	}
	if ok != 1 || len(found.Plans) != 1 {
		t.Errorf("denyDuplicatePlans: %d creates succeeded, %d plans stored; want 1", ok, len(found.Plans))
	}
}
