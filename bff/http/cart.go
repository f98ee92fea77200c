package http

import (
	"context"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
)

// addItems answers POST /cart/items.
func (h *handlers) addItems(c *gin.Context) {
	var body struct {
		Items []checkout.AddItemInput `json:"items"`
	}
	if !bindJSON(c, &body) {
		return
	}
	h.runCart(c, func(ctx context.Context, g checkout.Guest, lang bff.Language) (checkout.CartView, string, error) {
		return h.d.Checkout.AddItems(ctx, g, body.Items, lang)
	})
}

// changeItem answers PATCH /cart/items/{itemId}.
func (h *handlers) changeItem(c *gin.Context) {
	var body checkout.ItemChangeInput
	if !bindJSON(c, &body) {
		return
	}
	h.runCart(c, func(ctx context.Context, g checkout.Guest, lang bff.Language) (checkout.CartView, string, error) {
		return h.d.Checkout.ChangeItem(ctx, g, c.Param("itemId"), body, lang)
	})
}

// removeItem answers DELETE /cart/items/{itemId}.
func (h *handlers) removeItem(c *gin.Context) {
	h.runCart(c, func(ctx context.Context, g checkout.Guest, lang bff.Language) (checkout.CartView, string, error) {
		return h.d.Checkout.RemoveItem(ctx, g, c.Param("itemId"), lang)
	})
}

// acceptUpdate answers POST /cart/items/{itemId}/accept-update.
func (h *handlers) acceptUpdate(c *gin.Context) {
	h.runCart(c, func(ctx context.Context, g checkout.Guest, lang bff.Language) (checkout.CartView, string, error) {
		return h.d.Checkout.AcceptUpdate(ctx, g, c.Param("itemId"), lang)
	})
}

// emptyCart answers DELETE /cart/items.
func (h *handlers) emptyCart(c *gin.Context) {
	h.runCart(c, func(ctx context.Context, g checkout.Guest, lang bff.Language) (checkout.CartView, string, error) {
		return h.d.Checkout.EmptyCart(ctx, g, lang)
	})
}
