// Package cart holds the wire types and client of the cart service,
// version 3 (spec 000 §7 "Cart service"): every call under
// /carts/{client}/{site}. Amounts are exact decimal strings ("1234.56"),
// never floats. The sandbox server (sandbox/cart) and the BFF client
// share these types.
package cart

import (
	"time"

	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/schedpay"
)

// Cart statuses.
const (
	StatusOpen       = "open"
	StatusCheckedOut = "checked_out"
	StatusRetired    = "retired"
	// StatusCheckingOut: one check-out is charging the cart; every change
	// and every other check-out waits for it (spec 000 §4: "While
	// submitting the state is 'checking out'").
	StatusCheckingOut = "checking_out"
)

// Cart restriction levels (spec 000 §3).
const (
	RestrictAdaptor      = "adaptor"
	RestrictItemCategory = "item_category"
)

// Cart is a cart as the cart service returns it.
type Cart struct {
	ID                string            `json:"id"`
	Client            string            `json:"client"`
	Site              string            `json:"site"`
	UserID            string            `json:"user_id"`
	Status            string            `json:"status"`
	Items             []Item            `json:"items"`
	Subtotal          string            `json:"subtotal"`
	Count             int               `json:"count"`
	Locked            bool              `json:"locked"`
	Expired           bool              `json:"expired"`
	ExpiresAt         time.Time         `json:"expires_at"`
	SecondsToExpiry   int               `json:"seconds_to_expiry"`
	HasDelayedItems   bool              `json:"has_delayed_items"`
	HasImmediateItems bool              `json:"has_immediate_items"`
	NeedsDelivery     bool              `json:"needs_delivery"`
	RestrictionLevel  string            `json:"cart_restriction_level,omitempty"`
	RestrictionValue  string            `json:"cart_restriction_value,omitempty"`
	Metadata          map[string]string `json:"metadata"`
	URLs              URLs              `json:"urls"`
	// DepartmentLimits: per department in the cart, its subtotal and limits
	// (spec 000 §5 "Payment limits per department").
	DepartmentLimits []DepartmentLimit `json:"department_limits"`
	// ConfirmationNumber is set once the cart is checked out.
	ConfirmationNumber string `json:"confirmation_number,omitempty"`
}

// URLs are a cart's hand-off addresses.
type URLs struct {
	Return   string `json:"return,omitempty"`
	Cancel   string `json:"cancel,omitempty"`
	Receipt  string `json:"receipt,omitempty"`
	Postback string `json:"postback,omitempty"`
}

// DepartmentLimit is one department's share of a cart and its limits.
type DepartmentLimit struct {
	Department  string `json:"department"`
	DisplayName string `json:"display_name"`
	Subtotal    string `json:"subtotal"`
	CardLimit   string `json:"card_limit,omitempty"`
	BankLimit   string `json:"bank_limit,omitempty"`
}

// Item is one line of a cart.
type Item struct {
	ID       string           `json:"id"`
	Path     string           `json:"path"`
	Payable  payables.Payable `json:"payable"`
	Amount   string           `json:"amount"`
	Quantity int              `json:"quantity"`
	// UserParameters are the item's freeform field values by reporting key.
	UserParameters  map[string]string `json:"user_parameters,omitempty"`
	NotFound        bool              `json:"not_found,omitempty"`
	UpdatedPayable  *payables.Payable `json:"updated_payable,omitempty"`
	EnrollInAutopay bool              `json:"enroll_in_autopay,omitempty"`
	// ScheduledPaymentAgreement is the autopay terms the payer accepted
	// for the item, and when (spec 000 §3 "Cart item", §4 "Autopay at
	// checkout").
	ScheduledPaymentAgreement *Agreement `json:"scheduled_payment_agreement,omitempty"`
}

// Agreement is accepted autopay terms.
type Agreement struct {
	Terms string    `json:"terms"`
	Time  time.Time `json:"time"`
}

// VivifyRequest is the body of POST /carts/{client}/{site}/vivify: return
// the cart CartID when it is open, else (with Create) a new one.
type VivifyRequest struct {
	Merge  bool   `json:"merge"`
	Create bool   `json:"create"`
	CartID string `json:"cart_id,omitempty"`
	UserID string `json:"user_id,omitempty"`
}

// CreateRequest is the body of POST /carts/{client}/{site}.
type CreateRequest struct {
	UserID string `json:"user_id,omitempty"`
	// Purpose marks a cart that a service fills and pays on the user's
	// behalf (PurposeScheduledRun): it is never the cart the user finds on
	// signing in.
	Purpose string `json:"purpose,omitempty"`
}

// PurposeScheduledRun is the Purpose of the cart a scheduled payment's run
// pays through.
const PurposeScheduledRun = "scheduled_run"

// AddItem is one element of the array POSTed to .../items.
type AddItem struct {
	Path           string            `json:"path"`
	Amount         *string           `json:"amount"` // nil: the payable's amount (spec 000 §5: zero or less becomes null)
	Quantity       int               `json:"quantity,omitempty"`
	UserParameters map[string]string `json:"user_parameters,omitempty"`
}

