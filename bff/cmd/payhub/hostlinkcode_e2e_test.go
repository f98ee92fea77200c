package main

import (
	"net/http"
	"strings"
	"testing"

	"github.com/payhub/payhub/sandbox/login"
)

// A link code is bound to the county sign-in (issuer and subject) it was
// mailed for: another sign-in of the county naming the same e-mail neither
// links itself with it nor wears it out with wrong tries.

// verifyCode posts code to starlight/embedded's verify-email as p.
func (p *payer) verifyCode(code string) (int, string) {
	p.t.Helper()
	status, raw := p.raw(http.MethodPost, p.bff+starlight+"/verify-email", map[string]string{"code": code}, nil)
	return status, string(raw)
}

// notCode is a six-digit code other than code.
func notCode(code string) string {
	if code == "000000" {
		return "111111"
	}
	return "000000"
}

func TestServe_aLinkCodeLinksOnlyTheCountySignInItWasMailedFor(t *testing.T) {
	m, _ := startMain(t)
	_, rosaSubject := signInAs(t, m, login.SeedResidentEmail)

	resident := newPayer(t, m)
	resident.exchangeOn(m, `{"subject":"victim-1","email":"resident@example.com","name":"X"}`)
	code := linkCode(t, m, login.SeedResidentEmail)

	attacker := newPayer(t, m)
	if a := attacker.exchangeOn(m, `{"subject":"attacker-1","email":"resident@example.com","name":"X"}`); !a.VerifyEmail {
		t.Fatalf("the second county sign-in: %+v", a)
	}
	if status, body := attacker.verifyCode(code); status != http.StatusForbidden {
		t.Fatalf("the code mailed for another county sign-in: %d %s, want 403", status, body)
	}
	if u := attacker.sessionOn("/starlight/embedded"); u != nil && u.Subject == rosaSubject {
		t.Fatalf("the other county sign-in became Rosa: %+v", u)
	}
	if got := attacker.status("/starlight/embedded/payments"); got != http.StatusForbidden {
		t.Errorf("payments of the other county sign-in: %d, want 403", got)
	}
	// The code links the sign-in it was mailed for.
	if status, body := resident.verifyCode(code); status != http.StatusOK || !strings.Contains(body, `"subject":"`+rosaSubject+`"`) {
		t.Fatalf("the resident's own code: %d %s", status, body)
	}
}

func TestServe_wrongCodesOfAnotherCountySignInDoNotWearOutTheResidentsLinkCode(t *testing.T) {
	m, _ := startMain(t)
	_, rosaSubject := signInAs(t, m, login.SeedResidentEmail)

	resident := newPayer(t, m)
	resident.exchangeOn(m, `{"subject":"victim-1","email":"resident@example.com","name":"X"}`)
	code := linkCode(t, m, login.SeedResidentEmail)

	attacker := newPayer(t, m)
	attacker.exchangeOn(m, `{"subject":"attacker-1","email":"resident@example.com","name":"X"}`)
	for i := range login.MaxWrongCodes {
		if status, body := attacker.verifyCode(notCode(code)); status != http.StatusForbidden {
			t.Fatalf("wrong code %d: %d %s", i+1, status, body)
		}
	}
	if status, body := resident.verifyCode(code); status != http.StatusOK || !strings.Contains(body, `"subject":"`+rosaSubject+`"`) {
		t.Fatalf("the resident's code after another sign-in's wrong codes: %d %s, want 200 as Rosa", status, body)
	}
}
