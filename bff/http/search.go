package http

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
)

// search answers GET /bff/v1/{client}/{site}/search/{pageRoute}?field=value.
// It needs no session; with one, results already in its cart are marked.
func (h *handlers) search(c *gin.Context) {
	client, site := siteOf(c)
	g, err := h.guests.load(c, false)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	q := map[string]string{}
	for name, values := range c.Request.URL.Query() {
		if len(values) > 0 {
			q[name] = values[0]
		}
	}
	req := screen.SearchRequest{Guest: screen.Guest{Client: client, Site: site}, PageRoute: c.Param("pageRoute"),
		Query: q, Lang: requestLanguage(c)}
	if g != nil {
		req.Guest = guestOf(g, client, site)
	}
	res, err := h.d.Checkout.Search(c.Request.Context(), req)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, res)
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
	req := screen.CheckoutRequest{Guest: h.cartGuest(g, client, site), Origin: pageOrigin(c),
		Ancestor: c.Query("parentOrigin"), Lang: requestLanguage(c)}
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

// pageOrigin is the origin of the portal page that will host the
// card-input frame: this request's own scheme and host.
func pageOrigin(c *gin.Context) string {
	scheme := "http"
	if c.Request.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + c.Request.Host
}
