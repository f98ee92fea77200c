package main

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/payhub/payhub/sandbox/login"
)

// profileJSON is GET .../profile's answer.
type profileJSON struct {
	GivenName, FamilyName, Email, Phone, Language, ContactPreference string
	EmailVerified, CanModify                                         bool
}

// fieldErrorJSON is an error answer with its failed fields.
type fieldErrorJSON struct {
	Error struct {
		Code, Message, DisplayMessage string
		Fields                        map[string]string
	} `json:"error"`
}

func TestProfile_ROLE33_aGuestGets401OnProfileAndVerifyEmailOverRealHTTP(t *testing.T) {
	m, _ := startMain(t)
	r := openAPIRouter(t, m.URL("bff"))
	base := m.URL("bff") + "/bff/v1/sunshine/demo"
	guest := newPayer(t, m)
	checkExchange(t, r, guest.client, http.MethodGet, base+"/profile", "", nil, 401)
	checkExchange(t, r, guest.client, http.MethodPatch, base+"/profile", `{"givenName":"Mallory"}`, csrfHeader, 401)
	checkExchange(t, r, guest.client, http.MethodPost, base+"/verify-email", `{"code":"123456"}`, csrfHeader, 401)
	checkExchange(t, r, guest.client, http.MethodPost, base+"/verify-email/resend", "", csrfHeader, 401)
	// A guest with a session (a sign-in started, not finished) is a guest.
	resp, err := guest.client.Get(base + "/login")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	checkExchange(t, r, guest.client, http.MethodGet, base+"/profile", "", nil, 401)
	checkExchange(t, r, guest.client, http.MethodPost, base+"/verify-email", `{"code":"123456"}`, csrfHeader, 401)
}

func TestProfile_PROF01_residentAsChangeChangesOnlyAAndBReadsBackUnchanged(t *testing.T) {
	m, a, b, bBefore := startResidents(t)
	r := openAPIRouter(t, m.URL("bff"))
	base := m.URL("bff") + "/bff/v1/sunshine/demo/profile"
	var got profileJSON
	if err := json.Unmarshal(checkExchange(t, r, a.client, http.MethodGet, base, "", nil, 200), &got); err != nil ||
		got.GivenName != "Rosa" || got.Email != login.SeedResidentEmail || !got.CanModify || got.ContactPreference != "email" {
		t.Fatalf("A's settings: %+v %v", got, err)
	}
	// A names B in the query: only the session's resident is ever changed.
	body := checkExchange(t, r, a.client, http.MethodPatch, base+"?userId="+url.QueryEscape(bBefore.ID),
		`{"givenName":" Rosalind ","familyName":"Reyes","phone":"+1 (555) 123-4567","language":"es","contactPreference":"sms"}`, csrfHeader, 200)
	if err := json.Unmarshal(body, &got); err != nil || got.GivenName != "Rosalind" || got.Phone != "+15551234567" ||
		got.Language != "es" || got.ContactPreference != "sms" || got.Email != login.SeedResidentEmail {
		t.Fatalf("A's change answered %s", body)
	}
	aAfter := findUser(t, m, login.SeedResidentEmail)
	if aAfter.GivenName != "Rosalind" || aAfter.FamilyName != "Reyes" || aAfter.Phone != "+15551234567" || aAfter.ContactPreference != "sms" {
		t.Errorf("A read back through the users API: %+v", aAfter)
	}
	if bAfter := findUser(t, m, bobEmail); bAfter != bBefore {
		t.Errorf("A's change reached B:\nbefore %+v\nafter  %+v", bBefore, bAfter)
	}
	// The header's name follows at once; B's session and settings are B's.
	var s signedInJSON
	if code := a.call(http.MethodGet, "/session", nil, nil, &s); code != 200 || s.User == nil || s.User.Name != "Rosalind Reyes" {
		t.Errorf("A's session after the change: %d %+v", code, s.User)
	}
	if err := json.Unmarshal(checkExchange(t, r, b.client, http.MethodGet, base+"?userId="+url.QueryEscape(aAfter.ID), "", nil, 200), &got); err != nil ||
		got.GivenName != "Bob" || got.Email != bobEmail {
		t.Errorf("B reads %+v %v", got, err)
	}
}

