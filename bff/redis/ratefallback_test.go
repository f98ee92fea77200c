package redis

import (
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/internal/redistest"
)

// TestAllowCountsInProcessWhileRedisIsDown stops the store's redis-server
// in the middle: events beyond the limit are still refused (the limiter
// does not fail open), the outage is logged once, and once the server is
// back events are counted in Redis again.
func TestAllowCountsInProcessWhileRedisIsDown(t *testing.T) {
	srv := redistest.StartServer(t)
	logs := &redistest.SyncBuffer{}
	s, err := New(t.Context(), srv.URL(), WithPrefix("fallback:"), WithRateProbeInterval(0),
		WithLogger(slog.New(slog.NewTextHandler(logs, nil))))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Close() })
	ctx := t.Context()
	limit := bff.Limit{Rate: 1, Period: time.Hour, Burst: 3}
	inRedis := func(key string) bool {
		t.Helper()
		n, err := s.rdb.Exists(ctx, "rate:fallback:"+key).Result()
		if err != nil {
			t.Fatalf("reading Redis: %v", err)
		}
		return n == 1
	}

	if r, err := s.Allow(ctx, "up", limit); err != nil || !r.Allowed || !inRedis("up") {
		t.Fatalf("Allow with Redis up = %+v, %v; want allowed and counted in Redis", r, err)
	}

	srv.Stop()
	for i := range limit.Burst {
		if r, err := s.Allow(ctx, "ip", limit); err != nil || !r.Allowed {
			t.Fatalf("event %d of the burst with Redis down = %+v, %v; want allowed", i+1, r, err)
		}
	}
	for i := range 5 {
		r, err := s.Allow(ctx, "ip", limit)
		if err != nil || r.Allowed || r.RetryAfter <= 0 {
			t.Fatalf("event %d beyond the burst with Redis down = %+v, %v; want refused with a RetryAfter", i+1, r, err)
		}
	}
	if n := strings.Count(logs.String(), "rate_limit_fallback "); n != 1 {
		t.Errorf("the outage was logged %d times, want once:\n%s", n, logs)
	}
	if !strings.Contains(logs.String(), "level=WARN") {
		t.Errorf("the outage was not logged at warn:\n%s", logs)
	}

	srv.Restart()
	// The client's pool dials a server it lost in the background, in its
	// own time; the check below is about the store once it can reach
	// Redis again.
	for s.Ping(ctx) != nil {
		time.Sleep(50 * time.Millisecond)
	}
	if r, err := s.Allow(ctx, "back", limit); err != nil || !r.Allowed || !inRedis("back") {
		t.Fatalf("Allow after Redis came back = %+v, %v; want allowed and counted in Redis", r, err)
	}
	if n := strings.Count(logs.String(), "rate_limit_fallback_ended"); n != 1 {
		t.Errorf("the recovery was logged %d times, want once:\n%s", n, logs)
	}
}

// TestRateFallbackProbesRedisOncePerInterval: while Redis is down, one
// check per interval asks it; the others stay in process.
func TestRateFallbackProbesRedisOncePerInterval(t *testing.T) {
	f := newRateFallback()
	t.Cleanup(func() { _ = f.local.Close() })
	t0 := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	if probe, down := f.shouldProbe(t0); !probe || down {
		t.Fatal("a check while Redis answers did not go to Redis")
	}
	f.failed(t.Context(), t0, errTest)
	for _, at := range []time.Duration{0, time.Millisecond, f.probe - time.Nanosecond} {
		if probe, _ := f.shouldProbe(t0.Add(at)); probe {
			t.Fatalf("a check %s after the failure went to Redis, within the probe interval %s", at, f.probe)
		}
	}
	if probe, down := f.shouldProbe(t0.Add(f.probe)); !probe || !down {
		t.Fatal("the first check after the probe interval did not probe Redis")
	}
	if probe, _ := f.shouldProbe(t0.Add(f.probe)); probe {
		t.Fatal("a second check at once also went to Redis while the first probe is under way")
	}
	f.recovered(t.Context())
	if probe, down := f.shouldProbe(t0.Add(f.probe)); !probe || down {
		t.Fatal("after Redis answered, a check did not go to Redis")
	}
}

var errTest = errors.New("connection refused")
