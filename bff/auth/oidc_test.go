package auth

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/go-jose/go-jose/v4"
	"github.com/golang-jwt/jwt/v5"
)

// testIssuer is an OpenID provider whose ID tokens each test shapes: it
// publishes discovery and its RSA key, checks the PKCE verifier at the
// token endpoint and answers the ID token mint returns.
type testIssuer struct {
	srv       *httptest.Server
	key       *rsa.PrivateKey
	challenge string
	mint      func(iss string) string
	// exchanged is the form of the last token exchange (exchange_test.go).
	exchanged url.Values
}

func newTestIssuer(t *testing.T) *testIssuer {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	ti := &testIssuer{key: key}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /.well-known/openid-configuration", func(w http.ResponseWriter, r *http.Request) {
		iss := ti.srv.URL
		_ = json.NewEncoder(w).Encode(map[string]any{
			"issuer": iss, "authorization_endpoint": iss + "/authorize", "token_endpoint": iss + "/token",
			"jwks_uri": iss + "/jwks", "id_token_signing_alg_values_supported": []string{"RS256"},
		})
	})
	mux.HandleFunc("GET /jwks", func(w http.ResponseWriter, r *http.Request) {
		set := jose.JSONWebKeySet{Keys: []jose.JSONWebKey{{Key: &key.PublicKey, KeyID: "k1", Algorithm: "RS256", Use: "sig"}}}
		_ = json.NewEncoder(w).Encode(set)
	})
	mux.HandleFunc("POST /token", func(w http.ResponseWriter, r *http.Request) {
		if r.PostFormValue("grant_type") == grantTokenExchange {
			ti.exchange(w, r)
			return
		}
		sum := sha256.Sum256([]byte(r.PostFormValue("code_verifier")))
		if r.PostFormValue("code") != "good-code" || base64.RawURLEncoding.EncodeToString(sum[:]) != ti.challenge {
			w.WriteHeader(http.StatusBadRequest)
			_ = json.NewEncoder(w).Encode(map[string]string{"error": "invalid_grant"})
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			"access_token": "at", "token_type": "Bearer", "expires_in": 300, "id_token": ti.mint(ti.srv.URL),
		})
	})
	ti.srv = httptest.NewServer(mux)
	t.Cleanup(ti.srv.Close)
	return ti
}

