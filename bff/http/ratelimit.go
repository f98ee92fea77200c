package http

import (
	"math"
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
)

// DefaultRateLimit is the BFF API's per-client-IP limit when none is
// configured: generous enough for a payer clicking through checkout and the
// portal's own fan-out, low enough to slow down a script (spec 000 §8: a
// 429 sends the portal to the rate-limit-error page).
var DefaultRateLimit = bff.Limit{Rate: 20, Period: time.Second, Burst: 60}

// rateLimitKeyPrefix names the rate-limit counters of the API in the store.
const rateLimitKeyPrefix = "rate:bff:ip:"

// rateLimit refuses a request with 429, code rate_limited and a Retry-After
// header (whole seconds, at least 1) once the caller's IP address has used
// up limit. A limit whose Rate is zero or less lets everything through. A
// store that cannot answer lets the request through and is logged: the
// limiter protects the upstreams, it must not take the portal down.
func rateLimit(store bff.RateLimiter, limit bff.Limit) gin.HandlerFunc {
	if store == nil || limit.Rate <= 0 {
		return func(c *gin.Context) { c.Next() }
	}
	return func(c *gin.Context) {
		ctx := c.Request.Context()
		res, err := store.Allow(ctx, rateLimitKeyPrefix+c.ClientIP(), limit)
		if err != nil {
			logger(c).WarnContext(ctx, "rate limiter unavailable", "code", "rate_limit_store", "error", err.Error())
			c.Next()
			return
		}
		if !res.Allowed {
			c.Header("Retry-After", strconv.Itoa(retryAfterSeconds(res.RetryAfter)))
			writeError(c, bff.Errorf(bff.CodeRateLimited, "Too many requests. Please wait a moment and try again."),
				http.StatusTooManyRequests)
			return
		}
		c.Next()
	}
}

// retryAfterSeconds rounds d up to whole seconds, at least 1 (RFC 9110
// Retry-After is a whole number of seconds).
func retryAfterSeconds(d time.Duration) int {
	return max(1, int(math.Ceil(d.Seconds())))
}
