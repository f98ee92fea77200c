package http

import (
	"context"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
)

// Delivery is what the handlers need for the delivery of vehicle renewals
// (bff/checkout.Checkout): the delivery choice and the renewal period.
type Delivery interface {
	SaveDelivery(ctx context.Context, g checkout.Guest, in checkout.DeliveryChoice, lang bff.Language) (checkout.DeliveryChoice, error)
	ChangeRenewal(ctx context.Context, g checkout.Guest, itemID, path string, lang bff.Language) (checkout.CartView, string, error)
}

// saveDelivery answers PUT /cart/delivery: the payer's delivery choice,
// checked and kept on the guest's cart until check-out.
func (h *handlers) saveDelivery(c *gin.Context) {
	guestCommand(h, c, h.d.Delivery.SaveDelivery)
}

// changeRenewal answers PUT /cart/items/{itemId}/payable: the renewal
// switched to another of its periods (12 or 24 months).
func (h *handlers) changeRenewal(c *gin.Context) {
	var body struct {
		Path string `json:"path"`
	}
	if !bindJSON(c, &body) {
		return
	}
	if body.Path == "" {
		writeError(c, bff.Errorf(bff.CodeInvalid, "Name the renewal period's payable path."), 0)
		return
	}
	h.runCart(c, func(ctx context.Context, g checkout.Guest, lang bff.Language) (checkout.CartView, string, error) {
		return h.d.Delivery.ChangeRenewal(ctx, g, c.Param("itemId"), body.Path, lang)
	})
}
