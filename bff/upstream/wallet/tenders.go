package wallet

import (
	"context"
	"net/http"
	"net/url"
	"time"

	"github.com/payhub/payhub/bff/upstream"
)

// Saved tender types (spec 001 §3 "Wallet tender": card, bank or paypal;
// WAL-03).
const (
	TenderCard   = "card"
	TenderBank   = "bank"
	TenderPayPal = "paypal"
)

// Address is a tender's billing address (WAL-02 billing_address).
type Address struct {
	Address1   string `json:"address1"`
	Address2   string `json:"address2,omitempty"`
	City       string `json:"city"`
	State      string `json:"state"`
	PostalCode string `json:"postal_code"`
	Country    string `json:"country"`
}

// Tender is a stored tender as the wallet service answers it (WAL-02). The
// wallet never answers a card or account number: BankAccountNumber is
// masked to its last digits ("****6789"), and a card is its brand, last
// digits and expiry.
type Tender struct {
	TenderID       string `json:"tender_id"`
	UserID         string `json:"user_id"`
	EwalletToken   string `json:"ewallet_token"`
	WarehouseToken string `json:"warehouse_token,omitempty"`
	Type           string `json:"type"` // TenderCard, TenderBank or TenderPayPal
	LastDigits     string `json:"last_digits"`
	IsLastUsed     bool   `json:"is_last_used"`
	Nickname       string `json:"nickname"`
	UserName       string `json:"user_name"`
	// DisplayInWallet is false for a tender kept only for a payment (a
	// guest's, until claimed); the wallet lists only displayed tenders.
	DisplayInWallet      bool   `json:"display_in_wallet"`
	CardExpirationMonth  int    `json:"card_expiration_month,omitempty"`
	CardExpirationYear   int    `json:"card_expiration_year,omitempty"` // four digits
	CardBrand            string `json:"card_brand,omitempty"`
	CardOnFileDisclosure bool   `json:"card_on_file_disclosure"`
	BankAccountType      string `json:"bank_account_type,omitempty"` // checking or savings
	BankRoutingNumber    string `json:"bank_routing_number,omitempty"`
	BankAccountNumber    string `json:"bank_account_number,omitempty"` // masked
	// BankAccountIsCorporate maps to the category commercial (true) or
	// personal (WAL-04).
	BankAccountIsCorporate bool     `json:"bank_account_is_corporate,omitempty"`
	ForceMultiUseTender    bool     `json:"force_multi_use_tender"`
	BankName               string   `json:"bank_name,omitempty"`
	IsExpiring             bool     `json:"is_expiring"`
	PaypalEmail            string   `json:"paypal_email,omitempty"`
	BillingAddress         *Address `json:"billing_address,omitempty"`
	CreatedAt              string   `json:"created_at"` // RFC 3339
}

// TendersResponse is the answer of GET /get_tenders: the user's displayed
// tenders, the last used first, then the newest.
type TendersResponse struct {
	Tenders []Tender `json:"tenders"`
}

// SaveRequest is the body of POST /save_payment_info (a tender token
// tokenized for the cart CartID, saved after it paid) and of POST /tenders
// (a tender token tokenized with the user's own e-wallet token, outside a
// cart; CartID empty). Saving the same token again answers the tender it
// made the first time. Type, when given, is the type the caller declares
// ("card", "bank"): a token of another type is refused (422
// tender_mismatch) before anything is stored.
type SaveRequest struct {
	Token                string   `json:"token"`
	Type                 string   `json:"type,omitempty"`
	CartID               string   `json:"cart_id,omitempty"`
	Nickname             string   `json:"nickname,omitempty"`
	UserName             string   `json:"user_name,omitempty"`
	CardOnFileDisclosure bool     `json:"card_on_file_disclosure"`
	BillingAddress       *Address `json:"billing_address,omitempty"`
}

// UpdateRequest is the body of PATCH /tenders/{id}: the fields to change.
type UpdateRequest struct {
	Nickname       *string  `json:"nickname,omitempty"`
	BillingAddress *Address `json:"billing_address,omitempty"`
}

// ClaimRequest is the body of POST /claim_tender/{token} (API-68): the
// tender token a guest paid with moves from the guest's anonymous user id
// to the signed-in user, with the card-on-file disclosure accepted.
type ClaimRequest struct {
	OldUserID            string `json:"old_user_id"`
	NewUserID            string `json:"new_user_id"`
	CardOnFileDisclosure bool   `json:"card_on_file_disclosure"`
	Nickname             string `json:"nickname,omitempty"`
}

