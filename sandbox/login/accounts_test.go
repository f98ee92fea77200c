package login_test

import (
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/payhub/payhub/sandbox/login"
)

// lockee makes an account with a cheap hash, so that the lock-out tests'
// many wrong passwords are quick.
func lockee(t *testing.T, r *rig) (email, password string) {
	t.Helper()
	email, password = "lee.lock@example.com", "right password"
	if _, err := r.svc.Accounts().Register(t.Context(), login.Registration{Email: email, Password: password,
		GivenName: "Lee", FamilyName: "Lock", Verified: true}); err != nil {
		t.Fatal(err)
	}
	return email, password
}

// problem returns err's *login.Problem, failing the test without one.
func problem(t *testing.T, err error) *login.Problem {
	t.Helper()
	var p *login.Problem
	if !errors.As(err, &p) {
		t.Fatalf("err = %v, want a *login.Problem", err)
	}
	return p
}

func TestAuthenticate_ERR81_fiveWrongPasswordsInARowLockForAnHour(t *testing.T) {
	r := newRig(t)
	a := r.svc.Accounts()
	ctx := t.Context()
	email, password := lockee(t, r)
	for i := 1; i < login.MaxFailedPasswords; i++ {
		_, err := a.Authenticate(ctx, email, "wrong", testClient)
		if p := problem(t, err); p.Code != login.CodeBadCredentials || p.Status != http.StatusUnauthorized {
			t.Fatalf("attempt %d: %+v", i, p)
		}
	}
	start := r.clock.Now()
	_, err := a.Authenticate(ctx, email, "wrong", testClient)
	p := problem(t, err)
	if p.Code != login.CodeLocked || p.Status != http.StatusLocked ||
		p.LockedUntil.Sub(start) < 59*time.Minute || p.LockedUntil.Sub(start) > 61*time.Minute {
		t.Fatalf("fifth attempt: %+v", p)
	}
	if en, es := p.Text("en"), p.Text("es"); en == es || en == "" || es == "" {
		t.Errorf("texts %q %q", en, es)
	}
	// Locked: even the right password is refused, until the hour is over.
	r.clock.Advance(59 * time.Minute)
	if _, err := a.Authenticate(ctx, email, password, testClient); problem(t, err).Code != login.CodeLocked {
		t.Fatal("the right password opened a locked account")
	}
	r.clock.Advance(time.Minute + time.Second)
	if u, err := a.Authenticate(ctx, email, password, testClient); err != nil || u.GivenName != "Lee" {
		t.Fatalf("after the hour: %+v %v", u, err)
	}
}

func TestAuthenticate_ERR81_aRightPasswordStartsTheCountAgain(t *testing.T) {
	r := newRig(t)
	a := r.svc.Accounts()
	email, password := lockee(t, r)
	for range 2 {
		for range login.MaxFailedPasswords - 1 {
			_, _ = a.Authenticate(t.Context(), email, "wrong", testClient)
		}
		if _, err := a.Authenticate(t.Context(), email, password, testClient); err != nil {
			t.Fatalf("four wrong passwords locked the account: %v", err)
		}
	}
}

func TestAuthenticate_ERR80_anUnknownEmailIsAnsweredAndLockedLikeAnAccount(t *testing.T) {
	r := newRig(t)
	a := r.svc.Accounts()
	for i := 1; i <= login.MaxFailedPasswords; i++ {
		_, err := a.Authenticate(t.Context(), "nobody@example.com", "wrong", testClient)
		want := login.CodeBadCredentials
		if i == login.MaxFailedPasswords {
			want = login.CodeLocked
		}
		if p := problem(t, err); p.Code != want {
			t.Fatalf("attempt %d: %s, want %s", i, p.Code, want)
		}
	}
	// The account without a password (made by the users API) signs in with none.
	u, err := a.Register(t.Context(), login.Registration{Email: "api@example.com", GivenName: "A", FamilyName: "P"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Authenticate(t.Context(), u.Email, "", testClient); problem(t, err).Code != login.CodeBadCredentials {
		t.Fatal("an account without a password signed in")
	}
}

func TestVerifyCode_CONST31_aCodeExpiresAfterFiveMinutes(t *testing.T) {
	r := newRig(t)
	a := r.svc.Accounts()
	ctx := t.Context()
	if sent, err := a.SendCode(ctx, login.SeedUnverifiedEmail, "es"); err != nil || !sent {
		t.Fatalf("send: %v %v", sent, err)
	}
	m := r.mails(login.SeedUnverifiedEmail)[0]
	if m.Language != "es" || m.Subject != "Su código de verificación de PayHub" || m.Kind != login.KindVerificationCode {
		t.Errorf("mail %+v", m)
	}
	r.clock.Advance(login.CodeTTL)
	if err := a.VerifyCode(ctx, login.SeedUnverifiedEmail, r.lastCode(login.SeedUnverifiedEmail)); problem(t, err).Code != login.CodeVerificationInvalid {
		t.Fatal("a five-minute-old code verified")
	}
	if _, err := a.SendCode(ctx, login.SeedUnverifiedEmail, ""); err != nil {
		t.Fatal(err)
	}
	r.clock.Advance(login.CodeTTL - time.Second)
	if err := a.VerifyCode(ctx, login.SeedUnverifiedEmail, r.lastCode(login.SeedUnverifiedEmail)); err != nil {
		t.Fatalf("a code within its five minutes: %v", err)
	}
	if sent, err := a.SendCode(ctx, login.SeedUnverifiedEmail, ""); err != nil || sent {
		t.Fatalf("a code was sent to a verified e-mail: %v %v", sent, err)
	}
}

func TestVerifyCode_wrongCodesUseUpTheLiveCode(t *testing.T) {
	r := newRig(t)
	a := r.svc.Accounts()
	ctx := t.Context()
	if _, err := a.SendCode(ctx, login.SeedUnverifiedEmail, ""); err != nil {
		t.Fatal(err)
	}
	code := r.lastCode(login.SeedUnverifiedEmail)
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	for range login.MaxWrongCodes {
		if err := a.VerifyCode(ctx, login.SeedUnverifiedEmail, wrong); problem(t, err).Code != login.CodeVerificationInvalid {
			t.Fatal("a wrong code was accepted")
		}
	}
	if err := a.VerifyCode(ctx, login.SeedUnverifiedEmail, code); err == nil {
		t.Fatal("the code still worked after five wrong ones")
	}
}
