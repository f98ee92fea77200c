// Package upstream is the shared core every typed upstream client of the BFF
// is built on: one pooled HTTP transport, retries only where they are safe, a
// circuit breaker per upstream service, request-id forwarding, one mapping of
// upstream failures onto the bff error vocabulary, and a short-TTL cache with
// request coalescing.
//
// Why it is shaped this way:
//
//   - Retries only where safe. A screen fans out to many services in parallel,
//     so a retry must never duplicate a side effect: GET, HEAD, PUT and DELETE
//     are retried, POST and PATCH only when the call carries an idempotency
//     key. Only failures that a second attempt can fix are retried (connection
//     errors, 429, 502, 503, 504), and never once the caller's context has
//     ended. Backoff is jittered so parallel callers do not retry in lockstep,
//     a server's Retry-After is honoured but capped, and no wait outlasts the
//     caller's deadline: the last answer is returned at once instead.
//   - A breaker per service that ignores cancellation. When an upstream is
//     down, calls fail fast without a network round trip and the screen can
//     degrade the section. A caller that goes away (context.Canceled) says
//     nothing about the upstream's health, and neither does a 4xx, so neither
//     counts towards tripping; 5xx answers, connection errors and time-outs do.
//   - One pooled transport. All services share one tuned *http.Transport whose
//     idle connections are never thrown away on failure (go-retryablehttp's
//     default client does that), and every response body is drained within a
//     bound so its connection goes back to the pool. A burst of failures must
//     not turn into a burst of new TCP and TLS handshakes.
//
// Errors are returned, never logged here: the HTTP layer logs them with the
// request id. The only log lines are breaker transitions, at Warn.
package upstream

import (
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/sony/gobreaker/v2"
)

// Defaults applied by NewPool to zero fields of Options and BreakerSettings.
const (
	DefaultMaxRetries          = 2
	DefaultRetryWaitMin        = 50 * time.Millisecond
	DefaultRetryWaitMax        = time.Second
	DefaultMaxRetryAfter       = 2 * time.Second
	DefaultConsecutiveFailures = 5
	DefaultOpenTimeout         = 10 * time.Second
	DefaultHalfOpenMaxRequests = 1
)

// BreakerSettings configures the circuit breaker of each service.
type BreakerSettings struct {
	ConsecutiveFailures uint32        // trips after this many consecutive failures (default 5)
	OpenTimeout         time.Duration // how long it stays open before half-open (default 10s)
	HalfOpenMaxRequests uint32        // default 1
}

// Options configures a Pool. Zero fields take the defaults noted beside them.
type Options struct {
	Logger        *slog.Logger    // default slog.New(slog.DiscardHandler)
	Observer      Observer        // default NopObserver
	MaxRetries    int             // default 2 (so up to 3 attempts); negative means no retries
	RetryWaitMin  time.Duration   // default 50ms
	RetryWaitMax  time.Duration   // default 1s
	MaxRetryAfter time.Duration   // cap on a server's Retry-After, default 2s
	Breaker       BreakerSettings // per-service circuit breaker
	Transport     *http.Transport // optional; default a tuned transport shared by all services
}

func (o Options) withDefaults() Options {
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	if o.Observer == nil {
		o.Observer = NopObserver{}
	}
	switch {
	case o.MaxRetries == 0:
		o.MaxRetries = DefaultMaxRetries
	case o.MaxRetries < 0:
		o.MaxRetries = 0
	}
	if o.RetryWaitMin <= 0 {
		o.RetryWaitMin = DefaultRetryWaitMin
	}
	if o.RetryWaitMax <= 0 {
		o.RetryWaitMax = DefaultRetryWaitMax
	}
	if o.RetryWaitMax < o.RetryWaitMin {
		o.RetryWaitMax = o.RetryWaitMin
	}
	if o.MaxRetryAfter <= 0 {
		o.MaxRetryAfter = DefaultMaxRetryAfter
	}
	if o.Breaker.ConsecutiveFailures == 0 {
		o.Breaker.ConsecutiveFailures = DefaultConsecutiveFailures
	}
	if o.Breaker.OpenTimeout <= 0 {
		o.Breaker.OpenTimeout = DefaultOpenTimeout
	}
	if o.Breaker.HalfOpenMaxRequests == 0 {
		o.Breaker.HalfOpenMaxRequests = DefaultHalfOpenMaxRequests
	}
	if o.Transport == nil {
		o.Transport = newTransport()
	}
	return o
}

