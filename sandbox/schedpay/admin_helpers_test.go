package schedpay_test

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
	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox"
	sblogin "github.com/payhub/payhub/sandbox/login"
)

// Seed staff accounts (sandbox/login) and the seed resident.
const (
	sunshineAdmin  = sblogin.SeedStaffAdminEmail
	sunshineViewer = sblogin.SeedStaffViewerEmail
	moonbeamAdmin  = sblogin.SeedStaffOtherEmail
	residentEmail  = sblogin.SeedResidentEmail
)

// newAdminFixture is the sandbox at its own address, so that staff can
// sign in to its login service.
func newAdminFixture(t *testing.T) *fixture {
	t.Helper()
	base, err := time.Parse(time.RFC3339, startOfTest)
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, dir: t.TempDir(), base: base, ownURL: true}
	f.start()
	return f
}

// staffCallback is a staff redirect URI on loopback that nothing serves:
// the browser stops at it.
const staffCallback = "http://127.0.0.1:49152" + login.StaffCallbackPath

// staffToken signs email in to the staff client on the login service's
// page, asking for scopes (every admin scope when none), and returns the
// access token.
func (f *fixture) staffToken(email string, scopes ...string) string {
	t := f.t
	t.Helper()
	if len(scopes) == 0 {
		scopes = login.StaffScopes()
	}
	issuer := f.svc.URL + sandbox.PrefixLogin
	conf := oauth2.Config{ClientID: login.ClientStaff, RedirectURL: staffCallback,
		Endpoint: oauth2.Endpoint{AuthURL: issuer + "/oidc/authorize", TokenURL: issuer + "/oidc/token",
			AuthStyle: oauth2.AuthStyleInParams},
		Scopes: append([]string{"openid", "email", "profile"}, scopes...)}
	verifier := oauth2.GenerateVerifier()
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	b := &http.Client{Jar: jar, Timeout: 30 * time.Second, CheckRedirect: func(req *http.Request, _ []*http.Request) error {
		if !strings.HasPrefix(req.URL.String(), f.svc.URL) {
			return http.ErrUseLastResponse
		}
		return nil
	}}
	_, page := f.send(b, http.MethodGet, conf.AuthCodeURL("st", oauth2.S256ChallengeOption(verifier)), nil)
	form := url.Values{"email": {email}, "password": {sblogin.SeedPassword}}
	for _, k := range []string{"id", "csrf", "lang"} {
		m := regexp.MustCompile(`name="` + k + `" value="([^"]*)"`).FindStringSubmatch(page)
		if m == nil {
			t.Fatalf("sign-in page without %s: %s", k, page)
		}
		form.Set(k, html.UnescapeString(m[1]))
	}
	header, body := f.send(b, http.MethodPost, issuer+"/signin", form)
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
func (f *fixture) send(c *http.Client, method, u string, form url.Values) (http.Header, string) {
	t := f.t
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

// as is the staff client acting as the seed staff account email with
// scopes (every admin scope when none).
func (f *fixture) as(email string, scopes ...string) *wire.Admin {
	f.t.Helper()
	return f.plans.Admin(f.staffToken(email, scopes...))
}

// residentID is the login service's id of the seed resident, whose plans
// staff make.
func (f *fixture) residentID() string {
	f.t.Helper()
	u, err := f.srv.DB().Login().UserByEmail(f.t.Context(), residentEmail)
	if err != nil {
		f.t.Fatal(err)
	}
	return u.ID
}

// adminRequest is a monthly plan of pathTax1 for the seed resident, paid
// with tender, as staff enter it.
func (f *fixture) adminRequest(tender wallet.Tender) wire.AdminPlanRequest {
	p := payload("", "", "", pathTax1, tender, wire.FrequencyRule{Type: wire.RecurringMonthlyOnDate, StartDate: f.date(5)})
	p.User = nil
	p.ConstantAmount = ptr("10.00")
	p.Agreement = &wire.Agreement{Terms: "The payer accepted the terms by phone.", Time: startOfTest}
	return wire.AdminPlanRequest{Payer: wire.Payer{Name: "Rosa Resident", Email: residentEmail}, Plan: p}
}
