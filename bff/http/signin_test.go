package http

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/auth"
	"github.com/payhub/payhub/bff/inmem"
)

// fakeSignIn plays the login service: Start hands out flows whose code is
// "code-for-" + state; Finish accepts exactly that code for the flow.
type fakeSignIn struct {
	mu       sync.Mutex
	disabled bool
	started  []auth.Flow
	claimed  map[string]string // cart id -> user
	identity auth.Identity
	// exchange plays the token exchange (exchange_test.go); nil refuses.
	exchange func(client, site, token string) (auth.Identity, error)
}

func (f *fakeSignIn) ExchangeHostToken(_ context.Context, client, site, token string, _ bff.Language) (auth.Identity, error) {
	if f.exchange == nil {
		return auth.Identity{}, bff.Errorf(bff.CodeLoginInvalidToken, "No exchange here.")
	}
	return f.exchange(client, site, token)
}

var _ SignIn = (*fakeSignIn)(nil)

func (f *fakeSignIn) Start(_ context.Context, client, site string, ui bff.Language, returnTo, redirect string) (auth.Flow, string, error) {
	if f.disabled {
		return auth.Flow{}, "", bff.Errorf(bff.CodeLoginDisabled, "Signing in is turned off on this site.")
	}
	fl := auth.NewFlow(client, site, returnTo, time.Now())
	fl.RedirectURL = redirect
	f.mu.Lock()
	f.started = append(f.started, fl)
	f.mu.Unlock()
	return fl, "http://login.test/authorize?state=" + fl.State + "&ui_locales=" + string(ui), nil
}

func (f *fakeSignIn) Finish(_ context.Context, fl auth.Flow, code string) (auth.Identity, error) {
	if code != "code-for-"+fl.State {
		return auth.Identity{}, bff.Errorf(bff.CodeLoginInvalidToken, "The sign-in could not be completed.")
	}
	return f.identity, nil
}

func (f *fakeSignIn) ClaimCarts(_ context.Context, carts map[string]string, userID string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, id := range carts {
		f.claimed[id] = userID
	}
}

func newSignInServer(t *testing.T, si *fakeSignIn) (http.Handler, *inmem.Store) {
	t.Helper()
	if si.claimed == nil {
		si.claimed = map[string]string{}
	}
	if si.identity.Subject == "" {
		si.identity = auth.Identity{Subject: "user-1", Email: "resident@example.com", EmailVerified: true, GivenName: "Rosa"}
	}
	st := inmem.New()
	return New(Deps{Env: bff.EnvTest, Store: st, SignIn: si}), st
}

// jar is a cookie jar over the handler.
type jar struct {
	t      *testing.T
	h      http.Handler
	cookie string
}

func (b *jar) get(path string) *httptest.ResponseRecorder {
	return b.send(http.MethodGet, path, nil)
}

func (b *jar) send(method, path string, hdr map[string]string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, nil)
	if b.cookie != "" {
		req.AddCookie(&http.Cookie{Name: SessionCookie, Value: b.cookie})
	}
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	b.h.ServeHTTP(rec, req)
	b.keepCookie(rec)
	return rec
}

// keepCookie keeps the session cookie an answer sets, as a browser does.
func (b *jar) keepCookie(rec *httptest.ResponseRecorder) {
	for _, c := range rec.Result().Cookies() {
		if c.Name == SessionCookie {
			b.cookie = c.Value
			if c.MaxAge < 0 {
				b.cookie = ""
			}
		}
	}
}

func stateOf(t *testing.T, rec *httptest.ResponseRecorder) string {
	t.Helper()
	u, err := url.Parse(rec.Header().Get("Location"))
	if err != nil || u.Query().Get("state") == "" {
		t.Fatalf("no state in %q (status %d)", rec.Header().Get("Location"), rec.Code)
	}
	return u.Query().Get("state")
}

func TestSignIn_startKeepsTheFlowAndSendsTheBrowserToTheLoginService(t *testing.T) {
	si := &fakeSignIn{}
	h, _ := newSignInServer(t, si)
	b := &jar{t: t, h: h}
	rec := b.get("/bff/v1/sunshine/demo/login?returnTo=%2Fsunshine%2Fdemo%2Fcheckout&lang=es")
	if rec.Code != http.StatusFound || !strings.HasPrefix(rec.Header().Get("Location"), "http://login.test/authorize") {
		t.Fatalf("%d %s", rec.Code, rec.Header().Get("Location"))
	}
	if !strings.Contains(rec.Header().Get("Location"), "ui_locales=es") || b.cookie == "" {
		t.Errorf("location %s cookie %q", rec.Header().Get("Location"), b.cookie)
	}
	if got := si.started[0]; got.ReturnTo != "/sunshine/demo/checkout" || got.RedirectURL != "http://example.com"+CallbackPath {
		t.Errorf("flow %+v", got)
	}
}

