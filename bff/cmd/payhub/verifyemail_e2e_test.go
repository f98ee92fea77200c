package main

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/payhub/payhub/sandbox/login"
)

// planted is a well-formed session id an attacker put in the victim's
// browser before sign-in.
var planted = strings.Repeat("ab", 32)

func TestSignIn_aSessionCookiePlantedBeforeSignInIsNotTheOneAfterOverRealHTTP(t *testing.T) {
	m, _ := startMain(t)
	bff, err := url.Parse(m.URL("bff"))
	if err != nil {
		t.Fatal(err)
	}
	// The attacker's own guest session, planted in the victim's browser,
	// and an id the BFF never issued.
	attacker := newPayer(t, m)
	attacker.call(http.MethodGet, "/screens/checkout", nil, nil, nil)
	var attackerID string
	for _, c := range attacker.client.Jar.Cookies(bff) {
		if c.Name == "payhub_session" {
			attackerID = c.Value
		}
	}
	if attackerID == "" {
		t.Fatal("the attacker has no session")
	}
	for _, fixed := range []string{attackerID, planted} {
		victim := newResident(t, m)
		victim.client.Jar.SetCookies(bff, []*http.Cookie{{Name: "payhub_session", Value: fixed, Path: "/"}})
		victim.signIn(login.SeedResidentEmail, login.SeedPassword, "/sunshine/demo/home")
		for _, c := range victim.client.Jar.Cookies(bff) {
			if c.Name == "payhub_session" && c.Value == fixed {
				t.Errorf("signed in under the planted id %s", fixed)
			}
		}
		if s, _ := victim.session(); s.User == nil {
			t.Fatal("the victim is not signed in")
		}
	}
	var s signedInJSON
	if attacker.call(http.MethodGet, "/session", nil, nil, &s); s.User != nil {
		t.Errorf("the attacker's id is signed in as %+v", s.User)
	}
}

func TestSignIn_LOGIN05_anUnverifiedPasswordSignInMailsTheCodeVerifyEmailSpeaksOfOverRealHTTP(t *testing.T) {
	m, _ := startMain(t)
	r := openAPIRouter(t, m.URL("bff"))
	base := m.URL("bff") + "/bff/v1/sunshine/demo/verify-email"
	uma := newResident(t, m)
	if to := uma.signIn(login.SeedUnverifiedEmail, login.SeedPassword, "/sunshine/demo/home"); !strings.HasPrefix(to, "/sunshine/demo/verify-email") {
		t.Fatalf("sent to %q", to)
	}
	// verify-email says "We sent a 6-digit code": nobody pressed Resend.
	codes := mailedCodes(t, m, login.SeedUnverifiedEmail)
	if len(codes) != 1 || codes[0] == "" {
		t.Fatalf("the codes in the outbox after the sign-in: %q, want one", codes)
	}
	// That code is the newest: Resend waits and mails nothing.
	checkExchange(t, r, uma.client, http.MethodPost, base+"/resend", "", csrfHeader, 429)
	if again := mailedCodes(t, m, login.SeedUnverifiedEmail); len(again) != 1 {
		t.Errorf("the codes in the outbox after Resend: %q", again)
	}
	var s signedInJSON
	if err := json.Unmarshal(checkExchange(t, r, uma.client, http.MethodPost, base, `{"code":"`+codes[0]+`"}`, csrfHeader, 200), &s); err != nil ||
		s.User == nil || !s.User.EmailVerified {
		t.Fatalf("the mailed code: %+v %v", s.User, err)
	}
}

func TestSignIn_aSignUpOnTheHostedPageIsMailedOneCodeNotASecondOnItsCallbackOverRealHTTP(t *testing.T) {
	m, _ := startMain(t)
	r := openAPIRouter(t, m.URL("bff"))
	base := m.URL("bff") + "/bff/v1/sunshine/demo/verify-email"
	const email = "nia.newcomer@example.com"
	nia := newResident(t, m)
	if to := nia.signUp(email, login.SeedPassword, "Nia", "Newcomer", "/sunshine/demo/home"); to != "/sunshine/demo/verify-email?email="+url.QueryEscape(email) {
		t.Fatalf("sent to %q", to)
	}
	// The login service mailed the code as it made the account; it mails
	// an address once per 30 s, and the callback's mailing counts the
	// code it was refused as the one on its way.
	codes := mailedCodes(t, m, email)
	if len(codes) != 1 || codes[0] == "" {
		t.Fatalf("the codes in the outbox after the sign-up: %q, want one", codes)
	}
	checkExchange(t, r, nia.client, http.MethodPost, base+"/resend", "", csrfHeader, 429)
	if again := mailedCodes(t, m, email); len(again) != 1 {
		t.Errorf("the codes in the outbox after Resend: %q", again)
	}
	var s signedInJSON
	if err := json.Unmarshal(checkExchange(t, r, nia.client, http.MethodPost, base, `{"code":"`+codes[0]+`"}`, csrfHeader, 200), &s); err != nil ||
		s.User == nil || !s.User.EmailVerified || s.User.Email != email {
		t.Fatalf("the mailed code: %+v %v", s.User, err)
	}
}

