// Package issuer is the sandbox token issuer: it stands in for a county's
// own identity provider, whose signed-in user the county page hands to the
// embedded widget as a JWT (the SDK's getJWT; spec 000 §4 "Sign-in by token
// exchange requires a known issuer"). Its routes, relative to its prefix:
//
//	GET  /ping
//	GET  /.well-known/jwks.json  -> {"keys": [RSA public JWK with kid, alg RS256, use sig]}
//	POST /token                  {"subject","email","name","givenName"?,"familyName"?,"emailVerified"?}
//	                             -> {"token": "<RS256 JWT>"}: iss the issuer's URL, aud
//	                                Audience, exp TokenTTL from now
//	OPTIONS /token               CORS preflight
//
// POST /token answers cross-origin requests only from the configured page
// origins (the example county website), each named exactly.
//
// The signing key is an RSA key made when the first request needs it and
// kept in memory only: no private key is ever written to disk, and a
// restart is a key rotation that relying parties pick up from the JWKS
// (its key id is new). Tokens live ten minutes, so none outlives a restart
// for long.
package issuer

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"log/slog"
	"math/big"
	"net/http"
	"net/mail"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/golang-jwt/jwt/v5"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// Token settings.
const (
	// Audience is the "aud" of every token: the PayHub widget.
	Audience = "payhub-widget"
	// TokenTTL is how long a token is valid.
	TokenTTL = 10 * time.Minute
	// PathJWKS is the key set's path below the issuer's URL.
	PathJWKS = "/.well-known/jwks.json"
	// keyBits is the RSA key size.
	keyBits = 2048
	// maxField bounds each text of a token request.
	maxField = 200
)

// Config configures the issuer.
type Config struct {
	// URL is the issuer's own URL, the "iss" of its tokens, such as
	// http://127.0.0.1:8090/svc/issuer.
	URL string
	// AllowedOrigins may call POST /token from a browser (CORS).
	AllowedOrigins []string
	Logger         *slog.Logger
	// Now is the clock of the tokens; default time.Now.
	Now func() time.Time
}

// Issuer signs tokens and publishes its public key.
type Issuer struct {
	cfg Config

	once sync.Once
	key  *rsa.PrivateKey
	kid  string
	err  error
}

// New returns an issuer; its key is made on first use.
func New(cfg Config) *Issuer {
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	cfg.URL = strings.TrimRight(cfg.URL, "/")
	return &Issuer{cfg: cfg}
}

// URL is the issuer's "iss".
func (i *Issuer) URL() string { return i.cfg.URL }

// JWKSURL is where its public keys are published.
func (i *Issuer) JWKSURL() string { return i.cfg.URL + PathJWKS }

// signingKey returns the key and its id, making them once.
func (i *Issuer) signingKey() (*rsa.PrivateKey, string, error) {
	i.once.Do(func() {
		i.key, i.err = rsa.GenerateKey(rand.Reader, keyBits)
		if i.err == nil {
			i.kid = thumbprint(&i.key.PublicKey)
		}
	})
	return i.key, i.kid, i.err
}

// Handler returns the issuer's routes, relative to its prefix.
func (i *Issuer) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /ping", func(w http.ResponseWriter, r *http.Request) {
		respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("GET "+PathJWKS, i.jwks)
	mux.HandleFunc("POST /token", i.token)
	mux.HandleFunc("OPTIONS /token", i.preflight)
	return respond.Routes(mux, i.cfg.Logger)
}

// JWK is the wire form of an RSA public key (RFC 7517, RFC 7518 §6.3).
type JWK struct {
	Kty string `json:"kty"`
	Kid string `json:"kid"`
	Alg string `json:"alg"`
	Use string `json:"use"`
	N   string `json:"n"`
	E   string `json:"e"`
}

// JWKS is the key set document.
type JWKS struct {
	Keys []JWK `json:"keys"`
}

func (i *Issuer) jwks(w http.ResponseWriter, r *http.Request) {
	key, kid, err := i.signingKey()
	if err != nil {
		respond.Error(w, r, i.cfg.Logger, fmt.Errorf("issuer: key: %w", err))
		return
	}
	b64 := base64.RawURLEncoding.EncodeToString
	w.Header().Set("Cache-Control", "public, max-age=300")
	respond.JSON(w, http.StatusOK, JWKS{Keys: []JWK{{
		Kty: "RSA", Kid: kid, Alg: jwt.SigningMethodRS256.Alg(), Use: "sig",
		N: b64(key.N.Bytes()), E: b64(big.NewInt(int64(key.E)).Bytes()),
	}}})
}

