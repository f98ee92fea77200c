package ewallet

import (
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

var key = []byte("0123456789abcdef0123456789abcdef")

func TestSigner_roundTripsClaims(t *testing.T) {
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	s := NewSigner(key, func() time.Time { return now })
	tok, err := s.Issue(Claims{CartID: "c1", Client: "sunshine", Site: "demo", Kind: KindBank, Origin: "http://localhost:8080", UserID: "anon-1"})
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.Verify(tok)
	if err != nil {
		t.Fatal(err)
	}
	if c.CartID != "c1" || c.Kind != KindBank || c.Origin != "http://localhost:8080" || c.UserID != "anon-1" || !c.ExpiresAt.Equal(now.Add(TokenTTL)) {
		t.Fatalf("claims = %+v", c)
	}
}

func TestSigner_refusesExpiredForgedAndAlgNoneTokens(t *testing.T) {
	now := time.Now()
	s := NewSigner(key, func() time.Time { return now })
	tok, err := s.Issue(Claims{CartID: "c1", Kind: KindCard, Origin: "http://a"})
	if err != nil {
		t.Fatal(err)
	}
	later := NewSigner(key, func() time.Time { return now.Add(TokenTTL + time.Minute) })
	if _, err := later.Verify(tok); err == nil {
		t.Error("an expired token was accepted")
	}
	other := NewSigner([]byte(strings.Repeat("x", 32)), nil)
	if _, err := other.Verify(tok); err == nil {
		t.Error("a token signed with another key was accepted")
	}
	none := jwt.NewWithClaims(jwt.SigningMethodNone, wireClaims{CartID: "c1", Kind: KindCard, Origin: "http://a",
		RegisteredClaims: jwt.RegisteredClaims{Issuer: issuer, ExpiresAt: jwt.NewNumericDate(now.Add(time.Hour))}})
	unsigned, err := none.SignedString(jwt.UnsafeAllowNoneSignatureType)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Verify(unsigned); err == nil {
		t.Error("an alg none token was accepted")
	}
	if _, err := NewSigner([]byte("short"), nil).Issue(Claims{CartID: "c", Kind: KindCard}); err == nil {
		t.Error("a short key was accepted")
	}
}

// TestSigner_aTokenIsForOneKindOfTender proves that a token names the one
// kind of tender it tokenizes: none is issued or accepted without a card
// or bank kind, so the bank input's token can never stand for a card.
func TestSigner_aTokenIsForOneKindOfTender(t *testing.T) {
	now := time.Now()
	s := NewSigner(key, func() time.Time { return now })
	for _, kind := range []string{"", "applePay", "CARD"} {
		if _, err := s.Issue(Claims{CartID: "c1", Kind: kind, Origin: "http://a"}); err == nil {
			t.Errorf("a token of kind %q was issued", kind)
		}
	}
	kindless := jwt.NewWithClaims(jwt.SigningMethodHS256, wireClaims{CartID: "c1", Origin: "http://a",
		RegisteredClaims: jwt.RegisteredClaims{Issuer: issuer, ExpiresAt: jwt.NewNumericDate(now.Add(time.Hour))}})
	signed, err := kindless.SignedString(key)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Verify(signed); err == nil {
		t.Error("a token without a kind was accepted")
	}
}

func TestSigner_API77_aUsersTokenNamesNoCartButATokenNamesOneOrTheOther(t *testing.T) {
	s := NewSigner(key, nil)
	tok, err := s.Issue(Claims{Client: "sunshine", Site: "demo", Kind: KindCard, Origin: "http://a", UserID: "resident-1"})
	if err != nil {
		t.Fatal(err)
	}
	if c, err := s.Verify(tok); err != nil || c.CartID != "" || c.UserID != "resident-1" {
		t.Fatalf("user token claims = %+v, %v", c, err)
	}
	if _, err := s.Issue(Claims{Kind: KindCard, Origin: "http://a"}); err == nil {
		t.Errorf("a token of no cart and no user was issued")
	}
	bare := jwt.NewWithClaims(jwt.SigningMethodHS256, wireClaims{Kind: KindCard, Origin: "http://a",
		RegisteredClaims: jwt.RegisteredClaims{Issuer: issuer, ExpiresAt: jwt.NewNumericDate(time.Now().Add(time.Minute))}})
	signed, err := bare.SignedString(key)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Verify(signed); err == nil {
		t.Errorf("a token of no cart and no user verified")
	}
}

// TestSigner_ROLE18_aStaffTokenNamesThePayerAndTheStaffMember proves that
// an adminFilling token round-trips its staff member and payer name, and
// that none is issued or accepted for a cart or without the payer or the
// member.
func TestSigner_ROLE18_aStaffTokenNamesThePayerAndTheStaffMember(t *testing.T) {
	s := NewSigner(key, nil)
	tok, err := s.Issue(Claims{Client: "sunshine", Site: "demo", Kind: KindCard, Origin: "http://a", UserID: "resident-1",
		AdminFilling: true, Who: "admin@sunshine.example", PayerName: "Rosa Resident"})
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.Verify(tok)
	if err != nil || !c.AdminFilling || c.Who != "admin@sunshine.example" || c.PayerName != "Rosa Resident" || c.UserID != "resident-1" {
		t.Fatalf("staff token claims = %+v, %v", c, err)
	}
	for name, bad := range map[string]Claims{
		"a cart":    {CartID: "c1", Kind: KindCard, Origin: "http://a", UserID: "resident-1", AdminFilling: true, Who: "a"},
		"no payer":  {CartID: "c1", Kind: KindCard, Origin: "http://a", AdminFilling: true, Who: "a"},
		"no member": {Kind: KindCard, Origin: "http://a", UserID: "resident-1", AdminFilling: true},
	} {
		if _, err := s.Issue(bad); err == nil {
			t.Errorf("a staff token with %s was issued", name)
		}
	}
	forged := jwt.NewWithClaims(jwt.SigningMethodHS256, wireClaims{CartID: "c1", Kind: KindCard, Origin: "http://a", AdminFilling: true, Who: "a",
		RegisteredClaims: jwt.RegisteredClaims{Issuer: issuer, Subject: "resident-1", ExpiresAt: jwt.NewNumericDate(time.Now().Add(time.Minute))}})
	signed, err := forged.SignedString(key)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Verify(signed); err == nil {
		t.Error("a staff token naming a cart verified")
	}
}
