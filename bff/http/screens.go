package http

import (
	"context"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/screen"
)

// Screens is what the handlers need to build the shell and home screens,
// which are the same for every visitor of a site: rendered, with their
// entity tags, so that a browser holding one revalidates it for a 304.
type Screens interface {
	ShellScreen(ctx context.Context, client, site string) (screen.Rendered, error)
	HomeScreen(ctx context.Context, client, site string) (screen.Rendered, error)
}

// screen answers GET /bff/v1/{client}/{site}/screens/{screen}. Client and
// site are read lowercased (spec 000 §2 "URL layout").
func (h *handlers) screen(c *gin.Context) {
	client, site := strings.ToLower(c.Param("client")), strings.ToLower(c.Param("site"))
	var build func(ctx context.Context, client, site string) (screen.Rendered, error)
	switch c.Param("screen") {
	case "shell":
		build = h.d.Screens.ShellScreen
	case "home":
		build = h.d.Screens.HomeScreen
	case "checkout":
		if h.available(c, featureCheckout) {
			h.checkoutScreen(c)
		}
		return
	default:
		writeError(c, bff.Errorf(bff.CodeNotFound, "There is no such screen."), 0)
		return
	}
	r, err := build(c.Request.Context(), client, site)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	for _, f := range r.Failed {
		logger(c).WarnContext(c.Request.Context(), "screen section failed",
			"screen", c.Param("screen"), "section", f.Name, "code", f.Code)
	}
	writeRevalidated(c, r.Body, r.ETag)
}

// screenWithID answers GET /bff/v1/{client}/{site}/screens/{screen}/{id}.
func (h *handlers) screenWithID(c *gin.Context) {
	if c.Param("screen") != "receipt" {
		writeError(c, bff.Errorf(bff.CodeNotFound, "There is no such screen."), 0)
		return
	}
	h.receiptScreen(c)
}

// writeScreen answers a built screen, logging its failed sections.
func (h *handlers) writeScreen(c *gin.Context, s screen.Screen, err error) {
	if err != nil {
		writeError(c, err, 0)
		return
	}
	for name, sec := range s.Sections {
		if sec.Error != nil {
			logger(c).WarnContext(c.Request.Context(), "screen section failed",
				"screen", s.Screen, "section", name, "code", sec.Error.Code)
		}
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, s)
}

// checkoutScreen answers GET /screens/checkout: it creates the guest's
// session when needed and keeps the cart the screen vivified.
func (h *handlers) checkoutScreen(c *gin.Context) {
	client, site := siteOf(c)
	g, err := h.guests.load(c, true)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	req := checkout.CheckoutRequest{Guest: h.cartGuest(g, client, site), Origin: h.pageOrigin(c),
		Ancestor: c.Query("parentOrigin"), Lang: requestLanguage(c),
		Resident: g.data.User != nil && g.data.User.Subject != "" && g.data.User.EmailVerified}
	s, cartID, err := h.d.Checkout.CheckoutScreen(c.Request.Context(), req)
	h.keepCart(c, g, client, site, req.CartID, cartID)
	h.writeScreen(c, withHostUser(s, g, client, site), err)
}

// receiptScreen answers GET /screens/receipt/{id}: only the session that
// paid a receipt, or the verified resident who owns it, may read it; any
// other gets the same 404 as an unknown id, and a signed-in resident whose
// e-mail is unverified 403 email_unverified without the owner being read.
func (h *handlers) receiptScreen(c *gin.Context) {
	client, site := siteOf(c)
	id := c.Param("id")
	g, err := h.guests.load(c, false)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	paidHere := g != nil && (g.hasReceipt(id) || h.handedOff(c, g, client, site, id))
	if !paidHere && g != nil && g.data.User != nil && !emailVerified(c, g) {
		return // a receipt of the account needs a verified account
	}
	if !paidHere && !h.ownsReceipt(c.Request.Context(), g, id) {
		writeError(c, bff.Errorf(bff.CodeNotFound, "There is no such receipt."), 0)
		return
	}
	s, err := h.d.Checkout.ReceiptScreen(c.Request.Context(), client, site, id)
	h.writeScreen(c, s, err)
}
