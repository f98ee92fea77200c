// Package stafftest signs seed staff accounts in to the sandbox login
// service's staff client, for tests of the staff calls over real HTTP.
package stafftest

import (
	"html"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"golang.org/x/oauth2"

	"github.com/payhub/payhub/bff/upstream/login"
)

// Password is every seed account's password.
const Password = "Payhub!2026"

// callback is a staff redirect URI on loopback that nothing serves: the
// browser stops at it.
const callback = "http://127.0.0.1:49152" + login.StaffCallbackPath

// Token signs email in to the staff client of the login service at issuer
// (the sandbox's address and /svc/login, which must be its issuer) on its
// hosted page, asking for scopes (every admin scope when none), and
// returns the access token.
func Token(t testing.TB, issuer, email string, scopes ...string) string {
	t.Helper()
	if len(scopes) == 0 {
		scopes = login.StaffScopes()
	}
	u, err := url.Parse(issuer)
	if err != nil {
		t.Fatal(err)
	}
	origin := u.Scheme + "://" + u.Host
	conf := oauth2.Config{ClientID: login.ClientStaff, RedirectURL: callback,
		Endpoint: oauth2.Endpoint{AuthURL: issuer + "/oidc/authorize", TokenURL: issuer + "/oidc/token",
			AuthStyle: oauth2.AuthStyleInParams},
		Scopes: append([]string{"openid", "email", "profile"}, scopes...)}
	verifier := oauth2.GenerateVerifier()
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	b := &http.Client{Jar: jar, Timeout: 30 * time.Second, CheckRedirect: func(req *http.Request, _ []*http.Request) error {
		if !strings.HasPrefix(req.URL.String(), origin) {
			return http.ErrUseLastResponse
		}
		return nil
	}}
	_, page := send(t, b, http.MethodGet, conf.AuthCodeURL("st", oauth2.S256ChallengeOption(verifier)), nil)
	form := url.Values{"email": {email}, "password": {Password}}
	for _, k := range []string{"id", "csrf", "lang"} {
		m := regexp.MustCompile(`name="` + k + `" value="([^"]*)"`).FindStringSubmatch(page)
		if m == nil {
			t.Fatalf("sign-in page without %s: %s", k, page)
		}
		form.Set(k, html.UnescapeString(m[1]))
	}
	header, body := send(t, b, http.MethodPost, issuer+"/signin", form)
	loc, err := url.Parse(header.Get("Location"))
	if err != nil || loc.Query().Get("code") == "" {
		t.Fatalf("staff sign-in of %s: %s", email, body)
	}
	tok, err := conf.Exchange(t.Context(), loc.Query().Get("code"), oauth2.VerifierOption(verifier))
	if err != nil {
		t.Fatal(err)
	}
	return tok.AccessToken
}

// send sends a form (nil: no body) and returns the answer's header and
// body.
func send(t testing.TB, c *http.Client, method, u string, form url.Values) (http.Header, string) {
	t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequestWithContext(t.Context(), method, u, body)
	if err != nil {
		t.Fatal(err)
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.Header, string(b)
}
