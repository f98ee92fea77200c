package wallet

import (
	"context"
	"crypto/rand"
	"strings"
	"time"

	upstream "github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox/paypal"
)

// Prefixes of what the wallet makes for a stored tender.
const (
	TenderIDPrefix       = "wt_"    // a stored tender's id
	EwalletTokenPrefix   = "wtok_"  // its multi-use e-wallet token
	WarehouseTokenPrefix = "vault_" // a card's vault (warehouse) token
)

// MaxNicknameLength bounds a stored tender's nickname (contract §2: at most
// 30 characters).
const MaxNicknameLength = 30

// guestPrefix starts the user id the BFF gives a guest's session.
const guestPrefix = "anon-"

// StoredTender is a tender the wallet keeps for one user (WAL-02): its
// wire form, computed fields aside, and what the wallet keeps behind it.
type StoredTender struct {
	upstream.Tender
	// Outcome is the processor outcome a charge of it will have, as a
	// tender token's.
	Outcome string
	// SourceToken is the tender token, or PayPal setup token, it was saved
	// from: saving that token again answers this tender.
	SourceToken string
}

// Wire is t as the service answers it at now: IsExpiring is computed on
// the clock (a card that expires this month or next).
func (t StoredTender) Wire(now time.Time) upstream.Tender {
	out := t.Tender
	out.IsExpiring = Expiring(t.CardExpirationMonth, t.CardExpirationYear, now)
	return out
}

// Expiring reports whether a card valid through month/year expires this
// month or next at now (and has not expired).
func Expiring(month, year int, now time.Time) bool {
	if month == 0 || year == 0 || Expired(month, year, now) {
		return false
	}
	next := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC).AddDate(0, 1, 0)
	return year < next.Year() || (year == next.Year() && month <= int(next.Month()))
}

// TenderWallet keeps tender tokens and the stored tenders of users. Every
// call that names a user finds only that user's tenders: another user's
// tender id is a bff.CodeNotFound error, as an unknown one.
type TenderWallet interface {
	TenderStore
	// Tender returns what the wallet recorded of a tender token.
	Tender(ctx context.Context, token string) (Tender, error)
	// Paid reports whether a charge of token was approved.
	Paid(ctx context.Context, token string) (bool, error)
	// StoreTender keeps t. When a tender was already saved from
	// t.SourceToken it is answered instead (a bff.CodeNotFound error when
	// it is another user's). With t.IsLastUsed, t becomes the user's only
	// last-used tender in the same transaction.
	StoreTender(ctx context.Context, t StoredTender) (StoredTender, error)
	// StorePayPalTender keeps the PayPal tender build makes of the approved
	// setup token of userID, and marks the token used, in one transaction;
	// a token used before answers the tender it made. An error of build
	// stores nothing.
	StorePayPalTender(ctx context.Context, userID, setupToken string, build func(paypal.Setup) (StoredTender, error)) (StoredTender, error)
	// StoredTenders lists userID's displayed tenders, the last used
	// first, then the newest.
	StoredTenders(ctx context.Context, userID string) ([]StoredTender, error)
	// StoredTender returns one tender of userID.
	StoredTender(ctx context.Context, userID, tenderID string) (StoredTender, error)
	// UpdateStoredTender changes the nickname and the billing address
	// that are not nil.
	UpdateStoredTender(ctx context.Context, userID, tenderID string, nickname *string, billing *upstream.Address) (StoredTender, error)
	// RemoveStoredTender removes a tender.
	RemoveStoredTender(ctx context.Context, userID, tenderID string) error
	// SetLastUsed makes a tender the user's only last-used one, in one
	// write transaction.
	SetLastUsed(ctx context.Context, userID, tenderID string) (StoredTender, error)
}

// newID returns prefix and a new random suffix.
func newID(prefix string) string { return prefix + strings.ToLower(rand.Text()) }
