package upstream

import (
	"container/list"
	"context"
	"fmt"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"
)

// Cache defaults.
const (
	DefaultCacheMaxEntries  = 1000
	DefaultCacheLoadTimeout = 30 * time.Second
)

// CacheOption configures a Cached.
type CacheOption func(*cacheConfig)

type cacheConfig struct {
	now         func() time.Time
	maxEntries  int
	loadTimeout time.Duration
}

// WithClock replaces time.Now, for tests.
func WithClock(now func() time.Time) CacheOption {
	return func(c *cacheConfig) { c.now = now }
}

// WithMaxEntries bounds the number of cached keys (default 1000); when full,
// the entry closest to expiry is evicted first.
func WithMaxEntries(n int) CacheOption {
	return func(c *cacheConfig) { c.maxEntries = n }
}

// WithLoadTimeout bounds a shared load (default 30s). The load does not end
// with the caller that started it, so it needs a bound of its own.
func WithLoadTimeout(d time.Duration) CacheOption {
	return func(c *cacheConfig) { c.loadTimeout = d }
}

// Cached is a short-TTL cache with request coalescing for configuration and
// payable sources. Values are shared between callers: treat them as read-only.
type Cached[T any] struct {
	ttl   time.Duration
	cfg   cacheConfig
	group singleflight.Group

	mu      sync.Mutex
	entries map[string]*list.Element // of *cacheEntry[T]
	order   *list.List               // oldest store (so earliest expiry) first
	loading map[string]*loadToken    // loads whose result may still be stored
}

type cacheEntry[T any] struct {
	key     string
	value   T
	expires time.Time
}

type loadToken struct{}

// NewCached returns a cache whose entries live for ttl.
func NewCached[T any](ttl time.Duration, opts ...CacheOption) *Cached[T] {
	cfg := cacheConfig{now: time.Now, maxEntries: DefaultCacheMaxEntries, loadTimeout: DefaultCacheLoadTimeout}
	for _, opt := range opts {
		opt(&cfg)
	}
	if cfg.maxEntries <= 0 {
		cfg.maxEntries = DefaultCacheMaxEntries
	}
	if cfg.loadTimeout <= 0 {
		cfg.loadTimeout = DefaultCacheLoadTimeout
	}
	return &Cached[T]{
		ttl:     ttl,
		cfg:     cfg,
		entries: make(map[string]*list.Element),
		order:   list.New(),
		loading: make(map[string]*loadToken),
	}
}

// Get returns the cached value for key, or calls load once for all concurrent callers of the same key
// (golang.org/x/sync/singleflight DoChan). Each waiter keeps its own context: a waiter whose ctx ends
// returns ctx.Err() at once while the shared load continues for the others; the shared load runs with
// context.WithoutCancel(ctx of the first caller) plus a bound (option WithLoadTimeout, default 30s) so one
// caller's cancellation does not fail everyone. Errors are not cached. A panicking load is returned
// as an error to every waiter. A key is never loaded twice at once, nor again right after a load of it
// stored its value: a caller whose lookup missed just before that load finished gets the stored value.
func (c *Cached[T]) Get(ctx context.Context, key string, load func(ctx context.Context) (T, error)) (T, error) {
	var zero T
	if err := ctx.Err(); err != nil {
		return zero, err
	}
	if v, ok := c.lookup(key); ok {
		return v, nil
	}
	return c.share(ctx, key, load)
}

// share waits for key's shared load, starting it when none is under way.
func (c *Cached[T]) share(ctx context.Context, key string, load func(ctx context.Context) (T, error)) (T, error) {
	var zero T
	ch := c.group.DoChan(key, func() (any, error) {
		// A load that finished between the caller's lookup and DoChan
		// stored its value before leaving the group: use it rather than
		// load again.
		if v, ok := c.lookup(key); ok {
			return v, nil
		}
		return c.load(ctx, key, load)
	})
	select {
	case <-ctx.Done():
		return zero, ctx.Err()
	case r := <-ch:
		if r.Err != nil {
			return zero, r.Err
		}
		v, _ := r.Val.(T) // a nil interface value stays the zero T
		return v, nil
	}
}

// load runs the shared load detached from the first caller's cancellation
// and stores its value unless key was invalidated meanwhile.
func (c *Cached[T]) load(ctx context.Context, key string, load func(ctx context.Context) (T, error)) (v T, err error) {
	token := &loadToken{}
	c.mu.Lock()
	c.loading[key] = token
	c.mu.Unlock()
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("upstream: cache load of %q panicked: %v", key, r)
		}
		c.mu.Lock()
		defer c.mu.Unlock()
		if c.loading[key] != token {
			return
		}
		delete(c.loading, key)
		if err == nil {
			c.store(key, v)
		}
	}()
	lctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), c.cfg.loadTimeout)
	defer cancel()
	return load(lctx)
}

func (c *Cached[T]) lookup(key string) (T, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.entries[key]
	if !ok {
		var zero T
		return zero, false
	}
	e := el.Value.(*cacheEntry[T])
	if !c.cfg.now().Before(e.expires) {
		// Kept for Last until the next load replaces it, or eviction.
		var zero T
		return zero, false
	}
	return e.value, true
}

// Last returns the value last stored for key even after it expired, and
// whether there is one, without loading anything: what the service said
// most recently, for a caller that may act on it before the fresh answer
// arrives and checks that answer before keeping its result. Invalidate
// drops it.
func (c *Cached[T]) Last(key string) (T, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.entries[key]
	if !ok {
		var zero T
		return zero, false
	}
	return el.Value.(*cacheEntry[T]).value, true
}

// store adds or replaces key's entry, evicting the oldest when full. c.mu is held.
func (c *Cached[T]) store(key string, v T) {
	if c.ttl <= 0 {
		return
	}
	if el, ok := c.entries[key]; ok {
		c.remove(el)
	}
	for c.order.Len() >= c.cfg.maxEntries {
		c.remove(c.order.Front())
	}
	e := &cacheEntry[T]{key: key, value: v, expires: c.cfg.now().Add(c.ttl)}
	c.entries[key] = c.order.PushBack(e)
}

// remove drops el. c.mu is held.
func (c *Cached[T]) remove(el *list.Element) {
	delete(c.entries, el.Value.(*cacheEntry[T]).key)
	c.order.Remove(el)
}

// Invalidate drops key's value. A load of key already under way is not
// stored; the next Get starts a fresh one.
func (c *Cached[T]) Invalidate(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.entries[key]; ok {
		c.remove(el)
	}
	delete(c.loading, key)
	c.group.Forget(key)
}

// Len returns the number of entries held, expired ones included until they
// are replaced, invalidated or evicted.
func (c *Cached[T]) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len()
}
