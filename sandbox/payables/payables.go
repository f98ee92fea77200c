// Package payables is the sandbox's payables service (spec 001 §7
// "Payables service"), in the raw snake_case wire shape of
// bff/upstream/payables:
//
//	GET  /v0/ping
//	GET  /v0/{encoded path}             one payable (the path is one escaped segment)
//	POST /v0/retrieve {paths}           -> {payables, is_success}
//	POST /v0/{adaptor} {client, site, query}  search -> {payables, total}
//	POST /v0/{adaptor}/bulk_search {client, site, keys} -> {payables: {key: {payables, error?}}}
//	POST /v0/{path}/convert {query: {0: payable}} -> {payables: [payable]}
//	POST /v0/{adaptor}/events/taxsys_add_items {client, site, paths} -> {reference_number} (WithTaxsysEvents)
//	GET  /v0/lookup?client={client}&type=offices -> {locations} (WithOffices)
//
// Every answer is in the language of the Accept-Language header: Spanish
// when it starts with "es", English otherwise (spec 001 §7: default
// en-US,en).
package payables

import (
	"context"
	"log/slog"
	"net/http"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// MaxRetrievePaths bounds the paths of one POST /v0/retrieve; a cart holds
// far fewer items.
const MaxRetrievePaths = 100

// MaxBulkKeys bounds the keys of one bulk search. The specification leaves
// the bulk upload's maximum rows to configuration (spec 001 §9); this is the
// sandbox's ceiling.
const MaxBulkKeys = 500

// Store is the storage the service reads. An unknown path is a *bff.Error
// with bff.CodeNotFound.
type Store interface {
	// Get returns the payable at path.
	Get(ctx context.Context, path string, lang bff.Language) (payables.Payable, error)
	// GetMany returns the payables found at paths, in their order.
	GetMany(ctx context.Context, paths []string, lang bff.Language) ([]payables.Payable, error)
	// AdaptorExists reports whether adaptor serves any payable.
	AdaptorExists(ctx context.Context, adaptor string) (bool, error)
	// Search returns the adaptor's payables matching every non-blank key
	// value (case-insensitively, surrounding spaces ignored), or its listed
	// payables when no value is given; client and site narrow it when set.
	Search(ctx context.Context, adaptor, client, site string, keys map[string]string, lang bff.Language) ([]payables.Payable, error)
}

// NewHandler returns the service's routes over store, relative to the
// service's base path; options add the lookups (WithOffices).
func NewHandler(store Store, logger *slog.Logger, options ...Option) http.Handler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	h := handler{store: store, logger: logger}
	mux := http.NewServeMux()
	for _, o := range options {
		o(mux, logger)
	}
	mux.HandleFunc("GET /v0/ping", h.ping)
	// {path...} takes the rest of the URL, unescaped: an escaped path in one
	// segment and a plain path over several segments read the same.
	mux.HandleFunc("GET /v0/{path...}", h.get)
	mux.HandleFunc("POST /v0/retrieve", h.retrieve)
	mux.HandleFunc("POST /v0/{adaptor}", h.search)
	mux.HandleFunc("POST /v0/{adaptor}/bulk_search", h.bulkSearch)
	mux.HandleFunc("POST /v0/{path}/convert", h.convert)
	return respond.Routes(mux, logger)
}

type handler struct {
	store  Store
	logger *slog.Logger
}

// language reads the answer language from Accept-Language.
func language(r *http.Request) bff.Language {
	return bff.ParseLanguage(r.Header.Get("Accept-Language"))
}

// answer writes v with the Content-Language of lang.
func answer(w http.ResponseWriter, lang bff.Language, v any) {
	w.Header().Set("Content-Language", string(lang))
	w.Header().Add("Vary", "Accept-Language")
	respond.JSON(w, http.StatusOK, v)
}

func (h handler) ping(w http.ResponseWriter, r *http.Request) {
	respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func (h handler) get(w http.ResponseWriter, r *http.Request) {
	path := r.PathValue("path")
	if path == "" {
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeNotFound, "No payable path given."))
		return
	}
	lang := language(r)
	p, err := h.store.Get(r.Context(), path, lang)
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	answer(w, lang, p)
}

func (h handler) retrieve(w http.ResponseWriter, r *http.Request) {
	var req payables.RetrieveRequest
	if err := respond.Decode(w, r, &req); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	if len(req.Paths) > MaxRetrievePaths {
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeInvalid,
			"At most %d paths can be retrieved at once.", MaxRetrievePaths))
		return
	}
	lang := language(r)
	found, err := h.store.GetMany(r.Context(), req.Paths, lang)
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	answer(w, lang, payables.RetrieveResponse{
		Payables:  found,
		IsSuccess: len(found) == distinct(req.Paths),
	})
}

func (h handler) search(w http.ResponseWriter, r *http.Request) {
	var req payables.SearchRequest
	if err := respond.Decode(w, r, &req); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	adaptor := r.PathValue("adaptor")
	if err := h.checkAdaptor(r.Context(), adaptor); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	lang := language(r)
	found, err := h.store.Search(r.Context(), adaptor, req.Client, req.Site, req.Query, lang)
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	answer(w, lang, payables.SearchResponse{Payables: found, Total: len(found)})
}

func (h handler) checkAdaptor(ctx context.Context, adaptor string) error {
	ok, err := h.store.AdaptorExists(ctx, adaptor)
	if err != nil {
		return err
	}
	if !ok {
		return bff.Errorf(bff.CodeNotFound, "No payables adaptor %q.", adaptor)
	}
	return nil
}

// distinct counts the different strings of list.
func distinct(list []string) int {
	seen := make(map[string]bool, len(list))
	for _, s := range list {
		seen[s] = true
	}
	return len(seen)
}