// sign returns claims signed with the issuer's key (RS256, kid k1).
func (ti *testIssuer) sign(t *testing.T, claims jwt.MapClaims) string {
	t.Helper()
	tok := jwt.NewWithClaims(jwt.SigningMethodRS256, claims)
	tok.Header["kid"] = "k1"
	s, err := tok.SignedString(ti.key)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func goodClaims(iss, nonce string) jwt.MapClaims {
	now := time.Now()
	return jwt.MapClaims{
		"iss": iss, "aud": ClientID, "sub": "user-1", "nonce": nonce,
		"iat": now.Unix(), "exp": now.Add(5 * time.Minute).Unix(),
		"email": "resident@example.com", "email_verified": true, "given_name": "Rosa", "family_name": "Resident",
	}
}

// startFlow begins a sign-in at ti and records its PKCE challenge as the
// login service would, returning the flow and the authorization URL.
func startFlow(t *testing.T, ti *testIssuer, rp *RP) (Flow, *url.URL) {
	t.Helper()
	f := NewFlow("sunshine", "demo", "/sunshine/demo/home", time.Now())
	raw, err := rp.AuthURL(context.Background(), f, Display{Client: "sunshine", Site: "demo",
		ClientDisplay: "Sunshine County", SiteDisplay: "demo", UILocales: "es"})
	if err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	ti.challenge = u.Query().Get("code_challenge")
	return f, u
}

func TestAuthURL_LOGIN13_carriesPKCEStateNonceAndTheSiteDisplay(t *testing.T) {
	ti := newTestIssuer(t)
	rp := NewRP(Config{Issuer: ti.srv.URL, RedirectURL: "http://bff.test/bff/v1/auth/callback"})
	f, u := startFlow(t, ti, rp)
	q := u.Query()
	want := map[string]string{
		"client_id": ClientID, "response_type": "code", "state": f.State, "nonce": f.Nonce,
		"code_challenge_method": "S256", "redirect_uri": "http://bff.test/bff/v1/auth/callback",
		"client_site": "sunshine/demo", "client_display": "Sunshine County", "site_display": "demo", "ui_locales": "es",
	}
	for k, v := range want {
		if q.Get(k) != v {
			t.Errorf("%s = %q, want %q", k, q.Get(k), v)
		}
	}
	if !strings.Contains(q.Get("scope"), "openid") || q.Get("code_challenge") == "" || q.Has("code_verifier") {
		t.Errorf("scope %q, challenge %q: the verifier must never leave the BFF", q.Get("scope"), q.Get("code_challenge"))
	}
	if u.Path != "/authorize" {
		t.Errorf("path %s", u.Path)
	}
}

func TestExchange_verifiesTheIDTokenAndReturnsTheIdentity(t *testing.T) {
	ti := newTestIssuer(t)
	rp := NewRP(Config{Issuer: ti.srv.URL, RedirectURL: "http://bff.test/cb"})
	f, _ := startFlow(t, ti, rp)
	ti.mint = func(iss string) string { return ti.sign(t, goodClaims(iss, f.Nonce)) }
	id, err := rp.Exchange(context.Background(), f, "good-code")
	if err != nil {
		t.Fatal(err)
	}
	if id.Subject != "user-1" || id.Email != "resident@example.com" || !id.EmailVerified || id.GivenName != "Rosa" {
		t.Errorf("identity %+v", id)
	}
}

// GUARD-03: the payhub_user_kind claim names the special property-tax user
// kind; an ordinary resident has none, and a kind this package does not know
// reads as none.
func TestExchange_readsTheUserKindClaim(t *testing.T) {
	for _, tc := range []struct{ name, claim, want string }{
		{"no claim", "", ""},
		{"property tax", UserKindPropertyTax, UserKindPropertyTax},
		{"unknown kind", "admin", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ti := newTestIssuer(t)
			rp := NewRP(Config{Issuer: ti.srv.URL, RedirectURL: "http://bff.test/cb"})
			f, _ := startFlow(t, ti, rp)
			ti.mint = func(iss string) string {
				claims := goodClaims(iss, f.Nonce)
				if tc.claim != "" {
					claims["payhub_user_kind"] = tc.claim
				}
				return ti.sign(t, claims)
			}
			id, err := rp.Exchange(context.Background(), f, "good-code")
			if err != nil {
				t.Fatal(err)
			}
			if id.Kind != tc.want {
				t.Errorf("kind %q, want %q", id.Kind, tc.want)
			}
		})
	}
}

func TestExchange_refusesAWrongVerifier(t *testing.T) {
	ti := newTestIssuer(t)
	rp := NewRP(Config{Issuer: ti.srv.URL, RedirectURL: "http://bff.test/cb"})
	f, _ := startFlow(t, ti, rp)
	ti.mint = func(iss string) string { return ti.sign(t, goodClaims(iss, f.Nonce)) }
	f.Verifier = NewFlow("a", "b", "/", time.Now()).Verifier // an attacker's flow
	if _, err := rp.Exchange(context.Background(), f, "good-code"); err == nil {
		t.Fatal("a code redeemed with another verifier was accepted")
	}
}

