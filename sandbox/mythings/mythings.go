// Package mythings is the sandbox's saved items service (spec 001 §7
// "Saved items service"), in the wire shape of bff/upstream/mythings:
//
//	GET    /api/v2/ping
//	GET    /api/v2/items/{client}/{site}             the user's saved items, oldest first
//	PUT    /api/v2/items/{client}/{site}/{savePath}  save {"displayType"}; idempotent
//	DELETE /api/v2/items/{client}/{site}/{savePath}  unsave; idempotent, 204
//
// Every call but ping must carry "Authorization: Bearer <credential>" (the
// service credential shared with the BFF) and name its user in
// X-PayHub-User; without either it is 401. A guest's anonymous id (anon...)
// is refused with 403: guests cannot save items (spec 001 §6; ROLE-20).
// The save path may be escaped into one segment or span several; a leading
// slash is ignored, so "/a/b" and "a/b" are one item.
package mythings

import (
	"context"
	"crypto/subtle"
	"log/slog"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/mythings"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// Credential is the sandbox's service credential: the bearer token the BFF
// must send. Production services are given their own.
const Credential = "sandbox-mythings-credential"

// Limits of the sandbox service. The specification leaves the saved items
// limit unshown (spec 001 §9) and names a "Saved-item maximum reached"
// warning (§8); MaxItems is the sandbox's choice, per user and site.
const (
	MaxItems          = 100
	MaxSavePathLength = 1000
	MaxFieldLength    = 200
)

// Store keeps saved items, keyed by user, client, site and save path.
type Store interface {
	// List returns the user's saved items of client/site, oldest first.
	List(ctx context.Context, user, client, site string) ([]mythings.Item, error)
	// Save stores it (its save path canonical) unless already saved, in
	// which case only its display type changes; a new item beyond limit is
	// a *bff.Error with bff.CodeUnprocessable.
	Save(ctx context.Context, user, client, site string, it mythings.Item, limit int) (mythings.Item, error)
	// Remove deletes the item if it is saved.
	Remove(ctx context.Context, user, client, site, savePath string) error
}

// NewHandler returns the service's routes over store, relative to its base
// path. credential is the bearer token callers must send; now dates new
// items.
func NewHandler(store Store, credential string, logger *slog.Logger, now func() time.Time) http.Handler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	if now == nil {
		now = time.Now
	}
	h := handler{store: store, credential: credential, logger: logger, now: now}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/v2/ping", h.ping)
	mux.HandleFunc("GET /api/v2/items/{client}/{site}", h.list)
	mux.HandleFunc("PUT /api/v2/items/{client}/{site}/{savePath...}", h.save)
	mux.HandleFunc("DELETE /api/v2/items/{client}/{site}/{savePath...}", h.remove)
	return respond.Routes(mux, logger)
}

type handler struct {
	store      Store
	credential string
	logger     *slog.Logger
	now        func() time.Time
}

func (h handler) ping(w http.ResponseWriter, r *http.Request) {
	respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

// scope is one call's user and site, read after its credential is checked.
type scope struct {
	user, client, site string
}

// authorize checks the bearer credential and reads the user and the site.
func (h handler) authorize(r *http.Request) (scope, error) {
	token, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok || h.credential == "" || subtle.ConstantTimeCompare([]byte(token), []byte(h.credential)) != 1 {
		return scope{}, bff.Errorf(bff.CodeUnauthorized, "A valid service credential is required.")
	}
	user := strings.TrimSpace(r.Header.Get(mythings.UserHeader))
	switch {
	case user == "":
		return scope{}, bff.Errorf(bff.CodeUnauthorized, "The %s header is required.", mythings.UserHeader)
	case strings.HasPrefix(user, "anon"):
		return scope{}, bff.Errorf(bff.CodeForbidden, "Guests cannot save items.")
	case !fits(user, MaxFieldLength):
		return scope{}, bff.Errorf(bff.CodeInvalid, "The user id is too long.")
	}
	s := scope{user: user, client: strings.ToLower(r.PathValue("client")), site: strings.ToLower(r.PathValue("site"))}
	if !fits(s.client, MaxFieldLength) || !fits(s.site, MaxFieldLength) {
		return scope{}, bff.Errorf(bff.CodeInvalid, "The client or site is too long.")
	}
	return s, nil
}

// fits reports whether s is valid UTF-8 of at most n characters.
func fits(s string, n int) bool { return utf8.ValidString(s) && utf8.RuneCountInString(s) <= n }

// savePath reads the request's canonical save path.
func savePath(r *http.Request) (string, error) {
	p := mythings.CanonicalSavePath(r.PathValue("savePath"))
	if p == "" {
		return "", bff.Errorf(bff.CodeInvalid, "A save path is required.")
	}
	if !fits(p, MaxSavePathLength) {
		return "", bff.Errorf(bff.CodeInvalid, "The save path is too long.")
	}
	return p, nil
}

func (h handler) list(w http.ResponseWriter, r *http.Request) {
	s, err := h.authorize(r)
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	items, err := h.store.List(r.Context(), s.user, s.client, s.site)
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	if items == nil {
		items = []mythings.Item{}
	}
	respond.JSON(w, http.StatusOK, items)
}

func (h handler) save(w http.ResponseWriter, r *http.Request) {
	s, err := h.authorize(r)
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	p, err := savePath(r)
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	var req mythings.SaveRequest
	if err := respond.Decode(w, r, &req); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	if !fits(req.DisplayType, MaxFieldLength) {
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "The display type is too long."))
		return
	}
	it, err := h.store.Save(r.Context(), s.user, s.client, s.site,
		mythings.Item{SavePath: p, DisplayType: strings.TrimSpace(req.DisplayType), SavedAt: h.now().UTC()}, MaxItems)
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	respond.JSON(w, http.StatusOK, it)
}

func (h handler) remove(w http.ResponseWriter, r *http.Request) {
	s, err := h.authorize(r)
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	p, err := savePath(r)
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	if err := h.store.Remove(r.Context(), s.user, s.client, s.site, p); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
