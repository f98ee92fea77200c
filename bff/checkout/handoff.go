package checkout

import (
	"context"
	"log/slog"
	"net/http"
	"net/url"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/cartredirect"
)

// CartRedirect is what the hand-off needs of the cart redirect service
// (spec 000 §7 "Cart redirect service").
type CartRedirect interface {
	Passthrough(ctx context.Context, client, site, cartID string) (cartredirect.Passthrough, error)
}

// HandoffCarts is what the hand-off needs of the cart service.
type HandoffCarts interface {
	Get(ctx context.Context, client, site, cartID string) (cart.Cart, error)
	Update(ctx context.Context, client, site, cartID string, req cart.UpdateRequest) (cart.Cart, error)
}

// Handoff hands a guest's cart off to the external checkout of a site
// configured for it (spec 000 §1: "Some sites hand the user off to an
// external checkout"; CHK-02), and recognises the payment the external
// checkout made when the payer comes back.
type Handoff struct {
	Config   screen.SiteConfig
	Carts    HandoffCarts
	Redirect CartRedirect
	Logger   *slog.Logger
}

// HandoffInput is the body of POST /checkout/handoff. Origin is not read
// from the body: the HTTP layer sets it to the portal page's origin, where
// the external checkout sends the payer back.
type HandoffInput struct {
	Origin string `json:"origin"`
}

// HandoffResult tells the portal where to send the browser.
type HandoffResult struct {
	URL    string `json:"url"`
	CartID string `json:"cartId"`
}

// Portal routes the external checkout returns to (spec 000 §2 "Routes").
const (
	// routeHandoffReceipt is receipt/{receiptId}/redirect.
	routeHandoffReceipt = "/receipt/" + cartredirect.ReceiptIDPlaceholder + "/redirect"
	// routeHandoffFailed is redirect/{cartId}: the cart-error page in
	// redirect mode.
	routeHandoffFailed = "/redirect/"
	routeCheckout      = "/checkout"
)

// StartHandoff hands the guest's cart off: it puts on the cart the portal
// addresses the external checkout returns to (the receipt, the cart-error
// page in redirect mode, the checkout), posts the cart id to the cart
// redirect service and answers the address it gives.
func (s *Handoff) StartHandoff(ctx context.Context, g Guest, in HandoffInput, lang bff.Language) (HandoffResult, error) {
	site, err := s.Config.Site(ctx, g.Client, g.Site)
	if err != nil {
		return HandoffResult{}, err
	}
	if !site.ExternalCheckout.Enabled {
		return HandoffResult{}, handoffError(bff.CodeUnprocessable, texts.HandoffOff, lang, nil)
	}
	if g.CartID == "" {
		return HandoffResult{}, handoffError(bff.CodeUnprocessable, texts.CartEmpty, lang, nil)
	}
	c, err := s.Carts.Get(ctx, g.Client, g.Site, g.CartID)
	if err != nil {
		return HandoffResult{}, cartError(err, lang)
	}
	if c.Status != cart.StatusOpen || c.Expired {
		return HandoffResult{}, handoffError(bff.CodeConflict, texts.HandoffClosed, lang, nil)
	}
	if len(c.Items) == 0 {
		return HandoffResult{}, handoffError(bff.CodeUnprocessable, texts.CartEmpty, lang, nil)
	}
	base := strings.TrimSuffix(in.Origin, "/") + "/" + url.PathEscape(g.Client) + "/" + url.PathEscape(g.Site)
	urls := cart.URLs{
		Return:   base + routeCheckout,
		Cancel:   base + routeHandoffFailed + url.PathEscape(c.ID),
		Receipt:  base + routeHandoffReceipt,
		Postback: c.URLs.Postback,
	}
	if c.URLs != urls {
		if _, err := s.Carts.Update(ctx, g.Client, g.Site, c.ID, cart.UpdateRequest{Metadata: c.Metadata, URLs: urls}); err != nil {
			return HandoffResult{}, cartError(err, lang)
		}
	}
	p, err := s.Redirect.Passthrough(ctx, g.Client, g.Site, c.ID)
	if err != nil {
		return HandoffResult{}, passthroughError(err, lang)
	}
	if u, perr := url.Parse(p.URL); perr != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return HandoffResult{}, handoffError(bff.CodeUnavailable, texts.HandoffUnavailable, lang,
			bff.Errorf(bff.CodeInternal, "cart redirect answered an address that is not absolute http(s)"))
	}
	if s.Logger != nil {
		s.Logger.InfoContext(ctx, "cart handed off to the external checkout", "cart_id", c.ID)
	}
	return HandoffResult{URL: p.URL, CartID: c.ID}, nil
}

// HandoffReceipt reports whether the guest's cart was paid on the external
// checkout with receipt id: the payer who comes back to
// receipt/{receiptId}/redirect may then read that receipt, and the paid
// cart is retired (CHK-18).
func (s *Handoff) HandoffReceipt(ctx context.Context, g Guest, id string) (bool, error) {
	if g.CartID == "" || id == "" {
		return false, nil
	}
	c, err := s.Carts.Get(ctx, g.Client, g.Site, g.CartID)
	if bff.ErrorCode(err) == bff.CodeNotFound {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return c.Status == cart.StatusCheckedOut && c.ConfirmationNumber == id, nil
}

// passthroughError maps a refusal of the cart redirect service.
func passthroughError(err error, lang bff.Language) error {
	switch status, _ := statusCode(err); status {
	case http.StatusConflict:
		return handoffError(bff.CodeConflict, texts.HandoffClosed, lang, err)
	case http.StatusUnprocessableEntity:
		return handoffError(bff.CodeUnprocessable, texts.CartEmpty, lang, err)
	case http.StatusNotFound:
		return handoffError(bff.CodeConflict, texts.HandoffClosed, lang, err)
	}
	return handoffError(bff.CodeUnavailable, texts.HandoffUnavailable, lang, err)
}

// handoffError is a hand-off failure with its text in English and in lang.
func handoffError(code bff.Code, key string, lang bff.Language, cause error) error {
	return texts.Error(code, key, lang, cause)
}