// TestExchange_refusesBadIDTokens: forged, expired, alg none, symmetric,
// wrong issuer, wrong audience, another sign-in's nonce, no subject.
func TestExchange_refusesBadIDTokens(t *testing.T) {
	other, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	ecKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string]func(t *testing.T, ti *testIssuer, iss, nonce string) string{
		"forged (signed by another key)": func(t *testing.T, _ *testIssuer, iss, nonce string) string {
			tok := jwt.NewWithClaims(jwt.SigningMethodRS256, goodClaims(iss, nonce))
			tok.Header["kid"] = "k1"
			s, _ := tok.SignedString(other)
			return s
		},
		"expired": func(t *testing.T, ti *testIssuer, iss, nonce string) string {
			c := goodClaims(iss, nonce)
			c["exp"] = time.Now().Add(-time.Minute).Unix()
			return ti.sign(t, c)
		},
		"alg none": func(t *testing.T, _ *testIssuer, iss, nonce string) string {
			s, _ := jwt.NewWithClaims(jwt.SigningMethodNone, goodClaims(iss, nonce)).SignedString(jwt.UnsafeAllowNoneSignatureType)
			return s
		},
		"HS256 with the public key as secret": func(t *testing.T, ti *testIssuer, iss, nonce string) string {
			pub, _ := json.Marshal(jose.JSONWebKey{Key: &ti.key.PublicKey})
			s, _ := jwt.NewWithClaims(jwt.SigningMethodHS256, goodClaims(iss, nonce)).SignedString(pub)
			return s
		},
		"ES256 by a key the issuer does not publish": func(t *testing.T, _ *testIssuer, iss, nonce string) string {
			s, _ := jwt.NewWithClaims(jwt.SigningMethodES256, goodClaims(iss, nonce)).SignedString(ecKey)
			return s
		},
		"wrong issuer": func(t *testing.T, ti *testIssuer, _, nonce string) string {
			return ti.sign(t, goodClaims("https://evil.example", nonce))
		},
		"wrong audience": func(t *testing.T, ti *testIssuer, iss, nonce string) string {
			c := goodClaims(iss, nonce)
			c["aud"] = "another-client"
			return ti.sign(t, c)
		},
		"another sign-in's nonce": func(t *testing.T, ti *testIssuer, iss, _ string) string {
			return ti.sign(t, goodClaims(iss, "not-this-one"))
		},
		"no subject": func(t *testing.T, ti *testIssuer, iss, nonce string) string {
			c := goodClaims(iss, nonce)
			delete(c, "sub")
			return ti.sign(t, c)
		},
	}
	for name, mint := range cases {
		t.Run(name, func(t *testing.T) {
			ti := newTestIssuer(t)
			rp := NewRP(Config{Issuer: ti.srv.URL, RedirectURL: "http://bff.test/cb"})
			f, _ := startFlow(t, ti, rp)
			ti.mint = func(iss string) string { return mint(t, ti, iss, f.Nonce) }
			id, err := rp.Exchange(context.Background(), f, "good-code")
			if err == nil {
				t.Fatalf("accepted: %+v", id)
			}
			if name == "another sign-in's nonce" && !errors.Is(err, ErrNonce) {
				t.Errorf("err %v, want ErrNonce", err)
			}
		})
	}
}

func TestRP_discoveryFailureIsRetriedOnNextUse(t *testing.T) {
	ti := newTestIssuer(t)
	down := httptest.NewServer(http.NotFoundHandler())
	down.Close()
	rp := NewRP(Config{Issuer: down.URL, RedirectURL: "http://bff.test/cb"})
	if _, err := rp.AuthURL(context.Background(), NewFlow("a", "b", "/", time.Now()), Display{}); err == nil {
		t.Fatal("discovery against a closed server succeeded")
	}
	rp.cfg.Issuer = ti.srv.URL // the service is back
	if _, err := rp.AuthURL(context.Background(), NewFlow("a", "b", "/", time.Now()), Display{}); err != nil {
		t.Fatalf("discovery was not retried: %v", err)
	}
}

func TestFlow_expiresAfterFlowTTL(t *testing.T) {
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	f := NewFlow("a", "b", "/", start)
	if f.Expired(start.Add(FlowTTL)) || !f.Expired(start.Add(FlowTTL+time.Second)) {
		t.Error("flow expiry is off")
	}
	if f.State == NewFlow("a", "b", "/", start).State {
		t.Error("two flows share a state")
	}
}
