package payables

import (
	"context"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// Option adds routes to the service.
type Option func(mux *http.ServeMux, logger *slog.Logger)

// OfficeStore reads the offices where renewals are picked up.
type OfficeStore interface {
	// Offices returns the client's offices in lang, each with its
	// availability from the day of now.
	Offices(ctx context.Context, client string, lang bff.Language, now time.Time) ([]payables.Office, error)
}

// WithOffices serves the office lookup (spec 000 §7: "payables lookup with
// query client and type offices") from store; now dates the availability
// (default time.Now).
func WithOffices(store OfficeStore, now func() time.Time) Option {
	if now == nil {
		now = time.Now
	}
	return func(mux *http.ServeMux, logger *slog.Logger) {
		mux.HandleFunc("GET /v0/lookup", func(w http.ResponseWriter, r *http.Request) {
			q := r.URL.Query()
			client := strings.ToLower(strings.TrimSpace(q.Get("client")))
			switch {
			case client == "":
				respond.Error(w, r, logger, bff.Errorf(bff.CodeInvalid, "The client is required."))
				return
			case q.Get("type") != payables.LookupOffices:
				respond.Error(w, r, logger, bff.Errorf(bff.CodeInvalid, "The lookup type must be %s.", payables.LookupOffices))
				return
			}
			lang := language(r)
			found, err := store.Offices(r.Context(), client, lang, now())
			if err != nil {
				respond.Error(w, r, logger, err)
				return
			}
			answer(w, lang, payables.LookupResponse{Locations: found})
		})
	}
}
