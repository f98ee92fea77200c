// Package inmem is the in-process bff.Store: sessions, cache, GCRA rate
// limits and idempotency records in maps behind one mutex. It serves tests
// that need a store and nothing on disk, and the Redis store's rate limits
// while Redis is down: nothing is shared between processes or survives a
// restart (the program's default without Redis is the embedded store,
// bff/sqlite).
//
// Expired entries are dropped lazily when read and by a janitor goroutine
// that Close stops.
package inmem

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/payhub/payhub/bff"
)

// DefaultJanitorInterval is how often the janitor sweeps expired entries.
const DefaultJanitorInterval = time.Minute

// ErrClosed is returned by every method after Close.
var ErrClosed = errors.New("inmem: store closed")

// Option configures a Store.
type Option func(*Store)

// WithClock replaces time.Now, so tests can move time forward. The clock
// decides every expiry, including rate-limit state.
func WithClock(now func() time.Time) Option {
	return func(s *Store) { s.now = now }
}

// WithJanitorInterval sets how often expired entries are swept; d <= 0
// keeps DefaultJanitorInterval.
func WithJanitorInterval(d time.Duration) Option {
	return func(s *Store) {
		if d > 0 {
			s.janitorEvery = d
		}
	}
}

// Store is an in-memory bff.Store, safe for concurrent use.
type Store struct {
	now          func() time.Time
	janitorEvery time.Duration

	mu       sync.Mutex
	closed   bool
	sessions map[string]sessionEntry
	byUser   map[string]map[string]struct{} // user id → session ids
	cache    map[string]cacheEntry
	rates    map[string]rateEntry
	idem     map[string]idemEntry

	// rateMu serialises Allow; see rate.go.
	rateMu sync.Mutex

	stop      chan struct{}
	stopped   chan struct{}
	closeOnce sync.Once
}

var _ bff.Store = (*Store)(nil)

// New returns an empty Store and starts its janitor; call Close to stop it.
func New(opts ...Option) *Store {
	s := &Store{
		now:          time.Now,
		janitorEvery: DefaultJanitorInterval,
		sessions:     make(map[string]sessionEntry),
		byUser:       make(map[string]map[string]struct{}),
		cache:        make(map[string]cacheEntry),
		rates:        make(map[string]rateEntry),
		idem:         make(map[string]idemEntry),
		stop:         make(chan struct{}),
		stopped:      make(chan struct{}),
	}
	for _, o := range opts {
		o(s)
	}
	go s.janitor()
	return s
}

// Ping reports ErrClosed after Close, and otherwise nil.
func (s *Store) Ping(ctx context.Context) error {
	return s.lock(ctx, func(time.Time) error { return nil })
}

// Close stops the janitor and waits for it to exit. Later calls to any
// method return ErrClosed; Close itself may be called again.
func (s *Store) Close() error {
	s.closeOnce.Do(func() {
		s.mu.Lock()
		s.closed = true
		s.mu.Unlock()
		close(s.stop)
		<-s.stopped
	})
	return nil
}

// lock runs fn under the mutex with the current time, after checking ctx
// and that the store is open.
func (s *Store) lock(ctx context.Context, fn func(now time.Time) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return ErrClosed
	}
	return fn(s.now())
}

func (s *Store) janitor() {
	defer close(s.stopped)
	tick := time.NewTicker(s.janitorEvery)
	defer tick.Stop()
	for {
		select {
		case <-s.stop:
			return
		case <-tick.C:
			s.sweep()
		}
	}
}

// sweep drops every expired entry.
func (s *Store) sweep() {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.now()
	for id, e := range s.sessions {
		if !alive(e.expires, now) {
			s.removeSession(id, e.s.UserID)
		}
	}
	sweepMap(s.cache, now, func(e cacheEntry) time.Time { return e.expires })
	sweepMap(s.rates, now, func(e rateEntry) time.Time { return e.expires })
	sweepMap(s.idem, now, func(e idemEntry) time.Time { return e.expires })
}

func sweepMap[E any](m map[string]E, now time.Time, expires func(E) time.Time) {
	for k, e := range m {
		if !alive(expires(e), now) {
			delete(m, k)
		}
	}
}

// alive reports whether an entry expiring at expires is still live at now.
func alive(expires, now time.Time) bool { return now.Before(expires) }

// checkTTL refuses a non-positive time to live: every entry must expire,
// the same rule the Redis store follows.
func checkTTL(ttl time.Duration) error {
	if ttl <= 0 {
		return fmt.Errorf("inmem: ttl must be positive, got %s", ttl)
	}
	return nil
}
