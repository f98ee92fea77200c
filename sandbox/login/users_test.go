package login_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/sandbox/internal/respond"
	"github.com/payhub/payhub/sandbox/login"
)

// serviceAuth is the users API's credential header of the sandbox default.
func serviceAuth() map[string]string {
	return map[string]string{"Authorization": "Bearer " + login.DefaultServiceToken}
}

// api calls the users API with hdr and decodes the answer into out.
func (r *rig) api(method, path, body string, hdr map[string]string, out any) int {
	r.t.Helper()
	h := map[string]string{"Content-Type": "application/json"}
	for k, v := range hdr {
		h[k] = v
	}
	status, _, got := do(r.t, http.DefaultClient, method, r.issuer+path, strings.NewReader(body), h)
	if out != nil && got != "" {
		if err := json.Unmarshal([]byte(got), out); err != nil {
			r.t.Fatalf("%s %s: %d %s: %v", method, path, status, got, err)
		}
	}
	return status
}

func TestUsersAPI_API106_pingAnswersWithoutACredential(t *testing.T) {
	r := newRig(t)
	if status := r.api(http.MethodGet, "/v1/ping", "", nil, nil); status != http.StatusOK {
		t.Fatalf("ping %d", status)
	}
}

func TestUsersAPI_aCallWithoutTheServiceCredentialIsRefused(t *testing.T) {
	r := newRig(t)
	var resident wire.UserBody
	if status := r.api(http.MethodGet, "/v1/findUser?email="+login.SeedResidentEmail, "", serviceAuth(), &resident); status != http.StatusOK {
		t.Fatalf("with the credential: %d", status)
	}
	for _, c := range []struct{ method, path, body string }{
		{http.MethodGet, "/v1/users/" + resident.ID, ""},
		{http.MethodGet, "/v1/findUser?email=" + login.SeedResidentEmail, ""},
		{http.MethodPost, "/v1/users", `{"email":"x@example.com","name":"X Y"}`},
		{http.MethodPatch, "/v1/users/" + resident.ID, `{"given_name":"Mallory"}`},
		{http.MethodDelete, "/v1/users/" + resident.ID, ""},
		{http.MethodPost, "/v1/sendVerificationMail", `{"email":"unverified@example.com"}`},
	} {
		for name, hdr := range map[string]map[string]string{
			"none":         nil,
			"wrong":        {"Authorization": "Bearer guessed"},
			"basic":        {"Authorization": "Basic " + login.DefaultServiceToken},
			"cookie-style": {"Cookie": "token=" + login.DefaultServiceToken},
		} {
			var e respond.ErrorBody
			if status := r.api(c.method, c.path, c.body, hdr, &e); status != http.StatusUnauthorized ||
				e.Error.Code != login.CodeServiceAuth {
				t.Errorf("%s %s with %s: %d %+v", c.method, c.path, name, status, e)
			}
		}
	}
	// Nothing changed.
	var again wire.UserBody
	if r.api(http.MethodGet, "/v1/users/"+resident.ID, "", serviceAuth(), &again); again.GivenName != "Rosa" {
		t.Errorf("resident %+v", again)
	}
}