func TestVerifyEmail_LOGIN01_LOGIN02_ERR17_anUnverifiedResidentVerifiesThroughTheBFF(t *testing.T) {
	m, _ := startMain(t)
	r := openAPIRouter(t, m.URL("bff"))
	base := m.URL("bff") + "/bff/v1/sunshine/demo/verify-email"
	uma := newResident(t, m)
	if to := uma.signIn(login.SeedUnverifiedEmail, login.SeedPassword, "/sunshine/demo/home"); !strings.HasPrefix(to, "/sunshine/demo/verify-email") {
		t.Fatalf("sent to %q", to)
	}
	// The sign-in mailed the code; a Resend at once waits.
	req, _ := http.NewRequest(http.MethodPost, base+"/resend", nil)
	req.Header.Set("X-Requested-With", "payhub")
	resp, err := uma.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if wait, err := strconv.Atoi(resp.Header.Get("Retry-After")); resp.StatusCode != http.StatusTooManyRequests || err != nil || wait < 1 || wait > 30 {
		t.Errorf("a resend right after the sign-in: %d Retry-After %q", resp.StatusCode, resp.Header.Get("Retry-After"))
	}
	code := mailedCode(t, m, login.SeedUnverifiedEmail)
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	var e fieldErrorJSON
	if err := json.Unmarshal(checkExchange(t, r, uma.client, http.MethodPost, base, `{"code":"`+wrong+`"}`, csrfHeader, 403), &e); err != nil ||
		e.Error.Code != "verification_invalid" {
		t.Errorf("a wrong code: %+v", e)
	}
	// Without the CSRF header the right code does nothing.
	checkExchange(t, r, uma.client, http.MethodPost, base, `{"code":"`+code+`"}`, nil, 403)
	var s signedInJSON
	if err := json.Unmarshal(checkExchange(t, r, uma.client, http.MethodPost, base, `{"code":"`+code+`"}`, csrfHeader, 200), &s); err != nil ||
		s.User == nil || !s.User.EmailVerified || s.User.Email != login.SeedUnverifiedEmail {
		t.Fatalf("the mailed code: %+v %v", s.User, err)
	}
	if s, body := uma.session(); s.User == nil || !s.User.EmailVerified {
		t.Errorf("session after verifying: %s", body)
	}
	if u := findUser(t, m, login.SeedUnverifiedEmail); !u.EmailVerified {
		t.Errorf("the account is not verified: %+v", u)
	}
}

func TestVerifyEmail_anUnverifiedResidentGets403EmailUnverifiedUntilTheCodeAndThenANewSessionIdOverRealHTTP(t *testing.T) {
	m, _ := startMain(t)
	r := openAPIRouter(t, m.URL("bff"))
	base := m.URL("bff") + "/bff/v1/sunshine/demo"
	uma, _ := signInAs(t, m, login.SeedUnverifiedEmail)
	closed := []struct{ method, path, body string }{
		{http.MethodGet, "/saved-items", ""},
		{http.MethodPut, "/saved-items", `{"path":"sunshine/demo/utilities/U-5001"}`},
		{http.MethodDelete, "/saved-items?savePath=%2Fsunshine%2Fdemo%2Futilities%2FU-5001", ""},
		{http.MethodPatch, "/profile", `{"givenName":"Mallory"}`},
		{http.MethodGet, "/payments", ""},
		{http.MethodGet, "/screens/receipt/r-none", ""},
	}
	for _, call := range closed {
		var e fieldErrorJSON
		if err := json.Unmarshal(checkExchange(t, r, uma.client, call.method, base+call.path, call.body, csrfHeader, 403), &e); err != nil ||
			e.Error.Code != "email_unverified" {
			t.Errorf("%s %s: %+v %v", call.method, call.path, e, err)
		}
	}
	if u := findUser(t, m, login.SeedUnverifiedEmail); u.GivenName == "Mallory" {
		t.Errorf("a refused change reached the account: %+v", u)
	}
	bff, err := url.Parse(m.URL("bff"))
	if err != nil {
		t.Fatal(err)
	}
	cookie := func() string {
		for _, c := range uma.client.Jar.Cookies(bff) {
			if c.Name == "payhub_session" {
				return c.Value
			}
		}
		return ""
	}
	before := cookie()
	code := mailedCode(t, m, login.SeedUnverifiedEmail)
	checkExchange(t, r, uma.client, http.MethodPost, base+"/verify-email", `{"code":"`+code+`"}`, csrfHeader, 200)
	if after := cookie(); after == "" || after == before {
		t.Errorf("the session id did not change on verifying: %q", after)
	}
	for _, call := range closed[:5] {
		checkExchange(t, r, uma.client, call.method, base+call.path, call.body, csrfHeader, map[string]int{
			http.MethodGet: 200, http.MethodPut: 200, http.MethodDelete: 204, http.MethodPatch: 200}[call.method])
	}
	// The id from before verifying is gone: whoever held it is no one.
	old := newPayer(t, m)
	old.client.Jar.SetCookies(bff, []*http.Cookie{{Name: "payhub_session", Value: before, Path: "/"}})
	var s signedInJSON
	if old.call(http.MethodGet, "/session", nil, nil, &s); s.User != nil {
		t.Errorf("the old id is still signed in as %+v", s.User)
	}
	checkExchange(t, r, old.client, http.MethodGet, base+"/saved-items", "", nil, 401)
}