func TestProfile_PROF01_aBodyNamingAnotherUsersIdOrEmailChangesNothingOfTheirs(t *testing.T) {
	m, a, _, bBefore := startResidents(t)
	r := openAPIRouter(t, m.URL("bff"))
	base := m.URL("bff") + "/bff/v1/sunshine/demo/profile"
	aBefore := findUser(t, m, login.SeedResidentEmail)
	for _, body := range []string{
		`{"email":"` + bobEmail + `"}`,
		`{"givenName":"Mallory","email":"` + bobEmail + `"}`,
		`{"givenName":"Mallory","id":"` + bBefore.ID + `"}`,
		`{"givenName":"Mallory","userId":"` + bBefore.ID + `"}`,
		`{"givenName":"Mallory","subject":"` + bBefore.ID + `"}`,
		`{"given_name":"Mallory","user":{"id":"` + bBefore.ID + `"}}`,
	} {
		var e fieldErrorJSON
		if err := json.Unmarshal(checkExchange(t, r, a.client, http.MethodPatch, base, body, csrfHeader, 400), &e); err != nil ||
			e.Error.Code != "invalid" {
			t.Errorf("%s: %+v", body, e)
		}
	}
	if after := findUser(t, m, bobEmail); after != bBefore {
		t.Errorf("B changed:\nbefore %+v\nafter  %+v", bBefore, after)
	}
	if after := findUser(t, m, login.SeedResidentEmail); after != aBefore {
		t.Errorf("a refused body changed A:\nbefore %+v\nafter  %+v", aBefore, after)
	}
}

func TestProfile_CSRF_aPatchWithoutTheHeaderIsRefusedOverRealHTTP(t *testing.T) {
	m, a, _, _ := startResidents(t)
	r := openAPIRouter(t, m.URL("bff"))
	base := m.URL("bff") + "/bff/v1/sunshine/demo/profile"
	aBefore := findUser(t, m, login.SeedResidentEmail)
	checkExchange(t, r, a.client, http.MethodPatch, base, `{"givenName":"Mallory"}`, nil, 403)
	checkExchange(t, r, a.client, http.MethodPatch, base, `{"givenName":"Mallory"}`, map[string]string{"X-Requested-With": "XMLHttpRequest"}, 403)
	if after := findUser(t, m, login.SeedResidentEmail); after != aBefore {
		t.Errorf("a change without the CSRF header reached the account: %+v", after)
	}
}

func TestProfile_VAL44_VAL50_invalidFieldsAre422NamedInTheAskedLanguage(t *testing.T) {
	m, a, _, _ := startResidents(t)
	r := openAPIRouter(t, m.URL("bff"))
	base := m.URL("bff") + "/bff/v1/sunshine/demo/profile?lang=es"
	var e fieldErrorJSON
	body := checkExchange(t, r, a.client, http.MethodPatch, base, `{"givenName":"  ","phone":"0123-456"}`, csrfHeader, 422)
	if err := json.Unmarshal(body, &e); err != nil || e.Error.Code != "unprocessable" || len(e.Error.Fields) != 2 ||
		!strings.Contains(e.Error.Fields["phone"], "dígitos") || !strings.Contains(e.Error.Fields["givenName"], "nombre") {
		t.Errorf("%s", body)
	}
	// Text messages need a phone, and A has none.
	checkExchange(t, r, a.client, http.MethodPatch, base, `{"contactPreference":"sms"}`, csrfHeader, 422)
	if u := findUser(t, m, login.SeedResidentEmail); u.GivenName != "Rosa" || u.ContactPreference == "sms" {
		t.Errorf("a refused change reached the account: %+v", u)
	}
}

func TestServeUpstreams_withoutTheLoginCredentialTheSettingsAreOff(t *testing.T) {
	checkOffWithoutCredential(t, "/bff/v1/sunshine/demo/profile", "--login-credential")
}

func TestConfig_loginCredentialComesFromTheFlagOrPAYHUB_LOGIN_CREDENTIAL(t *testing.T) {
	cfg, err := parseConfig([]string{"serve"}, env(map[string]string{"PAYHUB_LOGIN_CREDENTIAL": "from-env"}), io.Discard)
	if err != nil || cfg.LoginCredential != "from-env" {
		t.Fatalf("cfg.LoginCredential = %q, %v", cfg.LoginCredential, err)
	}
	cfg, err = parseConfig([]string{"serve", "--login-credential", "from-flag"}, env(map[string]string{"PAYHUB_LOGIN_CREDENTIAL": "from-env"}), io.Discard)
	if err != nil || cfg.LoginCredential != "from-flag" {
		t.Fatalf("cfg.LoginCredential = %q, %v", cfg.LoginCredential, err)
	}
	m := &Main{Config: Config{}}
	if got := m.loginCredential(); got != login.DefaultServiceToken {
		t.Errorf("serve mode's default = %q, want the sandbox's", got)
	}
	m.Config.UpstreamsFile = "upstreams.json"
	if got := m.loginCredential(); got != "" {
		t.Errorf("with --upstreams the default = %q, want none", got)
	}
}
