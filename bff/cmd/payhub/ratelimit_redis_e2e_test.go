package main

import (
	"net/http"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff/internal/redistest"
)

// TestServe_rateLimitHoldsWhileRedisIsDown stops the BFF's redis-server:
// the per-IP limit is then counted in process, so requests beyond it are
// refused with 429 instead of passing, and the outage is logged once.
func TestServe_rateLimitHoldsWhileRedisIsDown(t *testing.T) {
	srv := redistest.StartServer(t)
	m, logs := startMain(t, "--redis-url", srv.URL(), "--rate-limit", "1/1h:3")
	srv.Stop()
	var codes []int
	for range 8 {
		resp, err := http.Get(m.URL("bff") + "/bff/v1/sunshine")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		codes = append(codes, resp.StatusCode)
		if resp.StatusCode == http.StatusTooManyRequests && resp.Header.Get("Retry-After") == "" {
			t.Errorf("a 429 without Retry-After")
		}
	}
	for i, code := range codes {
		if limited := code == http.StatusTooManyRequests; limited != (i >= 3) {
			t.Fatalf("statuses with Redis down %v: want the burst of 3 through, then 429", codes)
		}
	}
	if n := strings.Count(logs.String(), `"code":"rate_limit_fallback"`); n != 1 {
		t.Errorf("the fallback was logged %d times, want once:\n%s", n, logs.String())
	}
}
