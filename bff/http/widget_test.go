package http

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/payhub/payhub/bff"
)

// fakeSites answers site configuration from a function.
type fakeSites func(ctx context.Context, client, site string) (bff.SitePolicy, error)

func (f fakeSites) SitePolicy(ctx context.Context, client, site string) (bff.SitePolicy, error) {
	return f(ctx, client, site)
}

var _ Sites = fakeSites(nil)

const wallet = "http://127.0.0.1:8091"

// demoSites has sunshine/demo framable by two origins, moonbeam/pay by
// none (both enabled in production), a disabled site, and an unreadable
// one.
var demoSites = fakeSites(func(_ context.Context, client, site string) (bff.SitePolicy, error) {
	switch client + "/" + site {
	case "sunshine/demo":
		return bff.SitePolicy{Enabled: true, EnabledInProd: true,
			FrameAncestors: []string{"http://127.0.0.1:8081", "https://www.sunshine.example",
				"https://evil.example; script-src *", "https://x.example/path", "*"}}, nil
	case "moonbeam/pay":
		return bff.SitePolicy{Enabled: true, EnabledInProd: true, FrameAncestors: []string{}}, nil
	case "sunshine/closed":
		return bff.SitePolicy{Enabled: false, FrameAncestors: []string{"http://127.0.0.1:8081"}}, nil
	case "sunshine/broken":
		return bff.SitePolicy{}, bff.Errorf(bff.CodeUnavailable, "The configuration service is unavailable.")
	}
	return bff.SitePolicy{}, bff.Errorf(bff.CodeNotFound, "No such site.")
})

// widgetBuild writes a fake widget build: index.html and one asset.
func widgetBuild(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "assets", "nested"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, body := range map[string]string{
		"index.html":             `<!doctype html><head><title>widget</title><script type="module" src="/web/widgets/current/assets/embed-abc123.js"></script></head>`,
		"assets/embed-abc123.js": "console.log('widget')",
		"secret.txt":             "not an asset",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// newWidgetServer is a BFF serving widgetDir, logging into logs.
func newWidgetServer(t *testing.T, widgetDir string, logs *syncBuffer) (http.Handler, string) {
	t.Helper()
	web := t.TempDir()
	if err := os.WriteFile(filepath.Join(web, "index.html"), []byte(portalIndex), 0o600); err != nil {
		t.Fatal(err)
	}
	themes := t.TempDir()
	if err := os.WriteFile(filepath.Join(themes, "dark.css"), []byte(":root{}"), 0o600); err != nil {
		t.Fatal(err)
	}
	h := New(Deps{Logger: slog.New(slog.NewJSONHandler(logs, nil)), Env: bff.EnvTest, Web: os.DirFS(web), Themes: os.DirFS(themes),
		Widget: os.DirFS(widgetDir), WidgetFrom: widgetDir, WalletOrigin: wallet, Sites: demoSites})
	return h, web
}

// strictPolicy is every directive of a page's policy but frame-ancestors,
// for the page's nonce.
func strictPolicy(nonce string) string {
	return "default-src 'self'; script-src 'self' 'nonce-" + nonce + "' 'strict-dynamic'; style-src 'self'; " +
		"connect-src 'self' " + wallet + "; img-src 'self' data:; font-src 'self'; frame-src " + wallet + "; object-src 'none'; " +
		"base-uri 'self'; form-action 'self'; "
}

func TestWidget_pageIsTheBuildIndexFramableExactlyByTheSiteFrameAncestors(t *testing.T) {
	h, _ := newWidgetServer(t, widgetBuild(t), &syncBuffer{})
	for _, p := range []string{
		"/web/widgets/current/sunshine/demo/checkout?lang=en&parentOrigin=http%3A%2F%2F127.0.0.1%3A8081&channel=c1",
		"/web/widgets/current/SunShine/Demo/dmv/vehicle-renewal",
		"/web/widgets/current/sunshine/demo/receipt/ABC-123",
	} {
		rec := do(h, "GET", p, nil)
		csp := rec.Header().Get("Content-Security-Policy")
		// Malformed entries (a smuggled directive, a path, a wildcard) are left out.
		want := strictPolicy(pageNonce(t, rec)) + "frame-ancestors http://127.0.0.1:8081 https://www.sunshine.example"
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), "<title>widget</title>") || csp != want {
			t.Errorf("%s: %d %q\n%s", p, rec.Code, csp, rec.Body.String())
		}
		if strings.Contains(csp, "unsafe") || rec.Header().Get("Cache-Control") != "no-cache" {
			t.Errorf("%s: headers %v", p, rec.Header())
		}
	}
}

