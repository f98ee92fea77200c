package wallet_test

import (
	"bytes"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/payhub/payhub/sandbox/ewallet"
	"github.com/payhub/payhub/sandbox/sqlite"
	"github.com/payhub/payhub/sandbox/wallet"
)

// portal is the parent page origin the tests' e-wallet tokens name.
const portal = "http://localhost:8080"

var key = []byte("0123456789abcdef0123456789abcdef")

// may2026 is the clock of these tests.
func may2026() time.Time { return time.Date(2026, 5, 4, 12, 0, 0, 0, time.UTC) }

// lockedBuffer collects the host's logs from its handler goroutines.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// fixture is a wallet host on a real database.
type fixture struct {
	url    string
	dir    string
	db     *sqlite.DB
	signer *ewallet.Signer
	logs   *lockedBuffer
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	dir := t.TempDir()
	db, err := sqlite.Open(t.Context(), dir, nil)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	logs := &lockedBuffer{}
	logger := slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	signer := ewallet.NewSigner(key, may2026)
	ts := httptest.NewServer(wallet.NewHost(wallet.HostOptions{
		Verifier: signer, Tenders: db.Wallet(may2026), Logger: logger, Now: may2026}))
	t.Cleanup(func() {
		ts.Close()
		db.Close()
	})
	return &fixture{url: ts.URL, dir: dir, db: db, signer: signer, logs: logs}
}

// token issues an e-wallet token of cart-1's card input for origin.
func (f *fixture) token(t *testing.T, origin string) string {
	t.Helper()
	return f.tokenOf(t, origin, ewallet.KindCard)
}

// tokenOf issues an e-wallet token of cart-1 for origin, of kind.
func (f *fixture) tokenOf(t *testing.T, origin, kind string) string {
	t.Helper()
	tok, err := f.signer.Issue(ewallet.Claims{CartID: "cart-1", Client: "sunshine", Site: "demo", Kind: kind, Origin: origin})
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

// get fetches path and returns the answer and its body.
func get(t *testing.T, url string, header http.Header) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, string(b)
}

func (f *fixture) frameURL(token, typ, lang string) string {
	return f.url + "/card-input/?env=dev&type=" + typ + "&token=" + token + "&v=3&lang=" + lang
}

func TestFrame_API75_servesTheFormLockedToTheTokensOrigin(t *testing.T) {
	f := newFixture(t)
	tok := f.token(t, portal)
	resp, body := get(t, f.frameURL(tok, "card", "es"), nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("frame = %d %s", resp.StatusCode, body)
	}
	want := map[string]string{
		"Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; " +
			"img-src 'self' data:; form-action 'none'; base-uri 'none'; frame-ancestors " + portal,
		"Referrer-Policy":        "no-referrer",
		"X-Content-Type-Options": "nosniff",
		"Cache-Control":          "no-store",
		"Content-Type":           "text/html; charset=utf-8",
	}
	for h, v := range want {
		if got := resp.Header.Get(h); got != v {
			t.Errorf("%s = %q, want %q", h, got, v)
		}
	}
	for _, s := range []string{`lang="es"`, `data-parent-origin="` + portal + `"`, `data-type="card"`,
		`data-language="es"`, `data-token="` + tok + `"`, `data-env="dev"`, `data-ttl-ms="900000"`,
		`<script type="module" src="/card-input/frame.js"></script>`,
		`<link rel="stylesheet" href="/card-input/frame.css">`, `<title>Datos de la tarjeta</title>`} {
		if !strings.Contains(body, s) {
			t.Errorf("page lacks %s:\n%s", s, body)
		}
	}
	if regexp.MustCompile(`<script(?:[^>]*)>[^<]`).MatchString(body) || strings.Contains(body, "<style") ||
		strings.Contains(body, "style=") || strings.Contains(body, "onload=") {
		t.Errorf("page has inline script or style:\n%s", body)
	}
}

