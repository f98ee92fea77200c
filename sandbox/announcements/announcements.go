// Package announcements is the sandbox's announcements service (spec 001
// §7 "Announcements service"), its public reads, in the wire shape of
// bff/upstream/announcements:
//
//	GET /ping
//	GET /pub/{client}/{site}/banners        -> {"banners": [...]}        newest first
//	GET /pub/{client}/{site}/notifications  -> {"notifications": [...]}  newest first
//	GET /pub/{client}/{site}/footers        -> {"footers": [...]}
//
// Public reads need no authentication (spec 001 §6) and hold only the
// active announcements of that client and site.
package announcements

import (
	"context"
	"log/slog"
	"net/http"

	"github.com/payhub/payhub/bff/upstream/announcements"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// Store is the storage the service reads. Each list holds only the active
// announcements of the client's site; banners and notifications come newest
// first (spec 001 §4 "Announcements").
type Store interface {
	ActiveBanners(ctx context.Context, client, site string) ([]announcements.Banner, error)
	ActiveNotifications(ctx context.Context, client, site string) ([]announcements.Notification, error)
	ActiveFooters(ctx context.Context, client, site string) ([]announcements.Footer, error)
}

// NewHandler returns the service's routes over store, relative to the
// service's base path.
func NewHandler(store Store, logger *slog.Logger) http.Handler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	h := handler{store: store, logger: logger}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /ping", h.ping)
	mux.HandleFunc("GET /pub/{client}/{site}/banners", h.banners)
	mux.HandleFunc("GET /pub/{client}/{site}/notifications", h.notifications)
	mux.HandleFunc("GET /pub/{client}/{site}/footers", h.footers)
	return respond.Routes(mux, logger)
}

type handler struct {
	store  Store
	logger *slog.Logger
}

func (h handler) ping(w http.ResponseWriter, r *http.Request) {
	respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func (h handler) banners(w http.ResponseWriter, r *http.Request) {
	list, err := h.store.ActiveBanners(r.Context(), r.PathValue("client"), r.PathValue("site"))
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	respond.JSON(w, http.StatusOK, announcements.BannersResponse{Banners: orEmpty(list)})
}

func (h handler) notifications(w http.ResponseWriter, r *http.Request) {
	list, err := h.store.ActiveNotifications(r.Context(), r.PathValue("client"), r.PathValue("site"))
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	respond.JSON(w, http.StatusOK, announcements.NotificationsResponse{Notifications: orEmpty(list)})
}

func (h handler) footers(w http.ResponseWriter, r *http.Request) {
	list, err := h.store.ActiveFooters(r.Context(), r.PathValue("client"), r.PathValue("site"))
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	respond.JSON(w, http.StatusOK, announcements.FootersResponse{Footers: orEmpty(list)})
}

// orEmpty makes a nil list an empty one, so that the wire shows [] and
// never null.
func orEmpty[T any](list []T) []T {
	if list == nil {
		return []T{}
	}
	return list
}
