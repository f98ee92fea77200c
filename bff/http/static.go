package http

import (
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
)

// themeFile matches a theme stylesheet name such as "dark.css".
var themeFile = regexp.MustCompile(`^[a-z0-9-]{1,40}\.css$`)

// mountStatic serves the built portal under /web/portal, and the widget
// and the themes under WidgetPrefix (widget.go). The portal's index.html
// is a page with a fresh nonce (page.go).
func mountStatic(r *gin.Engine, d Deps, pg *pages) {
	portal := http.StripPrefix("/web/portal", http.FileServer(http.Dir(d.WebDir)))
	r.GET("/web/portal/*filepath", func(c *gin.Context) {
		switch fp := c.Param("filepath"); {
		case fp == "/" || fp == "/index.html":
			servePortalPage(c, d, pg)
			return
		case strings.HasPrefix(fp, "/assets/"):
			// Vite names assets by content hash: they never change.
			c.Header("Cache-Control", "public, max-age=31536000, immutable")
		}
		c.Header("Content-Security-Policy", pageCSP(d.WalletOrigin, nil, ""))
		portal.ServeHTTP(c.Writer, c.Request)
	})
	mountWidget(r, d, pg)
}

// servePortalPage answers the portal's index.html, whose router draws the
// page. The portal is never framed: embedding is the widget's job. A page
// may frame its site's chatbot and survey (siteFrames), and lends the
// microphone to the chatbot only.
func servePortalPage(c *gin.Context, d Deps, pg *pages) {
	index := filepath.Join(d.WebDir, "index.html")
	if _, err := os.Stat(index); err != nil {
		writeError(c, bff.Errorf(bff.CodeUnavailable, "The portal has not been built."), 0)
		return
	}
	frames := siteFramesOf(c, d)
	if frames.chatbot != "" {
		c.Header("Permissions-Policy", chatbotPermissions(frames.chatbot))
	}
	if err := servePage(c, pg, index, d.WalletOrigin, nil, frames.origins()...); err != nil {
		writeError(c, bff.Wrap(err, bff.CodeInternal, bff.GenericMessage), 0)
	}
}

// sdkFiles are the SDK bundles served at /sdk/ (contracts §3): the
// script-tag bundle with the global PayHub, and the ES module.
var sdkFiles = map[string]bool{"payhub.js": true, "payhub.mjs": true}

// mountSDK serves the SDK bundles. They are public scripts that county
// pages on other origins load (an ES module across origins needs CORS).
func mountSDK(r *gin.Engine, d Deps) {
	r.GET("/sdk/:file", func(c *gin.Context) {
		name := c.Param("file")
		path := filepath.Join(d.SDKDir, name)
		if _, err := os.Stat(path); !sdkFiles[name] || err != nil {
			writeError(c, bff.Errorf(bff.CodeNotFound, "There is no such SDK file."), 0)
			return
		}
		c.Header("Content-Type", "text/javascript; charset=utf-8")
		c.Header("Access-Control-Allow-Origin", "*")
		c.Header("Cache-Control", "public, max-age=300")
		c.File(path)
	})
}

// notFound answers API paths with a JSON 404 and every other GET with the
// portal's index.html, whose router draws the page (or its not-found page).
func notFound(d Deps, pg *pages) gin.HandlerFunc {
	return func(c *gin.Context) {
		p := c.Request.URL.Path
		if strings.HasPrefix(p, "/bff/") || strings.HasPrefix(p, "/web/") || strings.HasPrefix(p, "/sdk/") ||
			(c.Request.Method != http.MethodGet && c.Request.Method != http.MethodHead) {
			writeError(c, bff.Errorf(bff.CodeNotFound, "There is nothing here."), 0)
			return
		}
		servePortalPage(c, d, pg)
	}
}
