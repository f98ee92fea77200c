package http

import (
	"context"
	"net/http"
	"regexp"
	"slices"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/ebilling"
	"github.com/payhub/payhub/bff/texts"
)

// Ebilling is what the e-billing routes need (bff/ebilling.Ebilling).
type Ebilling interface {
	List(ctx context.Context, req ebilling.Request) ([]ebilling.View, error)
	Subscribe(ctx context.Context, req ebilling.Request, f ebilling.SubscribeForm) (ebilling.View, error)
	SetPaperless(ctx context.Context, req ebilling.Request, id string, on bool) (ebilling.View, error)
	Verify(ctx context.Context, req ebilling.Request, id, code string) (ebilling.View, error)
	Unsubscribe(ctx context.Context, req ebilling.Request, id, code string) (ebilling.View, error)
	SendCode(ctx context.Context, req ebilling.Request, id string) error
	ResendLink(ctx context.Context, req ebilling.Request, id string) error
}

// mountEbilling adds e-billing (spec 001 §4 "E-billing"; API-78..84):
// the session's subscriptions on the site, subscribing (a guest too,
// ROLE-19), paperless on and off (VERIFY-01: on needs a resident who
// verified ownership), and the commands of the portal's
// ebilling/{subscriptionId}/{action}/{authCode} screen (EBILL-02): verify
// and unsubscribe with the e-mailed code, send that code, and resend the
// activation link. The screen's commands need no session: the e-mailed
// link or code is their credential. The commands that e-mail a link or
// code are bounded per client address (ebillinglimit.go).
func mountEbilling(api *gin.RouterGroup, h *handlers) {
	g := api.Group("/:client/:site/ebilling", h.requires(featureEbilling), h.enabledSite)
	g.GET("", h.listEbilling)
	g.POST("", h.ebillingMails(), h.subscribeEbilling)
	g.PATCH("/:subscriptionId", h.ebillingPaperless)
	g.POST("/:subscriptionId/send-code", h.ebillingMails(), h.ebillingSendCode)
	g.POST("/:subscriptionId/resend-link", h.ebillingMails(), h.ebillingResendLink)
	g.POST("/:subscriptionId/:action/:authCode", h.ebillingAction)
}

// ebillingRequest is the request's site, language, portal origin and
// session user: the signed-in resident's id, else the guest's (a new
// guest session when create is set); a request with no session has no
// user.
func (h *handlers) ebillingRequest(c *gin.Context, create bool) (ebilling.Request, bool) {
	client, site := siteOf(c)
	req := ebilling.Request{Client: client, Site: site, Lang: requestLanguage(c), Origin: h.linkOrigin(c)}
	g, err := h.guests.load(c, create)
	if err != nil {
		writeError(c, err, 0)
		return req, false
	}
	switch {
	case g == nil:
	case g.data.User != nil && g.data.User.Subject != "":
		req.UserID = g.data.User.Subject
		req.Resident = g.data.User.EmailVerified
	default:
		req.UserID = g.data.UserID
	}
	return req, true
}

// linkOrigin is the portal origin of the links the e-billing service
// e-mails: the BFF's public or own origin, never one a request's Host
// header makes up (a link to another host would carry the code there).
// With no known origin (a server built without any), the request's own.
func (h *handlers) linkOrigin(c *gin.Context) string {
	known, own := h.portalOrigins(), h.pageOrigin(c)
	switch {
	case slices.Contains(known, own):
		return own
	case len(known) > 0:
		return known[0]
	}
	return own
}

// ebillingListBody is the answer of GET .../ebilling.
type ebillingListBody struct {
	Subscriptions []ebilling.View `json:"subscriptions"`
}

// listEbilling answers GET .../ebilling: the session's subscriptions on
// this site, none without a session.
func (h *handlers) listEbilling(c *gin.Context) {
	req, ok := h.ebillingRequest(c, false)
	if !ok {
		return
	}
	if req.UserID == "" {
		answerNoStore(c, ebillingListBody{Subscriptions: []ebilling.View{}}, nil)
		return
	}
	subs, err := h.d.Ebilling.List(c.Request.Context(), req)
	answerNoStore(c, ebillingListBody{Subscriptions: subs}, err)
}

