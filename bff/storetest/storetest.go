// Package storetest is the conformance suite every bff.Store passes. The
// embedded, Redis and memory stores all run it, so code above the store can
// rely on one behaviour whichever is configured.
//
// Expiry is checked with short real TTLs, since Redis keeps real time.
package storetest

import (
	"bytes"
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
)

// shortTTL is long enough to read an entry back before it expires on a
// loaded machine, and short enough to keep the suite quick.
const shortTTL = 1500 * time.Millisecond

// expiryDeadline bounds how long after shortTTL an entry may linger:
// Redis expires keys lazily on access or in a background cycle, the memory
// store on access or by its janitor.
const expiryDeadline = 10 * time.Second

// long is a TTL no test outlives.
const long = time.Hour

// Run runs the suite. newStore must return a store whose contents no other
// subtest sees (a fresh store, or a fresh key prefix) and arrange its Close
// with t.Cleanup. Subtests run in parallel.
func Run(t *testing.T, newStore func(t *testing.T) bff.Store) {
	tests := []struct {
		name string
		fn   func(t *testing.T, s bff.Store)
	}{
		{"SessionPutGetDelete", testSessionPutGetDelete},
		{"SessionReplaceMovesUser", testSessionReplaceMovesUser},
		{"SessionExpires", testSessionExpires},
		{"DeleteUserSessionsOnlyThatUser", testDeleteUserSessions},
		{"SessionSwapVersions", testSessionSwapVersions},
		{"SessionSwapConcurrentClaimOneWinner", testSessionSwapConcurrentClaimOneWinner},
		{"SessionSwapConcurrentUpdatesLoseNothing", testSessionSwapConcurrentUpdatesLoseNothing},
		{"SessionSwapAfterExpiry", testSessionSwapAfterExpiry},
		{"CacheSetGetDelete", testCacheSetGetDelete},
		{"CacheExpires", testCacheExpires},
		{"NonPositiveTTLRefused", testNonPositiveTTL},
		{"RateLimitBurstThenRefuseThenRecover", testRateLimitBurst},
		{"RateLimitKeysIndependent", testRateLimitKeysIndependent},
		{"RateLimitPeekCountsNothing", testRateLimitPeek},
		{"RateLimitInvalidLimitRefused", testRateLimitInvalid},
		{"IdempotencyBeginOnce", testIdempotencyBeginOnce},
		{"IdempotencyConcurrentBeginOneWinner", testIdempotencyConcurrent},
		{"IdempotencyCompleteThenReplay", testIdempotencyComplete},
		{"IdempotencyReleaseLetsRetry", testIdempotencyRelease},
		{"IdempotencyDoneRecordExpires", testIdempotencyExpires},
		{"IdempotencyLapsedLeaseTakenOverBySameFingerprintOnly", testIdempotencyLapsedLease},
		{"IdempotencyRenewExtendsInProgress", testIdempotencyRenewExtends},
		{"IdempotencyRenewRefusesDone", testIdempotencyRenewRefusesDone},
		{"IdempotencyRenewRefusesOtherHolderOrAbsent", testIdempotencyRenewRefusesOthers},
		{"CanceledContext", testCanceledContext},
		{"PingThenClose", testPingThenClose},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tc.fn(t, newStore(t))
		})
	}
}

func testSessionPutGetDelete(t *testing.T, s bff.Store) {
	ctx := t.Context()
	if _, err := s.GetSession(ctx, "nope"); !errors.Is(err, bff.ErrNotFound) {
		t.Fatalf("GetSession(absent) error = %v, want ErrNotFound", err)
	}
	want := bff.Session{ID: "s1", UserID: "u1", Data: []byte(`{"cart":"c1"}`)}
	mustNil(t, s.PutSession(ctx, want, long))
	got, err := s.GetSession(ctx, "s1")
	mustNil(t, err)
	if got.ID != want.ID || got.UserID != want.UserID || !bytes.Equal(got.Data, want.Data) {
		t.Fatalf("GetSession = %+v, want %+v", got, want)
	}
	guest := bff.Session{ID: "g1", Data: []byte("guest")}
	mustNil(t, s.PutSession(ctx, guest, long))
	if got, err := s.GetSession(ctx, "g1"); err != nil || got.UserID != "" || string(got.Data) != "guest" {
		t.Fatalf("guest GetSession = %+v, %v", got, err)
	}
	mustNil(t, s.DeleteSession(ctx, "s1"))
	if _, err := s.GetSession(ctx, "s1"); !errors.Is(err, bff.ErrNotFound) {
		t.Fatalf("GetSession after delete error = %v, want ErrNotFound", err)
	}
	mustNil(t, s.DeleteSession(ctx, "s1")) // deleting twice is fine
	// A deleted session is out of its user's index too.
	if n, err := s.DeleteUserSessions(ctx, "u1"); err != nil || n != 0 {
		t.Fatalf("DeleteUserSessions after DeleteSession = %d, %v; want 0", n, err)
	}
}

