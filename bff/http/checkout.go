package http

import (
	"context"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/screen"
)

// Checkout is what the handlers need for search, the checkout and receipt
// screens, the cart commands and the check-out (bff/checkout.Checkout).
type Checkout interface {
	Search(ctx context.Context, req checkout.SearchRequest) (checkout.SearchResult, error)
	CheckoutScreen(ctx context.Context, req checkout.CheckoutRequest) (screen.Screen, string, error)
	ReceiptScreen(ctx context.Context, client, site, id string) (screen.Screen, error)
	AddItems(ctx context.Context, g checkout.Guest, items []checkout.AddItemInput, lang bff.Language) (checkout.CartView, string, error)
	ChangeItem(ctx context.Context, g checkout.Guest, itemID string, in checkout.ItemChangeInput, lang bff.Language) (checkout.CartView, string, error)
	RemoveItem(ctx context.Context, g checkout.Guest, itemID string, lang bff.Language) (checkout.CartView, string, error)
	EmptyCart(ctx context.Context, g checkout.Guest, lang bff.Language) (checkout.CartView, string, error)
	AcceptUpdate(ctx context.Context, g checkout.Guest, itemID string, lang bff.Language) (checkout.CartView, string, error)
	CheckOut(ctx context.Context, g checkout.Guest, in checkout.CheckOutInput, key string, lang bff.Language) (checkout.ReceiptResult, error)
	WalletFrames(ctx context.Context, req checkout.CheckoutRequest) (checkout.WalletView, error)
}

// checkOut answers POST /bff/v1/{client}/{site}/checkout.
//
// One key runs one check-out: the request that reserves the key runs it,
// concurrent ones with the same body wait for its answer and replay it, and
// one with another body gets 409. Final answers are kept for replay: a
// payment (200) and a decline (402), the two outcomes of a charge attempt;
// the portal sends a new key for each submit, so a kept decline never
// stops the payer from trying another card. Every other failure (an
// unavailable or slow upstream, a cart that changed, a refusal) releases
// the key so the same submit can be retried; that is safe because the cart
// service charges a cart at most once and answers a paid cart's check-out
// with its first receipt.
func (h *handlers) checkOut(c *gin.Context) {
	key, ok := idempotencyKey(c)
	if !ok {
		return
	}
	var in checkout.CheckOutInput
	if !bindJSON(c, &in) {
		return
	}
	in.Normalize()
	// Enrolling in autopay needs a signed-in resident with a verified
	// e-mail (ROLE-22), the payer of the plans.
	if len(in.ScheduledPaymentEnrollments) > 0 {
		req, ok := h.scheduleRequest(c)
		if !ok {
			return
		}
		in.Resident = &req.User
	}
	// Paying with a saved tender or saving one needs a signed-in resident
	// with a verified e-mail: a guest is refused before anything is
	// charged (ROLE-21).
	if in.Tender.TenderID != "" || in.SaveTender != nil {
		if _, ok := h.tenderResidentOf(c); !ok {
			return
		}
	}
	in.RemoteIP = c.ClientIP()
	lang := requestLanguage(c)
	if in.Language != "" {
		lang = bff.ParseLanguage(in.Language)
	}
	if err := in.Validate(lang); err != nil {
		writeError(c, err, 0)
		return
	}
	h.once(c, "checkout", key, in, func(ctx context.Context, g checkout.Guest) (any, error) {
		return h.d.Checkout.CheckOut(ctx, g, in, key, lang)
	})
}
