package http

import (
	"net/http"
	"testing"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
)

// TestSecurityHeaders_noAPIHandlerCanOptAnAnswerIntoACache adds API routes
// that ask for caching every way a handler can answer (a body, a bare
// status, a file, a flushed stream, an error): each still answers
// no-store, while a file outside the API keeps its own caching.
func TestSecurityHeaders_noAPIHandlerCanOptAnAnswerIntoACache(t *testing.T) {
	h, _, _ := newTestServer(t)
	r := h.(*gin.Engine)
	cached := func(c *gin.Context) { c.Header("Cache-Control", "public, max-age=600") }
	r.GET("/bff/v1/x/y/json", func(c *gin.Context) { cached(c); c.JSON(http.StatusOK, gin.H{"user": "alice"}) })
	r.GET("/bff/v1/x/y/status", func(c *gin.Context) { cached(c); c.Status(http.StatusNoContent) })
	r.GET("/bff/v1/x/y/string", func(c *gin.Context) { cached(c); c.String(http.StatusOK, "alice") })
	r.GET("/bff/v1/x/y/flush", func(c *gin.Context) {
		cached(c)
		c.Writer.WriteHeader(http.StatusOK)
		c.Writer.Flush()
	})
	r.GET("/bff/v1/x/y/error", func(c *gin.Context) {
		cached(c)
		writeError(c, bff.Errorf(bff.CodeForbidden, "No."), 0)
	})
	r.GET("/bff/v1/x/y/header-now", func(c *gin.Context) {
		cached(c)
		c.Writer.WriteHeaderNow()
	})
	for _, p := range []string{"json", "status", "string", "flush", "error", "header-now"} {
		rec := do(h, "GET", "/bff/v1/x/y/"+p, nil)
		if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
			t.Errorf("%s: %d Cache-Control %q, want no-store", p, rec.Code, cc)
		}
	}
	if rec := do(h, "GET", WidgetPrefix+"/themes/dark.css", nil); rec.Header().Get("Cache-Control") != "public, max-age=300" {
		t.Errorf("a theme outside the API: %d %q", rec.Code, rec.Header().Get("Cache-Control"))
	}
}
