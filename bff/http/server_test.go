package http

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
)

type fakeScreens struct {
	shell func(ctx context.Context, client, site string) (screen.Screen, error)
	home  func(ctx context.Context, client, site string) (screen.Screen, error)
}

var _ Screens = fakeScreens{}

func (f fakeScreens) ShellScreen(ctx context.Context, c, s string) (screen.Rendered, error) {
	return rendered(f.shell(ctx, c, s))
}
func (f fakeScreens) HomeScreen(ctx context.Context, c, s string) (screen.Rendered, error) {
	return rendered(f.home(ctx, c, s))
}

// rendered is what a Screens answers for a built screen.
func rendered(s screen.Screen, err error) (screen.Rendered, error) {
	if err != nil {
		return screen.Rendered{}, err
	}
	return screen.Render(s)
}

type fakeClients func(ctx context.Context, client string) (bff.ClientDescriptor, error)

var _ Clients = fakeClients(nil)

func (f fakeClients) Client(ctx context.Context, c string) (bff.ClientDescriptor, error) {
	return f(ctx, c)
}

type fakeMetrics struct{ routes []string }

func (f *fakeMetrics) ObserveRequest(route, _ string, status int, _ time.Duration) {
	f.routes = append(f.routes, route)
}
func (f *fakeMetrics) Handler() http.Handler { return http.NotFoundHandler() }

func newTestServer(t *testing.T) (http.Handler, string, *fakeMetrics) {
	t.Helper()
	web := t.TempDir()
	if err := os.WriteFile(filepath.Join(web, "index.html"), []byte("<!doctype html><title>portal</title>"), 0o600); err != nil {
		t.Fatal(err)
	}
	themes := t.TempDir()
	if err := os.WriteFile(filepath.Join(themes, "dark.css"), []byte(":root{--ph-bg:#000}"), 0o600); err != nil {
		t.Fatal(err)
	}
	sdk := t.TempDir()
	if err := os.WriteFile(filepath.Join(sdk, "payhub.js"), []byte("var PayHub={};"), 0o600); err != nil {
		t.Fatal(err)
	}
	fm := &fakeMetrics{}
	sc := fakeScreens{
		home: func(_ context.Context, c, s string) (screen.Screen, error) {
			if s != "demo" {
				return screen.Screen{}, bff.Errorf(bff.CodeNotFound, "No such site.")
			}
			return screen.Screen{Screen: "home", Client: c, Site: s, Complete: true}, nil
		},
		shell: func(context.Context, string, string) (screen.Screen, error) {
			panic("boom")
		},
	}
	cl := fakeClients(func(_ context.Context, c string) (bff.ClientDescriptor, error) {
		return bff.ClientDescriptor{}, bff.Wrap(os.ErrDeadlineExceeded, bff.CodeUnavailable, "The configuration service is unavailable.")
	})
	h := New(Deps{SDK: os.DirFS(sdk), Screens: sc, Clients: cl, Metrics: fm, Web: os.DirFS(web), Themes: os.DirFS(themes), Env: bff.EnvTest})
	return h, web, fm
}

func do(h http.Handler, method, path string, hdr map[string]string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, nil)
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func errorOf(t *testing.T, rec *httptest.ResponseRecorder) errorDetail {
	t.Helper()
	var b errorBody
	if err := json.Unmarshal(rec.Body.Bytes(), &b); err != nil {
		t.Fatalf("body %q: %v", rec.Body.String(), err)
	}
	return b.Error
}

