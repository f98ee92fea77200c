package login_test

import (
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	wire "github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/sandbox/login"
)

// staffCallback is a loopback staff redirect URI no test server listens on.
const staffCallback = "http://127.0.0.1:49152" + login.StaffCallbackPath

// staffConfig is the staff console's OAuth client, asking for every admin
// scope.
func staffConfig(t *testing.T, r *rig) oauth2.Config {
	t.Helper()
	p, err := oidc.NewProvider(t.Context(), r.issuer)
	if err != nil {
		t.Fatal(err)
	}
	return oauth2.Config{ClientID: login.ClientStaff, Endpoint: p.Endpoint(), RedirectURL: staffCallback,
		Scopes: append([]string{oidc.ScopeOpenID, "email", "profile"}, wire.StaffScopes()...)}
}

// staffSignIn signs email in to conf's client on the hosted page and
// returns the status of the sign-in post, the page, and the code when the
// service sent the browser on to the callback.
func (r *rig) staffSignIn(conf oauth2.Config, email, verifier string) (int, string, string) {
	r.t.Helper()
	b := r.browser()
	status, _, page := do(r.t, b, http.MethodGet, conf.AuthCodeURL("st", oauth2.S256ChallengeOption(verifier)), nil, nil)
	if status != http.StatusOK {
		r.t.Fatalf("authorize: %d %s", status, page)
	}
	status, hdr, body := postForm(r.t, b, r, page, login.PathSignIn,
		url.Values{"email": {email}, "password": {login.SeedPassword}})
	if status != http.StatusFound {
		return status, body, ""
	}
	loc, err := url.Parse(hdr.Get("Location"))
	if err != nil || loc.Scheme+"://"+loc.Host+loc.Path != conf.RedirectURL {
		r.t.Fatalf("sign-in went to %q", hdr.Get("Location"))
	}
	return status, body, loc.Query().Get("code")
}

// staffToken signs email in to the staff client and returns its verified
// access token.
func (r *rig) staffToken(email string) (string, wire.Staff) {
	r.t.Helper()
	conf := staffConfig(r.t, r)
	verifier := oauth2.GenerateVerifier()
	status, page, code := r.staffSignIn(conf, email, verifier)
	if code == "" {
		r.t.Fatalf("staff sign-in of %s: %d %s", email, status, page)
	}
	tok, err := conf.Exchange(r.t.Context(), code, oauth2.VerifierOption(verifier))
	if err != nil {
		r.t.Fatal(err)
	}
	staff, err := r.svc.StaffVerifier().Verify(r.t.Context(), tok.AccessToken)
	if err != nil {
		r.t.Fatalf("staff token of %s: %v", email, err)
	}
	return tok.AccessToken, staff
}

func TestStaffSignIn_theSeedStaffTokensCarryTheirScopesAndSites(t *testing.T) {
	r := newRig(t)
	read := []string{wire.ScopeBannersRead, wire.ScopeNotificationsRead, wire.ScopeFootersRead}
	for _, tc := range []struct {
		email  string
		scopes []string
		site   string // one site the member acts for
		other  string // a client the member does not
	}{
		{login.SeedStaffAdminEmail, wire.StaffScopes(), "sunshine/demo", "moonbeam"},
		{login.SeedStaffViewerEmail, read, "sunshine/kiosk", "moonbeam"},
		{login.SeedStaffOtherEmail, wire.StaffScopes(), "moonbeam/pay", "sunshine"},
	} {
		_, staff := r.staffToken(tc.email)
		if staff.Email != tc.email || !strings.HasPrefix(staff.Subject, "usr_") || !slices.Equal(staff.Scopes, tc.scopes) {
			t.Errorf("%s: %+v, want scopes %v", tc.email, staff, tc.scopes)
		}
		client, site, _ := strings.Cut(tc.site, "/")
		if !staff.Sites.Allows(client, site) || staff.Sites.AllowsClient(tc.other) || staff.Sites.Allows(tc.other, site) {
			t.Errorf("%s: sites %v", tc.email, staff.Sites)
		}
		// The staff token is shorter-lived than a resident's.
		if life := time.Until(staff.Expiry); life > login.StaffAccessTokenTTL || life < login.StaffAccessTokenTTL-time.Minute ||
			login.StaffAccessTokenTTL >= login.AccessTokenTTL {
			t.Errorf("%s: token lives %v", tc.email, life)
		}
	}
}

