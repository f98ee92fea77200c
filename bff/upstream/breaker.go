package upstream

import (
	"context"
	"errors"
	"log/slog"

	"github.com/sony/gobreaker/v2"
)

// ErrBreakerOpen is in the chain of the error returned for a call refused by
// an open (or saturated half-open) breaker; no request was sent.
var ErrBreakerOpen = errors.New("upstream: circuit breaker is open")

// newBreaker returns service's breaker. It counts a logical call (after
// retries) as failed only when the upstream itself looks unhealthy; see
// breakerFailure and breakerExcluded.
func newBreaker(service string, s BreakerSettings, logger *slog.Logger, obs Observer) *gobreaker.CircuitBreaker[struct{}] {
	obs.SetBreakerState(service, gobreaker.StateClosed.String())
	trips := s.ConsecutiveFailures
	return gobreaker.NewCircuitBreaker[struct{}](gobreaker.Settings{
		Name:        service,
		MaxRequests: s.HalfOpenMaxRequests,
		Timeout:     s.OpenTimeout,
		ReadyToTrip: func(c gobreaker.Counts) bool { return c.ConsecutiveFailures >= trips },
		OnStateChange: func(name string, from, to gobreaker.State) {
			logger.Warn("upstream circuit breaker changed state",
				"service", name, "from", from.String(), "to", to.String())
			obs.SetBreakerState(name, to.String())
		},
		IsSuccessful: func(err error) bool { return !breakerFailure(err) },
		IsExcluded:   breakerExcluded,
	})
}

// breakerFailure reports whether err says the upstream is unhealthy: a 5xx
// answer, a connection error or a time-out. A 4xx is the caller's problem and
// an unreadable 2xx body is more likely a contract mismatch than an outage, so
// neither trips the breaker.
func breakerFailure(err error) bool {
	if err == nil || errors.Is(err, errBadBody) {
		return false
	}
	var se *StatusError
	if errors.As(err, &se) {
		return se.Status >= 500
	}
	return true
}

// breakerExcluded reports whether err is the caller's own doing, neither a
// success nor a failure of the upstream: its cancellation, or its streamed
// body broken (ErrCallerBody).
func breakerExcluded(err error) bool {
	var se *StatusError
	return !errors.As(err, &se) && (errors.Is(err, context.Canceled) || errors.Is(err, ErrCallerBody))
}

// breakerRejected reports whether err is gobreaker refusing to run the call.
func breakerRejected(err error) bool {
	return errors.Is(err, gobreaker.ErrOpenState) || errors.Is(err, gobreaker.ErrTooManyRequests)
}
