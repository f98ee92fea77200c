package chatbot_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/payhub/payhub/sandbox/chatbot"
)

func get(t *testing.T, h http.Handler, path string) (*http.Response, string) {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
	res := rec.Result()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, string(body)
}

// SHELL-44: the page loads its script, which posts the frame's messages.
func TestPageLoadsTheChatbotScript(t *testing.T) {
	h := chatbot.NewHandler()
	res, body := get(t, h, "/")
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("GET / = %d %q, want an HTML page", res.StatusCode, res.Header.Get("Content-Type"))
	}
	for _, want := range []string{`<html lang="en">`, `<script src="chatbot.js"`, `<title>`, `<h1>`} {
		if !strings.Contains(body, want) {
			t.Errorf("the page lacks %s", want)
		}
	}
	csp := res.Header.Get("Content-Security-Policy")
	for _, want := range []string{"script-src 'self'", "frame-ancestors http: https:"} {
		if !strings.Contains(csp, want) {
			t.Errorf("the page's policy %q lacks %q", csp, want)
		}
	}
}

// SHELL-44: the script posts loaded, open, resize and close, always to the
// framing page's exact origin and never to '*', and listens to that page only.
func TestScriptTalksOnlyToTheFramingOrigin(t *testing.T) {
	res, js := get(t, chatbot.NewHandler(), "/chatbot.js")
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/javascript") {
		t.Fatalf("GET /chatbot.js = %d %q", res.StatusCode, res.Header.Get("Content-Type"))
	}
	for _, want := range []string{"type: 'loaded'", "type: 'open'", "type: 'resize'", "type: 'close'",
		"postMessage(message, origin)", "event.origin !== origin", "event.source !== window.parent"} {
		if !strings.Contains(js, want) {
			t.Errorf("chatbot.js lacks %s", want)
		}
	}
	if strings.Contains(js, "'*'") {
		t.Error("chatbot.js posts to '*'")
	}
}

func TestStyleAndPingAndUnknownPaths(t *testing.T) {
	h := chatbot.NewHandler()
	if res, _ := get(t, h, "/chatbot.css"); res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/css") {
		t.Errorf("GET /chatbot.css = %d %q", res.StatusCode, res.Header.Get("Content-Type"))
	}
	if res, body := get(t, h, "/ping"); res.StatusCode != http.StatusOK || !strings.Contains(body, "ok") {
		t.Errorf("GET /ping = %d %s", res.StatusCode, body)
	}
	if res, _ := get(t, h, "/secrets"); res.StatusCode != http.StatusNotFound {
		t.Errorf("GET /secrets = %d, want 404", res.StatusCode)
	}
}
