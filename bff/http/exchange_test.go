package http

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/auth"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/hostauth"
	"github.com/payhub/payhub/bff/inmem"
	"github.com/payhub/payhub/bff/screen"
)

const (
	publicSite     = "/bff/v1/starlight/embedded"
	publicHostPath = publicSite + "/session/host-token"
)

// exchangeSites adds starlight/embedded, an embedded public site trusting
// countyIssuer, to hostSites.
var exchangeSites = fakeSites(func(ctx context.Context, client, site string) (bff.SitePolicy, error) {
	if client+"/"+site == "starlight/embedded" {
		st := bff.SitePolicy{Enabled: true, EmbeddedPublic: true,
			HostIssuers: []bff.HostIssuer{countyIssuer}}
		st.ExchangeSignIn = true
		return st, nil
	}
	return hostSites(ctx, client, site)
})

// exchanges is the login service of the tests: "good" is Rosa, verified
// unless unverified is set; it counts the exchanges.
type exchanges struct {
	mu         sync.Mutex
	count      int
	unverified bool
}

func (e *exchanges) exchange(client, site, token string) (auth.Identity, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.count++
	if client+"/"+site != "starlight/embedded" || token != "good" {
		return auth.Identity{}, bff.Errorf(bff.CodeLoginInvalidToken, "The sign-in could not be completed.")
	}
	return auth.Identity{Subject: "usr_rosa", Email: "resident@example.com", EmailVerified: !e.unverified,
		GivenName: "Rosa", FamilyName: "Resident", Name: "Rosa Resident"}, nil
}

func (e *exchanges) calls() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.count
}

// newExchangeServer serves the host-token routes, the checkout screen
// (which gives each site's guest the cart "cart-{site}") and the session.
func newExchangeServer(t *testing.T, e *exchanges) (http.Handler, *fakeSignIn) {
	t.Helper()
	si := &fakeSignIn{claimed: map[string]string{}, exchange: e.exchange}
	st := inmem.New()
	t.Cleanup(func() { _ = st.Close() })
	checkout := fakeCheckout{checkoutScreen: func(_ context.Context, req checkout.CheckoutRequest) (screen.Screen, string, error) {
		return screen.Screen{Screen: "checkout", Client: req.Client, Site: req.Site, Sections: map[string]screen.Section{}},
			"cart-" + req.Site, nil
	}}
	var seen [][]hostauth.Issuer
	return New(Deps{Env: bff.EnvTest, Store: st, Checkout: checkout, Sites: exchangeSites, SignIn: si,
		HostAuth: tokens(time.Now().Add(time.Hour), &seen), Web: os.DirFS(t.TempDir()), Themes: os.DirFS(t.TempDir())}), si
}

// exchangeAnswer is the POST's answer on an embedded public site.
type exchangeAnswer struct {
	User        HostUserView `json:"user"`
	Resident    *UserView    `json:"resident"`
	VerifyEmail bool         `json:"verifyEmail"`
}

func postToken(t *testing.T, b *browser, path, token string) (int, exchangeAnswer, errorBody) {
	t.Helper()
	rec := b.do("POST", path, `{"token":"`+token+`"}`, nil)
	var a exchangeAnswer
	var e errorBody
	if rec.Code == http.StatusOK {
		if err := json.Unmarshal(rec.Body.Bytes(), &a); err != nil {
			t.Fatalf("%v: %s", err, rec.Body.String())
		}
	} else if err := json.Unmarshal(rec.Body.Bytes(), &e); err != nil {
		t.Fatalf("%v: %s", err, rec.Body.String())
	}
	return rec.Code, a, e
}

func residentOfSession(t *testing.T, b *browser) *UserView {
	t.Helper()
	rec := b.do("GET", publicSite+"/session", "", nil)
	var s sessionBody
	if err := json.Unmarshal(rec.Body.Bytes(), &s); err != nil || rec.Code != http.StatusOK {
		t.Fatalf("session: %d %s", rec.Code, rec.Body.String())
	}
	return s.User
}

