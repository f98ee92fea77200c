// Package paypal is the sandbox's stand-in for PayPal and Venmo (spec 000 §3
// "PayPal order payload", §4 "PayPal", §7 create_paypal_order and
// capture_paypal_order). The cart service creates an order for a cart; the
// payer approves or cancels it on an approval page that the wallet host
// serves on its own origin (ApprovalHandler); the cart service then
// captures the approved order through Charger, inside the cart's one
// check-out, so that a cart is paid at most once.
package paypal

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/sandbox/processor"
)

// Brands of an order (spec 000 §3: paypal_brand).
const (
	BrandPayPal = "paypal"
	BrandVenmo  = "venmo"
)

// Order statuses: created, then approved or cancelled by the payer, then
// captured by the check-out.
const (
	StatusCreated   = "created"
	StatusApproved  = "approved"
	StatusCancelled = "cancelled"
	StatusCaptured  = "captured"
)

// OrderPrefix starts every order id.
const OrderPrefix = "PAYID-"

// ApprovePath is the approval page on the wallet host.
const ApprovePath = "/paypal/approve"

// authCodeLength is the length of a captured order's authorization code.
const authCodeLength = 6

// Payer is the payer's contact as the order carries it (spec 000 §3:
// billing phone and email).
type Payer struct {
	Name  string `json:"name,omitempty"`
	Email string `json:"email,omitempty"`
	Phone string `json:"phone,omitempty"`
}

// Order is one PayPal or Venmo order of a cart.
type Order struct {
	ID     string
	CartID string
	Client string
	Site   string
	Brand  string // BrandPayPal or BrandVenmo
	// Origin is the portal page origin the order was created from; the
	// approval page returns the payer only to it.
	Origin   string
	Amount   string // the items, exact decimal
	Fee      string // the convenience fee, exact decimal
	Status   string
	Payer    Payer
	Delivery json.RawMessage // spec 000 §3 delivery, kept as given; may be empty
	Language bff.Language
	AuthCode string // set when captured
	// CreatedAt, DecidedAt (approved or cancelled) and CapturedAt.
	CreatedAt  time.Time
	DecidedAt  time.Time
	CapturedAt time.Time
}

// Total is the order's amount with its fee, as an exact decimal.
func (o Order) Total() (string, error) {
	a, err := bff.ParseExactAmount(o.Amount)
	if err != nil || a < 0 {
		return "", fmt.Errorf("paypal: amount %q is not an amount with two decimals", o.Amount)
	}
	f, err := bff.ParseExactAmount(o.Fee)
	if err != nil || f < 0 {
		return "", fmt.Errorf("paypal: fee %q is not an amount with two decimals", o.Fee)
	}
	return (a + f).String(), nil
}

// Store keeps orders. Lookups of an unknown order return a *bff.Error with
// bff.CodeNotFound.
type Store interface {
	// CreateOrder stores a new order.
	CreateOrder(ctx context.Context, o Order) error
	// Order returns an order.
	Order(ctx context.Context, id string) (Order, error)
	// Decide records the payer's approval or cancellation of a created
	// order. Deciding the same way again answers the order unchanged; any
	// other change of a decided order is a bff.CodeConflict error.
	Decide(ctx context.Context, id string, approve bool, at time.Time) (Order, error)
	// Capture captures an approved order of cart reference for total
	// amount (fee included), stamping authCode; an order captured before
	// is answered as it is. An order that is not approved is a
	// bff.CodeUnprocessable error; one of another cart or for another
	// amount, bff.CodeNotFound or bff.CodeConflict.
	Capture(ctx context.Context, id, reference, amount, authCode string, at time.Time) (Order, error)
}

// NewOrderID returns a new random order id.
func NewOrderID() string { return OrderPrefix + rand.Text()[:20] }

// Charger captures approved orders: it is the processor.Charger of PayPal
// and Venmo check-outs, whose tender token is the order id.
type Charger struct {
	Orders Store
	Now    func() time.Time // default time.Now
}

var _ processor.Charger = Charger{}

// Charge captures the order c.Token for the cart c.Reference. An order the
// payer has not approved is declined: the cart stays open.
func (c Charger) Charge(ctx context.Context, ch processor.Charge) (processor.Result, error) {
	now := time.Now
	if c.Now != nil {
		now = c.Now
	}
	o, err := c.Orders.Capture(ctx, ch.Token, ch.Reference, ch.Amount, rand.Text()[:authCodeLength], now())
	if bff.ErrorCode(err) == bff.CodeUnprocessable {
		return processor.Result{Code: processor.Declined, TenderType: BrandPayPal}, nil
	}
	if err != nil {
		return processor.Result{}, err
	}
	brand := "PayPal"
	if o.Brand == BrandVenmo {
		brand = "Venmo"
	}
	return processor.Result{Approved: true, Code: processor.Approved, TenderType: o.Brand,
		CardBrand: brand, AuthCode: o.AuthCode}, nil
}
