package schedpay_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	cartwire "github.com/payhub/payhub/bff/upstream/cart"
	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/sandbox/outbox"
	"github.com/payhub/payhub/sandbox/schedpay"
)

// timingOut is the cart service behind a network that loses the answer of
// a check-out: each check-out reaches the service (and charges) and then
// times out, while failing is true.
type timingOut struct {
	schedpay.Carts
	mu      sync.Mutex
	failing bool
	keys    []string
}

var errTimeout = errors.New("cart: context deadline exceeded")

func (c *timingOut) CheckOut(ctx context.Context, client, site, cartID string, req cartwire.CheckOutRequest, key string, lang bff.Language) (cartwire.CheckOutResponse, error) {
	resp, err := c.Carts.CheckOut(ctx, client, site, cartID, req, key, lang)
	c.mu.Lock()
	defer c.mu.Unlock()
	c.keys = append(c.keys, key)
	if c.failing {
		return cartwire.CheckOutResponse{}, errTimeout
	}
	return resp, err
}

func (c *timingOut) calls() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.keys...)
}

func (c *timingOut) set(failing bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.failing = failing
}

// logBuffer collects a logger's JSON lines.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// lines are the logged records whose msg contains msg.
func (b *logBuffer) lines(t *testing.T, msg string) []map[string]any {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []map[string]any
	for _, l := range strings.Split(strings.TrimSpace(b.buf.String()), "\n") {
		var rec map[string]any
		if l == "" {
			continue
		}
		if err := json.Unmarshal([]byte(l), &rec); err != nil {
			t.Fatalf("log line %q: %v", l, err)
		}
		if m, _ := rec["msg"].(string); strings.Contains(m, msg) {
			out = append(out, rec)
		}
	}
	return out
}

// timeOutCharges makes the fixture's runner charge through a timingOut
// cart service and log to a buffer.
func (f *fixture) timeOutCharges() (*timingOut, *logBuffer) {
	var carts *timingOut
	schedpay.WrapCarts(f.srv.Runner(), func(c schedpay.Carts) schedpay.Carts {
		carts = &timingOut{Carts: c, failing: true}
		return carts
	})
	logs := &logBuffer{}
	schedpay.SetLogger(f.srv.Runner(), slog.New(slog.NewJSONHandler(logs, nil)))
	return carts, logs
}

// A run whose check-out times out after charging stays processing and is
// tried again with backoff, not on every tick, always with its own key:
// once the answer comes through, it is paid with one charge.
func TestRunner_aRunLeftProcessingIsRetriedWithBackoffAndItsKey(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	p := payload(alice, "alice@example.com", "en", pathTax1, card, wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1)})
	p.ConstantAmount = ptr("10.00")
	id := f.create(alice, p)
	carts, logs := f.timeOutCharges()
	ctx := t.Context()

	if _, err := f.srv.Clock().SetAtLeast(ctx, f.now().Add(2*24*time.Hour)); err != nil {
		t.Fatal(err)
	}
	if _, err := f.srv.Runner().Tick(ctx); err != nil {
		t.Fatal(err)
	}
	if runs := f.pastRuns(alice, id); len(runs) != 1 || runs[0].Status != wire.RunProcessing {
		t.Fatalf("runs = %+v, want one processing", runs)
	}
	// Ticks before the backoff has passed do not try again.
	for range 3 {
		if _, err := f.srv.Runner().Tick(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(carts.calls()); n != 1 {
		t.Fatalf("check-outs = %d before the backoff passed, want 1", n)
	}
	warn := logs.lines(t, "retr")
	if len(warn) != 1 || warn[0]["level"] != "WARN" || warn[0]["plan"] != id || warn[0]["run"] == "" {
		t.Fatalf("retry log = %+v, want one warning with the plan and run ids", warn)
	}
	// The backoff doubles: one minute, then two.
	if _, err := f.srv.Clock().SetAtLeast(ctx, f.now().Add(schedpay.RetryBackoff)); err != nil {
		t.Fatal(err)
	}
	if _, err := f.srv.Runner().Tick(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := f.srv.Clock().SetAtLeast(ctx, f.now().Add(schedpay.RetryBackoff)); err != nil {
		t.Fatal(err)
	}
	if _, err := f.srv.Runner().Tick(ctx); err != nil {
		t.Fatal(err)
	}
	if n := len(carts.calls()); n != 2 {
		t.Fatalf("check-outs = %d one minute into a two-minute backoff, want 2", n)
	}
	// The outage ends; the next try, by the clock's advance, gets the
	// first charge's answer.
	carts.set(false)
	f.advance(time.Hour)
	runs := f.pastRuns(alice, id)
	if len(runs) != 1 || runs[0].Status != wire.RunPaid || runs[0].ReceiptID == "" {
		t.Fatalf("runs = %+v, want one paid", runs)
	}
	keys := carts.calls()
	for _, k := range keys {
		if k != keys[0] {
			t.Errorf("check-out keys = %v, want the run's one key", keys)
			break
		}
	}
	if n := f.approvedCharges(); n != 1 {
		t.Errorf("approved charges = %d, want 1", n)
	}
	if n := len(f.mail("alice@example.com", outbox.KindReceipt)); n != 1 {
		t.Errorf("receipts = %d, want 1", n)
	}
}

// After MaxRunAttempts failed tries a run may have charged: it is left
// processing for an operator, never failed, and said to be stuck once.
func TestRunner_aRunThatKeepsFailingIsLeftForAnOperator(t *testing.T) {
	f := newFixture(t)
	card := f.addCard(alice, approved)
	p := payload(alice, "alice@example.com", "en", pathTax1, card, wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(1)})
	p.ConstantAmount = ptr("10.00")
	id := f.create(alice, p)
	carts, logs := f.timeOutCharges()

	f.advance(2 * 24 * time.Hour) // the run falls due and is tried until the limit
	if n := len(carts.calls()); n != schedpay.MaxRunAttempts {
		t.Fatalf("check-outs = %d, want %d", n, schedpay.MaxRunAttempts)
	}
	f.advance(30 * 24 * time.Hour) // the next month's run, also timing out
	runs := f.pastRuns(alice, id)
	if len(runs) != 2 || runs[0].Status != wire.RunProcessing {
		t.Fatalf("runs = %+v, want the first still processing", runs)
	}
	if n := len(carts.calls()); n != 2*schedpay.MaxRunAttempts {
		t.Errorf("check-outs = %d, want %d: a stuck run is not tried again", n, 2*schedpay.MaxRunAttempts)
	}
	stuck, err := f.srv.Runner().Stuck(t.Context())
	if err != nil || len(stuck) != 2 || stuck[0].PlanID != id || stuck[0].Attempts != schedpay.MaxRunAttempts {
		t.Fatalf("Stuck = %+v, %v; want both runs at %d attempts", stuck, err, schedpay.MaxRunAttempts)
	}
	lines := logs.lines(t, "stuck")
	if len(lines) != 2 || lines[0]["level"] != "ERROR" || lines[0]["plan"] != id || lines[0]["run"] != stuck[0].Key {
		t.Errorf("stuck log = %+v, want one line per run with its plan and run ids", lines)
	}
	if n := len(f.mail("alice@example.com", schedpay.KindRunFailed)); n != 0 {
		t.Errorf("failure e-mails = %d for runs that may have charged, want 0", n)
	}
}
