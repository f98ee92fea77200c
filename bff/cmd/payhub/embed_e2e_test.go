package main

import (
	"crypto/rand"
	"crypto/rsa"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	payhttp "github.com/payhub/payhub/bff/http"
)

// fakeWidgetBuild writes a stand-in for the widget's build (its real one is
// made by Vite): the BFF serves its index.html for every widget page.
func fakeWidgetBuild(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html><title>PayHub widget</title>"), 0o600); err != nil {
		t.Fatal(err)
	}
	return dir
}

func get(t *testing.T, url string) (*http.Response, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, string(body)
}

// frameAncestors is the frame-ancestors directive of a policy.
func frameAncestors(csp string) string {
	for _, d := range strings.Split(csp, ";") {
		if d = strings.TrimSpace(d); strings.HasPrefix(d, "frame-ancestors ") {
			return strings.TrimPrefix(d, "frame-ancestors ")
		}
	}
	return ""
}

var scriptTag = regexp.MustCompile(`<script[^>]*>`)

func TestServe_countySiteLoadsTheSDKFromThisPayHubUnderAStrictPolicy(t *testing.T) {
	m, _ := startMain(t, "--widget-dir", fakeWidgetBuild(t), "--examples-dir", filepath.Join("..", "..", "..", "examples", "county-site"))
	bffURL, sandboxURL := m.URL("bff"), m.URL("sandbox")
	resp, body := get(t, m.URL("examples")+"/")
	if resp.StatusCode != http.StatusOK || !strings.Contains(body, "Pay property tax") {
		t.Fatalf("county page: %d\n%s", resp.StatusCode, body)
	}
	tags := scriptTag.FindAllString(body, -1)
	want := []string{`<script src="` + bffURL + `/sdk/payhub.js" defer>`, `<script src="host.js" defer>`, `<script src="county.js" defer>`}
	if !slices.Equal(tags, want) {
		t.Errorf("script tags %q, want %q (the SDK from this PayHub, then the county's own, none inline)", tags, want)
	}
	if !strings.Contains(body, `<meta name="payhub-token-issuer" content="`+sandboxURL+`/svc/issuer">`) {
		t.Errorf("the page does not name the running token issuer")
	}
	csp := resp.Header.Get("Content-Security-Policy")
	for _, d := range []string{"script-src 'self' " + bffURL + ";", "frame-src " + bffURL + ";",
		"connect-src 'self' " + bffURL + " " + sandboxURL + ";", "default-src 'self';", "frame-ancestors 'none'"} {
		if !strings.Contains(csp, d) {
			t.Errorf("county CSP %q lacks %q", csp, d)
		}
	}
	if strings.Contains(csp, "unsafe") {
		t.Errorf("county CSP allows unsafe sources: %q", csp)
	}
	if r, js := get(t, m.URL("examples")+"/county.js"); r.StatusCode != 200 || !strings.Contains(js, "PayHub.embed(") ||
		!strings.Contains(js, "sunshine/demo/property_tax/2026/R100-001") || !strings.Contains(js, "hideReceipt: true") {
		t.Errorf("county.js: %d", r.StatusCode)
	}
}

func TestServe_widgetPageFrameAncestorsAreTheSiteListWithTheRunningExampleOrigin(t *testing.T) {
	portal := t.TempDir()
	if err := os.WriteFile(filepath.Join(portal, "index.html"), []byte("<!doctype html><title>portal</title>"), 0o600); err != nil {
		t.Fatal(err)
	}
	m, _ := startMain(t, "--widget-dir", fakeWidgetBuild(t), "--web-dir", portal)
	resp, body := get(t, m.URL("bff")+"/web/widgets/current/sunshine/demo/checkout?lang=en")
	want := "http://127.0.0.1:8081 http://localhost:8081 " + m.URL("examples")
	if fa := frameAncestors(resp.Header.Get("Content-Security-Policy")); resp.StatusCode != 200 || fa != want ||
		!strings.Contains(body, "PayHub widget") {
		t.Errorf("sunshine/demo: %d frame-ancestors %q, want %q", resp.StatusCode, fa, want)
	}
	// moonbeam/pay allows no one; the hand-off demo site neither.
	for _, site := range []string{"moonbeam/pay", "sunshine/handoff", "sunshine/nowhere"} {
		resp, _ := get(t, m.URL("bff")+"/web/widgets/current/"+site+"/checkout")
		if fa := frameAncestors(resp.Header.Get("Content-Security-Policy")); resp.StatusCode != 200 || fa != "'none'" {
			t.Errorf("%s: %d frame-ancestors %q", site, resp.StatusCode, fa)
		}
	}
	// The portal is never framed.
	if resp, _ := get(t, m.URL("bff")+"/sunshine/demo/home"); frameAncestors(resp.Header.Get("Content-Security-Policy")) != "'none'" {
		t.Errorf("portal CSP %q", resp.Header.Get("Content-Security-Policy"))
	}
}

