package login_test

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"golang.org/x/oauth2"

	"github.com/payhub/payhub/bff/auth"
	wire "github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/sandbox/login"
)

// openPage starts a payhub-spa sign-in with the extra authorize
// parameters and returns the hosted page it lands on.
func (r *rig) openPage(b *http.Client, extra url.Values) (int, http.Header, string) {
	r.t.Helper()
	q := url.Values{"client_id": {login.ClientSPA}, "response_type": {"code"}, "scope": {"openid email profile"},
		"redirect_uri": {testCallback}, "state": {"st"}, "nonce": {"n"}, "code_challenge_method": {"S256"},
		"code_challenge": {oauth2.S256ChallengeFromVerifier(oauth2.GenerateVerifier())}}
	for k, v := range extra {
		q[k] = v
	}
	return do(r.t, b, http.MethodGet, r.issuer+login.PathAuthorize+"?"+q.Encode(), nil, nil)
}

func TestSignInPage_LOGIN13_showsTheSiteInSpanishWithItsLogoUnderAStrictPolicy(t *testing.T) {
	r := newRig(t)
	status, hdr, page := r.openPage(r.browser(), url.Values{"ui_locales": {"es"}, "client_site": {"sunshine/demo"},
		"client_display": {"Sunshine County"}, "site_display": {"demo"}, "email_param_site": {"sunshine/demo"},
		"display_logo_url": {"/web/portal/brand/sunshine-logo.svg"}})
	if status != http.StatusOK {
		t.Fatalf("%d %s", status, page)
	}
	for _, want := range []string{
		`<html lang="es">`, `<h1>Inicie sesión en Sunshine County</h1>`, `Sitio: demo`,
		// The logo path is the BFF's: it is taken on the redirect URI's origin.
		`src="http://127.0.0.1:49152/web/portal/brand/sunshine-logo.svg"`, `alt="Logotipo de Sunshine County"`,
		`<label for="email">Correo electrónico</label>`, `<label for="password">Contraseña</label>`,
		`autocomplete="current-password"`, `lang="en" hreflang="en">English</a>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %s", want)
		}
	}
	csp := hdr.Get("Content-Security-Policy")
	for _, want := range []string{"default-src 'self'", "img-src 'self' http://127.0.0.1:49152",
		"form-action 'self' http://127.0.0.1:49152", "frame-ancestors 'none'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("policy %q lacks %q", csp, want)
		}
	}
	if strings.Contains(csp, "unsafe-inline") || strings.Contains(page, "<script") || strings.Contains(page, "style=") ||
		strings.Contains(page, "<style") {
		t.Errorf("inline script or style:\n%s\n%s", csp, page)
	}
	status, _, css := do(t, http.DefaultClient, http.MethodGet, r.issuer+login.PathStylesheet, nil, nil)
	if status != http.StatusOK || !strings.Contains(css, ":focus-visible") {
		t.Errorf("stylesheet %d", status)
	}
	// English by default, and a logo of another site's http origin is not shown.
	_, _, page = r.openPage(r.browser(), url.Values{"display_logo_url": {"http://evil.example/logo.svg"}})
	if !strings.Contains(page, `<html lang="en">`) || !strings.Contains(page, "<h1>Sign in</h1>") ||
		strings.Contains(page, "evil.example") {
		t.Errorf("English page:\n%s", page)
	}
}

func TestSignInPage_ERR80_wrongPasswordAndUnknownEmailGetOneMessageTiedToThePasswordField(t *testing.T) {
	r := newRig(t)
	b := r.browser()
	_, _, page := r.openPage(b, nil)
	var bodies []string
	for _, email := range []string{login.SeedResidentEmail, "nobody@example.com"} {
		status, _, body := postForm(t, b, r, page, login.PathSignIn, url.Values{"email": {email}, "password": {"not-it-1"}})
		if status != http.StatusUnauthorized {
			t.Fatalf("%s: %d", email, status)
		}
		for _, want := range []string{`role="alert"`, `<p class="error" id="password-error">Your e-mail address or password is incorrect.</p>`,
			`aria-describedby="password-error" aria-invalid="true"`} {
			if !strings.Contains(body, want) {
				t.Errorf("%s: page lacks %s:\n%s", email, want, body)
			}
		}
		bodies = append(bodies, regexp.MustCompile(`value="[^"]*"`).ReplaceAllString(body, ""))
	}
	if bodies[0] != bodies[1] {
		t.Error("a wrong password and an unknown e-mail are answered differently")
	}
}

