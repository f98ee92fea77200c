// Package verify holds the wire types and client of the user verification
// service: ownership of a payable proved by a PIN mailed to the property
// (spec 001 §1, §3 "Other", §4 "Ownership", §7 "User verification";
// API-55..58, VERIFY-03..05). The sandbox server (sandbox/verify) and the
// BFF client share these types.
package verify

import (
	"time"

	"github.com/payhub/payhub/bff/upstream/payables"
)

// CallTimeout bounds one verification call. The specification names none;
// statuses are read beside a resident's saved items, so it is short.
const CallTimeout = 10 * time.Second

// Statuses of a user's ownership of a payable (VERIFY-03, VERIFY-04). A
// payable with no status is pending: no PIN was asked for.
const (
	StatusPending        = "pending"
	StatusPINRequested   = "pin_requested"
	StatusPayableClaimed = "payable_claimed"
)

// PINDigits is the length of a mailed PIN.
const PINDigits = 6

// MaxPINAttempts is how many wrong tries of a letter's PIN one user has:
// their next claim of that PIN is refused (ErrorCodeLocked) until a newer
// letter is mailed, so a PIN cannot be guessed (one in a million per try).
const MaxPINAttempts = 5

// The PIN is the property's, not the asking user's: one live PIN per
// payable, mailed in a letter to the property's address and valid PINLife,
// which whoever holds the letter claims into their own account. At most
// MaxPayableLettersPerDay letters go to one property a day, whoever asks:
// a later request that day is answered pin_requested with LetterOnItsWay,
// and no new letter (so no resident can use up a property's letters for
// everyone, and every letter brings its MaxPINAttempts guesses per user at
// most once a day). A newer letter's PIN replaces the older one's, and a
// claim uses the PIN up.
const (
	PINLife                 = 30 * 24 * time.Hour
	MaxPayableLettersPerDay = 1
)

// Error codes of the service's refusals, in the error body's code.
const (
	ErrorCodeInvalidPIN     = "invalid_pin"       // 422: the PIN is wrong; the status stays pin_requested (VERIFY-05)
	ErrorCodeLocked         = "pin_locked"        // 423: MaxPINAttempts wrong PINs; ask for a new letter
	ErrorCodeNoPIN          = "pin_not_requested" // 409: claim while the property has no live PIN (none asked for, or used)
	ErrorCodePINExpired     = "pin_expired"       // 410: the property's PIN is older than PINLife; ask for a new letter
	ErrorCodeAlreadyClaimed = "already_claimed"   // 409: the payable is claimed already
	ErrorCodeTooManyLetters = "too_many_letters"  // 429: too many letters (the service now answers LetterOnItsWay instead)
	ErrorCodeWrongSite      = "wrong_site"        // 422: the payable is not of the named client and site
	ErrorCodeNoAddress      = "no_address"        // 422: the payable names no property address to mail
)

// UserIDHeader names the calling user on every status call: another
// user's statuses are never read nor changed.
const UserIDHeader = "X-User-Id"

// Status is one user's ownership status of a payable (VERIFY-03).
type Status struct {
	AccountPayableSavePath string            `json:"accountPayableSavePath"`
	Client                 string            `json:"client"`
	Site                   string            `json:"site"`
	Status                 string            `json:"status"`
	Payable                *payables.Payable `json:"payable,omitempty"`
	// AttemptsLeft is how many wrong PINs the current letter still takes
	// (pin_requested only).
	AttemptsLeft int `json:"attemptsLeft,omitempty"`
	// LetterOnItsWay answers a PIN request that mailed no new letter: one
	// went to the property within the day (MaxPayableLettersPerDay).
	LetterOnItsWay bool `json:"letterOnItsWay,omitempty"`
	// VerifiedName and VerifiedAt are the claimant's name as their account
	// gave it at the moment of the claim, and that moment (RFC 3339), for
	// payable_claimed only: the name a printed bill carries.
	VerifiedName string `json:"verifiedName,omitempty"`
	VerifiedAt   string `json:"verifiedAt,omitempty"`
}

// StatusesResponse answers GET /v1/verify_statuses (API-55): every status
// of the calling user, of every client and site.
type StatusesResponse struct {
	Statuses []Status `json:"statuses"`
}

// PINRequest is the body of POST /v1/verify_statuses/pin (API-56).
type PINRequest struct {
	AccountPayableSavePath string `json:"accountPayableSavePath"`
	Client                 string `json:"client"`
	Site                   string `json:"site"`
	// Language is the letter's language, en (default) or es.
	Language string `json:"language,omitempty"`
}

// ClaimRequest is the body of POST /v1/verify_statuses/claim (API-57).
type ClaimRequest struct {
	AccountPayableSavePath string `json:"accountPayableSavePath"`
	Client                 string `json:"client"`
	Site                   string `json:"site"`
	PIN                    string `json:"pin"`
	// ClaimantName is the claiming user's name as their account gives it
	// now, recorded with the claim (VerifiedName).
	ClaimantName string `json:"claimantName,omitempty"`
}

// PrepRequest is the body of POST /v1/prepNonprodTests (API-58): the
// user's statuses are removed, so a test starts from pending.
type PrepRequest struct {
	UserID string `json:"userId"`
}