func TestSignIn_returnToMustBeAPathOnThisOrigin(t *testing.T) {
	for _, evil := range []string{"https://evil.example/x", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", ""} {
		if got := safeReturn(evil, "sunshine", "demo"); got != "/sunshine/demo/home" {
			t.Errorf("returnTo %q kept as %q", evil, got)
		}
	}
	if got := safeReturn("/sunshine/demo/checkout?x=1#y", "sunshine", "demo"); got != "/sunshine/demo/checkout?x=1#y" {
		t.Errorf("a local path was dropped: %q", got)
	}
}

func TestSignIn_callbackRotatesTheSessionIdAndKeepsTheGuestCart(t *testing.T) {
	si := &fakeSignIn{}
	h, st := newSignInServer(t, si)
	b := &jar{t: t, h: h}
	state := stateOf(t, b.get("/bff/v1/sunshine/demo/login?returnTo=%2Fsunshine%2Fdemo%2Fcheckout"))
	guestID := b.cookie
	// The guest has a cart on the site.
	sess, err := st.GetSession(context.Background(), guestID)
	if err != nil {
		t.Fatal(err)
	}
	sess.Data = []byte(strings.Replace(string(sess.Data), `"carts":{}`, `"carts":{"sunshine/demo":"cart-9"}`, 1))
	if err := st.PutSession(context.Background(), sess, time.Hour); err != nil {
		t.Fatal(err)
	}

	rec := b.get(CallbackPath + "?state=" + state + "&code=code-for-" + state)
	if rec.Code != http.StatusSeeOther || rec.Header().Get("Location") != "/sunshine/demo/checkout" {
		t.Fatalf("%d %s", rec.Code, rec.Header().Get("Location"))
	}
	if b.cookie == "" || b.cookie == guestID {
		t.Fatalf("session id not rotated at sign-in (fixation): %q", b.cookie)
	}
	if _, err := st.GetSession(context.Background(), guestID); err == nil {
		t.Error("the guest session id still works after sign-in")
	}
	if si.claimed["cart-9"] != "user-1" {
		t.Errorf("guest cart not claimed: %v", si.claimed)
	}
	body := b.get("/bff/v1/sunshine/demo/session").Body.String()
	if !strings.Contains(body, `"email":"resident@example.com"`) || !strings.Contains(body, `"subject":"user-1"`) {
		t.Errorf("session body %s", body)
	}
	next, err := st.GetSession(context.Background(), b.cookie)
	if err != nil || !strings.Contains(string(next.Data), `"sunshine/demo":"cart-9"`) || next.UserID != "user-1" {
		t.Errorf("the new session lost the cart or its owner: %+v %v", next, err)
	}
}

// GUARD-03: the session names the user kind the sign-in brought, empty for
// an ordinary resident, so that the portal can confine a property-tax user.
func TestSession_namesTheUserKind(t *testing.T) {
	for _, kind := range []string{"", auth.UserKindPropertyTax} {
		si := &fakeSignIn{identity: auth.Identity{Subject: "user-7", Email: "propertytax@example.com", EmailVerified: true,
			GivenName: "Pat", Kind: kind}}
		h, _ := newSignInServer(t, si)
		b := &jar{t: t, h: h}
		if body := b.get("/bff/v1/sunshine/demo/session").Body.String(); body != `{"user":null}` {
			t.Fatalf("a guest's session %s", body)
		}
		state := stateOf(t, b.get("/bff/v1/sunshine/demo/login?returnTo=%2Fsunshine%2Fdemo%2Fhome"))
		b.get(CallbackPath + "?state=" + state + "&code=code-for-" + state)
		var body struct {
			User *UserView `json:"user"`
		}
		rec := b.get("/bff/v1/sunshine/demo/session")
		if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || body.User == nil {
			t.Fatalf("session %s: %v", rec.Body, err)
		}
		if body.User.Kind != kind || !strings.Contains(rec.Body.String(), `"kind":"`+kind+`"`) {
			t.Errorf("session %s, want kind %q", rec.Body, kind)
		}
	}
}

func TestSignIn_anAttackersFixedCookieIsNeverAdopted(t *testing.T) {
	h, _ := newSignInServer(t, &fakeSignIn{})
	fixed := strings.Repeat("a", 64) // a well-formed id the attacker planted
	b := &jar{t: t, h: h, cookie: fixed}
	state := stateOf(t, b.get("/bff/v1/sunshine/demo/login"))
	if b.cookie == fixed {
		t.Fatal("an unknown session id was adopted")
	}
	b.get(CallbackPath + "?state=" + state + "&code=code-for-" + state)
	if b.cookie == fixed || b.cookie == "" {
		t.Fatalf("signed in under the attacker's id %q", b.cookie)
	}
}

