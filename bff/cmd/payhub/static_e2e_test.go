package main

import (
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeFiles writes each name (slash-separated) under dir with its text.
func writeFiles(t *testing.T, dir string, files map[string]string) string {
	t.Helper()
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// startStatic runs payhub serve over stand-in builds of the portal, the
// widget, the SDK and the themes.
func startStatic(t *testing.T) *Main {
	t.Helper()
	web := writeFiles(t, t.TempDir(), map[string]string{"index.html": "<!doctype html><title>portal</title>",
		"assets/app-1a2b.js": "console.log(1)", "assets/fonts/a.woff2": "font"})
	widget := writeFiles(t, t.TempDir(), map[string]string{"index.html": "<!doctype html><title>widget</title>",
		"assets/w-3c4d.js": "console.log(2)"})
	sdk := writeFiles(t, t.TempDir(), map[string]string{"payhub.js": "var PayHub={};", "payhub.mjs": "export {}"})
	themes := writeFiles(t, t.TempDir(), map[string]string{"dark.css": ":root{}"})
	m, _ := startMain(t, "--web-dir", web, "--widget-dir", widget, "--sdk-dir", sdk, "--themes-dir", themes)
	return m
}

func TestServe_staticFoldersAreNeverListedAndMissingFilesAreTheJSONNotFound(t *testing.T) {
	m := startStatic(t)
	for _, p := range []string{
		"/web/portal/assets/", "/web/portal/assets", "/web/portal/assets/fonts/", "/web/portal/assets/missing.js",
		"/web/portal/nothing.txt", "/web/portal/assets//app-1a2b.js",
		"/web/widgets/current/assets/", "/web/widgets/current/assets/missing.js",
		"/web/widgets/current/themes/missing.css", "/sdk/", "/sdk/missing.js", "/sdk/payhub.js/",
	} {
		resp, body := get(t, m.URL("bff")+p)
		var e errorJSON
		if resp.StatusCode != http.StatusNotFound || json.Unmarshal([]byte(body), &e) != nil || e.Error.Code != "not_found" {
			t.Errorf("GET %s: %d %q, want the JSON 404", p, resp.StatusCode, body)
		}
		if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
			t.Errorf("GET %s: Content-Type %q", p, ct)
		}
		if cc := resp.Header.Get("Cache-Control"); strings.Contains(cc, "max-age") {
			t.Errorf("GET %s: a not found is cached: %q", p, cc)
		}
	}
	// The files themselves are still served, with their caching.
	for p, cache := range map[string]string{
		"/web/portal/assets/app-1a2b.js":        "immutable",
		"/web/widgets/current/assets/w-3c4d.js": "immutable",
		"/web/widgets/current/themes/dark.css":  "max-age=300",
		"/sdk/payhub.js":                        "max-age=300",
	} {
		if resp, _ := get(t, m.URL("bff")+p); resp.StatusCode != http.StatusOK || !strings.Contains(resp.Header.Get("Cache-Control"), cache) {
			t.Errorf("GET %s: %d %q", p, resp.StatusCode, resp.Header.Get("Cache-Control"))
		}
	}
}

func TestServe_HEADAnswersFilesAndPagesAsGETWithoutTheBody(t *testing.T) {
	m := startStatic(t)
	for p, ctype := range map[string]string{
		"/sdk/payhub.js":                        "text/javascript",
		"/web/portal/assets/app-1a2b.js":        "javascript",
		"/web/portal/":                          "text/html",
		"/sunshine/demo/home":                   "text/html",
		"/web/widgets/current/sunshine/demo/":   "text/html",
		"/web/widgets/current/assets/w-3c4d.js": "javascript",
		"/web/widgets/current/themes/dark.css":  "text/css",
	} {
		resp, err := http.Head(m.URL("bff") + p)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || !strings.Contains(resp.Header.Get("Content-Type"), ctype) || len(body) != 0 {
			t.Errorf("HEAD %s: %d %q, %d body bytes", p, resp.StatusCode, resp.Header.Get("Content-Type"), len(body))
		}
	}
	resp, err := http.Head(m.URL("bff") + "/sdk/missing.js")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("HEAD of a missing file: %d", resp.StatusCode)
	}
}
