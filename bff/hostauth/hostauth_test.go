package hostauth

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/payhub/payhub/bff"
)

const audience = "payhub-widget"

// signingKey is a private key with its key id.
type signingKey struct {
	kid    string
	method jwt.SigningMethod
	key    any // *rsa.PrivateKey or *ecdsa.PrivateKey
}

func newRSAKey(t *testing.T, kid string) signingKey {
	t.Helper()
	k, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	return signingKey{kid: kid, method: jwt.SigningMethodRS256, key: k}
}

func newECKey(t *testing.T, kid string) signingKey {
	t.Helper()
	k, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	return signingKey{kid: kid, method: jwt.SigningMethodES256, key: k}
}

// jwk is the public JWK of k.
func (k signingKey) jwk() map[string]string {
	b64 := base64.RawURLEncoding.EncodeToString
	switch key := k.key.(type) {
	case *rsa.PrivateKey:
		return map[string]string{"kty": "RSA", "kid": k.kid, "alg": "RS256", "use": "sig",
			"n": b64(key.N.Bytes()), "e": b64(big.NewInt(int64(key.E)).Bytes())}
	case *ecdsa.PrivateKey:
		pub, err := key.PublicKey.ECDH()
		if err != nil {
			panic(err)
		}
		raw := pub.Bytes() // 0x04 || X || Y
		return map[string]string{"kty": "EC", "kid": k.kid, "alg": "ES256", "use": "sig", "crv": "P-256",
			"x": b64(raw[1:33]), "y": b64(raw[33:])}
	}
	panic("unknown key type")
}

// jwksServer publishes a key set that tests may replace, counting reads.
type jwksServer struct {
	*httptest.Server
	mu    sync.Mutex
	keys  []signingKey
	reads atomic.Int32
}

func newJWKS(t *testing.T, keys ...signingKey) *jwksServer {
	t.Helper()
	s := &jwksServer{keys: keys}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.reads.Add(1)
		s.mu.Lock()
		set := []map[string]string{}
		for _, k := range s.keys {
			set = append(set, k.jwk())
		}
		s.mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"keys": set})
	}))
	t.Cleanup(s.Close)
	return s
}

func (s *jwksServer) setKeys(keys ...signingKey) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.keys = keys
}

func (s *jwksServer) issuer(iss string) Issuer {
	return Issuer{Issuer: iss, JWKSURL: s.URL + "/.well-known/jwks.json", Audience: audience}
}

// goodClaims are valid claims of issuer iss.
func goodClaims(iss string) jwt.MapClaims {
	now := time.Now()
	return jwt.MapClaims{
		"iss": iss, "sub": "user-1", "aud": audience,
		"exp": now.Add(10 * time.Minute).Unix(), "iat": now.Unix(),
		"email": "jordan@example.com", "email_verified": true, "name": "Jordan Rivera",
		"given_name": "Jordan", "family_name": "Rivera",
	}
}

