package metrics

import (
	"io"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func TestMetrics_exposesRequestsUpstreamCallsAndBreakerState(t *testing.T) {
	m := New()
	m.ObserveRequest("/bff/v1/:client/:site/screens/:screen", "GET", 200, 12*time.Millisecond)
	m.ObserveCall("payables", "GET /v0/{path}", "ok", 5*time.Millisecond)
	m.ObserveRetry("payables")
	m.SetBreakerState("announcements", "open")
	m.SetVersion("v1.2.3")

	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	body, _ := io.ReadAll(rec.Body)
	for _, want := range []string{
		`payhub_http_requests_total{method="GET",route="/bff/v1/:client/:site/screens/:screen",status="200"} 1`,
		`payhub_http_request_duration_seconds_bucket{method="GET",route="/bff/v1/:client/:site/screens/:screen",le="0.025"} 1`,
		`payhub_upstream_calls_total{outcome="ok",route="GET /v0/{path}",service="payables"} 1`,
		`payhub_upstream_retries_total{service="payables"} 1`,
		`payhub_upstream_breaker_state{service="announcements"} 2`,
		`payhub_build_info{version="v1.2.3"} 1`,
		`go_goroutines`,
	} {
		if !strings.Contains(string(body), want) {
			t.Errorf("metrics output lacks %q", want)
		}
	}
}

func TestMetrics_separateInstancesDoNotShareState(t *testing.T) {
	a, b := New(), New()
	a.ObserveRetry("cart")
	rec := httptest.NewRecorder()
	b.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	if strings.Contains(rec.Body.String(), `payhub_upstream_retries_total{service="cart"}`) {
		t.Fatal("a second Metrics saw the first one's counter")
	}
}
