package schedpay_test

import (
	"net/http"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/schedpay"
)

// SCHED-31 through the service: staff run a plan now; the run is marked
// manual among the plan's runs, charges once per key, and the same key
// again is the same run. Without a key, a plan runs now once a day.
func TestRunner_SCHED31_runNowChargesOncePerKeyAndShowsAmongTheRuns(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	p := payload(alice, "alice@example.com", "en", pathTax1, card, wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(5)})
	p.ConstantAmount = ptr("10.00")
	id := f.create(alice, p)
	staff := schedpay.Caller{UserID: alice, Admin: "pat"}
	ctx := t.Context()

	for range 2 {
		runs, err := f.srv.Runner().RunNow(ctx, staff, id, "desk-1")
		if err != nil || len(runs) != 1 || !runs[0].Manual || runs[0].Status != wire.RunPaid || runs[0].Date != f.date(0) {
			t.Fatalf("RunNow = %+v, %v; want one paid manual run of today", runs, err)
		}
	}
	if n := f.approvedCharges(); n != 1 {
		t.Fatalf("approved charges = %d after the same key twice, want 1", n)
	}
	if _, err := f.srv.Runner().RunNow(ctx, staff, id, "desk-2"); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if _, err := f.srv.Runner().RunNow(ctx, staff, id, ""); err != nil {
			t.Fatal(err)
		}
	}
	if n := f.approvedCharges(); n != 3 {
		t.Errorf("approved charges = %d, want 3: two keys and one keyless run", n)
	}
	all, err := f.plans.Runs(ctx, alice, id, true)
	if err != nil {
		t.Fatal(err)
	}
	manual, projected := 0, 0
	for _, r := range all.Runs {
		switch {
		case r.Manual && r.Status == wire.RunPaid && r.ID != "":
			manual++
		case r.Status == wire.RunFuture:
			projected++
		}
	}
	if manual != 3 || projected == 0 || all.Runs[len(all.Runs)-projected].Date != f.date(5) {
		t.Errorf("runs = %+v, want 3 manual paid runs and the scheduled ones still projected", all.Runs)
	}
	if _, err := f.srv.Runner().RunNow(ctx, staff, id, "not a key!"); status2(err) != http.StatusBadRequest {
		t.Errorf("RunNow with a malformed key = %v, want 400", err)
	}
	if _, err := f.srv.Runner().RunNow(ctx, schedpay.Caller{UserID: bob}, id, "desk-3"); err == nil {
		t.Error("another user's plan ran")
	}
}

// SCHED-31 over HTTP (API-51): POST /v2/plans/{id}/runs with no body and
// an Idempotency-Key, as staff, answers the plan's runs with the manual
// one; the same key again charges nothing more.
func TestHandler_SCHED31_runNowOverHTTPIsIdempotent(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	p := payload(alice, "alice@example.com", "en", pathTax1, card, wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(5)})
	p.ConstantAmount = ptr("10.00")
	id := f.create(alice, p)
	for range 2 {
		req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, f.svc.URL+sandbox.PrefixSchedPay+"/v2/plans/"+id+"/runs", nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set(schedpay.UserIDHeader, alice)
		req.Header.Set(schedpay.AdminUserHeader, "pat")
		req.Header.Set("Idempotency-Key", "0b1e2c3d-desk")
		var out wire.RunsResponse
		if st := f.do(req, &out); st != http.StatusOK || len(out.Runs) != 1 || !out.Runs[0].Manual || out.Runs[0].Status != wire.RunPaid {
			t.Fatalf("POST runs = %d %+v, want 200 with one paid manual run", st, out.Runs)
		}
	}
	if n := f.approvedCharges(); n != 1 {
		t.Errorf("approved charges = %d, want 1", n)
	}
}