func TestStaffSignIn_theTokenIsRefusedOnceExpiredOrAlteredOrOfAnotherIssuer(t *testing.T) {
	r := newRig(t)
	raw, _ := r.staffToken(login.SeedStaffAdminEmail)
	parts := strings.Split(raw, ".")
	altered := parts[0] + "." + parts[1] + "x." + parts[2]
	if _, err := r.svc.StaffVerifier().Verify(t.Context(), altered); err == nil {
		t.Error("an altered token verified")
	}
	// An unsigned token ("alg": "none") is refused by the pinned algorithm.
	none := "eyJhbGciOiJub25lIn0." + parts[1] + "."
	if _, err := r.svc.StaffVerifier().Verify(t.Context(), none); err == nil {
		t.Error("an unsigned token verified")
	}
	// A remote service checks it over the JWKS, for this issuer only.
	jwks := oidc.NewRemoteKeySet(t.Context(), r.issuer+login.PathKeys)
	if _, err := wire.NewStaffVerifier(r.issuer, jwks, r.clock.Now).Verify(t.Context(), raw); err != nil {
		t.Errorf("over the JWKS: %v", err)
	}
	other := wire.NewStaffVerifier("http://elsewhere.example/svc/login", jwks, r.clock.Now)
	if _, err := other.Verify(t.Context(), raw); err == nil {
		t.Error("a token verified for another issuer")
	}
	r.clock.Advance(login.StaffAccessTokenTTL + time.Second)
	if _, err := r.svc.StaffVerifier().Verify(t.Context(), raw); err == nil {
		t.Error("an expired token verified")
	}
}

func TestStaffSignIn_aResidentIsRefusedByTheStaffClientAndSignUpIsClosed(t *testing.T) {
	r := newRig(t)
	conf := staffConfig(t, r)
	for _, lang := range []struct{ ui, text string }{
		{"en", "no access to the staff console"}, {"es", "no tiene acceso a la consola del personal"},
	} {
		conf.Endpoint.AuthURL = strings.Split(conf.Endpoint.AuthURL, "?")[0] + "?ui_locales=" + lang.ui
		status, page, code := r.staffSignIn(conf, login.SeedResidentEmail, oauth2.GenerateVerifier())
		if status != http.StatusForbidden || code != "" || !strings.Contains(page, lang.text) {
			t.Errorf("%s: resident at the staff client: %d %q", lang.ui, status, page)
		}
	}
	// The staff page offers no sign-up, and a sign-up post is refused.
	conf = staffConfig(t, r)
	b := r.browser()
	_, _, page := do(t, b, http.MethodGet, conf.AuthCodeURL("st", oauth2.S256ChallengeOption(oauth2.GenerateVerifier())), nil, nil)
	if strings.Contains(page, login.PathSignUp+"?") {
		t.Error("the staff sign-in page links to sign-up")
	}
	status, _, body := postForm(t, b, r, page, login.PathSignUp, url.Values{"email": {"new.staff@sunshine.example"},
		"password": {"Payhub!2026"}, "givenName": {"New"}, "familyName": {"Staff"}})
	if status != http.StatusForbidden || !strings.Contains(body, "no access to the staff console") {
		t.Errorf("staff sign-up: %d %s", status, body)
	}
	if _, err := r.db.Login().UserByEmail(t.Context(), "new.staff@sunshine.example"); !errors.Is(err, login.ErrNotFound) {
		t.Errorf("a staff sign-up made an account: %v", err)
	}
}

