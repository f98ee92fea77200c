package http

import (
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
)

// EbillingMailLimit is how many e-billing e-mails (activation links on
// subscribing or resending, unsubscribe codes) one client address may
// have sent a day, across payables, sites and recipients. These commands
// need no sign-in and no session cookie, so without it one anonymous
// caller could have the county mail strangers at the API's rate; the
// e-billing service bounds the e-mails to each inbox besides. Ten covers a
// household subscribing its bills and asking again for a lost e-mail.
var EbillingMailLimit = bff.Limit{Rate: 10, Period: 24 * time.Hour, Burst: 10}

// ebillingMailKeyPrefix names the e-billing e-mail counters in the store,
// per client address.
const ebillingMailKeyPrefix = "rate:bff:ebilling-mail:ip:"

// ebillingMails is the limit of the routes that e-mail a link or code.
func (h *handlers) ebillingMails() gin.HandlerFunc {
	return limitEbillingMails(h.d.Store, EbillingMailLimit)
}

// limitEbillingMails refuses a command that would e-mail a link or code
// with 429 rate_limited, Retry-After and a message in the request's
// language once the client address (trustProxies) has used up limit, and
// counts the command only when it succeeded: a refused one sent no
// e-mail. A store that cannot answer lets the command through and is
// logged, as the API's own limiter does.
func limitEbillingMails(store bff.RateLimiter, limit bff.Limit) gin.HandlerFunc {
	if store == nil || limit.Rate <= 0 {
		return func(c *gin.Context) { c.Next() }
	}
	return func(c *gin.Context) {
		ctx := c.Request.Context()
		key := ebillingMailKeyPrefix + c.ClientIP()
		res, err := store.Peek(ctx, key, limit)
		if err != nil {
			logger(c).WarnContext(ctx, "e-billing mail limiter unavailable", "code", "rate_limit_store", "error", err.Error())
			c.Next()
			return
		}
		if !res.Allowed {
			c.Header("Retry-After", strconv.Itoa(retryAfterSeconds(res.RetryAfter)))
			writeError(c, texts.Error(bff.CodeRateLimited, texts.EbillTooManyFromHere, requestLanguage(c), nil),
				http.StatusTooManyRequests)
			return
		}
		c.Next()
		if s := c.Writer.Status(); s < 200 || s > 299 {
			return
		}
		if _, err := store.Allow(ctx, key, limit); err != nil {
			logger(c).WarnContext(ctx, "e-billing mail limiter unavailable", "code", "rate_limit_store", "error", err.Error())
		}
	}
}