func TestScreen_ROUTE03_lowercasesClientAndSite(t *testing.T) {
	h, _, _ := newTestServer(t)
	rec := do(h, "GET", "/bff/v1/SUNSHINE/Demo/screens/home", nil)
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"client":"sunshine","site":"demo"`) {
		t.Fatalf("%d %s", rec.Code, rec.Body.String())
	}
}

func TestErrors_notFoundMapsTo404WithSafeBody(t *testing.T) {
	h, _, _ := newTestServer(t)
	rec := do(h, "GET", "/bff/v1/sunshine/nope/screens/home", nil)
	if rec.Code != 404 || errorOf(t, rec).Code != bff.CodeNotFound {
		t.Fatalf("%d %s", rec.Code, rec.Body.String())
	}
	rec = do(h, "GET", "/bff/v1/sunshine/demo/screens/nonesuch", nil)
	if rec.Code != 404 {
		t.Fatalf("unknown screen: %d", rec.Code)
	}
}

func TestErrors_internalCauseIsNeverSent(t *testing.T) {
	h, _, _ := newTestServer(t)
	rec := do(h, "GET", "/bff/v1/sunshine", nil)
	if rec.Code != http.StatusServiceUnavailable {
		t.Fatalf("status %d", rec.Code)
	}
	if strings.Contains(rec.Body.String(), "deadline") || errorOf(t, rec).Message != "The configuration service is unavailable." {
		t.Fatalf("body %s", rec.Body.String())
	}
}

func TestErrors_panicIsA500WithTheGenericMessage(t *testing.T) {
	h, _, _ := newTestServer(t)
	rec := do(h, "GET", "/bff/v1/sunshine/demo/screens/shell", nil)
	if rec.Code != 500 || strings.Contains(rec.Body.String(), "boom") || errorOf(t, rec).Message != bff.GenericMessage {
		t.Fatalf("%d %s", rec.Code, rec.Body.String())
	}
}

func TestErrors_everyCodeHasAStatus(t *testing.T) {
	for _, c := range goErrorCodes(t) {
		if _, ok := statusOf[c]; !ok {
			t.Errorf("code %s has no status", c)
		}
	}
	if Status(bff.Errorf(bff.CodeRateLimited, "x")) != 429 || Status(bff.Errorf(bff.CodeConflict, "x")) != 409 {
		t.Error("rate_limited must be 429 and conflict 409")
	}
}

func TestRequestID_echoedWhenWellFormedAndReplacedOtherwise(t *testing.T) {
	h, _, _ := newTestServer(t)
	rec := do(h, "GET", "/healthz", map[string]string{"X-Request-Id": "abc-123-def"})
	if rec.Header().Get("X-Request-Id") != "abc-123-def" {
		t.Fatalf("id %q", rec.Header().Get("X-Request-Id"))
	}
	rec = do(h, "GET", "/healthz", map[string]string{"X-Request-Id": "evil\nline"})
	if id := rec.Header().Get("X-Request-Id"); id == "" || strings.Contains(id, "evil") {
		t.Fatalf("id %q", id)
	}
}

func TestPortal_unknownPagePathsServeTheIndexAndAPIPathsAJSON404(t *testing.T) {
	h, _, fm := newTestServer(t)
	rec := do(h, "GET", "/sunshine/demo/home", nil)
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), "<title>portal</title>") {
		t.Fatalf("%d %s", rec.Code, rec.Body.String())
	}
	rec = do(h, "GET", "/bff/v1/a/b/c/d/e/f", nil)
	if rec.Code != 404 || errorOf(t, rec).Code != bff.CodeNotFound {
		t.Fatalf("%d %s", rec.Code, rec.Body.String())
	}
	if rec = do(h, "POST", "/sunshine/demo/home", nil); rec.Code == 200 {
		t.Fatal("POST to a page path served the index")
	}
	for _, r := range fm.routes {
		if strings.Contains(r, "sunshine") {
			t.Errorf("metrics got a raw path as route label: %q", r)
		}
	}
}

func TestThemes_servedByNameAndTraversalRefused(t *testing.T) {
	h, _, _ := newTestServer(t)
	rec := do(h, "GET", "/web/widgets/current/themes/dark.css", nil)
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), "--ph-bg") || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/css") {
		t.Fatalf("%d %q %s", rec.Code, rec.Header().Get("Content-Type"), rec.Body.String())
	}
	for _, p := range []string{"/web/widgets/current/themes/missing.css", "/web/widgets/current/themes/..%2fsecret.css", "/web/widgets/current/themes/dark.js"} {
		if rec := do(h, "GET", p, nil); rec.Code != 404 {
			t.Errorf("%s: %d", p, rec.Code)
		}
	}
}

func TestSDK_contract3_bundlesServedAsScriptsOthersRefused(t *testing.T) {
	h, _, _ := newTestServer(t)
	rec := do(h, "GET", "/sdk/payhub.js", nil)
	if rec.Code != 200 || rec.Body.String() != "var PayHub={};" ||
		!strings.HasPrefix(rec.Header().Get("Content-Type"), "text/javascript") ||
		rec.Header().Get("Access-Control-Allow-Origin") != "*" {
		t.Fatalf("%d %q %v", rec.Code, rec.Body.String(), rec.Header())
	}
	for _, p := range []string{"/sdk/payhub.mjs", "/sdk/index.d.ts", "/sdk/..%2fserver_test.go", "/sdk/"} {
		if rec := do(h, "GET", p, nil); rec.Code != 404 {
			t.Errorf("%s: %d", p, rec.Code)
		}
	}
}
