package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/url"
	"testing"

	"github.com/payhub/payhub/bff/sandbox"
	"github.com/payhub/payhub/bff/sandbox/login"
	loginapi "github.com/payhub/payhub/bff/upstream/login"
)

// usersAPI calls the sandbox login service's users API with its service
// credential, as another service would, and decodes the answer into out.
func usersAPI(t *testing.T, m *Main, method, path string, body, out any) int {
	t.Helper()
	var buf bytes.Buffer
	if body != nil {
		if err := json.NewEncoder(&buf).Encode(body); err != nil {
			t.Fatal(err)
		}
	}
	req, err := http.NewRequest(method, m.URL("sandbox")+sandbox.PrefixLogin+path, &buf)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+login.DefaultServiceToken)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if out != nil {
		if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
			t.Fatalf("%s %s: %d: %v", method, path, resp.StatusCode, err)
		}
	}
	return resp.StatusCode
}

// createResident makes an active account with email, signing in with
// login.SeedPassword, through the users API (POST /v1/users, forceActive).
func createResident(t *testing.T, m *Main, email, name string) loginapi.UserBody {
	t.Helper()
	var u loginapi.UserBody
	if code := usersAPI(t, m, http.MethodPost, "/v1/users", loginapi.CreateUserRequest{Email: email, Name: name,
		Password: login.SeedPassword, Options: loginapi.CreateUserOptions{ClientSite: "sunshine/demo", ForceActive: true}}, &u); code != http.StatusCreated || !u.EmailVerified {
		t.Fatalf("creating %s: %d %+v", email, code, u)
	}
	return u
}

// findUser reads the account with email back through the users API.
func findUser(t *testing.T, m *Main, email string) loginapi.UserBody {
	t.Helper()
	var u loginapi.UserBody
	if code := usersAPI(t, m, http.MethodGet, "/v1/findUser?email="+url.QueryEscape(email), nil, &u); code != http.StatusOK {
		t.Fatalf("finding %s: %d", email, code)
	}
	return u
}

// signInAs signs email in on sunshine/demo through the BFF and the sandbox
// login service's hosted page, and returns the browser, as a payer, and the
// resident's subject.
func signInAs(t *testing.T, m *Main, email string) (*payer, string) {
	t.Helper()
	r := newResident(t, m)
	if to := r.signIn(email, login.SeedPassword, "/sunshine/demo/home"); to != "/sunshine/demo/home" {
		t.Fatalf("signing %s in: sent to %q", email, to)
	}
	s, body := r.session()
	if s.User == nil || s.User.Email != email || s.User.Subject == "" {
		t.Fatalf("signing %s in: session %s", email, body)
	}
	return &payer{t: t, bff: m.URL("bff"), wallet: m.URL("wallet"), client: r.client}, s.User.Subject
}
