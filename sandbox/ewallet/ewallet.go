// Package ewallet issues and verifies the sandbox's e-wallet tokens: short
// JWTs that tie a card-input frame to one cart (or, for adding a tender
// outside a check-out, to one user and no cart), to one kind of tender (a
// card or a bank account) and to the one page origin the frame may talk
// to. The cart service issues them (get_tokens), the wallet service a
// user's (user_token); the wallet host verifies them when it serves the
// frame and when it tokenizes.
package ewallet

import (
	"errors"
	"fmt"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// Kinds of tender an e-wallet token may tokenize: the card input's token
// tokenizes only cards, the bank input's only bank accounts.
const (
	KindCard = "card"
	KindBank = "bank"
)

// TokenTTL is how long a token, and so a card-input form, stays usable
// (spec 000 §9: card fields are cleared after 15 minutes).
const TokenTTL = 15 * time.Minute

// issuer names the sandbox as the tokens' issuer.
const issuer = "payhub-sandbox-cart"

// Claims are what a token asserts.
type Claims struct {
	// CartID is the cart whose payment form the token serves; empty for a
	// user's own token (the wallet's POST /user_token), whose tenders are
	// only saved for UserID and never charged on a cart.
	CartID string
	Client string
	Site   string
	// Kind is the one kind of tender the token tokenizes: KindCard or
	// KindBank.
	Kind   string
	Origin string // the page origin that hosts the frame
	// Ancestors are the origins of the pages around Origin's page (an
	// embedded widget's host): allowed to frame it, never talked to.
	Ancestors []string
	UserID    string
	ExpiresAt time.Time
	// AdminFilling marks a token staff asked for to enter a payer's card
	// or bank account (ROLE-18): bound to the payer's UserID and no cart,
	// its frame names the payer, and its tenders are saved only through
	// the wallet's staff call, out of the payer's wallet list.
	AdminFilling bool
	// Who names the staff member of an AdminFilling token.
	Who string
	// PayerName is the payer an AdminFilling token's frame names.
	PayerName string
}

type wireClaims struct {
	CartID    string   `json:"cart_id"`
	Client    string   `json:"client"`
	Site      string   `json:"site"`
	Kind      string   `json:"kind"`
	Origin    string   `json:"origin"`
	Ancestors []string `json:"ancestors,omitempty"`
	// AdminFilling, Who and PayerName are a staff token's (Claims).
	AdminFilling bool   `json:"admin_filling,omitempty"`
	Who          string `json:"who,omitempty"`
	PayerName    string `json:"payer_name,omitempty"`
	jwt.RegisteredClaims
}

// Signer issues and verifies tokens with one HMAC key.
type Signer struct {
	key []byte
	now func() time.Time
}

// NewSigner returns a Signer with key (at least 32 bytes) and clock now.
func NewSigner(key []byte, now func() time.Time) *Signer {
	if now == nil {
		now = time.Now
	}
	return &Signer{key: key, now: now}
}

// Issue signs c; the token expires at c.ExpiresAt (now + TokenTTL when zero).
func (s *Signer) Issue(c Claims) (string, error) {
	if len(s.key) < 32 {
		return "", errors.New("ewallet: signing key shorter than 32 bytes")
	}
	if !validKind(c.Kind) {
		return "", fmt.Errorf("ewallet: kind %q is neither card nor bank", c.Kind)
	}
	if c.CartID == "" && c.UserID == "" {
		return "", errors.New("ewallet: a token names its cart or its user")
	}
	if c.AdminFilling && !validAdminFilling(c.CartID, c.UserID, c.Who) {
		return "", errors.New("ewallet: a staff token names the payer, no cart, and the staff member")
	}
	exp := c.ExpiresAt
	if exp.IsZero() {
		exp = s.now().Add(TokenTTL)
	}
	tok := jwt.NewWithClaims(jwt.SigningMethodHS256, wireClaims{
		CartID: c.CartID, Client: c.Client, Site: c.Site, Kind: c.Kind, Origin: c.Origin, Ancestors: c.Ancestors,
		AdminFilling: c.AdminFilling, Who: c.Who, PayerName: c.PayerName,
		RegisteredClaims: jwt.RegisteredClaims{
			Issuer:    issuer,
			Subject:   c.UserID,
			IssuedAt:  jwt.NewNumericDate(s.now()),
			ExpiresAt: jwt.NewNumericDate(exp),
		},
	})
	return tok.SignedString(s.key)
}

// Verify checks the token's algorithm (HS256 only), signature, issuer and
// expiry, and returns its claims.
func (s *Signer) Verify(token string) (Claims, error) {
	var wc wireClaims
	_, err := jwt.ParseWithClaims(token, &wc, func(*jwt.Token) (any, error) { return s.key, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithIssuer(issuer),
		jwt.WithExpirationRequired(),
		jwt.WithTimeFunc(s.now),
	)
	if err != nil {
		return Claims{}, fmt.Errorf("ewallet: invalid token: %w", err)
	}
	if (wc.CartID == "" && wc.Subject == "") || wc.Origin == "" || !validKind(wc.Kind) {
		return Claims{}, errors.New("ewallet: token lacks cart or user, origin or kind")
	}
	if wc.AdminFilling && !validAdminFilling(wc.CartID, wc.Subject, wc.Who) {
		return Claims{}, errors.New("ewallet: staff token lacks the payer or the staff member, or names a cart")
	}
	return Claims{CartID: wc.CartID, Client: wc.Client, Site: wc.Site, Kind: wc.Kind, Origin: wc.Origin, Ancestors: wc.Ancestors,
		UserID: wc.Subject, ExpiresAt: wc.ExpiresAt.Time, AdminFilling: wc.AdminFilling, Who: wc.Who, PayerName: wc.PayerName}, nil
}

// validAdminFilling reports whether a staff token's claims hold: the
// payer's user, no cart (its tenders are never charged on one), and the
// staff member who asked for it.
func validAdminFilling(cartID, userID, who string) bool {
	return cartID == "" && userID != "" && who != ""
}

// validKind reports whether k is a kind a token may carry.
func validKind(k string) bool { return k == KindCard || k == KindBank }
