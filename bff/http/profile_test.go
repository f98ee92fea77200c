package http

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/account"
	"github.com/payhub/payhub/bff/inmem"
)

// fakeProfiles is a Profiles made of function fields.
type fakeProfiles struct {
	get    func(ctx context.Context, req account.ProfileRequest) (account.ProfileView, error)
	update func(ctx context.Context, req account.ProfileRequest, ch account.ProfileChange) (account.ProfileView, error)
}

var _ Profiles = fakeProfiles{}

func (f fakeProfiles) Get(ctx context.Context, req account.ProfileRequest) (account.ProfileView, error) {
	return f.get(ctx, req)
}

func (f fakeProfiles) Update(ctx context.Context, req account.ProfileRequest, ch account.ProfileChange) (account.ProfileView, error) {
	return f.update(ctx, req, ch)
}

// profileBook keeps settings by user behind a fakeProfiles and records the
// requests it was given.
type profileBook struct {
	mu    sync.Mutex
	users map[string]account.ProfileView
	asked []account.ProfileRequest
}

func (b *profileBook) fake() fakeProfiles {
	return fakeProfiles{
		get: func(_ context.Context, req account.ProfileRequest) (account.ProfileView, error) {
			b.mu.Lock()
			defer b.mu.Unlock()
			b.asked = append(b.asked, req)
			return b.users[req.UserID], nil
		},
		update: func(_ context.Context, req account.ProfileRequest, ch account.ProfileChange) (account.ProfileView, error) {
			b.mu.Lock()
			defer b.mu.Unlock()
			b.asked = append(b.asked, req)
			v := b.users[req.UserID]
			if ch.GivenName != nil {
				if *ch.GivenName == "" {
					return account.ProfileView{}, &bff.Error{Code: bff.CodeUnprocessable, Message: "Please check your settings.",
						Fields: map[string]string{"givenName": "Escriba su nombre (hasta 100 caracteres)."}}
				}
				v.GivenName = *ch.GivenName
			}
			if ch.FamilyName != nil {
				v.FamilyName = *ch.FamilyName
			}
			if ch.Phone != nil {
				v.Phone = *ch.Phone
			}
			b.users[req.UserID] = v
			return v, nil
		},
	}
}

const profileURL = "/bff/v1/sunshine/demo/profile"

func newProfileServer(t *testing.T) (http.Handler, *fakeSignIn, *profileBook) {
	t.Helper()
	book := &profileBook{users: map[string]account.ProfileView{
		"alice": {GivenName: "Alice", FamilyName: "Able", Email: "alice@example.com", CanModify: true},
		"bob":   {GivenName: "Bob", FamilyName: "Baker", Email: "bob@example.com", CanModify: true},
	}}
	si := &fakeSignIn{claimed: map[string]string{}}
	return New(Deps{Env: bff.EnvTest, Store: inmem.New(), SignIn: si, Profile: book.fake()}), si, book
}

func profileOf(t *testing.T, rec *httptest.ResponseRecorder) account.ProfileView {
	t.Helper()
	var v account.ProfileView
	if err := json.Unmarshal(rec.Body.Bytes(), &v); rec.Code != http.StatusOK || err != nil {
		t.Fatalf("profile: %d %s", rec.Code, rec.Body)
	}
	return v
}

func TestProfile_ROLE33_aGuestGets401AndNothingIsAsked(t *testing.T) {
	h, _, book := newProfileServer(t)
	withSession := &jar{t: t, h: h}
	if withSession.get("/bff/v1/sunshine/demo/login"); withSession.cookie == "" {
		t.Fatal("no guest session")
	}
	for _, guest := range []*jar{{t: t, h: h}, withSession} {
		for _, rec := range []*httptest.ResponseRecorder{
			guest.get(profileURL),
			guest.sendBody(http.MethodPatch, profileURL, `{"givenName":"Mallory"}`, csrfHeader),
		} {
			if rec.Code != http.StatusUnauthorized || errorCode(t, rec) != string(bff.CodeUnauthorized) {
				t.Errorf("a guest: %d %s, want 401 unauthorized", rec.Code, rec.Body)
			}
		}
	}
	if len(book.asked) != 0 {
		t.Errorf("the settings were asked for a guest: %v", book.asked)
	}
}

func TestProfile_ROLE33_aResidentsChangeReachesOnlyTheirOwnSettings(t *testing.T) {
	h, si, book := newProfileServer(t)
	alice := signedInAs(t, h, si, "alice")
	bob := signedInAs(t, h, si, "bob")
	if v := profileOf(t, alice.sendBody(http.MethodPatch, profileURL+"?userId=bob", `{"givenName":"Alicia"}`, csrfHeader)); v.GivenName != "Alicia" {
		t.Errorf("alice's change answered %+v", v)
	}
	if v := profileOf(t, bob.get(profileURL+"?userId=alice")); v.GivenName != "Bob" || v.Email != "bob@example.com" {
		t.Errorf("bob reads %+v", v)
	}
	if v := book.users["bob"]; v.GivenName != "Bob" {
		t.Errorf("alice's change reached bob: %+v", v)
	}
	for _, req := range book.asked {
		if req.UserID != "alice" && req.UserID != "bob" {
			t.Errorf("settings asked for %q", req.UserID)
		}
	}
	if first := book.asked[0]; first.UserID != "alice" || first.Client != "sunshine" || first.Site != "demo" || first.Embedded {
		t.Errorf("alice's change was asked as %+v", first)
	}
}

