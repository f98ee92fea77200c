package http

import (
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
)

// directive is the value of the directive named name in csp, "" when absent.
func directive(csp, name string) string {
	for _, d := range strings.Split(csp, ";") {
		if d = strings.TrimSpace(d); strings.HasPrefix(d, name+" ") {
			return strings.TrimPrefix(d, name+" ")
		}
	}
	return ""
}

// ERR-30, ERR-93: the portal's and the widget's pages may connect to their
// own origin and to the wallet host, whose POST /probe they ask before
// showing the card-input frame; to no other origin, not even a site's
// framed chatbot or survey.
func TestPageCSP_ERR30_ERR93_connectsToItselfAndTheWalletOriginOnly(t *testing.T) {
	want := "'self' " + wallet
	portal := newProdServer(t, bff.EnvProd).Config.Handler
	for _, p := range []string{"/sunshine/demo/home", "/web/portal/", "/web/widgets/current/sunshine/demo/checkout"} {
		rec := do(portal, "GET", p, nil)
		if got := directive(rec.Header().Get("Content-Security-Policy"), "connect-src"); rec.Code != 200 || got != want {
			t.Errorf("%s: %d connect-src %q, want %q", p, rec.Code, got, want)
		}
	}
	frames := chatbotHandler(t)
	rec := do(frames, "GET", "/starlight/tour/home", nil)
	csp := rec.Header().Get("Content-Security-Policy")
	if got := directive(csp, "connect-src"); got != want {
		t.Errorf("a site with a chatbot: connect-src %q, want %q (frame-src %q)", got, want, frameSrc(csp))
	}
}

// Only an exact origin joins connect-src: without a wallet host, or with
// something that is no origin, the page connects to itself alone.
func TestPageCSP_connectsToNoWalletThatIsNoOrigin(t *testing.T) {
	for _, w := range []string{"", "'self'", "https://wallet.example/path", "https://*.example", "https://a.example; script-src *"} {
		if got := directive(pageCSP(w, nil, "n"), "connect-src"); got != "'self'" {
			t.Errorf("wallet %q: connect-src %q, want 'self'", w, got)
		}
	}
	if got := directive(pageCSP("https://wallet.example", nil, "", "https://chat.example"), "connect-src"); got != "'self' https://wallet.example" {
		t.Errorf("connect-src %q, want the wallet origin alone beside 'self'", got)
	}
}
