package paypal

import (
	"context"
	"crypto/rand"
	"time"
)

// Setup token statuses: created, then approved or cancelled by the payer.
// Using an approved token (POST /tenders/paypal) marks it Used.
const (
	SetupCreated   = "created"
	SetupApproved  = "approved"
	SetupCancelled = "cancelled"
)

// SetupPrefix starts every setup token.
const SetupPrefix = "SETUP-"

// SetupPath is the page on the wallet host that approves a setup token.
const SetupPath = "/paypal/setup"

// SandboxBuyerEmail is the sandbox PayPal buyer's e-mail: the account an
// approved setup token saves.
const SandboxBuyerEmail = "buyer@paypal.sandbox.example"

// Setup is a PayPal setup token: the payer's consent to keep their PayPal
// account as a wallet tender of UserID (spec 001 §4 "Wallet": WAL-14).
type Setup struct {
	Token             string
	UserID            string
	ClientDisplayName string
	// ReturnURL is where the approval page sends the payer, with
	// ?setup_token=...; an http(s) address given at creation.
	ReturnURL  string
	Status     string
	PayerEmail string // set on approval
	Used       bool
	CreatedAt  time.Time
	DecidedAt  time.Time
}

// SetupStore keeps setup tokens. Lookups of an unknown token return a
// *bff.Error with bff.CodeNotFound.
type SetupStore interface {
	// CreateSetup stores a new setup token.
	CreateSetup(ctx context.Context, s Setup) error
	// Setup returns a setup token.
	Setup(ctx context.Context, token string) (Setup, error)
	// DecideSetup records the payer's approval (with the PayPal account's
	// e-mail) or cancellation of a created token. Deciding the same way
	// again answers the token unchanged; any other change of a decided
	// token is a bff.CodeConflict error.
	DecideSetup(ctx context.Context, token string, approve bool, email string, at time.Time) (Setup, error)
}

// NewSetupToken returns a new random setup token.
func NewSetupToken() string { return SetupPrefix + rand.Text()[:20] }
