// Package siteconfig is the sandbox's site configuration service: per client
// and site, the configuration of spec 000 §3 "Config" and the payable
// sources, in the wire shape of bff/upstream/siteconfig. The specification
// does not name this service; its routes are ours:
//
//	GET /v1/ping
//	GET /v1/clients/{client}                -> siteconfig.Client
//	GET /v1/sites/{client}/{site}           -> siteconfig.Site
//	GET /v1/sites/{client}/{site}/sources   -> {"sources": [siteconfig.Source...]} by order
//
// Client and site are matched lowercased; an unknown one is a 404.
package siteconfig

import (
	"context"
	"log/slog"
	"net/http"

	"github.com/payhub/payhub/bff/upstream/siteconfig"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// Store is the storage the service reads. Unknown clients and sites are
// *bff.Error with bff.CodeNotFound.
type Store interface {
	Client(ctx context.Context, client string) (siteconfig.Client, error)
	Site(ctx context.Context, client, site string) (siteconfig.Site, error)
	Sources(ctx context.Context, client, site string) ([]siteconfig.Source, error)
}

// NewHandler returns the service's routes over store, relative to the
// service's base path.
func NewHandler(store Store, logger *slog.Logger) http.Handler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	h := handler{store: store, logger: logger}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/ping", h.ping)
	mux.HandleFunc("GET /v1/clients/{client}", h.client)
	mux.HandleFunc("GET /v1/sites/{client}/{site}", h.site)
	mux.HandleFunc("GET /v1/sites/{client}/{site}/sources", h.sources)
	return respond.Routes(mux, logger)
}

type handler struct {
	store  Store
	logger *slog.Logger
}

func (h handler) ping(w http.ResponseWriter, r *http.Request) {
	respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func (h handler) client(w http.ResponseWriter, r *http.Request) {
	c, err := h.store.Client(r.Context(), r.PathValue("client"))
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	respond.JSON(w, http.StatusOK, c)
}

func (h handler) site(w http.ResponseWriter, r *http.Request) {
	s, err := h.store.Site(r.Context(), r.PathValue("client"), r.PathValue("site"))
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	respond.JSON(w, http.StatusOK, s)
}

func (h handler) sources(w http.ResponseWriter, r *http.Request) {
	list, err := h.store.Sources(r.Context(), r.PathValue("client"), r.PathValue("site"))
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	if list == nil {
		list = []siteconfig.Source{}
	}
	respond.JSON(w, http.StatusOK, siteconfig.SourcesResponse{Sources: list})
}
