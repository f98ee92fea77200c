// Package cart is the sandbox's cart service, version 3 (spec 000 §7 "Cart
// service"), in the wire shape of bff/upstream/cart. Every call is under
// /carts/{client}/{site}:
//
//	POST   /carts/{client}/{site}/vivify           the open cart, or a new one
//	POST   /carts/{client}/{site}                  create
//	GET|PUT|PATCH|DELETE .../{cartId}              read, metadata, items and lock, delete
//	PATCH  .../{cartId}/claim                      move a guest's cart to a user
//	POST   .../{cartId}/items, items_skip_updates  add; DELETE .../items empties
//	PATCH|DELETE .../{cartId}/items/{itemId}       change, remove
//	POST   .../{cartId}/expire, fee, fees          expire; fee quotes
//	POST   /carts/action/calculate_item_fees       fee quotes for one payable
//	POST   .../{cartId}/calculate_item_fee_single_tender
//	POST   .../{cartId}/get_tokens, get_tokens_for_user
//	POST   .../{cartId}/transactions, check_out
//	POST   .../{cartId}/create_paypal_order, capture_paypal_order
//
// The rules are those of spec 000 §4 ("Adding to the cart is blocked
// when") and §5 ("Cart operations", "Payment limits per department"). A
// check-out charges a cart at most once, however many check-outs of it run
// at the same time: the cart moves from open to checking_out in one write
// transaction, so that exactly one request charges it, and the others wait
// for its answer. What a check-out pays with is what the wallet recorded
// for its tender token (Config.Tenders), not what the request declares: a
// request declaring another tender type is refused, and the rules of
// tender types, limits, fees and card brands apply to the token's own.
package cart

import (
	"context"
	"log/slog"
	"net/http"
	"time"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/history"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/ewallet"
	"github.com/payhub/payhub/sandbox/internal/respond"
	"github.com/payhub/payhub/sandbox/outbox"
	"github.com/payhub/payhub/sandbox/paypal"
	"github.com/payhub/payhub/sandbox/processor"
)

// DefaultTTL is how long a cart lives after its creation or last change when
// Config.TTL is zero; the service reports it as seconds_to_expiry (spec 000
// §3 "expiration (from seconds_to_expiry)").
const DefaultTTL = 30 * time.Minute

// Record is a cart as the service keeps it. Derived fields of the wire cart
// (subtotal, count, expiry, flags, department limits) are computed from it
// on every answer.
type Record struct {
	ID               string            `json:"id"`
	Client           string            `json:"client"`
	Site             string            `json:"site"`
	UserID           string            `json:"user_id"`
	Status           string            `json:"status"`
	Items            []wire.Item       `json:"items"`
	Locked           bool              `json:"locked"`
	RestrictionLevel string            `json:"restriction_level,omitempty"`
	RestrictionValue string            `json:"restriction_value,omitempty"`
	Metadata         map[string]string `json:"metadata"`
	URLs             wire.URLs         `json:"urls"`
	CreatedAt        time.Time         `json:"created_at"`
	UpdatedAt        time.Time         `json:"updated_at"`
	ExpiresAt        time.Time         `json:"expires_at"`
	// ConfirmationNumber is set when the cart is paid.
	ConfirmationNumber string        `json:"confirmation_number,omitempty"`
	CheckOut           CheckOutState `json:"check_out"`
}

// CheckOutState is the bookkeeping of a cart's check-outs.
type CheckOutState struct {
	// Attempt counts the check-outs that moved the cart to checking_out;
	// StartedAt is when the latest one did.
	Attempt   int       `json:"attempt"`
	StartedAt time.Time `json:"started_at"`
	// DeclinedAttempt is the attempt the processor declined last, with its
	// outcome code (processor.Declined, ...) and tender type.
	DeclinedAttempt int    `json:"declined_attempt,omitempty"`
	Declined        string `json:"declined,omitempty"`
	DeclinedTender  string `json:"declined_tender,omitempty"`
	// Response is the answer of the check-out that paid the cart.
	Response *wire.CheckOutResponse `json:"response,omitempty"`
}

// FeeRule is the convenience fee of one tender type on one site: RateBP
// hundredths of a percent of the amount (235 is 2.35%), rounded half up to
// the cent, plus Flat, and never less than Minimum.
type FeeRule struct {
	TenderType string
	RateBP     int64
	Flat       string // exact decimal, "0.50"
	Minimum    string // exact decimal, "1.00"
}

// Replay is the stored answer of a check-out sent with an Idempotency-Key.
type Replay struct {
	Fingerprint string // of the request body
	Status      int
	Body        []byte
	CreatedAt   time.Time
}

