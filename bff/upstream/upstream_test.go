package upstream

import (
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
)

// recordingObserver is an Observer that keeps everything it is told.
type recordingObserver struct {
	mu      sync.Mutex
	calls   []observedCall
	retries map[string]int
	states  []string // "service=state", in order
}

type observedCall struct{ service, route, outcome string }

var _ Observer = (*recordingObserver)(nil)

func newRecordingObserver() *recordingObserver {
	return &recordingObserver{retries: make(map[string]int)}
}

func (o *recordingObserver) ObserveCall(service, route, outcome string, d time.Duration) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.calls = append(o.calls, observedCall{service, route, outcome})
}

func (o *recordingObserver) ObserveRetry(service string) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.retries[service]++
}

func (o *recordingObserver) SetBreakerState(service, state string) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.states = append(o.states, service+"="+state)
}

func (o *recordingObserver) retryCount(service string) int {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.retries[service]
}

func (o *recordingObserver) lastCall() observedCall {
	o.mu.Lock()
	defer o.mu.Unlock()
	if len(o.calls) == 0 {
		return observedCall{}
	}
	return o.calls[len(o.calls)-1]
}

func (o *recordingObserver) stateLog() []string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return append([]string(nil), o.states...)
}

// newTestPool returns a pool with millisecond retry waits and a recording
// observer, closed when the test ends.
func newTestPool(t *testing.T, opts Options) (*Pool, *recordingObserver) {
	t.Helper()
	obs := newRecordingObserver()
	if opts.Observer == nil {
		opts.Observer = obs
	}
	if opts.RetryWaitMin == 0 {
		opts.RetryWaitMin = time.Millisecond
	}
	if opts.RetryWaitMax == 0 {
		opts.RetryWaitMax = 5 * time.Millisecond
	}
	p := NewPool(opts)
	t.Cleanup(p.Close)
	return p, obs
}

// countingServer answers with handler and counts requests.
func countingServer(t *testing.T, handler http.HandlerFunc) (*httptest.Server, *atomic.Int32) {
	t.Helper()
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		handler(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv, &hits
}

func status(code int) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(code) }
}

func wantCode(t *testing.T, err error, want bff.Code) {
	t.Helper()
	if got := bff.ErrorCode(err); got != want {
		t.Fatalf("error code = %q, want %q (err: %v)", got, want, err)
	}
}

func TestNewPoolFillsDefaults(t *testing.T) {
	o := Options{}.withDefaults()
	if o.MaxRetries != 2 || o.RetryWaitMin != 50*time.Millisecond || o.RetryWaitMax != time.Second ||
		o.MaxRetryAfter != 2*time.Second {
		t.Errorf("retry defaults = %d %v %v %v", o.MaxRetries, o.RetryWaitMin, o.RetryWaitMax, o.MaxRetryAfter)
	}
	if o.Breaker != (BreakerSettings{ConsecutiveFailures: 5, OpenTimeout: 10 * time.Second, HalfOpenMaxRequests: 1}) {
		t.Errorf("breaker defaults = %+v", o.Breaker)
	}
	if o.Logger == nil || o.Observer == nil || o.Transport == nil {
		t.Fatal("logger, observer and transport must default to non-nil values")
	}
	tr := o.Transport
	if tr.MaxIdleConns != 200 || tr.MaxIdleConnsPerHost != 64 || tr.IdleConnTimeout != 90*time.Second ||
		tr.TLSHandshakeTimeout != 5*time.Second || tr.ResponseHeaderTimeout != 0 || !tr.ForceAttemptHTTP2 {
		t.Errorf("transport is not tuned: %+v", tr)
	}
	if got := (Options{MaxRetries: -1}).withDefaults().MaxRetries; got != 0 {
		t.Errorf("negative MaxRetries gave %d retries, want 0", got)
	}
}

func TestPoolReturnsOneClientPerServiceAndBaseURL(t *testing.T) {
	p, _ := newTestPool(t, Options{})
	a := p.Client("cart", "http://127.0.0.1:1/svc/cart/")
	if b := p.Client("cart", "http://127.0.0.1:1/svc/cart"); a != b {
		t.Error("the same service and base URL gave two clients")
	}
	if other := p.Client("wallet", "http://127.0.0.1:1/svc/wallet"); other == a || other.Service() != "wallet" {
		t.Errorf("another service gave client %p for %q", other, other.Service())
	}
	var wg sync.WaitGroup
	got := make([]*Client, 50)
	for i := range got {
		wg.Go(func() { got[i] = p.Client("payables", "http://127.0.0.1:1/svc/payables") })
	}
	wg.Wait()
	for _, c := range got[1:] {
		if c != got[0] {
			t.Fatal("concurrent first uses of one service created more than one client")
		}
	}
}

