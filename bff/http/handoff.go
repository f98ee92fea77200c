package http

import (
	"context"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
)

// Handoff is what the handlers need to hand a cart off to an external
// checkout (bff/checkout.Handoff; spec 000 §1, §7 "Cart redirect service").
type Handoff interface {
	StartHandoff(ctx context.Context, g checkout.Guest, in checkout.HandoffInput, lang bff.Language) (checkout.HandoffResult, error)
	HandoffReceipt(ctx context.Context, g checkout.Guest, id string) (bool, error)
}

// startHandoff answers POST /checkout/handoff: the address of the external
// checkout the guest's cart is handed off to (CHK-02), once per
// idempotency key like the other money commands. The body is a JSON
// object; the page origin the payer comes back to is this request's.
func (h *handlers) startHandoff(c *gin.Context) {
	key, ok := idempotencyKey(c)
	if !ok {
		return
	}
	var in checkout.HandoffInput
	if !bindJSON(c, &in) {
		return
	}
	in.Origin = h.pageOrigin(c)
	lang := requestLanguage(c)
	h.once(c, "handoff", key, in, func(ctx context.Context, g checkout.Guest) (any, error) {
		return h.d.Handoff.StartHandoff(ctx, g, in, lang)
	})
}

// handedOff records in the session a receipt of the guest's cart paid on
// the external checkout, so that the payer who comes back to
// receipt/{id}/redirect may read it; the paid cart is retired from the
// session (CHK-18). It reports whether it did.
func (h *handlers) handedOff(c *gin.Context, g *guest, client, site, id string) bool {
	if h.d.Handoff == nil || g == nil {
		return false
	}
	gc := guestOf(g, client, site)
	ok, err := h.d.Handoff.HandoffReceipt(c.Request.Context(), gc, id)
	if err != nil {
		logger(c).WarnContext(c.Request.Context(), "external checkout payment not checked", "error", err.Error())
		return false
	}
	if ok {
		h.paid(c, g, client, site, gc.CartID, id)
	}
	return ok
}
