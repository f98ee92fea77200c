package http

import (
	"context"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
)

// The runners of the guest's commands that move no money: the cart
// commands (runCart) and the delivery and mobile-token commands
// (guestCommand). The money-moving ones run through once
// (idempotency.go).

// cartCommand is one cart change on the guest's cart; it returns the cart
// and the id of the cart it now uses.
type cartCommand func(ctx context.Context, g checkout.Guest, lang bff.Language) (checkout.CartView, string, error)

// guestCommand answers a command of the guest's cart that is not a
// charge: it binds the JSON body, loads (or starts) the guest's session,
// runs the command in the request's language and answers its result.
func guestCommand[In, Out any](h *handlers, c *gin.Context,
	run func(ctx context.Context, g checkout.Guest, in In, lang bff.Language) (Out, error)) {
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
