package http

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/inmem"
	"github.com/payhub/payhub/bff/screen"
)

// renewal is one RenewIdempotent call as a leaseStore saw it.
type renewal struct {
	key, holder string
	ttl         time.Duration
	renewed     bool
	err         error
}

// leaseStore is a store that reports every renewal on renewals, can fail
// the next one, remembers every reservation, and records a renewal of a
// key after its answer was kept (which holding must never make).
type leaseStore struct {
	bff.Store
	renewals chan renewal
	mu       sync.Mutex
	failNext error
	begun    []renewal // key and holder of every won reservation
	done     map[string]bool
	late     []string // keys renewed after their answer was kept
}

func newLeaseStore(st bff.Store) *leaseStore {
	return &leaseStore{Store: st, renewals: make(chan renewal, 64), done: map[string]bool{}}
}

func (s *leaseStore) BeginIdempotent(ctx context.Context, key, fingerprint string, ttl time.Duration) (bff.IdempotencyRecord, bool, error) {
	rec, won, err := s.Store.BeginIdempotent(ctx, key, fingerprint, ttl)
	if won {
		s.mu.Lock()
		s.begun = append(s.begun, renewal{key: key, holder: rec.Holder, ttl: ttl})
		s.mu.Unlock()
	}
	return rec, won, err
}

func (s *leaseStore) RenewIdempotent(ctx context.Context, key, holder string, ttl time.Duration) (bool, error) {
	s.mu.Lock()
	if s.done[key] {
		s.late = append(s.late, key)
	}
	fail := s.failNext
	s.failNext = nil
	s.mu.Unlock()
	r := renewal{key: key, holder: holder, ttl: ttl, err: fail}
	if fail == nil {
		r.renewed, r.err = s.Store.RenewIdempotent(ctx, key, holder, ttl)
	}
	s.renewals <- r
	return r.renewed, r.err
}

func (s *leaseStore) CompleteIdempotent(ctx context.Context, rec bff.IdempotencyRecord, ttl time.Duration) error {
	s.mu.Lock()
	s.done[rec.Key] = true
	s.mu.Unlock()
	return s.Store.CompleteIdempotent(ctx, rec, ttl)
}

// A held reservation is renewed for a whole lease at every tick, goes on
// after a renewal that failed, and is no longer renewed once its command
// ended or the reservation is no longer its own.
func TestLease_renewsAtEveryTickUntilItsCommandEnds(t *testing.T) {
	st := newLeaseStore(inmem.New())
	t.Cleanup(func() { _ = st.Close() })
	ctx := t.Context()
	held, won, err := st.BeginIdempotent(ctx, "checkout::key-1", "fp", idempotencyLease)
	if err != nil || !won {
		t.Fatalf("begin = %v, %v", won, err)
	}
	l := lease{store: st, key: "checkout::key-1", holder: held.Holder, log: slog.New(slog.DiscardHandler)}
	ticks := make(chan time.Time)
	keepCtx, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		l.keep(keepCtx, ticks)
	}()
	for i := range 3 {
		if i == 1 {
			st.mu.Lock()
			st.failNext = errors.New("store down")
			st.mu.Unlock()
		}
		ticks <- time.Now()
		r := <-st.renewals
		if r.key != "checkout::key-1" || r.holder != held.Holder || r.ttl != idempotencyLease {
			t.Fatalf("renewal %d = %+v; want the reservation's key and holder for %s", i, r, idempotencyLease)
		}
		if wantOK := i != 1; r.renewed != wantOK {
			t.Fatalf("renewal %d renewed = %v, %v; want %v", i, r.renewed, r.err, wantOK)
		}
	}
	stop()
	<-done // keep returned: no renewal follows the command's end

	// A reservation that is no longer its holder's (here completed) ends
	// the renewals by itself.
	mustComplete(t, st, "checkout::key-1", "fp")
	keepCtx, stop = context.WithCancel(ctx)
	defer stop()
	done = make(chan struct{})
	go func() {
		defer close(done)
		l.keep(keepCtx, ticks)
	}()
	ticks <- time.Now()
	if r := <-st.renewals; r.renewed || r.err != nil {
		t.Fatalf("renewal of a completed record = %+v; want refused", r)
	}
	<-done
}

func mustComplete(t *testing.T, st bff.Store, key, fingerprint string) {
	t.Helper()
	if err := st.CompleteIdempotent(t.Context(), bff.IdempotencyRecord{Key: key, Fingerprint: fingerprint, Status: 200, Body: []byte(`{}`)}, time.Hour); err != nil {
		t.Fatal(err)
	}
}

