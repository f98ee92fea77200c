package verify

import (
	"context"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/outbox"
)

// Record is one user's ownership status of a payable as the service keeps
// it: the status and, while pin_requested, the current letter's PIN hash.
type Record struct {
	UserID string `json:"user_id"`
	Path   string `json:"path"`
	Client string `json:"client"`
	Site   string `json:"site"`
	Status string `json:"status"`
	// Salt and PINHash are the current letter's PIN: hex SHA-256 of the
	// salt and the PIN. Empty once claimed.
	Salt    string `json:"salt,omitempty"`
	PINHash string `json:"pin_hash,omitempty"`
	// Attempts counts the wrong PINs of the current letter.
	Attempts int `json:"attempts"`
	// Letters counts the letters asked for since LettersSince, a day's
	// window.
	Letters      int       `json:"letters"`
	LettersSince time.Time `json:"letters_since"`
	UpdatedAt    time.Time `json:"updated_at"`
}

// Store keeps the statuses.
type Store interface {
	// Payable returns the payable at path in lang (bff.CodeNotFound when
	// there is none).
	Payable(ctx context.Context, path string, lang bff.Language) (payables.Payable, error)
	// Statuses returns every record of userID.
	Statuses(ctx context.Context, userID string) ([]Record, error)
	// Change runs fn over userID's record of path (nil when there is
	// none) and the number of PIN letters mailed for path since since, by
	// any user, in one write transaction: a non-nil record returned is
	// written, with mail queued in the outbox in the same transaction; a
	// mail of KindPINLetter is counted as a letter of path.
	Change(ctx context.Context, userID, path string, since time.Time,
		fn func(cur *Record, letters int) (next *Record, mail *outbox.Message)) error
	// Reset removes every record of userID.
	Reset(ctx context.Context, userID string) error
}
