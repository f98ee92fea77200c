package screen_test

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/inmem"
	"github.com/payhub/payhub/bff/screen"
)

// clock is a settable time for the store and the cache.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// sharedRig is a Shared on an in-memory store, both on one clock.
func sharedRig(t *testing.T, opts ...screen.SharedOption) (*screen.Shared, *inmem.Store, *clock) {
	t.Helper()
	clk := &clock{t: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)}
	store := inmem.New(inmem.WithClock(clk.now))
	t.Cleanup(func() { _ = store.Close() })
	return screen.NewShared(store, screen.SharedScreenTTL, append([]screen.SharedOption{screen.WithSharedClock(clk.now)}, opts...)...), store, clk
}

// counted is a build that counts its calls and answers a complete screen
// of the site, or an incomplete one while incomplete is set.
type counted struct {
	calls      atomic.Int32
	incomplete atomic.Bool
	banner     atomic.Value // string
}

func (c *counted) build(context.Context) (screen.Screen, error) {
	c.calls.Add(1)
	s := screen.Screen{Screen: "home", Client: "sunshine", Site: "demo", Complete: true, Incomplete: []string{},
		Sections: map[string]screen.Section{"announcements": {Status: screen.StatusOK, Data: c.banner.Load()}}}
	if c.incomplete.Load() {
		s.Complete, s.Incomplete = false, []string{"announcements"}
		s.Sections["announcements"] = screen.Section{Status: screen.StatusError,
			Error: &screen.SectionError{Code: bff.CodeTimeout, Message: "slow"}}
	}
	return s, nil
}

func newCounted() *counted {
	c := &counted{}
	c.banner.Store("none")
	return c
}

func TestShared_aSecondRequestWithinTheTTLBuildsNothingAndOneAfterItBuildsAgain(t *testing.T) {
	c, _, clk := sharedRig(t)
	b := newCounted()
	first, err := c.Get(t.Context(), "k", b.build)
	if err != nil {
		t.Fatal(err)
	}
	clk.advance(screen.SharedScreenTTL - time.Millisecond)
	again, err := c.Get(t.Context(), "k", b.build)
	if err != nil {
		t.Fatal(err)
	}
	if n := b.calls.Load(); n != 1 || string(again.Body) != string(first.Body) || again.ETag != first.ETag {
		t.Fatalf("builds %d, bodies %s / %s, tags %s / %s", n, first.Body, again.Body, first.ETag, again.ETag)
	}
	if first.ETag != screen.ETagOf(first.Body) {
		t.Errorf("ETag %s is not the body's", first.ETag)
	}
	clk.advance(time.Millisecond)
	if _, err := c.Get(t.Context(), "k", b.build); err != nil || b.calls.Load() != 2 {
		t.Fatalf("after the TTL: builds %d, %v", b.calls.Load(), err)
	}
}

func TestShared_anIncompleteScreenIsNotKept(t *testing.T) {
	c, _, _ := sharedRig(t)
	b := newCounted()
	b.incomplete.Store(true)
	for range 2 {
		r, err := c.Get(t.Context(), "k", b.build)
		if err != nil || len(r.Failed) != 1 || r.Failed[0].Name != "announcements" || r.Failed[0].Code != bff.CodeTimeout {
			t.Fatalf("%+v %v", r, err)
		}
	}
	if n := b.calls.Load(); n != 2 {
		t.Fatalf("builds %d, want 2: an incomplete screen is built for each request", n)
	}
	b.incomplete.Store(false)
	_, _ = c.Get(t.Context(), "k", b.build)
	_, _ = c.Get(t.Context(), "k", b.build)
	if n := b.calls.Load(); n != 3 {
		t.Fatalf("builds %d, want 3: once complete, it is kept", n)
	}
}

func TestShared_anErrorIsNotKept(t *testing.T) {
	c, _, _ := sharedRig(t)
	var calls atomic.Int32
	fail := func(context.Context) (screen.Screen, error) {
		calls.Add(1)
		return screen.Screen{}, bff.Errorf(bff.CodeNotFound, "There is no such site.")
	}
	for range 2 {
		if _, err := c.Get(t.Context(), "k", fail); bff.ErrorCode(err) != bff.CodeNotFound {
			t.Fatalf("err %v", err)
		}
	}
	if calls.Load() != 2 {
		t.Fatalf("builds %d", calls.Load())
	}
}

// Concurrent requests for one key share one build: a request arriving while
// it runs joins it, one arriving after it finds the screen it stored.
func TestShared_concurrentRequestsShareOneBuild(t *testing.T) {
	c, _, _ := sharedRig(t)
	release := make(chan struct{})
	var calls atomic.Int32
	build := func(ctx context.Context) (screen.Screen, error) {
		calls.Add(1)
		<-release
		return screen.Screen{Screen: "home", Complete: true}, nil
	}
	var wg sync.WaitGroup
	tags := make([]string, 16)
	for i := range tags {
		wg.Go(func() {
			r, err := c.Get(t.Context(), "k", build)
			if err != nil {
				t.Error(err)
			}
			tags[i] = r.ETag
		})
	}
	close(release)
	wg.Wait()
	if n := calls.Load(); n != 1 {
		t.Fatalf("builds %d, want 1", n)
	}
	for _, tag := range tags {
		if tag != tags[0] || tag == "" {
			t.Fatalf("tags %v", tags)
		}
	}
}