// A resident asking the portal's client for admin scopes gets none: the
// request loses them, and the access token stays opaque (no claims).
func TestStaffSignIn_aResidentAskingForAdminScopesGetsNone(t *testing.T) {
	r := newRig(t)
	_, conf := spaConfig(t, r)
	conf.Scopes = append(conf.Scopes, wire.StaffScopes()...)
	verifier := oauth2.GenerateVerifier()
	code := r.signInCode(r.browser(), conf.AuthCodeURL("st", oauth2.S256ChallengeOption(verifier))).Query().Get("code")
	tok, err := conf.Exchange(t.Context(), code, oauth2.VerifierOption(verifier))
	if err != nil {
		t.Fatal(err)
	}
	if s, _ := tok.Extra("scope").(string); strings.Contains(s, "admin:") {
		t.Errorf("granted scopes %q", s)
	}
	if _, err := r.svc.StaffVerifier().Verify(t.Context(), tok.AccessToken); err == nil {
		t.Error("a resident's access token verified as a staff token")
	}
	if raw, _ := tok.Extra("id_token").(string); raw != "" {
		if _, err := r.svc.StaffVerifier().Verify(t.Context(), raw); err == nil {
			t.Error("a resident's ID token verified as a staff token")
		}
	}
	// The seed admin signing in to the portal gets a resident's token too.
	code = r.signInCodeAs(r.browser(), conf.AuthCodeURL("st", oauth2.S256ChallengeOption(verifier)),
		login.SeedStaffAdminEmail).Query().Get("code")
	if tok, err = conf.Exchange(t.Context(), code, oauth2.VerifierOption(verifier)); err != nil {
		t.Fatal(err)
	}
	if _, err := r.svc.StaffVerifier().Verify(t.Context(), tok.AccessToken); err == nil {
		t.Error("a portal token verified as a staff token")
	}
}

// The staff client's ID token is no access token: it has no sites claim.
func TestStaffSignIn_theStaffIDTokenIsNotAnAccessToken(t *testing.T) {
	r := newRig(t)
	conf := staffConfig(t, r)
	verifier := oauth2.GenerateVerifier()
	_, _, code := r.staffSignIn(conf, login.SeedStaffAdminEmail, verifier)
	tok, err := conf.Exchange(t.Context(), code, oauth2.VerifierOption(verifier))
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := tok.Extra("id_token").(string)
	if _, err := r.svc.StaffVerifier().Verify(t.Context(), raw); !errors.Is(err, wire.ErrNotStaffToken) {
		t.Errorf("the staff ID token: %v", err)
	}
}

func TestStaffLoopbackCallback_acceptsOnlyTheStaffCallbackOnLoopback(t *testing.T) {
	for uri, want := range map[string]bool{
		staffCallback: true,
		"http://localhost" + login.StaffCallbackPath:    true,
		"http://127.0.0.1:8080" + login.CallbackPath:    false,
		"https://127.0.0.1" + login.StaffCallbackPath:   false,
		"http://evil.example" + login.StaffCallbackPath: false,
		staffCallback + "?x=1":                          false,
	} {
		if got := login.StaffLoopbackCallback(uri); got != want {
			t.Errorf("%s: %v", uri, got)
		}
	}
	if login.LoopbackCallback(staffCallback) {
		t.Error("the portal's client takes the staff callback")
	}
}

// Signing out ends the staff token for the services beside the login
// service at once, not when it expires.
func TestStaffSignIn_signingOutRevokesTheStaffToken(t *testing.T) {
	r := newRig(t)
	conf := staffConfig(t, r)
	verifier := oauth2.GenerateVerifier()
	_, _, code := r.staffSignIn(conf, login.SeedStaffAdminEmail, verifier)
	tok, err := conf.Exchange(t.Context(), code, oauth2.VerifierOption(verifier))
	if err != nil {
		t.Fatal(err)
	}
	staff, err := r.svc.StaffVerifier().Verify(t.Context(), tok.AccessToken)
	if err != nil || !strings.HasPrefix(staff.TokenID, "at_") {
		t.Fatalf("staff %+v %v", staff, err)
	}
	idToken, _ := tok.Extra("id_token").(string)
	noRedirects := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	if status, _, _ := do(t, noRedirects, http.MethodGet, r.issuer+login.PathEndSession+"?id_token_hint="+url.QueryEscape(idToken), nil, nil); status != http.StatusFound {
		t.Fatalf("end session: %d", status)
	}
	if _, err := r.svc.StaffVerifier().Verify(t.Context(), tok.AccessToken); !errors.Is(err, login.ErrStaffTokenRevoked) {
		t.Errorf("after sign-out: %v", err)
	}
}