func TestFrame_theCSPNamesExactlyTheTokensOrigin(t *testing.T) {
	f := newFixture(t)
	for _, origin := range []string{"http://127.0.0.1:8081", "https://county.example", "http://[::1]:5173"} {
		resp, _ := get(t, f.frameURL(f.tokenOf(t, origin, ewallet.KindBank), "bank", "en"), nil)
		csp := resp.Header.Get("Content-Security-Policy")
		if !strings.HasSuffix(csp, "; frame-ancestors "+origin) || strings.Count(csp, "frame-ancestors") != 1 {
			t.Errorf("origin %s: CSP = %q", origin, csp)
		}
	}
}

func TestFrame_anEmbeddedPortalPageLetsItsHostPageFrameTheFormToo(t *testing.T) {
	f := newFixture(t)
	const widget, host = "http://127.0.0.1:8080", "http://127.0.0.1:8081"
	tok, err := f.signer.Issue(ewallet.Claims{CartID: "cart-1", Kind: ewallet.KindCard, Origin: widget, Ancestors: []string{host}})
	if err != nil {
		t.Fatal(err)
	}
	resp, body := get(t, f.frameURL(tok, "card", "en"), nil)
	csp := resp.Header.Get("Content-Security-Policy")
	if resp.StatusCode != http.StatusOK || !strings.HasSuffix(csp, "; frame-ancestors "+widget+" "+host) {
		t.Fatalf("frame = %d, CSP %q", resp.StatusCode, csp)
	}
	// The form still answers only its parent, the widget page.
	if !strings.Contains(body, `data-parent-origin="`+widget+`"`) {
		t.Fatalf("page does not talk to the widget origin:\n%s", body)
	}
	bad, err := f.signer.Issue(ewallet.Claims{CartID: "cart-1", Kind: ewallet.KindCard, Origin: widget, Ancestors: []string{"javascript:alert(1)"}})
	if err != nil {
		t.Fatal(err)
	}
	if resp, _ := get(t, f.frameURL(bad, "card", "en"), nil); resp.StatusCode != http.StatusBadRequest {
		t.Fatalf("a token naming a non-origin ancestor = %d, want 400", resp.StatusCode)
	}
}

func TestFrame_anExpiredOrForgedTokenShowsTheLoadFailurePage(t *testing.T) {
	f := newFixture(t)
	expired, err := f.signer.Issue(ewallet.Claims{CartID: "cart-1", Kind: ewallet.KindCard, Origin: portal,
		ExpiresAt: may2026().Add(-time.Minute)})
	if err != nil {
		t.Fatal(err)
	}
	forged, err := ewallet.NewSigner([]byte(strings.Repeat("k", 32)), may2026).Issue(
		ewallet.Claims{CartID: "cart-1", Kind: ewallet.KindCard, Origin: portal})
	if err != nil {
		t.Fatal(err)
	}
	for name, tok := range map[string]string{"expired": expired, "forged": forged} {
		resp, body := get(t, f.frameURL(tok, "card", "en"), nil)
		if resp.StatusCode != http.StatusUnauthorized || !strings.Contains(body, `data-failure="loadFailure"`) ||
			!strings.Contains(body, `role="alert"`) || strings.Contains(body, "data-token=\""+tok) {
			t.Errorf("%s token: %d\n%s", name, resp.StatusCode, body)
		}
		// The page may talk to the origin the token claims: it only says
		// loadFailure.
		if csp := resp.Header.Get("Content-Security-Policy"); !strings.HasSuffix(csp, "frame-ancestors "+portal) ||
			strings.Contains(csp, "connect-src") {
			t.Errorf("%s token: CSP = %q", name, csp)
		}
	}
	resp, body := get(t, f.frameURL("garbage", "card", "es"), nil)
	if resp.StatusCode != http.StatusUnauthorized || !strings.Contains(body, `data-parent-origin=""`) ||
		!strings.Contains(body, "ha vencido") || strings.Contains(resp.Header.Get("Content-Security-Policy"), "frame-ancestors") {
		t.Errorf("unreadable token: %d %q\n%s", resp.StatusCode, resp.Header.Get("Content-Security-Policy"), body)
	}
}

