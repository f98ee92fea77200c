package http

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/hostauth"
	"github.com/payhub/payhub/bff/inmem"
	"github.com/payhub/payhub/bff/screen"
)

// fakeHostAuth verifies tokens with a function.
type fakeHostAuth func(ctx context.Context, raw string, allowed []hostauth.Issuer) (hostauth.User, error)

func (f fakeHostAuth) Verify(ctx context.Context, raw string, allowed []hostauth.Issuer) (hostauth.User, error) {
	return f(ctx, raw, allowed)
}

var _ HostAuth = fakeHostAuth(nil)

var countyIssuer = bff.HostIssuer{Issuer: "https://id.sunshine.example",
	JWKSURL: "https://id.sunshine.example/jwks.json", Audience: "payhub-widget"}

// hostSites has sunshine/demo trusting countyIssuer, and a disabled site.
var hostSites = fakeSites(func(_ context.Context, client, site string) (bff.SitePolicy, error) {
	switch client + "/" + site {
	case "sunshine/demo":
		return bff.SitePolicy{Enabled: true, HostIssuers: []bff.HostIssuer{countyIssuer}}, nil
	case "sunshine/closed":
		return bff.SitePolicy{HostIssuers: []bff.HostIssuer{countyIssuer}}, nil
	}
	return bff.SitePolicy{}, bff.Errorf(bff.CodeNotFound, "No such site.")
})

// tokens: "good" is Jordan until expires, "short" expired a second ago,
// "foreign" has an unknown issuer, anything else is invalid.
func tokens(expires time.Time, seen *[][]hostauth.Issuer) fakeHostAuth {
	return func(_ context.Context, raw string, allowed []hostauth.Issuer) (hostauth.User, error) {
		*seen = append(*seen, allowed)
		jordan := hostauth.User{Issuer: countyIssuer.Issuer, Subject: "u-1", Email: "jordan@example.com", EmailVerified: true,
			Name: "Jordan Rivera", GivenName: "Jordan", FamilyName: "Rivera", ExpiresAt: expires}
		switch raw {
		case "good":
			return jordan, nil
		case "short":
			jordan.ExpiresAt = time.Now().Add(-time.Second)
			return jordan, nil
		case "foreign":
			return hostauth.User{}, bff.Errorf(bff.CodeLoginUnknownIssuer, "Sign-in from this website is not accepted here.")
		}
		return hostauth.User{}, bff.Errorf(bff.CodeLoginInvalidToken, "Your sign-in could not be verified.")
	}
}

func newHostServer(t *testing.T, auth HostAuth) http.Handler {
	t.Helper()
	st := inmem.New()
	t.Cleanup(func() { _ = st.Close() })
	checkout := fakeCheckout{checkoutScreen: func(_ context.Context, req checkout.CheckoutRequest) (screen.Screen, string, error) {
		return screen.Screen{Screen: "checkout", Client: req.Client, Site: req.Site, Sections: map[string]screen.Section{}}, "c1", nil
	}}
	return New(Deps{Env: bff.EnvTest, Store: st, Checkout: checkout, Sites: hostSites, HostAuth: auth,
		Web: os.DirFS(t.TempDir()), Themes: os.DirFS(t.TempDir())})
}

const hostPath = "/bff/v1/sunshine/demo/session/host-token"

func decodeUser(t *testing.T, body []byte) HostUserView {
	t.Helper()
	var out struct {
		User HostUserView `json:"user"`
	}
	if err := json.Unmarshal(body, &out); err != nil {
		t.Fatalf("%v: %s", err, body)
	}
	return out.User
}

