package redis

import (
	"context"
	"fmt"
	"time"

	"github.com/go-redis/redis_rate/v10"

	"github.com/payhub/payhub/bff"
)

// DefaultRateProbeInterval is how long rate checks stay in process after
// Redis failed one, before the next check asks Redis again.
const DefaultRateProbeInterval = time.Second

// rateProbeTimeout bounds a check that asks Redis while it is known to be
// down: the client's own dial retries take about a second, which the one
// request that probes should not wait.
const rateProbeTimeout = 200 * time.Millisecond

// Allow counts one event for key against limit with redis_rate's GCRA,
// which runs in Redis (on the server's clock) so that every replica shares
// one budget per key. Burst < 1 is treated as 1.
//
// When Redis cannot answer, the event is counted by an in-process limiter
// instead (the memory store's GCRA), so limits still hold while Redis is
// down: per replica rather than shared, but never open. The change is
// logged once at warn, and once more at info when Redis answers again.
// While Redis is down only one check per probe interval
// (WithRateProbeInterval) tries it, for at most rateProbeTimeout, so that
// requests do not each wait for a failing server.
func (s *Store) Allow(ctx context.Context, key string, limit bff.Limit) (bff.RateResult, error) {
	if limit.Rate <= 0 || limit.Period <= 0 {
		return bff.RateResult{}, fmt.Errorf("redis: invalid rate limit %+v", limit)
	}
	probe, down := s.rate.shouldProbe(time.Now())
	if !probe {
		return s.rate.local.Allow(ctx, key, limit)
	}
	rctx := ctx
	if down {
		var cancel context.CancelFunc
		rctx, cancel = context.WithTimeout(ctx, rateProbeTimeout)
		defer cancel()
	}
	res, err := s.limiter.Allow(rctx, s.prefix+key, redis_rate.Limit{
		Rate:   limit.Rate,
		Period: limit.Period,
		Burst:  max(limit.Burst, 1),
	})
	if err != nil {
		if cerr := ctx.Err(); cerr != nil {
			return bff.RateResult{}, cerr // the caller left; Redis is not to blame
		}
		s.rate.failed(ctx, time.Now(), err)
		return s.rate.local.Allow(ctx, key, limit)
	}
	s.rate.recovered(ctx)
	out := bff.RateResult{Allowed: res.Allowed > 0, Remaining: max(res.Remaining, 0)}
	if !out.Allowed {
		out.RetryAfter = res.RetryAfter
	}
	return out, nil
}

// Peek answers whether one more event for key would be allowed, without
// counting it: redis_rate's GCRA with a cost of 0 changes nothing and
// reports how many events the key has left, one or more when the next is
// allowed. When Redis cannot answer, the in-process limiter answers, as
// for Allow.
func (s *Store) Peek(ctx context.Context, key string, limit bff.Limit) (bff.RateResult, error) {
	if limit.Rate <= 0 || limit.Period <= 0 {
		return bff.RateResult{}, fmt.Errorf("redis: invalid rate limit %+v", limit)
	}
	probe, down := s.rate.shouldProbe(time.Now())
	if !probe {
		return s.rate.local.Peek(ctx, key, limit)
	}
	rctx := ctx
	if down {
		var cancel context.CancelFunc
		rctx, cancel = context.WithTimeout(ctx, rateProbeTimeout)
		defer cancel()
	}
	res, err := s.limiter.AllowN(rctx, s.prefix+key, redis_rate.Limit{
		Rate:   limit.Rate,
		Period: limit.Period,
		Burst:  max(limit.Burst, 1),
	}, 0)
	if err != nil {
		if cerr := ctx.Err(); cerr != nil {
			return bff.RateResult{}, cerr
		}
		s.rate.failed(ctx, time.Now(), err)
		return s.rate.local.Peek(ctx, key, limit)
	}
	s.rate.recovered(ctx)
	if res.Remaining >= 1 {
		return bff.RateResult{Allowed: true, Remaining: res.Remaining}, nil
	}
	// Less than one event left: the next is allowed once the rest of one
	// emission interval has passed, which RetryAfter gives when the key is
	// over its limit and the whole interval bounds otherwise.
	retry := res.RetryAfter
	if retry <= 0 {
		retry = limit.Period / time.Duration(limit.Rate)
	}
	return bff.RateResult{RetryAfter: retry}, nil
}
