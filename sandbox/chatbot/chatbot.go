// Package chatbot is the sandbox's chat assistant: a page that stands in
// for a county's chatbot inside the portal's chatbot frame (spec 000 §2
// "Chatbot frame", §4 "Chatbot"; SHELL-44, SHELL-45). It speaks the frame's
// messages to the page that framed it, at that page's exact origin:
//
//	loaded                  when the page has loaded
//	open {width, height}    when the portal's launcher opens it
//	resize {width, height}  when the payer makes it larger or smaller
//	close                   when the payer closes it from inside
//
// and takes the launcher's open and close only from that page.
package chatbot

import (
	"embed"
	"net/http"
)

//go:embed static
var static embed.FS

// policy keeps the page to its own script and style, and lets any http(s)
// page frame it: the sandbox serves portals on whatever port tests pick.
const policy = "default-src 'none'; script-src 'self'; style-src 'self'; frame-ancestors http: https:; " +
	"base-uri 'none'; form-action 'none'"

// files are the page and its two assets, by request path.
var files = map[string]struct{ name, contentType string }{
	"/":            {"static/index.html", "text/html; charset=utf-8"},
	"/chatbot.js":  {"static/chatbot.js", "text/javascript; charset=utf-8"},
	"/chatbot.css": {"static/chatbot.css", "text/css; charset=utf-8"},
}

// NewHandler serves the chatbot page at / with its script and style, and
// GET /ping for the sandbox's index.
func NewHandler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /ping", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"status":"ok"}`))
	})
	for path, f := range files {
		pattern := "GET " + path
		if path == "/" {
			pattern = "GET /{$}"
		}
		mux.HandleFunc(pattern, func(w http.ResponseWriter, _ *http.Request) {
			body, err := static.ReadFile(f.name)
			if err != nil {
				http.Error(w, "missing", http.StatusInternalServerError)
				return
			}
			h := w.Header()
			h.Set("Content-Type", f.contentType)
			h.Set("Content-Security-Policy", policy)
			h.Set("X-Content-Type-Options", "nosniff")
			h.Set("Cache-Control", "no-cache")
			_, _ = w.Write(body)
		})
	}
	return mux
}
