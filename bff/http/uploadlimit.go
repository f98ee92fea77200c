package http

import (
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
)

// GuestUploadLimit is how many files the visitors who are not signed-in
// residents may attach from one client address. The uploads service keeps
// at most a few unattached files per session, but a visitor without a
// session cookie gets a new session with each upload, so only the address
// bounds how much of the service's disk one caller can fill. A guest files
// a form with a file or two; twenty at once, then one every 72 minutes,
// keeps any address to about forty files (400 MB) a day, the day a file no
// filing holds is kept. Signed-in residents are bounded per resident by
// the uploads service instead.
var GuestUploadLimit = bff.Limit{Rate: 20, Period: 24 * time.Hour, Burst: 20}

// guestUploadKeyPrefix names the guest upload counters in the store, per
// client address.
const guestUploadKeyPrefix = "rate:bff:upload:ip:"

// guestUploads is the forms upload route's limit on guests, per client
// address as the BFF derives it (trustProxies), counted in the store.
func (h *handlers) guestUploads() gin.HandlerFunc {
	return limitGuestUploads(h.d.Store, h.guests, GuestUploadLimit)
}

// limitGuestUploads refuses an upload by a visitor who is not a signed-in
// resident with 429 rate_limited, Retry-After and a message in the
// request's language once the client address has used up limit. A
// resident's session is read without being renewed or created: the route
// itself does that. A store that cannot answer lets the upload through and
// is logged, as the API's own limiter does.
func limitGuestUploads(store bff.RateLimiter, gs *guests, limit bff.Limit) gin.HandlerFunc {
	if store == nil || limit.Rate <= 0 {
		return func(c *gin.Context) { c.Next() }
	}
	return func(c *gin.Context) {
		if signedInResident(c, gs) {
			c.Next()
			return
		}
		ctx := c.Request.Context()
		res, err := store.Allow(ctx, guestUploadKeyPrefix+c.ClientIP(), limit)
		if err != nil {
			logger(c).WarnContext(ctx, "guest upload limiter unavailable", "code", "rate_limit_store", "error", err.Error())
			c.Next()
			return
		}
		if !res.Allowed {
			c.Header("Retry-After", strconv.Itoa(retryAfterSeconds(res.RetryAfter)))
			writeError(c, texts.Error(bff.CodeRateLimited, texts.UploadTooManyFromAddress, requestLanguage(c), nil),
				http.StatusTooManyRequests)
			return
		}
		c.Next()
	}
}

// signedInResident reports whether the request's session, if any, has a
// signed-in resident this site may see (confine.go), the one the forms
// routes bind an upload to.
func signedInResident(c *gin.Context, gs *guests) bool {
	if gs == nil {
		return false
	}
	id, _ := requestSessionID(c)
	if !sessionID.MatchString(id) {
		return false
	}
	g, err := gs.get(c.Request.Context(), id)
	if err != nil {
		return false
	}
	gs.confine(c, g)
	u := g.data.User
	return u != nil && u.Subject != "" && !u.LinkPending
}