func TestProfile_PROF01_aBodyNamingTheEmailOrAnotherUserIsRefusedWhole(t *testing.T) {
	h, si, book := newProfileServer(t)
	alice := signedInAs(t, h, si, "alice")
	for _, body := range []string{
		`{"email":"bob@example.com"}`,
		`{"givenName":"Mallory","email":"alice@example.com"}`,
		`{"givenName":"Mallory","id":"bob"}`,
		`{"givenName":"Mallory","userId":"bob"}`,
		`{"givenName":"Mallory","subject":"bob"}`,
		`{"GivenName":"Mallory"}`,
		`{"givenName":42}`,
		`["givenName"]`,
		`not json`,
	} {
		rec := alice.sendBody(http.MethodPatch, profileURL, body, csrfHeader)
		if rec.Code != http.StatusBadRequest || errorCode(t, rec) != string(bff.CodeInvalid) {
			t.Errorf("%s: %d %s, want 400 invalid", body, rec.Code, rec.Body)
		}
	}
	if len(book.asked) != 0 || book.users["alice"].GivenName != "Alice" || book.users["bob"].GivenName != "Bob" {
		t.Errorf("a refused body changed something: %v %+v", book.asked, book.users)
	}
	rec := alice.sendBody(http.MethodPatch, profileURL+"?lang=es", `{"email":"x@example.com"}`, csrfHeader)
	var body struct {
		Error struct {
			DisplayMessage string            `json:"displayMessage"`
			Fields         map[string]string `json:"fields"`
		} `json:"error"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || body.Error.Fields["email"] == "" ||
		body.Error.DisplayMessage != "Su correo electrónico no se puede cambiar." {
		t.Errorf("the e-mail refusal: %s", rec.Body)
	}
}

func TestProfile_CSRF_aChangeWithoutTheHeaderIsRefused(t *testing.T) {
	h, si, book := newProfileServer(t)
	alice := signedInAs(t, h, si, "alice")
	for _, hdr := range []map[string]string{nil, {CSRFHeader: "other"}} {
		if rec := alice.sendBody(http.MethodPatch, profileURL, `{"givenName":"Mallory"}`, hdr); rec.Code != http.StatusForbidden {
			t.Errorf("without the CSRF header: %d %s, want 403", rec.Code, rec.Body)
		}
	}
	if len(book.asked) != 0 || book.users["alice"].GivenName != "Alice" {
		t.Errorf("a refused change reached the settings: %v", book.asked)
	}
}

func TestProfile_fieldErrorsAre422WithEachFieldNamed(t *testing.T) {
	h, si, _ := newProfileServer(t)
	alice := signedInAs(t, h, si, "alice")
	rec := alice.sendBody(http.MethodPatch, profileURL, `{"givenName":""}`, csrfHeader)
	var body struct {
		Error struct {
			Code   string            `json:"code"`
			Fields map[string]string `json:"fields"`
		} `json:"error"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || rec.Code != http.StatusUnprocessableEntity ||
		body.Error.Code != string(bff.CodeUnprocessable) || body.Error.Fields["givenName"] == "" {
		t.Errorf("%d %s", rec.Code, rec.Body)
	}
}

func TestProfile_afterAChangeTheSessionCarriesTheNewName(t *testing.T) {
	h, si, _ := newProfileServer(t)
	alice := signedInAs(t, h, si, "alice")
	profileOf(t, alice.sendBody(http.MethodPatch, profileURL, `{"givenName":"Alicia","familyName":"Avila"}`, csrfHeader))
	var s sessionBody
	rec := alice.get("/bff/v1/sunshine/demo/session")
	if err := json.Unmarshal(rec.Body.Bytes(), &s); err != nil || s.User == nil || s.User.GivenName != "Alicia" ||
		s.User.FamilyName != "Avila" || s.User.Name != "Alicia Avila" || s.User.Subject != "alice" {
		t.Errorf("session after the change: %s", rec.Body)
	}
}

func TestProfile_EMBED05_theWidgetsSessionHeaderIsEmbeddedMode(t *testing.T) {
	h, si, book := newProfileServer(t)
	alice := signedInAs(t, h, si, "alice")
	rec := (&jar{t: t, h: h}).send(http.MethodGet, profileURL, map[string]string{SessionHeader: alice.cookie})
	if rec.Code != http.StatusOK || len(book.asked) != 1 || !book.asked[0].Embedded || book.asked[0].UserID != "alice" {
		t.Errorf("%d %s asked %+v", rec.Code, rec.Body, book.asked)
	}
}

func TestProfile_withoutTheLoginServiceItIs503(t *testing.T) {
	h := New(Deps{Env: bff.EnvTest, Store: inmem.New()})
	if rec := (&jar{t: t, h: h}).get(profileURL); rec.Code != http.StatusServiceUnavailable {
		t.Errorf("%d %s", rec.Code, rec.Body)
	}
}
