package http

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
)

// maxCommandBody bounds the JSON body of a command.
const maxCommandBody = 256 << 10

// Checkout is what the handlers need for search, the checkout and receipt
// screens, the cart commands and the check-out (bff/screen.Checkout).
type Checkout interface {
	Search(ctx context.Context, req screen.SearchRequest) (screen.SearchResult, error)
	CheckoutScreen(ctx context.Context, req screen.CheckoutRequest) (screen.Screen, string, error)
	ReceiptScreen(ctx context.Context, client, site, id string) (screen.Screen, error)
	AddItems(ctx context.Context, g screen.Guest, items []screen.AddItemInput, lang bff.Language) (screen.CartView, string, error)
	ChangeItem(ctx context.Context, g screen.Guest, itemID string, in screen.ItemChangeInput, lang bff.Language) (screen.CartView, string, error)
	RemoveItem(ctx context.Context, g screen.Guest, itemID string, lang bff.Language) (screen.CartView, string, error)
	EmptyCart(ctx context.Context, g screen.Guest, lang bff.Language) (screen.CartView, string, error)
	AcceptUpdate(ctx context.Context, g screen.Guest, itemID string, lang bff.Language) (screen.CartView, string, error)
	CheckOut(ctx context.Context, g screen.Guest, in screen.CheckOutInput, key string, lang bff.Language) (screen.ReceiptResult, error)
}

// cartCommand is one cart change on the guest's cart; it returns the cart
// and the id of the cart it now uses.
type cartCommand func(ctx context.Context, g screen.Guest, lang bff.Language) (screen.CartView, string, error)

// addItems answers POST /cart/items.
func (h *handlers) addItems(c *gin.Context) {
	var body struct {
		Items []screen.AddItemInput `json:"items"`
	}
	if !bindJSON(c, &body) {
		return
	}
	h.runCart(c, func(ctx context.Context, g screen.Guest, lang bff.Language) (screen.CartView, string, error) {
		return h.d.Checkout.AddItems(ctx, g, body.Items, lang)
	})
}

// changeItem answers PATCH /cart/items/{itemId}.
func (h *handlers) changeItem(c *gin.Context) {
	var body screen.ItemChangeInput
	if !bindJSON(c, &body) {
		return
	}
	h.runCart(c, func(ctx context.Context, g screen.Guest, lang bff.Language) (screen.CartView, string, error) {
		return h.d.Checkout.ChangeItem(ctx, g, c.Param("itemId"), body, lang)
	})
}

// removeItem answers DELETE /cart/items/{itemId}.
func (h *handlers) removeItem(c *gin.Context) {
	h.runCart(c, func(ctx context.Context, g screen.Guest, lang bff.Language) (screen.CartView, string, error) {
		return h.d.Checkout.RemoveItem(ctx, g, c.Param("itemId"), lang)
	})
}

// acceptUpdate answers POST /cart/items/{itemId}/accept-update.
func (h *handlers) acceptUpdate(c *gin.Context) {
	h.runCart(c, func(ctx context.Context, g screen.Guest, lang bff.Language) (screen.CartView, string, error) {
		return h.d.Checkout.AcceptUpdate(ctx, g, c.Param("itemId"), lang)
	})
}

// emptyCart answers DELETE /cart/items.
func (h *handlers) emptyCart(c *gin.Context) {
	h.runCart(c, func(ctx context.Context, g screen.Guest, lang bff.Language) (screen.CartView, string, error) {
		return h.d.Checkout.EmptyCart(ctx, g, lang)
	})
}

// runCart runs cmd for the guest (a session is created when needed) and
// keeps the cart id it ends up with in the session: the cart id never
// comes from the client.
func (h *handlers) runCart(c *gin.Context, cmd cartCommand) {
	client, site := siteOf(c)
	g, err := h.guests.load(c, true)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	ctx := c.Request.Context()
	gc := h.cartGuest(g, client, site)
	view, cartID, err := cmd(ctx, gc, requestLanguage(c))
	h.keepCart(c, g, client, site, gc.CartID, cartID)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, view)
}

// keepCart stores cartID as the guest's cart for the site when it differs
// from the cart the request started with (from), unless another request
// changed the session's cart first. A claim during the command has
// normally stored it already, and this only refreshes g. A failure is logged: the cart is still in
// the cart service, and the next screen vivifies the guest's cart again.
func (h *handlers) keepCart(c *gin.Context, g *guest, client, site, from, cartID string) {
	if cartID == "" || cartID == from {
		return
	}
	if _, err := h.claimCart(c.Request.Context(), g, client, site, from, cartID); err != nil {
		logger(c).ErrorContext(c.Request.Context(), "session cart not saved", "error", err.Error())
	}
}

// claimCart makes candidate the session's cart for the site when the
// session still holds from, and returns the cart it holds afterwards
// (screen.ClaimCart). The check and the change are one compare-and-swap of
// the session (guests.update), so two requests of one session, on one
// replica or two, never both store a cart of their own.
func (h *handlers) claimCart(ctx context.Context, g *guest, client, site, from, candidate string) (string, error) {
	key := cartKey(client, site)
	var held string
	err := h.guests.update(ctx, g, func(d *sessionData) {
		if d.Carts[key] == from {
			d.Carts[key] = candidate
		}
		held = d.Carts[key]
	})
	return held, err
}

// cartGuest is guestOf with the claim that makes a cart the command
// creates the session's cart before the command uses it. The claim works
// on its own copy of g, since a screen may claim from a section's
// goroutine: the request's g is refreshed by keepCart afterwards.
func (h *handlers) cartGuest(g *guest, client, site string) screen.Guest {
	gc := guestOf(g, client, site)
	base := *g
	gc.Claim = func(ctx context.Context, from, candidate string) (string, error) {
		own := base
		return h.claimCart(ctx, &own, client, site, from, candidate)
	}
	return gc
}

// guestOf names the guest's cart on the site.
func guestOf(g *guest, client, site string) screen.Guest {
	return screen.Guest{Client: client, Site: site, UserID: g.data.UserID, CartID: g.cartID(client, site)}
}

// siteOf reads client and site lowercased (spec 000 §2 "URL layout").
func siteOf(c *gin.Context) (client, site string) {
	return strings.ToLower(c.Param("client")), strings.ToLower(c.Param("site"))
}

// requestLanguage is ?lang= when given, else the Accept-Language header's
// first choice, English unless Spanish (spec 000 §9).
func requestLanguage(c *gin.Context) bff.Language {
	if l := c.Query("lang"); l != "" {
		return bff.ParseLanguage(l)
	}
	return bff.ParseLanguage(strings.TrimSpace(c.GetHeader("Accept-Language")))
}

// bindJSON decodes the request body into v, answering 400 when it cannot.
// The body is never logged.
func bindJSON(c *gin.Context, v any) bool {
	dec := json.NewDecoder(http.MaxBytesReader(c.Writer, c.Request.Body, maxCommandBody))
	if err := dec.Decode(v); err != nil {
		writeError(c, bff.Errorf(bff.CodeInvalid, "The request body is not valid JSON of the expected shape."), 0)
		return false
	}
	return true
}
