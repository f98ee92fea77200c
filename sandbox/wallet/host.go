package wallet

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"html/template"
	"io/fs"
	"log/slog"
	"net/http"
	"path"
	"slices"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/sandbox/ewallet"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// FrameVersion is the card-input frame version the BFF asks for (spec 000
// §7: query v=3).
const FrameVersion = "3"

// Frame paths on the wallet host.
const (
	FramePath    = "/card-input/"
	TokenizePath = "/card-input/v3/tokenize"
)

//go:embed static
var staticFiles embed.FS

//go:embed page.html
var pageFile string

var page = template.Must(template.New("page").Parse(pageFile))

// HostOptions configures the wallet host.
type HostOptions struct {
	Verifier Verifier    // verifies the e-wallet tokens (required)
	Tenders  TenderStore // keeps the tokenized tenders (required)
	Logger   *slog.Logger
	Now      func() time.Time // default time.Now
	// Origin is the host's own origin, e.g. "https://wallet.example"; when
	// empty it is taken from each request (scheme and Host header).
	Origin string
}

// host serves the wallet host's routes.
type host struct {
	verifier Verifier
	tenders  TenderStore
	logger   *slog.Logger
	now      func() time.Time
	origin   string
	static   map[string]staticFile
}

// staticFile is one embedded file of the frame, with its validator.
type staticFile struct {
	body        []byte
	contentType string
	etag        string
}

// NewHost returns the wallet host's handler.
func NewHost(opts HostOptions) http.Handler {
	h := &host{verifier: opts.Verifier, tenders: opts.Tenders, logger: opts.Logger,
		now: opts.Now, origin: opts.Origin, static: loadStatic()}
	if h.logger == nil {
		h.logger = slog.New(slog.DiscardHandler)
	}
	if h.now == nil {
		h.now = time.Now
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", h.index)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("GET "+FramePath+"{$}", h.frame)
	mux.HandleFunc("GET "+FramePath+"{file}", h.file)
	mux.HandleFunc("POST "+TokenizePath, h.tokenize)
	mux.HandleFunc("POST "+ProbePath, probe)
	return respond.Recover(baseHeaders(respond.Routes(mux, h.logger)), h.logger)
}

// baseHeaders sets the headers every wallet host answer carries: nothing
// of the host's URLs (which hold e-wallet tokens) leaks as a referrer.
func baseHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Referrer-Policy", "no-referrer")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		next.ServeHTTP(w, r)
	})
}

func loadStatic() map[string]staticFile {
	types := map[string]string{".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8"}
	out := map[string]staticFile{}
	entries, err := fs.ReadDir(staticFiles, "static")
	if err != nil {
		panic(fmt.Sprintf("wallet: embedded files: %v", err))
	}
	for _, e := range entries {
		body, err := staticFiles.ReadFile("static/" + e.Name())
		if err != nil {
			panic(fmt.Sprintf("wallet: embedded file %s: %v", e.Name(), err))
		}
		sum := sha256.Sum256(body)
		out[e.Name()] = staticFile{body: body, contentType: types[path.Ext(e.Name())],
			etag: `"` + hex.EncodeToString(sum[:8]) + `"`}
	}
	return out
}

func (h *host) index(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintln(w, "PayHub sandbox wallet host.")
	fmt.Fprintln(w, "The card-input frame is served at "+FramePath+"?env=&type=card|bank&token=&v=3&lang=en|es")
	fmt.Fprintln(w, "to the page origin its e-wallet token names; card and bank numbers stay on this origin.")
}

func (h *host) file(w http.ResponseWriter, r *http.Request) {
	f, ok := h.static[r.PathValue("file")]
	if !ok || f.contentType == "" {
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeNotFound, "No such file."))
		return
	}
	w.Header().Set("Content-Type", f.contentType)
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("ETag", f.etag)
	w.Header().Set("Cross-Origin-Resource-Policy", "same-origin")
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(f.body))
}

// pageData fills page.html.
type pageData struct {
	Lang      bff.Language
	Origin    string // the parent page origin the frame posts to; "" when unknown
	Type      string
	Env       string
	Token     string
	TTLMillis int64  // how long the token stays valid from now
	Failure   string // loadFailure or loadError on a failure page
	Message   string
	Title     string
	// AdminNotice, on a frame of an adminFilling token (ROLE-18), tells
	// the staff member whose payment details they enter; the template
	// escapes it, so a payer name is only ever text.
	AdminNotice string
}

// Frame actions of a failure page (spec 001 §4: the parent tracks the
// frame as loaded or failed).
const (
	actionLoadFailure = "loadFailure" // the e-wallet token is bad or expired
	actionLoadError   = "loadError"   // the frame cannot be built as asked
)