// A session re-put under another user leaves the first user's index, so
// logging the first user out everywhere does not touch it.
func testSessionReplaceMovesUser(t *testing.T, s bff.Store) {
	ctx := t.Context()
	mustNil(t, s.PutSession(ctx, bff.Session{ID: "s1", Data: []byte("guest")}, long))
	mustNil(t, s.PutSession(ctx, bff.Session{ID: "s1", UserID: "alice", Data: []byte("a")}, long))
	mustNil(t, s.PutSession(ctx, bff.Session{ID: "s1", UserID: "bob", Data: []byte("b")}, long))
	if n, err := s.DeleteUserSessions(ctx, "alice"); err != nil || n != 0 {
		t.Fatalf("DeleteUserSessions(alice) = %d, %v; want 0", n, err)
	}
	got, err := s.GetSession(ctx, "s1")
	if err != nil || got.UserID != "bob" || string(got.Data) != "b" {
		t.Fatalf("GetSession = %+v, %v; want bob's session", got, err)
	}
	if n, err := s.DeleteUserSessions(ctx, "bob"); err != nil || n != 1 {
		t.Fatalf("DeleteUserSessions(bob) = %d, %v; want 1", n, err)
	}
}

func testSessionExpires(t *testing.T, s bff.Store) {
	ctx := t.Context()
	start := time.Now()
	mustNil(t, s.PutSession(ctx, bff.Session{ID: "s1", UserID: "u1"}, shortTTL))
	mustNil(t, s.PutSession(ctx, bff.Session{ID: "s2", UserID: "u1"}, long))
	if _, err := s.GetSession(ctx, "s1"); err != nil {
		t.Fatalf("GetSession right after put: %v", err)
	}
	waitGone(t, start, func() error { _, err := s.GetSession(ctx, "s1"); return err })
	// The expired session no longer counts as the user's.
	if n, err := s.DeleteUserSessions(ctx, "u1"); err != nil || n != 1 {
		t.Fatalf("DeleteUserSessions = %d, %v; want 1 (only the live one)", n, err)
	}
}

func testDeleteUserSessions(t *testing.T, s bff.Store) {
	ctx := t.Context()
	for _, sess := range []bff.Session{
		{ID: "a1", UserID: "alice"}, {ID: "a2", UserID: "alice"}, {ID: "a3", UserID: "alice"},
		{ID: "b1", UserID: "bob"}, {ID: "g1"},
	} {
		mustNil(t, s.PutSession(ctx, sess, long))
	}
	n, err := s.DeleteUserSessions(ctx, "alice")
	if err != nil || n != 3 {
		t.Fatalf("DeleteUserSessions(alice) = %d, %v; want 3", n, err)
	}
	for _, id := range []string{"a1", "a2", "a3"} {
		if _, err := s.GetSession(ctx, id); !errors.Is(err, bff.ErrNotFound) {
			t.Errorf("GetSession(%s) error = %v, want ErrNotFound", id, err)
		}
	}
	for _, id := range []string{"b1", "g1"} {
		if _, err := s.GetSession(ctx, id); err != nil {
			t.Errorf("GetSession(%s) = %v; another user's or a guest's session was removed", id, err)
		}
	}
	if n, err := s.DeleteUserSessions(ctx, "alice"); err != nil || n != 0 {
		t.Fatalf("second DeleteUserSessions(alice) = %d, %v; want 0", n, err)
	}
	if n, err := s.DeleteUserSessions(ctx, ""); err != nil || n != 0 {
		t.Fatalf("DeleteUserSessions(\"\") = %d, %v; want 0 (guests are nobody's)", n, err)
	}
}

