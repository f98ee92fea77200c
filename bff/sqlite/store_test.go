package sqlite

import (
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/storetest"
)

func TestStore_conformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) bff.Store {
		return open(t, t.TempDir())
	})
}

// open opens the store in dir and closes it at cleanup.
func open(t *testing.T, dir string, opts ...Option) *Store {
	t.Helper()
	s, err := Open(t.Context(), dir, opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Close() })
	return s
}

// Everything written before Close is there when the file is opened again:
// sessions with their versions, cache, rate-limit state and finished
// idempotency records.
func TestStore_keepsEverythingAcrossReopen(t *testing.T) {
	dir := t.TempDir()
	ctx := t.Context()
	one := bff.Limit{Rate: 1, Period: time.Hour, Burst: 1}
	s := open(t, dir)
	mustNil(t, s.PutSession(ctx, bff.Session{ID: "s", UserID: "u", Data: []byte("cart")}, time.Hour))
	mustNil(t, s.CacheSet(ctx, "c", []byte("v"), time.Hour))
	rec, won, err := s.BeginIdempotent(ctx, "pay", "fp", time.Hour)
	if err != nil || !won {
		t.Fatalf("begin = %v, %v", won, err)
	}
	rec.Status, rec.Body = 200, []byte(`{"receiptId":"R-1"}`)
	mustNil(t, s.CompleteIdempotent(ctx, rec, time.Hour))
	if r, err := s.Allow(ctx, "ip", one); err != nil || !r.Allowed {
		t.Fatalf("first event: %+v, %v", r, err)
	}
	mustNil(t, s.Close())

	s = open(t, dir)
	if got, err := s.GetSession(ctx, "s"); err != nil || got.UserID != "u" || string(got.Data) != "cart" || got.Version != 1 {
		t.Fatalf("session after reopen = %+v, %v", got, err)
	}
	if got, err := s.CacheGet(ctx, "c"); err != nil || string(got) != "v" {
		t.Fatalf("cache after reopen = %q, %v", got, err)
	}
	got, won, err := s.BeginIdempotent(ctx, "pay", "fp", time.Hour)
	if err != nil || won || got.State != bff.IdempotencyDone || got.Status != 200 || string(got.Body) != string(rec.Body) {
		t.Fatalf("idempotency record after reopen = %+v, %v, %v; want the kept answer", got, won, err)
	}
	if r, err := s.Allow(ctx, "ip", one); err != nil || r.Allowed {
		t.Fatalf("event after reopen: %+v, %v; want refused, the first one still counts", r, err)
	}
}

// A reservation left in progress belongs to a process that stopped before
// finishing: the next Open drops it so the command can run again, and
// keeps the finished ones.
func TestOpen_dropsReservationsOfAStoppedProcess(t *testing.T) {
	dir := t.TempDir()
	ctx := t.Context()
	s := open(t, dir)
	if _, won, err := s.BeginIdempotent(ctx, "stopped", "fp-1", time.Hour); err != nil || !won {
		t.Fatalf("begin = %v, %v", won, err)
	}
	rec, _, err := s.BeginIdempotent(ctx, "finished", "fp", time.Hour)
	mustNil(t, err)
	rec.Status = 200
	mustNil(t, s.CompleteIdempotent(ctx, rec, time.Hour))
	mustNil(t, s.Close())

	s = open(t, dir)
	if got, won, err := s.BeginIdempotent(ctx, "stopped", "fp-1", time.Hour); err != nil || !won {
		t.Fatalf("begin after reopen = %+v, %v, %v; want the stopped reservation gone", got, won, err)
	}
	if got, won, err := s.BeginIdempotent(ctx, "finished", "fp", time.Hour); err != nil || won || got.State != bff.IdempotencyDone {
		t.Fatalf("finished record after reopen = %+v, %v, %v; want it kept", got, won, err)
	}
}

