package loadtest

import (
	"cmp"
	"os"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// sizes are one run's bounds.
type sizes struct {
	name         string
	carts        int           // scenario 1's guest carts
	concurrency  int           // carts paid at once
	readFor      time.Duration // scenario 6's length
	readRate     int           // scenario 6's requests per second
	crashTrials  int           // scenario 4's trials
	redisDownFor time.Duration // scenario 3's outage
}

// runSizes: LOADTEST_SIZE=full is make loadtest's; the default is the short
// version make test runs.
func runSizes() sizes {
	if os.Getenv("LOADTEST_SIZE") == "full" {
		return sizes{name: "full", carts: 1000, concurrency: 64, readFor: 60 * time.Second, readRate: 40,
			crashTrials: 8, redisDownFor: 3 * time.Second}
	}
	return sizes{name: "short", carts: 100, concurrency: 64, readFor: 10 * time.Second, readRate: 40,
		crashTrials: 1, redisDownFor: 2 * time.Second}
}

// TestLoad runs the six scenarios in order on one deployment and writes
// the report, also when a scenario fails.
func TestLoad(t *testing.T) {
	sz := runSizes()
	s := upStack(t)
	rec := newRecorder()
	out := cmp.Or(os.Getenv("LOADTEST_OUT"), "report")
	defer rec.write(t, out, "PayHub load and fault test ("+sz.name+")")
	path := findPayable(t, s)

	t.Run("1+2 check-out storm with faults and a rolling restart", func(t *testing.T) { storm(t, s, rec, sz, path) })
	t.Run("3 Redis restart", func(t *testing.T) { redisRestart(t, s, rec, sz, path) })
	t.Run("4 crash mid check-out", func(t *testing.T) { crash(t, s, rec, sz, path) })
	// Last: the slow services open the BFF's circuit breakers, which
	// would disturb the read load's figures.
	t.Run("6 sustained read load", func(t *testing.T) { readLoad(t, s, rec, sz) })
	t.Run("5 slow upstreams", func(t *testing.T) { slowUpstreams(t, s, rec) })
}

// storm pays sz.carts guest carts, sz.concurrency at a time, while about a
// fifth of upstream calls are disturbed; a third of the way in, bff-1 gets
// SIGTERM and is started again. So that the restart happens under load,
// guests keep coming until bff-1 is back, up to four times sz.carts (the
// short version's 100 carts are paid faster than a replica drains).
func storm(t *testing.T, s *stack, rec *recorder, sz sizes, path string) {
	results := make([]cartResult, 4*sz.carts)
	var back atomic.Bool
	var restart window
	rec.scenario("1 check-out storm", func() {
		rec.fault("upstream faults", func() {
			s.faults.stormFaults(t)
			defer s.faults.clear()
			var next, done atomic.Int64
			var restarted sync.WaitGroup
			var once sync.Once
			var wg sync.WaitGroup
			for range sz.concurrency {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for {
						i := int(next.Add(1)) - 1
						if i >= len(results) || (i >= sz.carts && back.Load()) {
							return
						}
						g := newGuest(t, s, rec)
						cartID, body, err := g.ready(path)
						if err != nil {
							results[i] = cartResult{failure: err.Error()}
						} else {
							results[i] = g.pay(cartID, body)
						}
						if done.Add(1) == int64(sz.carts/3) {
							once.Do(func() {
								restarted.Add(1)
								go func() {
									defer restarted.Done()
									restart.start = rec.now()
									rec.fault("bff-1 SIGTERM, restart", func() { s.restartBFF(t, 0, syscall.SIGTERM) })
									restart.end = rec.now()
									back.Store(true)
								}()
							})
						}
					}
				}()
			}
			wg.Wait()
			restarted.Wait()
			// The indices taken before bff-1 was back were all paid, and
			// all are below those taken after: the paid ones are a prefix.
			results = results[:done.Load()]
		})
	})
	r := reconcile(t, s, results)
	whole := rec.scenarios[len(rec.scenarios)-1]
	rec.note(t, "Scenario 1 (%d carts, %d at a time, ~20%% of upstream calls disturbed, %d 502s injected by the cart layer): "+
		"%d paid with a receipt, %d shown an error and not charged, %d never reached check-out; "+
		"%d double charges, %d charges without a receipt, %d wrong amounts; %d check-out requests, %d idempotency keys. Failures seen: %v",
		r.carts, sz.concurrency, s.faults.cart.injected.Load(), r.paid, r.unpaid, r.notReady, r.doubleCharges, r.chargedNoReceipt,
		r.wrongAmount, r.attempts, r.keys, r.failures)
	rec.note(t, "Scenario 1 requests: %s; check-outs alone: %s", rec.statsOf(whole), rec.statsOf(whole, "checkout"))
	rs := rec.statsOf(restart)
	rec.note(t, "Scenario 2 (bff-1 SIGTERM at cart %d, drained and started again in %s): %s during the restart",
		sz.carts/3, (restart.end - restart.start).Round(100*time.Millisecond), rs)
	if rs.lbFailures > 0 {
		t.Errorf("%d requests failed at nginx during the rolling restart, want 0", rs.lbFailures)
	}
	if all := rec.statsOf(whole); all.lbFailures > 0 {
		t.Errorf("%d requests failed at nginx during the storm, want 0", all.lbFailures)
	}
	if r.paid == 0 {
		t.Errorf("no cart was paid")
	}
}
