package http

import (
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/gin-gonic/gin"
)

// TestOpenAPI_everyAPIRouteIsDocumentedAndEveryDocumentedPathExists keeps
// the document and the router in step.
func TestOpenAPI_everyAPIRouteIsDocumentedAndEveryDocumentedPathExists(t *testing.T) {
	doc, err := openapi3.NewLoader().LoadFromData(OpenAPI)
	if err != nil {
		t.Fatal(err)
	}
	h, _, _ := newTestServer(t)
	documented := map[string]bool{}
	for path, item := range doc.Paths.Map() {
		for method := range item.Operations() {
			documented[method+" "+path] = false
		}
	}
	for _, rt := range h.(*gin.Engine).Routes() {
		if !strings.HasPrefix(rt.Path, "/bff/v1/") && rt.Path != CallbackPath && rt.Path != "/healthz" && rt.Path != "/readyz" {
			continue
		}
		key := rt.Method + " " + ginToOpenAPI(rt.Path)
		if _, ok := documented[key]; !ok {
			t.Errorf("route %s is not in openapi.yaml", key)
			continue
		}
		documented[key] = true
	}
	for key, seen := range documented {
		if !seen {
			t.Errorf("openapi.yaml documents %s, which the router does not serve", key)
		}
	}
}

// ginToOpenAPI turns /a/:b into /a/{b}.
func ginToOpenAPI(p string) string {
	parts := strings.Split(p, "/")
	for i, s := range parts {
		if strings.HasPrefix(s, ":") {
			parts[i] = "{" + s[1:] + "}"
		}
	}
	return strings.Join(parts, "/")
}
