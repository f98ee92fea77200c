package main

import (
	"bytes"
	"html/template"
	"io/fs"
	"log/slog"
	"net/http"
	"strings"

	"github.com/payhub/payhub/sandbox"
)

// examplesConfig is what the example county website needs to know of the
// running system: every listener may be on a port chosen at start.
type examplesConfig struct {
	// Files holds the site's files; its pages (examplePages) are templates.
	Files fs.FS
	// From names where Files come from, for the log.
	From string
	// PayHubOrigin serves the SDK and the widget.
	PayHubOrigin string
	// SandboxOrigin serves the sandbox token issuer, the county's
	// stand-in identity provider.
	SandboxOrigin string
}

// pageData is what the pages are executed with.
type pageData struct {
	PayHubOrigin string
	IssuerURL    string
}

// examplesHandler serves the example county website on its own origin, as
// a county's real website would be: index.html with the running origins
// filled in, and the other files as they are. Every answer carries the
// site's Content-Security-Policy: its own scripts and the SDK from PayHub,
// the widget framed from PayHub, and requests only to itself, PayHub and
// the sandbox issuer.
func examplesHandler(cfg examplesConfig, logger *slog.Logger) http.Handler {
	files := http.FileServerFS(cfg.Files)
	csp := examplesCSP(cfg)
	data := pageData{PayHubOrigin: cfg.PayHubOrigin}
	if cfg.SandboxOrigin != "" {
		data.IssuerURL = cfg.SandboxOrigin + sandbox.PrefixIssuer
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", csp)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		name, ok := examplePages()[r.URL.Path]
		if !ok {
			files.ServeHTTP(w, r)
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			h.Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		page, err := template.ParseFS(cfg.Files, name)
		var buf bytes.Buffer
		if err == nil {
			err = page.Execute(&buf, data)
		}
		if err != nil {
			logger.ErrorContext(r.Context(), "example site: a page cannot be served", "page", name, "from", cfg.From, "error", err.Error())
			http.Error(w, "The example site is not available.", http.StatusInternalServerError)
			return
		}
		h.Set("Content-Type", "text/html; charset=utf-8")
		h.Set("Cache-Control", "no-cache")
		_, _ = w.Write(buf.Bytes())
	})
}

// examplePages are the example site's pages that are templates, by path:
// the county's home page, and the township page that embeds the
// embedded-public site starlight/embedded and signs its user in (ROLE-15).
func examplePages() map[string]string {
	return map[string]string{"/": "index.html", "/index.html": "index.html", "/township.html": "township.html"}
}

// examplesCSP is the example site's policy; the SDK needs script-src and
// frame-src for PayHub only (sdk/README.md "Content-Security-Policy").
func examplesCSP(cfg examplesConfig) string {
	join := func(parts ...string) string {
		var out []string
		for _, p := range parts {
			if p != "" {
				out = append(out, p)
			}
		}
		return strings.Join(out, " ")
	}
	frames := cfg.PayHubOrigin
	if frames == "" {
		frames = "'none'"
	}
	return "default-src 'self'; script-src " + join("'self'", cfg.PayHubOrigin) +
		"; style-src 'self'; img-src 'self' data:; frame-src " + frames +
		"; connect-src " + join("'self'", cfg.PayHubOrigin, cfg.SandboxOrigin) +
		"; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
}
