package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/payhub/payhub/sandbox"
)

// syncWriter serializes writes from concurrent loggers in tests, and
// reads of what they wrote.
type syncWriter struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

// String returns what was written so far.
func (s *syncWriter) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.String()
}

func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.Write(p)
}

// TestShutdown_drainsInFlightRequests starts a screen request that is held
// up by a slow upstream, shuts down while it is in flight, and expects the
// request to finish with 200 before Shutdown returns.
func TestShutdown_drainsInFlightRequests(t *testing.T) {
	sb, err := sandbox.New(context.Background(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = sb.Close() })
	arrived := make(chan struct{}, 8)
	release := make(chan struct{})
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		arrived <- struct{}{}
		<-release
		sb.Handler().ServeHTTP(w, r)
	}))
	t.Cleanup(slow.Close)
	fast := httptest.NewServer(sb.Handler())
	t.Cleanup(fast.Close)
	file := filepath.Join(t.TempDir(), "upstreams.json")
	ups := fmt.Sprintf(`{"siteconfig":%q,"payables":%q,"announcements":%q,"cart":%q,"history":%q,"wallet":%q}`,
		slow.URL+"/svc/config", fast.URL+"/svc/payables", fast.URL+"/svc/announcements",
		fast.URL+"/svc/cart", fast.URL+"/svc/history", fast.URL+"/svc/wallet")
	if err := os.WriteFile(file, []byte(ups), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg, err := parseConfig([]string{"serve", "--addr", "127.0.0.1:0", "--upstreams", file, "--wallet-url", "http://127.0.0.1:1",
		"--data-dir", t.TempDir()}, func(string) string { return "" }, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	m := &Main{Config: cfg}
	if err := m.Start(context.Background()); err != nil {
		t.Fatal(err)
	}

	type result struct {
		code int
		err  error
	}
	done := make(chan result, 1)
	go func() {
		resp, err := http.Get(m.URL("bff") + "/bff/v1/sunshine/demo/screens/home")
		if err != nil {
			done <- result{err: err}
			return
		}
		resp.Body.Close()
		done <- result{code: resp.StatusCode}
	}()
	<-arrived // the request is in flight, waiting on the config upstream

	shutdownDone := make(chan error, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		shutdownDone <- m.Shutdown(ctx)
	}()
	select {
	case err := <-shutdownDone:
		t.Fatalf("Shutdown returned (%v) while a request was in flight", err)
	case <-time.After(200 * time.Millisecond):
	}
	close(release)
	r := <-done
	if r.err != nil || r.code != 200 {
		t.Fatalf("in-flight request: %d %v", r.code, r.err)
	}
	if err := <-shutdownDone; err != nil {
		t.Fatalf("shutdown: %v", err)
	}
	if _, err := http.Get(m.URL("bff") + "/healthz"); err == nil {
		t.Fatal("the BFF still answers after shutdown")
	}
}
