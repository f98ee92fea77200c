package http

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// chatbotHandler serves portal pages for starlight/tour (a chatbot),
// starlight/plain (none) and starlight/broken (a chatbot URL that is no
// http(s) URL).
func chatbotHandler(t *testing.T) http.Handler {
	t.Helper()
	sites := fakeSites(func(_ context.Context, client, site string) (siteconfig.Site, error) {
		st := siteconfig.Site{Client: client, Site: site, Enabled: true}
		switch client + "/" + site {
		case "starlight/tour":
			st.Chatbot = &siteconfig.Chatbot{URL: "http://127.0.0.1:8090/svc/chatbot/?lang=en"}
		case "starlight/broken":
			st.Chatbot = &siteconfig.Chatbot{URL: "javascript:alert(1)"}
		case "starlight/plain":
		default:
			return siteconfig.Site{}, bff.Errorf(bff.CodeNotFound, "No such site.")
		}
		return st, nil
	})
	clients := fakeClients(func(_ context.Context, client string) (siteconfig.Client, error) {
		if client != "starlight" {
			return siteconfig.Client{}, bff.Errorf(bff.CodeNotFound, "No such client.")
		}
		return siteconfig.Client{Client: client, Sites: []siteconfig.SiteRef{
			{Site: "tour", Enabled: true}, {Site: "plain", Enabled: true}, {Site: "broken", Enabled: true}}}, nil
	})
	web := t.TempDir()
	if err := os.WriteFile(filepath.Join(web, "index.html"), []byte(portalIndex), 0o600); err != nil {
		t.Fatal(err)
	}
	return New(Deps{Logger: slog.New(slog.DiscardHandler), Env: bff.EnvTest, WebDir: web, WalletOrigin: wallet,
		Sites: sites, Clients: clients})
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
