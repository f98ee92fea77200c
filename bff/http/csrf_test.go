package http

import (
	"net/http"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/inmem"
)

// samplePath fills a gin route's parameters with sample values.
func samplePath(route string) string {
	parts := strings.Split(route, "/")
	for i, p := range parts {
		switch {
		case p == ":client":
			parts[i] = "sunshine"
		case p == ":site":
			parts[i] = "demo"
		case strings.HasPrefix(p, ":") || strings.HasPrefix(p, "*"):
			parts[i] = "x1"
		}
	}
	return strings.Join(parts, "/")
}

// TestCSRF_everyStateChangingRouteRefusesARequestWithoutTheHeader walks
// every route the router serves, so that a route added later cannot be
// left out: each POST, PUT, PATCH or DELETE must sit under /bff/v1, where
// a request without X-Requested-With: payhub, or with another value, is
// 403 forbidden before any handler runs (a cross-site form cannot set the
// header). The same request with the header gets past the check, which
// shows that the refusal is the CSRF check's and not the route's own.
func TestCSRF_everyStateChangingRouteRefusesARequestWithoutTheHeader(t *testing.T) {
	h := New(Deps{Env: bff.EnvTest, Store: inmem.New()})
	browser := &jar{t: t, h: h}
	browser.get("/bff/v1/sunshine/demo/login") // a session cookie, as a victim's browser has
	checked := 0
	for _, rt := range h.(*gin.Engine).Routes() {
		switch rt.Method {
		case http.MethodGet, http.MethodHead, http.MethodOptions:
			continue
		}
		if !strings.HasPrefix(rt.Path, "/bff/v1/") {
			t.Errorf("%s %s changes state outside /bff/v1, where no CSRF check runs", rt.Method, rt.Path)
			continue
		}
		checked++
		path := samplePath(rt.Path)
		for _, value := range []string{"", "XMLHttpRequest", "PayHub"} {
			hdr := map[string]string{"Origin": "https://evil.example"}
			if value != "" {
				hdr[CSRFHeader] = value
			}
			rec := browser.sendBody(rt.Method, path, "{}", hdr)
			if rec.Code != http.StatusForbidden || errorOf(t, rec).Code != bff.CodeForbidden ||
				!strings.Contains(errorOf(t, rec).Message, CSRFHeader) {
				t.Errorf("%s %s with %s %q: %d %s, want the CSRF 403", rt.Method, path, CSRFHeader, value, rec.Code, rec.Body)
			}
		}
		rec := browser.sendBody(rt.Method, path, "{}", csrfHeader)
		if rec.Code == http.StatusForbidden && strings.Contains(rec.Body.String(), CSRFHeader) {
			t.Errorf("%s %s with the header is still refused by the CSRF check", rt.Method, path)
		}
	}
	if checked < 20 {
		t.Fatalf("only %d state-changing routes found", checked)
	}
}
