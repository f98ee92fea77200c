// Package announcements is the sandbox's announcements service (spec 001
// §7 "Announcements service"), its public reads, in the wire shape of
// bff/upstream/announcements:
//
//	GET /ping
//	GET /pub/{client}/{site}/banners        -> {"banners": [...]}        newest first
//	GET /pub/{client}/{site}/notifications  -> {"notifications": [...]}  newest first
//	GET /pub/{client}/{site}/footers        -> {"footers": [...]}
//
// Public reads need no authentication (spec 001 §6; ROLE-30), hold only the
// active announcements of that client and site, and are read from storage
// at each call, so a change shows at once.
//
// With WithAdmin, the admin calls (API-40..44; admin.go):
//
//	GET    /super/{kind}        list; query clients, sites, modules, paymentMethods (comma lists), includeInactive
//	GET    /super/{kind}/{id}   one
//	POST   /super/{kind}        create (201); the id is made when the body has none
//	PUT    /super/{kind}/{id}   replace; the creation time stays
//	DELETE /super/{kind}/{id}   remove (204)
//	GET    /super/audit         the changes, newest first
//
// where kind is banners, notifications or footers. Each needs the staff
// member's access token of the login service in the Remote-User header
// (ROLE-29; 401 without a valid one), the kind's read scope to read
// (ROLE-26) and its write scope to change (ROLE-27; 403). A member sees only
// the client/site pairs they may act for (ANN-18): a list or an
// announcement holds only those, one with none of them is not found, and a
// change that names or touches any other pair is refused (403). A body
// that fails validation (ANN-03, 04, 06) is 400 with a message that says
// which field and why. Each change is recorded with who, when and what in
// the audit, in the same transaction.
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
// service's base path; WithAdmin adds the /super calls.
func NewHandler(store Store, logger *slog.Logger, opts ...Option) http.Handler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	var o options
	for _, opt := range opts {
		opt(&o)
	}
	h := handler{store: store, logger: logger}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /ping", h.ping)
	mux.HandleFunc("GET /pub/{client}/{site}/banners", h.banners)
	mux.HandleFunc("GET /pub/{client}/{site}/notifications", h.notifications)
	mux.HandleFunc("GET /pub/{client}/{site}/footers", h.footers)
	if o.admin != nil {
		adminRoutes(mux, o.admin, logger)
	}
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