func TestSignIn_callbackRefusals(t *testing.T) {
	h, _ := newSignInServer(t, &fakeSignIn{})
	t.Run("a state this jar did not start (login CSRF)", func(t *testing.T) {
		victim := &jar{t: t, h: h}
		victim.get("/bff/v1/sunshine/demo/login")
		attacker := &jar{t: t, h: h}
		state := stateOf(t, attacker.get("/bff/v1/sunshine/demo/login"))
		rec := victim.get(CallbackPath + "?state=" + state + "&code=code-for-" + state)
		if rec.Header().Get("Location") != "/" || strings.Contains(victim.get("/bff/v1/sunshine/demo/session").Body.String(), "user-1") {
			t.Fatalf("the victim was signed in with the attacker's sign-in: %s", rec.Header().Get("Location"))
		}
	})
	t.Run("a wrong code goes to login-error", func(t *testing.T) {
		b := &jar{t: t, h: h}
		state := stateOf(t, b.get("/bff/v1/sunshine/demo/login"))
		rec := b.get(CallbackPath + "?state=" + state + "&code=forged")
		if rec.Header().Get("Location") != "/sunshine/demo/login-error" {
			t.Fatalf("%s", rec.Header().Get("Location"))
		}
	})
	t.Run("a state is single use", func(t *testing.T) {
		b := &jar{t: t, h: h}
		state := stateOf(t, b.get("/bff/v1/sunshine/demo/login"))
		b.get(CallbackPath + "?state=" + state + "&code=forged")
		rec := b.get(CallbackPath + "?state=" + state + "&code=code-for-" + state)
		if rec.Header().Get("Location") != "/" {
			t.Fatalf("a used state was accepted again: %s", rec.Header().Get("Location"))
		}
	})
	t.Run("the login service's error goes to login-error", func(t *testing.T) {
		b := &jar{t: t, h: h}
		state := stateOf(t, b.get("/bff/v1/sunshine/demo/login"))
		if loc := b.get(CallbackPath + "?state=" + state + "&error=access_denied").Header().Get("Location"); loc != "/sunshine/demo/login-error" {
			t.Fatalf("%s", loc)
		}
	})
}

func TestSignIn_loginDisabledGoesToLoginError(t *testing.T) {
	h, _ := newSignInServer(t, &fakeSignIn{disabled: true})
	rec := (&jar{t: t, h: h}).get("/bff/v1/sunshine/demo/login")
	if rec.Code != http.StatusSeeOther || rec.Header().Get("Location") != "/sunshine/demo/login-error" {
		t.Fatalf("%d %s", rec.Code, rec.Header().Get("Location"))
	}
}

func TestSignIn_unverifiedEmailGoesToVerifyEmail(t *testing.T) {
	si := &fakeSignIn{identity: auth.Identity{Subject: "u2", Email: "new@example.com"}}
	h, _ := newSignInServer(t, si)
	b := &jar{t: t, h: h}
	state := stateOf(t, b.get("/bff/v1/sunshine/demo/login"))
	loc := b.get(CallbackPath + "?state=" + state + "&code=code-for-" + state).Header().Get("Location")
	if loc != "/sunshine/demo/verify-email?email=new%40example.com" {
		t.Fatalf("%s", loc)
	}
}

func TestSignOut_needsTheCSRFHeaderAndEndsEverySessionWithEverywhere(t *testing.T) {
	h, st := newSignInServer(t, &fakeSignIn{})
	phone, laptop := &jar{t: t, h: h}, &jar{t: t, h: h}
	for _, b := range []*jar{phone, laptop} {
		state := stateOf(t, b.get("/bff/v1/sunshine/demo/login"))
		b.get(CallbackPath + "?state=" + state + "&code=code-for-" + state)
	}
	if rec := phone.send(http.MethodDelete, "/bff/v1/sunshine/demo/session?everywhere=1", nil); rec.Code != http.StatusForbidden {
		t.Fatalf("sign-out without the CSRF header: %d", rec.Code)
	}
	laptopID := laptop.cookie
	rec := phone.send(http.MethodDelete, "/bff/v1/sunshine/demo/session?everywhere=1", map[string]string{CSRFHeader: CSRFValue})
	if rec.Code != http.StatusNoContent || phone.cookie != "" {
		t.Fatalf("%d cookie %q", rec.Code, phone.cookie)
	}
	if _, err := st.GetSession(context.Background(), laptopID); err == nil {
		t.Error("the laptop's session survived signing out everywhere")
	}
	if body := laptop.get("/bff/v1/sunshine/demo/session").Body.String(); body != `{"user":null}` {
		t.Errorf("laptop still signed in: %s", body)
	}
}
