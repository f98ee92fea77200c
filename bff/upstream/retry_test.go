package upstream

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
)

// failingThen answers failures times with status, then 200 {}.
func failingThen(failures int32, status int, header http.Header) http.HandlerFunc {
	var n atomic.Int32
	return func(w http.ResponseWriter, r *http.Request) {
		if n.Add(1) <= failures {
			for k, v := range header {
				w.Header()[k] = v
			}
			w.WriteHeader(status)
			return
		}
		_, _ = w.Write([]byte(`{}`))
	}
}

func TestGetIsRetriedOn503UntilItSucceeds(t *testing.T) {
	srv, hits := countingServer(t, failingThen(2, http.StatusServiceUnavailable, nil))
	p, obs := newTestPool(t, Options{})
	if err := p.Client("cart", srv.URL).Do(t.Context(), Call{}, nil); err != nil {
		t.Fatalf("Do = %v after two 503s, want success on the third attempt", err)
	}
	if hits.Load() != 3 || obs.retryCount("cart") != 2 {
		t.Errorf("%d attempts, %d retries observed; want 3 and 2", hits.Load(), obs.retryCount("cart"))
	}
}

func TestRetriesStopAfterMaxRetriesWithTheLastAnswer(t *testing.T) {
	srv, hits := countingServer(t, status(http.StatusBadGateway))
	p, obs := newTestPool(t, Options{MaxRetries: 3})
	err := p.Client("cart", srv.URL).Do(t.Context(), Call{}, nil)
	wantCode(t, err, bff.CodeUnavailable)
	var se *StatusError
	if !errors.As(err, &se) || se.Status != http.StatusBadGateway {
		t.Errorf("err = %v, want a StatusError 502", err)
	}
	if hits.Load() != 4 || obs.retryCount("cart") != 3 {
		t.Errorf("%d attempts, %d retries; want 4 and 3", hits.Load(), obs.retryCount("cart"))
	}
}

func TestOnlyTransientStatusesAreRetried(t *testing.T) {
	for _, tc := range []struct {
		status   int
		attempts int32
	}{
		{429, 3}, {502, 3}, {503, 3}, {504, 3},
		{400, 1}, {401, 1}, {403, 1}, {404, 1}, {409, 1}, {422, 1}, {500, 1}, {501, 1},
	} {
		t.Run(fmt.Sprint(tc.status), func(t *testing.T) {
			srv, hits := countingServer(t, status(tc.status))
			p, _ := newTestPool(t, Options{})
			_ = p.Client("cart", srv.URL).Do(t.Context(), Call{}, nil)
			if hits.Load() != tc.attempts {
				t.Errorf("status %d: %d attempts, want %d", tc.status, hits.Load(), tc.attempts)
			}
		})
	}
}

func TestOnlySafeMethodsAreRetried(t *testing.T) {
	for _, tc := range []struct {
		method, key string
		attempts    int32
	}{
		{http.MethodGet, "", 3}, {http.MethodHead, "", 3}, {http.MethodPut, "", 3}, {http.MethodDelete, "", 3},
		{http.MethodPost, "", 1}, {http.MethodPatch, "", 1},
		{http.MethodPost, "key-1", 3}, {http.MethodPatch, "key-1", 3},
	} {
		t.Run(tc.method+tc.key, func(t *testing.T) {
			bodies := make(chan string, 3)
			srv, hits := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
				b, _ := io.ReadAll(r.Body)
				bodies <- r.Header.Get("Idempotency-Key") + " " + string(b)
				w.WriteHeader(http.StatusServiceUnavailable)
			})
			p, _ := newTestPool(t, Options{})
			call := Call{Method: tc.method, IdempotencyKey: tc.key}
			if tc.method != http.MethodHead {
				call.Body = map[string]int{"amount": 5}
			}
			_ = p.Client("cart", srv.URL).Do(t.Context(), call, nil)
			if hits.Load() != tc.attempts {
				t.Fatalf("%s key %q: %d attempts, want %d", tc.method, tc.key, hits.Load(), tc.attempts)
			}
			close(bodies)
			first := <-bodies
			for b := range bodies {
				if b != first {
					t.Errorf("a retry sent %q, the first attempt %q", b, first)
				}
			}
		})
	}
}

func TestConnectionErrorsAreRetriedThenUnavailable(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	_ = ln.Close() // nothing listens there any more: connections are refused
	p, obs := newTestPool(t, Options{})
	err = p.Client("wallet", "http://"+addr).Do(t.Context(), Call{Path: "/v0/acct-123456789"}, nil)
	wantCode(t, err, bff.CodeUnavailable)
	if obs.retryCount("wallet") != 2 || obs.lastCall().outcome != OutcomeNetworkError {
		t.Errorf("%d retries, outcome %q", obs.retryCount("wallet"), obs.lastCall().outcome)
	}
	if strings.Contains(err.Error(), "acct-123456789") {
		t.Errorf("the error carries the request path, which may hold an account number: %v", err)
	}
}

func TestDroppedConnectionsAreRetried(t *testing.T) {
	var n atomic.Int32
	srv, _ := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
		if n.Add(1) <= 2 {
			conn, _, err := http.NewResponseController(w).Hijack()
			if err == nil {
				_ = conn.Close() // no answer at all
			}
			return
		}
		_, _ = w.Write([]byte(`{}`))
	})
	p, _ := newTestPool(t, Options{MaxRetries: 4})
	if err := p.Client("cart", srv.URL).Do(t.Context(), Call{}, nil); err != nil {
		t.Errorf("Do = %v, want success once the server answers", err)
	}
}

