package verify

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/verify"
)

// letterWindow is the window of MaxPayableLettersPerDay.
const letterWindow = 24 * time.Hour

// Refusal is a refused call: its status, code and message.
type Refusal struct {
	Status  int
	Code    string
	Message string
}

func (r *Refusal) Error() string { return r.Code + ": " + r.Message }

func refuse(status int, code, msg string) *Refusal {
	return &Refusal{Status: status, Code: code, Message: msg}
}

// Service is the verification service over its store and clock.
type Service struct {
	store Store
	now   func() time.Time
}

// NewService returns the service over store, reading time from now (the
// sandbox clock).
func NewService(store Store, now func() time.Time) *Service {
	return &Service{store: store, now: now}
}

// Statuses returns userID's statuses of every client and site (API-55),
// each with its payable.
func (s *Service) Statuses(ctx context.Context, userID string) ([]wire.Status, error) {
	recs, err := s.store.Statuses(ctx, userID)
	if err != nil {
		return nil, err
	}
	out := make([]wire.Status, 0, len(recs))
	for _, r := range recs {
		st := wire.Status{AccountPayableSavePath: r.Path, Client: r.Client, Site: r.Site, Status: r.Status}
		switch r.Status {
		case wire.StatusPINRequested:
			st.AttemptsLeft = max(wire.MaxPINAttempts-r.Attempts, 0)
		case wire.StatusPayableClaimed:
			st.VerifiedName = r.ClaimedName
			if !r.ClaimedAt.IsZero() {
				st.VerifiedAt = r.ClaimedAt.UTC().Format(time.RFC3339)
			}
		}
		if p, err := s.store.Payable(ctx, r.Path, bff.English); err == nil {
			st.Payable = &p
		}
		out = append(out, st)
	}
	return out, nil
}

// checkSite refuses a payable that is not of client and site.
func checkSite(path, client, site string) error {
	if client == "" || site == "" || !strings.HasPrefix(path, client+"/"+site+"/") {
		return refuse(http.StatusUnprocessableEntity, wire.ErrorCodeWrongSite, "The payable is not of this client and site.")
	}
	return nil
}

// RequestPIN has a letter with a new PIN of the payable's property mailed
// to its address (API-56): the user's status becomes pin_requested, the
// property's earlier PIN is void, and the new one claims for PINLife. At
// most MaxPayableLettersPerDay letters go to one property a day, whoever
// asks: a later request that day, by anyone, mails nothing and is
// answered pin_requested with LetterOnItsWay, the letter on its way
// serving every asker (the PIN is the property's; whoever holds the
// letter claims with it).
func (s *Service) RequestPIN(ctx context.Context, userID string, in wire.PINRequest) (wire.Status, error) {
	path := strings.TrimPrefix(strings.TrimSpace(in.AccountPayableSavePath), "/")
	if err := checkSite(path, in.Client, in.Site); err != nil {
		return wire.Status{}, err
	}
	lang := bff.ParseLanguage(in.Language)
	p, err := s.store.Payable(ctx, path, lang)
	if err != nil {
		return wire.Status{}, err
	}
	address := propertyAddress(p)
	if address == "" {
		return wire.Status{}, refuse(http.StatusUnprocessableEntity, wire.ErrorCodeNoAddress, "The payable names no property address to mail a PIN to.")
	}
	pin, err := newPIN()
	if err != nil {
		return wire.Status{}, err
	}
	salt, hash, err := hashNew(pin)
	if err != nil {
		return wire.Status{}, err
	}
	now := s.now()
	var refusal error
	var out Record
	onItsWay := false
	err = s.store.Change(ctx, userID, path, now.Add(-letterWindow), func(cur *Record, letters int, _ *PropertyPIN) Outcome {
		next := Record{UserID: userID, Path: path, Client: in.Client, Site: in.Site}
		if cur != nil {
			next = *cur
		}
		if next.Status == wire.StatusPayableClaimed {
			refusal = refuse(http.StatusConflict, wire.ErrorCodeAlreadyClaimed, "The payable is claimed already.")
			return Outcome{}
		}
		next.Status, next.UpdatedAt = wire.StatusPINRequested, now
		out = next
		if letters >= wire.MaxPayableLettersPerDay {
			onItsWay = true
			return Outcome{Record: &next}
		}
		letter := pinLetter(p, address, pin, lang, now)
		return Outcome{Record: &next, PIN: &PropertyPIN{Salt: salt, Hash: hash, SentAt: now, Expires: now.Add(wire.PINLife)}, Mail: &letter}
	})
	if err == nil {
		err = refusal
	}
	if err != nil {
		return wire.Status{}, err
	}
	return wire.Status{AccountPayableSavePath: out.Path, Client: out.Client, Site: out.Site, Status: out.Status,
		AttemptsLeft: wire.MaxPINAttempts, LetterOnItsWay: onItsWay}, nil
}

