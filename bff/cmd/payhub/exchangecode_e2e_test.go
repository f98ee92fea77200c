package main

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/login"
)

// A token exchange that stops at verify-email mails the code that page
// says it sent: once, at the exchange, with no Resend, and not again when
// the widget loads its screens or sends the host's token anew.

// codesMailed are the codes of kind (a verification or a link code) in the
// sandbox outbox for email.
func codesMailed(t *testing.T, m *Main, email, kind string) []string {
	t.Helper()
	var mail struct {
		Messages []struct{ Kind, Text string } `json:"messages"`
	}
	if code := getJSON(t, m.URL("sandbox")+sandbox.PathOutbox+".json?to="+url.QueryEscape(email), &mail); code != 200 {
		t.Fatalf("outbox: %d", code)
	}
	var codes []string
	for _, msg := range mail.Messages {
		if msg.Kind == kind {
			codes = append(codes, regexp.MustCompile(`\b\d{6}\b`).FindString(msg.Text))
		}
	}
	return codes
}

// loadsAgain is what the widget does on a reload of the township page as
// p: the host's token (a new one, as the page mints it) and the checkout
// screen.
func (p *payer) loadsAgain(m *Main, user string) {
	p.t.Helper()
	if a := p.exchangeOn(m, user); !a.VerifyEmail {
		p.t.Fatalf("again: %+v", a)
	}
	if status, raw := p.raw(http.MethodGet, p.bff+starlight+"/screens/checkout", nil, nil); status != http.StatusOK {
		p.t.Fatalf("checkout screen: %d %s", status, raw)
	}
}

func TestServe_LOGIN05_anUnconfirmedAddressIsMailedItsCodeOnceByTheExchange(t *testing.T) {
	m, _ := startMain(t)
	email := "nia." + strings.ReplaceAll(time.Now().Format("150405.000000"), ".", "") + "@example.com"
	user := `{"subject":"starlight-nia","email":"` + email + `","name":"Nia Newcomer","emailVerified":false}`
	nia := newPayer(t, m)
	if a := nia.exchangeOn(m, user); !a.VerifyEmail || a.Resident.EmailVerified {
		t.Fatalf("exchange: %+v", a)
	}
	codes := codesMailed(t, m, email, login.KindVerificationCode)
	if len(codes) != 1 || codes[0] == "" {
		t.Fatalf("after the exchange the outbox holds codes %q, want one", codes)
	}
	nia.loadsAgain(m, user)
	if again := codesMailed(t, m, email, login.KindVerificationCode); len(again) != 1 {
		t.Fatalf("after a reload the outbox holds codes %q, want the first alone", again)
	}
	// The mailed code counts as the session's last: a Resend now waits.
	if status, raw := nia.raw(http.MethodPost, nia.bff+starlight+"/verify-email/resend", nil, nil); status != http.StatusTooManyRequests {
		t.Errorf("resend at once: %d %s, want 429", status, raw)
	}
	status, raw := nia.raw(http.MethodPost, nia.bff+starlight+"/verify-email", map[string]string{"code": codes[0]}, nil)
	if status != http.StatusOK || !strings.Contains(string(raw), `"emailVerified":true`) {
		t.Fatalf("verify with the mailed code: %d %s", status, raw)
	}
}

func TestServe_LOGIN05_anAccountsAddressIsMailedItsLinkCodeOnceByTheExchange(t *testing.T) {
	m, _ := startMain(t)
	_, rosaSubject := signInAs(t, m, login.SeedResidentEmail)
	user := `{"subject":"starlight-rosa","email":"` + login.SeedResidentEmail + `","name":"Rosa Resident"}`
	county := newPayer(t, m)
	if a := county.exchangeOn(m, user); !a.VerifyEmail || a.Resident.Subject == rosaSubject {
		t.Fatalf("exchange: %+v", a)
	}
	codes := codesMailed(t, m, login.SeedResidentEmail, login.KindLinkCode)
	if len(codes) != 1 || codes[0] == "" {
		t.Fatalf("after the exchange the outbox holds link codes %q, want one", codes)
	}
	county.loadsAgain(m, user)
	if again := codesMailed(t, m, login.SeedResidentEmail, login.KindLinkCode); len(again) != 1 {
		t.Fatalf("after a reload the outbox holds link codes %q, want the first alone", again)
	}
	status, raw := county.raw(http.MethodPost, county.bff+starlight+"/verify-email", map[string]string{"code": codes[0]}, nil)
	if status != http.StatusOK || !strings.Contains(string(raw), `"subject":"`+rosaSubject+`"`) {
		t.Fatalf("link with the mailed code: %d %s", status, raw)
	}
}
