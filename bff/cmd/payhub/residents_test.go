package main

import (
	"bytes"
	"encoding/json"
	"html"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	loginapi "github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/login"
)

// usersAPI calls the sandbox login service's users API with its service
// credential, as another service would, and decodes the answer into out.
func usersAPI(t *testing.T, m *Main, method, path string, body, out any) int {
	t.Helper()
	var buf bytes.Buffer
	if body != nil {
		if err := json.NewEncoder(&buf).Encode(body); err != nil {
			t.Fatal(err)
		}
	}
	req, err := http.NewRequest(method, m.URL("sandbox")+sandbox.PrefixLogin+path, &buf)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+login.DefaultServiceToken)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if out != nil {
		if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
			t.Fatalf("%s %s: %d: %v", method, path, resp.StatusCode, err)
		}
	}
	return resp.StatusCode
}

// createResident makes an active account with email, signing in with
// login.SeedPassword, through the users API (POST /v1/users, forceActive).
func createResident(t *testing.T, m *Main, email, name string) loginapi.UserBody {
	t.Helper()
	var u loginapi.UserBody
	if code := usersAPI(t, m, http.MethodPost, "/v1/users", loginapi.CreateUserRequest{Email: email, Name: name,
		Password: login.SeedPassword, Options: loginapi.CreateUserOptions{ClientSite: "sunshine/demo", ForceActive: true}}, &u); code != http.StatusCreated || !u.EmailVerified {
		t.Fatalf("creating %s: %d %+v", email, code, u)
	}
	return u
}

// findUser reads the account with email back through the users API.
func findUser(t *testing.T, m *Main, email string) loginapi.UserBody {
	t.Helper()
	var u loginapi.UserBody
	if code := usersAPI(t, m, http.MethodGet, "/v1/findUser?email="+url.QueryEscape(email), nil, &u); code != http.StatusOK {
		t.Fatalf("finding %s: %d", email, code)
	}
	return u
}

// bobEmail is resident B of the tests of one resident against another,
// made through the users API; resident A is the sandbox's seeded resident.
const bobEmail = "bob@example.com"

// csrfHeader is the header the portal sends on every state-changing call.
var csrfHeader = map[string]string{"X-Requested-With": "payhub"}

// resident is a browser that signs in: it follows every redirect between
// the BFF and the sandbox login service, with their cookies, and stops at
// the first portal page it is sent to.
type resident struct {
	t      *testing.T
	m      *Main
	client *http.Client
}

func newResident(t *testing.T, m *Main) *resident {
	t.Helper()
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &resident{t: t, m: m, client: &http.Client{Jar: jar, Timeout: 2 * time.Minute,
		CheckRedirect: func(req *http.Request, _ []*http.Request) error {
			if strings.HasPrefix(req.URL.Path, "/sunshine/") {
				return http.ErrUseLastResponse // a portal page: the sign-in is over
			}
			return nil
		}}}
}

