package cart

import (
	"context"
	"strings"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/sandbox/processor"
)

// TenderExternal is the tender type of a cart paid on an external checkout
// (spec 000 §1: "Some sites hand the user off to an external checkout").
// A payable that may be paid there lists it among its allowed tender types.
const TenderExternal = "external"

// External lets the sandbox's external checkout (sandbox/cartredirect)
// read carts and record their payment. A payment goes through the same
// exactly-once check-out as check_out: a cart already paid answers its first
// payment, and a cart cannot be paid twice by the portal and the external
// checkout together.
type External struct {
	h *handler
}

// NewExternal returns the external checkout's access to the carts of
// cfg.Store. cfg.Charger and cfg.PayPal are not used: the external checkout
// has taken the money already.
func NewExternal(cfg Config) *External {
	h := newHandler(cfg)
	h.charger, h.paypal = externalCharger{}, nil
	return &External{h: h}
}

// Cart returns a cart as the cart service answers it.
func (e *External) Cart(ctx context.Context, client, site, id string) (wire.Cart, error) {
	rec, err := e.h.store.Load(ctx, normalize(client), normalize(site), id)
	if err != nil {
		return wire.Cart{}, err
	}
	return e.h.view(ctx, rec)
}

// Pay records that the external checkout took the payment of the cart, by
// payer, and answers the payment (its receipt id among it).
func (e *External) Pay(ctx context.Context, client, site, id string, payer wire.Billing, lang bff.Language) (wire.CheckOutResponse, error) {
	client, site = normalize(client), normalize(site)
	rec, err := e.h.store.Load(ctx, client, site, id)
	if err != nil {
		return wire.CheckOutResponse{}, err
	}
	req := wire.CheckOutRequest{Type: TenderExternal, TenderName: strings.TrimSpace(payer.Name),
		TenderSummary: "External checkout", Token: "ext_" + rec.ID, Billing: payer, Language: string(lang)}
	if rec.Status == wire.StatusOpen {
		// The external checkout charges what the cart holds now.
		sub, err := subtotal(rec.Items)
		if err != nil {
			return wire.CheckOutResponse{}, err
		}
		_, fee, err := e.h.quote(ctx, rec, TenderExternal)
		if err != nil {
			return wire.CheckOutResponse{}, err
		}
		req.Amount, req.FeeAmount = sub.String(), fee.String()
	}
	return e.h.runCheckOut(ctx, client, site, id, req, lang)
}

// externalCharger approves every charge: the external checkout took the
// money before it reports the payment.
type externalCharger struct{}

func (externalCharger) Charge(_ context.Context, c processor.Charge) (processor.Result, error) {
	return processor.Result{Approved: true, Code: processor.Approved, TenderType: TenderExternal,
		AuthCode: "EXT-" + strings.ToUpper(c.Reference)}, nil
}
