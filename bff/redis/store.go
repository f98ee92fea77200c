// Package redis is the bff.Store kept in Redis, so that any number of BFF
// replicas share sessions, cache, rate limits and idempotency records.
//
// Every key starts with the Store's prefix (default "payhub:") followed by
// a kind: session:{id} (a hash of user, data and write count), user:{userID}
// (a sorted set of that user's session ids scored by expiry, for "log out
// everywhere"), cache:{key} and idem:{key} (a JSON record). Rate-limit keys
// are the exception: redis_rate puts its own "rate:" in front, giving
// rate:{prefix}{key}. Multi-key updates run as Lua scripts that build keys
// from the prefix, so the Store needs a single Redis node (with or without
// replicas and Sentinel), not Redis Cluster. While Redis cannot answer,
// rate limits are counted in process (rate.go).
package redis

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/go-redis/redis_rate/v10"
	goredis "github.com/redis/go-redis/v9"

	"github.com/payhub/payhub/bff"
)

// DefaultPrefix starts every key unless WithPrefix says otherwise.
const DefaultPrefix = "payhub:"

// Option configures a Store.
type Option func(*Store)

// WithPrefix sets the key prefix, so that several deployments can share one
// Redis server.
func WithPrefix(prefix string) Option {
	return func(s *Store) { s.prefix = prefix }
}

// WithLogger sets where the Store reports that rate limits fell back to
// the in-process limiter and came back (default: nowhere).
func WithLogger(l *slog.Logger) Option {
	return func(s *Store) {
		if l != nil {
			s.rate.logger = l
		}
	}
}

// WithRateProbeInterval sets how long rate checks stay in process after
// Redis failed one (default DefaultRateProbeInterval); 0 asks Redis on
// every check.
func WithRateProbeInterval(d time.Duration) Option {
	return func(s *Store) { s.rate.probe = max(d, 0) }
}

// Store is a bff.Store in Redis, safe for concurrent use.
type Store struct {
	rdb     *goredis.Client
	limiter *redis_rate.Limiter
	prefix  string
	scripts scripts
	rate    *rateFallback // the rate limiter while Redis is down (ratefallback.go)
}

var _ bff.Store = (*Store)(nil)

// New connects to the Redis server at url (redis://[user:pass@]host:port/db
// or rediss://...) and checks that it answers before returning.
func New(ctx context.Context, url string, opts ...Option) (*Store, error) {
	o, err := goredis.ParseURL(url)
	if err != nil {
		return nil, fmt.Errorf("redis: parse url: %w", err)
	}
	rdb := goredis.NewClient(o)
	s := &Store{
		rdb:     rdb,
		limiter: redis_rate.NewLimiter(rdb),
		prefix:  DefaultPrefix,
		scripts: newScripts(),
		rate:    newRateFallback(),
	}
	for _, opt := range opts {
		opt(s)
	}
	if err := s.Ping(ctx); err != nil {
		_ = s.Close()
		return nil, err
	}
	return s, nil
}

// Ping reports whether the server answers.
func (s *Store) Ping(ctx context.Context) error {
	if err := s.rdb.Ping(ctx).Err(); err != nil {
		return fmt.Errorf("redis: ping: %w", err)
	}
	return nil
}

// Close closes the connection pool and the in-process rate limiter.
func (s *Store) Close() error {
	return errors.Join(s.rdb.Close(), s.rate.local.Close())
}

// key builds prefix + kind + ":" + id.
func (s *Store) key(kind, id string) string { return s.prefix + kind + ":" + id }

// Key kinds, after the prefix.
const (
	kindSession = "session"
	kindUser    = "user"
	kindCache   = "cache"
	kindIdem    = "idem"
)

// notFound maps redis.Nil to bff.ErrNotFound and wraps other errors.
func notFound(err error, op string) error {
	if errors.Is(err, goredis.Nil) {
		return bff.ErrNotFound
	}
	return fmt.Errorf("redis: %s: %w", op, err)
}

// ttlMillis converts ttl to whole milliseconds, rounding up so that a short
// positive ttl never becomes 0 (which Redis refuses). A non-positive ttl is
// an error: every entry must expire, the same rule the memory store follows.
func ttlMillis(ttl time.Duration) (int64, error) {
	if ttl <= 0 {
		return 0, fmt.Errorf("redis: ttl must be positive, got %s", ttl)
	}
	return int64((ttl + time.Millisecond - 1) / time.Millisecond), nil
}
