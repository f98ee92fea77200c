package announcements_test

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/announcements"
	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/stafftest"
)

// adminRig is the real sandbox on its own address (the login service's
// issuer is that address), with the announcements client over it.
type adminRig struct {
	t      *testing.T
	base   string
	srv    *sandbox.Server
	client *announcements.Client
}

func newAdminRig(t *testing.T) *adminRig {
	t.Helper()
	ts := httptest.NewUnstartedServer(nil)
	base := "http://" + ts.Listener.Addr().String()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir(), URL: base})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Close() })
	ts.Config.Handler = srv.Handler()
	ts.Start()
	t.Cleanup(ts.Close)
	return &adminRig{t: t, base: base, srv: srv, client: clientAt(t, base+sandbox.PrefixAnnouncements)}
}

// token signs email in to the staff client on the hosted page, asking for
// scopes (every admin scope when none), and returns the access token.
func (r *adminRig) token(email string, scopes ...string) string {
	r.t.Helper()
	return stafftest.Token(r.t, r.base+sandbox.PrefixLogin, email, scopes...)
}

// as is the admin client acting as the seed staff account email, with
// scopes (every admin scope when none).
func (r *adminRig) as(email string, scopes ...string) *announcements.Admin {
	r.t.Helper()
	return r.client.Admin(r.token(email, scopes...))
}

// Seed staff accounts (sandbox/login).
const (
	sunshineAdmin  = "admin@sunshine.example"
	sunshineViewer = "viewer@sunshine.example"
	moonbeamAdmin  = "admin@moonbeam.example"
)

// codeOf is the bff code of err ("" for nil).
func codeOf(err error) bff.Code {
	var e *bff.Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

// wantCode fails unless err carries code.
func wantCode(t *testing.T, what string, err error, code bff.Code) {
	t.Helper()
	if got := codeOf(err); got != code {
		t.Errorf("%s: %v (code %q), want %q", what, err, got, code)
	}
}

// invalidMessage is the service's message of a 400 answer, "" for any
// other.
func invalidMessage(err error) string {
	var se *upstream.StatusError
	if errors.As(err, &se) && se.Status == http.StatusBadRequest {
		return se.Message
	}
	return ""
}

// cardDown is a valid card outage banner on pairs.
func cardDown(pairs ...announcements.ClientSite) announcements.Banner {
	return announcements.Banner{ClientSites: pairs, Type: announcements.TypeCardDown, FriendlyType: "Card payments down",
		Text:    localized("Card payments are down.", "Los pagos con tarjeta no funcionan."),
		Methods: []string{announcements.MethodCard}, Active: true,
		Effects: []string{announcements.EffectDisableCardPayments}}
}

var (
	sunshineDemo  = announcements.ClientSite{Client: "sunshine", Site: "demo"}
	sunshineKiosk = announcements.ClientSite{Client: "sunshine", Site: "kiosk"}
	moonbeamPay   = announcements.ClientSite{Client: "moonbeam", Site: "pay"}
)