func TestHostTokenExchange_ROLE15_LOGIN11_signsTheResidentInWithANewSessionIDAndTheirCarts(t *testing.T) {
	e := &exchanges{}
	h, si := newExchangeServer(t, e)
	b := newBrowser(h)
	// A guest with a cart: the session before sign-in.
	if rec := b.do("GET", publicSite+"/screens/checkout", "", nil); rec.Code != http.StatusOK {
		t.Fatalf("checkout: %d %s", rec.Code, rec.Body.String())
	}
	guestID := b.session()
	status, a, _ := postToken(t, b, publicHostPath, "good")
	if status != http.StatusOK || a.Resident == nil || a.Resident.Subject != "usr_rosa" || a.Resident.GivenName != "Rosa" ||
		a.VerifyEmail || a.User.Subject != "u-1" {
		t.Fatalf("sign-in: %d %+v", status, a)
	}
	if b.session() == "" || b.session() == guestID {
		t.Errorf("the session id was not renewed: %q then %q", guestID, b.session())
	}
	if si.claimed["cart-embedded"] != "usr_rosa" {
		t.Errorf("claimed %v", si.claimed)
	}
	if u := residentOfSession(t, b); u == nil || u.Subject != "usr_rosa" || !u.EmailVerified {
		t.Errorf("session user %+v", u)
	}
	// The old id is no session any more (no fixation).
	old := newBrowser(h)
	old.cookies[SessionCookie] = &http.Cookie{Name: SessionCookie, Value: guestID}
	if u := residentOfSession(t, old); u != nil {
		t.Errorf("the guest's id reads %+v", u)
	}
	// The widget sends the host's token again on each route change: the
	// same host user is not exchanged again, and the id stays.
	signedIn := b.session()
	if status, a, _ := postToken(t, b, publicHostPath, "good"); status != http.StatusOK || a.Resident == nil || e.calls() != 1 ||
		b.session() != signedIn {
		t.Errorf("again: %d %+v, %d exchanges, session %q", status, a, e.calls(), b.session())
	}
	// The host page signs out: so does the resident.
	if rec := b.do("DELETE", publicHostPath, "", nil); rec.Code != http.StatusNoContent {
		t.Fatalf("sign-out: %d", rec.Code)
	}
	if u := residentOfSession(t, b); u != nil {
		t.Errorf("after the host signed out: %+v", u)
	}
}

func TestHostTokenExchange_LOGIN05_anUnverifiedEmailIsSignedInAndSentToVerifyEmail(t *testing.T) {
	e := &exchanges{unverified: true}
	h, _ := newExchangeServer(t, e)
	b := newBrowser(h)
	status, a, _ := postToken(t, b, publicHostPath, "good")
	if status != http.StatusOK || !a.VerifyEmail || a.Resident == nil || a.Resident.EmailVerified {
		t.Fatalf("%d %+v", status, a)
	}
	if u := residentOfSession(t, b); u == nil || u.EmailVerified {
		t.Errorf("session user %+v", u)
	}
}

func TestHostTokenExchange_LOGIN05_anUnverifiedEmailIsMailedItsCodeOncePerExchange(t *testing.T) {
	e := &exchanges{unverified: true}
	box := &mailbox{code: "123456", verified: map[string]bool{}}
	si := &fakeSignIn{claimed: map[string]string{}, exchange: e.exchange}
	st := inmem.New()
	t.Cleanup(func() { _ = st.Close() })
	var seen [][]hostauth.Issuer
	h := New(Deps{Env: bff.EnvTest, Store: st, Sites: exchangeSites, SignIn: si, Verification: box.fake(),
		HostAuth: tokens(time.Now().Add(time.Hour), &seen), Web: os.DirFS(t.TempDir()), Themes: os.DirFS(t.TempDir())})
	b := newBrowser(h)
	if status, a, _ := postToken(t, b, publicHostPath, "good"); status != http.StatusOK || !a.VerifyEmail {
		t.Fatalf("exchange: %d %+v", status, a)
	}
	if len(box.resends) != 1 || box.resends[0] != "resident@example.com" {
		t.Fatalf("codes asked for %q, want one for the resident's e-mail", box.resends)
	}
	// The widget sends the host's token again on each route change.
	if status, _, _ := postToken(t, b, publicHostPath, "good"); status != http.StatusOK || len(box.resends) != 1 {
		t.Fatalf("after the token again: %d, codes asked for %q", status, box.resends)
	}
	if rec := b.do("POST", publicSite+"/verify-email/resend", "", nil); rec.Code != http.StatusTooManyRequests {
		t.Errorf("resend at once: %d %s", rec.Code, rec.Body.String())
	}
	if rec := b.do("POST", publicSite+"/verify-email", `{"code":"123456"}`, nil); rec.Code != http.StatusOK {
		t.Fatalf("verify: %d %s", rec.Code, rec.Body.String())
	}
}