// sandboxToken asks the sandbox issuer for a token, as the county page does.
func sandboxToken(t *testing.T, sandboxURL string) string {
	t.Helper()
	resp, err := http.Post(sandboxURL+"/svc/issuer/token", "application/json",
		strings.NewReader(`{"subject":"sunshine-resident-1001","email":"jordan.rivera@example.com","name":"Jordan Rivera"}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out struct{ Token string }
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || resp.StatusCode != 200 || out.Token == "" {
		t.Fatalf("issuer: %d %v", resp.StatusCode, err)
	}
	return out.Token
}

func TestServe_LOGIN04_hostTokenOfTheSandboxIssuerSignsInAndAnUnknownIssuerIsRefused(t *testing.T) {
	m, _ := startMain(t)
	bffURL := m.URL("bff")
	r := openAPIRouter(t, bffURL)
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	browser := &http.Client{Jar: jar, Timeout: 30 * time.Second}
	csrf := map[string]string{payhttp.CSRFHeader: payhttp.CSRFValue}
	path := bffURL + "/bff/v1/sunshine/demo/session/host-token"

	checkExchange(t, r, browser, http.MethodGet, path, "", nil, http.StatusNoContent)
	body := checkExchange(t, r, browser, http.MethodPost, path, `{"token":"`+sandboxToken(t, m.URL("sandbox"))+`"}`, csrf, http.StatusOK)
	var got struct {
		User payhttp.HostUserView `json:"user"`
	}
	if err := json.Unmarshal(body, &got); err != nil || got.User.Subject != "sunshine-resident-1001" ||
		got.User.Email != "jordan.rivera@example.com" || got.User.GivenName != "Jordan" || got.User.FamilyName != "Rivera" {
		t.Fatalf("user %+v (%v)", got.User, err)
	}
	checkExchange(t, r, browser, http.MethodGet, path, "", nil, http.StatusOK)
	screen := checkExchange(t, r, browser, http.MethodGet, bffURL+"/bff/v1/sunshine/demo/screens/checkout", "", nil, http.StatusOK)
	if !strings.Contains(string(screen), `"user":{"status":"ok","data":{"subject":"sunshine-resident-1001"`) {
		t.Errorf("the checkout screen lacks the host user: %s", screen)
	}

	// A token of an issuer the site does not list: login_unknown_issuer.
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	sign := func(iss string) string {
		tok := jwt.NewWithClaims(jwt.SigningMethodRS256, jwt.MapClaims{"iss": iss, "sub": "x", "aud": "payhub-widget",
			"exp": time.Now().Add(5 * time.Minute).Unix()})
		tok.Header["kid"] = "k1"
		s, err := tok.SignedString(key)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	for iss, code := range map[string]string{
		"https://login.elsewhere.example": "login_unknown_issuer",
		m.URL("sandbox") + "/svc/issuer":  "login_invalid_token", // the right issuer, another key
	} {
		body := checkExchange(t, r, browser, http.MethodPost, path, `{"token":"`+sign(iss)+`"}`, csrf, http.StatusUnauthorized)
		var e struct {
			Error struct{ Code string } `json:"error"`
		}
		if err := json.Unmarshal(body, &e); err != nil || e.Error.Code != code {
			t.Errorf("%s: %s, want %s", iss, body, code)
		}
	}
	checkExchange(t, r, browser, http.MethodDelete, path, "", csrf, http.StatusNoContent)
	checkExchange(t, r, browser, http.MethodGet, path, "", nil, http.StatusNoContent)
}
