package main

import (
	"context"
	"net/http"
	"time"
)

// A BFF stopping behind a load balancer that keeps connections to it open
// (nginx's upstream keepalive) must not close a connection the balancer
// may be writing a request into: http.Server.Shutdown closes idle
// connections at once, and a request nginx sent on one at that moment is
// lost; nginx does not send a POST to the other replica again, so the
// payer gets a 502. With --drain-delay, the BFF first keeps serving for
// that long and answers every request with Connection: close, so that
// each connection is closed by the BFF right after an answer the balancer
// reads, and the balancer closes those it leaves idle itself (its
// keepalive_timeout, shorter than the delay: docker/nginx/payhub.conf).
// Only then does Shutdown close the listener, when no idle connection is
// left to close.

// closeWhenDraining answers with Connection: close once the BFF drains.
func (m *Main) closeWhenDraining(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if m.draining.Load() {
			w.Header().Set("Connection", "close")
		}
		h.ServeHTTP(w, r)
	})
}

// drain makes every answer close its connection, then waits for the
// delay or ctx.
func (m *Main) drain(ctx context.Context, delay time.Duration) {
	m.draining.Store(true)
	if delay <= 0 {
		return
	}
	m.Logger.Info("draining: closing each connection after its answer before the listener closes", "delay", delay.String())
	t := time.NewTimer(delay)
	defer t.Stop()
	select {
	case <-t.C:
	case <-ctx.Done():
	}
}
