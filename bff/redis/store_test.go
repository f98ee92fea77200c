package redis

import (
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/internal/redistest"
	"github.com/payhub/payhub/bff/storetest"
)

// TestStore starts the package's one redis-server and runs every Redis test
// as its subtest; each store gets a key prefix of its own.
func TestStore(t *testing.T) {
	url := redistest.Start(t)
	var n atomic.Int64
	open := func(t *testing.T, prefix string) *Store {
		s, err := New(t.Context(), url, WithPrefix(prefix))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = s.Close() }) // a second Close after the suite's own is expected to fail
		return s
	}
	fresh := func(t *testing.T) string { return fmt.Sprintf("test%d:", n.Add(1)) }

	t.Run("conformance", func(t *testing.T) {
		storetest.Run(t, func(t *testing.T) bff.Store { return open(t, fresh(t)) })
	})
	t.Run("ReplicasShareIdempotencyReservations", func(t *testing.T) {
		t.Parallel()
		prefix := fresh(t)
		a, b := open(t, prefix), open(t, prefix)
		ctx := t.Context()
		if _, won, err := a.BeginIdempotent(ctx, "pay-1", "fp", time.Hour); err != nil || !won {
			t.Fatalf("replica a begin = %v, %v", won, err)
		}
		rec, won, err := b.BeginIdempotent(ctx, "pay-1", "fp", time.Hour)
		if err != nil || won || rec.State != bff.IdempotencyInProgress || rec.Fingerprint != "fp" {
			t.Fatalf("replica b begin = %+v, %v, %v; want a's in-progress reservation", rec, won, err)
		}
		rec.Status, rec.Body = 200, []byte("ok")
		if err := a.CompleteIdempotent(ctx, rec, time.Hour); err != nil {
			t.Fatal(err)
		}
		if got, won, _ := b.BeginIdempotent(ctx, "pay-1", "fp", time.Hour); won || got.State != bff.IdempotencyDone || string(got.Body) != "ok" {
			t.Fatalf("replica b after a completed = %+v, %v; want the done record", got, won)
		}
		// Sessions and rate budgets are shared too.
		if err := a.PutSession(ctx, bff.Session{ID: "s", UserID: "u"}, time.Hour); err != nil {
			t.Fatal(err)
		}
		if n, err := b.DeleteUserSessions(ctx, "u"); err != nil || n != 1 {
			t.Fatalf("replica b DeleteUserSessions = %d, %v; want 1", n, err)
		}
		one := bff.Limit{Rate: 1, Period: time.Hour, Burst: 1}
		if r, _ := a.Allow(ctx, "ip", one); !r.Allowed {
			t.Fatalf("replica a first event refused: %+v", r)
		}
		if r, _ := b.Allow(ctx, "ip", one); r.Allowed {
			t.Fatal("replica b allowed an event replica a had already spent")
		}
	})
	t.Run("PrefixesIsolateDeployments", func(t *testing.T) {
		t.Parallel()
		a, b := open(t, fresh(t)), open(t, fresh(t))
		ctx := t.Context()
		if _, won, _ := a.BeginIdempotent(ctx, "k", "fp", time.Hour); !won {
			t.Fatal("a lost its first begin")
		}
		if _, won, _ := b.BeginIdempotent(ctx, "k", "fp", time.Hour); !won {
			t.Fatal("b saw a's reservation through a different prefix")
		}
		if err := a.CacheSet(ctx, "c", []byte("v"), time.Hour); err != nil {
			t.Fatal(err)
		}
		if _, err := b.CacheGet(ctx, "c"); err != bff.ErrNotFound {
			t.Fatalf("b CacheGet = %v, want ErrNotFound", err)
		}
		keys, err := a.rdb.Keys(ctx, "*").Result()
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range keys {
			if !strings.HasPrefix(k, "test") && !strings.HasPrefix(k, "rate:test") {
				t.Errorf("key %q is outside every test prefix", k)
			}
		}
	})
	t.Run("DefaultPrefix", func(t *testing.T) {
		t.Parallel()
		// Database 1, so that the other subtests' key check sees only
		// their own prefixes.
		s, err := New(t.Context(), strings.TrimSuffix(url, "/0")+"/1")
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		if err := s.CacheSet(t.Context(), "default-prefix-check", []byte("v"), time.Minute); err != nil {
			t.Fatal(err)
		}
		if n, err := s.rdb.Exists(t.Context(), "payhub:cache:default-prefix-check").Result(); err != nil || n != 1 {
			t.Fatalf("payhub:cache:default-prefix-check exists = %d, %v; want 1", n, err)
		}
	})
	t.Run("UserIndexPrunesExpiredSessions", func(t *testing.T) {
		t.Parallel()
		s := open(t, fresh(t))
		ctx := t.Context()
		if err := s.PutSession(ctx, bff.Session{ID: "old", UserID: "u"}, 20*time.Millisecond); err != nil {
			t.Fatal(err)
		}
		time.Sleep(50 * time.Millisecond)
		if err := s.PutSession(ctx, bff.Session{ID: "new", UserID: "u"}, time.Hour); err != nil {
			t.Fatal(err)
		}
		ids, err := s.rdb.ZRange(ctx, s.key(kindUser, "u"), 0, -1).Result()
		if err != nil || len(ids) != 1 || ids[0] != "new" {
			t.Fatalf("user index = %v, %v; want only the live session", ids, err)
		}
		if ttl := s.rdb.PTTL(ctx, s.key(kindUser, "u")).Val(); ttl <= 59*time.Minute {
			t.Fatalf("user index TTL = %s, want about an hour (its longest session)", ttl)
		}
	})
	t.Run("NewRefusesBadURLAndUnreachableServer", func(t *testing.T) {
		t.Parallel()
		if _, err := New(t.Context(), "not a url"); err == nil {
			t.Error("New with a bad URL succeeded")
		}
		// Port 1 on loopback refuses connections.
		if _, err := New(t.Context(), "redis://127.0.0.1:1/0"); err == nil {
			t.Error("New against a closed port succeeded")
		}
	})
}
