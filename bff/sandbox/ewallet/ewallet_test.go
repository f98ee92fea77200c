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
	tok, err := s.Issue(Claims{CartID: "c1", Client: "sunshine", Site: "demo", Origin: "http://localhost:8080", UserID: "anon-1"})
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.Verify(tok)
	if err != nil {
		t.Fatal(err)
	}
	if c.CartID != "c1" || c.Origin != "http://localhost:8080" || c.UserID != "anon-1" || !c.ExpiresAt.Equal(now.Add(TokenTTL)) {
		t.Fatalf("claims = %+v", c)
	}
}

func TestSigner_refusesExpiredForgedAndAlgNoneTokens(t *testing.T) {
	now := time.Now()
	s := NewSigner(key, func() time.Time { return now })
	tok, err := s.Issue(Claims{CartID: "c1", Origin: "http://a"})
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
	none := jwt.NewWithClaims(jwt.SigningMethodNone, wireClaims{CartID: "c1", Origin: "http://a",
		RegisteredClaims: jwt.RegisteredClaims{Issuer: issuer, ExpiresAt: jwt.NewNumericDate(now.Add(time.Hour))}})
	unsigned, err := none.SignedString(jwt.UnsafeAllowNoneSignatureType)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Verify(unsigned); err == nil {
		t.Error("an alg none token was accepted")
	}
	if _, err := NewSigner([]byte("short"), nil).Issue(Claims{CartID: "c"}); err == nil {
		t.Error("a short key was accepted")
	}
}