// ItemChange is the body of PATCH .../items/{itemId}: only the set fields change.
type ItemChange struct {
	Quantity       *int              `json:"quantity,omitempty"`
	Amount         *string           `json:"amount,omitempty"`
	UserParameters map[string]string `json:"user_parameters,omitempty"`
	// Payable accepts the item's updated payable (spec 000 §4 "Payable
	// change events": Keep item); the item takes its amount.
	Payable *payables.Payable `json:"payable,omitempty"`
}

// ClaimRequest is the body of PATCH .../claim.
type ClaimRequest struct {
	UserID string `json:"user_id"`
}

// FeesRequest is the body of POST .../fees.
type FeesRequest struct {
	Methods []string `json:"methods"`
}

// FeesResponse gives the convenience fee of each tender type.
type FeesResponse struct {
	Fees map[string]Fee `json:"fees"`
}

// Fee is a convenience fee quote.
type Fee struct {
	Amount      string `json:"amount"`
	Description string `json:"description,omitempty"`
}

// TokensRequest is the body of POST .../get_tokens. Origin is the page
// origin the card-input frame may talk to. Ancestors are the origins of
// the pages around that page when it is itself framed (the embedded
// widget's host page): the frame must let them be its ancestors too, since
// frame-ancestors checks every ancestor, but it talks only to Origin.
type TokensRequest struct {
	Origin    string   `json:"origin"`
	Ancestors []string `json:"ancestors,omitempty"`
}

// TokensResponse carries the data-vault and e-wallet tokens (JWTs). An
// e-wallet token tokenizes one kind of tender: EwalletToken is the card
// input's, BankEwalletToken the bank input's, and the wallet host refuses
// a card under the bank input's token and a bank account under the card's.
type TokensResponse struct {
	DVToken          string `json:"dv_token"`
	EwalletToken     string `json:"ewallet_token"`
	BankEwalletToken string `json:"bank_ewallet_token"`
}

// TransactionsRequest is the body of POST .../transactions.
type TransactionsRequest struct {
	TenderType        string `json:"tender_type"`
	EwalletToken      string `json:"ewallet_token,omitempty"`
	VaultToken        string `json:"vault_token,omitempty"`
	BankAccountNumber string `json:"bank_account_number,omitempty"`
	BankAccountType   string `json:"bank_account_type,omitempty"`
}

// TransactionsResponse splits the cart into transactions with totals.
type TransactionsResponse struct {
	Transactions       []Transaction `json:"transactions"`
	ImmediateItemTotal string        `json:"immediate_item_total"`
	DelayedItemTotal   string        `json:"delayed_item_total"`
	ImmediateFeeTotal  string        `json:"immediate_fee_total"`
	DelayedFeeTotal    string        `json:"delayed_fee_total"`
}

// Transaction is one charge of a cart: its items, delayed or not, its fee.
type Transaction struct {
	ID      string   `json:"id"`
	ItemIDs []string `json:"item_ids"`
	Delayed bool     `json:"delayed"`
	Amount  string   `json:"amount"`
	Fee     string   `json:"fee"`
}

// Billing is the payer's contact and billing address at check-out.
type Billing struct {
	Name       string `json:"name,omitempty"`
	Email      string `json:"email,omitempty"`
	Phone      string `json:"phone,omitempty"`
	Address1   string `json:"address1,omitempty"`
	Address2   string `json:"address2,omitempty"`
	City       string `json:"city,omitempty"`
	State      string `json:"state,omitempty"`
	PostalCode string `json:"postal_code,omitempty"`
	Country    string `json:"country,omitempty"`
}

// CheckOutRequest is the body of POST .../check_out (spec 000 §7).
type CheckOutRequest struct {
	Type              string  `json:"type"` // card or bank
	TenderName        string  `json:"tender_name,omitempty"`
	TenderSummary     string  `json:"tender_summary,omitempty"`
	Amount            string  `json:"amount"`     // item total the payer saw
	FeeAmount         string  `json:"fee_amount"` // fee the payer saw
	Token             string  `json:"token"`      // the tender token from the card-input frame
	LoggedIn          bool    `json:"logged_in"`
	LastDigits        string  `json:"last_digits,omitempty"`
	CardBrand         string  `json:"card_brand,omitempty"`
	Billing           Billing `json:"billing"`
	ContactPreference string  `json:"contact_preference,omitempty"`
	Language          string  `json:"language,omitempty"`
	// Delivery and DeliveryMethod: see Delivery and MethodShipping.
	Delivery       *Delivery `json:"delivery,omitempty"`
	DeliveryMethod string    `json:"delivery_method,omitempty"`
	// ScheduledPaymentEnrollments are the items enrolled in autopay with
	// this check-out (spec 000 §7 check_out; API-19, CHK-10).
	ScheduledPaymentEnrollments []ScheduledPaymentEnrollment `json:"scheduled_payment_enrollments,omitempty"`
}

// ScheduledPaymentEnrollment is one item enrolled in autopay at check-out
// (API-19): the cart item, the terms accepted and when, and the plan's
// frequency rule.
type ScheduledPaymentEnrollment struct {
	CartItemID    string                 `json:"cart_item_id"`
	Agreement     Agreement              `json:"agreement"`
	FrequencyRule schedpay.FrequencyRule `json:"frequency_rule"`
}