// One process owns the file: a second Open is refused while the first
// holds it, and succeeds once it is closed.
func TestOpen_refusesAFileInUse(t *testing.T) {
	dir := t.TempDir()
	first := open(t, dir)
	if s, err := Open(t.Context(), dir, WithBusyTimeout(50*time.Millisecond)); err == nil {
		_ = s.Close()
		t.Fatal("a second Open of a file in use succeeded")
	}
	mustNil(t, first.PutSession(t.Context(), bff.Session{ID: "s"}, time.Hour))
	mustNil(t, first.Close())
	second := open(t, dir)
	if _, err := second.GetSession(t.Context(), "s"); err != nil {
		t.Fatalf("GetSession in the next owner: %v", err)
	}
	// The exclusive connection uses no shared-memory index.
	if _, err := os.Stat(filepath.Join(dir, FileName+"-shm")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a -shm file exists (%v): the connection is not exclusive", err)
	}
	info, err := os.Stat(filepath.Join(dir, FileName))
	mustNil(t, err)
	if perm := info.Mode().Perm(); perm != 0o600 {
		t.Errorf("file mode %o, want 600: sessions are credentials", perm)
	}
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

func TestStore_expiryFollowsInjectedClock(t *testing.T) {
	clock := newFakeClock()
	s := open(t, t.TempDir(), WithClock(clock.Now))
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
	s := open(t, t.TempDir(), WithClock(clock.Now))
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
	mustNil(t, s.sweep(ctx))
	if n := rows(t, s); n != 0 {
		t.Fatalf("%d rows after the rate key went idle, want 0", n)
	}
}

func TestJanitor_deletesExpiredRowsAndStopsOnClose(t *testing.T) {
	clock := newFakeClock()
	s, err := Open(t.Context(), t.TempDir(), WithClock(clock.Now), WithJanitorInterval(5*time.Millisecond))
	mustNil(t, err)
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
	for rows(t, s) != 1 { // "keep" remains
		if time.Now().After(deadline) {
			t.Fatalf("janitor left %d rows, want 1", rows(t, s))
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

// rows counts every row the store holds, expired or not.
func rows(t *testing.T, s *Store) int {
	t.Helper()
	var n int
	err := s.db.QueryRowContext(t.Context(), `SELECT (SELECT count(*) FROM sessions) + (SELECT count(*) FROM cache) +
		(SELECT count(*) FROM rates) + (SELECT count(*) FROM idempotency)`).Scan(&n)
	mustNil(t, err)
	return n
}

func mustNil(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// Checks made at once share commits, and each answers only once its event
// is in the file: right after the checks return, the table holds every
// key's state as memory has it, and the burst is used up exactly, across
// a reopen too.
func TestAllow_concurrentChecksAreCountedAndWrittenBeforeAnswering(t *testing.T) {
	dir := t.TempDir()
	s := open(t, dir)
	ctx := t.Context()
	limit := bff.Limit{Rate: 1, Period: time.Hour, Burst: 40}
	var allowed sync.WaitGroup
	var granted atomic.Int64
	for i := range 60 {
		allowed.Go(func() {
			r, err := s.Allow(ctx, "shared", limit)
			if err != nil {
				t.Error(err)
				return
			}
			if _, err := s.Allow(ctx, fmt.Sprintf("own-%d", i), limit); err != nil {
				t.Error(err)
			}
			if r.Allowed {
				granted.Add(1)
			}
		})
	}
	allowed.Wait()
	if n := granted.Load(); n != 40 {
		t.Fatalf("%d of 60 events allowed with a burst of 40", n)
	}
	s.rateMu.Lock()
	inMemory := maps.Clone(s.rates)
	s.rateMu.Unlock()
	if len(inMemory) != 61 {
		t.Fatalf("%d keys in memory, want 61", len(inMemory))
	}
	for key, want := range inMemory {
		var got rateState
		err := s.db.QueryRowContext(ctx, "SELECT tat, expires FROM rates WHERE key = ?", key).Scan(&got.tat, &got.expires)
		if err != nil || got != want {
			t.Fatalf("row of %q = %+v, %v; want %+v, written before its check answered", key, got, err, want)
		}
	}
	mustNil(t, s.Close())
	s = open(t, dir)
	if r, err := s.Allow(ctx, "shared", limit); err != nil || r.Allowed {
		t.Fatalf("event after reopen: %+v, %v; want refused, the burst is used up", r, err)
	}
	if r, err := s.Allow(ctx, "own-1", limit); err != nil || !r.Allowed || r.Remaining != 38 {
		t.Fatalf("second event of a key after reopen: %+v, %v; want allowed with 38 left", r, err)
	}
}

// A check answers only once its event is in the file: while the file's one
// connection is held elsewhere, so that nothing can be written, the check
// waits; it answers once the connection is free and its batch committed.
func TestAllow_waitsForItsEventToBeWritten(t *testing.T) {
	s := open(t, t.TempDir())
	ctx := t.Context()
	conn, err := s.db.Conn(ctx)
	mustNil(t, err)
	t.Cleanup(func() { _ = conn.Close() }) // before the store's Close, which writes
	answered := make(chan error, 1)
	go func() {
		_, err := s.Allow(ctx, "k", bff.Limit{Rate: 1, Period: time.Hour, Burst: 1})
		answered <- err
	}()
	select {
	case err := <-answered:
		t.Fatalf("the check answered (%v) while its event could not be written", err)
	case <-time.After(200 * time.Millisecond):
	}
	mustNil(t, conn.Close())
	mustNil(t, <-answered)
	var n int
	mustNil(t, s.db.QueryRowContext(ctx, "SELECT count(*) FROM rates WHERE key = 'k'").Scan(&n))
	if n != 1 {
		t.Fatalf("%d rows for the key after its check answered, want 1", n)
	}
}

// A check after Close is refused at once, never left waiting for a writer
// that has stopped.
func TestAllow_afterCloseIsRefused(t *testing.T) {
	s := open(t, t.TempDir())
	mustNil(t, s.Close())
	if _, err := s.Allow(t.Context(), "k", bff.Limit{Rate: 1, Period: time.Second, Burst: 1}); !errors.Is(err, ErrClosed) {
		t.Fatalf("Allow after Close: %v, want ErrClosed", err)
	}
	if _, err := s.rateWriter.add("k", rateState{}); !errors.Is(err, ErrClosed) {
		t.Fatalf("hand-over after Close: %v, want ErrClosed", err)
	}
}

// A statement being prepared waits for the store's one connection; a
// transaction holding it meanwhile still finds its kept statements, and so
// finishes and lets the preparing call go on (they once waited for each
// other for ever).
func TestStatements_preparingNeverBlocksATransaction(t *testing.T) {
	s := open(t, t.TempDir())
	ctx := t.Context()
	tx, err := s.db.BeginTx(ctx, nil)
	mustNil(t, err)
	waits := s.db.Stats().WaitCount
	deleted := make(chan error, 1)
	go func() { deleted <- s.CacheDelete(ctx, "k") }() // its statement is not prepared yet
	for s.db.Stats().WaitCount == waits {
		runtime.Gosched() // until it waits for the connection the transaction holds
	}
	wrote := make(chan error, 1)
	go func() {
		_, err := s.txExec(ctx, tx, sqlPutRate, "k", 1, 2)
		wrote <- errors.Join(err, tx.Commit())
	}()
	select {
	case err := <-wrote:
		mustNil(t, err)
	case <-time.After(10 * time.Second):
		_ = tx.Rollback()
		t.Fatal("the transaction waited for a statement being prepared, which waited for the transaction")
	}
	mustNil(t, <-deleted)
}

// A file of schema version 1 (before reservations had a holder and a
// lease) opens, gains the two columns and keeps its finished records.
func TestOpen_migratesAVersionOneFile(t *testing.T) {
	dir := t.TempDir()
	ctx := t.Context()
	s := open(t, dir)
	rec, _, err := s.BeginIdempotent(ctx, "finished", "fp", time.Hour)
	mustNil(t, err)
	rec.Status, rec.Body = 200, []byte(`{"receiptId":"r1"}`)
	mustNil(t, s.CompleteIdempotent(ctx, rec, time.Hour))
	for _, q := range []string{"ALTER TABLE idempotency DROP COLUMN holder", "ALTER TABLE idempotency DROP COLUMN lease_until", "PRAGMA user_version = 1"} {
		_, err := s.db.ExecContext(ctx, q)
		mustNil(t, err)
	}
	mustNil(t, s.Close())

	s = open(t, dir)
	if got, won, err := s.BeginIdempotent(ctx, "finished", "fp", time.Hour); err != nil || won || got.State != bff.IdempotencyDone || got.Status != 200 {
		t.Fatalf("finished record after the migration = %+v, %v, %v", got, won, err)
	}
	held, won, err := s.BeginIdempotent(ctx, "new", "fp", time.Hour)
	if err != nil || !won || held.Holder == "" {
		t.Fatalf("reservation after the migration = %+v, %v, %v; want a win with a holder", held, won, err)
	}
	if renewed, err := s.RenewIdempotent(ctx, "new", held.Holder, time.Hour); err != nil || !renewed {
		t.Fatalf("renewal after the migration = %v, %v", renewed, err)
	}
}
