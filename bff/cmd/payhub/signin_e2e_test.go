package main

import (
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

	"github.com/payhub/payhub/bff/sandbox/login"
)

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
	form := url.Values{"email": {email}, "password": {password}}
	for _, name := range []string{"id", "csrf", "lang"} {
		m := regexp.MustCompile(`name="` + name + `" value="([^"]*)"`).FindStringSubmatch(page)
		if m == nil {
			r.t.Fatalf("the page has no %s", name)
		}
		form.Set(name, html.UnescapeString(m[1]))
	}
	resp, body := r.send(http.MethodPost, r.m.URL("sandbox")+"/svc/login/signin", strings.NewReader(form.Encode()),
		"application/x-www-form-urlencoded")
	if resp.StatusCode != http.StatusSeeOther || resp.Request.URL.Path != "/bff/auth/callback" {
		r.t.Fatalf("sign-in: %d at %s\n%s", resp.StatusCode, resp.Request.URL, body)
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

func TestSignIn_ROLE14_theResidentSignsInThroughTheBFFAndTheLoginServicesPage(t *testing.T) {
	m, _ := startMain(t)
	r := newResident(t, m)
	if s, body := r.session(); s.User != nil {
		t.Fatalf("signed in before signing in: %s", body)
	}
	if to := r.signIn(login.SeedResidentEmail, login.SeedPassword, "/sunshine/demo/checkout"); to != "/sunshine/demo/checkout" {
		t.Fatalf("the BFF sent the resident to %q", to)
	}
	s, body := r.session()
	if s.User == nil || !strings.HasPrefix(s.User.Subject, "usr_") || s.User.Email != login.SeedResidentEmail ||
		!s.User.EmailVerified || s.User.GivenName != "Rosa" || s.User.FamilyName != "Resident" || s.User.Name != "Rosa Resident" {
		t.Fatalf("session %s", body)
	}
}

func TestSignIn_API115_API116_anUnverifiedResidentGoesToVerifyEmailAndTheMailedCodeVerifies(t *testing.T) {
	m, _ := startMain(t)
	r := newResident(t, m)
	to := r.signIn(login.SeedUnverifiedEmail, login.SeedPassword, "/sunshine/demo/checkout")
	if to != "/sunshine/demo/verify-email?email="+url.QueryEscape(login.SeedUnverifiedEmail) {
		t.Fatalf("the BFF sent the resident to %q", to)
	}
	// Resending asks the login service, which mails a code to the outbox.
	svc := m.URL("sandbox") + "/svc/login"
	post := func(path, body string) (int, string) {
		resp, out := r.send(http.MethodPost, svc+path, strings.NewReader(body), "application/json")
		return resp.StatusCode, out
	}
	if status, body := post("/oidc/is_email_verified", `{"email":"`+login.SeedUnverifiedEmail+`","clientId":"payhub-spa","locale":"en"}`); status != http.StatusOK ||
		!strings.Contains(body, `"verified":false`) {
		t.Fatalf("is_email_verified: %d %s", status, body)
	}
	var mail struct {
		Messages []struct{ Kind, Text string } `json:"messages"`
	}
	resp, body := r.send(http.MethodGet, m.URL("sandbox")+"/outbox.json?to="+url.QueryEscape(login.SeedUnverifiedEmail), nil, "")
	if err := json.Unmarshal([]byte(body), &mail); resp.StatusCode != http.StatusOK || err != nil || len(mail.Messages) == 0 ||
		mail.Messages[0].Kind != login.KindVerificationCode {
		t.Fatalf("outbox: %d %s", resp.StatusCode, body)
	}
	code := regexp.MustCompile(`\b\d{6}\b`).FindString(mail.Messages[0].Text)
	if status, body := post("/oidc/verify_email", `{"email":"`+login.SeedUnverifiedEmail+`","providerIdentifier":"`+svc+`","token":"000000x"}`); status != http.StatusForbidden {
		t.Fatalf("a wrong code: %d %s", status, body)
	}
	if status, body := post("/oidc/verify_email", `{"email":"`+login.SeedUnverifiedEmail+`","providerIdentifier":"`+svc+`","token":"`+code+`"}`); status != http.StatusOK {
		t.Fatalf("the mailed code: %d %s", status, body)
	}
	// Signing in again, the e-mail is verified and the resident goes on.
	if to := r.signIn(login.SeedUnverifiedEmail, login.SeedPassword, "/sunshine/demo/checkout"); to != "/sunshine/demo/checkout" {
		t.Fatalf("after verifying, the BFF sent the resident to %q", to)
	}
	if s, body := r.session(); s.User == nil || !s.User.EmailVerified || s.User.GivenName != "Uma" {
		t.Fatalf("session %s", body)
	}
}
