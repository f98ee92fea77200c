package screen

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"

	"github.com/payhub/payhub/bff"
)

// SharedScreenTTL is how long an assembled screen that every visitor of a
// site sees alike is reused. Its sections are reads that change only when
// staff change an announcement or the site's configuration: a change made
// in the staff console drops the site's screens at once on the replica
// that made it, and a change made anywhere else (another replica, the
// services themselves) shows within these few seconds. Five seconds is
// long enough that a busy site rebuilds its screens a few times a minute
// instead of once per visitor, and short enough that nobody notices the
// wait for a change.
const SharedScreenTTL = 5 * time.Second

// sharedLoadTimeout bounds one shared build, which outlives the request
// that started it. The sections have budgets of their own (at most
// ConfigBudget); this only keeps a stuck build from holding its key.
const sharedLoadTimeout = 30 * time.Second

// SharedOption configures a Shared.
type SharedOption func(*Shared)

// WithSharedClock replaces time.Now, for tests.
func WithSharedClock(now func() time.Time) SharedOption {
	return func(c *Shared) { c.now = now }
}

// WithSharedLogger logs the store's failures (the screens are then built
// for each request, as without the cache).
func WithSharedLogger(l *slog.Logger) SharedOption {
	return func(c *Shared) { c.logger = l }
}

// WithOwnBuildsAfterForget makes the cache, for d after a Forget of a key,
// use only screens this Shared built itself. Another replica may rebuild
// the screen from configuration it still caches from before the change
// (ConfigCacheTTL): this replica, which saw the change, must not serve
// that. Zero (the default) trusts every build.
func WithOwnBuildsAfterForget(d time.Duration) SharedOption {
	return func(c *Shared) { c.ownAfterForget = d }
}

// Shared is a short-lived cache of assembled screens that are the same for
// every visitor, kept in the bff.Store's cache so that replicas on Redis
// share them. Builds are coalesced: one build per key at a time on a
// replica, whatever the number of requests waiting for it. Only complete
// screens are kept: a screen with a failed section is built again for the
// next request, which may find the upstream back.
type Shared struct {
	store          bff.Cache
	ttl            time.Duration
	ownAfterForget time.Duration
	now            func() time.Time
	logger         *slog.Logger
	// id tells this cache's builds from other replicas' in the store.
	id    string
	group singleflight.Group

	mu  sync.Mutex
	seq uint64
	// loading holds the token of each key's build under way; a build
	// whose token was dropped by Forget stores nothing.
	loading map[string]uint64
	// ownOnly holds, per forgotten key, until when only own builds count.
	ownOnly map[string]time.Time
}

// NewShared returns a cache keeping screens in store for ttl.
func NewShared(store bff.Cache, ttl time.Duration, opts ...SharedOption) *Shared {
	var b [8]byte
	_, _ = rand.Read(b[:]) // never fails (crypto/rand)
	c := &Shared{store: store, ttl: ttl, now: time.Now, logger: slog.New(slog.DiscardHandler),
		id: hex.EncodeToString(b[:]), loading: map[string]uint64{}, ownOnly: map[string]time.Time{}}
	for _, opt := range opts {
		opt(c)
	}
	return c
}

// Get returns key's screen: the stored one while it lives, otherwise the
// one build makes, shared with every caller waiting for the same key. Each
// caller keeps its own context: one whose ctx ends returns at once while
// the build goes on for the others, detached from the first caller's
// cancellation and bounded by sharedLoadTimeout. A store that fails is
// logged and passed by: the screen is built as if nothing were stored.
func (c *Shared) Get(ctx context.Context, key string, build func(ctx context.Context) (Screen, error)) (Rendered, error) {
	if err := ctx.Err(); err != nil {
		return Rendered{}, err
	}
	if r, ok := c.lookup(ctx, key); ok {
		return r, nil
	}
	ch := c.group.DoChan(key, func() (any, error) {
		lctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), sharedLoadTimeout)
		defer cancel()
		// A build that finished between the caller's lookup and DoChan
		// stored its screen before leaving the group: use it.
		if r, ok := c.lookup(lctx, key); ok {
			return r, nil
		}
		return c.build(lctx, key, build)
	})
	select {
	case <-ctx.Done():
		return Rendered{}, ctx.Err()
	case res := <-ch:
		if res.Err != nil {
			return Rendered{}, res.Err
		}
		r, _ := res.Val.(Rendered)
		return r, nil
	}
}