func sign(t *testing.T, k signingKey, c jwt.MapClaims) string {
	t.Helper()
	tok := jwt.NewWithClaims(k.method, c)
	tok.Header["kid"] = k.kid
	s, err := tok.SignedString(k.key)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func newVerifier(t *testing.T) *Verifier {
	t.Helper()
	v := New(t.Context(), Options{})
	t.Cleanup(v.Close)
	return v
}

func TestVerify_acceptsRS256AndES256TokensOfAnAllowedIssuerAndCachesItsKeys(t *testing.T) {
	rsaKey, ecKey := newRSAKey(t, "rsa-1"), newECKey(t, "ec-1")
	jwks := newJWKS(t, rsaKey, ecKey)
	iss := jwks.issuer("https://id.county.example")
	v := newVerifier(t)
	for range 3 {
		for _, k := range []signingKey{rsaKey, ecKey} {
			u, err := v.Verify(t.Context(), sign(t, k, goodClaims(iss.Issuer)), []Issuer{iss})
			if err != nil {
				t.Fatalf("%s: %v", k.kid, err)
			}
			want := User{Issuer: iss.Issuer, Subject: "user-1", Email: "jordan@example.com", EmailVerified: true,
				Name: "Jordan Rivera", GivenName: "Jordan", FamilyName: "Rivera"}
			got := u
			got.ExpiresAt = time.Time{}
			if got != want || u.ExpiresAt.Before(time.Now()) {
				t.Errorf("%s: user %+v", k.kid, u)
			}
		}
	}
	if n := jwks.reads.Load(); n != 1 {
		t.Errorf("the JWKS was read %d times for six tokens, want once (cached)", n)
	}
}

func TestVerify_LOGIN04_refusesUnknownIssuersAndTokensItCannotPin(t *testing.T) {
	good, other := newRSAKey(t, "good"), newRSAKey(t, "other")
	attacker := newRSAKey(t, "good") // same key id, another key
	jwks, otherJWKS := newJWKS(t, good), newJWKS(t, other)
	iss := jwks.issuer("https://id.county.example")
	otherIss := otherJWKS.issuer("https://id.other.example")
	allowed := []Issuer{iss, otherIss}
	pub, err := x509.MarshalPKIXPublicKey(&good.key.(*rsa.PrivateKey).PublicKey)
	if err != nil {
		t.Fatal(err)
	}
	with := func(change func(jwt.MapClaims)) jwt.MapClaims {
		c := goodClaims(iss.Issuer)
		change(c)
		return c
	}
	tests := []struct {
		name  string
		token func() string
		want  bff.Code
	}{
		{"unknown issuer", func() string {
			return sign(t, good, with(func(c jwt.MapClaims) { c["iss"] = "https://evil.example" }))
		}, bff.CodeLoginUnknownIssuer},
		{"no issuer", func() string {
			return sign(t, good, with(func(c jwt.MapClaims) { delete(c, "iss") }))
		}, bff.CodeLoginUnknownIssuer},
		{"forged signature", func() string { return sign(t, attacker, goodClaims(iss.Issuer)) }, bff.CodeLoginInvalidToken},
		{"tampered payload", func() string {
			parts := strings.Split(sign(t, good, goodClaims(iss.Issuer)), ".")
			forged := strings.Split(sign(t, attacker, with(func(c jwt.MapClaims) { c["sub"] = "admin" })), ".")
			return parts[0] + "." + forged[1] + "." + parts[2]
		}, bff.CodeLoginInvalidToken},
		{"expired", func() string {
			return sign(t, good, with(func(c jwt.MapClaims) { c["exp"] = time.Now().Add(-2 * time.Minute).Unix() }))
		}, bff.CodeLoginInvalidToken},
		{"no expiry", func() string {
			return sign(t, good, with(func(c jwt.MapClaims) { delete(c, "exp") }))
		}, bff.CodeLoginInvalidToken},
		{"issued in the future", func() string {
			return sign(t, good, with(func(c jwt.MapClaims) { c["iat"] = time.Now().Add(time.Hour).Unix() }))
		}, bff.CodeLoginInvalidToken},
		{"alg none", func() string {
			tok := jwt.NewWithClaims(jwt.SigningMethodNone, goodClaims(iss.Issuer))
			tok.Header["kid"] = good.kid
			s, err := tok.SignedString(jwt.UnsafeAllowNoneSignatureType)
			if err != nil {
				t.Fatal(err)
			}
			return s
		}, bff.CodeLoginInvalidToken},
		{"HS256 keyed with the RSA public key", func() string {
			tok := jwt.NewWithClaims(jwt.SigningMethodHS256, goodClaims(iss.Issuer))
			tok.Header["kid"] = good.kid
			s, err := tok.SignedString(pub)
			if err != nil {
				t.Fatal(err)
			}
			return s
		}, bff.CodeLoginInvalidToken},
		{"wrong audience", func() string {
			return sign(t, good, with(func(c jwt.MapClaims) { c["aud"] = "another-app" }))
		}, bff.CodeLoginInvalidToken},
		{"no audience", func() string {
			return sign(t, good, with(func(c jwt.MapClaims) { delete(c, "aud") }))
		}, bff.CodeLoginInvalidToken},
		{"wrong issuer: another allowed issuer's key", func() string {
			return sign(t, other, goodClaims(iss.Issuer))
		}, bff.CodeLoginInvalidToken},
		{"unknown kid", func() string {
			return sign(t, newRSAKey(t, "nobody-knows"), goodClaims(iss.Issuer))
		}, bff.CodeLoginInvalidToken},
		{"no kid", func() string {
			tok := jwt.NewWithClaims(jwt.SigningMethodRS256, goodClaims(iss.Issuer))
			s, err := tok.SignedString(good.key)
			if err != nil {
				t.Fatal(err)
			}
			return s
		}, bff.CodeLoginInvalidToken},
		{"no subject", func() string {
			return sign(t, good, with(func(c jwt.MapClaims) { delete(c, "sub") }))
		}, bff.CodeLoginInvalidToken},
		{"not a token", func() string { return "not.a.token" }, bff.CodeLoginInvalidToken},
		{"empty", func() string { return "" }, bff.CodeLoginInvalidToken},
		{"oversized", func() string { return strings.Repeat("a", MaxTokenBytes+1) }, bff.CodeLoginInvalidToken},
	}
	v := newVerifier(t)
	// The good token passes, so each refusal below is the case's own.
	if _, err := v.Verify(t.Context(), sign(t, good, goodClaims(iss.Issuer)), allowed); err != nil {
		t.Fatalf("the good token: %v", err)
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			u, err := v.Verify(t.Context(), tc.token(), allowed)
			if bff.ErrorCode(err) != tc.want {
				t.Fatalf("code %q (%v, user %+v), want %q", bff.ErrorCode(err), err, u, tc.want)
			}
			if msg := bff.ErrorMessage(err); msg == bff.GenericMessage || strings.Contains(msg, "kid") {
				t.Errorf("message %q: want a safe, specific message", msg)
			}
		})
	}
}