// Store is the storage the service needs. Lookups of something absent
// return a *bff.Error with bff.CodeNotFound. Carts are found by client, site
// and id together: a cart is not visible from another site.
type Store interface {
	// Insert stores a new cart.
	Insert(ctx context.Context, r Record) error
	// Load returns a cart.
	Load(ctx context.Context, client, site, id string) (Record, error)
	// LatestOpen returns the user's most recently changed cart of the site
	// whose status is open and which expires after now.
	LatestOpen(ctx context.Context, client, site, userID string, now time.Time) (Record, error)
	// Update loads a cart, applies fn and stores the result, in one write
	// transaction: concurrent updates of a cart are serialized. When fn
	// fails nothing changes and its error is returned. fn may read
	// reference data (payables, limits, fees) through the store.
	Update(ctx context.Context, client, site, id string, fn func(*Record) error) (Record, error)
	// Finish is Update that also writes receipt and, when mail is not nil,
	// queues mail, in the same transaction.
	Finish(ctx context.Context, client, site, id string, fn func(*Record) error,
		receipt history.Receipt, mail *outbox.Message) (Record, error)
	// Delete removes a cart.
	Delete(ctx context.Context, client, site, id string) error
	// Payable returns the payable at path in lang.
	Payable(ctx context.Context, path string, lang bff.Language) (payables.Payable, error)
	// DepartmentLimit returns a client's department's display name and
	// limits (Subtotal is left empty).
	DepartmentLimit(ctx context.Context, client, department string) (wire.DepartmentLimit, error)
	// Recipient names who receives a payment to a payable of adaptor on
	// a site, in lang: its department, else the client.
	Recipient(ctx context.Context, client, site, adaptor string, lang bff.Language) (string, error)
	// Office returns one of the client's pick-up offices in lang.
	Office(ctx context.Context, client, locationID string, lang bff.Language) (payables.Office, error)
	// FeeRules returns the site's fee rule of each configured tender type.
	FeeRules(ctx context.Context, client, site string) (map[string]FeeRule, error)
	// Replay returns the answer stored for a cart's idempotency key.
	Replay(ctx context.Context, cartID, key string) (Replay, error)
	// Remember stores the answer for a cart's idempotency key; a key that
	// is already stored keeps its first answer.
	Remember(ctx context.Context, cartID, key string, r Replay) error
}

// Tokens issues and verifies e-wallet tokens (an *ewallet.Signer).
type Tokens interface {
	Issue(c ewallet.Claims) (string, error)
	Verify(token string) (ewallet.Claims, error)
}

// Config configures the handler. Zero fields take the defaults noted beside
// them.
type Config struct {
	Store   Store             // required
	Tokens  Tokens            // required
	Charger processor.Charger // nil: every check-out is answered 503
	// Tenders tells what a tender token stands for, as the wallet recorded
	// it at tokenization; nil: the Charger's, when it is also a
	// processor.Tenders. Without either, a check-out paying with a tender
	// token is answered 503: the request's word is never taken for it.
	Tenders processor.Tenders
	PayPal  paypal.Store     // PayPal and Venmo orders; nil: PayPal is answered 503
	TTL     time.Duration    // cart lifetime after each change; default DefaultTTL
	Now     func() time.Time // default time.Now
	Logger  *slog.Logger     // default discards
}

// handler serves the cart service.
type handler struct {
	store   Store
	tokens  Tokens
	charger processor.Charger
	tenders processor.Tenders
	paypal  paypal.Store
	ttl     time.Duration
	now     func() time.Time
	logger  *slog.Logger
}

// newHandler fills cfg's defaults.
func newHandler(cfg Config) *handler {
	h := &handler{store: cfg.Store, tokens: cfg.Tokens, charger: cfg.Charger, tenders: cfg.Tenders,
		paypal: cfg.PayPal, ttl: cfg.TTL, now: cfg.Now, logger: cfg.Logger}
	if t, ok := cfg.Charger.(processor.Tenders); ok && h.tenders == nil {
		h.tenders = t
	}
	if h.ttl <= 0 {
		h.ttl = DefaultTTL
	}
	if h.now == nil {
		h.now = time.Now
	}
	if h.logger == nil {
		h.logger = slog.New(slog.DiscardHandler)
	}
	return h
}

// NewHandler returns the service's routes, relative to its base path.
func NewHandler(cfg Config) http.Handler {
	h := newHandler(cfg)
	const c = "/carts/{client}/{site}/{cartId}"
	mux := http.NewServeMux()
	mux.HandleFunc("GET /ping", h.ping)
	mux.HandleFunc("POST /carts/action/calculate_item_fees", h.itemFees)
	mux.HandleFunc("POST /carts/{client}/{site}/vivify", h.vivify)
	mux.HandleFunc("POST /carts/{client}/{site}", h.create)
	mux.HandleFunc("GET "+c, h.get)
	mux.HandleFunc("PUT "+c, h.put)
	mux.HandleFunc("PATCH "+c, h.patch)
	mux.HandleFunc("DELETE "+c, h.delete)
	mux.HandleFunc("PATCH "+c+"/claim", h.claim)
	mux.HandleFunc("POST "+c+"/expire", h.expire)
	mux.HandleFunc("DELETE "+c+"/items", h.empty)
	mux.HandleFunc("POST "+c+"/items", h.addItems(true))
	mux.HandleFunc("POST "+c+"/items_skip_updates", h.addItems(false))
	mux.HandleFunc("PATCH "+c+"/items/{itemId}", h.changeItem)
	mux.HandleFunc("DELETE "+c+"/items/{itemId}", h.removeItem)
	mux.HandleFunc("POST "+c+"/fee", h.fee)
	mux.HandleFunc("POST "+c+"/fees", h.fees)
	mux.HandleFunc("POST "+c+"/calculate_item_fee_single_tender", h.itemFeeSingleTender)
	mux.HandleFunc("POST "+c+"/get_tokens", h.getTokens)
	mux.HandleFunc("POST "+c+"/get_tokens_for_user", h.getTokensForUser)
	mux.HandleFunc("POST "+c+"/transactions", h.transactions)
	mux.HandleFunc("POST "+c+"/check_out", h.checkOut)
	mux.HandleFunc("POST "+c+"/create_paypal_order", h.createPayPalOrder)
	mux.HandleFunc("POST "+c+"/capture_paypal_order", h.capturePayPalOrder)
	return respond.Routes(mux, h.logger)
}

func (h *handler) ping(w http.ResponseWriter, r *http.Request) {
	respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
}
