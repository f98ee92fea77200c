// Package http is the BFF's HTTP surface and the only package that imports
// gin: routes, middleware (request ids, access logs, metrics, recovery),
// the one table from error codes to statuses, health and readiness, and the
// portal's static files.
package http

import (
	"context"
	"io/fs"
	"log/slog"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
)

// Metrics records served requests.
type Metrics interface {
	ObserveRequest(route, method string, status int, d time.Duration)
	Handler() http.Handler
}

// Check is one readiness check: a store or an upstream.
type Check struct {
	Name string
	Ping func(ctx context.Context) error
	// Optional marks a side feature's upstream (the contact form, saved
	// items): /readyz reports it but stays ready while it is down.
	Optional bool
}

// Deps are the server's collaborators.
type Deps struct {
	Logger  *slog.Logger
	Env     bff.Env
	Screens Screens
	Clients Clients
	Metrics Metrics
	Checks  []Check
	// Checkout serves search, the checkout and receipt screens, the cart
	// commands and the check-out.
	Checkout Checkout
	// Wallets serves PayPal, Venmo and the mobile wallets; nil answers 503
	// on their routes.
	Wallets Wallets
	// Delivery serves the delivery choice and the renewal period of
	// vehicle renewals; nil answers 503 on their routes.
	Delivery Delivery
	// Handoff hands carts off to an external checkout (CHK-02); nil
	// answers 503 on its route.
	Handoff Handoff
	// Contact sends the footer's contact form; nil answers 503 on its
	// route.
	Contact Contact
	// Diagnostics forwards the pages' diagnostics and request logs (spec
	// 001 §7); nil answers 503 on their routes.
	Diagnostics Diagnostics
	// Errors reports failed requests (5xx), sampled (spec 001 §8); nil
	// reports none.
	Errors ErrorReporter
	// Store keeps guest sessions and idempotency keys.
	Store bff.Store
	// Web holds the built portal (index.html and assets). The program
	// passes the build embedded in the binary or a directory given to
	// override it; nil serves the portal as not built.
	Web fs.FS
	// Themes holds one CSS file per theme; nil serves none.
	Themes fs.FS
	// SDK holds the built SDK (payhub.js, payhub.mjs), served at /sdk/;
	// nil serves none.
	SDK fs.FS
	// Widget holds the widget's build (index.html and assets/), served
	// under WidgetPrefix; nil serves the widget as not built.
	Widget fs.FS
	// WidgetFrom names where Widget comes from (a directory, or the
	// binary's embedded build) in the log line of a missing build.
	WidgetFrom string
	// WalletOrigin is the wallet host's origin, the one frame source of
	// the portal's and the widget's pages (the card-input frame).
	WalletOrigin string
	// Sites reads site configuration for the widget pages' frame
	// ancestors and the host issuers; nil lets no one frame the widget and
	// answers 503 on the host-token routes.
	Sites Sites
	// HostAuth verifies host tokens; nil answers 503 on their routes.
	HostAuth HostAuth
	// RateLimit is the per-client-IP limit on /bff/v1, counted in Store; a
	// zero Rate turns it off.
	RateLimit bff.Limit
	// SiteRateLimit is the limit on /bff/v1 for all requests naming one
	// client and site together; a zero Rate turns it off.
	SiteRateLimit bff.Limit
	// SignIn signs residents in at the login service; nil answers 503 on
	// the sign-in routes.
	SignIn SignIn
	// History reads the signed-in resident's past payments; nil answers
	// 503 on their route.
	History PaymentHistory
	// SavedItems lists, saves and unsaves the signed-in resident's saved
	// items; nil answers 503 on their routes.
	SavedItems SavedItems
	// SavedTenders serves the signed-in resident's saved payment methods;
	// nil, or no Sites to check the site with, answers 503 on their
	// routes.
	SavedTenders SavedTenders
	// Schedules serves the signed-in resident's scheduled payments; nil,
	// or no Sites to check the site with, answers 503 on their routes.
	Schedules Schedules
	// Ownership serves the signed-in resident's ownership verification by
	// a mailed PIN; nil, or no Sites, answers 503 on its routes.
	Ownership Ownership
	// Ebilling serves e-billing subscriptions; nil, or no Sites, answers
	// 503 on its routes.
	Ebilling Ebilling
	// Forms serves a site's county forms, their files and My Forms; nil,
	// or no Sites to check the site with, answers 503 on their routes.
	Forms Forms
	// Profile reads and changes the signed-in resident's settings; nil
	// answers 503 on its routes.
	Profile Profiles
	// Verification verifies a signed-in resident's e-mail with a mailed
	// code; nil answers 503 on its routes.
	Verification EmailVerification
	// PublicURL is the BFF's public origin, e.g. https://pay.example.gov;
	// empty: the origin each request names (fine behind no proxy).
	PublicURL string
	// PortalOrigins are the origins the BFF serves the portal on when
	// PublicURL is empty: its own listener's, such as
	// http://127.0.0.1:8080 and http://localhost:8080. With PublicURL they
	// are not used. A PayPal setup returns only to a page of these
	// origins; none: no setup is allowed.
	PortalOrigins []string
	// TrustedProxies are the addresses and CIDR ranges of the proxies in
	// front of the BFF (load balancers) whose X-Forwarded-For is believed;
	// empty: none, and the client IP is the connection's peer.
	TrustedProxies []string
	// MetricsElsewhere: /metrics has a listener of its own (every
	// environment but dev), and this handler answers it not found.
	MetricsElsewhere bool
	// Taxsys adds to the cart from the tax-system pages (API-91); nil
	// leaves POST .../taxsys/items not found.
	Taxsys TaxsysCart
	// SourcePages serves a source's extra pages and details route
	// (search_pages.go); nil: they are not found.
	SourcePages SourcePages
	// Bulk serves bulk add of a source's accounts from a file; nil, or no
	// Sites, answers 503 on its routes.
	Bulk Bulk
	// Staff serves the staff console's sign-in, sessions and
	// announcements admin under AdminPrefix (admin*.go); nil, or no
	// Store, answers 503 on its routes.
	Staff StaffConsole
	// StaffRateLimit is the staff routes' limit, per client IP address and
	// per staff member; a zero Rate turns it off.
	StaffRateLimit bff.Limit
	// StaffPlans serves the staff console's scheduled payments made for a
	// payer (adminplans.go); nil answers 503 on its routes.
	StaffPlans StaffPlans
}

