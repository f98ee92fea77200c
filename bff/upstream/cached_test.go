package upstream

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// fakeClock is a settable clock for WithClock.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

func counter(calls *atomic.Int32) func(context.Context) (int, error) {
	return func(context.Context) (int, error) { return int(calls.Add(1)), nil }
}

func TestCachedKeepsAValueForItsTTL(t *testing.T) {
	clock := &fakeClock{now: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
	c := NewCached[int](time.Minute, WithClock(clock.Now))
	var calls atomic.Int32
	for _, step := range []struct {
		advance time.Duration
		want    int
	}{{0, 1}, {59 * time.Second, 1}, {time.Second, 2}, {30 * time.Second, 2}} {
		clock.Advance(step.advance)
		got, err := c.Get(t.Context(), "site", counter(&calls))
		if err != nil || got != step.want {
			t.Fatalf("after +%v: Get = %d, %v; want %d", step.advance, got, err, step.want)
		}
	}
}

func TestCachedCoalescesConcurrentLoadsOfOneKey(t *testing.T) {
	c := NewCached[string](time.Minute)
	var calls atomic.Int32
	release := make(chan struct{})
	load := func(context.Context) (string, error) {
		calls.Add(1)
		<-release
		return "config", nil
	}
	var wg sync.WaitGroup
	var started sync.WaitGroup
	errs := make(chan error, 100)
	for range 100 {
		started.Add(1)
		wg.Go(func() {
			started.Done()
			v, err := c.Get(t.Context(), "k", load)
			if err == nil && v != "config" {
				err = fmt.Errorf("got %q", v)
			}
			errs <- err
		})
	}
	started.Wait()
	// A caller that reaches Get only after the load finished finds the
	// stored value, so the count below holds however the callers are
	// scheduled.
	close(release)
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if n := calls.Load(); n != 1 {
		t.Errorf("load ran %d times for 100 concurrent Gets, want 1", n)
	}
}

// The first caller's load is under way (it entered) when that caller's
// context ends: the caller returns at once, the load goes on with a live
// context, and a second caller gets its value, whether it joined the load
// or came just after it and found the value stored. Either way the key is
// loaded once.
func TestCachedWaiterWithAnEndedContextReturnsWhileOthersGetTheValue(t *testing.T) {
	c := NewCached[string](time.Minute)
	var calls atomic.Int32
	entered := make(chan struct{})
	release := make(chan struct{})
	loadCtxErr := make(chan error, 1)
	load := func(ctx context.Context) (string, error) {
		if calls.Add(1) > 1 {
			return "", errors.New("a second load of a key whose load was under way or just stored")
		}
		close(entered)
		<-release
		loadCtxErr <- ctx.Err()
		return "v", nil
	}
	firstCtx, cancelFirst := context.WithCancel(t.Context())
	first := make(chan error, 1)
	go func() {
		_, err := c.Get(firstCtx, "k", load)
		first <- err
	}()
	<-entered
	second := make(chan error, 1)
	go func() {
		v, err := c.Get(t.Context(), "k", load)
		if err == nil && v != "v" {
			err = fmt.Errorf("got %q, want the loaded value", v)
		}
		second <- err
	}()

	cancelFirst()
	if err := <-first; !errors.Is(err, context.Canceled) {
		t.Fatalf("canceled waiter got %v", err)
	}
	close(release)
	if err := <-second; err != nil {
		t.Errorf("the other waiter: %v", err)
	}
	if err := <-loadCtxErr; err != nil {
		t.Errorf("the shared load's context ended with the first caller: %v", err)
	}
	if n := calls.Load(); n != 1 {
		t.Errorf("load ran %d times, want 1", n)
	}
}

// A caller whose lookup missed just before another caller's load stored
// the value reaches the shared load after that load has left the group:
// it gets the stored value instead of loading the key again.
func TestCachedCallerThatMissedJustBeforeALoadFinishedGetsItsValue(t *testing.T) {
	c := NewCached[int](time.Minute)
	var calls atomic.Int32
	if v, err := c.Get(t.Context(), "k", counter(&calls)); err != nil || v != 1 {
		t.Fatalf("first Get = %d, %v; want 1", v, err)
	}
	// share is what Get does after its lookup missed.
	if v, err := c.share(t.Context(), "k", counter(&calls)); err != nil || v != 1 {
		t.Fatalf("share after the load stored its value = %d, %v; want the stored 1", v, err)
	}
	if n := calls.Load(); n != 1 {
		t.Errorf("load ran %d times, want 1", n)
	}
}

func TestCachedLoadHasItsOwnTimeout(t *testing.T) {
	c := NewCached[int](time.Minute, WithLoadTimeout(50*time.Millisecond))
	_, err := c.Get(t.Context(), "k", func(ctx context.Context) (int, error) {
		<-ctx.Done()
		return 0, ctx.Err()
	})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("err = %v, want the load bound to end the load", err)
	}
}