func TestHostToken_signsInKeepsAndForgetsTheHostUserInTheSession(t *testing.T) {
	var seen [][]hostauth.Issuer
	expires := time.Now().Add(10 * time.Minute).Truncate(time.Second)
	b := newBrowser(newHostServer(t, tokens(expires, &seen)))
	if rec := b.do("GET", hostPath, "", nil); rec.Code != http.StatusNoContent {
		t.Fatalf("before sign-in: %d", rec.Code)
	}
	rec := b.do("POST", hostPath, `{"token":"good"}`, nil)
	if rec.Code != http.StatusOK || b.session() == "" || rec.Header().Get("Cache-Control") != "no-store" {
		t.Fatalf("sign-in: %d %s", rec.Code, rec.Body.String())
	}
	want := HostUserView{Subject: "u-1", Email: "jordan@example.com", EmailVerified: true, Name: "Jordan Rivera",
		GivenName: "Jordan", FamilyName: "Rivera", ExpiresAt: expires}
	if u := decodeUser(t, rec.Body.Bytes()); !u.ExpiresAt.Equal(want.ExpiresAt) || u.Subject != want.Subject ||
		u.Email != want.Email || u.GivenName != want.GivenName || u.FamilyName != want.FamilyName || u.Name != want.Name {
		t.Errorf("user %+v", u)
	}
	// The verifier was given exactly the site's allow-list.
	if len(seen) != 1 || !slices.Equal(seen[0], []hostauth.Issuer{{Issuer: countyIssuer.Issuer,
		JWKSURL: countyIssuer.JWKSURL, Audience: countyIssuer.Audience}}) {
		t.Errorf("allow-list %+v", seen)
	}
	if rec := b.do("GET", hostPath, "", nil); rec.Code != 200 || decodeUser(t, rec.Body.Bytes()).Subject != "u-1" {
		t.Fatalf("read back: %d %s", rec.Code, rec.Body.String())
	}
	// The checkout screen carries the user, for the receipt e-mail.
	rec = b.do("GET", "/bff/v1/sunshine/demo/screens/checkout", "", nil)
	var s struct {
		Sections map[string]struct {
			Status string       `json:"status"`
			Data   HostUserView `json:"data"`
		} `json:"sections"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &s); err != nil || s.Sections["user"].Data.Email != "jordan@example.com" {
		t.Errorf("checkout screen: %s", rec.Body.String())
	}
	// Another site of the session has no host user.
	if rec := b.do("GET", "/bff/v1/sunshine/other/session/host-token", "", nil); rec.Code != http.StatusNoContent {
		t.Errorf("other site: %d", rec.Code)
	}
	if rec := b.do("DELETE", hostPath, "", nil); rec.Code != http.StatusNoContent {
		t.Fatalf("sign-out: %d %s", rec.Code, rec.Body.String())
	}
	if rec := b.do("GET", hostPath, "", nil); rec.Code != http.StatusNoContent {
		t.Errorf("after sign-out: %d %s", rec.Code, rec.Body.String())
	}
	rec = b.do("GET", "/bff/v1/sunshine/demo/screens/checkout", "", nil)
	s.Sections = nil
	if json.Unmarshal(rec.Body.Bytes(), &s) != nil || s.Sections["user"].Status != "" {
		t.Errorf("checkout screen after sign-out: %s", rec.Body.String())
	}
}

func TestHostToken_LOGIN04_refusalsAre401WithTheVerifierCodeAndKeepNoUser(t *testing.T) {
	var seen [][]hostauth.Issuer
	b := newBrowser(newHostServer(t, tokens(time.Now().Add(time.Hour), &seen)))
	for token, code := range map[string]bff.Code{"foreign": bff.CodeLoginUnknownIssuer, "forged": bff.CodeLoginInvalidToken} {
		rec := b.do("POST", hostPath, `{"token":"`+token+`"}`, nil)
		var e struct {
			Error struct{ Code, Message string } `json:"error"`
		}
		if err := json.Unmarshal(rec.Body.Bytes(), &e); err != nil || rec.Code != http.StatusUnauthorized || e.Error.Code != string(code) {
			t.Errorf("%s: %d %s", token, rec.Code, rec.Body.String())
		}
	}
	if rec := b.do("GET", hostPath, "", nil); rec.Code != http.StatusNoContent {
		t.Errorf("a refused token left a user: %d %s", rec.Code, rec.Body.String())
	}
}

func TestHostToken_expiredUserIsForgottenAndBadRequestsAreRefused(t *testing.T) {
	var seen [][]hostauth.Issuer
	h := newHostServer(t, tokens(time.Now().Add(time.Hour), &seen))
	b := newBrowser(h)
	if rec := b.do("POST", hostPath, `{"token":"short"}`, nil); rec.Code != 200 {
		t.Fatalf("%d", rec.Code)
	}
	if rec := b.do("GET", hostPath, "", nil); rec.Code != http.StatusNoContent {
		t.Errorf("expired user still there: %d", rec.Code)
	}
	cases := []struct {
		path, body string
		hdr        map[string]string
		status     int
	}{
		{hostPath, `{"token":"good"}`, map[string]string{CSRFHeader: ""}, http.StatusForbidden},
		{hostPath, `not json`, nil, http.StatusBadRequest},
		{"/bff/v1/sunshine/closed/session/host-token", `{"token":"good"}`, nil, http.StatusNotFound},
		{"/bff/v1/sunshine/nowhere/session/host-token", `{"token":"good"}`, nil, http.StatusNotFound},
	}
	for _, tc := range cases {
		if rec := newBrowser(h).do("POST", tc.path, tc.body, tc.hdr); rec.Code != tc.status {
			t.Errorf("%s %s: %d, want %d", tc.path, tc.body, rec.Code, tc.status)
		}
	}
	// Without a verifier the routes are unavailable, not open.
	if rec := newBrowser(newHostServer(t, nil)).do("POST", hostPath, `{"token":"good"}`, nil); rec.Code != http.StatusServiceUnavailable {
		t.Errorf("no verifier: %d", rec.Code)
	}
}