func TestUsersAPI_API107_to_API111_createReadFindPatchAndDelete(t *testing.T) {
	r := newRig(t)
	var u wire.UserBody
	status := r.api(http.MethodPost, "/v1/users", `{"email":"Lee.Park@Example.com","name":"Lee Park","phone":"(555) 010-2000",
		"options":{"client_site":"sunshine/demo","origin_url":"http://localhost:8080/","forceActive":false}}`, serviceAuth(), &u)
	if status != http.StatusCreated || u.Email != "lee.park@example.com" || u.EmailVerified || u.GivenName != "Lee" ||
		u.FamilyName != "Park" || u.Language != "en" || u.ContactPreference != "email" {
		t.Fatalf("create: %d %+v", status, u)
	}
	// Without forceActive, an activation code is sent.
	if r.lastCode("lee.park@example.com") == "" {
		t.Error("no activation code")
	}
	var e respond.ErrorBody
	if status := r.api(http.MethodPost, "/v1/users", `{"email":"lee.park@example.com","name":"Lee Park"}`, serviceAuth(), &e); status != http.StatusConflict ||
		e.Error.Code != login.CodeEmailTaken {
		t.Errorf("duplicate: %d %+v", status, e)
	}
	var got wire.UserBody
	if status := r.api(http.MethodGet, "/v1/users/"+u.ID, "", serviceAuth(), &got); status != http.StatusOK || got != u {
		t.Errorf("read: %d %+v", status, got)
	}
	if status := r.api(http.MethodGet, "/v1/findUser?email="+url.QueryEscape("LEE.PARK@example.com"), "", serviceAuth(), &got); status != http.StatusOK || got.ID != u.ID {
		t.Errorf("find: %d %+v", status, got)
	}
	status = r.api(http.MethodPatch, "/v1/users/"+u.ID, `{"given_name":"Leigh","family_name":"Park-Kim","phone":"+1 555 010 2001",
		"language":"es","contact_preference":"sms"}`, serviceAuth(), &got)
	if status != http.StatusOK || got.GivenName != "Leigh" || got.FamilyName != "Park-Kim" || got.Phone != "+1 555 010 2001" ||
		got.Language != "es" || got.ContactPreference != "sms" || got.Email != u.Email || got.Name != "Leigh Park-Kim" {
		t.Errorf("patch: %d %+v", status, got)
	}
	for _, body := range []string{`{"given_name":" "}`, `{"language":"fr"}`, `{"contact_preference":"fax"}`,
		`{"phone":"0555 010 2000"}`, `{"phone":"555-01"}`, `{"phone":"555+0102000"}`} {
		if status := r.api(http.MethodPatch, "/v1/users/"+u.ID, body, serviceAuth(), &e); status != http.StatusBadRequest ||
			e.Error.Code != login.CodeInvalidField {
			t.Errorf("patch %s: %d %+v", body, status, e)
		}
	}
	if status := r.api(http.MethodDelete, "/v1/users/"+u.ID, "", serviceAuth(), nil); status != http.StatusNoContent {
		t.Errorf("delete: %d", status)
	}
	for _, path := range []string{"/v1/users/" + u.ID, "/v1/findUser?email=lee.park@example.com"} {
		if status := r.api(http.MethodGet, path, "", serviceAuth(), nil); status != http.StatusNotFound {
			t.Errorf("%s after delete: %d", path, status)
		}
	}
	if status := r.api(http.MethodDelete, "/v1/users/"+u.ID, "", serviceAuth(), nil); status != http.StatusNotFound {
		t.Errorf("second delete: %d", status)
	}
}

func TestUsersAPI_API113_sendVerificationMailSendsACodeToAnUnverifiedAccount(t *testing.T) {
	r := newRig(t)
	var out wire.SendMailResponse
	if status := r.api(http.MethodPost, "/v1/sendVerificationMail", `{"email":"unverified@example.com"}`, serviceAuth(), &out); status != http.StatusOK ||
		!out.Sent || out.Verified {
		t.Fatalf("unverified: %d %+v", status, out)
	}
	if r.lastCode(login.SeedUnverifiedEmail) == "" {
		t.Fatal("no code")
	}
	if status := r.api(http.MethodPost, "/v1/sendVerificationMail", `{"email":"resident@example.com"}`, serviceAuth(), &out); status != http.StatusOK ||
		out.Sent || !out.Verified {
		t.Fatalf("verified: %d %+v", status, out)
	}
	if status := r.api(http.MethodPost, "/v1/sendVerificationMail", `{"email":"nobody@example.com"}`, serviceAuth(), nil); status != http.StatusNotFound {
		t.Fatalf("unknown: %d", status)
	}
}
