package upstream

import (
	"context"
	"crypto/tls"
	"errors"
	"io"
	"math"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

// retryPolicy holds the retry limits shared by a pool's clients.
type retryPolicy struct {
	maxRetries    int
	waitMin       time.Duration
	waitMax       time.Duration
	maxRetryAfter time.Duration
}

// methodRetryable reports whether a call may be sent twice: methods that are
// idempotent by definition, and POST or PATCH when an idempotency key lets the
// upstream recognise the repeat.
func methodRetryable(method string, hasIdempotencyKey bool) bool {
	switch method {
	case http.MethodGet, http.MethodHead, http.MethodPut, http.MethodDelete:
		return true
	case http.MethodPost, http.MethodPatch:
		return hasIdempotencyKey
	default:
		return false
	}
}

// retryableResult reports whether an attempt failed in a way a later attempt
// may fix: a connection error, 429, 502, 503 or 504. Other statuses, 500
// included, are answers, not outages of the moment.
func retryableResult(resp *http.Response, err error) bool {
	if err != nil {
		return retryableError(err)
	}
	switch resp.StatusCode {
	case http.StatusTooManyRequests, http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusGatewayTimeout:
		return true
	}
	return false
}

// retryableError reports whether err is a network failure: refused, reset or
// dropped connections and I/O time-outs. Context errors, TLS certificate
// failures, bad URLs and redirect loops are final.
func retryableError(err error) bool {
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return false
	}
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err // *url.Error itself satisfies net.Error; judge what it wraps
	}
	var certErr *tls.CertificateVerificationError
	if errors.As(err, &certErr) {
		return false
	}
	var netErr net.Error
	return errors.As(err, &netErr) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)
}

// wait returns how long to sleep before retry number attempt+1 (attempt
// counts from 0): the server's Retry-After capped at maxRetryAfter when
// present, else jittered exponential backoff within [waitMin, waitMax].
func (p retryPolicy) wait(attempt int, resp *http.Response, now time.Time) time.Duration {
	if resp != nil {
		if d, ok := parseRetryAfter(resp.Header.Get("Retry-After"), now); ok {
			return min(d, p.maxRetryAfter)
		}
	}
	return p.backoff(attempt)
}

// backoff draws from [ceiling/2, ceiling] where ceiling doubles per attempt
// from 2*waitMin up to waitMax, and never returns less than waitMin. The
// jitter keeps the parallel callers of one failing service apart.
func (p retryPolicy) backoff(attempt int) time.Duration {
	ceiling := 2 * p.waitMin
	for i := 0; i < attempt && ceiling < p.waitMax; i++ {
		ceiling *= 2
	}
	ceiling = min(ceiling, p.waitMax)
	half := ceiling / 2
	return max(half+rand.N(ceiling-half+1), p.waitMin)
}

// parseRetryAfter reads a Retry-After value in seconds or as an HTTP date.
func parseRetryAfter(v string, now time.Time) (time.Duration, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, false
	}
	if secs, err := strconv.ParseInt(v, 10, 64); err == nil || errors.Is(err, strconv.ErrRange) {
		if secs < 0 {
			return 0, false
		}
		if secs > math.MaxInt64/int64(time.Second) { // including overflow, where ParseInt gives MaxInt64
			return time.Duration(math.MaxInt64), true
		}
		return time.Duration(secs) * time.Second, true
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(t.Sub(now), 0), true
	}
	return 0, false
}

// attempts is the retry state of one logical call. go-retryablehttp calls its
// hooks from the calling goroutine only, so it needs no lock.
type attempts struct {
	policy    retryPolicy
	retryable bool // the method allows a second attempt
	retries   int  // retries granted so far
	next      time.Duration
	onRetry   func()
}

// checkRetry is the CheckRetry hook. It also settles the wait, because only
// here is the context at hand: a wait that would outlast the deadline ends the
// call at once with the attempt's own answer.
func (a *attempts) checkRetry(ctx context.Context, resp *http.Response, err error) (bool, error) {
	if ctx.Err() != nil || !a.retryable || a.retries >= a.policy.maxRetries || !retryableResult(resp, err) {
		return false, nil
	}
	wait := a.policy.wait(a.retries, resp, time.Now())
	if deadline, ok := ctx.Deadline(); ok && time.Until(deadline) <= wait {
		return false, nil
	}
	if resp != nil {
		// go-retryablehttp drains only 4 KiB; drain more so the connection is reused.
		_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, maxDrainBytes))
	}
	a.next = wait
	a.retries++
	return true, nil
}

// backoff is the Backoff hook: the wait checkRetry settled.
func (a *attempts) backoff(_, _ time.Duration, _ int, _ *http.Response) time.Duration {
	return a.next
}

// prepareRetry is the PrepareRetry hook, run just before each retry.
func (a *attempts) prepareRetry(*http.Request) error {
	a.onRetry()
	return nil
}

// errorHandler is the ErrorHandler hook: it hands back the last error without
// go-retryablehttp's "giving up" wrapping, closing any response first.
func errorHandler(resp *http.Response, err error, _ int) (*http.Response, error) {
	if err == nil {
		return resp, nil
	}
	if resp != nil {
		drainClose(resp.Body)
	}
	return nil, err
}

// retryClient returns the go-retryablehttp client for one call, with hooks
// bound to that call's state. It uses the pool's http.Client, whose transport
// is shared, and no logger.
func retryClient(hc *http.Client, a *attempts) *retryablehttp.Client {
	return &retryablehttp.Client{
		HTTPClient:   hc,
		Logger:       nil,
		RetryWaitMin: a.policy.waitMin,
		RetryWaitMax: a.policy.waitMax,
		RetryMax:     a.policy.maxRetries,
		CheckRetry:   a.checkRetry,
		Backoff:      a.backoff,
		ErrorHandler: errorHandler,
		PrepareRetry: a.prepareRetry,
	}
}
