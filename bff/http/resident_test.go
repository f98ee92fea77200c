package http

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/account"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/inmem"
	"github.com/payhub/payhub/bff/screen"
)

// residentServer serves every per-user route with fakes that record each
// call: a test can tell a refused request from one that reached a service.
type residentServer struct {
	h       http.Handler
	si      *fakeSignIn
	saved   *savedBook
	prof    *profileBook
	box     *mailbox
	hist    *fakeHistory
	screens int
}

func newResidentServer(t *testing.T) *residentServer {
	t.Helper()
	s := &residentServer{
		si:    &fakeSignIn{claimed: map[string]string{}},
		saved: &savedBook{items: map[string][]string{}},
		prof: &profileBook{users: map[string]account.ProfileView{
			"uma": {GivenName: "Uma", Email: "uma@example.com", CanModify: true},
		}},
		box:  &mailbox{code: "123456", verified: map[string]bool{}},
		hist: &fakeHistory{owners: map[string]string{"r-uma": "uma"}},
	}
	checkout := fakeCheckout{receiptScreen: func(_ context.Context, c, site, id string) (screen.Screen, error) {
		s.screens++
		return screen.Screen{Screen: "receipt", Client: c, Site: site, Complete: true}, nil
	}}
	s.h = New(Deps{Env: bff.EnvTest, Store: inmem.New(), SignIn: s.si, SavedItems: s.saved.fake(),
		Profile: s.prof.fake(), Verification: s.box.fake(), History: s.hist, Checkout: checkout})
	return s
}

// perUserCalls are the signed-in resident's resources that assume a
// verified account, each with a body it would accept.
var perUserCalls = []struct{ method, path, body string }{
	{http.MethodGet, savedURL, ""},
	{http.MethodPut, savedURL, `{"path":"sunshine/demo/utilities/U-5001"}`},
	{http.MethodDelete, savedURL + "?savePath=%2Fsunshine%2Fdemo%2Futilities%2FU-5001", ""},
	{http.MethodPatch, profileURL, `{"givenName":"Mallory"}`},
	{http.MethodGet, "/bff/v1/sunshine/demo/payments", ""},
	{http.MethodGet, "/bff/v1/sunshine/demo/screens/receipt/r-uma", ""},
}

func TestVerifiedOnly_ROLE20_ROLE33_anUnverifiedResidentGets403EmailUnverifiedAndNothingIsAsked(t *testing.T) {
	s := newResidentServer(t)
	uma := signedInUnverified(t, s.h, s.si, "uma")
	for _, call := range perUserCalls {
		rec := uma.sendBody(call.method, call.path, call.body, csrfHeader)
		if rec.Code != http.StatusForbidden || errorCode(t, rec) != string(bff.CodeEmailUnverified) {
			t.Errorf("%s %s unverified: %d %s, want 403 email_unverified", call.method, call.path, rec.Code, rec.Body)
		}
	}
	if len(s.saved.asked) != 0 || len(s.hist.askedUser) != 0 || s.screens != 0 || s.prof.users["uma"].GivenName != "Uma" {
		t.Errorf("a refused call reached a service: saved %v, history %v, receipt screens %d, profile %+v",
			s.saved.asked, s.hist.askedUser, s.screens, s.prof.users["uma"])
	}
	// Reading the settings and the session stays open: the page shows who
	// is signed in and sends them to verify-email.
	if rec := uma.get(profileURL); rec.Code != http.StatusOK {
		t.Errorf("GET profile unverified: %d %s", rec.Code, rec.Body)
	}
}

func TestVerifiedOnly_afterTheMailedCodeEveryPerUserRouteAnswers(t *testing.T) {
	s := newResidentServer(t)
	uma := signedInUnverified(t, s.h, s.si, "uma")
	if rec := uma.sendBody(http.MethodPost, verifyURL, `{"code":"123456"}`, csrfHeader); rec.Code != http.StatusOK {
		t.Fatalf("verify: %d %s", rec.Code, rec.Body)
	}
	for _, call := range perUserCalls {
		rec := uma.sendBody(call.method, call.path, call.body, csrfHeader)
		if rec.Code >= 300 {
			t.Errorf("%s %s verified: %d %s", call.method, call.path, rec.Code, rec.Body)
		}
	}
}

