package login_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"github.com/payhub/payhub/bff/auth"
	"github.com/payhub/payhub/sandbox/login"
)

// signInCode drives the browser from authURL through the hosted page with
// the seed resident's password, and returns where the service sent it.
func (r *rig) signInCode(b *http.Client, authURL string) *url.URL {
	r.t.Helper()
	return r.signInCodeAs(b, authURL, login.SeedResidentEmail)
}

// signInCodeAs is signInCode for the seed account of email.
func (r *rig) signInCodeAs(b *http.Client, authURL, email string) *url.URL {
	r.t.Helper()
	status, _, page := do(r.t, b, http.MethodGet, authURL, nil, nil)
	if status != http.StatusOK {
		r.t.Fatalf("authorize: %d %s", status, page)
	}
	status, hdr, body := postForm(r.t, b, r, page, login.PathSignIn,
		url.Values{"email": {email}, "password": {login.SeedPassword}})
	if status != http.StatusFound {
		r.t.Fatalf("sign-in: %d %s", status, body)
	}
	loc, err := url.Parse(hdr.Get("Location"))
	if err != nil || loc.Scheme+"://"+loc.Host+loc.Path != testCallback {
		r.t.Fatalf("sign-in went to %q", hdr.Get("Location"))
	}
	return loc
}

