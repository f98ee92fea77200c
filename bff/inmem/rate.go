package inmem

import (
	"context"
	"fmt"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/throttled/throttled/v2"
)

// Rate limiting uses throttled's GCRA (the algorithm redis_rate runs in
// Redis) over gcraStore, the Store's own map, rather than throttled's
// memstore: memstore ignores TTLs, so its keys either pile up forever or
// fall out of an LRU under load (handing an attacker a fresh burst), and it
// cannot follow the injected clock's expiry. Here a key expires when its
// theoretical arrival time passes, and the janitor sweeps it.

type rateEntry struct {
	tat     int64 // theoretical arrival time, Unix nanoseconds
	expires time.Time
}

// Allow counts one event for key against limit. Burst < 1 is treated as 1.
func (s *Store) Allow(ctx context.Context, key string, limit bff.Limit) (bff.RateResult, error) {
	if err := ctx.Err(); err != nil {
		return bff.RateResult{}, err
	}
	quota, err := toQuota(limit)
	if err != nil {
		return bff.RateResult{}, err
	}
	lim, err := throttled.NewGCRARateLimiterCtx(gcraStore{s}, quota)
	if err != nil {
		return bff.RateResult{}, fmt.Errorf("inmem: %w", err)
	}
	// throttled reads, then compare-and-swaps, and gives up after a few lost
	// races. Serialising Allow means the swap never loses; the critical
	// section is a few map operations.
	s.rateMu.Lock()
	limited, res, err := lim.RateLimitCtx(ctx, key, 1)
	s.rateMu.Unlock()
	if err != nil {
		return bff.RateResult{}, err
	}
	out := bff.RateResult{Allowed: !limited, Remaining: max(res.Remaining, 0)}
	if limited {
		out.RetryAfter = res.RetryAfter
	}
	return out, nil
}

// Peek answers whether one more event for key would be allowed, without
// counting it: throttled's GCRA with a quantity of 0 changes nothing and
// sets RetryAfter only when the next event would be refused.
func (s *Store) Peek(ctx context.Context, key string, limit bff.Limit) (bff.RateResult, error) {
	if err := ctx.Err(); err != nil {
		return bff.RateResult{}, err
	}
	quota, err := toQuota(limit)
	if err != nil {
		return bff.RateResult{}, err
	}
	lim, err := throttled.NewGCRARateLimiterCtx(gcraStore{s}, quota)
	if err != nil {
		return bff.RateResult{}, fmt.Errorf("inmem: %w", err)
	}
	s.rateMu.Lock()
	_, res, err := lim.RateLimitCtx(ctx, key, 0)
	s.rateMu.Unlock()
	if err != nil {
		return bff.RateResult{}, err
	}
	if res.RetryAfter > 0 {
		return bff.RateResult{RetryAfter: res.RetryAfter}, nil
	}
	return bff.RateResult{Allowed: true, Remaining: max(res.Remaining, 1)}, nil
}

// toQuota maps Rate events per Period with bursts of Burst onto throttled,
// whose MaxBurst counts the events allowed beyond the first.
func toQuota(l bff.Limit) (throttled.RateQuota, error) {
	if l.Rate <= 0 || l.Period <= 0 || l.Period/time.Duration(l.Rate) <= 0 {
		return throttled.RateQuota{}, fmt.Errorf("inmem: invalid rate limit %+v", l)
	}
	return throttled.RateQuota{
		MaxRate:  throttled.PerDuration(l.Rate, l.Period),
		MaxBurst: max(l.Burst, 1) - 1,
	}, nil
}

// gcraStore is throttled.GCRAStoreCtx over Store.rates.
type gcraStore struct{ s *Store }

var _ throttled.GCRAStoreCtx = gcraStore{}

// GetWithTime returns the key's TAT, or -1 when absent, with the Store's
// clock.
func (g gcraStore) GetWithTime(ctx context.Context, key string) (int64, time.Time, error) {
	tat, at := int64(-1), time.Time{}
	err := g.s.lock(ctx, func(now time.Time) error {
		at = now
		if e, ok := g.s.rates[key]; ok && alive(e.expires, now) {
			tat = e.tat
		}
		return nil
	})
	return tat, at, err
}

// SetIfNotExistsWithTTL stores value when key is absent or expired.
func (g gcraStore) SetIfNotExistsWithTTL(ctx context.Context, key string, value int64, ttl time.Duration) (bool, error) {
	set := false
	err := g.s.lock(ctx, func(now time.Time) error {
		if e, ok := g.s.rates[key]; ok && alive(e.expires, now) {
			return nil
		}
		g.s.rates[key] = rateEntry{tat: value, expires: now.Add(ttl)}
		set = true
		return nil
	})
	return set, err
}

// CompareAndSwapWithTTL replaces old with new when key still holds old.
func (g gcraStore) CompareAndSwapWithTTL(ctx context.Context, key string, old, new int64, ttl time.Duration) (bool, error) {
	set := false
	err := g.s.lock(ctx, func(now time.Time) error {
		if e, ok := g.s.rates[key]; !ok || !alive(e.expires, now) || e.tat != old {
			return nil
		}
		g.s.rates[key] = rateEntry{tat: new, expires: now.Add(ttl)}
		set = true
		return nil
	})
	return set, err
}