func (r *resident) send(method, u string, body io.Reader, contentType string) (*http.Response, string) {
	r.t.Helper()
	req, err := http.NewRequest(method, u, body)
	if err != nil {
		r.t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	resp, err := r.client.Do(req)
	if err != nil {
		r.t.Fatalf("%s %s: %v", method, u, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

// signIn starts at the BFF's sign-in route, fills in the login service's
// page and returns where the BFF's callback sent the browser.
func (r *resident) signIn(email, password, returnTo string) string {
	r.t.Helper()
	resp, page := r.send(http.MethodGet, r.m.URL("bff")+"/bff/v1/sunshine/demo/login?returnTo="+url.QueryEscape(returnTo), nil, "")
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Request.URL.String(), r.m.URL("sandbox")+"/svc/login/signin?id=") {
		r.t.Fatalf("sign-in page: %d at %s\n%s", resp.StatusCode, resp.Request.URL, page)
	}
	// The page names the site from its configuration (LOGIN-13).
	if !strings.Contains(page, "Sign in to Sunshine County") {
		r.t.Errorf("the page does not name the county:\n%s", page)
	}
	return r.submit(page, login.PathSignIn, url.Values{"email": {email}, "password": {password}})
}

// signUp starts at the BFF's sign-in route, goes on to the login service's
// sign-up page, makes an account there and returns where the BFF's
// callback sent the browser.
func (r *resident) signUp(email, password, givenName, familyName, returnTo string) string {
	r.t.Helper()
	resp, page := r.send(http.MethodGet, r.m.URL("bff")+"/bff/v1/sunshine/demo/login?returnTo="+url.QueryEscape(returnTo), nil, "")
	id := regexp.MustCompile(`name="id" value="([^"]*)"`).FindStringSubmatch(page)
	if resp.StatusCode != http.StatusOK || id == nil {
		r.t.Fatalf("sign-in page: %d at %s\n%s", resp.StatusCode, resp.Request.URL, page)
	}
	resp, page = r.send(http.MethodGet, r.m.URL("sandbox")+"/svc/login"+login.PathSignUp+"?lang=en&id="+url.QueryEscape(html.UnescapeString(id[1])), nil, "")
	if resp.StatusCode != http.StatusOK {
		r.t.Fatalf("sign-up page: %d at %s\n%s", resp.StatusCode, resp.Request.URL, page)
	}
	return r.submit(page, login.PathSignUp, url.Values{"email": {email}, "password": {password},
		"givenName": {givenName}, "familyName": {familyName}})
}

// submit posts form, with the hidden fields of the hosted page, to the
// login service's path and returns where the BFF's callback sent the
// browser.
func (r *resident) submit(page, path string, form url.Values) string {
	r.t.Helper()
	for _, name := range []string{"id", "csrf", "lang"} {
		m := regexp.MustCompile(`name="` + name + `" value="([^"]*)"`).FindStringSubmatch(page)
		if m == nil {
			r.t.Fatalf("the page has no %s", name)
		}
		form.Set(name, html.UnescapeString(m[1]))
	}
	resp, body := r.send(http.MethodPost, r.m.URL("sandbox")+"/svc/login"+path, strings.NewReader(form.Encode()),
		"application/x-www-form-urlencoded")
	if resp.StatusCode != http.StatusSeeOther || resp.Request.URL.Path != "/bff/auth/callback" {
		r.t.Fatalf("%s: %d at %s\n%s", path, resp.StatusCode, resp.Request.URL, body)
	}
	return resp.Header.Get("Location")
}

// signedInJSON is GET .../session's answer: the resident, or null.
type signedInJSON struct {
	User *struct {
		Subject, Email, GivenName, FamilyName, Name string
		EmailVerified                               bool
	} `json:"user"`
}

// session is the BFF's view of who the browser is.
func (r *resident) session() (signedInJSON, string) {
	r.t.Helper()
	var s signedInJSON
	resp, body := r.send(http.MethodGet, r.m.URL("bff")+"/bff/v1/sunshine/demo/session", nil, "")
	if err := json.Unmarshal([]byte(body), &s); resp.StatusCode != http.StatusOK || err != nil {
		r.t.Fatalf("session: %d %s", resp.StatusCode, body)
	}
	return s, body
}

// signInAs signs email in on sunshine/demo through the BFF and the sandbox
// login service's hosted page, and returns the browser, as a payer, and the
// resident's subject. A resident whose e-mail is unverified is sent to
// verify-email, signed in but unverified.
func signInAs(t *testing.T, m *Main, email string) (*payer, string) {
	t.Helper()
	r := newResident(t, m)
	to := r.signIn(email, login.SeedPassword, "/sunshine/demo/home")
	s, body := r.session()
	if s.User == nil || s.User.Email != email || s.User.Subject == "" {
		t.Fatalf("signing %s in: session %s", email, body)
	}
	want := "/sunshine/demo/home"
	if !s.User.EmailVerified {
		want = "/sunshine/demo/verify-email?email=" + url.QueryEscape(email)
	}
	if to != want {
		t.Fatalf("signing %s in: sent to %q, want %q", email, to, want)
	}
	return &payer{t: t, bff: m.URL("bff"), wallet: m.URL("wallet"), client: r.client}, s.User.Subject
}

// startResidents runs payhub serve with resident A (the seeded resident)
// and resident B (made through the users API) signed in on sunshine/demo.
func startResidents(t *testing.T) (m *Main, a, b *payer, bUser loginapi.UserBody) {
	t.Helper()
	m, _ = startMain(t)
	bUser = createResident(t, m, bobEmail, "Bob Baker")
	a, _ = signInAs(t, m, login.SeedResidentEmail)
	b, _ = signInAs(t, m, bobEmail)
	return m, a, b, bUser
}

// mailedCode is the newest verification code in the sandbox outbox for email.
func mailedCode(t *testing.T, m *Main, email string) string {
	t.Helper()
	for _, c := range mailedCodes(t, m, email) {
		if c != "" {
			return c
		}
	}
	t.Fatalf("no code in the outbox for %s", email)
	return ""
}

// mailedCodes are the verification codes in the sandbox outbox for email,
// newest first.
func mailedCodes(t *testing.T, m *Main, email string) []string {
	t.Helper()
	var mail struct {
		Messages []struct{ Kind, Text string } `json:"messages"`
	}
	if code := getJSON(t, m.URL("sandbox")+sandbox.PathOutbox+".json?to="+url.QueryEscape(email), &mail); code != 200 {
		t.Fatalf("outbox: %d", code)
	}
	var codes []string
	for _, msg := range mail.Messages {
		if msg.Kind == login.KindVerificationCode {
			codes = append(codes, regexp.MustCompile(`\b\d{6}\b`).FindString(msg.Text))
		}
	}
	return codes
}

// checkOffWithoutCredential runs payhub serve --upstreams, given no
// service credentials, and checks that path answers 503 and that the log
// names the missing flag.
func checkOffWithoutCredential(t *testing.T, path, flag string) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "upstreams.json")
	b, err := json.Marshal(sandboxUpstreams("http://127.0.0.1:1"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, b, 0o600); err != nil {
		t.Fatal(err)
	}
	m, logs := startMain(t, "--upstreams", file, "--wallet-url", "http://127.0.0.1:1")
	if code := getJSON(t, m.URL("bff")+path, nil); code != http.StatusServiceUnavailable {
		t.Errorf("%s without its credential: %d, want 503", path, code)
	}
	if !strings.Contains(logs.String(), flag) {
		t.Errorf("no warning names the missing credential %s:\n%s", flag, logs.String())
	}
}
