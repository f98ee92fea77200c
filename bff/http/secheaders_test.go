package http

import (
	"context"
	"log/slog"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
)

// portalIndex is a portal build's index.html as Vite writes it: a module
// entry, module preloads and a stylesheet.
const portalIndex = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>portal</title>
    <script type="module" crossorigin src="/web/portal/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/web/portal/assets/vendor-abc.js">
    <link rel="stylesheet" crossorigin href="/web/portal/assets/index-abc.css">
  </head>
  <body><div id="root"></div><SCRIPT src="/web/portal/assets/late.js"></SCRIPT></body>
</html>`

var (
	nonceAttr = regexp.MustCompile(`nonce="([^"]*)"`)
	openTag   = regexp.MustCompile(`(?i)<(script|link rel="modulepreload")\b[^>]*>`)
)

// pageNonce returns the nonce of a served page after checking that every
// script and module preload tag, and the meta element Vite's preload
// helper reads, carry the same one.
func pageNonce(t *testing.T, rec *httptest.ResponseRecorder) string {
	t.Helper()
	body := rec.Body.String()
	meta := regexp.MustCompile(`<meta property="csp-nonce" nonce="([A-Za-z0-9+/=]{24})">`).FindStringSubmatch(body)
	if meta == nil {
		t.Fatalf("no csp-nonce meta element:\n%s", body)
	}
	tags := openTag.FindAllString(body, -1)
	if len(tags) == 0 {
		t.Fatalf("no script tags:\n%s", body)
	}
	for _, tag := range tags {
		if m := nonceAttr.FindStringSubmatch(tag); m == nil || m[1] != meta[1] {
			t.Errorf("tag %s lacks the nonce %s", tag, meta[1])
		}
	}
	return meta[1]
}

// commonHeaders are the headers of every response outside dev and test.
var commonHeaders = map[string]string{
	"X-Content-Type-Options":    "nosniff",
	"Referrer-Policy":           "strict-origin-when-cross-origin",
	"Permissions-Policy":        permissionsPolicy,
	"Strict-Transport-Security": "max-age=31536000; includeSubDomains",
}

func checkHeaders(t *testing.T, what string, rec *httptest.ResponseRecorder, want map[string]string) {
	t.Helper()
	for name, v := range commonHeaders {
		if got := rec.Header().Get(name); got != v {
			t.Errorf("%s: %s = %q, want %q", what, name, got, v)
		}
	}
	for name, v := range want {
		if got := rec.Header().Get(name); got != v {
			t.Errorf("%s: %s = %q, want %q", what, name, got, v)
		}
	}
}

// newProdServer is a production BFF over a portal and a widget build.
func newProdServer(t *testing.T, env bff.Env) *httptest.Server {
	t.Helper()
	web := t.TempDir()
	if err := os.WriteFile(filepath.Join(web, "index.html"), []byte(portalIndex), 0o600); err != nil {
		t.Fatal(err)
	}
	h := New(Deps{Logger: slog.New(slog.DiscardHandler), Env: env, Web: os.DirFS(web), Widget: os.DirFS(widgetBuild(t)),
		WalletOrigin: wallet, Sites: demoSites,
		Clients: fakeClients(func(_ context.Context, c string) (bff.ClientDescriptor, error) {
			return bff.ClientDescriptor{}, nil
		})})
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv
}

func TestSecurityHeaders_portalPagesCarryEveryHeaderAndANoncedStrictPolicy(t *testing.T) {
	h := newProdServer(t, bff.EnvProd).Config.Handler
	// The staff console's pages are the portal's: a reload of one gets the same page and policy.
	for _, p := range []string{"/sunshine/demo/home", "/web/portal/", "/web/portal/index.html", "/no/such/page", "/admin/", "/admin/announcements"} {
		rec := do(h, "GET", p, nil)
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), "<title>portal</title>") {
			t.Fatalf("%s: %d %s", p, rec.Code, rec.Body.String())
		}
		checkHeaders(t, p, rec, map[string]string{
			"Content-Security-Policy":    strictPolicy(pageNonce(t, rec)) + "frame-ancestors 'none'",
			"Cross-Origin-Opener-Policy": "same-origin-allow-popups",
			"Content-Type":               "text/html; charset=utf-8",
			"Cache-Control":              "no-cache",
			// A per-response page is never revalidated into an old nonce.
			"Last-Modified": "",
			"ETag":          "",
		})
	}
}

