package cart

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/sandbox/internal/respond"
	"github.com/payhub/payhub/sandbox/paypal"
	"github.com/payhub/payhub/sandbox/processor"
)

// paypalTender reports whether t is paid through a PayPal order.
func paypalTender(t string) bool { return t == tenderPayPal || t == tenderVenmo }

// chargerFor is the charger of tender type t paid with token: PayPal and
// Venmo orders are captured by the PayPal stand-in, every other tender,
// a saved PayPal account's token included, is charged by the wallet's
// processor. It is nil when that charger is not configured.
func (h *handler) chargerFor(t, token string) processor.Charger {
	if paypalTender(t) && !savedPayPal(t, token) {
		if h.paypal == nil {
			return nil
		}
		return paypal.Charger{Orders: h.paypal, Now: h.now}
	}
	return h.charger
}

// createPayPalOrder answers POST .../create_paypal_order (spec 000 §4
// "PayPal": create an order, which returns an order id). The order carries
// the totals the payer saw, checked against the cart as a check-out would
// check them, and the page origin the approval may return to.
func (h *handler) createPayPalOrder(w http.ResponseWriter, r *http.Request) {
	var req wire.CreatePayPalOrderRequest
	if err := respond.Decode(w, r, &req); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	if req.PayPalBrand != wire.BrandPayPal && req.PayPalBrand != wire.BrandVenmo {
		writeError(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "The PayPal brand must be paypal or venmo."))
		return
	}
	if err := origin(req.Origin); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	if h.paypal == nil {
		writeError(w, r, h.logger, bff.Errorf(bff.CodeUnavailable, "PayPal is not available right now."))
		return
	}
	rec, err := h.load(r)
	if err == nil {
		err = rec.changeable(h.now(), false)
	}
	if err == nil {
		err = h.chargeable(r.Context(), rec, wire.CheckOutRequest{Type: req.PayPalBrand, Amount: req.Amount, FeeAmount: req.FeeAmount})
	}
	if err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	var delivery json.RawMessage
	if req.Delivery != nil {
		if delivery, err = json.Marshal(req.Delivery); err != nil {
			writeError(w, r, h.logger, err)
			return
		}
	}
	o := paypal.Order{ID: paypal.NewOrderID(), CartID: rec.ID, Client: rec.Client, Site: rec.Site,
		Brand: req.PayPalBrand, Origin: strings.TrimSuffix(req.Origin, "/"), Amount: req.Amount, Fee: req.FeeAmount,
		Status:   paypal.StatusCreated,
		Payer:    paypal.Payer{Name: req.Billing.Name, Email: strings.TrimSpace(req.Billing.Email), Phone: req.Billing.Phone},
		Delivery: delivery, Language: bff.ParseLanguage(cmpOr(req.Language, r.Header.Get("Accept-Language"))),
		CreatedAt: h.now()}
	if err := h.paypal.CreateOrder(r.Context(), o); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	h.logger.InfoContext(r.Context(), "paypal order created", "cart", rec.ID, "order", o.ID, "brand", o.Brand)
	respond.JSON(w, http.StatusOK, wire.CreatePayPalOrderResponse{OrderID: o.ID})
}

// capturePayPalOrder answers POST .../capture_paypal_order (spec 000 §4
// "PayPal": approve with the order id, the contact preference and the
// logged-in flag). It pays the cart through the same exactly-once
// check-out as check_out, with the order as the tender: an order the payer
// has not approved is refused, and a cart already paid answers its first
// payment.
func (h *handler) capturePayPalOrder(w http.ResponseWriter, r *http.Request) {
	var req wire.CapturePayPalOrderRequest
	if err := respond.Decode(w, r, &req); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	if h.paypal == nil {
		writeError(w, r, h.logger, bff.Errorf(bff.CodeUnavailable, "PayPal is not available right now."))
		return
	}
	client, siteName := site(r)
	id := r.PathValue("cartId")
	o, err := h.paypal.Order(r.Context(), strings.TrimSpace(req.OrderID))
	if bff.ErrorCode(err) == bff.CodeNotFound || (err == nil && (o.CartID != id || o.Client != client || o.Site != siteName)) {
		writeError(w, r, h.logger, fail(wire.ErrOrderNotFound, "There is no such PayPal order for this cart."))
		return
	}
	if err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	if o.Status != paypal.StatusApproved && o.Status != paypal.StatusCaptured {
		writeError(w, r, h.logger, fail(wire.ErrOrderNotApproved, "The PayPal order has not been approved."))
		return
	}
	summary := "PayPal"
	if o.Brand == tenderVenmo {
		summary = "Venmo"
	}
	co := wire.CheckOutRequest{Type: o.Brand, TenderName: o.Payer.Name, TenderSummary: summary,
		Amount: o.Amount, FeeAmount: o.Fee, Token: o.ID, LoggedIn: req.LoggedIn,
		Billing:           wire.Billing{Name: o.Payer.Name, Email: o.Payer.Email, Phone: o.Payer.Phone},
		ContactPreference: req.ContactPreference, Language: string(o.Language),
		Delivery: req.Delivery, DeliveryMethod: req.DeliveryMethod}
	resp, err := h.runCheckOut(r.Context(), client, siteName, id, co, o.Language)
	if err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	respond.JSON(w, http.StatusOK, resp)
}
