package loadtest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// redisRestart stops Redis (SIGTERM: it writes its append-only file and
// exits) while guests use the site, and starts it again on the same
// directory. While it is down the BFF answers 503 JSON; afterwards a
// session made before still holds its cart, and a check-out paid before
// answers its receipt again for the same Idempotency-Key.
func redisRestart(t *testing.T, s *stack, rec *recorder, sz sizes, path string) {
	rec.scenario("3 Redis restart", func() {
		payer := newGuest(t, s, rec)
		cartA, bodyA, err := payer.ready(path)
		must(t, err)
		keyA := newKey()
		a := payer.do("checkout", "POST", payer.api+"/checkout", bodyA, map[string]string{"Idempotency-Key": keyA})
		var paid receipt
		if a.err != nil || a.status != 200 || json.Unmarshal(a.body, &paid) != nil || paid.ReceiptID == "" {
			t.Fatalf("check-out before the outage: %s", describe(a))
		}
		waiting := newGuest(t, s, rec)
		cartB, bodyB, err := waiting.ready(path)
		must(t, err)

		// Readers and the waiting guest's check-out, through the outage.
		var unclean []string
		var mu sync.Mutex
		var answered, clean503 atomic.Int64
		stop := make(chan struct{})
		var wg sync.WaitGroup
		down := false
		var downMu sync.Mutex
		for range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				g := newGuest(t, s, rec)
				for n := 0; n < 2000; n++ {
					select {
					case <-stop:
						return
					default:
					}
					a := g.do("screen:checkout", "GET", g.api+"/screens/checkout", nil, nil)
					downMu.Lock()
					during := down
					downMu.Unlock()
					if !during {
						time.Sleep(20 * time.Millisecond)
						continue
					}
					answered.Add(1)
					switch {
					case a.err == nil && a.status == 503 && strings.HasPrefix(a.header.Get("Content-Type"), "application/json"):
						clean503.Add(1)
					case a.err == nil && a.status == 200:
					default:
						mu.Lock()
						unclean = append(unclean, describe(a))
						mu.Unlock()
					}
					time.Sleep(20 * time.Millisecond)
				}
			}()
		}
		var duringCheckOut answer
		rec.fault("Redis down", func() {
			s.redis.stop(syscall.SIGTERM, 10*time.Second)
			downMu.Lock()
			down = true
			downMu.Unlock()
			duringCheckOut = waiting.do("checkout", "POST", waiting.api+"/checkout", bodyB, map[string]string{"Idempotency-Key": newKey()})
			time.Sleep(sz.redisDownFor)
			downMu.Lock()
			down = false
			downMu.Unlock()
			s.redis.start(t)
			for _, u := range s.bffURLs {
				waitHTTP(t, u+"/readyz", "a replica's readiness after Redis came back")
			}
		})
		close(stop)
		wg.Wait()

		if duringCheckOut.err != nil || duringCheckOut.status != 503 {
			t.Errorf("check-out while Redis was down: %s, want 503", describe(duringCheckOut))
		}
		if n := len(ledger(t, s, cartB)); n != 0 {
			t.Errorf("the check-out refused while Redis was down charged %d times", n)
		}
		if len(unclean) > 0 {
			t.Errorf("%d answers while Redis was down were not 503 JSON (or 200), e.g. %v", len(unclean), unclean[:min(3, len(unclean))])
		}
		// After: the paid guest's session reads its receipt and its key
		// answers the same receipt; the waiting guest's session has its
		// cart, and pays it.
		if a := payer.do("screen:receipt", "GET", payer.api+"/screens/receipt/"+url.PathEscape(paid.ReceiptID), nil, nil); a.err != nil || a.status != 200 {
			t.Errorf("receipt screen after the restart: %s, want 200 (the session was lost)", describe(a))
		}
		again := payer.do("checkout", "POST", payer.api+"/checkout", bodyA, map[string]string{"Idempotency-Key": keyA})
		var replay receipt
		if again.err != nil || again.status != 200 || json.Unmarshal(again.body, &replay) != nil || replay.ReceiptID != paid.ReceiptID {
			t.Errorf("the same check-out after the restart: %s, want receipt %s", describe(again), paid.ReceiptID)
		}
		var sc checkoutScreen
		if a := waiting.do("screen:checkout", "GET", waiting.api+"/screens/checkout", nil, nil); a.err != nil || a.status != 200 ||
			json.Unmarshal(a.body, &sc) != nil || sc.Sections.Cart.Data == nil || sc.Sections.Cart.Data.ID != cartB {
			t.Errorf("the waiting guest's cart after the restart: %s, want cart %s", describe(a), cartB)
		}
		resB := waiting.pay(cartB, bodyB)
		r := reconcile(t, s, []cartResult{{cartID: cartA, paid: &replay, keys: 1, attempts: 2}, resB})
		rec.note(t, "Scenario 3 (Redis stopped with SIGTERM for %s, append-only file, started again): %d answers during the outage, "+
			"%d of them 503 JSON, %d neither 503 JSON nor 200; check-out during the outage: %d; after: receipt replayed for the same key "+
			"(%v), waiting guest's cart kept (%v); %d paid, %d double charges, %d charges without a receipt",
			sz.redisDownFor, answered.Load(), clean503.Load(), len(unclean), duringCheckOut.status,
			replay.ReceiptID == paid.ReceiptID, sc.Sections.Cart.Data != nil && sc.Sections.Cart.Data.ID == cartB,
			r.paid, r.doubleCharges, r.chargedNoReceipt)
	})
}