func testCacheSetGetDelete(t *testing.T, s bff.Store) {
	ctx := t.Context()
	if _, err := s.CacheGet(ctx, "k"); !errors.Is(err, bff.ErrNotFound) {
		t.Fatalf("CacheGet(absent) error = %v, want ErrNotFound", err)
	}
	mustNil(t, s.CacheSet(ctx, "k", []byte("v1"), long))
	mustNil(t, s.CacheSet(ctx, "k", []byte("v2"), long))
	got, err := s.CacheGet(ctx, "k")
	if err != nil || string(got) != "v2" {
		t.Fatalf("CacheGet = %q, %v; want v2", got, err)
	}
	got[0] = 'X' // the caller's copy is its own
	if again, _ := s.CacheGet(ctx, "k"); string(again) != "v2" {
		t.Fatalf("CacheGet after mutating a result = %q; want v2", again)
	}
	mustNil(t, s.CacheSet(ctx, "empty", []byte{}, long))
	if got, err := s.CacheGet(ctx, "empty"); err != nil || len(got) != 0 {
		t.Fatalf("CacheGet(empty) = %q, %v; want an empty value", got, err)
	}
	mustNil(t, s.CacheDelete(ctx, "k"))
	if _, err := s.CacheGet(ctx, "k"); !errors.Is(err, bff.ErrNotFound) {
		t.Fatalf("CacheGet after delete error = %v, want ErrNotFound", err)
	}
	mustNil(t, s.CacheDelete(ctx, "k"))
}

func testCacheExpires(t *testing.T, s bff.Store) {
	ctx := t.Context()
	start := time.Now()
	mustNil(t, s.CacheSet(ctx, "k", []byte("v"), shortTTL))
	if _, err := s.CacheGet(ctx, "k"); err != nil {
		t.Fatalf("CacheGet right after set: %v", err)
	}
	waitGone(t, start, func() error { _, err := s.CacheGet(ctx, "k"); return err })
}

// Every entry must expire: a zero or negative TTL is a caller's mistake.
func testNonPositiveTTL(t *testing.T, s bff.Store) {
	ctx := t.Context()
	for _, ttl := range []time.Duration{0, -time.Second} {
		if err := s.PutSession(ctx, bff.Session{ID: "s"}, ttl); err == nil {
			t.Errorf("PutSession(ttl %s) succeeded", ttl)
		}
		if err := s.CacheSet(ctx, "k", nil, ttl); err == nil {
			t.Errorf("CacheSet(ttl %s) succeeded", ttl)
		}
		if _, _, err := s.BeginIdempotent(ctx, "k", "f", ttl); err == nil {
			t.Errorf("BeginIdempotent(ttl %s) succeeded", ttl)
		}
		if err := s.CompleteIdempotent(ctx, bff.IdempotencyRecord{Key: "k"}, ttl); err == nil {
			t.Errorf("CompleteIdempotent(ttl %s) succeeded", ttl)
		}
		if _, err := s.RenewIdempotent(ctx, "k", "f", ttl); err == nil {
			t.Errorf("RenewIdempotent(ttl %s) succeeded", ttl)
		}
	}
}

// waitGone polls read until it returns ErrNotFound, and checks that this
// did not happen before shortTTL had passed since start.
func waitGone(t *testing.T, start time.Time, read func() error) {
	t.Helper()
	for {
		err := read()
		if errors.Is(err, bff.ErrNotFound) {
			if el := time.Since(start); el < shortTTL-50*time.Millisecond {
				t.Fatalf("entry expired after %s, before its TTL %s", el, shortTTL)
			}
			return
		}
		if err != nil {
			t.Fatalf("read while waiting for expiry: %v", err)
		}
		if time.Since(start) > shortTTL+expiryDeadline {
			t.Fatalf("entry still present %s after put with TTL %s", time.Since(start), shortTTL)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func mustNil(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// concurrently runs fn n times at once and waits for all.
func concurrently(n int, fn func(i int)) {
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range n {
		wg.Go(func() {
			<-start
			fn(i)
		})
	}
	close(start)
	wg.Wait()
}

// canceled returns an already canceled context.
func canceled() context.Context {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	return ctx
}
