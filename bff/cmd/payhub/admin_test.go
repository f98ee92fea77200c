package main

import (
	"bytes"
	"encoding/json"
	"html"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/sandbox/login"
)

// staffBrowser is one browser on the staff console: it follows the staff
// sign-in between the BFF and the sandbox login service's staff page with
// their cookies, stops at the first console page it is sent to, and sends
// the CSRF header on commands as the console would.
type staffBrowser struct {
	t      *testing.T
	m      *Main
	client *http.Client
}

func newStaffBrowser(t *testing.T, m *Main) *staffBrowser {
	t.Helper()
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &staffBrowser{t: t, m: m, client: &http.Client{Jar: jar, Timeout: 2 * time.Minute,
		CheckRedirect: func(req *http.Request, _ []*http.Request) error {
			if strings.HasPrefix(req.URL.Path, "/admin") {
				return http.ErrUseLastResponse // a console page: the sign-in is over
			}
			return nil
		}}}
}

// signInStaff signs email in on the staff console and returns the browser
// and the console page the callback sent it to.
func signInStaff(t *testing.T, m *Main, email, returnTo string) (*staffBrowser, string) {
	t.Helper()
	b := newStaffBrowser(t, m)
	return b, b.signIn(email, returnTo)
}

// signIn starts at the BFF's staff sign-in route, fills in the login
// service's page and returns where the BFF's callback sent the browser.
func (b *staffBrowser) signIn(email, returnTo string) string {
	b.t.Helper()
	resp, body := b.trySignIn(email, returnTo)
	if resp.StatusCode != http.StatusSeeOther || resp.Request.URL.Path != "/bff/v1/admin/auth/callback" {
		b.t.Fatalf("staff sign-in of %s: %d at %s\n%s", email, resp.StatusCode, resp.Request.URL, body)
	}
	return resp.Header.Get("Location")
}

// trySignIn posts email's credentials on the login service's staff page
// reached from the BFF's staff sign-in route, and returns the last answer.
func (b *staffBrowser) trySignIn(email, returnTo string) (*http.Response, string) {
	b.t.Helper()
	resp, page := b.send(http.MethodGet, b.m.URL("bff")+"/bff/v1/admin/auth/login?returnTo="+url.QueryEscape(returnTo), nil)
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Request.URL.String(), b.m.URL("sandbox")+"/svc/login/") {
		b.t.Fatalf("staff sign-in page: %d at %s\n%s", resp.StatusCode, resp.Request.URL, page)
	}
	form := url.Values{"email": {email}, "password": {login.SeedPassword}}
	for _, name := range []string{"id", "csrf", "lang"} {
		f := regexp.MustCompile(`name="` + name + `" value="([^"]*)"`).FindStringSubmatch(page)
		if f == nil {
			b.t.Fatalf("the staff page has no %s", name)
		}
		form.Set(name, html.UnescapeString(f[1]))
	}
	req, err := http.NewRequest(http.MethodPost, b.m.URL("sandbox")+"/svc/login"+login.PathSignIn, strings.NewReader(form.Encode()))
	if err != nil {
		b.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err = b.client.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp, string(body)
}

func (b *staffBrowser) send(method, u string, body io.Reader) (*http.Response, string) {
	b.t.Helper()
	req, err := http.NewRequest(method, u, body)
	if err != nil {
		b.t.Fatal(err)
	}
	if method != http.MethodGet {
		req.Header.Set("X-Requested-With", "payhub")
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := b.client.Do(req)
	if err != nil {
		b.t.Fatalf("%s %s: %v", method, u, err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	return resp, string(raw)
}

// admin sends a request to /bff/v1/admin+path and decodes a JSON answer
// into out (when out is not nil).
func (b *staffBrowser) admin(method, path string, body, out any) (int, string) {
	b.t.Helper()
	var r io.Reader
	if body != nil {
		raw, err := json.Marshal(body)
		if err != nil {
			b.t.Fatal(err)
		}
		r = bytes.NewReader(raw)
	}
	resp, raw := b.send(method, b.m.URL("bff")+"/bff/v1/admin"+path, r)
	if out != nil && resp.StatusCode < 300 {
		if err := json.Unmarshal([]byte(raw), out); err != nil {
			b.t.Fatalf("%s %s: %d %s: %v", method, path, resp.StatusCode, raw, err)
		}
	}
	if cc := resp.Header.Get("Cache-Control"); cc != "no-store" {
		b.t.Errorf("%s %s: Cache-Control %q, want no-store", method, path, cc)
	}
	return resp.StatusCode, raw
}

// errorCode is the code of an error answer's body.
func errorCode(raw string) string {
	var e struct {
		Error struct {
			Code string `json:"code"`
		} `json:"error"`
	}
	_ = json.Unmarshal([]byte(raw), &e)
	return e.Error.Code
}

// adminRoute is one staff route with a body it accepts.
type adminRoute struct {
	method, path string
	body         any
}

// adminRoutes are every staff route behind a staff session.
func adminRoutes() []adminRoute {
	banner := map[string]any{"preset": "cardDown", "clientSites": []map[string]string{{"client": "sunshine", "site": "demo"}}}
	return []adminRoute{
		{http.MethodGet, "/me", nil},
		{http.MethodGet, "/sites?feature=announcements", nil},
		{http.MethodGet, "/announcements/presets", nil},
		{http.MethodGet, "/announcements/banners", nil},
		{http.MethodPost, "/announcements/banners", banner},
		{http.MethodGet, "/announcements/banners/x1", nil},
		{http.MethodPut, "/announcements/banners/x1", banner},
		{http.MethodDelete, "/announcements/banners/x1", nil},
		{http.MethodGet, "/audit", nil},
	}
}
