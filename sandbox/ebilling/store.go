package ebilling

import (
	"context"
	"errors"
	"time"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/ebilling"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/outbox"
)

// ErrDuplicate is a store's refusal of a second subscription, not ended,
// of one payable and e-mail address.
var ErrDuplicate = errors.New("ebilling: the payable and e-mail address have a subscription")

// Record is a subscription as the service keeps it: the wire subscription,
// its user and the hashes of its current link and code.
type Record struct {
	Sub    wire.Subscription `json:"sub"`
	UserID string            `json:"user_id"`
	// ActivationHash is the hex SHA-256 of the activation code; empty once
	// used.
	ActivationHash    string    `json:"activation_hash,omitempty"`
	ActivationExpires time.Time `json:"activation_expires"`
	// CodeHash is the hex SHA-256 of the unsubscribe code; empty when none
	// was asked for or it was used up.
	CodeHash     string    `json:"code_hash,omitempty"`
	CodeExpires  time.Time `json:"code_expires"`
	CodeAttempts int       `json:"code_attempts"`
	// ActivationMails and CodeMails are when each activation link and
	// unsubscribe code was mailed within MailWindow; WrongCodes when each
	// wrong unsubscribe code was tried within WrongCodeWindow (limits.go).
	ActivationMails []time.Time `json:"activation_mails,omitempty"`
	CodeMails       []time.Time `json:"code_mails,omitempty"`
	WrongCodes      []time.Time `json:"wrong_codes,omitempty"`
}

// pendingEnd is when r, if still pending, expires: wire.PendingLife from
// its creation. A creation time that does not read is the zero time's,
// long past.
func (r Record) pendingEnd() time.Time {
	created, _ := time.Parse(time.RFC3339, r.Sub.CreatedAt)
	return created.Add(wire.PendingLife)
}

// Lapsed reports whether r is a pending subscription past its life at now:
// it has expired, whatever its status column still says.
func (r Record) Lapsed(now time.Time) bool {
	return r.Sub.Status == wire.StatusPending && !now.Before(r.pendingEnd())
}

// Store keeps the subscriptions.
type Store interface {
	// Payable returns the payable at path in lang (bff.CodeNotFound when
	// there is none).
	Payable(ctx context.Context, path string, lang bff.Language) (payables.Payable, error)
	// Insert stores a new subscription with its e-mail queued in the same
	// transaction, or returns ErrDuplicate. A pending subscription of the
	// payable and e-mail address that Lapsed by now is marked expired in
	// that transaction and does not count.
	Insert(ctx context.Context, r Record, mail outbox.Message, now time.Time) error
	// List returns userID's pending and active subscriptions.
	List(ctx context.Context, userID string) ([]Record, error)
	// ByPathEmail returns the pending or active subscription of path and
	// email (any case).
	ByPathEmail(ctx context.Context, path, email string) (Record, bool, error)
	// Change runs fn over subscription id in one write transaction (a
	// bff.CodeNotFound error when there is none): a non-nil record returned
	// is written, with mail queued in the same transaction.
	Change(ctx context.Context, id string, fn func(cur Record) (next *Record, mail *outbox.Message)) error
	// Reset removes every subscription of userID.
	Reset(ctx context.Context, userID string) error
}