// TokenRequest is the body of POST /token: the user to sign in. Given and
// family names default to the first and the remaining words of Name.
type TokenRequest struct {
	Subject    string `json:"subject"`
	Email      string `json:"email"`
	Name       string `json:"name"`
	GivenName  string `json:"givenName,omitempty"`
	FamilyName string `json:"familyName,omitempty"`
	// EmailVerified is the token's email_verified; default true. False
	// stands for a county whose sign-in has not confirmed the address, so
	// that PayHub's own verification can be shown (spec 000 §4; LOGIN-05).
	EmailVerified *bool `json:"emailVerified,omitempty"`
}

// TokenResponse is the answer of POST /token.
type TokenResponse struct {
	Token string `json:"token"`
}

// claims are the token's claims (OpenID Connect names).
type claims struct {
	Email         string `json:"email"`
	EmailVerified bool   `json:"email_verified"`
	Name          string `json:"name,omitempty"`
	GivenName     string `json:"given_name,omitempty"`
	FamilyName    string `json:"family_name,omitempty"`
	jwt.RegisteredClaims
}

func (i *Issuer) token(w http.ResponseWriter, r *http.Request) {
	i.cors(w, r)
	var in TokenRequest
	if err := respond.Decode(w, r, &in); err != nil {
		respond.Error(w, r, i.cfg.Logger, err)
		return
	}
	if err := in.validate(); err != nil {
		respond.Error(w, r, i.cfg.Logger, err)
		return
	}
	key, kid, err := i.signingKey()
	if err != nil {
		respond.Error(w, r, i.cfg.Logger, fmt.Errorf("issuer: key: %w", err))
		return
	}
	given, family := in.GivenName, in.FamilyName
	if given == "" && family == "" {
		given, family, _ = strings.Cut(strings.TrimSpace(in.Name), " ")
		family = strings.TrimSpace(family)
	}
	now := i.cfg.Now()
	tok := jwt.NewWithClaims(jwt.SigningMethodRS256, claims{
		Email: in.Email, EmailVerified: in.EmailVerified == nil || *in.EmailVerified, Name: in.Name, GivenName: given, FamilyName: family,
		RegisteredClaims: jwt.RegisteredClaims{
			Issuer: i.cfg.URL, Subject: in.Subject, Audience: jwt.ClaimStrings{Audience},
			IssuedAt: jwt.NewNumericDate(now), NotBefore: jwt.NewNumericDate(now),
			ExpiresAt: jwt.NewNumericDate(now.Add(TokenTTL)), ID: rand.Text(),
		},
	})
	tok.Header["kid"] = kid
	signed, err := tok.SignedString(key)
	if err != nil {
		respond.Error(w, r, i.cfg.Logger, fmt.Errorf("issuer: sign: %w", err))
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	respond.JSON(w, http.StatusOK, TokenResponse{Token: signed})
}

func (in TokenRequest) validate() error {
	for name, v := range map[string]string{"subject": in.Subject, "email": in.Email, "name": in.Name,
		"givenName": in.GivenName, "familyName": in.FamilyName} {
		if utf8.RuneCountInString(v) > maxField || !utf8.ValidString(v) {
			return bff.Errorf(bff.CodeInvalid, "The %s is too long.", name)
		}
	}
	if strings.TrimSpace(in.Subject) == "" {
		return bff.Errorf(bff.CodeInvalid, "A subject is required.")
	}
	if a, err := mail.ParseAddress(in.Email); err != nil || a.Address != in.Email {
		return bff.Errorf(bff.CodeInvalid, "A valid e-mail address is required.")
	}
	return nil
}

// cors allows the configured page origins, each exactly, to read the
// answer; any other origin gets no CORS headers, so its browser blocks it.
func (i *Issuer) cors(w http.ResponseWriter, r *http.Request) bool {
	w.Header().Add("Vary", "Origin")
	origin := r.Header.Get("Origin")
	if origin == "" || !slices.Contains(i.cfg.AllowedOrigins, origin) {
		return false
	}
	w.Header().Set("Access-Control-Allow-Origin", origin)
	return true
}

func (i *Issuer) preflight(w http.ResponseWriter, r *http.Request) {
	if !i.cors(w, r) {
		w.WriteHeader(http.StatusForbidden)
		return
	}
	h := w.Header()
	h.Set("Access-Control-Allow-Methods", "POST")
	h.Set("Access-Control-Allow-Headers", "Content-Type")
	h.Set("Access-Control-Max-Age", "600")
	w.WriteHeader(http.StatusNoContent)
}

// thumbprint is the RFC 7638 thumbprint of pub: a key id that changes with
// the key.
func thumbprint(pub *rsa.PublicKey) string {
	b64 := base64.RawURLEncoding.EncodeToString
	doc, _ := json.Marshal(struct {
		E   string `json:"e"`
		Kty string `json:"kty"`
		N   string `json:"n"`
	}{E: b64(big.NewInt(int64(pub.E)).Bytes()), Kty: "RSA", N: b64(pub.N.Bytes())})
	sum := sha256.Sum256(doc)
	return b64(sum[:])
}