// crash kills a replica with SIGKILL after the cart service charged its
// check-out and before the answer reached it, starts it again, and sends
// the same check-out again through nginx with the same Idempotency-Key,
// as the portal does after a lost answer: one charge and the receipt,
// every trial. The killed replica's reservation of the key stays in Redis
// until its lease lapses (nothing renews it), so the retry waits up to one
// lease (30 s, bff/http/idempotencylease.go), takes the key over and gets
// the first receipt from the cart service. The embedded store (payhub
// serve without REDIS_URL) is proven the same way by
// bff/cmd/payhub/durable_store_e2e_test.go.
func crash(t *testing.T, s *stack, rec *recorder, sz sizes, path string) {
	rec.scenario("4 crash mid check-out", func() {
		var results []cartResult
		var longestWait time.Duration
		for trial := range sz.crashTrials {
			i := trial % 2
			g := newGuest(t, s, rec)
			cartID, body, err := g.ready(path)
			must(t, err)
			key := newKey()
			var cut answer
			rec.fault(fmt.Sprintf("SIGKILL %s", s.bffs[i].name), func() {
				s.faults.cart.set(0, func() { s.bffs[i].stop(syscall.SIGKILL, 10*time.Second) })
				// Straight to the replica, so that it is the one charging.
				direct := *g
				direct.api = s.bffURLs[i] + "/bff/v1/sunshine/demo"
				cut = direct.do("checkout", "POST", direct.api+"/checkout", body, map[string]string{"Idempotency-Key": key})
				s.faults.cart.set(0, nil)
				s.bffs[i].start(t)
			})
			if cut.err == nil {
				t.Errorf("trial %d: the killed replica answered %s", trial, describe(cut))
			}
			if n := len(ledger(t, s, cartID)); n != 1 {
				t.Errorf("trial %d: %d charges before the retry, want the 1 the crash cut off", trial, n)
			}
			retried := time.Now()
			res := g.payWith(cartID, body, key)
			longestWait = max(longestWait, time.Since(retried))
			if res.keys != 1 {
				t.Errorf("trial %d: the retry took %d keys, want the killed request's key only", trial, res.keys)
			}
			if res.paid == nil {
				t.Errorf("trial %d: the retried check-out: %s", trial, res.failure)
			} else if a := g.do("screen:receipt", "GET", g.api+"/screens/receipt/"+url.PathEscape(res.paid.ReceiptID), nil, nil); a.err != nil || a.status != 200 {
				t.Errorf("trial %d: receipt screen: %s", trial, describe(a))
			}
			results = append(results, res)
		}
		r := reconcile(t, s, results)
		rec.note(t, "Scenario 4 (SIGKILL of a replica after the cart service charged, restart, the same request with the same "+
			"Idempotency-Key through nginx; Redis store): %d of %d trials ended with one charge and the receipt shown; "+
			"%d double charges, %d charges without a receipt; the longest retry answered after %s: it waited for the killed "+
			"replica's reservation of the key to lapse (at most one lease, 30 s) and ran the check-out again, which the cart "+
			"service answered with its first receipt. The embedded store: bff/cmd/payhub/durable_store_e2e_test.go",
			r.paid, sz.crashTrials, r.doubleCharges, r.chargedNoReceipt, longestWait.Round(100*time.Millisecond))
	})
}