func TestWidget_unknownDisabledUnreadableOrClosedSiteCannotBeFramed(t *testing.T) {
	h, _ := newWidgetServer(t, widgetBuild(t), &syncBuffer{})
	for _, site := range []string{"moonbeam/pay", "sunshine/closed", "sunshine/broken", "nobody/here"} {
		rec := do(h, "GET", "/web/widgets/current/"+site+"/checkout", nil)
		if csp := rec.Header().Get("Content-Security-Policy"); rec.Code != 200 || csp != strictPolicy(pageNonce(t, rec))+"frame-ancestors 'none'" {
			t.Errorf("%s: %d %q", site, rec.Code, csp)
		}
	}
}

func TestWidget_assetsAreImmutableFilesOfTheBuildOnly(t *testing.T) {
	h, _ := newWidgetServer(t, widgetBuild(t), &syncBuffer{})
	rec := do(h, "GET", "/web/widgets/current/assets/embed-abc123.js", nil)
	if rec.Code != 200 || rec.Body.String() != "console.log('widget')" ||
		rec.Header().Get("Cache-Control") != "public, max-age=31536000, immutable" ||
		!strings.HasPrefix(rec.Header().Get("Content-Type"), "text/javascript") {
		t.Fatalf("asset: %d %v %q", rec.Code, rec.Header(), rec.Body.String())
	}
	for _, p := range []string{
		"/web/widgets/current/assets/missing.js",
		"/web/widgets/current/assets/",
		"/web/widgets/current/assets/nested",
		"/web/widgets/current/assets/../secret.txt",
		"/web/widgets/current/assets/..%2fsecret.txt",
		"/web/widgets/current/assets/nested/../../secret.txt",
	} {
		if rec := do(h, "GET", p, nil); rec.Code != 404 || strings.Contains(rec.Body.String(), "not an asset") {
			t.Errorf("%s: %d %s", p, rec.Code, rec.Body.String())
		}
	}
}

func TestWidget_pathsThatAreNoWidgetPageAre404(t *testing.T) {
	h, _ := newWidgetServer(t, widgetBuild(t), &syncBuffer{})
	for _, p := range []string{
		"/web/widgets/current/",
		"/web/widgets/current/sunshine",
		"/web/widgets/current/sunshine/demo/check%20out",
		"/web/widgets/current/sunshine/de.mo/checkout",
		"/web/widgets/current/themes/../index.html",
	} {
		if rec := do(h, "GET", p, nil); rec.Code != 404 || rec.Header().Get("Content-Security-Policy") != "" {
			t.Errorf("%s: %d", p, rec.Code)
		}
	}
	// The themes keep their place (contracts §3).
	if rec := do(h, "GET", "/web/widgets/current/themes/dark.css", nil); rec.Code != 200 {
		t.Errorf("theme: %d", rec.Code)
	}
}

func TestWidget_missingBuildIsA404WithAClearLogLine(t *testing.T) {
	logs := &syncBuffer{}
	h, _ := newWidgetServer(t, filepath.Join(t.TempDir(), "not-built"), logs)
	rec := do(h, "GET", "/web/widgets/current/sunshine/demo/checkout", nil)
	var body struct {
		Error struct{ Code, Message string } `json:"error"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || rec.Code != 404 ||
		body.Error.Code != "not_found" || body.Error.Message != "The widget has not been built." {
		t.Fatalf("%d %s", rec.Code, rec.Body.String())
	}
	if !strings.Contains(logs.String(), "the widget build is missing") || !strings.Contains(logs.String(), "not-built") {
		t.Errorf("logs: %s", logs.String())
	}
}

func TestPortal_pagesCannotBeFramedAndAllowOnlyTheWalletFrame(t *testing.T) {
	h, _ := newWidgetServer(t, widgetBuild(t), &syncBuffer{})
	for _, p := range []string{"/sunshine/demo/home", "/web/portal/"} {
		rec := do(h, "GET", p, nil)
		if csp := rec.Header().Get("Content-Security-Policy"); rec.Code != 200 || csp != strictPolicy(pageNonce(t, rec))+"frame-ancestors 'none'" {
			t.Errorf("%s: %d %q", p, rec.Code, csp)
		}
	}
}
