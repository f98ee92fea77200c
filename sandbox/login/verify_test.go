package login_test

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	wire "github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/sandbox/internal/respond"
	"github.com/payhub/payhub/sandbox/login"
)

func TestIsEmailVerified_API115_API32_answersAndResendsACodeToAnUnverifiedAccount(t *testing.T) {
	r := newRig(t)
	ask := func(email string) wire.IsEmailVerifiedResponse {
		t.Helper()
		var out wire.IsEmailVerifiedResponse
		if status := postJSON(t, r.issuer+login.PathIsEmailVerified, wire.IsEmailVerifiedRequest{Email: email,
			ClientID: login.ClientSPA, Issuer: r.issuer, Locale: "es"}, nil, &out); status != http.StatusOK {
			t.Fatalf("%s: %d", email, status)
		}
		return out
	}
	if !ask(login.SeedResidentEmail).Verified || len(r.mails(login.SeedResidentEmail)) != 0 {
		t.Error("the verified resident")
	}
	if ask("nobody@example.com").Verified || len(r.mails("nobody@example.com")) != 0 {
		t.Error("an unknown e-mail")
	}
	first := func() string { ask(login.SeedUnverifiedEmail); return r.lastCode(login.SeedUnverifiedEmail) }()
	r.clock.Advance(wire.ResendInterval)
	if ask(login.SeedUnverifiedEmail).Verified {
		t.Fatal("the unverified resident is verified")
	}
	if n := len(r.mails(login.SeedUnverifiedEmail)); n != 2 {
		t.Fatalf("%d mails, want a code per ask", n)
	}
	// The resent code replaces the first (LOGIN-02: resend gives a new code).
	var e respond.ErrorBody
	if first != r.lastCode(login.SeedUnverifiedEmail) {
		if status := postJSON(t, r.issuer+login.PathVerifyEmail, wire.VerifyEmailRequest{Email: login.SeedUnverifiedEmail,
			Token: first}, nil, &e); status != http.StatusForbidden {
			t.Errorf("the replaced code: %d", status)
		}
	}
}

func TestVerifyEmail_API116_ERR17_aWrongCodeIs403AndTheRightOneVerifies(t *testing.T) {
	r := newRig(t)
	if _, err := r.svc.Accounts().SendCode(t.Context(), login.SeedUnverifiedEmail, ""); err != nil {
		t.Fatal(err)
	}
	code := r.lastCode(login.SeedUnverifiedEmail)
	wrong := "123456"
	if code == wrong {
		wrong = "654321"
	}
	for _, req := range []wire.VerifyEmailRequest{
		{Email: login.SeedUnverifiedEmail, ProviderIdentifier: r.issuer, Token: wrong},
		{Email: "nobody@example.com", ProviderIdentifier: r.issuer, Token: code},
	} {
		var e respond.ErrorBody
		status := postJSON(t, r.issuer+login.PathVerifyEmail, req, map[string]string{"Accept-Language": "es"}, &e)
		if status != http.StatusForbidden || e.Error.Code != login.CodeVerificationInvalid ||
			e.Error.DisplayMessage != "El código de verificación no es correcto o ha caducado. Solicite un código nuevo." {
			t.Errorf("%s: %d %+v", req.Email, status, e)
		}
	}
	var out wire.VerifyEmailResponse
	req := wire.VerifyEmailRequest{Email: "Unverified@Example.com", ProviderIdentifier: r.issuer, Token: code}
	if status := postJSON(t, r.issuer+login.PathVerifyEmail, req, nil, &out); status != http.StatusOK || !out.Verified || out.AlreadyVerified {
		t.Fatalf("right code: %d %+v", status, out)
	}
	if status := postJSON(t, r.issuer+login.PathVerifyEmail, req, nil, &out); status != http.StatusOK || !out.AlreadyVerified {
		t.Fatalf("again: %d %+v", status, out)
	}
	if u, err := r.db.Login().UserByEmail(t.Context(), login.SeedUnverifiedEmail); err != nil || !u.EmailVerified {
		t.Fatalf("user %+v %v", u, err)
	}
}

func TestResendCooldown_LOGIN02_theServiceMailsOneAddressAtMostOncePerIntervalWhoeverAsks(t *testing.T) {
	r := newRig(t)
	isVerified := func() (int, http.Header, string) {
		return do(t, http.DefaultClient, http.MethodPost, r.issuer+login.PathIsEmailVerified,
			strings.NewReader(`{"email":"unverified@example.com","clientId":"payhub-spa","locale":"es"}`),
			map[string]string{"Content-Type": "application/json"})
	}
	sendMail := func() (int, http.Header, string) {
		return do(t, http.DefaultClient, http.MethodPost, r.issuer+"/v1/sendVerificationMail",
			strings.NewReader(`{"email":"unverified@example.com","locale":"es"}`),
			map[string]string{"Content-Type": "application/json", "Authorization": "Bearer " + login.DefaultServiceToken})
	}
	if status, _, body := isVerified(); status != http.StatusOK {
		t.Fatalf("the first code: %d %s", status, body)
	}
	r.clock.Advance(wire.ResendInterval - 5*time.Second)
	for name, ask := range map[string]func() (int, http.Header, string){"is_email_verified": isVerified, "sendVerificationMail": sendMail} {
		status, hdr, body := ask()
		wait, err := strconv.Atoi(hdr.Get("Retry-After"))
		var e respond.ErrorBody
		if jerr := json.Unmarshal([]byte(body), &e); status != http.StatusTooManyRequests || err != nil || wait < 1 || wait > 5 ||
			jerr != nil || e.Error.Code != login.CodeResendTooSoon || !strings.Contains(e.Error.DisplayMessage, "Espere") {
			t.Errorf("%s within the interval: %d Retry-After %q %s", name, status, hdr.Get("Retry-After"), body)
		}
	}
	if n := len(r.mails(login.SeedUnverifiedEmail)); n != 1 {
		t.Fatalf("%d mails within the interval, want 1", n)
	}
	r.clock.Advance(5 * time.Second)
	if status, _, body := sendMail(); status != http.StatusOK {
		t.Fatalf("after the interval: %d %s", status, body)
	}
	if n := len(r.mails(login.SeedUnverifiedEmail)); n != 2 {
		t.Fatalf("%d mails after the interval, want 2", n)
	}
}
