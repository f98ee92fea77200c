package storetest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
)

// slow allows a burst of 3, then one event every 500 ms: slow enough that
// the burst cannot leak back between calls on a loaded machine.
var slow = bff.Limit{Rate: 2, Period: time.Second, Burst: 3}

func testRateLimitBurst(t *testing.T, s bff.Store) {
	ctx := t.Context()
	for i := range slow.Burst {
		r, err := s.Allow(ctx, "ip:1", slow)
		mustNil(t, err)
		if !r.Allowed || r.RetryAfter != 0 {
			t.Fatalf("event %d of the burst: %+v, want allowed with no RetryAfter", i+1, r)
		}
		if want := slow.Burst - 1 - i; r.Remaining != want {
			t.Errorf("event %d: Remaining = %d, want %d", i+1, r.Remaining, want)
		}
	}
	r, err := s.Allow(ctx, "ip:1", slow)
	mustNil(t, err)
	interval := slow.Period / time.Duration(slow.Rate)
	if r.Allowed || r.Remaining != 0 || r.RetryAfter <= 0 || r.RetryAfter > interval {
		t.Fatalf("event after the burst: %+v, want refused with 0 < RetryAfter <= %s", r, interval)
	}
	time.Sleep(r.RetryAfter + 50*time.Millisecond)
	if r, err := s.Allow(ctx, "ip:1", slow); err != nil || !r.Allowed {
		t.Fatalf("after RetryAfter: %+v, %v; want allowed again", r, err)
	}
	if r, err := s.Allow(ctx, "ip:1", slow); err != nil || r.Allowed {
		t.Fatalf("right after recovering: %+v, %v; want refused (one event per interval)", r, err)
	}
}

func testRateLimitKeysIndependent(t *testing.T, s bff.Store) {
	ctx := t.Context()
	one := bff.Limit{Rate: 1, Period: time.Hour, Burst: 1}
	if r, err := s.Allow(ctx, "a", one); err != nil || !r.Allowed {
		t.Fatalf("first event on a: %+v, %v", r, err)
	}
	if r, err := s.Allow(ctx, "a", one); err != nil || r.Allowed {
		t.Fatalf("second event on a: %+v, %v; want refused", r, err)
	}
	if r, err := s.Allow(ctx, "b", one); err != nil || !r.Allowed {
		t.Fatalf("first event on b: %+v, %v; want allowed, keys are independent", r, err)
	}
	// Burst below 1 still lets one event through, as GCRA always does.
	if r, err := s.Allow(ctx, "c", bff.Limit{Rate: 1, Period: time.Hour}); err != nil || !r.Allowed {
		t.Fatalf("Burst 0: %+v, %v; want the first event allowed", r, err)
	}
}

func testRateLimitInvalid(t *testing.T, s bff.Store) {
	for _, l := range []bff.Limit{{Rate: 0, Period: time.Second, Burst: 1}, {Rate: 1, Period: 0, Burst: 1}} {
		if _, err := s.Allow(t.Context(), "k", l); err == nil {
			t.Errorf("Allow(%+v) succeeded", l)
		}
	}
}

func testIdempotencyBeginOnce(t *testing.T, s bff.Store) {
	ctx := t.Context()
	rec, won, err := s.BeginIdempotent(ctx, "k1", "fp-A", long)
	mustNil(t, err)
	want := bff.IdempotencyRecord{Key: "k1", Fingerprint: "fp-A", State: bff.IdempotencyInProgress}
	if !won || !sameRecord(rec, want) {
		t.Fatalf("first begin = %+v, %v; want %+v, true", rec, won, want)
	}
	// A second begin, even with another body, gets the first record back.
	rec, won, err = s.BeginIdempotent(ctx, "k1", "fp-B", long)
	mustNil(t, err)
	if won || !sameRecord(rec, want) {
		t.Fatalf("second begin = %+v, %v; want %+v, false", rec, won, want)
	}
	if _, won, _ := s.BeginIdempotent(ctx, "k2", "fp-A", long); !won {
		t.Fatal("begin on another key lost; keys must be independent")
	}
}