func TestShared_aCallerThatGivesUpDoesNotCancelTheBuildForOthers(t *testing.T) {
	c, _, _ := sharedRig(t)
	started, release := make(chan struct{}), make(chan struct{})
	build := func(ctx context.Context) (screen.Screen, error) {
		close(started)
		<-release
		return screen.Screen{Screen: "home", Complete: true}, ctx.Err()
	}
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error)
	go func() {
		_, err := c.Get(ctx, "k", build)
		done <- err
	}()
	<-started
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("the caller that gave up: %v", err)
	}
	close(release)
	// The build went on and stored its screen: this finds it.
	r, err := c.Get(t.Context(), "k", func(context.Context) (screen.Screen, error) {
		t.Error("built again")
		return screen.Screen{}, nil
	})
	if err != nil || len(r.Body) == 0 {
		t.Fatalf("%+v %v", r, err)
	}
}

func TestShared_forgetDropsTheScreenAndABuildUnderWay(t *testing.T) {
	c, _, _ := sharedRig(t)
	b := newCounted()
	old, _ := c.Get(t.Context(), "k", b.build)
	if err := c.Forget(t.Context(), "k"); err != nil {
		t.Fatal(err)
	}
	b.banner.Store("cardDown")
	fresh, _ := c.Get(t.Context(), "k", b.build)
	if b.calls.Load() != 2 || fresh.ETag == old.ETag {
		t.Fatalf("after Forget: builds %d, tags %s / %s", b.calls.Load(), old.ETag, fresh.ETag)
	}

	// A build that read the announcements before the change and ends after
	// the Forget stores nothing.
	started, release := make(chan struct{}), make(chan struct{})
	stale := func(ctx context.Context) (screen.Screen, error) {
		close(started)
		<-release
		return screen.Screen{Screen: "home", Complete: true, Environment: "stale"}, nil
	}
	if err := c.Forget(t.Context(), "k"); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		_, _ = c.Get(t.Context(), "k", stale)
	}()
	<-started
	if err := c.Forget(t.Context(), "k"); err != nil {
		t.Fatal(err)
	}
	close(release)
	<-done
	if _, _ = c.Get(t.Context(), "k", b.build); b.calls.Load() != 3 {
		t.Fatalf("builds %d: the stale build was kept", b.calls.Load())
	}
}

// Another replica may rebuild a forgotten screen from configuration it still
// caches from before the change: for the window after a Forget, only this
// replica's own builds count; other replicas' count again after it.
func TestShared_afterForgetOnlyOwnBuildsCountForTheWindow(t *testing.T) {
	const window = 30 * time.Second
	clk := &clock{t: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)}
	store := inmem.New(inmem.WithClock(clk.now))
	t.Cleanup(func() { _ = store.Close() })
	here := screen.NewShared(store, screen.SharedScreenTTL, screen.WithSharedClock(clk.now), screen.WithOwnBuildsAfterForget(window))
	there := screen.NewShared(store, screen.SharedScreenTTL, screen.WithSharedClock(clk.now))
	mine, theirs := newCounted(), newCounted()
	theirs.banner.Store("other replica")

	if _, err := there.Get(t.Context(), "k", theirs.build); err != nil {
		t.Fatal(err)
	}
	if _, _ = here.Get(t.Context(), "k", mine.build); mine.calls.Load() != 0 {
		t.Fatal("without a Forget, another replica's screen is not used")
	}
	if err := here.Forget(t.Context(), "k"); err != nil {
		t.Fatal(err)
	}
	if _, _ = there.Get(t.Context(), "k", theirs.build); theirs.calls.Load() != 2 {
		t.Fatalf("the other replica did not rebuild: %d", theirs.calls.Load())
	}
	if _, _ = here.Get(t.Context(), "k", mine.build); mine.calls.Load() != 1 {
		t.Fatalf("within the window, the other replica's screen was used (builds %d)", mine.calls.Load())
	}
	if _, _ = here.Get(t.Context(), "k", mine.build); mine.calls.Load() != 1 {
		t.Fatalf("its own build is used: builds %d", mine.calls.Load())
	}
	clk.advance(window)
	if _, _ = there.Get(t.Context(), "k", theirs.build); theirs.calls.Load() != 3 {
		t.Fatalf("the entry expired: the other replica rebuilds (%d)", theirs.calls.Load())
	}
	if _, _ = here.Get(t.Context(), "k", mine.build); mine.calls.Load() != 1 {
		t.Fatalf("after the window, the other replica's screen counts again: builds %d", mine.calls.Load())
	}
}

// failingStore is a cache that is down.
type failingStore struct{}

func (failingStore) CacheGet(context.Context, string) ([]byte, error) {
	return nil, errors.New("connection refused")
}
func (failingStore) CacheSet(context.Context, string, []byte, time.Duration) error {
	return errors.New("connection refused")
}
func (failingStore) CacheDelete(context.Context, string) error {
	return errors.New("connection refused")
}

func TestShared_aStoreThatIsDownBuildsForEachRequest(t *testing.T) {
	c := screen.NewShared(failingStore{}, screen.SharedScreenTTL)
	b := newCounted()
	for range 2 {
		if r, err := c.Get(t.Context(), "k", b.build); err != nil || len(r.Body) == 0 {
			t.Fatalf("%+v %v", r, err)
		}
	}
	if b.calls.Load() != 2 {
		t.Fatalf("builds %d", b.calls.Load())
	}
	if err := c.Forget(t.Context(), "k"); err == nil {
		t.Error("Forget on a store that is down reported nothing")
	}
}

func TestShared_aPanickingBuildIsAnError(t *testing.T) {
	c, _, _ := sharedRig(t)
	_, err := c.Get(t.Context(), "k", func(context.Context) (screen.Screen, error) { panic("boom") })
	if err == nil {
		t.Fatal("no error")
	}
}
