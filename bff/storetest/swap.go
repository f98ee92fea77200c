package storetest

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
)

// testSessionSwapVersions checks the version rules of SwapSession: it
// writes only from the version it was given, every write (put or swap)
// counts, and it indexes the session by user as PutSession does.
func testSessionSwapVersions(t *testing.T, s bff.Store) {
	ctx := t.Context()
	swap := func(version int64, data string) bool {
		t.Helper()
		ok, err := s.SwapSession(ctx, bff.Session{ID: "s1", UserID: "u1", Data: []byte(data), Version: version}, long)
		mustNil(t, err)
		return ok
	}
	read := func() bff.Session {
		t.Helper()
		got, err := s.GetSession(ctx, "s1")
		mustNil(t, err)
		return got
	}
	if swap(1, "a") {
		t.Fatal("swap from version 1 wrote a session that does not exist")
	}
	if _, err := s.GetSession(ctx, "s1"); !errors.Is(err, bff.ErrNotFound) {
		t.Fatalf("GetSession after a refused swap: %v, want ErrNotFound", err)
	}
	if !swap(0, "a") {
		t.Fatal("swap from version 0 did not create the absent session")
	}
	if got := read(); got.Version != 1 || string(got.Data) != "a" || got.UserID != "u1" {
		t.Fatalf("after the first swap: %+v, want version 1 holding a", got)
	}
	if swap(0, "b") {
		t.Fatal("a second swap from version 0 overwrote the session")
	}
	if !swap(1, "b") {
		t.Fatal("swap from the stored version 1 was refused")
	}
	mustNil(t, s.PutSession(ctx, bff.Session{ID: "s1", UserID: "u1", Data: []byte("c"), Version: 99}, long))
	if got := read(); got.Version != 3 || string(got.Data) != "c" {
		t.Fatalf("after a put: %+v, want version 3 holding c (a put counts, its Version is ignored)", got)
	}
	if swap(2, "stale") {
		t.Fatal("swap from version 2 overwrote a put made since")
	}
	if got := read(); string(got.Data) != "c" {
		t.Fatalf("a refused swap changed the session: %+v", got)
	}
	if n, err := s.DeleteUserSessions(ctx, "u1"); err != nil || n != 1 {
		t.Fatalf("DeleteUserSessions(u1) = %d, %v; want 1: a swapped session is indexed by user", n, err)
	}
	ok, err := s.SwapSession(ctx, bff.Session{ID: "s2"}, 0)
	if err == nil || ok {
		t.Fatalf("SwapSession with ttl 0 = %v, %v; want an error", ok, err)
	}
}

// testSessionSwapConcurrentClaimOneWinner races goroutines that each want
// their own cart in one session, as the first adds of a session do: each
// reads the session, keeps the cart already there, or swaps its own in and
// reads again when it loses. Exactly one cart wins and every goroutine ends
// with it.
func testSessionSwapConcurrentClaimOneWinner(t *testing.T, s bff.Store) {
	const n = 32
	ctx := t.Context()
	kept := make([]string, n)
	won := make([]bool, n)
	errs := make([]error, n)
	concurrently(n, func(i int) {
		mine := fmt.Sprintf("cart-%d", i)
		for range 10 * n {
			cur, err := s.GetSession(ctx, "s")
			if err != nil && !errors.Is(err, bff.ErrNotFound) {
				errs[i] = err
				return
			}
			if len(cur.Data) > 0 {
				kept[i] = string(cur.Data)
				return
			}
			ok, err := s.SwapSession(ctx, bff.Session{ID: "s", Data: []byte(mine), Version: cur.Version}, long)
			if err != nil {
				errs[i] = err
				return
			}
			if ok {
				kept[i], won[i] = mine, true
				return
			}
		}
		errs[i] = fmt.Errorf("goroutine %d neither won nor saw a winner", i)
	})
	for _, err := range errs {
		mustNil(t, err)
	}
	if w := countTrue(won); w != 1 {
		t.Fatalf("%d goroutines swapped their cart in, want exactly 1", w)
	}
	winner := kept[slices.Index(won, true)]
	for i, id := range kept {
		if id != winner {
			t.Errorf("goroutine %d ended with %q, want the winner %q", i, id, winner)
		}
	}
	if got, err := s.GetSession(ctx, "s"); err != nil || string(got.Data) != winner || got.Version != 1 {
		t.Fatalf("stored session = %+v, %v; want the winner %q at version 1", got, err, winner)
	}
}

// testSessionSwapConcurrentUpdatesLoseNothing races read-modify-write
// cycles of one stored session: each adds its own entry and retries on a
// lost swap, so every entry is there at the end.
func testSessionSwapConcurrentUpdatesLoseNothing(t *testing.T, s bff.Store) {
	const n = 20
	ctx := t.Context()
	mustNil(t, s.PutSession(ctx, bff.Session{ID: "s", UserID: "u", Data: []byte("start")}, long))
	errs := make([]error, n)
	concurrently(n, func(i int) {
		for range 10 * n {
			cur, err := s.GetSession(ctx, "s")
			if err != nil {
				errs[i] = err
				return
			}
			cur.Data = fmt.Appendf(cur.Data, ",e%d", i)
			ok, err := s.SwapSession(ctx, cur, long)
			if err != nil || ok {
				errs[i] = err
				return
			}
		}
		errs[i] = fmt.Errorf("goroutine %d never swapped", i)
	})
	for _, err := range errs {
		mustNil(t, err)
	}
	got, err := s.GetSession(ctx, "s")
	mustNil(t, err)
	entries := strings.Split(string(got.Data), ",")
	if len(entries) != n+1 || got.Version != n+1 {
		t.Fatalf("after %d concurrent updates: version %d, data %q; want every update kept", n, got.Version, got.Data)
	}
	for i := range n {
		if !slices.Contains(entries, fmt.Sprintf("e%d", i)) {
			t.Errorf("update %d was lost: %q", i, got.Data)
		}
	}
}

// testSessionSwapAfterExpiry: an expired session is absent, so only a swap
// from version 0 writes it again.
func testSessionSwapAfterExpiry(t *testing.T, s bff.Store) {
	ctx := t.Context()
	start := time.Now()
	mustNil(t, s.PutSession(ctx, bff.Session{ID: "s", Data: []byte("old")}, shortTTL))
	waitGone(t, start, func() error { _, err := s.GetSession(ctx, "s"); return err })
	if ok, err := s.SwapSession(ctx, bff.Session{ID: "s", Data: []byte("stale"), Version: 1}, long); err != nil || ok {
		t.Fatalf("swap from the expired session's version = %v, %v; want refused", ok, err)
	}
	if ok, err := s.SwapSession(ctx, bff.Session{ID: "s", Data: []byte("new")}, long); err != nil || !ok {
		t.Fatalf("swap from version 0 after expiry = %v, %v; want written", ok, err)
	}
	if got, err := s.GetSession(ctx, "s"); err != nil || string(got.Data) != "new" || got.Version != 1 {
		t.Fatalf("GetSession = %+v, %v; want the new session at version 1", got, err)
	}
}

func countTrue(bs []bool) int {
	n := 0
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}
