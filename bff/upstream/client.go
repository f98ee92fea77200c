package upstream

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/hashicorp/go-retryablehttp"
	"github.com/sony/gobreaker/v2"

	"github.com/payhub/payhub/bff"
)

// PingTimeout bounds Client.Ping: a readiness probe must answer quickly.
const PingTimeout = 2 * time.Second

// Call describes one logical request to an upstream service.
type Call struct {
	Method         string        // GET, POST, PUT, PATCH, DELETE; default GET
	Path           string        // appended to the base URL; already escaped by the caller ("/v0/" + url.PathEscape(p))
	Route          string        // low-cardinality metrics label, e.g. "GET /v0/{path}"; default Method
	Query          url.Values    // encoded as the query string
	Header         http.Header   // extra headers (e.g. Accept-Language)
	Body           any           // JSON-encoded when non-nil; if it is url.Values, form-encoded instead
	IdempotencyKey string        // sent as Idempotency-Key; makes a POST/PATCH retryable
	Timeout        time.Duration // per-call budget from the spec's constants; 0 = only the caller's ctx
	// Stream, when set instead of Body, is sent as the body unbuffered,
	// with StreamType as its Content-Type (a file passed through as
	// multipart form data). It is read once: such a call is never retried.
	Stream     io.Reader
	StreamType string
}

// Client calls one upstream service. Get it from Pool.Client; it is safe for
// concurrent use.
type Client struct {
	service  string
	baseURL  string
	http     *http.Client
	breaker  *gobreaker.CircuitBreaker[struct{}]
	observer Observer
	policy   retryPolicy
}

// Service returns the service name the client was created for.
func (c *Client) Service() string { return c.service }

// Do performs call, decoding a 2xx JSON body into out (out may be nil). Errors are *bff.Error:
//
//	404 -> bff.CodeNotFound; 429 -> bff.CodeRateLimited; 400/422 -> bff.CodeUpstreamFailed;
//	401 -> bff.CodeUnauthorized; 403 -> bff.CodeForbidden; 409 -> bff.CodeConflict;
//	other 4xx -> CodeUpstreamFailed; 5xx after retries, connection errors -> bff.CodeUnavailable;
//	deadline exceeded -> bff.CodeTimeout; breaker open -> bff.CodeUnavailable (fast, no network call).
//
// For 4xx/5xx it parses an upstream error body of shape {"error":{"code","message","displayMessage"}}
// or {"displayMessage": "..."} and puts the upstream's displayMessage in bff.Error.DisplayMessage;
// the upstream's raw body/message goes only into the wrapped internal Err (never Message).
// It also returns *StatusError (wrapped inside bff.Error.Err) exposing Status int, so callers can errors.As it.
//
// A call whose ctx has already ended returns its error without touching the
// breaker. A body that cannot be encoded is a programming error: it returns
// bff.CodeInternal and is not observed.
func (c *Client) Do(ctx context.Context, call Call, out any) error {
	start := time.Now()
	call.Method = cmpOr(strings.ToUpper(call.Method), http.MethodGet)
	if call.Route == "" {
		call.Route = call.Method
	}
	if call.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, call.Timeout)
		defer cancel()
	}
	var watched *watchedStream
	if call.Stream != nil {
		watched = &watchedStream{r: call.Stream}
		call.Stream = watched
	}
	req, err := c.newRequest(ctx, call)
	if err != nil {
		return err
	}
	if ctx.Err() != nil {
		err = transportError(ctx, c.service, call.Route, ctx.Err())
	} else {
		_, err = c.breaker.Execute(func() (struct{}, error) {
			err := c.send(ctx, req, call, out)
			if err != nil && watched != nil {
				if readErr := watched.failed(); readErr != nil {
					// The caller's body broke: its failure, not the service's.
					err = bff.Wrap(fmt.Errorf("upstream %s %s: %w: %w", c.service, call.Route, ErrCallerBody, readErr),
						bff.CodeInvalid, msgCallerBody)
				}
			}
			return struct{}{}, err
		})
		if breakerRejected(err) {
			err = bff.Wrap(fmt.Errorf("upstream %s %s: %w: %w", c.service, call.Route, ErrBreakerOpen, err),
				bff.CodeUnavailable, msgUnavailable)
		}
	}
	c.observer.ObserveCall(c.service, call.Route, outcomeOf(err), time.Since(start))
	return err
}