func TestVerifiedOnly_aGuestStillGets401(t *testing.T) {
	s := newResidentServer(t)
	guest := &jar{t: t, h: s.h}
	guest.get("/bff/v1/sunshine/demo/login") // a session, not signed in
	for _, call := range perUserCalls[:5] {
		if rec := guest.sendBody(call.method, call.path, call.body, csrfHeader); rec.Code != http.StatusUnauthorized {
			t.Errorf("%s %s guest: %d %s, want 401", call.method, call.path, rec.Code, rec.Body)
		}
	}
	if rec := guest.get("/bff/v1/sunshine/demo/screens/receipt/r-uma"); rec.Code != http.StatusNotFound {
		t.Errorf("a guest's receipt of an account: %d, want 404", rec.Code)
	}
}

func TestVerifyEmail_aVerifiedEmailRotatesTheSessionIdAndDeletesTheOldSession(t *testing.T) {
	for _, name := range []string{"verify", "resend finds it verified"} {
		t.Run(name, func(t *testing.T) {
			s := newResidentServer(t)
			uma := signedInUnverified(t, s.h, s.si, "uma")
			before := uma.cookie
			var rec = uma.sendBody(http.MethodPost, verifyURL, `{"code":"123456"}`, csrfHeader)
			if name != "verify" {
				s.box.verified["uma@example.com"] = true
				rec = uma.sendBody(http.MethodPost, verifyURL+"/resend", "", csrfHeader)
			}
			if rec.Code != http.StatusOK || uma.cookie == "" || uma.cookie == before {
				t.Fatalf("%d %s: cookie %q, before %q", rec.Code, rec.Body, uma.cookie, before)
			}
			if sv := sessionOf(t, uma); !sv.User.EmailVerified || sv.User.Subject != "uma" {
				t.Errorf("the new session: %+v", sv.User)
			}
			old := &jar{t: t, h: s.h, cookie: before}
			var body sessionBody
			if err := json.Unmarshal(old.get("/bff/v1/sunshine/demo/session").Body.Bytes(), &body); err != nil || body.User != nil {
				t.Errorf("the id from before verifying still answers as %+v (%v)", body.User, err)
			}
		})
	}
}

func TestVerifyEmail_theWidgetsSessionHeaderGetsTheNewIdToo(t *testing.T) {
	s := newResidentServer(t)
	uma := signedInUnverified(t, s.h, s.si, "uma")
	before := uma.cookie
	rec := uma.sendBody(http.MethodPost, verifyURL, `{"code":"123456"}`, map[string]string{CSRFHeader: CSRFValue, SessionHeader: before})
	next := rec.Header().Get(SessionHeader)
	if rec.Code != http.StatusOK || !sessionID.MatchString(next) || next == before {
		t.Fatalf("%d %s: header %q", rec.Code, rec.Body, next)
	}
	if c := rec.Result().Cookies(); len(c) != 0 {
		t.Errorf("the header transport got a cookie: %v", c)
	}
}

func TestSession_fixation_aWellFormedIdTheBFFNeverIssuedIsNotAdoptedByHeaderEither(t *testing.T) {
	planted := "ab" + strings.Repeat("0", 62)
	h := New(Deps{Env: bff.EnvTest, Store: inmem.New(), Checkout: fakeCheckout{checkoutScreen: func(context.Context, checkout.CheckoutRequest) (screen.Screen, string, error) {
		return screen.Screen{Screen: "checkout"}, "c1", nil
	}}})
	// The checkout screen creates the widget's session: it answers with an
	// id of its own, never the one the request named.
	rec := (&jar{t: t, h: h}).sendBody(http.MethodGet, "/bff/v1/sunshine/demo/screens/checkout", "", map[string]string{SessionHeader: planted})
	if got := rec.Header().Get(SessionHeader); rec.Code != http.StatusOK || got == planted || !sessionID.MatchString(got) {
		t.Fatalf("checkout screen with a planted header id: %d, id %q", rec.Code, got)
	}
}
