package main

import (
	"context"
	"net"
	"net/http"
	"sync"
	"time"
)

// A BFF stopping behind a load balancer that keeps connections to it open
// (nginx's upstream keepalive) must not close a connection the balancer
// may be writing a request into: http.Server.Shutdown closes idle
// connections at once, and a request nginx sent on one at that moment is
// lost; nginx does not send a POST to the other replica again, so the
// payer gets a 502. So on SIGINT/SIGTERM the BFF first stops accepting
// connections (the balancer, refused, sends new requests to the other
// replica: a refused connection carried no request, so even a POST goes
// there) and, for --drain-delay, keeps serving the connections it has,
// every answer with Connection: close, so that each is closed by the BFF
// right after an answer the balancer reads; the balancer closes those it
// leaves idle itself (its keepalive_timeout, shorter than the delay:
// docker/nginx/payhub.conf). Only then does Shutdown run, with no idle
// connection left to close under a request.

// closeWhenDraining answers with Connection: close once the BFF drains.
func (m *Main) closeWhenDraining(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if m.draining.Load() {
			w.Header().Set("Connection", "close")
		}
		h.ServeHTTP(w, r)
	})
}

// drain stops accepting connections on the BFF's listener, makes every
// answer close its connection, then waits for the delay or ctx.
func (m *Main) drain(ctx context.Context, delay time.Duration) {
	m.draining.Store(true)
	if m.bffListener != nil {
		m.bffListener.stopAccepting()
	}
	if delay <= 0 {
		return
	}
	m.Logger.Info("draining: no new connections; each answer closes its connection until the drain", "delay", delay.String())
	t := time.NewTimer(delay)
	defer t.Stop()
	select {
	case <-t.C:
	case <-ctx.Done():
	}
}

// drainListener is a listener that can stop accepting before the server
// shuts down: its socket closes at once (new connections are refused),
// while Accept waits for Close, as for a listener still open, so that the
// server keeps serving the connections it has.
type drainListener struct {
	net.Listener
	stopped   chan struct{}
	closed    chan struct{}
	stopOnce  sync.Once
	closeOnce sync.Once
	closeErr  error
}

func newDrainListener(ln net.Listener) *drainListener {
	return &drainListener{Listener: ln, stopped: make(chan struct{}), closed: make(chan struct{})}
}

// Accept is the socket's until stopAccepting; then it waits for Close.
func (l *drainListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		select {
		case <-l.stopped:
			<-l.closed
			return nil, net.ErrClosed
		default:
		}
	}
	return c, err
}

// stopAccepting closes the socket; the listener stays open to the server.
func (l *drainListener) stopAccepting() {
	l.stopOnce.Do(func() {
		close(l.stopped)
		l.closeErr = l.Listener.Close()
	})
}

// Close closes the socket, if stopAccepting did not, and ends Accept.
func (l *drainListener) Close() error {
	var err error
	l.closeOnce.Do(func() {
		l.stopAccepting()
		err = l.closeErr
		close(l.closed)
	})
	return err
}