// CheckOutResponse is the answer of a successful check-out.
type CheckOutResponse struct {
	ConfirmationNumber string        `json:"confirmation_number"`
	ReceiptID          string        `json:"receipt_id"`
	Total              string        `json:"total"`
	FeeTotal           string        `json:"fee_total"`
	Transactions       []Transaction `json:"transactions"`
	// Tender is the tender that paid, as the processor knows it; nil from
	// a service that does not say.
	Tender *PaidTender `json:"tender,omitempty"`
}

// PaidTender is what may be shown of the tender that paid a cart: its
// type, card brand and last digits as the processor recorded them when the
// tender was tokenized, never as the payer's browser declared them.
type PaidTender struct {
	Type       string `json:"type"`
	CardBrand  string `json:"card_brand,omitempty"`
	LastDigits string `json:"last_digits,omitempty"`
}

// Error codes the cart service answers with, in {"error":{"code",...}}.
const (
	ErrLocked          = "cart_locked"           // 409: no add, no remove
	ErrExpired         = "cart_expired"          // 409
	ErrCheckedOut      = "cart_checked_out"      // 409: the cart is paid
	ErrAlreadyInCart   = "already_in_cart"       // 409: not quantity-modifiable
	ErrMixedDelay      = "mixed_delayed_payment" // 422: delayed and immediate together
	ErrPayAlone        = "payable_alone"         // 422: a parent bill with children and other items together (PAY-11)
	ErrRestriction     = "restriction_conflict"  // 422: adaptor or item-category restriction
	ErrInvalidAmount   = "invalid_amount"        // 422: below minimum, above maximum, bad format
	ErrItemNotFound    = "item_not_found"        // 404
	ErrPayableNotFound = "payable_not_found"     // 404
	ErrNotPayable      = "item_not_payable"      // 422
	ErrAmountMismatch  = "amount_mismatch"       // 409: the totals changed since the payer saw them
	ErrPaymentDeclined = "payment_declined"      // 402: with the processor's outcome code in the message
	ErrOverLimit       = "over_department_limit" // 422: tender type over a department limit
)

// More error codes of the cart service.
const (
	ErrCheckOutBusy      = "checkout_in_progress"       // 409: another check-out of the cart is still charging
	ErrIdempotencyReused = "idempotency_key_reused"     // 409: the Idempotency-Key came with another body
	ErrInvalidQuantity   = "invalid_quantity"           // 422: out of range, or the quantity is not modifiable
	ErrInvalidField      = "invalid_field"              // 422: a freeform value unknown or over its char_limit
	ErrFieldRequired     = "field_required"             // 422: a required freeform value is missing at check-out
	ErrNoTenders         = "no_enabled_payment_methods" // 422: no tender type would remain allowed
	ErrEmpty             = "cart_empty"                 // 422: nothing to check out
	// ErrTenderMismatch: the check-out declares a tender type that is not
	// the one its token was tokenized as (a card declared as a bank
	// account, say). The type, brand and last digits of a tender come from
	// its token, never from the request.
	ErrTenderMismatch = "tender_type_mismatch" // 422
	// ErrCardBrandRefused: an item's payable does not take the brand of
	// the card the token stands for (its disabled card brands; TENDER-04).
	ErrCardBrandRefused = "card_brand_not_accepted" // 422
)

// UpdateRequest is the body of PUT .../{cartId}: the cart's metadata (spec
// 000 §3 "Metadata keys") and hand-off URLs, replaced as a whole.
type UpdateRequest struct {
	Metadata map[string]string `json:"metadata"`
	URLs     URLs              `json:"urls"`
}

// PatchRequest is the body of PATCH .../{cartId} (spec 000 §7: "items and
// locked"): only the set fields change.
type PatchRequest struct {
	Items  []ItemUpdate `json:"items,omitempty"`
	Locked *bool        `json:"locked,omitempty"`
}

// ItemUpdate is one item's change inside a PatchRequest.
type ItemUpdate struct {
	ID string `json:"id"`
	ItemChange
}

// FeeRequest is the body of POST .../fee.
type FeeRequest struct {
	Type string `json:"type"`
}

// ItemFeesRequest is the body of POST /carts/action/calculate_item_fees: the
// fee of each tender type for one payable at amount, outside any cart.
type ItemFeesRequest struct {
	Client      string `json:"client"`
	Site        string `json:"site"`
	PayablePath string `json:"payable_path"`
	Amount      string `json:"amount"`
}

// ItemFeeRequest is the body of POST .../calculate_item_fee_single_tender.
type ItemFeeRequest struct {
	Amount       string `json:"amount"`
	PayablePath  string `json:"payable_path"`
	EwalletToken string `json:"ewallet_token,omitempty"`
	TenderType   string `json:"tender_type"`
}

// TokensForUserRequest is the body of POST .../get_tokens_for_user.
type TokensForUserRequest struct {
	UserID    string   `json:"userId"`
	Origin    string   `json:"origin"`
	Ancestors []string `json:"ancestors,omitempty"`
}
