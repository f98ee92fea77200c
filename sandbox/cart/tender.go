package cart

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
	"github.com/payhub/payhub/sandbox/paypal"
	"github.com/payhub/payhub/sandbox/processor"
)

// tokenized reports whether a check-out of tender type t with token pays
// with a tender token of the wallet: a card or bank account typed into the
// card-input frame, the card of a mobile wallet, or a saved PayPal account
// (the token of the wallet's POST /tenders/{id}/validate). PayPal and
// Venmo orders pay with the order and the external checkout with its own
// record.
func tokenized(t, token string) bool {
	return t == tenderCard || t == tenderBank || t == tenderApplePay || t == tenderGooglePay ||
		savedPayPal(t, token)
}

// savedPayPal reports whether a check-out of type t with token pays with a
// saved PayPal account rather than with a PayPal order.
func savedPayPal(t, token string) bool {
	return t == tenderPayPal && !strings.HasPrefix(token, paypal.OrderPrefix)
}

// resolveTender reads what the wallet recorded of req's tender token when
// it tokenized it, and returns req with the tender's card brand, last
// digits and summary taken from there. A request whose declared type is
// not the token's is refused (ErrTenderMismatch): every later rule, the
// allowed tender types, the department limits, the fee and the disabled
// card brands, then applies to the tender the token really stands for.
// Requests that pay without a tender token pass unchanged.
func (h *handler) resolveTender(ctx context.Context, client, site, id string, req wire.CheckOutRequest) (wire.CheckOutRequest, error) {
	if !tokenized(req.Type, req.Token) {
		return req, nil
	}
	if h.tenders == nil {
		return req, bff.Errorf(bff.CodeUnavailable, "Payments are not available right now.")
	}
	t, err := h.tenders.TenderOf(ctx, processor.TenderQuery{Token: req.Token, Reference: id, Client: client, Site: site})
	switch {
	case bff.ErrorCode(err) == bff.CodeNotFound:
		return req, bff.Wrap(err, bff.CodeInvalid, "The payment details are not valid any more. Please enter them again.")
	case err != nil:
		return req, err
	case t.CheckOutType() != req.Type:
		h.logger.WarnContext(ctx, "sandbox check-out refused: the declared tender type is not the token's",
			"cart", id, "declared", req.Type, "tokenized", t.CheckOutType())
		return req, fail(wire.ErrTenderMismatch, "The payment details are for "+tenderName(t.CheckOutType())+
			", not for "+tenderName(req.Type)+". Please choose the payment method again.")
	}
	req.CardBrand, req.LastDigits = t.CardBrand, t.LastDigits
	req.TenderSummary = tenderSummary(t)
	return req, nil
}

// tenderName names tender type t in a message.
func tenderName(t string) string {
	switch t {
	case tenderCard:
		return "a card"
	case tenderBank:
		return "a bank account"
	case tenderApplePay:
		return "Apple Pay"
	case tenderGooglePay:
		return "Google Pay"
	case tenderPayPal:
		return "PayPal"
	}
	return t
}

// tenderSummary describes a tokenized tender for receipts: "Visa ending in
// 4242", "Bank account ending in 6789".
func tenderSummary(t processor.Tender) string {
	name := t.CardBrand
	switch {
	case name != "":
	case t.Type == tenderPayPal:
		name = "PayPal"
	case t.Type == tenderBank:
		name = "Bank account"
	default:
		name = "Card"
	}
	if t.LastDigits == "" {
		return name
	}
	return name + " ending in " + t.LastDigits
}

// brandRefused reports whether payable p refuses cards of brand: its
// disabled card brands and those of its payment restrictions (TENDER-04),
// compared by brand whatever their spelling ("amex", "American Express").
func brandRefused(p payables.Payable, brand string) bool {
	want, ok := siteconfig.CardBrandOf(brand)
	if !ok {
		return false
	}
	disabled := slices.Clone(p.DisabledCardBrands)
	if p.PaymentRestrictions != nil {
		disabled = append(disabled, p.PaymentRestrictions.DisabledCardBrands...)
	}
	return slices.ContainsFunc(disabled, func(d string) bool {
		b, ok := siteconfig.CardBrandOf(d)
		return ok && b == want
	})
}

// tenderDisabled reports whether payable p's payment restrictions turn
// tender type t off at now, as the BFF reads them (PAY-13: types trimmed
// and without regard to case, a date-only effective_until through the end
// of that day anywhere on earth).
func tenderDisabled(p payables.Payable, t string, now time.Time) bool {
	return p.PaymentRestrictions.Disables(t, now)
}
