package http

import (
	"net/http"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
)

// chatbotHandler serves the portal pages of framesHandler's sites in the
// test environment.
func chatbotHandler(t *testing.T) http.Handler {
	t.Helper()
	return framesHandler(t, bff.EnvTest)
}

func frameSrc(csp string) string {
	for _, d := range strings.Split(csp, ";") {
		if d = strings.TrimSpace(d); strings.HasPrefix(d, "frame-src ") {
			return strings.TrimPrefix(d, "frame-src ")
		}
	}
	return ""
}

// SHELL-44: a site's portal pages may frame its chatbot's origin, and only
// that origin, beside the wallet host.
func TestPortalPage_framesTheSitesChatbotOrigin(t *testing.T) {
	h := chatbotHandler(t)
	for _, p := range []string{"/starlight/tour/home", "/dmv/starlight/tour/checkout", "/STARLIGHT/Tour"} {
		rec := do(h, "GET", p, nil)
		if rec.Code != 200 {
			t.Fatalf("%s: %d", p, rec.Code)
		}
		if got, want := frameSrc(rec.Header().Get("Content-Security-Policy")), wallet+" http://127.0.0.1:8090"; got != want {
			t.Errorf("%s: frame-src %q, want %q", p, got, want)
		}
	}
}

func TestPortalPage_framesNoChatbotForOtherSitesOrABadURL(t *testing.T) {
	h := chatbotHandler(t)
	for _, p := range []string{"/starlight/plain/home", "/starlight/broken/home", "/unknown/site/home", "/"} {
		rec := do(h, "GET", p, nil)
		if got := frameSrc(rec.Header().Get("Content-Security-Policy")); rec.Code != 200 || got != wallet {
			t.Errorf("%s: %d frame-src %q, want only the wallet host", p, rec.Code, got)
		}
	}
}

func TestPageCSP_leavesOutFramesThatAreNoOrigin(t *testing.T) {
	csp := pageCSP(wallet, nil, "", "http://chat.example.org", wallet, "https://x.example/path", "'self'")
	if got, want := frameSrc(csp), wallet+" http://chat.example.org"; got != want {
		t.Errorf("frame-src %q, want %q", got, want)
	}
	if got := frameSrc(pageCSP("", nil, "")); got != "'none'" {
		t.Errorf("frame-src without frames %q, want 'none'", got)
	}
}
