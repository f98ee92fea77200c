package main

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/go-jose/go-jose/v4"
	"github.com/golang-jwt/jwt/v5"
)

// testLogin is an OpenID provider standing in for the login service: its
// authorize endpoint signs in whoever the test names next and sends the
// browser straight back with a code; its token endpoint checks the PKCE
// verifier and answers an RS256 ID token for that resident.
type testLogin struct {
	srv  *httptest.Server
	key  *rsa.PrivateKey
	mu   sync.Mutex
	next string
	// codes are the codes handed out: the resident, nonce and challenge.
	codes map[string]loginCode
}

type loginCode struct{ subject, nonce, challenge string }

func newTestLogin(t *testing.T) *testLogin {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	l := &testLogin{key: key, codes: map[string]loginCode{}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /.well-known/openid-configuration", func(w http.ResponseWriter, r *http.Request) {
		iss := l.srv.URL
		_ = json.NewEncoder(w).Encode(map[string]any{"issuer": iss, "authorization_endpoint": iss + "/authorize",
			"token_endpoint": iss + "/token", "jwks_uri": iss + "/jwks", "id_token_signing_alg_values_supported": []string{"RS256"}})
	})
	mux.HandleFunc("GET /jwks", func(w http.ResponseWriter, r *http.Request) {
		_ = json.NewEncoder(w).Encode(jose.JSONWebKeySet{Keys: []jose.JSONWebKey{
			{Key: &key.PublicKey, KeyID: "k1", Algorithm: "RS256", Use: "sig"}}})
	})
	mux.HandleFunc("GET /authorize", func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		code := rand.Text()
		l.mu.Lock()
		l.codes[code] = loginCode{subject: l.next, nonce: q.Get("nonce"), challenge: q.Get("code_challenge")}
		l.mu.Unlock()
		back := q.Get("redirect_uri") + "?state=" + url.QueryEscape(q.Get("state")) + "&code=" + code
		http.Redirect(w, r, back, http.StatusFound)
	})
	mux.HandleFunc("POST /token", func(w http.ResponseWriter, r *http.Request) {
		l.mu.Lock()
		c, ok := l.codes[r.PostFormValue("code")]
		delete(l.codes, r.PostFormValue("code"))
		l.mu.Unlock()
		sum := sha256.Sum256([]byte(r.PostFormValue("code_verifier")))
		if !ok || base64.RawURLEncoding.EncodeToString(sum[:]) != c.challenge {
			w.WriteHeader(http.StatusBadRequest)
			_ = json.NewEncoder(w).Encode(map[string]string{"error": "invalid_grant"})
			return
		}
		now := time.Now()
		tok := jwt.NewWithClaims(jwt.SigningMethodRS256, jwt.MapClaims{"iss": l.srv.URL, "aud": "payhub-spa",
			"sub": c.subject, "nonce": c.nonce, "iat": now.Unix(), "exp": now.Add(5 * time.Minute).Unix(),
			"email": c.subject + "@example.com", "email_verified": true})
		tok.Header["kid"] = "k1"
		signed, err := tok.SignedString(key)
		if err != nil {
			w.WriteHeader(http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"access_token": "at", "token_type": "Bearer",
			"expires_in": 300, "id_token": signed})
	})
	l.srv = httptest.NewServer(mux)
	t.Cleanup(l.srv.Close)
	return l
}
