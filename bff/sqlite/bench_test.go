package sqlite

import (
	"fmt"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
)

// The costs a request pays in the embedded store: reading its session,
// writing it back, one rate-limit check and a check-out's reservation.

func BenchmarkGetSession(b *testing.B) {
	s := openBench(b)
	if err := s.PutSession(b.Context(), bff.Session{ID: "s", UserID: "u", Data: make([]byte, 512)}, time.Hour); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := s.GetSession(b.Context(), "s"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSwapSession(b *testing.B) {
	s := openBench(b)
	sess := bff.Session{ID: "s", UserID: "u", Data: make([]byte, 512)}
	for b.Loop() {
		ok, err := s.SwapSession(b.Context(), sess, time.Hour)
		if err != nil || !ok {
			b.Fatal(ok, err)
		}
		sess.Version++
	}
}

func BenchmarkAllow(b *testing.B) {
	s := openBench(b)
	limit := bff.Limit{Rate: 1_000_000, Period: time.Hour, Burst: 1 << 20}
	for b.Loop() {
		if _, err := s.Allow(b.Context(), "ip:127.0.0.1", limit); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBeginCompleteIdempotent(b *testing.B) {
	s := openBench(b)
	i := 0
	for b.Loop() {
		i++
		rec, won, err := s.BeginIdempotent(b.Context(), fmt.Sprint("key-", i), "fp", time.Hour)
		if err != nil || !won {
			b.Fatal(won, err)
		}
		rec.Status, rec.Body = 200, make([]byte, 1024)
		if err := s.CompleteIdempotent(b.Context(), rec, time.Hour); err != nil {
			b.Fatal(err)
		}
	}
}

func openBench(b *testing.B) *Store {
	b.Helper()
	s, err := Open(b.Context(), b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = s.Close() })
	return s
}