func TestCachedDoesNotCacheErrors(t *testing.T) {
	c := NewCached[int](time.Minute)
	var calls atomic.Int32
	boom := errors.New("boom")
	failing := func(context.Context) (int, error) { calls.Add(1); return 0, boom }
	for range 2 {
		if _, err := c.Get(t.Context(), "k", failing); !errors.Is(err, boom) {
			t.Fatalf("err = %v", err)
		}
	}
	if v, err := c.Get(t.Context(), "k", counter(&calls)); err != nil || v != 3 {
		t.Errorf("Get after errors = %d, %v; want a fresh load", v, err)
	}
}

func TestCachedEvictsTheOldestEntryBeyondMaxEntries(t *testing.T) {
	clock := &fakeClock{now: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
	c := NewCached[string](time.Hour, WithClock(clock.Now), WithMaxEntries(2))
	var loads atomic.Int32
	load := func(key string) func(context.Context) (string, error) {
		return func(context.Context) (string, error) { loads.Add(1); return key, nil }
	}
	for _, k := range []string{"a", "b", "c"} {
		clock.Advance(time.Second)
		if _, err := c.Get(t.Context(), k, load(k)); err != nil {
			t.Fatal(err)
		}
	}
	if c.Len() != 2 {
		t.Errorf("Len = %d, want 2", c.Len())
	}
	loads.Store(0)
	for _, k := range []string{"b", "c"} {
		_, _ = c.Get(t.Context(), k, load(k))
	}
	if loads.Load() != 0 {
		t.Errorf("the newest entries were reloaded")
	}
	_, _ = c.Get(t.Context(), "a", load("a"))
	if loads.Load() != 1 {
		t.Errorf("the oldest entry was not evicted")
	}
}

func TestCachedInvalidateDropsTheValueAndAnyLoadUnderWay(t *testing.T) {
	c := NewCached[int](time.Minute)
	var calls atomic.Int32
	if v, _ := c.Get(t.Context(), "k", counter(&calls)); v != 1 {
		t.Fatalf("first Get = %d", v)
	}
	c.Invalidate("k")
	if v, _ := c.Get(t.Context(), "k", counter(&calls)); v != 2 {
		t.Errorf("Get after Invalidate = %d, want a fresh load", v)
	}

	entered, release := make(chan struct{}), make(chan struct{})
	stale := make(chan int, 1)
	c.Invalidate("k")
	go func() {
		v, _ := c.Get(t.Context(), "k", func(context.Context) (int, error) {
			close(entered)
			<-release
			return 100, nil
		})
		stale <- v
	}()
	<-entered
	c.Invalidate("k")
	close(release)
	<-stale
	if v, _ := c.Get(t.Context(), "k", counter(&calls)); v != 3 {
		t.Errorf("Get = %d; a load under way at Invalidate must not be stored", v)
	}
}

func TestCachedTurnsAPanickingLoadIntoAnError(t *testing.T) {
	c := NewCached[int](time.Minute)
	_, err := c.Get(t.Context(), "k", func(context.Context) (int, error) { panic("bad config") })
	if err == nil {
		t.Fatal("a panicking load returned no error")
	}
}

func TestCachedLastIsTheLastValueEvenExpiredUntilInvalidated(t *testing.T) {
	clock := &fakeClock{now: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
	c := NewCached[int](time.Minute, WithClock(clock.Now))
	if _, ok := c.Last("site"); ok {
		t.Fatal("Last before any load")
	}
	var calls atomic.Int32
	if _, err := c.Get(t.Context(), "site", counter(&calls)); err != nil {
		t.Fatal(err)
	}
	clock.Advance(2 * time.Minute)
	if v, ok := c.Last("site"); !ok || v != 1 {
		t.Fatalf("Last after expiry = %d, %v; want 1", v, ok)
	}
	if v, err := c.Get(t.Context(), "site", counter(&calls)); err != nil || v != 2 {
		t.Fatalf("Get after expiry = %d, %v; want a fresh load", v, err)
	}
	if v, ok := c.Last("site"); !ok || v != 2 {
		t.Fatalf("Last after the reload = %d, %v; want 2", v, ok)
	}
	c.Invalidate("site")
	if _, ok := c.Last("site"); ok {
		t.Fatal("Last after Invalidate")
	}
}
