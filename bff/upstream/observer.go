package upstream

import "time"

// Outcomes reported to Observer.ObserveCall.
const (
	OutcomeOK           = "ok"
	OutcomeClientError  = "client_error"
	OutcomeServerError  = "server_error"
	OutcomeTimeout      = "timeout"
	OutcomeCanceled     = "canceled"
	OutcomeBreakerOpen  = "breaker_open"
	OutcomeNetworkError = "network_error"
)

// Observer receives metrics; the BFF wires a Prometheus implementation.
// Implementations must be safe for concurrent use and must not call back into
// the Pool: SetBreakerState runs while the breaker holds its lock.
type Observer interface {
	// ObserveCall records one logical call (after retries) to service: method, a low-cardinality
	// route label chosen by the caller (Call.Route, default the method), outcome ("ok", "client_error",
	// "server_error", "timeout", "canceled", "breaker_open", "network_error"), and duration.
	ObserveCall(service, route, outcome string, d time.Duration)
	// ObserveRetry records one retry attempt of service.
	ObserveRetry(service string)
	// SetBreakerState records service's breaker state: "closed", "half-open" or "open".
	SetBreakerState(service, state string)
}

// NopObserver discards everything.
type NopObserver struct{}

var _ Observer = NopObserver{}

// ObserveCall discards the observation.
func (NopObserver) ObserveCall(service, route, outcome string, d time.Duration) {}

// ObserveRetry discards the observation.
func (NopObserver) ObserveRetry(service string) {}

// SetBreakerState discards the observation.
func (NopObserver) SetBreakerState(service, state string) {}
