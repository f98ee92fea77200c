package login_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/auth"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/sandbox"
	sandboxlogin "github.com/payhub/payhub/sandbox/login"
)

// rig is the real sandbox behind a test server.
type rig struct {
	t    *testing.T
	base string // the sandbox's origin
}

func newRig(t *testing.T) *rig {
	t.Helper()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("sandbox.New: %v", err)
	}
	t.Cleanup(func() {
		if err := srv.Close(); err != nil {
			t.Errorf("sandbox Close: %v", err)
		}
	})
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	return &rig{t: t, base: ts.URL}
}

// client returns a login service client sending credential.
func (r *rig) client(credential string) *login.Client {
	pool := upstream.NewPool(upstream.Options{})
	r.t.Cleanup(pool.Close)
	return login.NewClient(pool.Client("login", r.base+sandbox.PrefixLogin), credential)
}

// get decodes GET u, sent with the service credential, into out.
func (r *rig) get(u string, out any) {
	r.t.Helper()
	req, err := http.NewRequest(http.MethodGet, u, nil)
	if err != nil {
		r.t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+sandboxlogin.DefaultServiceToken)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		r.t.Fatal(err)
	}
	defer resp.Body.Close()
	if err := json.NewDecoder(resp.Body).Decode(out); resp.StatusCode != http.StatusOK || err != nil {
		r.t.Fatalf("GET %s: %d %v", u, resp.StatusCode, err)
	}
}

// userID finds the id of the account with email through the users API.
func (r *rig) userID(email string) string {
	var u login.UserBody
	r.get(r.base+sandbox.PrefixLogin+"/v1/findUser?email="+url.QueryEscape(email), &u)
	return u.ID
}

// lastCode is the newest verification code mailed to email.
func (r *rig) lastCode(email string) string {
	r.t.Helper()
	var mail struct {
		Messages []struct{ Kind, Text string } `json:"messages"`
	}
	r.get(r.base+sandbox.PathOutbox+".json?to="+url.QueryEscape(email), &mail)
	for _, m := range mail.Messages {
		if m.Kind == sandboxlogin.KindVerificationCode {
			if code := regexp.MustCompile(`\b\d{6}\b`).FindString(m.Text); code != "" {
				return code
			}
		}
	}
	r.t.Fatalf("no code was mailed to %s", email)
	return ""
}

func ptr(s string) *string { return &s }

func TestClient_API108_API110_readsAndPatchesAUsersProfileInSnakeCase(t *testing.T) {
	r := newRig(t)
	c := r.client(sandboxlogin.DefaultServiceToken)
	ctx := t.Context()
	id := r.userID(sandboxlogin.SeedResidentEmail)
	u, err := c.GetUser(ctx, id)
	if err != nil || u.ID != id || u.Email != sandboxlogin.SeedResidentEmail || u.GivenName != "Rosa" || !u.EmailVerified {
		t.Fatalf("GetUser = %+v, %v", u, err)
	}
	got, err := c.PatchUser(ctx, id, login.PatchUserRequest{GivenName: ptr("Rosalind"), Phone: ptr("+15551234567"),
		Language: ptr(login.LanguageES), ContactPreference: ptr(login.ContactSMS)})
	if err != nil || got.GivenName != "Rosalind" || got.FamilyName != "Resident" || got.Phone != "+15551234567" ||
		got.Language != login.LanguageES || got.ContactPreference != login.ContactSMS {
		t.Fatalf("PatchUser = %+v, %v", got, err)
	}
	// The service kept what the snake-cased body named, and nothing else.
	again, err := c.GetUser(ctx, id)
	if err != nil || again.GivenName != "Rosalind" || again.FamilyName != "Resident" || again.Email != u.Email ||
		again.ContactPreference != login.ContactSMS {
		t.Errorf("read back %+v, %v", again, err)
	}
	if _, err := c.GetUser(ctx, "usr_nobody"); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("an unknown user = %v, want not_found", err)
	}
	if _, err := c.PatchUser(ctx, " ", login.PatchUserRequest{GivenName: ptr("X")}); bff.ErrorCode(err) != bff.CodeInvalid {
		t.Errorf("an empty id = %v, want invalid without a call", err)
	}
}

func TestClient_theUsersAPIRefusesAWrongCredential(t *testing.T) {
	r := newRig(t)
	id := r.userID(sandboxlogin.SeedResidentEmail)
	if _, err := r.client("guessed").GetUser(t.Context(), id); bff.ErrorCode(err) != bff.CodeUnauthorized {
		t.Errorf("GetUser with a wrong credential = %v, want unauthorized", err)
	}
	if _, err := r.client("").PatchUser(t.Context(), id, login.PatchUserRequest{GivenName: ptr("Mallory")}); bff.ErrorCode(err) != bff.CodeUnauthorized {
		t.Errorf("PatchUser without a credential = %v, want unauthorized", err)
	}
}

func TestClient_API115_API116_ERR17_aMailedCodeVerifiesAndAWrongOneIsInvalid(t *testing.T) {
	r := newRig(t)
	c := r.client(sandboxlogin.DefaultServiceToken)
	ctx := t.Context()
	ask := login.IsEmailVerifiedRequest{Email: sandboxlogin.SeedResidentEmail, ClientID: auth.ClientID, Locale: "en"}
	if verified, err := c.IsEmailVerified(ctx, ask); err != nil || !verified {
		t.Fatalf("the resident: verified=%v, %v", verified, err)
	}
	ask.Email = sandboxlogin.SeedUnverifiedEmail
	if verified, err := c.IsEmailVerified(ctx, ask); err != nil || verified {
		t.Fatalf("the unverified resident: verified=%v, %v", verified, err)
	}
	code := r.lastCode(sandboxlogin.SeedUnverifiedEmail)
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	req := login.VerifyEmailRequest{Email: sandboxlogin.SeedUnverifiedEmail, ProviderIdentifier: r.base + sandbox.PrefixLogin, Token: wrong}
	if _, err := c.VerifyEmail(ctx, req); bff.ErrorCode(err) != bff.CodeVerificationInvalid {
		t.Fatalf("a wrong code = %v, want verification_invalid", err)
	}
	req.Token = code
	if out, err := c.VerifyEmail(ctx, req); err != nil || !out.Verified || out.AlreadyVerified {
		t.Fatalf("the mailed code = %+v, %v", out, err)
	}
	if out, err := c.VerifyEmail(ctx, req); err != nil || !out.AlreadyVerified {
		t.Errorf("verifying again = %+v, %v", out, err)
	}
	if verified, err := c.IsEmailVerified(ctx, ask); err != nil || !verified {
		t.Errorf("after verifying: verified=%v, %v", verified, err)
	}
}

func TestPing_API106_answersWithoutACredential(t *testing.T) {
	if err := newRig(t).client("").Ping(t.Context()); err != nil {
		t.Errorf("Ping: %v", err)
	}
}