// Ping does GET path with a short timeout (PingTimeout) and reports an error
// unless 2xx (used by /readyz). It goes through the breaker like any call.
func (c *Client) Ping(ctx context.Context, path string) error {
	return c.Do(ctx, Call{Method: http.MethodGet, Path: path, Route: "GET ping", Timeout: PingTimeout}, nil)
}

// newRequest builds the request for call; it can fail only on a body that
// cannot be encoded or a malformed URL.
func (c *Client) newRequest(ctx context.Context, call Call) (*retryablehttp.Request, error) {
	u := c.baseURL + call.Path
	if len(call.Query) > 0 {
		sep := "?"
		if strings.Contains(u, "?") {
			sep = "&"
		}
		u += sep + call.Query.Encode()
	}
	var body []byte
	var contentType string
	switch b := call.Body.(type) {
	case nil:
	case url.Values:
		body, contentType = []byte(b.Encode()), "application/x-www-form-urlencoded"
	default:
		encoded, err := json.Marshal(b)
		if err != nil {
			return nil, bff.Wrap(fmt.Errorf("upstream %s %s: encode body: %w", c.service, call.Route, err),
				bff.CodeInternal, msgInternal)
		}
		body, contentType = encoded, "application/json"
	}
	var raw any // a nil []byte would still be sent as an empty body
	if body != nil {
		raw = body
	}
	if call.Stream != nil {
		// Wrapped so that retryablehttp neither buffers it nor closes it
		// when it looks at the body before sending.
		stream := struct{ io.Reader }{call.Stream}
		raw, contentType = retryablehttp.ReaderFunc(func() (io.Reader, error) { return stream, nil }), call.StreamType
	}
	req, err := retryablehttp.NewRequestWithContext(ctx, call.Method, u, raw)
	if err != nil {
		return nil, bff.Wrap(fmt.Errorf("upstream %s %s: build request: %w", c.service, call.Route, err),
			bff.CodeInternal, msgInternal)
	}
	req.Header.Set("Accept", "application/json")
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for name, values := range call.Header {
		req.Header[http.CanonicalHeaderKey(name)] = append([]string(nil), values...)
	}
	if id := RequestID(ctx); id != "" {
		req.Header.Set(RequestIDHeader, id)
	}
	if call.IdempotencyKey != "" {
		req.Header.Set("Idempotency-Key", call.IdempotencyKey)
	}
	return req, nil
}

// send runs req with retries and reads the answer into out. Its error is
// always a *bff.Error; the breaker classifies it.
func (c *Client) send(ctx context.Context, req *retryablehttp.Request, call Call, out any) error {
	a := &attempts{
		policy:    c.policy,
		retryable: methodRetryable(call.Method, call.IdempotencyKey != "") && call.Stream == nil,
		onRetry:   func() { c.observer.ObserveRetry(c.service) },
	}
	resp, err := retryClient(c.http, a).Do(req)
	if err != nil {
		return transportError(ctx, c.service, call.Route, err)
	}
	defer drainClose(resp.Body)
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return statusError(c.service, call.Route, resp)
	}
	if out == nil || call.Method == http.MethodHead || resp.StatusCode == http.StatusNoContent {
		return nil
	}
	return c.decode(ctx, call.Route, resp.Body, out)
}

// decode reads a 2xx JSON body of at most maxBodyBytes into out.
func (c *Client) decode(ctx context.Context, route string, body io.Reader, out any) error {
	raw, err := io.ReadAll(io.LimitReader(body, maxBodyBytes+1))
	if err != nil {
		return transportError(ctx, c.service, route, fmt.Errorf("read body: %w", err))
	}
	if len(raw) > maxBodyBytes {
		return bff.Wrap(fmt.Errorf("upstream %s %s: %w: larger than %d bytes", c.service, route, errBadBody, maxBodyBytes),
			bff.CodeUpstreamFailed, bff.GenericMessage)
	}
	if err := json.Unmarshal(bytes.TrimSpace(raw), out); err != nil {
		return bff.Wrap(fmt.Errorf("upstream %s %s: %w: %w", c.service, route, errBadBody, err),
			bff.CodeUpstreamFailed, bff.GenericMessage)
	}
	return nil
}
