// Package outbox is the sandbox's e-mail outbox (contracts §6: "Sandbox
// e-mail (codes, receipts, confirmations) is readable at /outbox"). Sandbox
// services queue messages instead of sending them; people read them at
// GET /outbox (an HTML page) and programs at GET /outbox.json. Both list the
// newest message first and take an optional ?to= address filter.
package outbox

import (
	"context"
	_ "embed"
	"html/template"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// MaxListed bounds the messages one listing shows.
const MaxListed = 200

// Kinds of message, so that programs can find the one they wait for.
const (
	KindReceipt = "receipt"
)

// Message is one e-mail.
type Message struct {
	ID       int64     `json:"id"`
	To       string    `json:"to"`
	Subject  string    `json:"subject"`
	Text     string    `json:"text"`
	Kind     string    `json:"kind,omitempty"`
	Language string    `json:"language,omitempty"`
	SentAt   time.Time `json:"sent_at"`
}

// List is the answer of GET /outbox.json.
type List struct {
	Messages []Message `json:"messages"`
}

// Store reads the outbox.
type Store interface {
	// List returns up to limit messages, newest first, only those to the
	// address to when it is not empty (compared case-insensitively).
	List(ctx context.Context, to string, limit int) ([]Message, error)
}

//go:embed outbox.html
var pageSource string

// page is the HTML listing.
var page = template.Must(template.New("outbox").Funcs(template.FuncMap{
	"datetime": func(t time.Time) string { return t.UTC().Format(time.RFC3339) },
	"readable": func(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05 UTC") },
}).Parse(pageSource))

// Handler serves the outbox.
type Handler struct {
	store  Store
	logger *slog.Logger
}

// NewHandler returns the outbox handler over store.
func NewHandler(store Store, logger *slog.Logger) *Handler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return &Handler{store: store, logger: logger}
}

// list reads the messages the request asks for.
func (h *Handler) list(r *http.Request) ([]Message, error) {
	to := strings.TrimSpace(r.URL.Query().Get("to"))
	msgs, err := h.store.List(r.Context(), to, MaxListed)
	if err != nil {
		return nil, bff.Wrap(err, bff.CodeUnavailable, "The outbox cannot be read.")
	}
	return msgs, nil
}

// JSON answers GET /outbox.json.
func (h *Handler) JSON(w http.ResponseWriter, r *http.Request) {
	msgs, err := h.list(r)
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	respond.JSON(w, http.StatusOK, List{Messages: msgs})
}

// HTML answers GET /outbox: an accessible page listing every message.
func (h *Handler) HTML(w http.ResponseWriter, r *http.Request) {
	msgs, err := h.list(r)
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
	if err := page.Execute(w, struct{ Messages []Message }{msgs}); err != nil {
		// The status line is sent; a failed write means the reader left.
		h.logger.WarnContext(r.Context(), "outbox page not written", "err", err)
	}
}
