package main

import (
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/login"
)

// A county's identity provider speaks for its own users, not for accounts
// made on this PayHub by others: a host token naming a resident's e-mail
// opens her account only after the code mailed to her, and a session made
// by token exchange is a resident's only on the sites that sign residents
// in with that issuer.

const starlight = "/bff/v1/starlight/embedded"

// exchangeOn posts the county's token for user (the issuer's JSON) to
// starlight/embedded's host-token route as p and returns the answer.
func (p *payer) exchangeOn(m *Main, user string) exchanged {
	p.t.Helper()
	token := countyToken(p.t, m, user)
	status, raw := p.raw(http.MethodPost, p.bff+starlight+"/session/host-token", map[string]string{"token": token}, nil)
	var a exchanged
	if err := json.Unmarshal(raw, &a); err != nil || status != http.StatusOK || a.Resident == nil {
		p.t.Fatalf("exchange: %d %s", status, raw)
	}
	return a
}

// status is the status of GET path (below /bff/v1) as p.
func (p *payer) status(path string) int {
	p.t.Helper()
	status, _ := p.raw(http.MethodGet, p.bff+"/bff/v1"+path, nil, nil)
	return status
}

// sessionOn is GET .../session's resident on a site path, nil for none.
func (p *payer) sessionOn(site string) *struct{ Subject, Email string } {
	p.t.Helper()
	var s struct {
		User *struct{ Subject, Email string } `json:"user"`
	}
	status, raw := p.raw(http.MethodGet, p.bff+"/bff/v1"+site+"/session", nil, nil)
	if err := json.Unmarshal(raw, &s); err != nil || status != http.StatusOK {
		p.t.Fatalf("session on %s: %d %s", site, status, raw)
	}
	return s.User
}

// linkCode is the newest link code in the sandbox outbox for email.
func linkCode(t *testing.T, m *Main, email string) string {
	t.Helper()
	var mail struct {
		Messages []struct{ Kind, Text string } `json:"messages"`
	}
	if code := getJSON(t, m.URL("sandbox")+sandbox.PathOutbox+".json?to="+url.QueryEscape(email), &mail); code != 200 {
		t.Fatalf("outbox: %d", code)
	}
	for _, msg := range mail.Messages {
		if msg.Kind == login.KindLinkCode {
			if c := regexp.MustCompile(`\b\d{6}\b`).FindString(msg.Text); c != "" {
				return c
			}
		}
	}
	t.Fatalf("no link code in the outbox for %s", email)
	return ""
}

func TestServe_aHostTokenNamingAResidentsEmailDoesNotOpenHerAccountOrHerPayments(t *testing.T) {
	m, _ := startMain(t)
	rosa, rosaSubject := signInAs(t, m, login.SeedResidentEmail)
	receipt := rosa.paysFor("R100-002")

	// The sandbox issuer mints whatever its page asks; a county's provider
	// may vouch for any e-mail. The attacker exchanges it on the county's
	// embedded site.
	attacker := newPayer(t, m)
	a := attacker.exchangeOn(m, `{"subject":"someone-else","email":"resident@example.com","name":"Rosa Resident"}`)
	if a.Resident.Subject == rosaSubject || a.Resident.EmailVerified || !a.VerifyEmail {
		t.Fatalf("the exchange named Rosa's account: %+v (hers is %s)", a.Resident, rosaSubject)
	}
	for path, want := range map[string]int{
		starlight + "/payments":                                     http.StatusForbidden,
		starlight + "/screens/receipt/" + url.PathEscape(receipt):   http.StatusForbidden,
		"/sunshine/demo/payments":                                   http.StatusUnauthorized,
		"/sunshine/demo/screens/receipt/" + url.PathEscape(receipt): http.StatusNotFound,
		"/sunshine/demo/profile":                                    http.StatusUnauthorized,
	} {
		if got := attacker.status(strings.TrimPrefix(path, "/bff/v1")); got != want {
			t.Errorf("GET %s: %d, want %d", path, got, want)
		}
	}
	if u := attacker.sessionOn("/sunshine/demo"); u != nil {
		t.Errorf("signed in on sunshine/demo as %+v", u)
	}
	// The code the exchange mailed went to Rosa, not the attacker, and a
	// guess links nothing.
	linkCode(t, m, login.SeedResidentEmail)
	if status, _ := attacker.raw(http.MethodPost, attacker.bff+starlight+"/verify-email", map[string]string{"code": "000000"}, nil); status != http.StatusForbidden {
		t.Errorf("a guessed code: %d, want 403", status)
	}
	if got := attacker.status("/starlight/embedded/payments"); got != http.StatusForbidden {
		t.Errorf("payments after a guessed code: %d", got)
	}
}

