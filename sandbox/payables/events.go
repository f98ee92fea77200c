package payables

import (
	"context"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// MaxEventPaths bounds the paths of one taxsys_add_items event: the
// tax-system pages add a bill's installments, never a whole roll.
const MaxEventPaths = 50

// TaxsysEvent is one taxsys_add_items event as recorded.
type TaxsysEvent struct {
	Adaptor, Client, Site string
	Paths                 []string
	At                    time.Time
}

// EventStore records the adaptors' events.
type EventStore interface {
	// RecordTaxsysEvent keeps e and returns its new reference number.
	RecordTaxsysEvent(ctx context.Context, e TaxsysEvent) (string, error)
}

// WithTaxsysEvents serves POST /v0/{adaptor}/events/taxsys_add_items (spec
// 001 §7, API-91), recording each event in events; payables is the
// service's store, which the event's paths must belong to (the adaptor,
// client and site named). now dates the events (default time.Now).
func WithTaxsysEvents(payablesStore Store, events EventStore, now func() time.Time) Option {
	if now == nil {
		now = time.Now
	}
	return func(mux *http.ServeMux, logger *slog.Logger) {
		h := handler{store: payablesStore, logger: logger}
		mux.HandleFunc("POST /v0/{adaptor}/events/taxsys_add_items", func(w http.ResponseWriter, r *http.Request) {
			h.taxsysAddItems(w, r, events, now)
		})
	}
}

func (h handler) taxsysAddItems(w http.ResponseWriter, r *http.Request, events EventStore, now func() time.Time) {
	var req payables.TaxsysAddItemsRequest
	if err := respond.Decode(w, r, &req); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	adaptor := r.PathValue("adaptor")
	if err := h.checkAdaptor(r.Context(), adaptor); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	client := strings.ToLower(strings.TrimSpace(req.Client))
	site := strings.ToLower(strings.TrimSpace(req.Site))
	switch {
	case client == "" || site == "":
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "Name the client and the site."))
		return
	case len(req.Paths) == 0:
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "Name at least one payable path."))
		return
	case len(req.Paths) > MaxEventPaths:
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "Name at most %d payable paths.", MaxEventPaths))
		return
	}
	paths := slices.Compact(slices.Sorted(slices.Values(req.Paths)))
	found, err := h.store.GetMany(r.Context(), paths, bff.English)
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	mine := 0
	for _, p := range found {
		if p.Adaptor == adaptor && p.Client == client && p.Site == site {
			mine++
		}
	}
	if mine != len(paths) {
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeNotFound,
			"A path named is not a payable of adaptor %q on %s/%s.", adaptor, client, site))
		return
	}
	ref, err := events.RecordTaxsysEvent(r.Context(), TaxsysEvent{Adaptor: adaptor, Client: client, Site: site, Paths: paths, At: now()})
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	h.logger.InfoContext(r.Context(), "taxsys items added", "adaptor", adaptor, "reference_number", ref, "paths", len(paths))
	answer(w, language(r), payables.TaxsysAddItemsResponse{ReferenceNumber: ref})
}
