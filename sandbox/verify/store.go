package verify

import (
	"context"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/outbox"
)

// Record is one user's ownership status of a payable as the service keeps
// it: the status, the user's wrong tries of the property's live PIN and,
// once claimed, who claimed it and when.
type Record struct {
	UserID string `json:"user_id"`
	Path   string `json:"path"`
	Client string `json:"client"`
	Site   string `json:"site"`
	Status string `json:"status"`
	// Attempts counts this user's wrong tries of the property's PIN sent
	// at PINSentAt; a newer letter's PIN starts them again.
	Attempts  int       `json:"attempts"`
	PINSentAt time.Time `json:"pin_sent_at"`
	// ClaimedName and ClaimedAt are the claimant's name as their account
	// gave it at the moment of the claim, and that moment (claimed only):
	// the name printed on the bill, which later profile edits do not
	// change.
	ClaimedName string    `json:"claimed_name,omitempty"`
	ClaimedAt   time.Time `json:"claimed_at"`
	UpdatedAt   time.Time `json:"updated_at"`
}

// PropertyPIN is the live PIN of a payable's property: hex SHA-256 of the
// salt and the PIN, when its letter was sent, and until when it claims.
type PropertyPIN struct {
	Salt    string
	Hash    string
	SentAt  time.Time
	Expires time.Time
}

// Outcome is what a change writes: the user's record when not nil, a new
// live PIN of the property (replacing the old) or the PIN's removal once
// used, and a mail queued in the outbox (a mail of KindPINLetter counts as
// a letter of the payable).
type Outcome struct {
	Record  *Record
	PIN     *PropertyPIN
	DropPIN bool
	Mail    *outbox.Message
}

// Store keeps the statuses.
type Store interface {
	// Payable returns the payable at path in lang (bff.CodeNotFound when
	// there is none).
	Payable(ctx context.Context, path string, lang bff.Language) (payables.Payable, error)
	// Statuses returns every record of userID.
	Statuses(ctx context.Context, userID string) ([]Record, error)
	// Change runs fn over userID's record of path (nil when there is
	// none), the number of PIN letters mailed for path since since, by any
	// user, and the property's live PIN (nil when there is none), in one
	// write transaction, and writes fn's outcome in it.
	Change(ctx context.Context, userID, path string, since time.Time,
		fn func(cur *Record, letters int, pin *PropertyPIN) Outcome) error
	// Reset removes every record of userID, and the letters and PINs
	// userID asked for.
	Reset(ctx context.Context, userID string) error
}