// newTransport returns the tuned transport shared by every service. Response
// header time-outs are left to the callers' contexts.
func newTransport() *http.Transport {
	dialer := &net.Dialer{Timeout: 3 * time.Second, KeepAlive: 30 * time.Second}
	return &http.Transport{
		Proxy:                 http.ProxyFromEnvironment,
		DialContext:           dialer.DialContext,
		ForceAttemptHTTP2:     true,
		MaxIdleConns:          200,
		MaxIdleConnsPerHost:   64,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   5 * time.Second,
		ExpectContinueTimeout: time.Second,
	}
}

// keepIdle hides the transport's CloseIdleConnections from http.Client, so
// that go-retryablehttp, which calls it after every failed call, cannot empty
// the shared pool. Pool.Close still reaches the transport directly.
type keepIdle struct{ rt http.RoundTripper }

// RoundTrip sends r on the shared transport.
func (k keepIdle) RoundTrip(r *http.Request) (*http.Response, error) { return k.rt.RoundTrip(r) }

// Pool owns the one shared, tuned transport and one Client (with its own
// breaker) per service.
type Pool struct {
	opts      Options
	transport *http.Transport
	http      *http.Client

	mu       sync.Mutex
	clients  map[clientKey]*Client
	breakers map[string]*gobreaker.CircuitBreaker[struct{}]
}

type clientKey struct{ service, baseURL string }

// NewPool returns a Pool with opts, zero fields replaced by their defaults.
func NewPool(opts Options) *Pool {
	opts = opts.withDefaults()
	return &Pool{
		opts:      opts,
		transport: opts.Transport,
		http:      &http.Client{Transport: keepIdle{opts.Transport}},
		clients:   make(map[clientKey]*Client),
		breakers:  make(map[string]*gobreaker.CircuitBreaker[struct{}]),
	}
}

// Client returns the client for service (created on first use, then reused)
// with base URL baseURL (e.g. "http://127.0.0.1:8090/svc/payables"). The
// breaker belongs to the service: clients of one service with different base
// URLs share it. Safe for concurrent use.
func (p *Pool) Client(service, baseURL string) *Client {
	baseURL = strings.TrimRight(baseURL, "/")
	key := clientKey{service, baseURL}
	p.mu.Lock()
	defer p.mu.Unlock()
	if c, ok := p.clients[key]; ok {
		return c
	}
	cb, ok := p.breakers[service]
	if !ok {
		cb = newBreaker(service, p.opts.Breaker, p.opts.Logger, p.opts.Observer)
		p.breakers[service] = cb
	}
	c := &Client{
		service:  service,
		baseURL:  baseURL,
		http:     p.http,
		breaker:  cb,
		observer: p.opts.Observer,
		policy: retryPolicy{
			maxRetries:    p.opts.MaxRetries,
			waitMin:       p.opts.RetryWaitMin,
			waitMax:       p.opts.RetryWaitMax,
			maxRetryAfter: p.opts.MaxRetryAfter,
		},
	}
	p.clients[key] = c
	return c
}

// BreakerStates reports each known service's breaker state: "closed",
// "half-open" or "open".
func (p *Pool) BreakerStates() map[string]string {
	p.mu.Lock()
	breakers := make(map[string]*gobreaker.CircuitBreaker[struct{}], len(p.breakers))
	for service, cb := range p.breakers {
		breakers[service] = cb
	}
	p.mu.Unlock()
	// State may move an open breaker to half-open and notify the observer,
	// so it runs outside the pool's lock.
	states := make(map[string]string, len(breakers))
	for service, cb := range breakers {
		states[service] = cb.State().String()
	}
	return states
}

// Close closes idle connections of the shared transport. Clients stay usable;
// later calls open new connections.
func (p *Pool) Close() {
	p.transport.CloseIdleConnections()
}
