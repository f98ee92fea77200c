package inmem

import (
	"errors"
	"sync"
	"time"

	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/storetest"
)

func TestStore_conformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) bff.Store {
		s := New()
		t.Cleanup(func() { _ = s.Close() })
		return s
	})
}

// fakeClock is a settable clock for WithClock.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func newFakeClock() *fakeClock { return &fakeClock{now: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)} }

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

func newStore(t *testing.T, opts ...Option) *Store {
	s := New(opts...)
	t.Cleanup(func() { _ = s.Close() })
	return s
}

func TestStore_expiryFollowsInjectedClock(t *testing.T) {
	clock := newFakeClock()
	s := newStore(t, WithClock(clock.Now))
	ctx := t.Context()
	ttl := 30 * time.Minute
	mustNil(t, s.PutSession(ctx, bff.Session{ID: "s", UserID: "u"}, ttl))
	mustNil(t, s.CacheSet(ctx, "c", []byte("v"), ttl))
	_, _, err := s.BeginIdempotent(ctx, "i", "fp", ttl)
	mustNil(t, err)

	clock.Advance(ttl - time.Nanosecond)
	if _, err := s.GetSession(ctx, "s"); err != nil {
		t.Fatalf("session gone before its TTL: %v", err)
	}
	if _, err := s.CacheGet(ctx, "c"); err != nil {
		t.Fatalf("cache entry gone before its TTL: %v", err)
	}
	if _, won, _ := s.BeginIdempotent(ctx, "i", "fp", ttl); won {
		t.Fatal("idempotency reservation gone before its TTL")
	}

	clock.Advance(time.Nanosecond)
	if _, err := s.GetSession(ctx, "s"); !errors.Is(err, bff.ErrNotFound) {
		t.Fatalf("session at its TTL: %v, want ErrNotFound", err)
	}
	if _, err := s.CacheGet(ctx, "c"); !errors.Is(err, bff.ErrNotFound) {
		t.Fatalf("cache entry at its TTL: %v, want ErrNotFound", err)
	}
	if _, won, _ := s.BeginIdempotent(ctx, "i", "fp", ttl); !won {
		t.Fatal("expired idempotency reservation still held")
	}
}

func TestAllow_recoversOnInjectedClock(t *testing.T) {
	clock := newFakeClock()
	s := newStore(t, WithClock(clock.Now))
	ctx := t.Context()
	limit := bff.Limit{Rate: 10, Period: time.Minute, Burst: 2} // one per 6 s
	for range 2 {
		if r, _ := s.Allow(ctx, "k", limit); !r.Allowed {
			t.Fatalf("burst refused: %+v", r)
		}
	}
	r, err := s.Allow(ctx, "k", limit)
	mustNil(t, err)
	if r.Allowed || r.RetryAfter != 6*time.Second {
		t.Fatalf("after burst: %+v, want refused with RetryAfter 6s", r)
	}
	clock.Advance(6*time.Second - time.Millisecond)
	if r, _ := s.Allow(ctx, "k", limit); r.Allowed {
		t.Fatalf("allowed %s early", time.Millisecond)
	}
	clock.Advance(time.Millisecond)
	if r, _ := s.Allow(ctx, "k", limit); !r.Allowed {
		t.Fatalf("refused once RetryAfter had passed: %+v", r)
	}
	// Once its theoretical arrival time passes the key holds nothing.
	clock.Advance(time.Hour)
	s.sweep()
	if n := entries(s); n != 0 {
		t.Fatalf("%d entries after the rate key went idle, want 0", n)
	}
}

func TestJanitor_sweepsExpiredEntriesAndStopsOnClose(t *testing.T) {
	clock := newFakeClock()
	s := New(WithClock(clock.Now), WithJanitorInterval(5*time.Millisecond))
	ctx := t.Context()
	mustNil(t, s.PutSession(ctx, bff.Session{ID: "s", UserID: "u"}, time.Second))
	mustNil(t, s.CacheSet(ctx, "c", nil, time.Second))
	rec, _, err := s.BeginIdempotent(ctx, "i", "fp", time.Hour)
	mustNil(t, err)
	mustNil(t, s.CompleteIdempotent(ctx, rec, time.Second)) // a lapsed reservation stays longer (bff.LapsedReservationKept)
	_, err = s.Allow(ctx, "r", bff.Limit{Rate: 1, Period: time.Second, Burst: 1})
	mustNil(t, err)
	mustNil(t, s.PutSession(ctx, bff.Session{ID: "keep", UserID: "u"}, time.Hour))

	clock.Advance(time.Second)
	deadline := time.Now().Add(5 * time.Second)
	for entries(s) != 2 { // "keep" and its user index remain
		if time.Now().After(deadline) {
			t.Fatalf("janitor left %d entries, want 2", entries(s))
		}
		time.Sleep(5 * time.Millisecond)
	}

	mustNil(t, s.Close())
	select {
	case <-s.stopped:
	default:
		t.Fatal("Close returned before the janitor exited")
	}
	mustNil(t, s.Close())
	if err := s.CacheSet(ctx, "c", nil, time.Second); !errors.Is(err, ErrClosed) {
		t.Fatalf("CacheSet after Close: %v, want ErrClosed", err)
	}
}

func TestStore_doesNotAliasCallerSlices(t *testing.T) {
	s := newStore(t)
	ctx := t.Context()
	data := []byte("original")
	mustNil(t, s.PutSession(ctx, bff.Session{ID: "s", Data: data}, time.Hour))
	rec, _, err := s.BeginIdempotent(ctx, "i", "fp", time.Hour)
	mustNil(t, err)
	rec.Body = data
	mustNil(t, s.CompleteIdempotent(ctx, rec, time.Hour))
	copy(data, "mutated!")
	got, _ := s.GetSession(ctx, "s")
	done, _, _ := s.BeginIdempotent(ctx, "i", "fp", time.Hour)
	if string(got.Data) != "original" || string(done.Body) != "original" {
		t.Fatalf("stored data changed with the caller's slice: %q, %q", got.Data, done.Body)
	}
}

// entries counts everything the store holds, user indexes included.
func entries(s *Store) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.sessions) + len(s.byUser) + len(s.cache) + len(s.rates) + len(s.idem)
}

func mustNil(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
