package main

import (
	"encoding/json"
	"net/http"
	"net/http/cookiejar"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	payhttp "github.com/payhub/payhub/bff/http"
)

// countyToken asks the sandbox issuer for a token of the user, as the
// example township page does.
func countyToken(t testing.TB, m *Main, body string) string {
	t.Helper()
	resp, err := http.Post(m.URL("sandbox")+"/svc/issuer/token", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out struct{ Token string }
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("issuer: %d %v", resp.StatusCode, err)
	}
	return out.Token
}

// exchanged is the answer of POST host-token on an embedded public site.
type exchanged struct {
	User        payhttp.HostUserView `json:"user"`
	Resident    *payhttp.UserView    `json:"resident"`
	VerifyEmail bool                 `json:"verifyEmail"`
}

func TestServe_ROLE15_LOGIN05_theTownshipsUserIsSignedInByTokenExchangeAndVerifiesAnUnverifiedEmail(t *testing.T) {
	m, _ := startMain(t)
	r := openAPIRouter(t, m.URL("bff"))
	base := m.URL("bff") + "/bff/v1/starlight/embedded"
	csrf := map[string]string{payhttp.CSRFHeader: payhttp.CSRFValue}
	newBrowser := func() *http.Client {
		jar, err := cookiejar.New(nil)
		if err != nil {
			t.Fatal(err)
		}
		return &http.Client{Jar: jar, Timeout: time.Minute}
	}

	// Rosa, whom the township has verified and who has no account here yet:
	// a new account, verified. (An e-mail an account here has already is
	// linked only by the mailed code: hostlink_e2e_test.go.)
	rosaEmail := "rosa." + strings.ToLower(time.Now().Format("150405.000000")) + "@example.com"
	rosa := newBrowser()
	token := countyToken(t, m, `{"subject":"starlight-7","email":"`+rosaEmail+`","name":"Rosa Resident"}`)
	var a exchanged
	body := checkExchange(t, r, rosa, http.MethodPost, base+"/session/host-token", `{"token":"`+token+`"}`, csrf, http.StatusOK)
	if err := json.Unmarshal(body, &a); err != nil || a.Resident == nil || a.Resident.Email != rosaEmail ||
		!a.Resident.EmailVerified || a.Resident.GivenName != "Rosa" || a.VerifyEmail {
		t.Fatalf("Rosa: %s", body)
	}
	var s struct{ User *payhttp.UserView }
	if err := json.Unmarshal(checkExchange(t, r, rosa, http.MethodGet, base+"/session", "", nil, http.StatusOK), &s); err != nil ||
		s.User == nil || s.User.Subject != a.Resident.Subject {
		t.Fatalf("session %+v %v", s.User, err)
	}

	// A newcomer whose address the township has not confirmed.
	email := "newcomer." + strings.ToLower(time.Now().Format("150405.000000")) + "@example.com"
	nia := newBrowser()
	token = countyToken(t, m, `{"subject":"starlight-8","email":"`+email+`","name":"Nia Newcomer","emailVerified":false}`)
	body = checkExchange(t, r, nia, http.MethodPost, base+"/session/host-token", `{"token":"`+token+`"}`, csrf, http.StatusOK)
	a = exchanged{}
	if err := json.Unmarshal(body, &a); err != nil || a.Resident == nil || a.Resident.EmailVerified || !a.VerifyEmail {
		t.Fatalf("Nia: %s", body)
	}
	// LOGIN-01: the exchange mailed a code, which verifies the address.
	body = checkExchange(t, r, nia, http.MethodPost, base+"/verify-email", `{"code":"`+mailedCode(t, m, email)+`"}`, csrf, http.StatusOK)
	if !strings.Contains(string(body), `"emailVerified":true`) {
		t.Fatalf("verify: %s", body)
	}

	// A token altered after signing signs nobody in.
	checkExchange(t, r, newBrowser(), http.MethodPost, base+"/session/host-token", `{"token":"`+token+`x"}`, csrf, http.StatusUnauthorized)
}

func TestServe_theTownshipPageIsATemplateOfTheRunningOriginsWithoutInlineScript(t *testing.T) {
	m, _ := startMain(t, "--widget-dir", fakeWidgetBuild(t), "--examples-dir", filepath.Join("..", "..", "..", "examples", "county-site"))
	resp, body := get(t, m.URL("examples")+"/township.html")
	if resp.StatusCode != http.StatusOK || !strings.Contains(body, "Sign in to Starlight Township") {
		t.Fatalf("township page: %d\n%s", resp.StatusCode, body)
	}
	tags := scriptTag.FindAllString(body, -1)
	want := []string{`<script src="` + m.URL("bff") + `/sdk/payhub.js" defer>`, `<script src="host.js" defer>`, `<script src="township.js" defer>`}
	if !slices.Equal(tags, want) {
		t.Errorf("script tags %q, want %q", tags, want)
	}
	if !strings.Contains(body, `<meta name="payhub-token-issuer" content="`+m.URL("sandbox")+`/svc/issuer">`) {
		t.Errorf("the page does not name the running token issuer")
	}
	if resp.Header.Get("Content-Security-Policy") == "" {
		t.Error("no Content-Security-Policy")
	}
}