func TestHostTokenExchange_aCodeNotMailedLeavesTheSignInAndResendAsksAgain(t *testing.T) {
	e := &exchanges{unverified: true}
	box := &mailbox{code: "123456", verified: map[string]bool{}, fail: bff.Errorf(bff.CodeVerificationFailed, "A new code could not be sent.")}
	si := &fakeSignIn{claimed: map[string]string{}, exchange: e.exchange}
	st := inmem.New()
	t.Cleanup(func() { _ = st.Close() })
	var seen [][]hostauth.Issuer
	h := New(Deps{Env: bff.EnvTest, Store: st, Sites: exchangeSites, SignIn: si, Verification: box.fake(),
		HostAuth: tokens(time.Now().Add(time.Hour), &seen), Web: os.DirFS(t.TempDir()), Themes: os.DirFS(t.TempDir())})
	b := newBrowser(h)
	if status, a, _ := postToken(t, b, publicHostPath, "good"); status != http.StatusOK || !a.VerifyEmail || a.Resident == nil {
		t.Fatalf("exchange: %d %+v", status, a)
	}
	box.mu.Lock()
	box.fail = nil
	box.mu.Unlock()
	if rec := b.do("POST", publicSite+"/verify-email/resend", "", nil); rec.Code != http.StatusOK || len(box.resends) != 2 {
		t.Fatalf("resend: %d %s, codes asked for %q", rec.Code, rec.Body.String(), box.resends)
	}
}

func TestHostTokenExchange_LOGIN04_anUnknownIssuerOrARefusedExchangeSignsNobodyIn(t *testing.T) {
	e := &exchanges{}
	h, si := newExchangeServer(t, e)
	b := newBrowser(h)
	status, _, body := postToken(t, b, publicHostPath, "foreign")
	if status != http.StatusUnauthorized || body.Error.Code != bff.CodeLoginUnknownIssuer || e.calls() != 0 {
		t.Errorf("unknown issuer: %d %+v, %d exchanges", status, body, e.calls())
	}
	// "short" passes the issuer check here, and the login service refuses it.
	status, _, body = postToken(t, b, publicHostPath, "short")
	if status != http.StatusUnauthorized || body.Error.Code != bff.CodeLoginInvalidToken || e.calls() != 1 {
		t.Errorf("refused exchange: %d %+v", status, body)
	}
	if u := residentOfSession(t, b); u != nil || len(si.claimed) != 0 {
		t.Errorf("signed in %+v, claimed %v", u, si.claimed)
	}
}

func TestHostTokenExchange_otherSitesKeepOnlyTheHostUser(t *testing.T) {
	e := &exchanges{}
	h, _ := newExchangeServer(t, e)
	b := newBrowser(h)
	status, a, _ := postToken(t, b, hostPath, "good")
	if status != http.StatusOK || a.Resident != nil || a.User.Subject != "u-1" || e.calls() != 0 {
		t.Fatalf("%d %+v, %d exchanges", status, a, e.calls())
	}
	if u := residentOfSession(t, b); u != nil {
		t.Errorf("signed in %+v", u)
	}
}
