package issuer_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/payhub/payhub/bff/hostauth"
	"github.com/payhub/payhub/sandbox/issuer"
)

const site = "http://127.0.0.1:8081"

// start serves an issuer under /svc/issuer, as the sandbox does.
func start(t *testing.T) (*issuer.Issuer, *httptest.Server) {
	t.Helper()
	mux := http.NewServeMux()
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	iss := issuer.New(issuer.Config{URL: srv.URL + "/svc/issuer", AllowedOrigins: []string{site}})
	mux.Handle("/svc/issuer/", http.StripPrefix("/svc/issuer", iss.Handler()))
	return iss, srv
}

func post(t *testing.T, url, origin, body string) *http.Response {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if origin != "" {
		req.Header.Set("Origin", origin)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return resp
}

func TestIssuer_issuesAnRS256TokenThatTheHostVerifierAccepts(t *testing.T) {
	iss, srv := start(t)
	resp := post(t, srv.URL+"/svc/issuer/token", "",
		`{"subject":"jordan-rivera","email":"jordan@example.com","name":"Jordan Rivera"}`)
	var out issuer.TokenResponse
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d, %v", resp.StatusCode, err)
	}
	tok, _, err := jwt.NewParser().ParseUnverified(out.Token, jwt.MapClaims{})
	if err != nil {
		t.Fatal(err)
	}
	c := tok.Claims.(jwt.MapClaims)
	exp, _ := c.GetExpirationTime()
	if tok.Method.Alg() != "RS256" || tok.Header["kid"] == "" || c["iss"] != srv.URL+"/svc/issuer" ||
		exp == nil || time.Until(exp.Time) > issuer.TokenTTL || time.Until(exp.Time) < issuer.TokenTTL-time.Minute {
		t.Fatalf("header %v claims %v", tok.Header, c)
	}
	v := hostauth.New(t.Context(), hostauth.Options{})
	t.Cleanup(v.Close)
	u, err := v.Verify(t.Context(), out.Token, []hostauth.Issuer{{Issuer: iss.URL(), JWKSURL: iss.JWKSURL(), Audience: issuer.Audience}})
	if err != nil {
		t.Fatal(err)
	}
	if u.Subject != "jordan-rivera" || u.Email != "jordan@example.com" || u.GivenName != "Jordan" || u.FamilyName != "Rivera" {
		t.Errorf("user %+v", u)
	}
	// The key set publishes one RSA key under the token's key id.
	var set issuer.JWKS
	r, err := http.Get(iss.JWKSURL())
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	if err := json.NewDecoder(r.Body).Decode(&set); err != nil || len(set.Keys) != 1 ||
		set.Keys[0].Kid != tok.Header["kid"] || set.Keys[0].Kty != "RSA" || set.Keys[0].E != "AQAB" {
		t.Errorf("jwks %+v (%v)", set, err)
	}
}

func TestIssuer_refusesARequestWithoutSubjectOrValidEmail(t *testing.T) {
	_, srv := start(t)
	for _, body := range []string{
		`{"email":"jordan@example.com","name":"Jordan"}`,
		`{"subject":"j","email":"not an address","name":"Jordan"}`,
		`{"subject":"j","email":"Jordan <jordan@example.com>","name":"Jordan"}`,
		`{"subject":"` + strings.Repeat("x", 201) + `","email":"jordan@example.com"}`,
		`not json`,
	} {
		resp := post(t, srv.URL+"/svc/issuer/token", "", body)
		var e struct {
			Error struct{ Code string } `json:"error"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&e)
		if resp.StatusCode != http.StatusBadRequest || e.Error.Code != "invalid" {
			t.Errorf("%s: status %d code %q", body, resp.StatusCode, e.Error.Code)
		}
	}
}

func TestIssuer_CORSAllowsExactlyTheExampleSiteOrigins(t *testing.T) {
	_, srv := start(t)
	body := `{"subject":"j","email":"jordan@example.com","name":"Jordan Rivera"}`
	for origin, allowed := range map[string]bool{
		site: true, "http://localhost:8081": false, "http://127.0.0.1:8082": false, "null": false,
	} {
		pre, err := http.NewRequest(http.MethodOptions, srv.URL+"/svc/issuer/token", nil)
		if err != nil {
			t.Fatal(err)
		}
		pre.Header.Set("Origin", origin)
		pre.Header.Set("Access-Control-Request-Method", "POST")
		pre.Header.Set("Access-Control-Request-Headers", "content-type")
		presp, err := http.DefaultClient.Do(pre)
		if err != nil {
			t.Fatal(err)
		}
		presp.Body.Close()
		resp := post(t, srv.URL+"/svc/issuer/token", origin, body)
		acao := resp.Header.Get("Access-Control-Allow-Origin")
		if allowed {
			if presp.StatusCode != http.StatusNoContent || presp.Header.Get("Access-Control-Allow-Origin") != origin ||
				!strings.Contains(presp.Header.Get("Access-Control-Allow-Headers"), "Content-Type") || acao != origin {
				t.Errorf("%s: preflight %d %v; POST allow-origin %q", origin, presp.StatusCode, presp.Header, acao)
			}
			continue
		}
		if presp.StatusCode == http.StatusNoContent || presp.Header.Get("Access-Control-Allow-Origin") != "" || acao != "" {
			t.Errorf("%s: preflight %d, allow-origin %q / %q", origin, presp.StatusCode,
				presp.Header.Get("Access-Control-Allow-Origin"), acao)
		}
	}
}

func TestIssuer_LOGIN05_aTokenSaysTheEmailIsVerifiedUnlessAskedNotTo(t *testing.T) {
	_, srv := start(t)
	for body, want := range map[string]bool{
		`{"subject":"a","email":"a@example.com","name":"A B"}`:                       true,
		`{"subject":"a","email":"a@example.com","name":"A B","emailVerified":true}`:  true,
		`{"subject":"a","email":"a@example.com","name":"A B","emailVerified":false}`: false,
	} {
		var out issuer.TokenResponse
		if err := json.NewDecoder(post(t, srv.URL+"/svc/issuer/token", "", body).Body).Decode(&out); err != nil {
			t.Fatal(err)
		}
		tok, _, err := jwt.NewParser().ParseUnverified(out.Token, jwt.MapClaims{})
		if err != nil {
			t.Fatal(err)
		}
		if got := tok.Claims.(jwt.MapClaims)["email_verified"]; got != want {
			t.Errorf("%s: email_verified %v, want %v", body, got, want)
		}
	}
}
