package auth

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

const grantTokenExchange = "urn:ietf:params:oauth:grant-type:token-exchange"

// exchange answers a token exchange with the ID token mint returns.
func (ti *testIssuer) exchange(w http.ResponseWriter, r *http.Request) {
	ti.exchanged = r.PostForm
	w.Header().Set("Content-Type", "application/json")
	token := ti.mint(ti.srv.URL)
	if token == "" {
		w.WriteHeader(http.StatusBadRequest)
		_ = json.NewEncoder(w).Encode(map[string]string{"error": "invalid_request"})
		return
	}
	_ = json.NewEncoder(w).Encode(map[string]any{"access_token": token,
		"issued_token_type": "urn:ietf:params:oauth:token-type:id_token", "token_type": "N_A"})
}

// exchangeClaims are an exchanged ID token's claims: no nonce.
func exchangeClaims(iss string) jwt.MapClaims {
	c := goodClaims(iss, "")
	delete(c, "nonce")
	c["aud"] = "payhub-token-exchange"
	return c
}

func TestExchangeToken_LOGIN11_sendsTheSpecsFormAndReadsTheVerifiedIdentity(t *testing.T) {
	ti := newTestIssuer(t)
	ti.mint = func(iss string) string { return ti.sign(t, exchangeClaims(iss)) }
	id, err := NewRP(Config{Issuer: ti.srv.URL}).ExchangeToken(context.Background(), "payhub-token-exchange", "county-jwt")
	if err != nil || id.Subject != "user-1" || id.Email != "resident@example.com" || !id.EmailVerified {
		t.Fatalf("%+v %v", id, err)
	}
	want := map[string]string{"grant_type": grantTokenExchange, "client_id": "payhub-token-exchange",
		"audience": "payhub-token-exchange", "scope": "openid email profile", "subject_token": "county-jwt",
		"subject_token_type":   "urn:ietf:params:oauth:token-type:jwt",
		"requested_token_type": "urn:ietf:params:oauth:token-type:id_token"}
	for k, v := range want {
		if got := ti.exchanged.Get(k); got != v {
			t.Errorf("%s = %q, want %q", k, got, v)
		}
	}
}

func TestExchangeToken_refusesAnIDTokenThatIsExpiredForgedUnsignedOrForAnotherAudience(t *testing.T) {
	ti := newTestIssuer(t)
	forger := newTestIssuer(t)
	cases := map[string]func(iss string) string{
		"expired": func(iss string) string {
			c := exchangeClaims(iss)
			c["exp"] = time.Now().Add(-time.Minute).Unix()
			return ti.sign(t, c)
		},
		"forged (another key, same kid)": func(iss string) string { return forger.sign(t, exchangeClaims(iss)) },
		"alg none": func(iss string) string {
			s, err := jwt.NewWithClaims(jwt.SigningMethodNone, exchangeClaims(iss)).SignedString(jwt.UnsafeAllowNoneSignatureType)
			if err != nil {
				t.Fatal(err)
			}
			return s
		},
		"HS256": func(iss string) string {
			tok := jwt.NewWithClaims(jwt.SigningMethodHS256, exchangeClaims(iss))
			tok.Header["kid"] = "k1"
			s, err := tok.SignedString([]byte("secret"))
			if err != nil {
				t.Fatal(err)
			}
			return s
		},
		"wrong audience": func(iss string) string {
			c := exchangeClaims(iss)
			c["aud"] = ClientID
			return ti.sign(t, c)
		},
		"wrong issuer": func(string) string { return ti.sign(t, exchangeClaims("https://login.elsewhere.example")) },
		"no subject": func(iss string) string {
			c := exchangeClaims(iss)
			delete(c, "sub")
			return ti.sign(t, c)
		},
	}
	rp := NewRP(Config{Issuer: ti.srv.URL})
	for name, mint := range cases {
		ti.mint = mint
		if id, err := rp.ExchangeToken(context.Background(), "payhub-token-exchange", "county-jwt"); err == nil {
			t.Errorf("%s: accepted as %+v", name, id)
		}
	}
}

func TestExchangeToken_withoutAClientIDCallsNobody(t *testing.T) {
	ti := newTestIssuer(t)
	ti.mint = func(iss string) string { return ti.sign(t, exchangeClaims(iss)) }
	if _, err := NewRP(Config{Issuer: ti.srv.URL}).ExchangeToken(context.Background(), "", "county-jwt"); err != ErrNoClient {
		t.Fatalf("err %v", err)
	}
	if ti.exchanged != nil {
		t.Error("the login service was called")
	}
}

func TestExchangeToken_aRefusalOfTheLoginServiceIsAnError(t *testing.T) {
	ti := newTestIssuer(t)
	ti.mint = func(string) string { return "" }
	_, err := NewRP(Config{Issuer: ti.srv.URL}).ExchangeToken(context.Background(), "payhub-token-exchange", "x")
	if err == nil || !strings.Contains(err.Error(), "invalid_request") {
		t.Fatalf("err %v", err)
	}
}