// RoutingNumber is the answer of GET /get_routing_number/{n}.
type RoutingNumber struct {
	RoutingNumber string `json:"routing_number"`
	BankName      string `json:"bank_name"`
}

// PayPalSetupRequest is the body of POST /create_paypal_setup_token.
type PayPalSetupRequest struct {
	ClientDisplayName string `json:"client_display_name"`
	// ReturnURL is where the sandbox PayPal page sends the payer after
	// approval, with ?setup_token=...; it must be an http(s) URL.
	ReturnURL string `json:"return_url"`
}

// PayPalSetupResponse is a setup token and the page that approves it.
type PayPalSetupResponse struct {
	SetupToken string `json:"setup_token"`
	ApproveURL string `json:"approve_url"`
}

// PayPalTenderRequest is the body of POST /tenders/paypal (API-70).
type PayPalTenderRequest struct {
	SetupToken string `json:"setup_token"`
	Nickname   string `json:"nickname,omitempty"`
}

// ValidateRequest is the body of POST /tenders/{id}/validate (API-71): it
// readies the saved tender to pay the cart CartID. With Authorize the
// wallet first authorises the tender with the processor (ROLE-08) and
// refuses one the processor would decline.
type ValidateRequest struct {
	CartID    string `json:"cart_id"`
	Client    string `json:"client"`
	Site      string `json:"site"`
	Authorize bool   `json:"authorize"`
	// ScheduledPlanID names the scheduled payment a run of which the cart
	// pays: only such a cart may be paid with a tender kept out of the
	// user's wallet list (staff entered it for the payer's plans,
	// ROLE-18). A resident's check-out never sends it.
	ScheduledPlanID string `json:"scheduled_plan_id,omitempty"`
}

// ValidateResponse is a single-use tender token of the cart, standing for
// the saved tender: the cart's check-out charges it like a token from the
// card-input frame, so fees, limits and card brands apply from the saved
// tender's real type and brand.
type ValidateResponse struct {
	Token           string `json:"token"`
	Type            string `json:"type"`
	CardBrand       string `json:"card_brand,omitempty"`
	LastDigits      string `json:"last_digits"`
	Expiry          string `json:"expiry,omitempty"` // MM/YY
	BankAccountType string `json:"bank_account_type,omitempty"`
}

// CodeAuthorizationRefused answers, with 402, a validate whose processor
// authorisation failed; the error's message names the outcome (declined,
// expired_card, insufficient_funds, ...).
const CodeAuthorizationRefused = "authorization_refused"

// CodeTenderRemoved answers, with 422, a save (save_payment_info, tenders,
// claim_tender) of the tender token of a stored tender its user removed: a
// removed tender stays removed, and comes back only by being entered
// again.
const CodeTenderRemoved = "tender_removed"

// UserTokenRequest is the body of POST /user_token (API-77): e-wallet
// tokens of the user, not of a cart, for the card-input frames that add a
// tender outside a check-out.
type UserTokenRequest struct {
	Client    string   `json:"client"`
	Site      string   `json:"site"`
	Origin    string   `json:"origin"`
	Ancestors []string `json:"ancestors,omitempty"`
}

// UserTokenResponse carries one token per input, as a cart's get_tokens.
type UserTokenResponse struct {
	EwalletToken     string `json:"ewallet_token"`
	BankEwalletToken string `json:"bank_ewallet_token"`
	ExpiresAt        string `json:"expires_at"` // RFC 3339
}

// TenderCallTimeout bounds one stored-tender call.
const TenderCallTimeout = 10 * time.Second

// userQuery names the user every stored-tender call is made for: a tender
// of another user answers not found.
func userQuery(userID string) url.Values { return url.Values{"user_id": {userID}} }

func (c *Client) call(ctx context.Context, method, path, route, userID string, body any, key string, out any) error {
	var q url.Values
	if userID != "" {
		q = userQuery(userID)
	}
	return c.c.Do(ctx, upstream.Call{Method: method, Path: path, Route: route, Query: q, Body: body,
		IdempotencyKey: key, Timeout: TenderCallTimeout}, out)
}

// Tenders lists userID's displayed tenders (API-62).
func (c *Client) Tenders(ctx context.Context, userID string) ([]Tender, error) {
	var out TendersResponse
	err := c.call(ctx, http.MethodGet, "/get_tenders", "GET /get_tenders", userID, nil, "", &out)
	return out.Tenders, err
}