func TestPoolBreakerStatesListsEveryKnownService(t *testing.T) {
	p, obs := newTestPool(t, Options{})
	p.Client("cart", "http://127.0.0.1:1")
	p.Client("wallet", "http://127.0.0.1:1")
	states := p.BreakerStates()
	if len(states) != 2 || states["cart"] != "closed" || states["wallet"] != "closed" {
		t.Errorf("BreakerStates = %v", states)
	}
	if log := strings.Join(obs.stateLog(), ","); log != "cart=closed,wallet=closed" {
		t.Errorf("observer states = %s, want each new breaker reported closed", log)
	}
}

func TestClientsOfOneServiceShareItsBreaker(t *testing.T) {
	srv, hits := countingServer(t, status(http.StatusInternalServerError))
	p, _ := newTestPool(t, Options{Breaker: BreakerSettings{ConsecutiveFailures: 2, OpenTimeout: time.Hour}})
	a := p.Client("cart", srv.URL+"/a")
	b := p.Client("cart", srv.URL+"/b")
	for range 2 {
		_ = a.Do(t.Context(), Call{}, nil)
	}
	before := hits.Load()
	err := b.Do(t.Context(), Call{}, nil)
	wantCode(t, err, bff.CodeUnavailable)
	if hits.Load() != before {
		t.Error("a second client of a tripped service still reached the server")
	}
}

func TestPoolKeepsConnectionsAcrossABurstOfFailures(t *testing.T) {
	var newConns atomic.Int32
	var failing atomic.Bool
	failing.Store(true)
	big := strings.Repeat("x", 16<<10) // larger than go-retryablehttp's own 4 KiB drain
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if failing.Load() {
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = w.Write([]byte(`{"error":{"message":"` + big + `"}}`))
			return
		}
		_, _ = w.Write([]byte(`{"ok":true}`))
	}))
	srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateNew {
			newConns.Add(1)
		}
	}
	srv.Start()
	t.Cleanup(srv.Close)

	p, _ := newTestPool(t, Options{Breaker: BreakerSettings{ConsecutiveFailures: 1000}})
	c := p.Client("cart", srv.URL)
	for range 30 {
		wantCode(t, c.Do(t.Context(), Call{Path: "/cart"}, nil), bff.CodeUnavailable)
	}
	failing.Store(false)
	for range 30 {
		var out struct{ OK bool }
		if err := c.Do(t.Context(), Call{Path: "/cart"}, &out); err != nil || !out.OK {
			t.Fatalf("Do = %v, %+v", err, out)
		}
	}
	// 120 requests in sequence; a pool emptied after each failed call would
	// have dialled about 30 times.
	if n := newConns.Load(); n > 8 {
		t.Errorf("%d new connections for 120 sequential requests, want the pool reused", n)
	}
}

func TestADeadServiceDoesNotEmptyTheSharedPool(t *testing.T) {
	var newConns atomic.Int32
	srv := httptest.NewUnstartedServer(status(http.StatusOK))
	srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateNew {
			newConns.Add(1)
		}
	}
	srv.Start()
	t.Cleanup(srv.Close)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	dead := "http://" + ln.Addr().String()
	_ = ln.Close()

	p, _ := newTestPool(t, Options{MaxRetries: 1, Breaker: BreakerSettings{ConsecutiveFailures: 1000}})
	healthy, down := p.Client("cart", srv.URL), p.Client("wallet", dead)
	for range 20 {
		if err := healthy.Do(t.Context(), Call{}, nil); err != nil {
			t.Fatal(err)
		}
		// go-retryablehttp closes the client's idle connections after such a failure.
		wantCode(t, down.Do(t.Context(), Call{}, nil), bff.CodeUnavailable)
	}
	if n := newConns.Load(); n > 5 {
		t.Errorf("the healthy service dialled %d times in 20 sequential calls; the dead one emptied the pool", n)
	}
}

func TestPoolCloseClosesIdleConnections(t *testing.T) {
	closed := make(chan struct{}, 10)
	srv := httptest.NewUnstartedServer(status(http.StatusOK))
	srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateClosed {
			closed <- struct{}{}
		}
	}
	srv.Start()
	t.Cleanup(srv.Close)
	p, _ := newTestPool(t, Options{})
	if err := p.Client("cart", srv.URL).Do(t.Context(), Call{}, nil); err != nil {
		t.Fatal(err)
	}
	p.Close()
	select {
	case <-closed:
	case <-time.After(10 * time.Second):
		t.Fatal("the idle connection was not closed by Pool.Close")
	}
}
