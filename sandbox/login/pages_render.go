package login

import (
	_ "embed"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"strings"
)

//go:embed page.html
var pageSource string

//go:embed login.css
var stylesheet []byte

// pageTemplate renders every hosted page.
var pageTemplate = template.Must(template.New("page").Parse(pageSource))

// field is one input of a hosted form.
type field struct {
	Name, Type, Label, Value, Autocomplete, Hint, Error string
}

// DescribedBy lists the ids of the field's hint and error, so that a
// screen reader reads them with the field.
func (f field) DescribedBy() string {
	var ids []string
	if f.Hint != "" {
		ids = append(ids, f.Name+"-hint")
	}
	if f.Error != "" {
		ids = append(ids, f.Name+"-error")
	}
	return strings.Join(ids, " ")
}

// pageData is what the page template shows.
type pageData struct {
	Lang, Title, Heading, SiteLine, Body string
	T                                    texts
	Stylesheet                           string
	ClientDisplay, LogoURL, LogoAlt      string
	OtherLangURL                         string
	FormError                            string
	Action, ID, CSRF                     string
	Fields                               []field
	Notice, Submit                       string
	SwitchURL, SwitchText                string
	// redirectOrigin is where the form's redirects end (the client's
	// redirect URI), for the policy's form-action.
	redirectOrigin string
}

// render writes the page with its security headers: a policy that allows
// only this origin's stylesheet, the site's logo and, as the end of a
// form's redirects, the client's callback (browsers check form-action
// along the whole redirect chain); no inline script or style at all.
func (p *pages) render(w http.ResponseWriter, r *http.Request, status int, d pageData) {
	d.Stylesheet = p.issuer + PathStylesheet
	img := "'self'"
	if o := originOf(d.LogoURL); o != "" {
		img += " " + o
	}
	form := "'self'"
	if d.redirectOrigin != "" {
		form += " " + d.redirectOrigin
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Security-Policy", fmt.Sprintf("default-src 'self'; img-src %s; form-action %s; "+
		"frame-ancestors 'none'; base-uri 'none'; object-src 'none'", img, form))
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	if err := pageTemplate.Execute(w, d); err != nil {
		// The status line is sent; a failed write means the reader left.
		p.logger.WarnContext(r.Context(), "login page not written", "err", err)
	}
}

// stylesheet serves the pages' CSS.
func (p *pages) stylesheet(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/css; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	_, _ = w.Write(stylesheet)
}

// fail answers a request the pages cannot serve (an unknown or expired
// sign-in, a refused redirect URI) without sending the browser anywhere.
func (p *pages) fail(w http.ResponseWriter, r *http.Request, lang string, status int) {
	t := textsFor(lang)
	p.render(w, r, status, pageData{Lang: lang, T: t, Title: t.FailTitle, Heading: t.FailTitle, Body: t.FailBody})
}

// logoURL is the display_logo_url to show: https anywhere, http only on
// loopback (the sandbox), and a path taken on the client's origin (the
// BFF's, whose site configuration names its logo by path); anything else
// is not shown.
func logoURL(raw, redirectURI string) string {
	if raw == "" {
		return ""
	}
	u, err := url.Parse(raw)
	if err != nil || u.User != nil {
		return ""
	}
	if u.Scheme == "" && u.Host == "" {
		if !strings.HasPrefix(raw, "/") || strings.HasPrefix(raw, "//") {
			return ""
		}
		base, err := url.Parse(redirectURI)
		if err != nil || base.Host == "" {
			return ""
		}
		return base.Scheme + "://" + base.Host + u.EscapedPath()
	}
	switch {
	case u.Scheme == "https" && u.Host != "":
		return u.String()
	case u.Scheme == "http" && (u.Hostname() == "localhost" || u.Hostname() == "127.0.0.1"):
		return u.String()
	}
	return ""
}

// originOf is scheme://host of an absolute URL, or empty.
func originOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return ""
	}
	return u.Scheme + "://" + u.Host
}
