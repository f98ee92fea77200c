package http

import (
	"context"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
)

// TaxsysCart adds to the cart from the tax-system pages and tells the
// payables' adaptors (bff/checkout.Checkout.AddTaxsysItems; API-91).
type TaxsysCart interface {
	AddTaxsysItems(ctx context.Context, g checkout.Guest, items []checkout.AddItemInput, lang bff.Language) (checkout.TaxsysAdded, string, error)
}

// addTaxsysItems answers POST /{client}/{site}/taxsys/items: the items go
// into the guest's cart as with POST /cart/items, and the answer is the
// cart with the reference numbers of the taxsys_add_items events. Without
// a TaxsysCart the route is not found.
func (h *handlers) addTaxsysItems(c *gin.Context) {
	if h.d.Taxsys == nil {
		writeError(c, bff.Errorf(bff.CodeNotFound, "This site has no tax-system pages."), 0)
		return
	}
	var body struct {
		Items []checkout.AddItemInput `json:"items"`
	}
	if !bindJSON(c, &body) {
		return
	}
	client, site := siteOf(c)
	g, err := h.guests.load(c, true)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	gc := h.cartGuest(g, client, site)
	out, cartID, err := h.d.Taxsys.AddTaxsysItems(c.Request.Context(), gc, body.Items, requestLanguage(c))
	h.keepCart(c, g, client, site, gc.CartID, cartID)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, out)
}
