package redis

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/payhub/payhub/bff/inmem"
)

// rateFallback is the in-process limiter that counts rate-limit events
// while Redis cannot, and the state that decides when to ask Redis again.
type rateFallback struct {
	local  *inmem.Store
	logger *slog.Logger
	probe  time.Duration

	mu    sync.Mutex
	down  bool
	retry time.Time // while down, the first time Redis may be asked again
}

func newRateFallback() *rateFallback {
	return &rateFallback{
		local:  inmem.New(),
		logger: slog.New(slog.DiscardHandler),
		probe:  DefaultRateProbeInterval,
	}
}

// shouldProbe reports whether a check at now goes to Redis, and whether
// Redis is known to be down: a check goes to Redis always while it
// answers, and while it is down once per probe interval (the check that
// probes pushes the next probe out, so that only one waits).
func (f *rateFallback) shouldProbe(now time.Time) (probe, down bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if !f.down {
		return true, false
	}
	if now.Before(f.retry) {
		return false, true
	}
	f.retry = now.Add(f.probe)
	return true, true
}

// failed records that Redis failed a check at now; the first failure of
// an outage is logged.
func (f *rateFallback) failed(ctx context.Context, now time.Time, err error) {
	f.mu.Lock()
	first := !f.down
	f.down, f.retry = true, now.Add(f.probe)
	f.mu.Unlock()
	if first {
		f.logger.WarnContext(ctx, "Redis is unavailable: rate limits are counted in this process until it answers",
			"code", "rate_limit_fallback", "error", err.Error())
	}
}

// recovered records that Redis answered a check; the first answer after an
// outage is logged.
func (f *rateFallback) recovered(ctx context.Context) {
	f.mu.Lock()
	was := f.down
	f.down = false
	f.mu.Unlock()
	if was {
		f.logger.InfoContext(ctx, "Redis answers again: rate limits are shared between replicas again",
			"code", "rate_limit_fallback_ended")
	}
}