func TestServe_theCodeMailedToTheResidentLinksHerCountySignInToHerAccount(t *testing.T) {
	m, _ := startMain(t)
	rosa, rosaSubject := signInAs(t, m, login.SeedResidentEmail)
	receipt := rosa.paysFor("R100-002")

	county := newPayer(t, m)
	a := county.exchangeOn(m, `{"subject":"starlight-rosa","email":"resident@example.com","name":"Rosa Resident"}`)
	if !a.VerifyEmail || a.Resident.Subject == rosaSubject {
		t.Fatalf("exchange: %+v", a)
	}
	// The exchange mailed the link code to Rosa.
	status, raw := county.raw(http.MethodPost, county.bff+starlight+"/verify-email",
		map[string]string{"code": linkCode(t, m, login.SeedResidentEmail)}, nil)
	if status != http.StatusOK || !strings.Contains(string(raw), `"subject":"`+rosaSubject+`"`) {
		t.Fatalf("link: %d %s", status, raw)
	}
	var page struct {
		Payments []struct {
			ReceiptID string `json:"receiptId"`
		} `json:"payments"`
	}
	status, raw = county.raw(http.MethodGet, county.bff+starlight+"/payments", nil, nil)
	if err := json.Unmarshal(raw, &page); err != nil || status != http.StatusOK || len(page.Payments) == 0 ||
		page.Payments[0].ReceiptID != receipt {
		t.Fatalf("Rosa's payments on the county's site after the link: %d %s", status, raw)
	}
	// Linked: the county's next sign-in is Rosa's at once.
	again := newPayer(t, m).exchangeOn(m, `{"subject":"starlight-rosa","email":"resident@example.com","name":"Rosa Resident"}`)
	if again.Resident.Subject != rosaSubject || again.VerifyEmail {
		t.Fatalf("after the link: %+v", again)
	}
}

func TestServe_aTokenExchangeSessionIsSignedInOnlyOnTheSitesTrustingItsIssuer(t *testing.T) {
	m, _ := startMain(t)
	email := "nia." + strings.ReplaceAll(time.Now().Format("150405.000000"), ".", "") + "@example.com"
	nia := newPayer(t, m)
	a := nia.exchangeOn(m, `{"subject":"starlight-nia","email":"`+email+`","name":"Nia Newcomer"}`)
	if !a.Resident.EmailVerified || a.VerifyEmail {
		t.Fatalf("exchange: %+v", a)
	}
	if u := nia.sessionOn("/starlight/embedded"); u == nil || u.Subject != a.Resident.Subject {
		t.Fatalf("starlight/embedded: %+v", u)
	}
	if got := nia.status("/starlight/embedded/payments"); got != http.StatusOK {
		t.Fatalf("payments on starlight/embedded: %d", got)
	}
	// sunshine/demo has the sandbox issuer on its list too, to fill in
	// forms from its host page; it signs nobody in with it.
	if u := nia.sessionOn("/sunshine/demo"); u != nil {
		t.Errorf("signed in on sunshine/demo as %+v", u)
	}
	if got := nia.status("/sunshine/demo/payments"); got != http.StatusUnauthorized {
		t.Errorf("payments on sunshine/demo: %d, want 401", got)
	}
	if u := nia.sessionOn("/starlight/embedded"); u == nil {
		t.Error("the county's own site lost the resident")
	}
}