// SavePaymentInfo saves the tender token of a paid cart for userID (API-63).
func (c *Client) SavePaymentInfo(ctx context.Context, userID string, req SaveRequest, key string) (Tender, error) {
	var out Tender
	err := c.call(ctx, http.MethodPost, "/save_payment_info", "POST /save_payment_info", userID, req, key, &out)
	return out, err
}

// AddTender saves a tender token of userID's own e-wallet token (API-64).
func (c *Client) AddTender(ctx context.Context, userID string, req SaveRequest, key string) (Tender, error) {
	var out Tender
	err := c.call(ctx, http.MethodPost, "/tenders", "POST /tenders", userID, req, key, &out)
	return out, err
}

// UpdateTender changes a tender's nickname or billing address.
func (c *Client) UpdateTender(ctx context.Context, userID, tenderID string, req UpdateRequest) (Tender, error) {
	var out Tender
	err := c.call(ctx, http.MethodPatch, "/tenders/"+url.PathEscape(tenderID), "PATCH /tenders/{id}", userID, req, "", &out)
	return out, err
}

// RemoveTender removes a tender (API-65).
func (c *Client) RemoveTender(ctx context.Context, userID, tenderID string) error {
	return c.call(ctx, http.MethodPost, "/remove_tender/"+url.PathEscape(tenderID), "POST /remove_tender/{id}", userID, nil, "", nil)
}

// SetLastUsed makes a tender the user's only last-used one (API-66, WAL-13).
func (c *Client) SetLastUsed(ctx context.Context, userID, tenderID string) (Tender, error) {
	var out Tender
	err := c.call(ctx, http.MethodPost, "/set_last_used_tender/"+url.PathEscape(tenderID), "POST /set_last_used_tender/{id}", userID, nil, "", &out)
	return out, err
}

// RoutingNumber looks up a bank routing number (API-67); an unknown one is
// not found.
func (c *Client) RoutingNumber(ctx context.Context, n string) (RoutingNumber, error) {
	var out RoutingNumber
	err := c.call(ctx, http.MethodGet, "/get_routing_number/"+url.PathEscape(n), "GET /get_routing_number/{n}", "", nil, "", &out)
	return out, err
}

// ClaimTender moves the tender of token from a guest to a user (API-68).
func (c *Client) ClaimTender(ctx context.Context, token string, req ClaimRequest, key string) (Tender, error) {
	var out Tender
	err := c.call(ctx, http.MethodPost, "/claim_tender/"+url.PathEscape(token), "POST /claim_tender/{id}", "", req, key, &out)
	return out, err
}

// PayPalSetupToken starts adding a PayPal tender for userID (API-69).
func (c *Client) PayPalSetupToken(ctx context.Context, userID string, req PayPalSetupRequest) (PayPalSetupResponse, error) {
	var out PayPalSetupResponse
	err := c.call(ctx, http.MethodPost, "/create_paypal_setup_token", "POST /create_paypal_setup_token", userID, req, "", &out)
	return out, err
}

// AddPayPal adds the PayPal tender of an approved setup token (API-70).
func (c *Client) AddPayPal(ctx context.Context, userID string, req PayPalTenderRequest, key string) (Tender, error) {
	var out Tender
	err := c.call(ctx, http.MethodPost, "/tenders/paypal", "POST /tenders/paypal", userID, req, key, &out)
	return out, err
}

// Validate readies a saved tender to pay a cart (API-71).
func (c *Client) Validate(ctx context.Context, userID, tenderID string, req ValidateRequest) (ValidateResponse, error) {
	var out ValidateResponse
	err := c.call(ctx, http.MethodPost, "/tenders/"+url.PathEscape(tenderID)+"/validate", "POST /tenders/{id}/validate", userID, req, "", &out)
	return out, err
}

// UserToken issues userID's e-wallet tokens (API-77).
func (c *Client) UserToken(ctx context.Context, userID string, req UserTokenRequest) (UserTokenResponse, error) {
	var out UserTokenResponse
	err := c.call(ctx, http.MethodPost, "/user_token", "POST /user_token", userID, req, "", &out)
	return out, err
}

// Probe reports whether the wallet answers (API-74).
func (c *Client) Probe(ctx context.Context) error {
	return c.call(ctx, http.MethodPost, "/probe", "POST /probe", "", nil, "", nil)
}
