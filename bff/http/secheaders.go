package http

import (
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
)

// The security headers every response carries. Handlers may replace
// Referrer-Policy with a stricter one, Cache-Control with their own
// caching and, on a portal page with a chatbot, Permissions-Policy with
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
	// apiCacheControl keeps API answers, which carry carts and receipts,
	// out of every cache unless the handler chose otherwise.
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
		if strings.HasPrefix(c.Request.URL.Path, "/bff/") {
			h.Set("Cache-Control", apiCacheControl)
		}
		c.Next()
	}
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
