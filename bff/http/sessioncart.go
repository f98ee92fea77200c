package http

import (
	"context"
	"slices"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff/checkout"
)

// The session's carts and payments: which cart the guest uses on each
// site, and which receipts the session paid.

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
// (checkout.ClaimCart). The check and the change are one compare-and-swap of
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
func (h *handlers) cartGuest(g *guest, client, site string) checkout.Guest {
	gc := guestOf(g, client, site)
	base := *g
	gc.Claim = func(ctx context.Context, from, candidate string) (string, error) {
		own := base
		return h.claimCart(ctx, &own, client, site, from, candidate)
	}
	return gc
}

// paid records a payment in the session: the receipt becomes readable by
// it, and the paid cart is forgotten (spec 000 §4: the cart is retired; the
// next screen vivifies a new one).
func (h *handlers) paid(c *gin.Context, g *guest, client, site, cartID, receiptID string) {
	ctx := context.WithoutCancel(c.Request.Context())
	err := h.guests.update(ctx, g, func(d *sessionData) {
		if !slices.Contains(d.Receipts, receiptID) {
			d.Receipts = append(d.Receipts, receiptID)
		}
		if k := cartKey(client, site); cartID != "" && d.Carts[k] == cartID {
			delete(d.Carts, k)
			if d.Paid == nil {
				d.Paid = map[string]string{}
			}
			d.Paid[k] = cartID
		}
	})
	if err != nil {
		logger(c).ErrorContext(ctx, "payment not saved in the session", "receipt_id", receiptID, "error", err.Error())
	}
}
