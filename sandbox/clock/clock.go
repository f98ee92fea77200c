// Package clock is the sandbox clock (contracts §8): the sandbox's time is
// real time plus an offset that only grows, kept by a Store so that a
// restarted sandbox keeps its time. Every sandbox service reads its time
// from Clock.Now; moving the clock forward lets tests and people see a year
// of scheduled payments happen in a moment.
//
// The clock itself only keeps time. What runs when the clock moves (the
// scheduled-payments runner) is the sandbox's: see sandbox.Server's
// POST /svc/clock/advance.
package clock

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// MaxAdvance bounds one advance: ten years, the farthest a plan may be
// scheduled ahead (spec 001 §9).
const MaxAdvance = 10 * 366 * 24 * time.Hour

// Store keeps the clock's offset.
type Store interface {
	// ClockOffset returns the stored offset; zero when none is stored.
	ClockOffset(ctx context.Context) (time.Duration, error)
	// SetClockOffset stores the offset when it is ahead of the stored one
	// and returns the offset stored afterwards: the clock never goes back,
	// even when two processes move it at once.
	SetClockOffset(ctx context.Context, offset time.Duration) (time.Duration, error)
}

// Clock is the sandbox's time. It is safe for concurrent use.
type Clock struct {
	store Store
	base  func() time.Time

	mu     sync.RWMutex
	offset time.Duration
}

// New returns the clock over store, reading the stored offset. base is the
// real time (time.Now when nil; tests pass a fixed clock).
func New(ctx context.Context, store Store, base func() time.Time) (*Clock, error) {
	if base == nil {
		base = time.Now
	}
	c := &Clock{store: store, base: base}
	if err := c.Reload(ctx); err != nil {
		return nil, err
	}
	return c, nil
}

// Now returns the sandbox's time.
func (c *Clock) Now() time.Time {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.base().Add(c.offset)
}

// Base returns the real time the clock runs on, for what must stay on it:
// the tokens that browsers and the BFF check against their own clocks.
func (c *Clock) Base() time.Time { return c.base() }

// Offset returns how far the clock runs ahead of real time.
func (c *Clock) Offset() time.Duration {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.offset
}

// Reload reads the stored offset, so that a clock moved by another process
// on the same database is followed.
func (c *Clock) Reload(ctx context.Context) error {
	off, err := c.store.ClockOffset(ctx)
	if err != nil {
		return fmt.Errorf("clock: %w", err)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.offset = max(c.offset, off)
	return nil
}

// SetAtLeast moves the clock forward so that Now is at least t; a t in the
// past changes nothing. It returns the new time.
func (c *Clock) SetAtLeast(ctx context.Context, t time.Time) (time.Time, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	want := t.Sub(c.base())
	if want <= c.offset {
		return c.base().Add(c.offset), nil
	}
	off, err := c.store.SetClockOffset(ctx, want)
	if err != nil {
		return time.Time{}, fmt.Errorf("clock: %w", err)
	}
	c.offset = off
	return c.base().Add(c.offset), nil
}

// ValidAdvance checks a requested advance: positive and at most
// MaxAdvance.
func ValidAdvance(by time.Duration) error {
	if by <= 0 || by > MaxAdvance {
		return fmt.Errorf("the clock moves forward by a positive duration of at most %s", MaxAdvance)
	}
	return nil
}
