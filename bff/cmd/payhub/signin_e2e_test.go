package main

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/payhub/payhub/sandbox/login"
)

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
	// Asking the login service whether the e-mail is verified mails a
	// code to the outbox.
	svc := m.URL("sandbox") + "/svc/login"
	post := func(path, body string) (int, string) {
		resp, out := r.send(http.MethodPost, svc+path, strings.NewReader(body), "application/json")
		return resp.StatusCode, out
	}
	if status, body := post("/oidc/is_email_verified", `{"email":"`+login.SeedUnverifiedEmail+`","clientId":"payhub-spa","locale":"en"}`); status != http.StatusOK ||
		!strings.Contains(body, `"verified":false`) {
		t.Fatalf("is_email_verified: %d %s", status, body)
	}
	to := r.signIn(login.SeedUnverifiedEmail, login.SeedPassword, "/sunshine/demo/checkout")
	if to != "/sunshine/demo/verify-email?email="+url.QueryEscape(login.SeedUnverifiedEmail) {
		t.Fatalf("the BFF sent the resident to %q", to)
	}
	// That code is the one to type: the sign-in mailed no second one.
	if codes := mailedCodes(t, m, login.SeedUnverifiedEmail); len(codes) != 1 {
		t.Fatalf("the codes in the outbox: %q, want one", codes)
	}
	code := mailedCode(t, m, login.SeedUnverifiedEmail)
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
