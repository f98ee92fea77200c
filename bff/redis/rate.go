package redis

import (
	"context"
	"fmt"

	"github.com/go-redis/redis_rate/v10"

	"github.com/payhub/payhub/bff"
)

// Allow counts one event for key against limit with redis_rate's GCRA,
// which runs in Redis (on the server's clock) so that every replica shares
// one budget per key. Burst < 1 is treated as 1.
func (s *Store) Allow(ctx context.Context, key string, limit bff.Limit) (bff.RateResult, error) {
	if limit.Rate <= 0 || limit.Period <= 0 {
		return bff.RateResult{}, fmt.Errorf("redis: invalid rate limit %+v", limit)
	}
	res, err := s.limiter.Allow(ctx, s.prefix+key, redis_rate.Limit{
		Rate:   limit.Rate,
		Period: limit.Period,
		Burst:  max(limit.Burst, 1),
	})
	if err != nil {
		return bff.RateResult{}, fmt.Errorf("redis: allow: %w", err)
	}
	out := bff.RateResult{Allowed: res.Allowed > 0, Remaining: max(res.Remaining, 0)}
	if !out.Allowed {
		out.RetryAfter = res.RetryAfter
	}
	return out, nil
}
