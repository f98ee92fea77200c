package http

import (
	"context"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
)

// Wallets is what the handlers need for PayPal, Venmo and the mobile
// wallets (bff/checkout.Wallets).
type Wallets interface {
	CreatePayPalOrder(ctx context.Context, g checkout.Guest, in checkout.PayPalInput, lang bff.Language) (checkout.PayPalOrderResult, error)
	CapturePayPalOrder(ctx context.Context, g checkout.Guest, in checkout.CaptureInput, key string, lang bff.Language) (checkout.ReceiptResult, error)
	MobileToken(ctx context.Context, g checkout.Guest, in checkout.MobileTokenInput, lang bff.Language) (checkout.MobileTokenResult, error)
}

// createPayPal answers POST /checkout/paypal: a PayPal or Venmo order for
// the guest's cart and its approval page, once per idempotency key.
func (h *handlers) createPayPal(c *gin.Context) {
	var in checkout.PayPalInput
	key, ok := idempotencyKey(c)
	if !ok || !bindJSON(c, &in) {
		return
	}
	in.RemoteIP = c.ClientIP()
	if err := in.Validate(h.pageOrigin(c)); err != nil {
		writeError(c, err, 0)
		return
	}
	lang := requestLanguage(c)
	h.once(c, "paypal", key, in, func(ctx context.Context, g checkout.Guest) (any, error) {
		return h.d.Wallets.CreatePayPalOrder(ctx, g, in, lang)
	})
}

// capturePayPal answers POST /checkout/paypal/capture: the cart paid with
// its approved order, answered like POST /checkout.
func (h *handlers) capturePayPal(c *gin.Context) {
	var in checkout.CaptureInput
	key, ok := idempotencyKey(c)
	if !ok || !bindJSON(c, &in) {
		return
	}
	if in.OrderID == "" || len(in.OrderID) > 100 {
		writeError(c, bff.Errorf(bff.CodeInvalid, "The order id is required."), 0)
		return
	}
	in.RemoteIP = c.ClientIP()
	lang := requestLanguage(c)
	h.once(c, "capture", key, in, func(ctx context.Context, g checkout.Guest) (any, error) {
		return h.d.Wallets.CapturePayPalOrder(ctx, g, in, key, lang)
	})
}

// mobileToken answers POST /checkout/mobile-token: a tender token of the
// guest's cart for the card in a mobile wallet.
func (h *handlers) mobileToken(c *gin.Context) {
	guestCommand(h, c, h.d.Wallets.MobileToken)
}