// Forget drops keys' screens from the store and any build of them under
// way on this replica, so that the next request builds them afresh. Other
// replicas see the store's entries gone at once, but may rebuild them from
// their own cached configuration (see WithOwnBuildsAfterForget).
func (c *Shared) Forget(ctx context.Context, keys ...string) error {
	now := c.now()
	c.mu.Lock()
	for k, until := range c.ownOnly {
		if !now.Before(until) {
			delete(c.ownOnly, k)
		}
	}
	for _, k := range keys {
		delete(c.loading, k)
		c.group.Forget(k)
		if c.ownAfterForget > 0 {
			c.ownOnly[k] = now.Add(c.ownAfterForget)
		}
	}
	c.mu.Unlock()
	var errs []error
	for _, k := range keys {
		if err := c.store.CacheDelete(ctx, k); err != nil {
			errs = append(errs, fmt.Errorf("screen: forgetting %q: %w", k, err))
		}
	}
	return errors.Join(errs...)
}

// lookup reads key's stored screen.
func (c *Shared) lookup(ctx context.Context, key string) (Rendered, bool) {
	raw, err := c.store.CacheGet(ctx, key)
	if err != nil {
		if !errors.Is(err, bff.ErrNotFound) {
			c.logger.WarnContext(ctx, "screen cache unavailable", "key", key, "err", err)
		}
		return Rendered{}, false
	}
	r, owner, ok := decodeShared(raw)
	if !ok || (owner != c.id && c.ownOnlyNow(key)) {
		return Rendered{}, false
	}
	return r, true
}

// ownOnlyNow reports whether key was forgotten recently enough that only
// this cache's own builds count.
func (c *Shared) ownOnlyNow(key string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	until, ok := c.ownOnly[key]
	return ok && c.now().Before(until)
}

// build makes key's screen and stores it when it is complete and key was
// not forgotten meanwhile. A panicking build is every waiter's error
// rather than the process's end (singleflight would panic again outside
// any request's recovery).
func (c *Shared) build(ctx context.Context, key string, build func(ctx context.Context) (Screen, error)) (r Rendered, err error) {
	c.mu.Lock()
	c.seq++
	token := c.seq
	c.loading[key] = token
	c.mu.Unlock()
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("screen: building %q panicked: %v", key, p)
		}
		c.mu.Lock()
		if c.loading[key] == token {
			delete(c.loading, key)
		}
		c.mu.Unlock()
	}()
	s, err := build(ctx)
	if err != nil {
		return Rendered{}, err
	}
	if r, err = Render(s); err != nil {
		return Rendered{}, err
	}
	if !s.Complete || !c.current(key, token) {
		return r, nil
	}
	if err := c.store.CacheSet(ctx, key, encodeShared(r, c.id), c.ttl); err != nil {
		c.logger.WarnContext(ctx, "screen cache unavailable", "key", key, "err", err)
		return r, nil
	}
	// A Forget between the check above and the store's write deleted
	// nothing yet: take back what was just written.
	if !c.current(key, token) {
		if err := c.store.CacheDelete(ctx, key); err != nil {
			c.logger.WarnContext(ctx, "screen cache unavailable", "key", key, "err", err)
		}
	}
	return r, nil
}

// current reports whether token is still key's build.
func (c *Shared) current(key string, token uint64) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.loading[key] == token
}

// The stored form of a screen: its entity tag, the id of the cache that
// built it, and the body, separated by newlines (neither the tag nor the
// id holds one).
func encodeShared(r Rendered, owner string) []byte {
	out := make([]byte, 0, len(r.ETag)+len(owner)+2+len(r.Body))
	out = append(out, r.ETag...)
	out = append(out, '\n')
	out = append(out, owner...)
	out = append(out, '\n')
	return append(out, r.Body...)
}

func decodeShared(raw []byte) (Rendered, string, bool) {
	etag, rest, ok := bytes.Cut(raw, []byte{'\n'})
	if !ok {
		return Rendered{}, "", false
	}
	owner, body, ok := bytes.Cut(rest, []byte{'\n'})
	if !ok || len(body) == 0 {
		return Rendered{}, "", false
	}
	return Rendered{Body: body, ETag: string(etag)}, string(owner), true
}