func TestSecurityHeaders_widgetPagesCarryEveryHeaderAndTheSiteFrameAncestors(t *testing.T) {
	h := newProdServer(t, bff.EnvProd).Config.Handler
	rec := do(h, "GET", "/web/widgets/current/sunshine/demo/checkout", nil)
	if rec.Code != 200 {
		t.Fatalf("%d %s", rec.Code, rec.Body.String())
	}
	checkHeaders(t, "widget", rec, map[string]string{
		"Content-Security-Policy": strictPolicy(pageNonce(t, rec)) +
			"frame-ancestors http://127.0.0.1:8081 https://www.sunshine.example",
		"Cross-Origin-Opener-Policy": "same-origin-allow-popups",
		"Content-Type":               "text/html; charset=utf-8",
		"Cache-Control":              "no-cache",
	})
}

func TestSecurityHeaders_apiAnswersAreNeverStored(t *testing.T) {
	h := newProdServer(t, bff.EnvProd).Config.Handler
	// A client's descriptor too: every API answer is no-store.
	rec := do(h, "GET", "/bff/v1/sunshine", nil)
	checkHeaders(t, "client", rec, map[string]string{"Cache-Control": "no-store",
		"Content-Security-Policy": "", "Cross-Origin-Opener-Policy": ""})
	rec = do(h, "GET", "/bff/v1/sunshine/demo/screens/nope", nil)
	checkHeaders(t, "unknown screen", rec, map[string]string{"Cache-Control": "no-store"})
	if rec.Code != 404 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "application/json") {
		t.Errorf("screen: %d %v", rec.Code, rec.Header())
	}
}

func TestSecurityHeaders_notFoundAnswersCarryTheHeadersToo(t *testing.T) {
	h := newProdServer(t, bff.EnvProd).Config.Handler
	for _, p := range []string{"/bff/v1/sunshine/demo/nothing/here/at/all", "/web/widgets/current/assets/missing.js", "/sdk/nope.js"} {
		rec := do(h, "GET", p, nil)
		if rec.Code != 404 {
			t.Errorf("%s: %d", p, rec.Code)
		}
		want := map[string]string{"Content-Security-Policy": ""}
		if strings.HasPrefix(p, "/bff/") {
			want["Cache-Control"] = "no-store"
		}
		checkHeaders(t, p, rec, want)
	}
}

func TestSecurityHeaders_HSTSOnlyOutsideDevAndTest(t *testing.T) {
	for _, env := range bff.Envs {
		h := newProdServer(t, env).Config.Handler
		for _, p := range []string{"/sunshine/demo/home", "/healthz", "/bff/v1/x/y/nothing"} {
			got := do(h, "GET", p, nil).Header().Get("Strict-Transport-Security")
			want := hstsPolicy
			if env == bff.EnvDev || env == bff.EnvTest {
				want = ""
			}
			if got != want {
				t.Errorf("%s %s: HSTS %q, want %q", env, p, got, want)
			}
		}
	}
}

func TestPages_eachResponseHasAFreshNonceAndNeverUnsafeInline(t *testing.T) {
	h := newProdServer(t, bff.EnvProd).Config.Handler
	seen := map[string]bool{}
	for i := range 20 {
		p := "/sunshine/demo/home"
		if i%2 == 1 {
			p = "/web/widgets/current/sunshine/demo/checkout"
		}
		rec := do(h, "GET", p, nil)
		nonce := pageNonce(t, rec)
		csp := rec.Header().Get("Content-Security-Policy")
		if seen[nonce] || !strings.Contains(csp, "script-src 'self' 'nonce-"+nonce+"' 'strict-dynamic';") {
			t.Fatalf("%s: nonce %q reused or not in the policy %q", p, nonce, csp)
		}
		seen[nonce] = true
		if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "unsafe-eval") {
			t.Errorf("%s: %q", p, csp)
		}
	}
}

