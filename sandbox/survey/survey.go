// Package survey is the sandbox's site survey: the page the portal's survey
// modal frames (spec 000 §2 "Shell screens": a site-feedback box linking to
// a survey modal, an embedded form in a 300 px frame; SHELL-22, CHK-17). It
// stands in for a county's own survey, in English and Spanish
// (?lang=en|es), asks for a rating from 1 to 5 and a comment, and keeps the
// answers in memory, newest first at GET /answers.json, so that tests can
// see them.
//
// Keys pressed inside a frame never reach the page that framed it: on
// Escape the page posts {type: 'close'} to its parent, at the parent origin
// the portal gives it (?parent=, which must also be the frame's parent
// where the browser names it), never to '*'.
package survey

import (
	"embed"
	"html/template"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/payhub/payhub/sandbox/internal/recent"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

//go:embed static
var static embed.FS

var page = template.Must(template.ParseFS(static, "static/page.html"))

// policy keeps the page to its own script and style, lets it post its form
// only to itself, and lets any http(s) page frame it: the sandbox serves
// portals on whatever port tests pick.
const policy = "default-src 'none'; script-src 'self'; style-src 'self'; frame-ancestors http: https:; " +
	"base-uri 'none'; form-action 'self'"

// Keep is how many answers the survey keeps, oldest dropped first.
const Keep = 500

// MaxComment is the longest comment kept, in characters.
const MaxComment = 2000

// maxParam bounds the client, site and survey names an answer records.
const maxParam = 64

// maxBody bounds a posted form.
const maxBody = 16 << 10

// Answer is one sent survey.
type Answer struct {
	Received time.Time `json:"received"`
	// Survey is the link's ?env=, which names the link the portal used
	// (production or non-production).
	Survey  string `json:"survey"`
	Lang    string `json:"lang"`
	Client  string `json:"client"`
	Site    string `json:"site"`
	Rating  int    `json:"rating"`
	Comment string `json:"comment"`
}

// Survey keeps the last Keep answers in memory.
type Survey struct {
	answers *recent.List[Answer]
	now     func() time.Time
	logger  *slog.Logger
}

// New returns a survey without answers.
func New(logger *slog.Logger, now func() time.Time) *Survey {
	if now == nil {
		now = time.Now
	}
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return &Survey{answers: recent.New[Answer](Keep), now: now, logger: logger}
}

// Answers returns the answers for client and site (empty: any), newest first.
func (s *Survey) Answers(client, site string) []Answer {
	return s.answers.Newest(Keep, func(a Answer) bool {
		return (client == "" || a.Client == client) && (site == "" || a.Site == site)
	})
}

// files are the page's two assets, by request path.
var files = map[string]struct{ name, contentType string }{
	"/survey.js":  {"static/survey.js", "text/javascript; charset=utf-8"},
	"/survey.css": {"static/survey.css", "text/css; charset=utf-8"},
}

// Handler answers GET / (the form), POST / (sends it: the thank-you page,
// or the form again with its error), the page's script and style,
// GET /answers.json?client=&site= and GET /ping.
func (s *Survey) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /ping", func(w http.ResponseWriter, _ *http.Request) {
		respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("GET /answers.json", func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		respond.JSON(w, http.StatusOK, map[string][]Answer{"answers": s.Answers(q.Get("client"), q.Get("site"))})
	})
	for path, f := range files {
		mux.HandleFunc("GET "+path, func(w http.ResponseWriter, _ *http.Request) {
			body, err := static.ReadFile(f.name)
			if err != nil {
				http.Error(w, "missing", http.StatusInternalServerError)
				return
			}
			headers(w, f.contentType)
			_, _ = w.Write(body)
		})
	}
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		s.render(w, r, http.StatusOK, view{})
	})
	mux.HandleFunc("POST /{$}", s.send)
	return mux
}

// view is what one rendering of the page shows beyond the query's words.
type view struct {
	Sent    bool
	Invalid bool
	Rating  int
	Comment string
}

func (s *Survey) send(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	if err := r.ParseForm(); err != nil {
		s.render(w, r, http.StatusBadRequest, view{Invalid: true})
		return
	}
	comment := strings.TrimSpace(r.PostForm.Get("comment"))
	rating, err := strconv.Atoi(r.PostForm.Get("rating"))
	if err != nil || rating < 1 || rating > 5 || utf8.RuneCountInString(comment) > MaxComment {
		s.render(w, r, http.StatusUnprocessableEntity, view{Invalid: true, Comment: comment})
		return
	}
	q := r.URL.Query()
	s.answers.Add(Answer{Received: s.now().UTC(), Survey: param(q, "env"), Lang: language(q), Client: param(q, "client"),
		Site: param(q, "site"), Rating: rating, Comment: comment})
	s.logger.InfoContext(r.Context(), "survey answered", "client", param(q, "client"), "site", param(q, "site"),
		"rating", rating)
	s.render(w, r, http.StatusOK, view{Sent: true, Rating: rating})
}

func (s *Survey) render(w http.ResponseWriter, r *http.Request, status int, v view) {
	lang := language(r.URL.Query())
	data := struct {
		view
		Lang    string
		Parent  string
		T       words
		Ratings []rating
	}{view: v, Lang: lang, Parent: parentOrigin(r.URL.Query().Get("parent")), T: texts[lang]}
	for i, label := range data.T.Ratings {
		data.Ratings = append(data.Ratings, rating{Value: i + 1, Label: label, Checked: v.Rating == i+1})
	}
	headers(w, "text/html; charset=utf-8")
	w.WriteHeader(status)
	if err := page.Execute(w, data); err != nil {
		s.logger.ErrorContext(r.Context(), "survey page", "err", err)
	}
}

type rating struct {
	Value   int
	Label   string
	Checked bool
}

func headers(w http.ResponseWriter, contentType string) {
	h := w.Header()
	h.Set("Content-Type", contentType)
	h.Set("Content-Security-Policy", policy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "no-store")
}

// language is the page's language: ?lang=es, or English.
func language(q url.Values) string {
	if q.Get("lang") == "es" {
		return "es"
	}
	return "en"
}

// param is a short query value, or empty when it is too long to be a name.
func param(q url.Values, key string) string {
	if v := q.Get(key); len(v) <= maxParam {
		return v
	}
	return ""
}

// parentOrigin is s when it is an http(s) origin (no path, query or user),
// else empty: the page then posts nothing.
func parentOrigin(s string) string {
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.Scheme+"://"+u.Host != s ||
		strings.ContainsAny(u.Host, " \"'<>*;,") {
		return ""
	}
	return s
}
