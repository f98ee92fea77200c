package main

import (
	"fmt"
	"html"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/payhub/payhub/sandbox/login"
)

// The hosted sign-in page counts wrong passwords per client (its
// connection's IP address) as well as per e-mail: one client cannot try
// address after address, nor lock a resident out of her account.

// from makes r connect from the loopback address ip, another client to
// the sandbox than 127.0.0.1.
func (r *resident) from(ip string) *resident {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}}
	r.client.Transport = &http.Transport{DialContext: d.DialContext}
	return r
}

// signInPage opens the hosted sign-in page from the BFF's sign-in route
// and returns its form fields.
func (r *resident) signInPage() url.Values {
	r.t.Helper()
	resp, page := r.send(http.MethodGet, r.m.URL("bff")+"/bff/v1/sunshine/demo/login", nil, "")
	if resp.StatusCode != http.StatusOK {
		r.t.Fatalf("sign-in page: %d", resp.StatusCode)
	}
	form := url.Values{}
	for _, name := range []string{"id", "csrf", "lang"} {
		m := regexp.MustCompile(`name="` + name + `" value="([^"]*)"`).FindStringSubmatch(page)
		if m == nil {
			r.t.Fatalf("the page has no %s", name)
		}
		form.Set(name, html.UnescapeString(m[1]))
	}
	return form
}

// tryPassword posts email and password to the page of form and returns
// the status and page.
func (r *resident) tryPassword(form url.Values, email, password string) (int, string) {
	r.t.Helper()
	form.Set("email", email)
	form.Set("password", password)
	resp, body := r.send(http.MethodPost, r.m.URL("sandbox")+"/svc/login/signin", strings.NewReader(form.Encode()),
		"application/x-www-form-urlencoded")
	return resp.StatusCode, body
}

const lockedText = "Your account is locked after too many failed sign-in attempts"

func TestServe_oneClientTryingThirtyEmailsOnTheHostedSignInIsThrottled(t *testing.T) {
	m, _ := startMain(t)
	guesser := newResident(t, m).from("127.0.0.3")
	form := guesser.signInPage()
	throttled := 0
	for i := 1; i <= 30; i++ {
		status, page := guesser.tryPassword(form, fmt.Sprintf("guess.%d@example.com", i), "Password1!")
		switch {
		case status == http.StatusLocked && strings.Contains(page, lockedText):
			throttled++
		case status != http.StatusUnauthorized:
			t.Fatalf("address %d: %d", i, status)
		}
	}
	if want := 30 - login.MaxClientFailures; throttled != want {
		t.Fatalf("%d of 30 addresses throttled, want %d", throttled, want)
	}
	// The right password of a real account is refused to the throttled
	// client alike ...
	if status, page := guesser.tryPassword(form, login.SeedResidentEmail, login.SeedPassword); status != http.StatusLocked ||
		!strings.Contains(page, lockedText) {
		t.Fatalf("the throttled client with the right password: %d", status)
	}
	// ... and not to the resident, elsewhere.
	signInAs(t, m, login.SeedResidentEmail)
}

func TestServe_ERR81_oneClientCannotLockAResidentOutOfHerAccount(t *testing.T) {
	m, _ := startMain(t)
	guesser := newResident(t, m).from("127.0.0.4")
	form := guesser.signInPage()
	var status int
	for range login.MaxFailedPasswords {
		status, _ = guesser.tryPassword(form, login.SeedResidentEmail, "not her password")
	}
	if status != http.StatusLocked {
		t.Fatalf("the guesser's last wrong password: %d, want 423", status)
	}
	// Rosa, from her own address, signs in.
	signInAs(t, m, login.SeedResidentEmail)
}