func TestRetryAfterIsHonoured(t *testing.T) {
	srv, hits := countingServer(t, failingThen(1, http.StatusTooManyRequests, http.Header{"Retry-After": {"1"}}))
	p, _ := newTestPool(t, Options{MaxRetryAfter: 5 * time.Second})
	start := time.Now()
	if err := p.Client("cart", srv.URL).Do(t.Context(), Call{}, nil); err != nil {
		t.Fatal(err)
	}
	if waited := time.Since(start); waited < 900*time.Millisecond || hits.Load() != 2 {
		t.Errorf("retried after %v with %d attempts, want a wait of the server's 1s", waited, hits.Load())
	}
}

func TestARetryThatWouldOutlastTheDeadlineReturnsTheLastAnswerAtOnce(t *testing.T) {
	srv, hits := countingServer(t, failingThen(5, http.StatusTooManyRequests, http.Header{"Retry-After": {"3"}}))
	p, obs := newTestPool(t, Options{MaxRetryAfter: 10 * time.Second})
	err := p.Client("cart", srv.URL).Do(t.Context(), Call{Timeout: 1500 * time.Millisecond}, nil)
	// Sleeping into the deadline would have ended in a time-out instead.
	wantCode(t, err, bff.CodeRateLimited)
	if hits.Load() != 1 || obs.retryCount("cart") != 0 {
		t.Errorf("%d attempts, %d retries; want 1 and 0", hits.Load(), obs.retryCount("cart"))
	}
}

func TestACanceledCallIsNotRetried(t *testing.T) {
	entered := make(chan struct{}, 5)
	srv, hits := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
		entered <- struct{}{}
		<-r.Context().Done()
	})
	p, obs := newTestPool(t, Options{})
	ctx, cancel := context.WithCancel(t.Context())
	go func() {
		<-entered
		cancel()
	}()
	err := p.Client("cart", srv.URL).Do(ctx, Call{}, nil)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled in the chain", err)
	}
	if hits.Load() != 1 || obs.retryCount("cart") != 0 || obs.lastCall().outcome != OutcomeCanceled {
		t.Errorf("%d attempts, %d retries, outcome %q", hits.Load(), obs.retryCount("cart"), obs.lastCall().outcome)
	}
}

func TestRetryAfterIsCappedAtMaxRetryAfter(t *testing.T) {
	now := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	p := retryPolicy{maxRetries: 2, waitMin: time.Millisecond, waitMax: 2 * time.Millisecond, maxRetryAfter: 2 * time.Second}
	for value, want := range map[string]time.Duration{
		"1":                       time.Second,
		"3600":                    2 * time.Second,
		"99999999999999999999999": 2 * time.Second,
		now.Add(1500 * time.Millisecond).Format(http.TimeFormat): time.Second, // HTTP dates have whole seconds
		now.Add(time.Hour).Format(http.TimeFormat):               2 * time.Second,
		now.Add(-time.Hour).Format(http.TimeFormat):              0,
	} {
		resp := &http.Response{StatusCode: 503, Header: http.Header{"Retry-After": {value}}}
		if got := p.wait(0, resp, now); got != want {
			t.Errorf("Retry-After %q: wait %v, want %v", value, got, want)
		}
	}
	resp := &http.Response{StatusCode: 503, Header: http.Header{"Retry-After": {"soon"}}}
	if got := p.wait(0, resp, now); got < p.waitMin || got > p.waitMax {
		t.Errorf("an unreadable Retry-After gave %v, want the backoff", got)
	}
}

func TestBackoffIsJitteredExponentialWithinBounds(t *testing.T) {
	p := retryPolicy{waitMin: 50 * time.Millisecond, waitMax: time.Second}
	for attempt, bounds := range [][2]time.Duration{
		{50 * time.Millisecond, 100 * time.Millisecond},
		{100 * time.Millisecond, 200 * time.Millisecond},
		{200 * time.Millisecond, 400 * time.Millisecond},
		{400 * time.Millisecond, 800 * time.Millisecond},
		{500 * time.Millisecond, time.Second},
		{500 * time.Millisecond, time.Second},
	} {
		seen := map[time.Duration]bool{}
		for range 200 {
			d := p.backoff(attempt)
			if d < bounds[0] || d > bounds[1] {
				t.Fatalf("attempt %d: backoff %v outside %v", attempt, d, bounds)
			}
			seen[d] = true
		}
		if len(seen) < 2 {
			t.Errorf("attempt %d: 200 backoffs were all %v; want jitter", attempt, p.backoff(attempt))
		}
	}
}

func TestOnlyNetworkFailuresAreRetryableErrors(t *testing.T) {
	opErr := &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connection refused")}
	for _, tc := range []struct {
		err  error
		want bool
	}{
		{&url.Error{Op: "Get", URL: "http://x", Err: opErr}, true},
		{&url.Error{Op: "Get", URL: "http://x", Err: io.EOF}, true},
		{&url.Error{Op: "Get", URL: "http://x", Err: io.ErrUnexpectedEOF}, true},
		{&url.Error{Op: "Get", URL: "http://x", Err: context.Canceled}, false},
		{&url.Error{Op: "Get", URL: "http://x", Err: context.DeadlineExceeded}, false},
		{&url.Error{Op: "Get", URL: "http://x", Err: &tls.CertificateVerificationError{Err: errors.New("bad")}}, false},
		{&url.Error{Op: "Get", URL: "x://x", Err: errors.New(`unsupported protocol scheme "x"`)}, false},
	} {
		if got := retryableError(tc.err); got != tc.want {
			t.Errorf("retryableError(%v) = %v, want %v", tc.err, got, tc.want)
		}
	}
}
