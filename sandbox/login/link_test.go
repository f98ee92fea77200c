package login_test

import (
	"encoding/json"
	"net/http"
	"regexp"
	"testing"

	"github.com/coreos/go-oidc/v3/oidc"

	wire "github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/sandbox/login"
)

// service is the users API's credential header.
var service = map[string]string{"Authorization": "Bearer " + login.DefaultServiceToken}

// exchangedClaims exchanges the county's token for an ID token and returns
// its subject and claims.
func (r *rig) exchangedClaims(county string) (string, map[string]any) {
	r.t.Helper()
	status, idt := r.exchange(login.ClientTokenExchange, county, typeJWT, typeIDToken, login.ClientSPA)
	if status != http.StatusOK {
		r.t.Fatalf("exchange: %d %+v", status, idt)
	}
	p, err := oidc.NewProvider(r.t.Context(), r.issuer)
	if err != nil {
		r.t.Fatal(err)
	}
	tok, err := p.Verifier(&oidc.Config{ClientID: login.ClientSPA, SupportedSigningAlgs: []string{oidc.RS256}}).
		Verify(r.t.Context(), idt.AccessToken)
	if err != nil {
		r.t.Fatal(err)
	}
	claims := map[string]any{}
	if err := tok.Claims(&claims); err != nil {
		r.t.Fatal(err)
	}
	return tok.Subject, claims
}

// lastLinkCode is the code of the newest link e-mail to address.
func (r *rig) lastLinkCode(to string) string {
	r.t.Helper()
	for _, m := range r.mails(to) {
		if m.Kind == login.KindLinkCode {
			if c := regexp.MustCompile(`\b(\d{6})\b`).FindString(m.Text); c != "" {
				return c
			}
		}
	}
	r.t.Fatalf("no link code mailed to %s", to)
	return ""
}

func TestTokenExchange_LOGIN05_anIssuerVouchingForAnAccountsEmailGetsAPendingIdentityNotTheAccount(t *testing.T) {
	r := newRig(t)
	rosa, err := r.db.Login().UserByEmail(t.Context(), login.SeedResidentEmail)
	if err != nil {
		t.Fatal(err)
	}
	// The county's token says the e-mail is verified: that is its word, not
	// the account owner's.
	county := r.countyToken("county-user-1", login.SeedResidentEmail, "Rosa Resident")
	sub, claims := r.exchangedClaims(county)
	if sub == rosa.ID || sub != login.PendingSubject(r.county.URL(), "county-user-1") {
		t.Fatalf("subject %q: the password account is %q", sub, rosa.ID)
	}
	if claims["email"] != login.SeedResidentEmail || claims["email_verified"] == true || claims[wire.ClaimLinkPending] != true {
		t.Fatalf("claims %v", claims)
	}
	// No access token for a pending identity: nothing it could read is its own.
	if status, a := r.exchange(login.ClientTokenExchange, county, typeJWT, "", ""); status < 400 || a.AccessToken != "" {
		t.Fatalf("access token of a pending identity: %d %+v", status, a)
	}
	if _, err := r.db.Login().UserByIdentity(t.Context(), r.county.URL(), "county-user-1"); err == nil {
		t.Fatal("the identity was linked without the owner's code")
	}
	// The same again: still pending.
	if again, _ := r.exchangedClaims(county); again != sub {
		t.Fatalf("second exchange %q, want %q", again, sub)
	}
}

func TestLinkIdentity_theCodeMailedToTheAccountLinksTheIdentity(t *testing.T) {
	r := newRig(t)
	rosa, err := r.db.Login().UserByEmail(t.Context(), login.SeedResidentEmail)
	if err != nil {
		t.Fatal(err)
	}
	req := func(code string) string {
		b, _ := json.Marshal(wire.LinkRequest{Issuer: r.county.URL(), Subject: "county-user-2",
			Email: login.SeedResidentEmail, Code: code})
		return string(b)
	}
	// Without the service credential, nothing.
	if status := r.api(http.MethodPost, wire.PathIdentityCode, `{}`, nil, nil); status != http.StatusUnauthorized {
		t.Fatalf("without credential: %d", status)
	}
	// An issuer this service does not trust links nothing.
	if status := r.api(http.MethodPost, wire.PathIdentityCode, `{"issuer":"https://elsewhere.example","subject":"x","email":"`+
		login.SeedResidentEmail+`"}`, service, nil); status != http.StatusBadRequest {
		t.Fatalf("unknown issuer: %d", status)
	}
	var sent wire.LinkCodeResponse
	if status := r.api(http.MethodPost, wire.PathIdentityCode, `{"issuer":"`+r.county.URL()+`","subject":"county-user-2","email":"`+
		login.SeedResidentEmail+`","locale":"es"}`, service, &sent); status != http.StatusOK || !sent.Sent {
		t.Fatalf("code: %d %+v", status, sent)
	}
	m := r.mails(login.SeedResidentEmail)[0]
	if m.Kind != login.KindLinkCode || m.Language != "es" || m.Subject != "Vincule su cuenta de PayHub" {
		t.Fatalf("mail %+v", m)
	}
	code := r.lastLinkCode(login.SeedResidentEmail)
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	if status := r.api(http.MethodPost, wire.PathIdentityLink, req(wrong), service, nil); status != http.StatusForbidden {
		t.Fatalf("wrong code: %d", status)
	}
	var linked wire.LinkResponse
	if status := r.api(http.MethodPost, wire.PathIdentityLink, req(code), service, &linked); status != http.StatusOK ||
		linked.User.ID != rosa.ID || !linked.User.EmailVerified {
		t.Fatalf("link: %d %+v", status, linked)
	}
	// Linked: the exchange now names the account.
	if sub, claims := r.exchangedClaims(r.countyToken("county-user-2", login.SeedResidentEmail, "Rosa Resident")); sub != rosa.ID ||
		claims[wire.ClaimLinkPending] != nil {
		t.Fatalf("after linking: %q %v", sub, claims)
	}
	// The code is spent.
	if status := r.api(http.MethodPost, wire.PathIdentityLink, `{"issuer":"`+r.county.URL()+`","subject":"county-user-3","email":"`+
		login.SeedResidentEmail+`","code":"`+code+`"}`, service, nil); status != http.StatusForbidden {
		t.Fatalf("spent code: %d", status)
	}
}
