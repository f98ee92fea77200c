package http

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
)

// Wallets is what the handlers need for PayPal, Venmo and the mobile
// wallets (bff/screen.Wallets).
type Wallets interface {
	CreatePayPalOrder(ctx context.Context, g screen.Guest, in screen.PayPalInput, lang bff.Language) (screen.PayPalOrderResult, error)
	CapturePayPalOrder(ctx context.Context, g screen.Guest, in screen.CaptureInput, key string, lang bff.Language) (screen.ReceiptResult, error)
	MobileToken(ctx context.Context, g screen.Guest, in screen.MobileTokenInput, lang bff.Language) (screen.MobileTokenResult, error)
}

// walletsReady answers 503 on the wallet routes of a server built without
// them.
func (h *handlers) walletsReady(c *gin.Context) {
	if h.d.Wallets == nil {
		writeError(c, bff.Errorf(bff.CodeUnavailable, "This payment method is not available."), 0)
		c.Abort()
		return
	}
	c.Next()
}

// createPayPal answers POST /checkout/paypal: a PayPal or Venmo order for
// the guest's cart and its approval page, once per idempotency key.
func (h *handlers) createPayPal(c *gin.Context) {
	var in screen.PayPalInput
	key, ok := idempotencyKey(c)
	if !ok || !bindJSON(c, &in) {
		return
	}
	in.RemoteIP = c.ClientIP()
	if err := in.Validate(pageOrigin(c)); err != nil {
		writeError(c, err, 0)
		return
	}
	lang := requestLanguage(c)
	h.once(c, "paypal", key, in, func(ctx context.Context, g screen.Guest) (any, error) {
		return h.d.Wallets.CreatePayPalOrder(ctx, g, in, lang)
	})
}

// capturePayPal answers POST /checkout/paypal/capture: the cart paid with
// its approved order, answered like POST /checkout.
func (h *handlers) capturePayPal(c *gin.Context) {
	var in screen.CaptureInput
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
	h.once(c, "capture", key, in, func(ctx context.Context, g screen.Guest) (any, error) {
		return h.d.Wallets.CapturePayPalOrder(ctx, g, in, key, lang)
	})
}

// mobileToken answers POST /checkout/mobile-token: a tender token of the
// guest's cart for the card in a mobile wallet.
func (h *handlers) mobileToken(c *gin.Context) {
	guestCommand(h, c, h.d.Wallets.MobileToken)
}

// idempotencyKey reads the request's Idempotency-Key, answering 400 when it
// is missing or malformed.
func idempotencyKey(c *gin.Context) (string, bool) {
	key := c.GetHeader(IdempotencyHeader)
	if !validIdempotencyKey.MatchString(key) {
		writeError(c, bff.Errorf(bff.CodeInvalid, "The %s header must be 8 to 128 letters, digits, hyphens or underscores.", IdempotencyHeader), 0)
		return "", false
	}
	return key, true
}

// once runs a money-moving command of the guest once per idempotency key,
// with the rules of checkOut: concurrent requests with the key and body
// wait for the first one's answer, another body gets 409, a final answer
// (200 or 402) is kept for replay and any other failure frees the key. An
// answer that is a receipt is put in the session, as a check-out's is.
func (h *handlers) once(c *gin.Context, scope, key string, in any, run func(ctx context.Context, g screen.Guest) (any, error)) {
	client, site := siteOf(c)
	lang := requestLanguage(c)
	g, err := h.guests.load(c, true)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	canonical, err := json.Marshal(in)
	if err != nil {
		writeError(c, bff.Wrap(err, bff.CodeInternal, bff.GenericMessage), 0)
		return
	}
	sum := sha256.Sum256([]byte(scope + "\x00" + g.data.UserID + "\x00" + client + "\x00" + site + "\x00" + string(canonical)))
	fingerprint := hex.EncodeToString(sum[:])
	storeKey := scope + ":" + g.data.UserID + ":" + key
	rec, won, err := h.reserve(c.Request.Context(), storeKey, fingerprint)
	switch {
	case err != nil:
		writeError(c, bff.Wrap(err, bff.CodeUnavailable, "Your payment could not be started. Please try again."), 0)
		return
	case !won && rec.Fingerprint != fingerprint:
		writeError(c, screen.KeyReused(lang), 0)
		return
	case !won && rec.State != bff.IdempotencyDone:
		writeError(c, screen.CheckOutInProgress(lang), 0)
		return
	case !won:
		h.replay(c, g, client, site, rec)
		return
	}
	ctx := context.WithoutCancel(c.Request.Context())
	guestCart := guestOf(g, client, site)
	if guestCart.CartID == "" {
		guestCart.CartID = g.data.Paid[cartKey(client, site)]
	}
	res, err := run(ctx, guestCart)
	if err != nil {
		status := Status(err)
		if status == http.StatusPaymentRequired {
			body, _ := json.Marshal(errorJSON(err))
			h.complete(ctx, c, storeKey, fingerprint, status, body)
		} else if rerr := h.d.Store.ReleaseIdempotent(ctx, storeKey); rerr != nil {
			logger(c).ErrorContext(ctx, "idempotency key not released", "error", rerr.Error())
		}
		writeError(c, err, status)
		return
	}
	if r, ok := res.(screen.ReceiptResult); ok {
		h.paid(c, g, client, site, guestCart.CartID, r.ReceiptID)
	}
	body, err := json.Marshal(res)
	if err != nil {
		writeError(c, bff.Wrap(err, bff.CodeInternal, bff.GenericMessage), 0)
		return
	}
	h.complete(ctx, c, storeKey, fingerprint, http.StatusOK, body)
	c.Header("Cache-Control", "no-store")
	c.Data(http.StatusOK, "application/json; charset=utf-8", body)
}