// Claim checks pin against the property's live PIN (API-57), whoever asked
// for its letter: the right PIN makes the user's status payable_claimed,
// recording in.ClaimantName and the moment, and uses the PIN up; a wrong
// one counts an attempt of this user and leaves the status pin_requested
// (VERIFY-05), and after MaxPINAttempts this user's tries of that PIN are
// refused even when right, until a newer letter.
func (s *Service) Claim(ctx context.Context, userID string, in wire.ClaimRequest) (wire.Status, error) {
	path := strings.TrimPrefix(strings.TrimSpace(in.AccountPayableSavePath), "/")
	if err := checkSite(path, in.Client, in.Site); err != nil {
		return wire.Status{}, err
	}
	pin := strings.TrimSpace(in.PIN)
	now := s.now()
	var refusal error
	var out Record
	err := s.store.Change(ctx, userID, path, now, func(cur *Record, _ int, live *PropertyPIN) Outcome {
		next := Record{UserID: userID, Path: path, Client: in.Client, Site: in.Site, Status: wire.StatusPINRequested}
		if cur != nil {
			next = *cur
		}
		switch {
		case next.Status == wire.StatusPayableClaimed:
			refusal = refuse(http.StatusConflict, wire.ErrorCodeAlreadyClaimed, "The payable is claimed already.")
			return Outcome{}
		case live == nil:
			refusal = refuse(http.StatusConflict, wire.ErrorCodeNoPIN, "No PIN was requested for this payable.")
			return Outcome{}
		}
		if !next.PINSentAt.Equal(live.SentAt) {
			// A newer letter: this user's tries start again.
			next.Attempts, next.PINSentAt = 0, live.SentAt
		}
		switch {
		case next.Attempts >= wire.MaxPINAttempts:
			refusal = refuse(http.StatusLocked, wire.ErrorCodeLocked, "Too many wrong PINs. Ask for a new letter.")
			return Outcome{}
		case !now.Before(live.Expires):
			refusal = refuse(http.StatusGone, wire.ErrorCodePINExpired, "The PIN has expired. Ask for a new letter.")
			return Outcome{}
		}
		next.Status, next.UpdatedAt = wire.StatusPINRequested, now
		if !pinMatches(live.Salt, live.Hash, pin) {
			next.Attempts++
			out = next
			if next.Attempts >= wire.MaxPINAttempts {
				refusal = refuse(http.StatusLocked, wire.ErrorCodeLocked, "Too many wrong PINs. Ask for a new letter.")
			} else {
				refusal = refuse(http.StatusUnprocessableEntity, wire.ErrorCodeInvalidPIN,
					fmt.Sprintf("The PIN is not right. %d attempts left.", wire.MaxPINAttempts-next.Attempts))
			}
			return Outcome{Record: &next}
		}
		next.Status, next.Attempts = wire.StatusPayableClaimed, 0
		next.ClaimedName, next.ClaimedAt = strings.TrimSpace(in.ClaimantName), now.UTC()
		out = next
		return Outcome{Record: &next, DropPIN: true}
	})
	if err == nil {
		err = refusal
	}
	if err != nil {
		return wire.Status{}, err
	}
	st := wire.Status{AccountPayableSavePath: out.Path, Client: out.Client, Site: out.Site, Status: out.Status}
	if out.Status == wire.StatusPayableClaimed {
		st.VerifiedName, st.VerifiedAt = out.ClaimedName, out.ClaimedAt.Format(time.RFC3339)
	}
	return st, nil
}

// Prep removes userID's statuses (API-58): the sandbox is never
// production.
func (s *Service) Prep(ctx context.Context, userID string) error {
	if strings.TrimSpace(userID) == "" {
		return bff.Errorf(bff.CodeInvalid, "Name the user (userId).")
	}
	return s.store.Reset(ctx, userID)
}

// newPIN is a random PIN of PINDigits digits, leading zeros kept.
func newPIN() (string, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		return "", fmt.Errorf("verify: pin: %w", err)
	}
	return fmt.Sprintf("%0*d", wire.PINDigits, n.Int64()), nil
}

// hashNew returns a new salt and the PIN's hash under it.
func hashNew(pin string) (salt, hash string, err error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", "", fmt.Errorf("verify: salt: %w", err)
	}
	salt = hex.EncodeToString(b)
	return salt, hashPIN(salt, pin), nil
}

// hashPIN is the hex SHA-256 of salt and pin. A fast hash is enough here:
// the attempt limit, not the hash, is what keeps a six-digit PIN from
// being guessed, and the hash only keeps the stored PIN unreadable.
func hashPIN(salt, pin string) string {
	sum := sha256.Sum256([]byte(salt + ":" + pin))
	return hex.EncodeToString(sum[:])
}

// pinMatches compares in constant time.
func pinMatches(salt, hash, pin string) bool {
	if hash == "" {
		return false
	}
	return subtle.ConstantTimeCompare([]byte(hashPIN(salt, pin)), []byte(hash)) == 1
}