func testIdempotencyConcurrent(t *testing.T, s bff.Store) {
	const n = 50
	type result struct {
		rec bff.IdempotencyRecord
		won bool
		err error
	}
	results := make([]result, n)
	concurrently(n, func(i int) {
		rec, won, err := s.BeginIdempotent(t.Context(), "pay", fmt.Sprintf("fp-%d", i), long)
		results[i] = result{rec, won, err}
	})
	var winner *bff.IdempotencyRecord
	for i, r := range results {
		mustNil(t, r.err)
		if r.won {
			if winner != nil {
				t.Fatalf("begins %q and %q both won", winner.Fingerprint, r.rec.Fingerprint)
			}
			if r.rec.Fingerprint != fmt.Sprintf("fp-%d", i) {
				t.Fatalf("winner %d got record %+v, not its own", i, r.rec)
			}
			winner = &results[i].rec
		}
	}
	if winner == nil {
		t.Fatalf("none of %d concurrent begins won", n)
	}
	for _, r := range results {
		if !r.won && !sameRecord(r.rec, *winner) {
			t.Errorf("a loser saw %+v, want the winner's %+v", r.rec, *winner)
		}
	}
}

func testIdempotencyComplete(t *testing.T, s bff.Store) {
	ctx := t.Context()
	rec, won, err := s.BeginIdempotent(ctx, "k", "fp", long)
	if err != nil || !won {
		t.Fatalf("begin = %v, %v", won, err)
	}
	rec.Status, rec.Body = 201, []byte(`{"confirmation":"C-1"}`)
	mustNil(t, s.CompleteIdempotent(ctx, rec, long))
	want := bff.IdempotencyRecord{Key: "k", Fingerprint: "fp", State: bff.IdempotencyDone, Status: 201, Body: rec.Body}
	got, won, err := s.BeginIdempotent(ctx, "k", "fp", long)
	mustNil(t, err)
	if won || !sameRecord(got, want) {
		t.Fatalf("begin after complete = %+v, %v; want %+v, false", got, won, want)
	}
	// A release after completion (a late error path) keeps the response.
	mustNil(t, s.ReleaseIdempotent(ctx, "k", rec.Holder))
	if got, won, _ := s.BeginIdempotent(ctx, "k", "fp", long); won || !sameRecord(got, want) {
		t.Fatalf("begin after releasing a done record = %+v, %v; want the done record", got, won)
	}
}

func testIdempotencyRelease(t *testing.T, s bff.Store) {
	ctx := t.Context()
	first, won, err := s.BeginIdempotent(ctx, "k", "fp-1", long)
	if err != nil || !won {
		t.Fatalf("begin = %v, %v", won, err)
	}
	// Only its holder releases it.
	for _, holder := range []string{"someone-else", ""} {
		mustNil(t, s.ReleaseIdempotent(ctx, "k", holder))
		if _, won, err := s.BeginIdempotent(ctx, "k", "fp-2", long); err != nil || won {
			t.Fatalf("begin after a release by holder %q = %v, %v; want refused", holder, won, err)
		}
	}
	mustNil(t, s.ReleaseIdempotent(ctx, "k", first.Holder))
	rec, won, err := s.BeginIdempotent(ctx, "k", "fp-2", long)
	if err != nil || !won || rec.Fingerprint != "fp-2" {
		t.Fatalf("begin after release = %+v, %v, %v; want a new win", rec, won, err)
	}
	mustNil(t, s.ReleaseIdempotent(ctx, "absent", "someone"))
}

// testIdempotencyExpires: a lapsed reservation is taken over by the same
// fingerprint (testIdempotencyLapsedLease); a done record expires.
func testIdempotencyExpires(t *testing.T, s bff.Store) {
	ctx := t.Context()
	rec, won, err := s.BeginIdempotent(ctx, "k", "fp-1", long)
	if err != nil || !won {
		t.Fatalf("begin = %v, %v", won, err)
	}
	start := time.Now()
	mustNil(t, s.CompleteIdempotent(ctx, rec, shortTTL))
	// A free key is one a begin wins; waitGone wants ErrNotFound for that.
	waitGone(t, start, func() error {
		if _, won, err := s.BeginIdempotent(ctx, "k", "fp-2", long); err != nil || !won {
			return err
		}
		return bff.ErrNotFound
	})
}