// handlers serve the routes of one server, built by New.
type handlers struct {
	d      Deps
	guests *guests // nil without a store
	// missing holds the 503 of each feature the server was built without
	// (guard.go).
	missing map[feature]error
}

// New returns the BFF's handler.
func New(d Deps) http.Handler {
	if d.Logger == nil {
		d.Logger = slog.New(slog.DiscardHandler)
	}
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.HandleMethodNotAllowed = true
	// gin would answer a path that matches a route but for a trailing
	// slash (or, with RedirectFixedPath, its case) with a redirect of its
	// own, before any middleware: no no-store, no rate limit. An API path
	// never redirects (it is the JSON 404 with no-store); a file path with
	// a trailing slash is the JSON 404 as serveFile answers it, and the
	// portal's pages, with a trailing slash or none, are the catch-all's.
	r.RedirectTrailingSlash = false
	r.RedirectFixedPath = false
	trustProxies(r, d)
	r.Use(requestID(), securityHeaders(d.Env), errorReports(d.Errors), recovery(d.Logger), accessLog(d.Logger, d.Metrics),
		basicAuth(d))

	r.GET("/healthz", healthz)
	r.GET("/readyz", readyz(d.Checks))
	if d.Metrics != nil && !d.MetricsElsewhere {
		r.GET("/metrics", gin.WrapH(d.Metrics.Handler()))
	}

	getOrHead(r, "/bff/openapi.yaml", func(c *gin.Context) {
		c.Data(http.StatusOK, "application/yaml", OpenAPI)
	})

	h := &handlers{d: d}
	if d.Store != nil {
		h.guests = newGuests(d.Store, d.Env)
		h.guests.trusts = signInTrust(d.Sites)
	}
	h.missing = h.missingFeatures()
	api := r.Group("/bff/v1", rateLimit(d.Store, RateLimits{PerIP: d.RateLimit, PerSite: d.SiteRateLimit}),
		productionSites(d), requireCSRFHeader())
	api.GET("/:client", h.client)
	api.GET("/:client/:site/screens/:screen", h.screen)
	api.POST("/:client/:site/diag", h.requires(featureDiagnostics), h.postDiag)
	api.POST("/:client/:site/request-log", h.requires(featureDiagnostics), h.postRequestLog)
	api.POST("/:client/:site/contact", h.requires(featureContact), h.sendContact)
	chk := api.Group("/:client/:site", h.requires(featureCheckout))
	chk.GET("/screens/:screen/:id", h.screenWithID)
	chk.GET("/search/:pageRoute", h.search)
	chk.GET("/search/:pageRoute/tax-dollar-breakdown", h.taxDollarBreakdown)
	chk.GET("/search/:pageRoute/unclaimed-refunds", h.unclaimedRefunds)
	chk.GET("/search/:pageRoute/details/:payable", h.payableDetails)
	chk.POST("/cart/items", h.addItems)
	chk.POST("/taxsys/items", h.addTaxsysItems)
	chk.PATCH("/cart/items/:itemId", h.changeItem)
	chk.DELETE("/cart/items/:itemId", h.removeItem)
	chk.POST("/cart/items/:itemId/accept-update", h.acceptUpdate)
	chk.DELETE("/cart/items", h.emptyCart)
	chk.POST("/checkout", h.checkOut)
	chk.PUT("/cart/delivery", h.requires(featureDelivery), h.saveDelivery)
	chk.PUT("/cart/items/:itemId/payable", h.requires(featureDelivery), h.changeRenewal)
	chk.POST("/checkout/paypal", h.requires(featureWallets), h.createPayPal)
	chk.POST("/checkout/paypal/capture", h.requires(featureWallets), h.capturePayPal)
	chk.POST("/checkout/mobile-token", h.requires(featureWallets), h.mobileToken)
	chk.POST("/checkout/handoff", h.requires(featureHandoff), h.startHandoff)
	chk.POST("/checkout/wallet-frames", h.walletFrames)

	host := api.Group("/:client/:site/session/host-token", h.requires(featureHostAuth))
	host.POST("", h.signInHost)
	host.GET("", h.hostUser)
	host.DELETE("", h.signOutHost)
	mountSignIn(r, api, h)
	mountSavedItems(api, h)
	mountProfile(api, h)
	mountSavedTenders(api, h)
	mountSchedules(api, h)
	mountVerifyEmail(api, h)
	mountOwnership(api, h)
	mountEbilling(api, h)
	mountForms(api, h)
	mountBulk(api, h)
	mountAdmin(r, h)

	pg := newPages()
	mountStatic(r, d, pg)
	mountSDK(r, d)
	r.NoRoute(notFound(d, pg))
	r.NoMethod(func(c *gin.Context) {
		writeError(c, bff.Errorf(bff.CodeInvalid, "This method is not allowed here."), http.StatusMethodNotAllowed)
	})
	return r
}

// trustProxies makes c.ClientIP(), the one client IP of the BFF (the
// per-IP rate limit, the bot check's remoteip), the connection's peer
// unless that peer is one of d.TrustedProxies; then it is the right-most
// address of X-Forwarded-For that is no trusted proxy. X-Real-IP is never
// read: a load balancer that only appends to X-Forwarded-For would pass a
// caller's own X-Real-IP through. The addresses were checked at start-up
// (payhub's --trusted-proxies); one that is not valid trusts no proxy at
// all rather than every one.
func trustProxies(r *gin.Engine, d Deps) {
	r.ForwardedByClientIP = true
	r.RemoteIPHeaders = []string{"X-Forwarded-For"}
	r.TrustedPlatform = ""
	if err := r.SetTrustedProxies(d.TrustedProxies); err != nil {
		d.Logger.Error("trusted proxies are not valid: no proxy is trusted", "error", err.Error())
		_ = r.SetTrustedProxies(nil)
	}
}