func TestFrame_aBadTypeVersionOrEnvironmentShowsTheLoadErrorPage(t *testing.T) {
	f := newFixture(t)
	tok := f.token(t, portal)
	for _, q := range []string{"env=dev&type=paypal&v=3", "env=dev&type=card&v=2", "env=qa&type=card&v=3",
		"type=card&v=3"} {
		resp, body := get(t, f.url+"/card-input/?token="+tok+"&"+q, nil)
		if resp.StatusCode != http.StatusBadRequest || !strings.Contains(body, `data-failure="loadError"`) ||
			!strings.HasSuffix(resp.Header.Get("Content-Security-Policy"), "frame-ancestors "+portal) {
			t.Errorf("%s: %d %s", q, resp.StatusCode, body)
		}
	}
}

func TestStaticFiles_areServedWithTheirTypesAndRevalidated(t *testing.T) {
	f := newFixture(t)
	for file, typ := range map[string]string{"frame.js": "text/javascript", "form.js": "text/javascript",
		"validate.js": "text/javascript", "messages.js": "text/javascript", "frame.css": "text/css"} {
		resp, body := get(t, f.url+"/card-input/"+file, nil)
		if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), typ) ||
			resp.Header.Get("X-Content-Type-Options") != "nosniff" || body == "" {
			t.Errorf("%s: %d %q", file, resp.StatusCode, resp.Header.Get("Content-Type"))
			continue
		}
		again, _ := get(t, f.url+"/card-input/"+file, http.Header{"If-None-Match": {resp.Header.Get("ETag")}})
		if again.StatusCode != http.StatusNotModified {
			t.Errorf("%s with its ETag: %d, want 304", file, again.StatusCode)
		}
	}
	if resp, _ := get(t, f.url+"/card-input/nothing.js", nil); resp.StatusCode != http.StatusNotFound {
		t.Errorf("unknown file: %d, want 404", resp.StatusCode)
	}
}

func TestFrameScript_postsOnlyToTheParentOriginAndChecksSenders(t *testing.T) {
	_, js := get(t, newFixture(t).url+"/card-input/frame.js", nil)
	for _, s := range []string{"postMessage({ source: SOURCE, action, ...extra }, parentOrigin)",
		"event.origin !== parentOrigin || event.source !== window.parent",
		"'Unrecognized iframe whisperer message'", "15 * 60 * 1000"} {
		if !strings.Contains(js, s) {
			t.Errorf("frame.js lacks %s", s)
		}
	}
	if strings.Contains(js, "'*'") {
		t.Error("frame.js posts to '*'")
	}
}

func TestIndexAndHealthzAnswer(t *testing.T) {
	f := newFixture(t)
	resp, body := get(t, f.url+"/", nil)
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/plain") ||
		!strings.Contains(body, "wallet host") {
		t.Errorf("GET / = %d %q", resp.StatusCode, body)
	}
	resp, body = get(t, f.url+"/healthz", nil)
	if resp.StatusCode != http.StatusOK || !strings.Contains(body, `"ok"`) {
		t.Errorf("GET /healthz = %d %q", resp.StatusCode, body)
	}
}

// TestFrame_isServedOnlyForTheKindOfItsToken proves that the bank input's
// e-wallet token does not open a card form, nor the card input's a bank
// form: the frame answers loadError instead.
func TestFrame_isServedOnlyForTheKindOfItsToken(t *testing.T) {
	f := newFixture(t)
	for kind, other := range map[string]string{ewallet.KindCard: "bank", ewallet.KindBank: "card"} {
		tok := f.tokenOf(t, portal, kind)
		if resp, body := get(t, f.frameURL(tok, kind, "en"), nil); resp.StatusCode != http.StatusOK {
			t.Errorf("%s form with a %s token: %d %s", kind, kind, resp.StatusCode, body)
		}
		resp, body := get(t, f.frameURL(tok, other, "en"), nil)
		if resp.StatusCode != http.StatusBadRequest || !strings.Contains(body, `data-failure="loadError"`) ||
			strings.Contains(body, `data-token="`+tok) {
			t.Errorf("%s form with a %s token: %d\n%s", other, kind, resp.StatusCode, body)
		}
	}
}
