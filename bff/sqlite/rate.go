package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/throttled/throttled/v2"

	"github.com/payhub/payhub/bff"
)

// Rate limiting uses throttled's GCRA (the algorithm the memory store runs,
// and redis_rate in Redis) over gcraStore, the rates table. A key's row
// expires when its theoretical arrival time passes, and the janitor
// deletes it.

// Allow counts one event for key against limit. Burst < 1 is treated as 1.
func (s *Store) Allow(ctx context.Context, key string, limit bff.Limit) (bff.RateResult, error) {
	lim, err := s.gcra(ctx, limit)
	if err != nil {
		return bff.RateResult{}, err
	}
	// throttled reads, then compare-and-swaps, and gives up after a few lost
	// races. Serialising the checks of the process (the only one on the
	// file) means the swap never loses.
	s.rateMu.Lock()
	limited, res, err := lim.RateLimitCtx(ctx, key, 1)
	s.rateMu.Unlock()
	if err != nil {
		return bff.RateResult{}, wrap("allow", err)
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
	lim, err := s.gcra(ctx, limit)
	if err != nil {
		return bff.RateResult{}, err
	}
	s.rateMu.Lock()
	_, res, err := lim.RateLimitCtx(ctx, key, 0)
	s.rateMu.Unlock()
	if err != nil {
		return bff.RateResult{}, wrap("peek", err)
	}
	if res.RetryAfter > 0 {
		return bff.RateResult{RetryAfter: res.RetryAfter}, nil
	}
	return bff.RateResult{Allowed: true, Remaining: max(res.Remaining, 1)}, nil
}

// gcra is throttled's limiter for limit over the rates table, after
// checking ctx and that the store is open. Rate events per Period with
// bursts of Burst map onto throttled's quota, whose MaxBurst counts the
// events allowed beyond the first.
func (s *Store) gcra(ctx context.Context, l bff.Limit) (*throttled.GCRARateLimiterCtx, error) {
	if err := s.check(ctx); err != nil {
		return nil, err
	}
	if l.Rate <= 0 || l.Period <= 0 || l.Period/time.Duration(l.Rate) <= 0 {
		return nil, fmt.Errorf("sqlite: invalid rate limit %+v", l)
	}
	lim, err := throttled.NewGCRARateLimiterCtx(gcraStore{s}, throttled.RateQuota{
		MaxRate:  throttled.PerDuration(l.Rate, l.Period),
		MaxBurst: max(l.Burst, 1) - 1,
	})
	if err != nil {
		return nil, fmt.Errorf("sqlite: %w", err)
	}
	return lim, nil
}

// gcraStore is throttled.GCRAStoreCtx over the rates table; each method is
// one statement, so each is atomic on its own.
type gcraStore struct{ s *Store }

var _ throttled.GCRAStoreCtx = gcraStore{}

// GetWithTime returns the key's TAT, or -1 when absent, with the Store's
// clock.
func (g gcraStore) GetWithTime(ctx context.Context, key string) (int64, time.Time, error) {
	now := g.s.now()
	var tat int64
	err := g.s.queryRow(ctx, "SELECT tat FROM rates WHERE key = ? AND expires > ?", []any{key, now.UnixNano()}, &tat)
	if errors.Is(err, sql.ErrNoRows) {
		return -1, now, nil
	}
	if err != nil {
		return 0, now, err
	}
	return tat, now, nil
}

// SetIfNotExistsWithTTL stores value when key is absent or expired.
func (g gcraStore) SetIfNotExistsWithTTL(ctx context.Context, key string, value int64, ttl time.Duration) (bool, error) {
	now := g.s.now().UnixNano()
	res, err := g.s.exec(ctx, `INSERT INTO rates (key, tat, expires) VALUES (?, ?, ?)
		ON CONFLICT (key) DO UPDATE SET tat = excluded.tat, expires = excluded.expires WHERE rates.expires <= ?`,
		key, value, now+int64(ttl), now)
	return affected(res, err)
}

// CompareAndSwapWithTTL replaces old with new when key still holds old.
func (g gcraStore) CompareAndSwapWithTTL(ctx context.Context, key string, old, new int64, ttl time.Duration) (bool, error) {
	now := g.s.now().UnixNano()
	res, err := g.s.exec(ctx, "UPDATE rates SET tat = ?, expires = ? WHERE key = ? AND tat = ? AND expires > ?",
		new, now+int64(ttl), key, old, now)
	return affected(res, err)
}

// affected reports whether a statement changed one row.
func affected(res sql.Result, err error) (bool, error) {
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