func TestPages_aRebuiltIndexIsServedAtOnce(t *testing.T) {
	web := t.TempDir()
	index := filepath.Join(web, "index.html")
	if err := os.WriteFile(index, []byte(portalIndex), 0o600); err != nil {
		t.Fatal(err)
	}
	h := New(Deps{Env: bff.EnvProd, Web: os.DirFS(web), WalletOrigin: wallet})
	if rec := do(h, "GET", "/web/portal/", nil); !strings.Contains(rec.Body.String(), "index-abc.js") {
		t.Fatalf("first: %s", rec.Body.String())
	}
	rebuilt := strings.ReplaceAll(portalIndex, "index-abc.js", "index-def.js")
	if err := os.WriteFile(index, []byte(rebuilt), 0o600); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(index, later, later); err != nil {
		t.Fatal(err)
	}
	rec := do(h, "GET", "/web/portal/", nil)
	if !strings.Contains(rec.Body.String(), "index-def.js") {
		t.Fatalf("rebuilt: %s", rec.Body.String())
	}
	pageNonce(t, rec)
}

func TestPageTemplate_noncesEveryScriptAndModulePreloadOnly(t *testing.T) {
	got := string(pageTemplate([]byte(portalIndex)))
	slot := `nonce="` + nonceSlot + `"`
	for _, want := range []string{
		`<head><meta property="csp-nonce" ` + slot + `>`,
		`<script ` + slot + ` type="module" crossorigin src="/web/portal/assets/index-abc.js">`,
		`<link ` + slot + ` rel="modulepreload" crossorigin href="/web/portal/assets/vendor-abc.js">`,
		`<link rel="stylesheet" crossorigin href="/web/portal/assets/index-abc.css">`,
		`<SCRIPT ` + slot + ` src="/web/portal/assets/late.js">`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %s in\n%s", want, got)
		}
	}
}

// SHELL-44: the portal pages of a site with a chatbot lend the microphone
// to the chatbot's origin (and to the page, which must hold a feature to
// delegate it); nothing else changes in the policy.
func TestPermissionsPolicy_chatbotSitesPagesAllowTheMicrophoneToTheChatbotOnly(t *testing.T) {
	h := chatbotHandler(t)
	want := "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), " +
		`microphone=(self "http://127.0.0.1:8090"), midi=(), payment=(self), usb=()`
	for _, p := range []string{"/starlight/tour/home", "/dmv/starlight/tour/checkout", "/STARLIGHT/Tour"} {
		rec := do(h, "GET", p, nil)
		if got := rec.Header().Get("Permissions-Policy"); rec.Code != 200 || got != want {
			t.Errorf("%s: %d Permissions-Policy %q, want %q", p, rec.Code, got, want)
		}
		if n := len(rec.Header().Values("Permissions-Policy")); n != 1 {
			t.Errorf("%s: %d Permissions-Policy headers", p, n)
		}
	}
}

func TestPermissionsPolicy_everyOtherAnswerDeniesTheMicrophone(t *testing.T) {
	h := chatbotHandler(t)
	for _, p := range []string{
		"/starlight/plain/home", "/starlight/broken/home", "/unknown/site/home", "/",
		// The tour site's API, assets and widget pages keep the microphone off too.
		"/bff/v1/starlight/tour/screens/shell", "/web/portal/assets/x.js", "/web/widgets/current/starlight/tour/checkout",
		"/healthz",
	} {
		if got := do(h, "GET", p, nil).Header().Get("Permissions-Policy"); got != permissionsPolicy {
			t.Errorf("%s: Permissions-Policy %q", p, got)
		}
	}
	if !strings.Contains(permissionsPolicy, "microphone=()") {
		t.Fatalf("the default policy allows the microphone: %q", permissionsPolicy)
	}
}

func TestChatbotPermissions_refusesWhatIsNotAnOrigin(t *testing.T) {
	for _, bad := range []string{"", "http://x.example/path", `http://a"b.example`, "javascript:alert(1)", "*"} {
		if got := chatbotPermissions(bad); got != permissionsPolicy {
			t.Errorf("%q: %q", bad, got)
		}
	}
}
