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

// newConfineServer is newExchangeServer with past payments, whose checkout
// screen records the user id each site's request was made as.
func newConfineServer(t *testing.T, e *exchanges) (http.Handler, func(site string) string) {
	t.Helper()
	si := &fakeSignIn{claimed: map[string]string{}, exchange: e.exchange}
	st := inmem.New()
	t.Cleanup(func() { _ = st.Close() })
	var mu sync.Mutex
	users := map[string]string{}
	checkout := fakeCheckout{checkoutScreen: func(_ context.Context, req checkout.CheckoutRequest) (screen.Screen, string, error) {
		mu.Lock()
		users[req.Site] = req.UserID
		mu.Unlock()
		return screen.Screen{Screen: "checkout", Client: req.Client, Site: req.Site, Sections: map[string]screen.Section{}},
			"cart-" + req.Site, nil
	}}
	var seen [][]hostauth.Issuer
	h := New(Deps{Env: bff.EnvTest, Store: st, Checkout: checkout, Sites: exchangeSites, SignIn: si,
		History: &fakeHistory{}, HostAuth: tokens(time.Now().Add(time.Hour), &seen), Web: os.DirFS(t.TempDir()), Themes: os.DirFS(t.TempDir())})
	return h, func(site string) string {
		mu.Lock()
		defer mu.Unlock()
		return users[site]
	}
}

func TestHostTokenExchange_theResidentIsAGuestOnASiteThatDoesNotSignInWithTheIssuer(t *testing.T) {
	h, userOf := newConfineServer(t, &exchanges{})
	b := newBrowser(h)
	if status, a, _ := postToken(t, b, publicHostPath, "good"); status != http.StatusOK || a.Resident == nil ||
		a.Resident.Subject != "usr_rosa" {
		t.Fatalf("exchange: %d %+v", status, a)
	}
	// sunshine/demo reads the same issuer's host user to fill in forms, but
	// signs nobody in with it: there the session is a guest's.
	rec := b.do("GET", "/bff/v1/sunshine/demo/session", "", nil)
	var s sessionBody
	if err := json.Unmarshal(rec.Body.Bytes(), &s); err != nil || rec.Code != http.StatusOK || s.User != nil {
		t.Fatalf("session on sunshine/demo: %d %s", rec.Code, rec.Body.String())
	}
	if rec := b.do("GET", "/bff/v1/sunshine/demo/payments", "", nil); rec.Code != http.StatusUnauthorized {
		t.Fatalf("payments on sunshine/demo: %d %s", rec.Code, rec.Body.String())
	}
	if rec := b.do("GET", "/bff/v1/sunshine/demo/screens/checkout", "", nil); rec.Code != http.StatusOK {
		t.Fatalf("checkout on sunshine/demo: %d %s", rec.Code, rec.Body.String())
	}
	if got := userOf("demo"); got == "usr_rosa" || got == "" || got[:4] != "anon" {
		t.Fatalf("sunshine/demo's cart was asked for as %q, want the session's guest id", got)
	}
	// The county's own site still has her, after the other site's cart
	// was kept in the session.
	if u := residentOfSession(t, b); u == nil || u.Subject != "usr_rosa" {
		t.Fatalf("starlight/embedded's resident: %+v", u)
	}
	if rec := b.do("GET", publicSite+"/screens/checkout", "", nil); rec.Code != http.StatusOK || userOf("embedded") != "usr_rosa" {
		t.Fatalf("starlight/embedded's checkout: %d as %q", rec.Code, userOf("embedded"))
	}
}

