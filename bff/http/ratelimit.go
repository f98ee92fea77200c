package http

import (
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
)

// DefaultRateLimit is the BFF API's per-client-IP limit when none is
// configured: generous enough for a payer clicking through checkout and the
// portal's own fan-out, low enough to slow down a script (spec 000 §8: a
// 429 sends the portal to the rate-limit-error page).
var DefaultRateLimit = bff.Limit{Rate: 20, Period: time.Second, Burst: 60}

// DefaultSiteRateLimit is the BFF API's per-site limit when none is
// configured: all payers of one county site together. It keeps one busy or
// attacked site from using up the upstream services every other site
// shares, well above a county's busiest tax-deadline hour.
var DefaultSiteRateLimit = bff.Limit{Rate: 500, Period: time.Second, Burst: 1000}

// The rate-limit counters of the API in the store: per client IP address,
// and per client/site.
const (
	rateLimitKeyPrefix     = "rate:bff:ip:"
	siteRateLimitKeyPrefix = "rate:bff:site:"
)

// RateLimits are the API's two limits; a limit whose Rate is zero or less
// is off.
type RateLimits struct {
	// PerIP counts each client IP address apart.
	PerIP bff.Limit
	// PerSite counts every request naming one client and site together.
	PerSite bff.Limit
}

// rateLimit refuses a request with 429, code rate_limited and a Retry-After
// header (whole seconds, at least 1) once the caller's IP address, or the
// client and site the path names, has used up its limit. The IP address is
// counted first, so a refused caller never uses up its site's allowance. A
// store that cannot answer lets the request through and is logged: the
// limiter protects the upstreams, it must not take the portal down. Redis
// being down is not such a case: the Redis store then counts in process
// (bff/redis), so the limits still hold.
func rateLimit(store bff.RateLimiter, limits RateLimits) gin.HandlerFunc {
	perIP, perSite := limits.PerIP.Rate > 0, limits.PerSite.Rate > 0
	if store == nil || (!perIP && !perSite) {
		return func(c *gin.Context) { c.Next() }
	}
	return func(c *gin.Context) {
		if perIP && !allow(c, store, rateLimitKeyPrefix+c.ClientIP(), limits.PerIP) {
			return
		}
		if key := siteKey(c); perSite && key != "" && !allow(c, store, siteRateLimitKeyPrefix+key, limits.PerSite) {
			return
		}
		c.Next()
	}
}

// siteKey is "client/site" from the route's parameters, lowercased as the
// portal reads them (spec 000 §2 "URL layout") so that case cannot split a
// site's count; "" for a route that names no site.
func siteKey(c *gin.Context) string {
	client, site := c.Param("client"), c.Param("site")
	if client == "" || site == "" {
		return ""
	}
	return strings.ToLower(client) + "/" + strings.ToLower(site)
}

// allow counts one request for key and, when it is over limit, answers 429
// and aborts. A store error is logged and lets the request through.
func allow(c *gin.Context, store bff.RateLimiter, key string, limit bff.Limit) bool {
	ctx := c.Request.Context()
	res, err := store.Allow(ctx, key, limit)
	if err != nil {
		logger(c).WarnContext(ctx, "rate limiter unavailable", "code", "rate_limit_store", "error", err.Error())
		return true
	}
	if res.Allowed {
		return true
	}
	c.Header("Retry-After", strconv.Itoa(retryAfterSeconds(res.RetryAfter)))
	writeError(c, bff.Errorf(bff.CodeRateLimited, "Too many requests. Please wait a moment and try again."),
		http.StatusTooManyRequests)
	return false
}

// retryAfterSeconds rounds d up to whole seconds, at least 1 (RFC 9110
// Retry-After is a whole number of seconds).
func retryAfterSeconds(d time.Duration) int {
	return max(1, int(math.Ceil(d.Seconds())))
}
