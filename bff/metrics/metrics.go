// Package metrics holds the BFF's Prometheus collectors. Each Metrics owns
// its own registry (no global default registry), so tests and several
// servers in one process never collide.
package metrics

import (
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics records requests served, upstream calls made and breaker states.
// It implements upstream.Observer.
type Metrics struct {
	reg             *prometheus.Registry
	requests        *prometheus.CounterVec
	requestDuration *prometheus.HistogramVec
	upstreamCalls   *prometheus.CounterVec
	upstreamLatency *prometheus.HistogramVec
	upstreamRetries *prometheus.CounterVec
	breakerState    *prometheus.GaugeVec
	buildInfo       *prometheus.GaugeVec
}

// New creates a Metrics with its own registry, including the Go runtime and
// process collectors.
func New() *Metrics {
	m := &Metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "payhub_http_requests_total",
			Help: "HTTP requests served by the BFF, by route template, method and status.",
		}, []string{"route", "method", "status"}),
		requestDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "payhub_http_request_duration_seconds",
			Help:    "Latency of HTTP requests served by the BFF, by route template and method.",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}, []string{"route", "method"}),
		upstreamCalls: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "payhub_upstream_calls_total",
			Help: "Calls to upstream services (after retries), by service, route and outcome.",
		}, []string{"service", "route", "outcome"}),
		upstreamLatency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "payhub_upstream_call_duration_seconds",
			Help:    "Latency of calls to upstream services (including retries), by service and outcome.",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30},
		}, []string{"service", "outcome"}),
		upstreamRetries: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "payhub_upstream_retries_total",
			Help: "Retry attempts made to upstream services.",
		}, []string{"service"}),
		breakerState: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Name: "payhub_upstream_breaker_state",
			Help: "Circuit breaker state per upstream service: 0 closed, 1 half-open, 2 open.",
		}, []string{"service"}),
		buildInfo: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Name: "payhub_build_info",
			Help: "Always 1, labelled with the version the binary was built from (payhub version).",
		}, []string{"version"}),
	}
	m.reg.MustRegister(
		m.requests, m.requestDuration, m.upstreamCalls, m.upstreamLatency,
		m.upstreamRetries, m.breakerState, m.buildInfo,
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
	)
	return m
}

// Handler serves the registry in the Prometheus exposition format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg})
}

// ObserveRequest records one served HTTP request. route is the route
// template (never the raw path, to keep cardinality bounded).
func (m *Metrics) ObserveRequest(route, method string, status int, d time.Duration) {
	m.requests.WithLabelValues(route, method, strconv.Itoa(status)).Inc()
	m.requestDuration.WithLabelValues(route, method).Observe(d.Seconds())
}

// ObserveCall records one upstream call.
func (m *Metrics) ObserveCall(service, route, outcome string, d time.Duration) {
	m.upstreamCalls.WithLabelValues(service, route, outcome).Inc()
	m.upstreamLatency.WithLabelValues(service, outcome).Observe(d.Seconds())
}

// ObserveRetry records one retry attempt to service.
func (m *Metrics) ObserveRetry(service string) {
	m.upstreamRetries.WithLabelValues(service).Inc()
}

// SetBreakerState records service's breaker state ("closed", "half-open", "open").
func (m *Metrics) SetBreakerState(service, state string) {
	v := 0.0
	switch state {
	case "half-open":
		v = 1
	case "open":
		v = 2
	}
	m.breakerState.WithLabelValues(service).Set(v)
}

// SetVersion labels payhub_build_info with the binary's version, so a
// dashboard shows which release each replica runs during a rollout.
func (m *Metrics) SetVersion(version string) {
	m.buildInfo.Reset()
	m.buildInfo.WithLabelValues(version).Set(1)
}