func TestSignInPage_aFormPostedWithoutItsPageTokenIsRefused(t *testing.T) {
	r := newRig(t)
	b := r.browser()
	_, _, page := r.openPage(b, nil)
	status, hdr, body := postForm(t, b, r, page, login.PathSignIn, url.Values{"email": {login.SeedResidentEmail},
		"password": {login.SeedPassword}, "csrf": {"forged-by-another-site"}})
	if status != http.StatusForbidden || hdr.Get("Location") != "" || !strings.Contains(body, "open too long") {
		t.Fatalf("%d %s", status, body)
	}
	// An unknown sign-in request is answered with the page, not a redirect.
	status, _, body = do(t, b, http.MethodGet, r.issuer+login.PathSignIn+"?id=ar_unknown", nil, nil)
	if status != http.StatusNotFound || !strings.Contains(body, "cannot be used") {
		t.Fatalf("unknown request: %d %s", status, body)
	}
}

func TestSignUp_makesAnUnverifiedAccountMailsACodeThatVerifiesItAndRefusesATakenEmail(t *testing.T) {
	r := newRig(t)
	ctx := t.Context()
	rp := auth.NewRP(auth.Config{Issuer: r.issuer})
	f := auth.NewFlow("sunshine", "demo", "/", time.Now())
	f.RedirectURL = testCallback
	to, err := rp.AuthURL(ctx, f, auth.Display{Client: "sunshine", Site: "demo", UILocales: "en"})
	if err != nil {
		t.Fatal(err)
	}
	b := r.browser()
	_, _, page := do(t, b, http.MethodGet, to, nil, nil)
	_, _, page = do(t, b, http.MethodGet, r.issuer+login.PathSignUp+"?id="+url.QueryEscape(hidden(t, page, "id")), nil, nil)
	// A short password is refused, its error tied to the field with its hint.
	status, _, body := postForm(t, b, r, page, login.PathSignUp, url.Values{"givenName": {"Nia"},
		"familyName": {"New"}, "email": {"nia.new@example.com"}, "password": {"short"}})
	if status != http.StatusBadRequest || !strings.Contains(body, `aria-describedby="password-hint password-error" aria-invalid="true"`) ||
		!strings.Contains(body, `value="nia.new@example.com"`) {
		t.Fatalf("short password: %d %s", status, body)
	}
	status, hdr, body := postForm(t, b, r, page, login.PathSignUp, url.Values{"givenName": {"Nia"},
		"familyName": {"New"}, "email": {"Nia.New@example.com"}, "password": {"long enough 1"}})
	loc, _ := url.Parse(hdr.Get("Location"))
	if status != http.StatusFound || loc == nil || loc.Query().Get("code") == "" {
		t.Fatalf("sign-up: %d %s %s", status, hdr.Get("Location"), body)
	}
	id, err := rp.Exchange(ctx, f, loc.Query().Get("code"))
	if err != nil || id.Email != "nia.new@example.com" || id.EmailVerified || id.GivenName != "Nia" {
		t.Fatalf("identity %+v %v", id, err)
	}
	code := r.lastCode("nia.new@example.com")
	var out wire.VerifyEmailResponse
	if status := postJSON(t, r.issuer+login.PathVerifyEmail, wire.VerifyEmailRequest{Email: id.Email,
		ProviderIdentifier: r.issuer, Token: code}, nil, &out); status != http.StatusOK || !out.Verified {
		t.Fatalf("verify: %d %+v", status, out)
	}
	// Signing up again with the e-mail is refused on the e-mail field.
	_, _, page = r.openPage(b, nil)
	_, _, page = do(t, b, http.MethodGet, r.issuer+login.PathSignUp+"?id="+url.QueryEscape(hidden(t, page, "id")), nil, nil)
	status, _, body = postForm(t, b, r, page, login.PathSignUp, url.Values{"givenName": {"Nia"},
		"familyName": {"New"}, "email": {"nia.new@example.com"}, "password": {"long enough 1"}})
	if status != http.StatusConflict || !strings.Contains(body, `id="email-error"`) {
		t.Fatalf("second sign-up: %d %s", status, body)
	}
}
