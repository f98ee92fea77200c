package http

import (
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
)

// GuestUploadLimit is how many files the visitors who are not residents
// with a verified e-mail may attach from one client address. The uploads
// service keeps at most a few unattached files per session, but a visitor
// without a session cookie gets a new session with each upload, and an
// account made a moment ago on the sign-up page costs nothing more, so
// only the address bounds how much of the service's disk one caller can
// fill. A guest files a form with a file or two; twenty at once, then one
// every 72 minutes, keeps any address to about forty files (400 MB) a day,
// the day a file no filing holds is kept.
var GuestUploadLimit = bff.Limit{Rate: 20, Period: 24 * time.Hour, Burst: 20}

// ResidentUploadLimit is how many files one resident with a verified
// e-mail may attach a day, wherever from: generous for a person filing
// forms (a shared office address is not counted with the guests), and
// still a bound on what one account can store for a filing's years.
var ResidentUploadLimit = bff.Limit{Rate: 50, Period: 24 * time.Hour, Burst: 50}

// The upload counters in the store: per client address for guests and
// unverified accounts, per user for verified residents.
const (
	guestUploadKeyPrefix    = "rate:bff:upload:ip:"
	residentUploadKeyPrefix = "rate:bff:upload:user:"
)

// guestUploads is the forms upload route's limit on files, counted in the
// store: per client address as the BFF derives it (trustProxies) for
// visitors who are not residents with a verified e-mail, per user for
// those who are.
func (h *handlers) guestUploads() gin.HandlerFunc {
	return limitUploads(h.d.Store, h.guests, GuestUploadLimit, ResidentUploadLimit)
}

// limitUploads bounds the files stored through the route: an upload is
// refused with 429 rate_limited, Retry-After and a message in the
// request's language once its counter has none left, and counted only when
// the route answers 201 (the file is stored): a file refused for its type,
// its size or anything else gives its allowance back, as it never took
// it. Uploads running at the same moment may pass one check together and
// each be counted; the bound is kept within that. A resident's session is
// read without being renewed or created: the route itself does that. A
// store that cannot answer lets the upload through and is logged, as the
// API's own limiter does.
func limitUploads(store bff.RateLimiter, gs *guests, guest, resident bff.Limit) gin.HandlerFunc {
	if store == nil || guest.Rate <= 0 || resident.Rate <= 0 {
		return func(c *gin.Context) { c.Next() }
	}
	return func(c *gin.Context) {
		ctx := c.Request.Context()
		who := uploaderOf(c, gs)
		key, limit, refusal := guestUploadKeyPrefix+c.ClientIP(), guest, texts.UploadTooManyFromAddress
		switch {
		case who.verified:
			key, limit, refusal = residentUploadKeyPrefix+who.subject, resident, texts.UploadTooManyToday
		case who.subject != "":
			refusal = texts.UploadTooManyFromAddressSigned
		}
		res, err := store.Peek(ctx, key, limit)
		if err != nil {
			logger(c).WarnContext(ctx, "upload limiter unavailable", "code", "rate_limit_store", "error", err.Error())
			c.Next()
			return
		}
		if !res.Allowed {
			c.Header("Retry-After", strconv.Itoa(retryAfterSeconds(res.RetryAfter)))
			writeError(c, texts.Error(bff.CodeRateLimited, refusal, requestLanguage(c), nil), http.StatusTooManyRequests)
			return
		}
		c.Next()
		if c.Writer.Status() != http.StatusCreated {
			return
		}
		if _, err := store.Allow(ctx, key, limit); err != nil {
			logger(c).WarnContext(ctx, "upload limiter unavailable", "code", "rate_limit_store", "error", err.Error())
		}
	}
}

// uploader is who attaches a file, as the upload limit sees them: a
// signed-in resident's subject, and whether their e-mail is verified; no
// subject for a guest.
type uploader struct {
	subject  string
	verified bool
}

// uploaderOf reads the request's session, if any, for a signed-in resident
// this site may see (confine.go), the one the forms routes bind an upload
// to.
func uploaderOf(c *gin.Context, gs *guests) uploader {
	if gs == nil {
		return uploader{}
	}
	id, _ := requestSessionID(c)
	if !sessionID.MatchString(id) {
		return uploader{}
	}
	g, err := gs.get(c.Request.Context(), id)
	if err != nil {
		return uploader{}
	}
	gs.confine(c, g)
	u := g.data.User
	if u == nil || u.Subject == "" || u.LinkPending {
		return uploader{}
	}
	return uploader{subject: u.Subject, verified: u.EmailVerified}
}
