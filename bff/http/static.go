package http

import (
	"bytes"
	"io"
	"io/fs"
	"net/http"
	"path"
	"regexp"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
)

// themeFile matches a theme stylesheet name such as "dark.css".
var themeFile = regexp.MustCompile(`^[a-z0-9-]{1,40}\.css$`)

// immutableCache is the caching of files Vite names by content hash: they
// never change.
const immutableCache = "public, max-age=31536000, immutable"

// getOrHead routes GET and HEAD of path to h: every file and page answers
// HEAD as it answers GET, without the body.
func getOrHead(r gin.IRoutes, path string, h gin.HandlerFunc) {
	r.Match([]string{http.MethodGet, http.MethodHead}, path, h)
}

// mountStatic serves the built portal under /web/portal, and the widget
// and the themes under WidgetPrefix (widget.go). The portal's index.html
// is a page with a fresh nonce (page.go).
func mountStatic(r *gin.Engine, d Deps, pg *pages) {
	getOrHead(r, "/web/portal/*filepath", func(c *gin.Context) {
		fp := c.Param("filepath")
		if fp == "/" || fp == "/index.html" {
			servePortalPage(c, d, pg)
			return
		}
		hdr := map[string]string{"Content-Security-Policy": pageCSP(d.WalletOrigin, nil, "")}
		if strings.HasPrefix(fp, "/assets/") {
			hdr["Cache-Control"] = immutableCache
		}
		serveFile(c, d.Web, strings.TrimPrefix(fp, "/"), hdr)
	})
	mountWidget(r, d, pg)
}

// serveFile answers the regular file name (slash-separated, relative)
// in fsys with the headers hdr. A folder, a missing file, a nil fsys or a
// name that is not in its clean form (.., //, a trailing slash) is the
// JSON 404: no folder is ever listed, and no path leaves fsys.
func serveFile(c *gin.Context, fsys fs.FS, name string, hdr map[string]string) {
	clean := path.Clean("/" + name)
	if fsys == nil || name == "" || clean != "/"+name {
		writeError(c, bff.Errorf(bff.CodeNotFound, "There is no such file."), 0)
		return
	}
	f, err := fsys.Open(name)
	if err != nil {
		writeError(c, bff.Errorf(bff.CodeNotFound, "There is no such file."), 0)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		writeError(c, bff.Errorf(bff.CodeNotFound, "There is no such file."), 0)
		return
	}
	content, ok := f.(io.ReadSeeker)
	if !ok {
		// Files of os.DirFS and embed.FS seek; another fs.FS may not.
		b, err := io.ReadAll(f)
		if err != nil {
			writeError(c, bff.Wrap(err, bff.CodeInternal, bff.GenericMessage), 0)
			return
		}
		content = bytes.NewReader(b)
	}
	for k, v := range hdr {
		c.Header(k, v)
	}
	// An embedded file has no modification time: it is then served
	// without Last-Modified, its content never changing within a binary.
	http.ServeContent(c.Writer, c.Request, st.Name(), st.ModTime(), content)
}

// hasFile reports whether fsys holds the file name: a build that is
// missing, or only the placeholder of the embedded tree, has no index.html.
func hasFile(fsys fs.FS, name string) bool {
	if fsys == nil {
		return false
	}
	st, err := fs.Stat(fsys, name)
	return err == nil && st.Mode().IsRegular()
}

// servePortalPage answers the portal's index.html, whose router draws the
// page. The portal is never framed: embedding is the widget's job. A page
// may frame its site's chatbot and survey (siteFrames), and lends the
// microphone to the chatbot only.
func servePortalPage(c *gin.Context, d Deps, pg *pages) {
	if !hasFile(d.Web, "index.html") {
		writeError(c, bff.Errorf(bff.CodeUnavailable, "The portal has not been built."), 0)
		return
	}
	frames := siteFramesOf(c, d)
	if frames.chatbot != "" {
		c.Header("Permissions-Policy", chatbotPermissions(frames.chatbot))
	}
	if err := servePage(c, pg, pageSource{kind: "portal", fsys: d.Web}, d.WalletOrigin, nil, frames.origins()...); err != nil {
		writeError(c, bff.Wrap(err, bff.CodeInternal, bff.GenericMessage), 0)
	}
}

// sdkFiles are the SDK bundles served at /sdk/ (contracts §3): the
// script-tag bundle with the global PayHub, and the ES module.
var sdkFiles = map[string]bool{"payhub.js": true, "payhub.mjs": true}

// mountSDK serves the SDK bundles. They are public scripts that county
// pages on other origins load (an ES module across origins needs CORS).
func mountSDK(r *gin.Engine, d Deps) {
	getOrHead(r, "/sdk/:file", func(c *gin.Context) {
		name := c.Param("file")
		if !sdkFiles[name] {
			writeError(c, bff.Errorf(bff.CodeNotFound, "There is no such SDK file."), 0)
			return
		}
		serveFile(c, d.SDK, name, map[string]string{"Content-Type": "text/javascript; charset=utf-8",
			"Access-Control-Allow-Origin": "*", "Cache-Control": "public, max-age=300"})
	})
}

// notFound answers API and file paths with a JSON 404 (and /metrics, when
// it has a listener of its own) and every other GET or HEAD with the
// portal's index.html, whose router draws the page (or its not-found page).
func notFound(d Deps, pg *pages) gin.HandlerFunc {
	return func(c *gin.Context) {
		p := c.Request.URL.Path
		if strings.HasPrefix(p, "/bff/") || strings.HasPrefix(p, "/web/") || strings.HasPrefix(p, "/sdk/") ||
			p == "/metrics" || (c.Request.Method != http.MethodGet && c.Request.Method != http.MethodHead) {
			writeError(c, bff.Errorf(bff.CodeNotFound, "There is nothing here."), 0)
			return
		}
		servePortalPage(c, d, pg)
	}
}
