package announcements_test

import (
	"errors"
	"html"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"golang.org/x/oauth2"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/announcements"
	"github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/sandbox"
)

// adminRig is the real sandbox on its own address (the login service's
// issuer is that address), with the announcements client over it.
type adminRig struct {
	t      *testing.T
	base   string
	srv    *sandbox.Server
	client *announcements.Client
}

func newAdminRig(t *testing.T) *adminRig {
	t.Helper()
	ts := httptest.NewUnstartedServer(nil)
	base := "http://" + ts.Listener.Addr().String()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir(), URL: base})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Close() })
	ts.Config.Handler = srv.Handler()
	ts.Start()
	t.Cleanup(ts.Close)
	return &adminRig{t: t, base: base, srv: srv, client: clientAt(t, base+sandbox.PrefixAnnouncements)}
}

// staffCallback is a staff redirect URI on loopback that nothing serves:
// the browser stops at it.
const staffCallback = "http://127.0.0.1:49152" + login.StaffCallbackPath

// token signs email in to the staff client on the hosted page, asking for
// scopes (every admin scope when none), and returns the access token.
func (r *adminRig) token(email string, scopes ...string) string {
	r.t.Helper()
	if len(scopes) == 0 {
		scopes = login.StaffScopes()
	}
	issuer := r.base + sandbox.PrefixLogin
	conf := oauth2.Config{ClientID: login.ClientStaff, RedirectURL: staffCallback,
		Endpoint: oauth2.Endpoint{AuthURL: issuer + "/oidc/authorize", TokenURL: issuer + "/oidc/token",
			AuthStyle: oauth2.AuthStyleInParams},
		Scopes: append([]string{"openid", "email", "profile"}, scopes...)}
	verifier := oauth2.GenerateVerifier()
	jar, err := cookiejar.New(nil)
	if err != nil {
		r.t.Fatal(err)
	}
	b := &http.Client{Jar: jar, Timeout: 30 * time.Second, CheckRedirect: func(req *http.Request, _ []*http.Request) error {
		if !strings.HasPrefix(req.URL.String(), r.base) {
			return http.ErrUseLastResponse
		}
		return nil
	}}
	page := r.send(b, http.MethodGet, conf.AuthCodeURL("st", oauth2.S256ChallengeOption(verifier)), nil)
	form := url.Values{"email": {email}, "password": {"Payhub!2026"}}
	for _, k := range []string{"id", "csrf", "lang"} {
		m := regexp.MustCompile(`name="` + k + `" value="([^"]*)"`).FindStringSubmatch(page.body)
		if m == nil {
			r.t.Fatalf("sign-in page without %s: %s", k, page.body)
		}
		form.Set(k, html.UnescapeString(m[1]))
	}
	done := r.send(b, http.MethodPost, issuer+"/signin", form)
	loc, err := url.Parse(done.header.Get("Location"))
	if err != nil || loc.Query().Get("code") == "" {
		r.t.Fatalf("sign-in of %s: %d %s", email, done.status, done.body)
	}
	tok, err := conf.Exchange(r.t.Context(), loc.Query().Get("code"), oauth2.VerifierOption(verifier))
	if err != nil {
		r.t.Fatal(err)
	}
	return tok.AccessToken
}

type answer struct {
	status int
	header http.Header
	body   string
}

func (r *adminRig) send(c *http.Client, method, u string, form url.Values) answer {
	r.t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequestWithContext(r.t.Context(), method, u, body)
	if err != nil {
		r.t.Fatal(err)
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	resp, err := c.Do(req)
	if err != nil {
		r.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return answer{status: resp.StatusCode, header: resp.Header, body: string(b)}
}

// as is the admin client acting as the seed staff account email, with
// scopes (every admin scope when none).
func (r *adminRig) as(email string, scopes ...string) *announcements.Admin {
	r.t.Helper()
	return r.client.Admin(r.token(email, scopes...))
}

// Seed staff accounts (sandbox/login).
const (
	sunshineAdmin  = "admin@sunshine.example"
	sunshineViewer = "viewer@sunshine.example"
	moonbeamAdmin  = "admin@moonbeam.example"
)

// codeOf is the bff code of err ("" for nil).
func codeOf(err error) bff.Code {
	var e *bff.Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

// wantCode fails unless err carries code.
func wantCode(t *testing.T, what string, err error, code bff.Code) {
	t.Helper()
	if got := codeOf(err); got != code {
		t.Errorf("%s: %v (code %q), want %q", what, err, got, code)
	}
}

// invalidMessage is the service's message of a 400 answer, "" for any
// other.
func invalidMessage(err error) string {
	var se *upstream.StatusError
	if errors.As(err, &se) && se.Status == http.StatusBadRequest {
		return se.Message
	}
	return ""
}

// cardDown is a valid card outage banner on pairs.
func cardDown(pairs ...announcements.ClientSite) announcements.Banner {
	return announcements.Banner{ClientSites: pairs, Type: announcements.TypeCardDown, FriendlyType: "Card payments down",
		Text:    localized("Card payments are down.", "Los pagos con tarjeta no funcionan."),
		Methods: []string{announcements.MethodCard}, Active: true,
		Effects: []string{announcements.EffectDisableCardPayments}}
}

var (
	sunshineDemo  = announcements.ClientSite{Client: "sunshine", Site: "demo"}
	sunshineKiosk = announcements.ClientSite{Client: "sunshine", Site: "kiosk"}
	moonbeamPay   = announcements.ClientSite{Client: "moonbeam", Site: "pay"}
)