func TestHostTokenExchange_aPendingIdentityShopsAsTheGuestAndTheCodeLinksIt(t *testing.T) {
	si := &fakeSignIn{claimed: map[string]string{}, exchange: func(client, site, token string) (auth.Identity, error) {
		return auth.Identity{Subject: "hid_1", Email: "resident@example.com", GivenName: "Rosa", LinkPending: true}, nil
	}}
	var linked []string
	verification := fakeVerification{
		linkCode: func(_ context.Context, issuer, subject, email string, _ bff.Language) (bool, error) {
			linked = append(linked, "code "+issuer+" "+subject+" "+email)
			return true, nil
		},
		link: func(_ context.Context, issuer, subject, email, code string, _ bff.Language) (auth.Identity, error) {
			if code != "123456" {
				return auth.Identity{}, bff.Errorf(bff.CodeVerificationInvalid, "The verification code is incorrect or has expired.")
			}
			linked = append(linked, "link "+issuer+" "+subject+" "+email)
			return auth.Identity{Subject: "usr_rosa", Email: email, EmailVerified: true, GivenName: "Rosa"}, nil
		},
		resend: func(context.Context, string, bff.Language) (bool, error) {
			t.Error("a pending identity asked for an e-mail verification code")
			return false, nil
		},
		verify: func(context.Context, string, string, bff.Language) error {
			t.Error("a pending identity was verified as an e-mail")
			return nil
		},
	}
	st := inmem.New()
	t.Cleanup(func() { _ = st.Close() })
	checkout := fakeCheckout{checkoutScreen: func(_ context.Context, req checkout.CheckoutRequest) (screen.Screen, string, error) {
		return screen.Screen{Screen: "checkout", Client: req.Client, Site: req.Site, Sections: map[string]screen.Section{}},
			"cart-" + req.Site, nil
	}}
	var seen [][]hostauth.Issuer
	h := New(Deps{Env: bff.EnvTest, Store: st, Checkout: checkout, Sites: exchangeSites, SignIn: si, Verification: verification,
		History: &fakeHistory{}, HostAuth: tokens(time.Now().Add(time.Hour), &seen), Web: os.DirFS(t.TempDir()), Themes: os.DirFS(t.TempDir())})
	b := newBrowser(h)
	if rec := b.do("GET", publicSite+"/screens/checkout", "", nil); rec.Code != http.StatusOK {
		t.Fatalf("checkout: %d", rec.Code)
	}
	status, a, _ := postToken(t, b, publicHostPath, "good")
	if status != http.StatusOK || !a.VerifyEmail || a.Resident == nil || a.Resident.EmailVerified {
		t.Fatalf("exchange: %d %+v", status, a)
	}
	if len(si.claimed) != 0 {
		t.Fatalf("a pending identity claimed the guest's carts: %v", si.claimed)
	}
	if rec := b.do("GET", publicSite+"/payments", "", nil); rec.Code != http.StatusForbidden {
		t.Fatalf("payments of a pending identity: %d", rec.Code)
	}
	// The exchange mailed the link code, once: the host's token sent again
	// mails nothing, and a Resend at once waits.
	if status, _, _ := postToken(t, b, publicHostPath, "good"); status != http.StatusOK || len(linked) != 1 {
		t.Fatalf("after the token again: %d, calls %q, want the exchange's code alone", status, linked)
	}
	if rec := b.do("POST", publicSite+"/verify-email/resend", "", nil); rec.Code != http.StatusTooManyRequests {
		t.Fatalf("resend at once: %d %s", rec.Code, rec.Body.String())
	}
	if rec := b.do("POST", publicSite+"/verify-email", `{"code":"999999"}`, nil); rec.Code != http.StatusForbidden {
		t.Fatalf("a wrong code: %d %s", rec.Code, rec.Body.String())
	}
	before := b.session()
	rec := b.do("POST", publicSite+"/verify-email", `{"code":"123456"}`, nil)
	var s sessionBody
	if err := json.Unmarshal(rec.Body.Bytes(), &s); err != nil || rec.Code != http.StatusOK || s.User == nil ||
		s.User.Subject != "usr_rosa" || !s.User.EmailVerified {
		t.Fatalf("link: %d %s", rec.Code, rec.Body.String())
	}
	if b.session() == before {
		t.Error("the session id was kept across the link")
	}
	want := []string{"code " + countyIssuer.Issuer + " u-1 resident@example.com", "link " + countyIssuer.Issuer + " u-1 resident@example.com"}
	if len(linked) != 2 || linked[0] != want[0] || linked[1] != want[1] {
		t.Errorf("calls %q, want %q", linked, want)
	}
	if si.claimed["cart-embedded"] != "usr_rosa" {
		t.Errorf("the guest's cart was not claimed by the linked account: %v", si.claimed)
	}
}