// A check-out that runs longer than the renewal period keeps its key:
// the handler renews the reservation while it runs, and renews it no more
// once its answer is kept. It waits for one real renewal period
// (idempotencyRenewEvery).
func TestCheckOut_renewsItsReservationWhileTheCheckOutRuns(t *testing.T) {
	t.Parallel()
	st := newLeaseStore(inmem.New())
	t.Cleanup(func() { _ = st.Close() })
	var calls atomic.Int32
	var seen []renewal
	f := fakeCheckout{checkOut: func(ctx context.Context, g checkout.Guest, in checkout.CheckOutInput, key string, l bff.Language) (checkout.ReceiptResult, error) {
		// The check-out ends once its reservation has been renewed.
		select {
		case r := <-st.renewals:
			seen = append(seen, r)
		case <-t.Context().Done():
			return checkout.ReceiptResult{}, t.Context().Err()
		}
		return countingCheckOut(&calls).checkOut(ctx, g, in, key, l)
	}}
	h := New(Deps{Env: bff.EnvTest, Checkout: f, Store: st, Web: os.DirFS(t.TempDir()), Themes: os.DirFS(t.TempDir())})
	rec := postCheckout(newBrowser(h), "key-slow-checkout", checkoutBody)
	if rec.Code != 200 || calls.Load() != 1 {
		t.Fatalf("%d %s calls %d", rec.Code, rec.Body.String(), calls.Load())
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	if len(st.begun) != 1 {
		t.Fatalf("reservations %+v, want one", st.begun)
	}
	held := st.begun[0]
	if held.ttl != idempotencyLease {
		t.Errorf("reserved for %s, want the lease %s", held.ttl, idempotencyLease)
	}
	for i, r := range seen {
		if r.key != held.key || r.holder != held.holder || r.ttl != idempotencyLease || !r.renewed || r.err != nil {
			t.Errorf("renewal %d = %+v; want %s renewed for %s", i, r, held.key, idempotencyLease)
		}
	}
	if !st.done[held.key] || len(st.late) != 0 {
		t.Errorf("answer kept %v, renewals after it %v; want kept and none after", st.done[held.key], st.late)
	}
	if n := len(st.renewals); n != 0 {
		t.Errorf("%d renewals after the check-out's end", n)
	}
}

// settableClock is a clock for inmem.WithClock that moves only when told.
type settableClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *settableClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *settableClock) Advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

// The process holding a check-out's key dies mid-way, after the payer
// was charged (here the check-out panics: its reservation is left in
// progress and never renewed). Once the lease has lapsed, the payer's
// retry with the same key takes the key over and gets the receipt of the
// one charge, as the cart service answers a paid cart's check-out with its
// first receipt.
func TestCheckOut_aRetryWithTheSameKeyTakesOverADeadHoldersReservation(t *testing.T) {
	clock := &settableClock{now: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
	st := newLeaseStore(inmem.New(inmem.WithClock(clock.Now)))
	t.Cleanup(func() { _ = st.Close() })
	var charges, calls atomic.Int32
	f := fakeCheckout{checkOut: func(_ context.Context, _ checkout.Guest, in checkout.CheckOutInput, _ string, _ bff.Language) (checkout.ReceiptResult, error) {
		charges.CompareAndSwap(0, 1) // the cart is charged once
		if calls.Add(1) == 1 {
			panic("process killed mid check-out")
		}
		return checkout.ReceiptResult{ConfirmationNumber: "PH-1", ReceiptID: "r1",
			Subtotal: in.Expected.Subtotal, Fee: in.Expected.Fee, Total: "1263.57", Items: []checkout.ReceiptItemView{}}, nil
	}, checkoutScreen: func(context.Context, checkout.CheckoutRequest) (screen.Screen, string, error) {
		return screen.Screen{}, "c1", nil
	}}
	h := New(Deps{Env: bff.EnvTest, Checkout: f, Store: st, Web: os.DirFS(t.TempDir()), Themes: os.DirFS(t.TempDir())})
	b := newBrowser(h)
	b.do("GET", "/bff/v1/sunshine/demo/screens/checkout", "", nil) // the payer's session
	if rec := postCheckout(b, "key-lost-answer", checkoutBody); rec.Code != http.StatusInternalServerError {
		t.Fatalf("the dying check-out answered %d %s", rec.Code, rec.Body.String())
	}
	st.mu.Lock()
	held := st.begun[0]
	st.mu.Unlock()
	// The dead holder's reservation stands for one lease, and no longer.
	clock.Advance(idempotencyLease - time.Nanosecond)
	if rec, won, err := st.BeginIdempotent(t.Context(), held.key, "another", time.Hour); err != nil || won || rec.State != bff.IdempotencyInProgress {
		t.Fatalf("within the lease the key is %+v, %v, %v; want still held", rec, won, err)
	}
	clock.Advance(time.Nanosecond)

	rec := postCheckout(b, "key-lost-answer", checkoutBody)
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"receiptId":"r1"`) || rec.Header().Get("Idempotent-Replayed") != "" {
		t.Fatalf("retry after the lease: %d %q %s; want the receipt r1, run again", rec.Code, rec.Header().Get("Idempotent-Replayed"), rec.Body.String())
	}
	if charges.Load() != 1 || calls.Load() != 2 {
		t.Fatalf("charges %d, check-outs %d; want one charge, run twice", charges.Load(), calls.Load())
	}
	// The retry's answer is kept: the same key again replays it.
	again := postCheckout(b, "key-lost-answer", checkoutBody)
	if again.Code != 200 || again.Body.String() != rec.Body.String() || again.Header().Get("Idempotent-Replayed") != "true" || calls.Load() != 2 {
		t.Fatalf("replay %d %s calls %d", again.Code, again.Body.String(), calls.Load())
	}
}
