package sandbox_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/internal/respond"
	"github.com/payhub/payhub/sandbox/sqlite"
)

// start runs a sandbox on dir and returns its URL.
func start(t *testing.T, dir string) string {
	t.Helper()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: dir})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(func() {
		ts.Close()
		if err := srv.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return ts.URL
}

// do sends a request and returns the status, the headers and the body.
func do(t *testing.T, method, url, body string) (int, http.Header, []byte) {
	t.Helper()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req, err := http.NewRequestWithContext(t.Context(), method, url, r)
	if err != nil {
		t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json") // the services take JSON bodies only
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, resp.Header, b
}

// errorBody is the sandbox's error shape.
type errorBody struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// wantError checks that an answer is the JSON error shape with status and code.
func wantError(t *testing.T, what string, status int, body []byte, wantStatus int, wantCode string) {
	t.Helper()
	var e errorBody
	if err := json.Unmarshal(body, &e); err != nil {
		t.Errorf("%s: body %q is not the JSON error shape: %v", what, body, err)
		return
	}
	if status != wantStatus || e.Error.Code != wantCode || e.Error.Message == "" {
		t.Errorf("%s: %d %+v, want %d with code %q and a message", what, status, e, wantStatus, wantCode)
	}
}

func TestNewCreatesTheDatabaseInDir(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "var")
	start(t, dir)
	if _, err := os.Stat(filepath.Join(dir, sqlite.FileName)); err != nil {
		t.Fatalf("database: %v", err)
	}
}

func TestRestartingOnTheSameDirectoryDoesNotDuplicateTheSeed(t *testing.T) {
	dir := t.TempDir()
	type answer struct {
		Sources []json.RawMessage `json:"sources"`
		Banners []json.RawMessage `json:"banners"`
	}
	var runs []answer
	for range 2 {
		base := start(t, dir)
		var a answer
		for _, path := range []string{"/svc/config/v1/sites/sunshine/demo/sources",
			"/svc/announcements/pub/sunshine/demo/banners"} {
			status, _, body := do(t, http.MethodGet, base+path, "")
			if err := json.Unmarshal(body, &a); status != http.StatusOK || err != nil {
				t.Fatalf("GET %s = %d %s (%v)", path, status, body, err)
			}
		}
		runs = append(runs, a)
	}
	for i, a := range runs {
		if len(a.Sources) != 5 || len(a.Banners) != 1 {
			t.Errorf("start %d: %d sources and %d banners, want 5 and 1", i+1, len(a.Sources), len(a.Banners))
		}
	}
}

func TestIndexListsEveryServiceAndEachPingAnswers(t *testing.T) {
	base := start(t, t.TempDir())
	status, _, body := do(t, http.MethodGet, base+"/", "")
	var index struct {
		Services []sandbox.Service `json:"services"`
	}
	if err := json.Unmarshal(body, &index); status != http.StatusOK || err != nil {
		t.Fatalf("GET / = %d %s (%v)", status, body, err)
	}
	if len(index.Services) != len(sandbox.Services()) || len(index.Services) < 3 {
		t.Fatalf("index = %+v, want every service", index.Services)
	}
	for _, s := range index.Services {
		if status, _, body := do(t, http.MethodGet, base+s.Ping, ""); status != http.StatusOK {
			t.Errorf("%s ping %s = %d %s", s.Name, s.Ping, status, body)
		}
	}
}

func TestHealthzAnswersOK(t *testing.T) {
	status, _, body := do(t, http.MethodGet, start(t, t.TempDir())+"/healthz", "")
	if status != http.StatusOK || !strings.Contains(string(body), `"ok"`) {
		t.Fatalf("healthz = %d %s", status, body)
	}
}

func TestBadJSONIsAnswered400(t *testing.T) {
	base := start(t, t.TempDir()) + "/svc/payables/v0"
	// Just over the limit, so the server discards the rest instead of
	// resetting the connection.
	huge := `{"paths":["` + strings.Repeat("a", respond.MaxBodyBytes) + `"]}`
	for _, tc := range []struct{ name, path, body string }{
		{"broken", "/retrieve", `{"paths": [`},
		{"wrong type", "/retrieve", `{"paths": "x"}`},
		{"empty", "/property_tax", ``},
		{"two values", "/property_tax", `{} {}`},
		{"broken bulk", "/property_tax/bulk_search", `keys`},
		{"too large", "/retrieve", huge},
	} {
		status, _, body := do(t, http.MethodPost, base+tc.path, tc.body)
		wantError(t, tc.name, status, body, http.StatusBadRequest, "invalid")
	}
}

func TestUnmatchedRequestsAreAnsweredWithTheJSONErrorShape(t *testing.T) {
	base := start(t, t.TempDir())
	status, _, body := do(t, http.MethodGet, base+"/svc/nothing-here", "")
	wantError(t, "unknown path", status, body, http.StatusNotFound, "not_found")
	status, _, body = do(t, http.MethodGet, base+"/svc/config/v1/unknown", "")
	wantError(t, "unknown config path", status, body, http.StatusNotFound, "not_found")
	status, header, body := do(t, http.MethodDelete, base+"/svc/announcements/ping", "")
	wantError(t, "wrong method", status, body, http.StatusMethodNotAllowed, "method_not_allowed")
	if allow := header.Get("Allow"); !strings.Contains(allow, http.MethodGet) {
		t.Errorf("Allow = %q, want GET", allow)
	}
}

func TestAPayablePathReadsTheSameEscapedOrPlain(t *testing.T) {
	base := start(t, t.TempDir()) + "/svc/payables/v0/"
	s1, _, escaped := do(t, http.MethodGet, base+"sunshine%2Fdemo%2Futilities%2FU-5001", "")
	s2, _, plain := do(t, http.MethodGet, base+"sunshine/demo/utilities/U-5001", "")
	if s1 != http.StatusOK || s2 != http.StatusOK || string(escaped) != string(plain) {
		t.Fatalf("escaped %d %s\nplain %d %s\nwant the same payable", s1, escaped, s2, plain)
	}
}