func TestVerify_picksUpARotatedKeyFromTheJWKS(t *testing.T) {
	old, next := newRSAKey(t, "2026-01"), newRSAKey(t, "2026-02")
	jwks := newJWKS(t, old)
	iss := jwks.issuer("https://id.county.example")
	v := newVerifier(t)
	if _, err := v.Verify(t.Context(), sign(t, old, goodClaims(iss.Issuer)), []Issuer{iss}); err != nil {
		t.Fatal(err)
	}
	jwks.setKeys(next) // the issuer rotates: the old key is withdrawn
	if _, err := v.Verify(t.Context(), sign(t, next, goodClaims(iss.Issuer)), []Issuer{iss}); err != nil {
		t.Fatalf("token of the new key: %v", err)
	}
	if n := jwks.reads.Load(); n != 2 {
		t.Errorf("JWKS reads %d, want 2 (the first use, then the unknown key id)", n)
	}
}

func TestVerify_refusesAnAllowListEntryThatCannotPinItsKeys(t *testing.T) {
	k := newRSAKey(t, "k")
	jwks := newJWKS(t, k)
	tests := map[string]Issuer{
		"no audience":              {Issuer: "https://a.example", JWKSURL: jwks.URL, Audience: ""},
		"plain http off loopback":  {Issuer: "https://a.example", JWKSURL: "http://keys.example.com/jwks.json", Audience: audience},
		"no JWKS URL":              {Issuer: "https://a.example", Audience: audience},
		"another scheme than http": {Issuer: "https://a.example", JWKSURL: "file:///etc/jwks.json", Audience: audience},
	}
	v := newVerifier(t)
	for name, iss := range tests {
		t.Run(name, func(t *testing.T) {
			c := goodClaims(iss.Issuer)
			if iss.Audience == "" {
				delete(c, "aud")
			}
			_, err := v.Verify(t.Context(), sign(t, k, c), []Issuer{iss})
			if bff.ErrorCode(err) != bff.CodeLoginInvalidToken {
				t.Fatalf("code %q (%v)", bff.ErrorCode(err), err)
			}
		})
	}
	if n := jwks.reads.Load(); n != 0 {
		t.Errorf("JWKS read %d times for refused entries", n)
	}
}

func TestVerify_refusesOnceClosed(t *testing.T) {
	k := newRSAKey(t, "k")
	iss := newJWKS(t, k).issuer("https://id.county.example")
	v := New(t.Context(), Options{})
	v.Close()
	if _, err := v.Verify(t.Context(), sign(t, k, goodClaims(iss.Issuer)), []Issuer{iss}); bff.ErrorCode(err) != bff.CodeLoginInvalidToken {
		t.Fatalf("err %v", err)
	}
}
