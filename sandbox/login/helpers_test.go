package login_test

import (
	"context"
	"encoding/json"
	"html"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"github.com/payhub/payhub/bff/hostauth"
	"github.com/payhub/payhub/sandbox/issuer"
	"github.com/payhub/payhub/sandbox/login"
	"github.com/payhub/payhub/sandbox/outbox"
	"github.com/payhub/payhub/sandbox/sqlite"
)

// clock is real time moved by an offset, so that the library's own
// time.Now and the service's clock agree until a test moves it.
type clock struct {
	mu     sync.Mutex
	offset time.Duration
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return time.Now().Add(c.offset)
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.offset += d
}

// rig is the login service and the sandbox token issuer on one test
// server, under their sandbox prefixes.
type rig struct {
	t      *testing.T
	svc    *login.Service
	db     *sqlite.DB
	base   string // the server's origin
	issuer string // the login service's issuer URL
	county *issuer.Issuer
	clock  *clock
}

// testCallback is a loopback redirect URI no test server listens on: the
// test browser stops at it.
const testCallback = "http://127.0.0.1:49152/bff/auth/callback"

func newRig(t *testing.T) *rig {
	t.Helper()
	db, err := sqlite.Open(t.Context(), t.TempDir(), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	mux := http.NewServeMux()
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	r := &rig{t: t, db: db, base: srv.URL, issuer: srv.URL + "/svc/login", clock: &clock{}}
	r.county = issuer.New(issuer.Config{URL: srv.URL + "/svc/issuer"})
	r.svc, err = login.New(context.Background(), login.Config{
		Issuer: r.issuer, Store: db.Login(), Now: r.clock.Now, PasswordCost: bcrypt.MinCost,
		TrustedIssuers: []hostauth.Issuer{{Issuer: r.county.URL(), JWKSURL: r.county.JWKSURL(), Audience: issuer.Audience}},
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.svc.Close)
	mux.Handle("/svc/login/", http.StripPrefix("/svc/login", r.svc.Handler()))
	mux.Handle("/svc/issuer/", http.StripPrefix("/svc/issuer", r.county.Handler()))
	return r
}

// browser is a client with cookies that stops at the client's callback
// (and at any redirect away from the test server).
func (r *rig) browser() *http.Client {
	jar, err := cookiejar.New(nil)
	if err != nil {
		r.t.Fatal(err)
	}
	return &http.Client{Jar: jar, Timeout: 30 * time.Second,
		CheckRedirect: func(req *http.Request, _ []*http.Request) error {
			if !strings.HasPrefix(req.URL.String(), r.base) {
				return http.ErrUseLastResponse
			}
			return nil
		}}
}

// do sends a request and returns the status, headers and body.
func do(t *testing.T, c *http.Client, method, u string, body io.Reader, hdr map[string]string) (int, http.Header, string) {
	t.Helper()
	req, err := http.NewRequest(method, u, body)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, u, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, string(b)
}

// hidden returns the value of the page's hidden input name.
func hidden(t *testing.T, page, name string) string {
	t.Helper()
	m := regexp.MustCompile(`name="` + name + `" value="([^"]*)"`).FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("no hidden %s in page:\n%s", name, page)
	}
	return html.UnescapeString(m[1])
}

// postForm posts the page's form to path with fields, adding its id, csrf
// and lang, and returns the answer.
func postForm(t *testing.T, c *http.Client, r *rig, page, path string, fields url.Values) (int, http.Header, string) {
	t.Helper()
	for _, k := range []string{"id", "csrf", "lang"} {
		if fields.Get(k) == "" {
			fields.Set(k, hidden(t, page, k))
		}
	}
	return do(t, c, http.MethodPost, r.issuer+path, strings.NewReader(fields.Encode()),
		map[string]string{"Content-Type": "application/x-www-form-urlencoded"})
}

// postJSON posts v as JSON and decodes the answer into out.
func postJSON(t *testing.T, u string, v any, hdr map[string]string, out any) int {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if hdr == nil {
		hdr = map[string]string{}
	}
	hdr["Content-Type"] = "application/json"
	status, _, body := do(t, http.DefaultClient, http.MethodPost, u, strings.NewReader(string(b)), hdr)
	if out != nil {
		if err := json.Unmarshal([]byte(body), out); err != nil {
			t.Fatalf("POST %s: %d %s: %v", u, status, body, err)
		}
	}
	return status
}

// mails returns the outbox's messages to address, newest first.
func (r *rig) mails(to string) []outbox.Message {
	r.t.Helper()
	msgs, err := r.db.Outbox().List(r.t.Context(), to, 50)
	if err != nil {
		r.t.Fatal(err)
	}
	return msgs
}

// lastCode is the code in the newest verification e-mail to address.
func (r *rig) lastCode(to string) string {
	r.t.Helper()
	for _, m := range r.mails(to) {
		if m.Kind == login.KindVerificationCode {
			if c := regexp.MustCompile(`\b(\d{6})\b`).FindString(m.Text); c != "" {
				return c
			}
		}
	}
	r.t.Fatalf("no verification code mailed to %s", to)
	return ""
}