func (h *host) frame(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	lang := bff.ParseLanguage(q.Get("lang"))
	token := q.Get("token")
	claims, err := h.verifier.Verify(token)
	if err != nil {
		h.logger.InfoContext(r.Context(), "card-input frame refused its e-wallet token", "err", err)
		h.failure(w, r, http.StatusUnauthorized, claimedOrigin(token), actionLoadFailure, lang)
		return
	}
	if !isOrigin(claims.Origin) || slices.ContainsFunc(claims.Ancestors, func(a string) bool { return !isOrigin(a) }) {
		h.logger.WarnContext(r.Context(), "e-wallet token names no valid page origin", "cart", claims.CartID)
		h.failure(w, r, http.StatusBadRequest, "", actionLoadError, lang)
		return
	}
	typ, env := q.Get("type"), q.Get("env")
	_, envErr := bff.ParseEnv(env)
	// A frame is built only for the kind of tender its token tokenizes.
	if typ != claims.Kind || q.Get("v") != FrameVersion || envErr != nil {
		h.failure(w, r, http.StatusBadRequest, claims.Origin, actionLoadError, lang)
		return
	}
	h.render(w, r, http.StatusOK, frameCSP(claims.Origin, claims.Ancestors), pageData{
		Lang: lang, Origin: claims.Origin, Type: typ, Env: env, Token: token,
		TTLMillis: max(claims.ExpiresAt.Sub(h.now()).Milliseconds(), 0),
		Message:   text(lang, "noScript"), Title: text(lang, typ+"Title"),
		AdminNotice: adminNotice(claims, lang),
	})
}

// adminNotice is the line above the fields of a frame staff fill in for a
// payer (ROLE-18), in the frame's language; "" on a payer's own frame.
func adminNotice(c ewallet.Claims, lang bff.Language) string {
	if !c.AdminFilling {
		return ""
	}
	return strings.ReplaceAll(text(lang, "adminFilling"), "{name}", c.PayerName)
}

// failure answers with the small page that shows an error and, when the
// parent origin is known, posts action to it.
func (h *host) failure(w http.ResponseWriter, r *http.Request, status int, origin, action string, lang bff.Language) {
	csp := "default-src 'none'; script-src 'self'; style-src 'self'; form-action 'none'; base-uri 'none'"
	if origin != "" {
		csp += "; frame-ancestors " + origin
	}
	msg := text(lang, "loadError")
	if action == actionLoadFailure {
		msg = text(lang, "loadFailure")
	}
	h.render(w, r, status, csp, pageData{Lang: lang, Origin: origin, Failure: action, Message: msg,
		Title: text(lang, "failureTitle")})
}

func (h *host) render(w http.ResponseWriter, r *http.Request, status int, csp string, d pageData) {
	var buf bytes.Buffer
	if err := page.Execute(&buf, d); err != nil {
		respond.Error(w, r, h.logger, fmt.Errorf("wallet: render frame: %w", err))
		return
	}
	hd := w.Header()
	hd.Set("Content-Type", "text/html; charset=utf-8")
	hd.Set("Content-Security-Policy", csp)
	hd.Set("Cache-Control", "no-store")
	hd.Set("Content-Language", string(d.Lang))
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}

// frameCSP is the card-input frame's policy: its own script, style and
// connections only, and only origin may frame it, inside the pages of
// ancestors when the portal page is itself embedded (frame-ancestors
// checks every ancestor, not just the parent).
func frameCSP(origin string, ancestors []string) string {
	return "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; " +
		"img-src 'self' data:; form-action 'none'; base-uri 'none'; frame-ancestors " +
		strings.Join(append([]string{origin}, ancestors...), " ")
}

// pageTexts are the server-rendered words of the frame pages; the form's
// own words are in static/messages.js.
var pageTexts = map[bff.Language]map[string]string{
	bff.English: {
		"cardTitle":    "Card details",
		"bankTitle":    "Bank account details",
		"failureTitle": "Payment form unavailable",
		"loadFailure":  "This payment form has expired or is not valid. Reload the page to continue.",
		"loadError":    "This payment form cannot be shown. Reload the page or try again later.",
		"noScript":     "Turn on JavaScript to enter your payment details.",
		"adminFilling": "You are entering payment details for {name}.",
	},
	bff.Spanish: {
		"cardTitle":    "Datos de la tarjeta",
		"bankTitle":    "Datos de la cuenta bancaria",
		"failureTitle": "Formulario de pago no disponible",
		"loadFailure":  "Este formulario de pago ha vencido o no es válido. Vuelva a cargar la página para continuar.",
		"loadError":    "No se puede mostrar este formulario de pago. Vuelva a cargar la página o inténtelo más tarde.",
		"noScript":     "Active JavaScript para ingresar los datos de pago.",
		"adminFilling": "Está ingresando los datos de pago de {name}.",
	},
}

func text(lang bff.Language, key string) string {
	if t, ok := pageTexts[lang][key]; ok {
		return t
	}
	return pageTexts[bff.English][key]
}
