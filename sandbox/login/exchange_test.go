package login_test

import (
	"crypto/rand"
	"crypto/rsa"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"github.com/golang-jwt/jwt/v5"

	"github.com/payhub/payhub/sandbox/issuer"
	"github.com/payhub/payhub/sandbox/login"
)

// Token exchange wire values (RFC 8693).
const (
	grantTokenExchange = "urn:ietf:params:oauth:grant-type:token-exchange"
	typeJWT            = "urn:ietf:params:oauth:token-type:jwt"
	typeIDToken        = "urn:ietf:params:oauth:token-type:id_token"
	typeAccessToken    = "urn:ietf:params:oauth:token-type:access_token"
)

// countyToken is a token of the rig's county issuer for the user.
func (r *rig) countyToken(subject, email, name string) string {
	r.t.Helper()
	var out issuer.TokenResponse
	if status := postJSON(r.t, r.county.URL()+"/token", issuer.TokenRequest{Subject: subject, Email: email, Name: name},
		nil, &out); status != http.StatusOK {
		r.t.Fatalf("county token: %d", status)
	}
	return out.Token
}

// exchangeAnswer is the token endpoint's answer, success or error.
type exchangeAnswer struct {
	AccessToken     string `json:"access_token"`
	IssuedTokenType string `json:"issued_token_type"`
	TokenType       string `json:"token_type"`
	Error           string `json:"error"`
}

// exchange posts a token exchange the way spec 001 §7 sends it: a form
// with client_id, audience, scope and the token types.
func (r *rig) exchange(clientID, subjectToken, subjectType, requested, audience string) (int, exchangeAnswer) {
	r.t.Helper()
	form := url.Values{"grant_type": {grantTokenExchange}, "client_id": {clientID}, "audience": {audience},
		"scope": {"openid email profile"}, "subject_token": {subjectToken}, "subject_token_type": {subjectType},
		"requested_token_type": {requested}}
	status, _, body := do(r.t, http.DefaultClient, http.MethodPost, r.issuer+login.PathToken,
		strings.NewReader(form.Encode()), map[string]string{"Content-Type": "application/x-www-form-urlencoded"})
	var a exchangeAnswer
	if err := json.Unmarshal([]byte(body), &a); err != nil {
		r.t.Fatalf("exchange: %d %s", status, body)
	}
	return status, a
}

func TestTokenExchange_API114_LOGIN04_theSandboxIssuersTokenIsExchangedForTheUserItNames(t *testing.T) {
	r := newRig(t)
	county := r.countyToken("sunshine-resident-1001", "Jordan.Rivera@example.com", "Jordan Rivera")
	status, idt := r.exchange(login.ClientTokenExchange, county, typeJWT, typeIDToken, login.ClientSPA)
	if status != http.StatusOK || idt.IssuedTokenType != typeIDToken || idt.AccessToken == "" {
		t.Fatalf("ID token: %d %+v", status, idt)
	}
	p, err := oidc.NewProvider(t.Context(), r.issuer)
	if err != nil {
		t.Fatal(err)
	}
	tok, err := p.Verifier(&oidc.Config{ClientID: login.ClientSPA, SupportedSigningAlgs: []string{oidc.RS256}}).
		Verify(t.Context(), idt.AccessToken)
	if err != nil {
		t.Fatal(err)
	}
	var claims struct {
		Email         string `json:"email"`
		EmailVerified bool   `json:"email_verified"`
		GivenName     string `json:"given_name"`
		FamilyName    string `json:"family_name"`
	}
	if err := tok.Claims(&claims); err != nil || claims.Email != "jordan.rivera@example.com" || !claims.EmailVerified ||
		claims.GivenName != "Jordan" || claims.FamilyName != "Rivera" {
		t.Fatalf("claims %+v %v", claims, err)
	}
	u, err := r.db.Login().UserByEmail(t.Context(), "jordan.rivera@example.com")
	if err != nil || u.ID != tok.Subject || !u.EmailVerified {
		t.Fatalf("user %+v %v", u, err)
	}
	// A second exchange is the same user; an access token reads userinfo.
	status, at := r.exchange(login.ClientTokenExchange, county, typeJWT, "", "")
	if status != http.StatusOK || at.IssuedTokenType != typeAccessToken || at.TokenType != "Bearer" {
		t.Fatalf("access token: %d %+v", status, at)
	}
	_, _, body := do(t, http.DefaultClient, http.MethodGet, r.issuer+login.PathUserinfo, nil,
		map[string]string{"Authorization": "Bearer " + at.AccessToken})
	if !strings.Contains(body, `"sub":"`+u.ID+`"`) || !strings.Contains(body, `"email":"jordan.rivera@example.com"`) {
		t.Fatalf("userinfo %s", body)
	}
	// This service's own ID token is no subject token: its issuer is not trusted.
	if status, a := r.exchange(login.ClientTokenExchange, idt.AccessToken, typeIDToken, "", ""); status != http.StatusBadRequest ||
		a.Error != "invalid_request" {
		t.Errorf("own ID token: %d %+v", status, a)
	}
}

func TestTokenExchange_LOGIN04_aTokenOfAnUnknownIssuerOrKeyIsRefused(t *testing.T) {
	r := newRig(t)
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	sign := func(method jwt.SigningMethod, k any, iss string) string {
		tok := jwt.NewWithClaims(method, jwt.MapClaims{"iss": iss, "sub": "x", "aud": issuer.Audience,
			"email": "x@example.com", "email_verified": true, "exp": time.Now().Add(5 * time.Minute).Unix(),
			"iat": time.Now().Unix()})
		tok.Header["kid"] = "k1"
		s, err := tok.SignedString(k)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	for name, token := range map[string]string{
		"unknown issuer":              sign(jwt.SigningMethodRS256, key, "https://login.elsewhere.example"),
		"the county's name, our key":  sign(jwt.SigningMethodRS256, key, r.county.URL()),
		"HS256 with the county's iss": sign(jwt.SigningMethodHS256, []byte("secret"), r.county.URL()),
		"not a token":                 "abc.def.ghi",
	} {
		if status, a := r.exchange(login.ClientTokenExchange, token, typeJWT, "", ""); status != http.StatusBadRequest ||
			a.Error != "invalid_request" || a.AccessToken != "" {
			t.Errorf("%s: %d %+v", name, status, a)
		}
	}
	if _, err := r.db.Login().UserByEmail(t.Context(), "x@example.com"); err == nil {
		t.Error("a refused exchange made a user")
	}
}

func TestTokenExchange_ROLE15_onlyTheTokenExchangeClientExchanges(t *testing.T) {
	r := newRig(t)
	county := r.countyToken("sunshine-resident-1002", "casey@example.com", "Casey Doe")
	for _, c := range []string{login.ClientSPA, "someone-else", ""} {
		if status, a := r.exchange(c, county, typeJWT, "", ""); status < 400 || a.AccessToken != "" {
			t.Errorf("client %q: %d %+v", c, status, a)
		}
	}
	if status, a := r.exchange(login.ClientTokenExchange, county, typeJWT, typeIDToken, "https://elsewhere.example"); status != http.StatusBadRequest ||
		a.AccessToken != "" {
		t.Errorf("foreign audience: %d %+v", status, a)
	}
}