func TestSignIn_ROLE14_theBFFsRelyingPartySignsInWithCodeAndPKCE(t *testing.T) {
	r := newRig(t)
	ctx := t.Context()
	rp := auth.NewRP(auth.Config{Issuer: r.issuer})
	f := auth.NewFlow("sunshine", "demo", "/sunshine/demo/home", time.Now())
	f.RedirectURL = testCallback
	to, err := rp.AuthURL(ctx, f, auth.Display{Client: "sunshine", Site: "demo", ClientDisplay: "Sunshine County",
		SiteDisplay: "demo", EmailParamSite: "sunshine/demo", UILocales: "en"})
	if err != nil {
		t.Fatal(err)
	}
	loc := r.signInCode(r.browser(), to)
	if loc.Query().Get("state") != f.State || loc.Query().Get("code") == "" {
		t.Fatalf("callback %s", loc)
	}
	id, err := rp.Exchange(ctx, f, loc.Query().Get("code"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(id.Subject, "usr_") || id.Email != login.SeedResidentEmail || !id.EmailVerified ||
		id.GivenName != "Rosa" || id.FamilyName != "Resident" || id.Name != "Rosa Resident" {
		t.Errorf("identity %+v", id)
	}
	if _, err := rp.Exchange(ctx, f, loc.Query().Get("code")); err == nil {
		t.Error("a code was redeemed twice")
	}
}

// GUARD-03: the seed's property-tax user signs in with the seed password,
// verified, and the ID token names the special kind, which the BFF reads;
// the seed resident's names none.
func TestSignIn_thePropertyTaxSeedUserCarriesTheUserKindClaim(t *testing.T) {
	r := newRig(t)
	ctx := t.Context()
	rp := auth.NewRP(auth.Config{Issuer: r.issuer})
	for email, kind := range map[string]string{login.SeedPropertyTaxEmail: auth.UserKindPropertyTax, login.SeedResidentEmail: ""} {
		f := auth.NewFlow("sunshine", "demo", "/sunshine/demo/home", time.Now())
		f.RedirectURL = testCallback
		to, err := rp.AuthURL(ctx, f, auth.Display{Client: "sunshine", Site: "demo", UILocales: "en"})
		if err != nil {
			t.Fatal(err)
		}
		loc := r.signInCodeAs(r.browser(), to, email)
		id, err := rp.Exchange(ctx, f, loc.Query().Get("code"))
		if err != nil {
			t.Fatal(err)
		}
		if id.Email != email || !id.EmailVerified || id.Kind != kind {
			t.Errorf("%s: identity %+v, want verified, kind %q", email, id, kind)
		}
	}
}

func TestSignIn_discoveryAndKeysNameTheIssuerAndOneRS256PublicKey(t *testing.T) {
	r := newRig(t)
	var d struct {
		Issuer        string   `json:"issuer"`
		Authorization string   `json:"authorization_endpoint"`
		Token         string   `json:"token_endpoint"`
		JWKS          string   `json:"jwks_uri"`
		Userinfo      string   `json:"userinfo_endpoint"`
		EndSession    string   `json:"end_session_endpoint"`
		PKCE          []string `json:"code_challenge_methods_supported"`
		Algs          []string `json:"id_token_signing_alg_values_supported"`
		Grants        []string `json:"grant_types_supported"`
	}
	status, _, body := do(t, http.DefaultClient, http.MethodGet, r.issuer+"/.well-known/openid-configuration", nil, nil)
	if err := json.Unmarshal([]byte(body), &d); status != http.StatusOK || err != nil {
		t.Fatalf("discovery %d %s", status, body)
	}
	if d.Issuer != r.issuer || d.Token != r.issuer+login.PathToken || d.Authorization != r.issuer+login.PathAuthorize ||
		d.JWKS != r.issuer+login.PathKeys || d.Userinfo != r.issuer+login.PathUserinfo || d.EndSession != r.issuer+login.PathEndSession {
		t.Errorf("discovery %+v", d)
	}
	if !slices.Contains(d.PKCE, "S256") || !slices.Equal(d.Algs, []string{"RS256"}) ||
		!slices.Contains(d.Grants, "urn:ietf:params:oauth:grant-type:token-exchange") {
		t.Errorf("discovery %+v", d)
	}
	var keys struct {
		Keys []map[string]any `json:"keys"`
	}
	status, _, body = do(t, http.DefaultClient, http.MethodGet, d.JWKS, nil, nil)
	if err := json.Unmarshal([]byte(body), &keys); status != http.StatusOK || err != nil || len(keys.Keys) != 1 {
		t.Fatalf("keys %d %s", status, body)
	}
	k := keys.Keys[0]
	if k["kty"] != "RSA" || k["alg"] != "RS256" || k["use"] != "sig" || k["kid"] == "" || k["d"] != nil || k["p"] != nil {
		t.Errorf("key %v", k)
	}
}

// spaConfig is payhub-spa as a plain OAuth client of the rig.
func spaConfig(t *testing.T, r *rig) (*oidc.Provider, oauth2.Config) {
	t.Helper()
	p, err := oidc.NewProvider(t.Context(), r.issuer)
	if err != nil {
		t.Fatal(err)
	}
	return p, oauth2.Config{ClientID: login.ClientSPA, Endpoint: p.Endpoint(), RedirectURL: testCallback,
		Scopes: []string{oidc.ScopeOpenID, "email", "profile"}}
}

func TestSignIn_aWrongPKCEVerifierIsRefusedAndSpendsTheCodeAndTheRightOneSignsInUntilEndSession(t *testing.T) {
	r := newRig(t)
	p, conf := spaConfig(t, r)
	verifier := oauth2.GenerateVerifier()
	code := r.signInCode(r.browser(), conf.AuthCodeURL("st", oidc.Nonce("n1"),
		oauth2.S256ChallengeOption(verifier))).Query().Get("code")
	_, err := conf.Exchange(t.Context(), code, oauth2.VerifierOption(oauth2.GenerateVerifier()))
	if err == nil || !strings.Contains(err.Error(), "invalid_grant") {
		t.Fatalf("wrong verifier: %v", err)
	}
	// The intercepted code is spent: the right verifier is too late.
	if _, err := conf.Exchange(t.Context(), code, oauth2.VerifierOption(verifier)); err == nil {
		t.Fatal("a code survived a failed redemption")
	}
	// Without a verifier at all, a fresh code is refused too.
	code = r.signInCode(r.browser(), conf.AuthCodeURL("st", oidc.Nonce("n2"),
		oauth2.S256ChallengeOption(verifier))).Query().Get("code")
	if _, err := conf.Exchange(t.Context(), code); err == nil {
		t.Fatal("a code was redeemed without its verifier")
	}
	// And the right one works, with an ID token go-oidc verifies.
	code = r.signInCode(r.browser(), conf.AuthCodeURL("st", oidc.Nonce("n3"),
		oauth2.S256ChallengeOption(verifier))).Query().Get("code")
	tok, err := conf.Exchange(t.Context(), code, oauth2.VerifierOption(verifier))
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := tok.Extra("id_token").(string)
	idt, err := p.Verifier(&oidc.Config{ClientID: login.ClientSPA, SupportedSigningAlgs: []string{oidc.RS256}}).Verify(t.Context(), raw)
	if err != nil || idt.Nonce != "n3" {
		t.Fatalf("ID token %v %+v", err, idt)
	}
	info, err := p.UserInfo(t.Context(), oauth2.StaticTokenSource(tok))
	if err != nil || info.Email != login.SeedResidentEmail || !info.EmailVerified || info.Subject != idt.Subject {
		t.Fatalf("userinfo %v %+v", err, info)
	}
	// End session revokes the access token and shows the signed-out page.
	noRedirects := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	status, hdr, _ := do(t, noRedirects, http.MethodGet, r.issuer+login.PathEndSession+"?id_token_hint="+url.QueryEscape(raw), nil, nil)
	if status != http.StatusFound || hdr.Get("Location") != r.issuer+login.PathSignedOut {
		t.Fatalf("end session: %d %q", status, hdr.Get("Location"))
	}
	if _, err := p.UserInfo(t.Context(), oauth2.StaticTokenSource(tok)); err == nil {
		t.Fatal("the access token outlived the session")
	}
	if status, _, page := do(t, noRedirects, http.MethodGet, r.issuer+login.PathSignedOut, nil, nil); status != http.StatusOK ||
		!strings.Contains(page, "You are signed out.") {
		t.Fatalf("signed out page: %d %s", status, page)
	}
}

func TestSignIn_authorizeWithoutS256PKCEIsRefused(t *testing.T) {
	r := newRig(t)
	_, conf := spaConfig(t, r)
	for name, opts := range map[string][]oauth2.AuthCodeOption{
		"no challenge": nil,
		"plain": {oauth2.SetAuthURLParam("code_challenge", oauth2.GenerateVerifier()),
			oauth2.SetAuthURLParam("code_challenge_method", "plain")},
	} {
		status, hdr, body := do(t, r.browser(), http.MethodGet, conf.AuthCodeURL("st", opts...), nil, nil)
		loc, _ := url.Parse(hdr.Get("Location"))
		if status != http.StatusFound || loc == nil || loc.Query().Get("error") != "invalid_request" ||
			loc.Query().Get("state") != "st" {
			t.Errorf("%s: %d %s %s", name, status, hdr.Get("Location"), body)
		}
	}
}

func TestSignIn_aRedirectURIOutsideLoopbackIsRefusedWithoutRedirecting(t *testing.T) {
	r := newRig(t)
	challenge := oauth2.S256ChallengeFromVerifier(oauth2.GenerateVerifier())
	noRedirects := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	authorize := func(redirect string) (int, http.Header) {
		q := url.Values{"client_id": {login.ClientSPA}, "response_type": {"code"}, "scope": {"openid email"},
			"redirect_uri": {redirect}, "state": {"st"}, "code_challenge": {challenge}, "code_challenge_method": {"S256"}}
		status, hdr, _ := do(t, noRedirects, http.MethodGet, r.issuer+login.PathAuthorize+"?"+q.Encode(), nil, nil)
		return status, hdr
	}
	for _, bad := range []string{
		"https://evil.example/bff/auth/callback",
		"http://localhost.evil.example/bff/auth/callback",
		"http://localhost:8080@evil.example/bff/auth/callback",
		"http://127.0.0.1:8080/bff/auth/callback/../../elsewhere",
		"http://127.0.0.1:8080/other",
		"http://[::1]:8080/bff/auth/callback",
		"https://localhost:8080/bff/auth/callback",
		"http://localhost:8080/bff/auth/callback?next=https://evil.example",
		"",
	} {
		if status, hdr := authorize(bad); status != http.StatusBadRequest || hdr.Get("Location") != "" {
			t.Errorf("%q: %d to %q", bad, status, hdr.Get("Location"))
		}
	}
	for _, good := range []string{testCallback, "http://localhost:8080/bff/auth/callback", "http://localhost/bff/auth/callback"} {
		status, hdr := authorize(good)
		if status != http.StatusFound || !strings.HasPrefix(hdr.Get("Location"), r.issuer+login.PathSignIn+"?id=") {
			t.Errorf("%q: %d to %q", good, status, hdr.Get("Location"))
		}
	}
}

func TestLoopbackCallback_acceptsOnlyTheBFFCallbackOnLoopbackNames(t *testing.T) {
	for uri, want := range map[string]bool{
		"http://localhost:5173/bff/auth/callback":   true,
		"http://127.0.0.1:65535/bff/auth/callback":  true,
		"http://127.0.0.1/bff/auth/callback":        true,
		"http://127.0.0.1:0/bff/auth/callback":      false,
		"http://127.0.0.1:65536/bff/auth/callback":  false,
		"http://127.0.0.1:080/bff/auth/callback":    false,
		"http://localhost:/bff/auth/callback":       false,
		"http://LOCALHOST:80/bff/auth/callback":     false,
		"http://127.0.0.2:80/bff/auth/callback":     false,
		"http://localhost:80/bff/auth/callback#x":   false,
		"http://localhost:80/bff/auth/callback?":    false,
		"http://localhost:80/bff/auth/%63allback":   false,
		"http://u@localhost:80/bff/auth/callback":   false,
		"https://127.0.0.1:443/bff/auth/callback":   false,
		"http://localhost:80/bff/auth/callback/x":   false,
		"http://evil.example:80/bff/auth/callback":  false,
		"http://127.0.0.1.nip.io/bff/auth/callback": false,
	} {
		if got := login.LoopbackCallback(uri); got != want {
			t.Errorf("LoopbackCallback(%q) = %v, want %v", uri, got, want)
		}
	}
}

func TestSignIn_promptNoneAnswersLoginRequired(t *testing.T) {
	r := newRig(t)
	_, conf := spaConfig(t, r)
	status, hdr, body := do(t, r.browser(), http.MethodGet, conf.AuthCodeURL("st", oauth2.S256ChallengeOption(oauth2.GenerateVerifier()),
		oauth2.SetAuthURLParam("prompt", "none")), nil, nil)
	loc, _ := url.Parse(hdr.Get("Location"))
	if status != http.StatusFound || loc == nil || loc.Query().Get("error") != "login_required" {
		t.Fatalf("%d %s %s", status, hdr.Get("Location"), body)
	}
}
