// Package wallet holds the wire types and client of the wallet service's
// mobile-wallet calls (spec 001 §7 "Wallet": validate_apple_pay_merchant,
// validate_google_pay_domain) and of the mobile-wallet token the sandbox
// issues for Apple Pay and Google Pay. The sandbox server
// (sandbox/wallet) and the BFF client share these types.
package wallet

import (
	"context"
	"net/http"
	"time"

	"github.com/payhub/payhub/bff/upstream"
)

// CallTimeout bounds one wallet call. The specification names none; a
// mobile-wallet token sits on the payer's click, so it is short.
const CallTimeout = 15 * time.Second

// Mobile wallet tender types (spec 000 §1: Apple Pay, Google Pay).
const (
	TypeApplePay  = "applePay"
	TypeGooglePay = "googlePay"
)

// MobileTokenRequest is the body of POST /mobile_token: the provider's
// payment data for one cart, to be exchanged for a tender token that the
// cart's check-out can charge.
type MobileTokenRequest struct {
	CartID string `json:"cart_id"`
	Client string `json:"client"`
	Site   string `json:"site"`
	Type   string `json:"type"` // TypeApplePay or TypeGooglePay
	// PaymentData is the provider's encrypted payment data; the sandbox
	// takes SandboxPaymentData.
	PaymentData string `json:"payment_data"`
}

// SandboxPaymentData is the payment data of the sandbox's mobile wallets.
const SandboxPaymentData = "sandbox"

// MobileTokenResponse is a tender token for the card inside a mobile
// wallet, and what may be shown of the card.
type MobileTokenResponse struct {
	Token      string `json:"token"`
	Type       string `json:"type"` // applePay or googlePay
	CardBrand  string `json:"card_brand"`
	LastDigits string `json:"last_digits"`
	UserName   string `json:"user_name"`
}

// ValidateMerchantRequest is the body of POST /validate_apple_pay_merchant.
type ValidateMerchantRequest struct {
	ValidationURL string `json:"validation_url"`
	Domain        string `json:"domain"`
}

// ValidateDomainRequest is the body of POST /validate_google_pay_domain.
type ValidateDomainRequest struct {
	Domain string `json:"domain"`
}

// ValidationResponse says whether a merchant or domain may take the wallet.
type ValidationResponse struct {
	Valid           bool   `json:"valid"`
	MerchantSession string `json:"merchant_session,omitempty"`
}

// Client is the typed client of the wallet service.
type Client struct {
	c *upstream.Client
}

// NewClient returns the wallet client over c, whose base URL is the
// service's (e.g. http://127.0.0.1:8090/svc/wallet).
func NewClient(c *upstream.Client) *Client { return &Client{c: c} }

// MobileToken exchanges a mobile wallet's payment data for a tender token
// of the cart.
func (c *Client) MobileToken(ctx context.Context, req MobileTokenRequest) (MobileTokenResponse, error) {
	var out MobileTokenResponse
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: "/mobile_token", Route: "POST /mobile_token",
		Body: req, Timeout: CallTimeout}, &out)
	return out, err
}

// Ping reports whether the service answers (GET /ping).
func (c *Client) Ping(ctx context.Context) error { return c.c.Ping(ctx, "/ping") }
