package http

import (
	"context"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/ownership"
	"github.com/payhub/payhub/bff/texts"
)

// Ownership is what the ownership routes need (bff/ownership.Ownership).
type Ownership interface {
	Statuses(ctx context.Context, req ownership.Request) ([]ownership.StatusView, error)
	RequestPIN(ctx context.Context, req ownership.Request, path string) (ownership.StatusView, error)
	Claim(ctx context.Context, req ownership.Request, path, pin string) (ownership.StatusView, error)
}

// mountOwnership adds the signed-in resident's ownership verification by
// a mailed PIN (spec 001 §4 "Ownership"; API-55..57, VERIFY-04, VERIFY-05):
// the statuses on the site, asking for a PIN letter, and claiming a
// payable with its PIN. Every route needs a signed-in resident with a
// verified e-mail (a guest gets 401 sign_in_required) on a configured and
// enabled site, and the user id is always the session's.
func mountOwnership(api *gin.RouterGroup, h *handlers) {
	g := api.Group("/:client/:site/ownership", h.requires(featureOwnership), h.enabledSite)
	g.GET("", h.ownershipStatuses)
	g.POST("/pin", h.requestOwnershipPIN)
	g.POST("/claim", h.claimOwnership)
}

// ownershipRequest is the request's site and language with the session's
// resident, or false once it answered 401 or 403.
func (h *handlers) ownershipRequest(c *gin.Context) (ownership.Request, bool) {
	lang := requestLanguage(c)
	g, err := h.guests.load(c, false)
	if err != nil {
		writeError(c, err, 0)
		return ownership.Request{}, false
	}
	if g == nil || g.data.User == nil || g.data.User.Subject == "" {
		writeError(c, texts.Error(bff.CodeSignInRequired, texts.VerifySignIn, lang, nil), 0)
		return ownership.Request{}, false
	}
	if !emailVerified(c, g) {
		return ownership.Request{}, false
	}
	client, site := siteOf(c)
	return ownership.Request{Client: client, Site: site, Lang: lang, UserID: g.data.User.Subject,
		Name: accountName(g.data.User)}, true
}

// accountName is the resident's name as their account gives it now: the
// name, else the given and family names. A claim records it, so that a
// printed bill carries the name verified then, whatever the profile says
// later.
func accountName(u *signedIn) string {
	if name := strings.TrimSpace(u.Name); name != "" {
		return name
	}
	return strings.TrimSpace(u.GivenName + " " + u.FamilyName)
}

// ownershipStatusesBody is the answer of GET .../ownership.
type ownershipStatusesBody struct {
	Statuses []ownership.StatusView `json:"statuses"`
}

// ownershipStatuses answers GET .../ownership: the resident's statuses on
// this client and site only (API-55); a payable not listed is pending.
func (h *handlers) ownershipStatuses(c *gin.Context) {
	req, ok := h.ownershipRequest(c)
	if !ok {
		return
	}
	st, err := h.d.Ownership.Statuses(c.Request.Context(), req)
	answerNoStore(c, ownershipStatusesBody{Statuses: st}, err)
}

// ownershipPINBody is the body of POST .../ownership/pin.
type ownershipPINBody struct {
	PayablePath string `json:"payablePath"`
}

// requestOwnershipPIN answers POST .../ownership/pin: a PIN letter is
// mailed to the payable's property, or one mailed there today is on its
// way (letterOnItsWay); the status is pin_requested.
func (h *handlers) requestOwnershipPIN(c *gin.Context) {
	req, ok := h.ownershipRequest(c)
	if !ok {
		return
	}
	var body ownershipPINBody
	if !bindJSON(c, &body) {
		return
	}
	st, err := h.d.Ownership.RequestPIN(c.Request.Context(), req, body.PayablePath)
	answerNoStore(c, st, err)
}

// ownershipClaimBody is the body of POST .../ownership/claim.
type ownershipClaimBody struct {
	PayablePath string `json:"payablePath"`
	PIN         string `json:"pin"`
}

// claimOwnership answers POST .../ownership/claim: the right PIN makes
// the payable payable_claimed; a wrong one is 422 and an exhausted letter
// 429.
func (h *handlers) claimOwnership(c *gin.Context) {
	req, ok := h.ownershipRequest(c)
	if !ok {
		return
	}
	var body ownershipClaimBody
	if !bindJSON(c, &body) {
		return
	}
	st, err := h.d.Ownership.Claim(c.Request.Context(), req, body.PayablePath, body.PIN)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, st)
}
