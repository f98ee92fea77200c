package cart

import (
	"context"
	"net/http"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
)

// PayPal brands (spec 000 §3 "PayPal order payload": paypal_brand).
const (
	BrandPayPal = "paypal"
	BrandVenmo  = "venmo"
)

// More error codes of the cart service.
const (
	ErrOrderNotApproved = "paypal_order_not_approved" // 422: the payer has not approved the order
	ErrOrderNotFound    = "paypal_order_not_found"    // 404: no such order for this cart
)

// PayPalDelivery is the delivery of a PayPal order (spec 000 §3).
type PayPalDelivery struct {
	Name    string `json:"name,omitempty"`
	Address string `json:"address,omitempty"`
	City    string `json:"city,omitempty"`
	State   string `json:"state,omitempty"`
	Zip     string `json:"zip,omitempty"`
	Country string `json:"country,omitempty"`
}

// CreatePayPalOrderRequest is the body of POST .../create_paypal_order
// (spec 000 §3 "PayPal order payload", §7): fee_amount, paypal_brand,
// delivery and billing (phone, email). Amount is the item total the payer
// saw; Origin is the portal page origin, the only one the approval may
// return the payer to.
type CreatePayPalOrderRequest struct {
	Delivery    *PayPalDelivery `json:"delivery,omitempty"`
	FeeAmount   string          `json:"fee_amount"`
	PayPalBrand string          `json:"paypal_brand"`
	Billing     Billing         `json:"billing"`
	Amount      string          `json:"amount"`
	Origin      string          `json:"origin"`
	Language    string          `json:"language,omitempty"`
}

// CreatePayPalOrderResponse names the created order.
type CreatePayPalOrderResponse struct {
	OrderID string `json:"order_id"`
}

// CapturePayPalOrderRequest is the body of POST .../capture_paypal_order
// (spec 000 §7): order_id, contact_preference, logged_in. It answers a
// CheckOutResponse (transactions and confirmation_number among them).
type CapturePayPalOrderRequest struct {
	OrderID           string `json:"order_id"`
	ContactPreference string `json:"contact_preference,omitempty"`
	LoggedIn          bool   `json:"logged_in"`
	// Delivery and DeliveryMethod carry the renewal's delivery choice, as
	// on check_out: a cart that needs delivery is refused without one.
	Delivery       *Delivery `json:"delivery,omitempty"`
	DeliveryMethod string    `json:"delivery_method,omitempty"`
}

// CreatePayPalOrder creates a PayPal or Venmo order for the cart.
func (c *Client) CreatePayPalOrder(ctx context.Context, client, site, cartID string, req CreatePayPalOrderRequest, lang bff.Language) (CreatePayPalOrderResponse, error) {
	var out CreatePayPalOrderResponse
	if req.Language == "" {
		req.Language = string(lang)
	}
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: cartPath(client, site, cartID, "/create_paypal_order"),
		Route: route(http.MethodPost, "/create_paypal_order"), Body: req, Timeout: defaultCallTimeout,
		Header: acceptLanguage(lang)}, &out)
	return out, err
}

// CapturePayPalOrder pays the cart with its approved order. Like CheckOut it
// is sent with idempotencyKey and has no time-out of its own (spec 000 §9).
func (c *Client) CapturePayPalOrder(ctx context.Context, client, site, cartID string, req CapturePayPalOrderRequest, idempotencyKey string, lang bff.Language) (CheckOutResponse, error) {
	var out CheckOutResponse
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: cartPath(client, site, cartID, "/capture_paypal_order"),
		Route: route(http.MethodPost, "/capture_paypal_order"), Body: req, IdempotencyKey: idempotencyKey,
		Timeout: CheckOutTimeout, Header: acceptLanguage(lang)}, &out)
	return out, err
}
