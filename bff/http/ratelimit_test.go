package http

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/inmem"
)

// limitedServer serves GET /bff/v1/ping behind rateLimit over an in-memory
// store.
func limitedServer(t *testing.T, limit bff.Limit) http.Handler {
	t.Helper()
	st := inmem.New()
	t.Cleanup(func() { _ = st.Close() })
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(rateLimit(st, RateLimits{PerIP: limit}))
	r.GET("/bff/v1/ping", func(c *gin.Context) { c.String(http.StatusOK, "ok") })
	return r
}

func get(h http.Handler, remote string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodGet, "/bff/v1/ping", nil)
	req.RemoteAddr = remote
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// ERR-01 (server side): once an IP address has used its burst the API
// answers 429 rate_limited with Retry-After, so that the portal can go to
// the rate-limit-error page.
func TestRateLimit_refusesBeyondTheBurstWith429AndRetryAfter(t *testing.T) {
	h := limitedServer(t, bff.Limit{Rate: 1, Period: time.Hour, Burst: 3})
	for i := range 3 {
		if rec := get(h, "192.0.2.1:1000"); rec.Code != http.StatusOK {
			t.Fatalf("request %d: status %d, want 200", i+1, rec.Code)
		}
	}
	rec := get(h, "192.0.2.1:1000")
	if rec.Code != http.StatusTooManyRequests {
		t.Fatalf("status %d, want 429", rec.Code)
	}
	secs, err := strconv.Atoi(rec.Header().Get("Retry-After"))
	if err != nil || secs < 1 {
		t.Fatalf("Retry-After %q, want a whole number of seconds >= 1", rec.Header().Get("Retry-After"))
	}
	var body errorBody
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
		t.Fatal(err)
	}
	if body.Error.Code != bff.CodeRateLimited || body.Error.Message == "" {
		t.Errorf("body %+v, want code rate_limited with a message", body)
	}
}

func TestRateLimit_countsEachIPAddressApart(t *testing.T) {
	h := limitedServer(t, bff.Limit{Rate: 1, Period: time.Hour, Burst: 1})
	if rec := get(h, "192.0.2.1:1000"); rec.Code != http.StatusOK {
		t.Fatalf("first address: status %d", rec.Code)
	}
	if rec := get(h, "192.0.2.1:1001"); rec.Code != http.StatusTooManyRequests {
		t.Fatalf("first address again: status %d, want 429", rec.Code)
	}
	if rec := get(h, "192.0.2.2:1000"); rec.Code != http.StatusOK {
		t.Fatalf("second address: status %d, want 200", rec.Code)
	}
}

func TestRateLimit_zeroRateTurnsItOff(t *testing.T) {
	h := limitedServer(t, bff.Limit{})
	for i := range 50 {
		if rec := get(h, "192.0.2.1:1000"); rec.Code != http.StatusOK {
			t.Fatalf("request %d: status %d, want 200", i+1, rec.Code)
		}
	}
}

func TestRetryAfterSeconds_roundsUpToAtLeastOne(t *testing.T) {
	for _, tc := range []struct {
		in   time.Duration
		want int
	}{{0, 1}, {time.Millisecond, 1}, {time.Second, 1}, {1500 * time.Millisecond, 2}, {time.Minute, 60}} {
		if got := retryAfterSeconds(tc.in); got != tc.want {
			t.Errorf("retryAfterSeconds(%v) = %d, want %d", tc.in, got, tc.want)
		}
	}
}

// siteLimitedServer serves GET /bff/v1/:client/:site/ping and /bff/v1/:client
// behind a per-site limit only.
func siteLimitedServer(t *testing.T, limit bff.Limit) http.Handler {
	t.Helper()
	st := inmem.New()
	t.Cleanup(func() { _ = st.Close() })
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	api := r.Group("/bff/v1", rateLimit(st, RateLimits{PerSite: limit}))
	api.GET("/:client", func(c *gin.Context) { c.String(http.StatusOK, "ok") })
	api.GET("/:client/:site/ping", func(c *gin.Context) { c.String(http.StatusOK, "ok") })
	return r
}

func getPath(h http.Handler, path, remote string) int {
	req := httptest.NewRequest(http.MethodGet, path, nil)
	req.RemoteAddr = remote
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Code
}

// ERR-01 (server side): the per-site limit counts every caller of one
// client and site together, whatever the case of the path, and leaves other
// sites and routes naming no site alone.
func TestRateLimit_perSiteCountsAllCallersOfOneSite(t *testing.T) {
	h := siteLimitedServer(t, bff.Limit{Rate: 1, Period: time.Hour, Burst: 2})
	if code := getPath(h, "/bff/v1/sunshine/demo/ping", "192.0.2.1:1000"); code != http.StatusOK {
		t.Fatalf("first caller: status %d", code)
	}
	if code := getPath(h, "/bff/v1/Sunshine/DEMO/ping", "192.0.2.2:1000"); code != http.StatusOK {
		t.Fatalf("second caller: status %d", code)
	}
	if code := getPath(h, "/bff/v1/sunshine/demo/ping", "192.0.2.3:1000"); code != http.StatusTooManyRequests {
		t.Fatalf("third caller of the same site: status %d, want 429", code)
	}
	if code := getPath(h, "/bff/v1/sunshine/other/ping", "192.0.2.3:1000"); code != http.StatusOK {
		t.Fatalf("another site: status %d, want 200", code)
	}
	for i := range 5 {
		if code := getPath(h, "/bff/v1/sunshine", "192.0.2.3:1000"); code != http.StatusOK {
			t.Fatalf("client route %d: status %d, want 200 (no site named)", i, code)
		}
	}
}

// A caller refused by its own limit does not use up its site's allowance.
func TestRateLimit_refusedCallerDoesNotCountAgainstTheSite(t *testing.T) {
	st := inmem.New()
	t.Cleanup(func() { _ = st.Close() })
	r := gin.New()
	api := r.Group("/bff/v1", rateLimit(st, RateLimits{
		PerIP:   bff.Limit{Rate: 1, Period: time.Hour, Burst: 1},
		PerSite: bff.Limit{Rate: 1, Period: time.Hour, Burst: 2},
	}))
	api.GET("/:client/:site/ping", func(c *gin.Context) { c.String(http.StatusOK, "ok") })
	getPath(r, "/bff/v1/sunshine/demo/ping", "192.0.2.1:1000")
	for range 5 {
		if code := getPath(r, "/bff/v1/sunshine/demo/ping", "192.0.2.1:1000"); code != http.StatusTooManyRequests {
			t.Fatalf("status %d, want 429 for the first address", code)
		}
	}
	if code := getPath(r, "/bff/v1/sunshine/demo/ping", "192.0.2.2:1000"); code != http.StatusOK {
		t.Fatalf("second address: status %d, want 200: the site had one request left", code)
	}
}