// slowUpstreams delays the announcements and payables services by 2 s and
// reads the home and shell screens of moonbeam/pay, which nothing read
// before, so that no screen or section cached earlier answers. The first answer of each has
// waited for the announcements up to their budget (shell.AnnouncementsBudget,
// 2 s) and lists them as incomplete; the BFF's shared load of the
// announcements outlives that budget and fills its cache, so later answers
// may be complete, never late. The payables' sections have a longer budget
// (3 s) and complete, late. The bound checked is the largest section
// budget plus a second for a loaded machine: it tests the budgets, not
// the machine's speed.
func slowUpstreams(t *testing.T, s *stack, rec *recorder) {
	const largestBudget = 3 * time.Second
	rec.scenario("5 slow upstreams", func() {
		rec.fault("announcements, payables +2 s", func() {
			s.faults.set(t, toxic{Name: "slow", Type: "latency", Stream: "downstream", Toxicity: 1,
				Attributes: map[string]any{"latency": 2000}}, "announcements", "payables")
			defer s.faults.clear()
			g := newGuest(t, s, rec)
			for _, name := range []string{"home", "shell"} {
				var marks []string
				for n := range 5 {
					start := time.Now()
					a := g.do("screen:"+name, "GET", g.lb+"/bff/v1/moonbeam/pay/screens/"+name, nil, nil)
					d := time.Since(start)
					var sc struct {
						Complete   bool     `json:"complete"`
						Incomplete []string `json:"incomplete"`
					}
					if a.err != nil || a.status != 200 || json.Unmarshal(a.body, &sc) != nil {
						t.Errorf("%s screen with slow upstreams: %s, want 200", name, describe(a))
						continue
					}
					marks = append(marks, fmt.Sprintf("%s %v", ms(d), sc.Incomplete))
					if n == 0 && !slices.Contains(sc.Incomplete, "announcements") {
						t.Errorf("%s screen's first answer: incomplete %v, want the announcements listed", name, sc.Incomplete)
					}
					if sc.Complete != (len(sc.Incomplete) == 0) {
						t.Errorf("%s screen: complete %v with incomplete %v", name, sc.Complete, sc.Incomplete)
					}
					if d > largestBudget+time.Second {
						t.Errorf("%s screen took %s, beyond its sections' budgets", name, d)
					}
				}
				rec.note(t, "Scenario 5 (announcements and payables 2 s late) %s screen, 5 requests in a row (time, incomplete sections): %s",
					name, strings.Join(marks, "; "))
			}
		})
	})
}

// readLoad asks the home, shell and checkout screens at a fixed rate for
// sz.readFor, through nginx, with at most 64 requests in flight (a tick
// that finds them all busy is counted as missed, not queued).
func readLoad(t *testing.T, s *stack, rec *recorder, sz sizes) {
	var w window
	var missed atomic.Int64
	rec.scenario("6 sustained read load", func() {
		w.start = rec.now()
		guests := make([]*guest, 32)
		for i := range guests {
			guests[i] = newGuest(t, s, rec)
		}
		screens := []string{"home", "shell", "checkout"}
		sem := make(chan struct{}, 64)
		var wg sync.WaitGroup
		tick := time.NewTicker(time.Second / time.Duration(sz.readRate))
		defer tick.Stop()
		total := int(sz.readFor.Seconds()) * sz.readRate
		for n := range total {
			<-tick.C
			select {
			case sem <- struct{}{}:
			default:
				missed.Add(1)
				continue
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				defer func() { <-sem }()
				g := guests[n%len(guests)]
				name := screens[n%len(screens)]
				g.do("read:"+name, http.MethodGet, g.api+"/screens/"+name, nil, nil)
			}()
		}
		wg.Wait()
		w.end = rec.now()
	})
	for _, name := range []string{"home", "shell", "checkout"} {
		rec.note(t, "Scenario 6 (%d requests/s for %s) %s screen: %s", sz.readRate, sz.readFor, name, rec.statsOf(w, "read:"+name))
	}
	all := rec.statsOf(w, "read:home", "read:shell", "read:checkout")
	rec.note(t, "Scenario 6 all screens: %s; %d ticks missed (64 in flight)", all, missed.Load())
	if all.errors+all.noAnswer > 0 {
		t.Errorf("%d errors under read load, want 0", all.errors+all.noAnswer)
	}
}
