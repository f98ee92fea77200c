package http

import (
	"context"
	"log/slog"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/inmem"
	"github.com/payhub/payhub/bff/screen"
)

// takeoverRig is a handler over a leaseStore on a clock that moves only
// when told, with checkOut as the check-out, and one payer's session;
// tab opens another tab of that payer.
type takeoverRig struct {
	clock *settableClock
	st    *leaseStore
	tab   func() *browser
}

func newTakeoverRig(t *testing.T, checkOut func(context.Context, checkout.Guest, checkout.CheckOutInput, string, bff.Language) (checkout.ReceiptResult, error)) takeoverRig {
	clock := &settableClock{now: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
	st := newLeaseStore(inmem.New(inmem.WithClock(clock.Now)))
	t.Cleanup(func() { _ = st.Close() })
	f := fakeCheckout{checkOut: checkOut, checkoutScreen: func(context.Context, checkout.CheckoutRequest) (screen.Screen, string, error) {
		return screen.Screen{}, "c1", nil
	}}
	h := New(Deps{Env: bff.EnvTest, Checkout: f, Store: st, Web: os.DirFS(t.TempDir()), Themes: os.DirFS(t.TempDir())})
	b := newBrowser(h)
	b.do("GET", "/bff/v1/sunshine/demo/screens/checkout", "", nil) // the payer's session
	return takeoverRig{clock: clock, st: st, tab: func() *browser { return &browser{h: h, cookies: maps.Clone(b.cookies)} }}
}

// paidReceipt is the receipt every check-out here answers.
func paidReceipt(in checkout.CheckOutInput) checkout.ReceiptResult {
	return checkout.ReceiptResult{ConfirmationNumber: "PH-1", ReceiptID: "r1",
		Subtotal: in.Expected.Subtotal, Fee: in.Expected.Fee, Total: "1263.57", Items: []checkout.ReceiptItemView{}}
}

// A live check-out A whose lease lapsed (its renewals failed or came late:
// here the store's clock passes a lease before A's first tick) is taken
// over by the payer's retry B with the same key and body, as designed.
// A then fails before moving money (503) and releases the key: that
// release must not free B's reservation while B still runs, or a third
// request with the key runs the check-out alongside B.
func TestCheckOut_aReleaseAfterATakeoverKeepsTheNewHoldersReservation(t *testing.T) {
	var calls atomic.Int32
	startedA, releaseA := make(chan struct{}), make(chan struct{})
	startedB, finishB := make(chan struct{}), make(chan struct{})
	r := newTakeoverRig(t, func(_ context.Context, _ checkout.Guest, in checkout.CheckOutInput, _ string, _ bff.Language) (checkout.ReceiptResult, error) {
		switch calls.Add(1) {
		case 1: // A: slow, then fails before moving money
			close(startedA)
			<-releaseA
			return checkout.ReceiptResult{}, bff.Errorf(bff.CodeUnavailable, "cart service unavailable")
		case 2: // B: the takeover, still running
			close(startedB)
			<-finishB
		}
		return paidReceipt(in), nil
	})
	clock, st, tab := r.clock, r.st, r.tab

	answerA := make(chan *httptest.ResponseRecorder, 1)
	go func(b *browser) { answerA <- postCheckout(b, "key-takeover", checkoutBody) }(tab())
	<-startedA
	clock.Advance(idempotencyLease) // A's lease lapses while A runs

	answerB := make(chan *httptest.ResponseRecorder, 1)
	go func(b *browser) { answerB <- postCheckout(b, "key-takeover", checkoutBody) }(tab())
	<-startedB // B took the key over

	close(releaseA)
	if rec := <-answerA; rec.Code != http.StatusServiceUnavailable {
		t.Fatalf("A answered %d %s; want 503", rec.Code, rec.Body.String())
	}
	st.mu.Lock()
	key := st.begun[0].key
	st.mu.Unlock()
	// B still runs: its reservation must still hold the key.
	rec, won, err := st.BeginIdempotent(t.Context(), key, "a-third-request", time.Hour)
	close(finishB)
	if got := <-answerB; got.Code != http.StatusOK {
		t.Errorf("B answered %d %s", got.Code, got.Body.String())
	}
	if err != nil || won {
		t.Fatalf("while B runs, a third request reserves the key: won=%v rec=%+v err=%v; "+
			"A's release freed B's reservation (check-outs run: %d)", won, rec, err, calls.Load())
	}
}

// A live check-out A (body 1) whose lease lapsed must not be taken over by
// a request with the same key and another body D: D is answered 409 (key
// reused), and A's payer, retrying with A's own key and body after A was
// charged, gets A's receipt replayed (contracts §4).
func TestCheckOut_anotherBodyCannotTakeOverALiveCheckOutsKey(t *testing.T) {
	var calls atomic.Int32
	startedA, finishA := make(chan struct{}), make(chan struct{})
	startedD, finishD := make(chan struct{}), make(chan struct{})
	r := newTakeoverRig(t, func(_ context.Context, _ checkout.Guest, in checkout.CheckOutInput, _ string, _ bff.Language) (checkout.ReceiptResult, error) {
		switch calls.Add(1) {
		case 1: // A: slow, then charged
			close(startedA)
			<-finishA
		case 2: // D, were it run under A's key
			close(startedD)
			<-finishD
		}
		return paidReceipt(in), nil
	})
	clock, tab := r.clock, r.tab
	otherBody := strings.Replace(checkoutBody, `"fee":"29.01"`, `"fee":"29.02"`, 1)
	if otherBody == checkoutBody {
		t.Fatal("the other body is the same body")
	}

	answerA := make(chan *httptest.ResponseRecorder, 1)
	go func(b *browser) { answerA <- postCheckout(b, "key-live", checkoutBody) }(tab())
	<-startedA
	clock.Advance(idempotencyLease) // A's lease lapses while A runs

	answerD := make(chan *httptest.ResponseRecorder, 1)
	go func(b *browser) { answerD <- postCheckout(b, "key-live", otherBody) }(tab())
	select {
	case <-startedD: // D runs under A's key: the failure reported below
	case d := <-answerD: // D refused: the expected outcome
		answerD <- d
	}
	close(finishA)
	a := <-answerA
	if a.Code != http.StatusOK {
		t.Fatalf("A answered %d %s", a.Code, a.Body.String())
	}
	close(finishD)
	d := <-answerD
	retry := postCheckout(tab(), "key-live", checkoutBody)
	if d.Code != http.StatusConflict || retry.Code != http.StatusOK || retry.Body.String() != a.Body.String() {
		t.Fatalf("another body under a live check-out's key answered %d %s (check-outs run: %d); "+
			"A's retry with its own body then answered %d %s; want 409 for the other body and A's receipt replayed",
			d.Code, d.Body.String(), calls.Load(), retry.Code, retry.Body.String())
	}
}

// A renewal made after the holder's own lease lapsed, with nobody having
// taken the key over (a store hiccup made the renewals in between fail),
// renews it: the live command keeps its key, and renewing goes on.
func TestLease_aLapsedButUntakenReservationIsKeptByItsLiveHolder(t *testing.T) {
	clock := &settableClock{now: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
	st := newLeaseStore(inmem.New(inmem.WithClock(clock.Now)))
	t.Cleanup(func() { _ = st.Close() })
	const key = "checkout::key-hiccup"
	held, won, err := st.BeginIdempotent(t.Context(), key, "fp", idempotencyLease)
	if err != nil || !won {
		t.Fatalf("begin = %v, %v", won, err)
	}
	l := lease{store: st, key: key, holder: held.Holder, log: slog.New(slog.DiscardHandler)}
	ticks := make(chan time.Time, 1)
	ctx, stop := context.WithCancel(t.Context())
	defer stop()
	done := make(chan struct{})
	go func() {
		defer close(done)
		l.keep(ctx, ticks)
	}()
	clock.Advance(idempotencyLease) // the renewals in between failed
	ticks <- time.Now()
	if r := <-st.renewals; !r.renewed || r.err != nil {
		t.Fatalf("renewal of a lapsed, untaken reservation = %+v; want renewed", r)
	}
	ticks <- time.Now() // the command still runs: keep must still renew
	select {
	case <-done:
		t.Fatal("renewals stopped; the live command would hold no key")
	case r := <-st.renewals:
		if !r.renewed {
			t.Fatalf("second renewal %+v; want the key held", r)
		}
	}
	if _, won, err := st.BeginIdempotent(t.Context(), key, "fp", idempotencyLease); err != nil || won {
		t.Fatalf("a retry after the holder kept its key: won=%v, %v; want refused", won, err)
	}
}