// subscribeEbilling answers POST .../ebilling: 201 with the pending
// subscription, whose activation link is e-mailed (EBILL-06).
func (h *handlers) subscribeEbilling(c *gin.Context) {
	req, ok := h.ebillingRequest(c, true)
	if !ok {
		return
	}
	var body ebilling.SubscribeForm
	if !bindJSON(c, &body) {
		return
	}
	v, err := h.d.Ebilling.Subscribe(c.Request.Context(), req, body)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusCreated, v)
}

// ebillingPaperlessBody is the body of PATCH .../ebilling/{id}.
type ebillingPaperlessBody struct {
	Paperless *bool `json:"paperless"`
}

// ebillingPaperless answers PATCH .../ebilling/{subscriptionId}: paperless
// on or off on the session's subscription (EBILL-08).
func (h *handlers) ebillingPaperless(c *gin.Context) {
	req, ok := h.ebillingRequest(c, false)
	if !ok {
		return
	}
	if req.UserID == "" {
		writeError(c, texts.Error(bff.CodeNotFound, texts.EbillNotFound, req.Lang, nil), 0)
		return
	}
	var body ebillingPaperlessBody
	if !bindJSON(c, &body) {
		return
	}
	if body.Paperless == nil {
		writeError(c, bff.Errorf(bff.CodeInvalid, "Say whether paperless is on (paperless)."), 0)
		return
	}
	v, err := h.d.Ebilling.SetPaperless(c.Request.Context(), req, c.Param("subscriptionId"), *body.Paperless)
	answerNoStore(c, v, err)
}

// ebillingAction answers POST .../ebilling/{subscriptionId}/{action}/
// {authCode}: verify confirms the subscription with its link's code
// (EBILL-10), unsubscribe ends it with the e-mailed code (EBILL-09).
func (h *handlers) ebillingAction(c *gin.Context) {
	req, ok := h.ebillingRequest(c, false)
	if !ok {
		return
	}
	id, code := c.Param("subscriptionId"), c.Param("authCode")
	var v ebilling.View
	var err error
	switch c.Param("action") {
	case ebilling.ActionVerify:
		v, err = h.d.Ebilling.Verify(c.Request.Context(), req, id, code)
	case ebilling.ActionUnsubscribe:
		v, err = h.d.Ebilling.Unsubscribe(c.Request.Context(), req, id, code)
	default:
		err = bff.Errorf(bff.CodeNotFound, "There is no such e-billing action.")
	}
	answerNoStore(c, v, err)
}

// ebillingSentBody answers the commands that e-mail a link or code.
type ebillingSentBody struct {
	Sent bool `json:"sent"`
}

// ebillingSendCode answers POST .../ebilling/{subscriptionId}/send-code:
// an unsubscribe code lasting five minutes is e-mailed to the subscriber
// (EBILL-09, CONST-30).
func (h *handlers) ebillingSendCode(c *gin.Context) {
	req, ok := h.ebillingRequest(c, false)
	if !ok {
		return
	}
	err := h.d.Ebilling.SendCode(c.Request.Context(), req, c.Param("subscriptionId"))
	answerNoStore(c, ebillingSentBody{Sent: true}, err)
}

// ebillingResendLink answers POST .../ebilling/{subscriptionId}/resend-link:
// a new activation link is e-mailed, the old one void (EBILL-07).
func (h *handlers) ebillingResendLink(c *gin.Context) {
	req, ok := h.ebillingRequest(c, false)
	if !ok {
		return
	}
	err := h.d.Ebilling.ResendLink(c.Request.Context(), req, c.Param("subscriptionId"))
	answerNoStore(c, ebillingSentBody{Sent: true}, err)
}

// ebillingCodeInPath is the e-mailed code in a path of the e-billing
// screen or its commands: /ebilling/{subscriptionId}/{verify|unsubscribe}/{code}.
var ebillingCodeInPath = regexp.MustCompile(`(/ebilling/[^/]+/(?:verify|unsubscribe)/)[^/]+`)

// loggedPath is path as the access log writes it: an e-mailed e-billing
// code is a credential and is never logged.
func loggedPath(path string) string {
	return ebillingCodeInPath.ReplaceAllString(path, "${1}[redacted]")
}
