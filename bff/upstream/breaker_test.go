package upstream

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
)

func TestBreakerTripsAfterConsecutiveServerErrorsThenFailsFast(t *testing.T) {
	srv, hits := countingServer(t, status(http.StatusInternalServerError))
	h := newRecordHandler()
	p, obs := newTestPool(t, Options{Logger: slog.New(h),
		Breaker: BreakerSettings{ConsecutiveFailures: 3, OpenTimeout: time.Hour}})
	c := p.Client("payables", srv.URL)
	for i := range 3 {
		if s := p.BreakerStates()["payables"]; s != "closed" {
			t.Fatalf("breaker %s after %d failures, want closed", s, i)
		}
		wantCode(t, c.Do(t.Context(), Call{}, nil), bff.CodeUnavailable)
	}
	if s := p.BreakerStates()["payables"]; s != "open" {
		t.Fatalf("breaker %s after 3 consecutive 500s, want open", s)
	}
	before := hits.Load()
	err := c.Do(t.Context(), Call{Route: "GET /v0/{path}"}, nil)
	wantCode(t, err, bff.CodeUnavailable)
	if !errors.Is(err, ErrBreakerOpen) || hits.Load() != before {
		t.Errorf("err = %v, %d requests sent; want ErrBreakerOpen and none", err, hits.Load()-before)
	}
	if got := obs.lastCall(); got != (observedCall{"payables", "GET /v0/{path}", OutcomeBreakerOpen}) {
		t.Errorf("observed %+v", got)
	}
	if log := strings.Join(obs.stateLog(), ","); log != "payables=closed,payables=open" {
		t.Errorf("observer states = %s", log)
	}
	recs := h.records()
	if len(recs) != 1 || recs[0].Level != slog.LevelWarn {
		t.Fatalf("logged %d records, want one Warn for the transition", len(recs))
	}
	attrs := map[string]string{}
	recs[0].Attrs(func(a slog.Attr) bool { attrs[a.Key] = a.Value.String(); return true })
	if attrs["service"] != "payables" || attrs["from"] != "closed" || attrs["to"] != "open" {
		t.Errorf("transition logged with %v", attrs)
	}
}

func TestBreakerIgnoresCallsCanceledByTheCaller(t *testing.T) {
	var healthy atomic.Bool
	entered := make(chan struct{}, 1)
	srv, _ := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
		if healthy.Load() {
			return
		}
		entered <- struct{}{}
		<-r.Context().Done()
	})
	p, _ := newTestPool(t, Options{Breaker: BreakerSettings{ConsecutiveFailures: 2, OpenTimeout: time.Hour}})
	c := p.Client("cart", srv.URL)
	for range 5 {
		ctx, cancel := context.WithCancel(t.Context())
		go func() {
			<-entered
			cancel()
		}()
		if err := c.Do(ctx, Call{}, nil); !errors.Is(err, context.Canceled) {
			t.Fatalf("err = %v, want context.Canceled", err)
		}
		cancel()
	}
	if s := p.BreakerStates()["cart"]; s != "closed" {
		t.Fatalf("breaker %s after 5 canceled calls, want closed", s)
	}
	healthy.Store(true)
	if err := c.Do(t.Context(), Call{}, nil); err != nil {
		t.Errorf("Do after canceled calls = %v", err)
	}
}

func TestBreakerIgnoresClientErrors(t *testing.T) {
	srv, hits := countingServer(t, status(http.StatusNotFound))
	p, _ := newTestPool(t, Options{Breaker: BreakerSettings{ConsecutiveFailures: 2, OpenTimeout: time.Hour}})
	c := p.Client("payables", srv.URL)
	for range 5 {
		wantCode(t, c.Do(t.Context(), Call{}, nil), bff.CodeNotFound)
	}
	if s := p.BreakerStates()["payables"]; s != "closed" || hits.Load() != 5 {
		t.Errorf("breaker %s, %d requests after five 404s; want closed and 5", s, hits.Load())
	}
}

func TestBreakerCountsTimeouts(t *testing.T) {
	srv, _ := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-time.After(30 * time.Second):
		}
	})
	p, _ := newTestPool(t, Options{Breaker: BreakerSettings{ConsecutiveFailures: 2, OpenTimeout: time.Hour}})
	c := p.Client("wallet", srv.URL)
	for range 2 {
		wantCode(t, c.Do(t.Context(), Call{Timeout: 50 * time.Millisecond}, nil), bff.CodeTimeout)
	}
	if s := p.BreakerStates()["wallet"]; s != "open" {
		t.Errorf("breaker %s after two time-outs, want open", s)
	}
}

// tripAndWaitHalfOpen trips c's breaker (ConsecutiveFailures 2) with two
// failing calls and waits for OpenTimeout to move it to half-open.
func tripAndWaitHalfOpen(t *testing.T, p *Pool, c *Client) {
	t.Helper()
	for range 2 {
		_ = c.Do(t.Context(), Call{}, nil)
	}
	if s := p.BreakerStates()[c.Service()]; s != "open" {
		t.Fatalf("breaker %s, want open", s)
	}
	deadline := time.Now().Add(10 * time.Second)
	for p.BreakerStates()[c.Service()] != "half-open" {
		if time.Now().After(deadline) {
			t.Fatal("breaker did not become half-open after OpenTimeout")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestBreakerRecoversThroughHalfOpenAfterOpenTimeout(t *testing.T) {
	var healthy atomic.Bool
	srv, _ := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
		if !healthy.Load() {
			w.WriteHeader(http.StatusInternalServerError)
		}
	})
	p, obs := newTestPool(t, Options{Breaker: BreakerSettings{ConsecutiveFailures: 2, OpenTimeout: 100 * time.Millisecond}})
	c := p.Client("announcements", srv.URL)
	tripAndWaitHalfOpen(t, p, c)
	healthy.Store(true)
	if err := c.Do(t.Context(), Call{}, nil); err != nil {
		t.Fatalf("the half-open probe failed: %v", err)
	}
	if s := p.BreakerStates()["announcements"]; s != "closed" {
		t.Errorf("breaker %s after a successful probe, want closed", s)
	}
	want := "announcements=closed,announcements=open,announcements=half-open,announcements=closed"
	if log := strings.Join(obs.stateLog(), ","); log != want {
		t.Errorf("observer states = %s, want %s", log, want)
	}
}

func TestBreakerReopensWhenTheHalfOpenProbeFails(t *testing.T) {
	srv, _ := countingServer(t, status(http.StatusServiceUnavailable))
	p, _ := newTestPool(t, Options{MaxRetries: -1,
		Breaker: BreakerSettings{ConsecutiveFailures: 2, OpenTimeout: 100 * time.Millisecond}})
	c := p.Client("cart", srv.URL)
	tripAndWaitHalfOpen(t, p, c)
	wantCode(t, c.Do(t.Context(), Call{}, nil), bff.CodeUnavailable)
	if s := p.BreakerStates()["cart"]; s != "open" {
		t.Errorf("breaker %s after a failed probe, want open", s)
	}
}
