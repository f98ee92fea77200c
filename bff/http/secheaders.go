package http

import (
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
)

// The security headers every response carries. Handlers may replace
// Referrer-Policy with a stricter one, Cache-Control with their own
// caching outside the API (whose answers are always apiCacheControl, but
// for the screens writeRevalidated answers) and,
// on a portal page with a chatbot, Permissions-Policy with
// chatbotPermissions: the middleware sets them before the handler runs.
const (
	// referrerPolicy sends only the origin to other sites, and nothing
	// from https to http.
	referrerPolicy = "strict-origin-when-cross-origin"
	// permissionsPolicy denies the powerful features PayHub never uses.
	// payment=(self) keeps the Payment Request API (card, Apple Pay and
	// Google Pay sheets) for the page itself; the SDK creates the widget's
	// iframe with allow="payment", so the widget keeps it when framed.
	permissionsPolicy = "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), " +
		"magnetometer=(), " + noMicrophone + ", midi=(), payment=(self), usb=()"
	// noMicrophone is permissionsPolicy's microphone, which a portal page
	// with a chatbot replaces (chatbotPermissions).
	noMicrophone = "microphone=()"
	// hstsPolicy pins https for a year on the host and its subdomains.
	hstsPolicy = "max-age=31536000; includeSubDomains"
	// pageOpenerPolicy isolates the portal's and the widget's pages from
	// pages that open them, while the pages may still open popups (a
	// wallet's approval window) and keep talking to them. PayPal and the
	// hand-off leave by a full-page redirect today, which COOP does not
	// affect.
	pageOpenerPolicy = "same-origin-allow-popups"
	// apiCacheControl keeps every API answer, which may carry a session,
	// a cart, a receipt or a resident's data, out of every cache.
	apiCacheControl = "no-store"
)

// sendsHSTS reports whether env is served over https only: every
// environment but a developer's machine and the test runs, which use
// plain http on localhost.
func sendsHSTS(env bff.Env) bool {
	return env != bff.EnvDev && env != bff.EnvTest && env != ""
}

// securityHeaders sets the headers of every response (pages, assets, the
// API, errors). The pages add their Content-Security-Policy and
// Cross-Origin-Opener-Policy where they are served (page.go).
func securityHeaders(env bff.Env) gin.HandlerFunc {
	hsts := sendsHSTS(env)
	return func(c *gin.Context) {
		h := c.Writer.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", referrerPolicy)
		h.Set("Permissions-Policy", permissionsPolicy)
		if hsts {
			h.Set("Strict-Transport-Security", hstsPolicy)
		}
		if !strings.HasPrefix(c.Request.URL.Path, "/bff/") {
			c.Next()
			return
		}
		// API answers carry sessions, carts, receipts and residents'
		// data: no handler can opt one into a cache, but through
		// writeRevalidated.
		h.Set("Cache-Control", apiCacheControl)
		c.Writer = noStoreWriter{ResponseWriter: c.Writer, c: c}
		c.Next()
		if !c.Writer.Written() {
			h.Set("Cache-Control", apiCacheControlOf(c))
		}
	}
}

// noStoreWriter sends apiCacheControl whatever Cache-Control a handler
// set, at the moment the header is written; securityHeaders covers an
// answer whose header is written after the handlers return (a bare
// status).
type noStoreWriter struct {
	gin.ResponseWriter
	c *gin.Context
}

func (w noStoreWriter) seal() {
	if !w.Written() {
		w.Header().Set("Cache-Control", apiCacheControlOf(w.c))
	}
}

// apiCacheControlOf is the Cache-Control of c's API answer: apiCacheControl,
// or revalidatedCacheControl for an answer writeRevalidated made.
func apiCacheControlOf(c *gin.Context) string {
	if c.GetBool(revalidatedKey) {
		return revalidatedCacheControl
	}
	return apiCacheControl
}

// WriteHeaderNow sends the header with apiCacheControl.
func (w noStoreWriter) WriteHeaderNow() {
	w.seal()
	w.ResponseWriter.WriteHeaderNow()
}

// Write sends the header with apiCacheControl, then b.
func (w noStoreWriter) Write(b []byte) (int, error) {
	w.seal()
	return w.ResponseWriter.Write(b)
}

// WriteString sends the header with apiCacheControl, then s.
func (w noStoreWriter) WriteString(s string) (int, error) {
	w.seal()
	return w.ResponseWriter.WriteString(s)
}

// Flush sends the header with apiCacheControl, then what is buffered.
func (w noStoreWriter) Flush() {
	w.seal()
	w.ResponseWriter.Flush()
}

// chatbotPermissions is permissionsPolicy for a portal page that frames
// its site's chatbot at origin (spec 000 §4 "Chatbot": allow microphone):
// the microphone is allowed to that origin and to the page itself, which
// a browser requires before it lets the page delegate a feature to a frame
// (the frame's allow="microphone" does the delegating); every other
// origin, frame and page keeps microphone=(). The browser still asks the
// payer before the chatbot hears anything.
func chatbotPermissions(origin string) string {
	if !isOrigin(origin) || strings.ContainsAny(origin, `"\`) {
		return permissionsPolicy
	}
	return strings.Replace(permissionsPolicy, noMicrophone, `microphone=(self "`+origin+`")`, 1)
}
