package http

import (
	"context"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
)

// Delivery is what the handlers need for the delivery of vehicle renewals
// (bff/screen.Checkout): the delivery choice and the renewal period.
type Delivery interface {
	SaveDelivery(ctx context.Context, g screen.Guest, in screen.DeliveryChoice, lang bff.Language) (screen.DeliveryChoice, error)
	ChangeRenewal(ctx context.Context, g screen.Guest, itemID, path string, lang bff.Language) (screen.CartView, string, error)
}

// deliveryReady answers 503 on the delivery routes of a server built
// without them.
func (h *handlers) deliveryReady(c *gin.Context) {
	if h.d.Delivery == nil {
		writeError(c, bff.Errorf(bff.CodeUnavailable, "Delivery is not available."), 0)
		c.Abort()
		return
	}
	c.Next()
}

// saveDelivery answers PUT /cart/delivery: the payer's delivery choice,
// checked and kept on the guest's cart until check-out.
func (h *handlers) saveDelivery(c *gin.Context) {
	guestCommand(h, c, h.d.Delivery.SaveDelivery)
}

// guestCommand answers a command of the guest's cart that is not a
// charge: it binds the JSON body, loads (or starts) the guest's session,
// runs the command in the request's language and answers its result.
func guestCommand[In, Out any](h *handlers, c *gin.Context,
	run func(ctx context.Context, g screen.Guest, in In, lang bff.Language) (Out, error)) {
	var in In
	if !bindJSON(c, &in) {
		return
	}
	client, site := siteOf(c)
	g, err := h.guests.load(c, true)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	out, err := run(c.Request.Context(), guestOf(g, client, site), in, requestLanguage(c))
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, out)
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
	h.runCart(c, func(ctx context.Context, g screen.Guest, lang bff.Language) (screen.CartView, string, error) {
		return h.d.Delivery.ChangeRenewal(ctx, g, c.Param("itemId"), body.Path, lang)
	})
}