func testCanceledContext(t *testing.T, s bff.Store) {
	ctx := canceled()
	calls := map[string]func() error{
		"GetSession":         func() error { _, err := s.GetSession(ctx, "s"); return err },
		"PutSession":         func() error { return s.PutSession(ctx, bff.Session{ID: "s"}, long) },
		"SwapSession":        func() error { _, err := s.SwapSession(ctx, bff.Session{ID: "s"}, long); return err },
		"DeleteSession":      func() error { return s.DeleteSession(ctx, "s") },
		"DeleteUserSessions": func() error { _, err := s.DeleteUserSessions(ctx, "u"); return err },
		"CacheGet":           func() error { _, err := s.CacheGet(ctx, "k"); return err },
		"CacheSet":           func() error { return s.CacheSet(ctx, "k", nil, long) },
		"CacheDelete":        func() error { return s.CacheDelete(ctx, "k") },
		"Allow":              func() error { _, err := s.Allow(ctx, "k", slow); return err },
		"BeginIdempotent":    func() error { _, _, err := s.BeginIdempotent(ctx, "k", "f", long); return err },
		"CompleteIdempotent": func() error { return s.CompleteIdempotent(ctx, bff.IdempotencyRecord{Key: "k"}, long) },
		"ReleaseIdempotent":  func() error { return s.ReleaseIdempotent(ctx, "k", "h") },
		"RenewIdempotent":    func() error { _, err := s.RenewIdempotent(ctx, "k", "f", long); return err },
		"Ping":               func() error { return s.Ping(ctx) },
	}
	for name, call := range calls {
		if err := call(); !errors.Is(err, context.Canceled) {
			t.Errorf("%s with a canceled context: error = %v, want context.Canceled", name, err)
		}
	}
	// Nothing was written, and the store still works with a live context.
	if _, won, err := s.BeginIdempotent(t.Context(), "k", "f", long); err != nil || !won {
		t.Fatalf("begin after canceled calls = %v, %v; want a win", won, err)
	}
}

func testPingThenClose(t *testing.T, s bff.Store) {
	mustNil(t, s.Ping(t.Context()))
	mustNil(t, s.Close())
	if err := s.Ping(t.Context()); err == nil {
		t.Fatal("Ping after Close succeeded")
	}
}

func sameRecord(a, b bff.IdempotencyRecord) bool {
	return a.Key == b.Key && a.Fingerprint == b.Fingerprint && a.State == b.State &&
		a.Status == b.Status && bytes.Equal(a.Body, b.Body)
}

// Peek answers what the next Allow would, without counting: peeking any
// number of times leaves the whole burst, and once the burst is used up
// Peek refuses with a RetryAfter within one interval.
func testRateLimitPeek(t *testing.T, s bff.Store) {
	ctx := t.Context()
	two := bff.Limit{Rate: 2, Period: time.Hour, Burst: 2}
	for range 5 {
		if r, err := s.Peek(ctx, "peek", two); err != nil || !r.Allowed || r.Remaining < 1 {
			t.Fatalf("peek of a fresh key: %+v, %v; want allowed", r, err)
		}
	}
	for i := range two.Burst {
		if r, err := s.Allow(ctx, "peek", two); err != nil || !r.Allowed {
			t.Fatalf("event %d after peeking: %+v, %v; peeks must not count", i+1, r, err)
		}
	}
	r, err := s.Peek(ctx, "peek", two)
	mustNil(t, err)
	if interval := two.Period / time.Duration(two.Rate); r.Allowed || r.RetryAfter <= 0 || r.RetryAfter > interval {
		t.Fatalf("peek after the burst: %+v; want refused with 0 < RetryAfter <= %s", r, interval)
	}
	if r, err := s.Allow(ctx, "peek", two); err != nil || r.Allowed {
		t.Fatalf("event after the burst: %+v, %v; want refused", r, err)
	}
}
