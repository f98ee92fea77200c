// Package history is the sandbox's payment history service (spec 001 §7
// "Payment history service"), in the wire shape of bff/upstream/history:
//
//	GET /api/v2/ping
//	GET /api/v2/receipts?page&perPage   the X-User-Id user's receipts, newest first
//	GET /api/v2/receipts/{id}           one receipt
//
// Receipts are written by the cart service at check-out. A page size of 0
// answers only the total, so that a caller can then ask for everything in
// one page (spec 001 §7: "page size 0 gets the total, then everything is
// fetched in one page").
package history

import (
	"context"
	"log/slog"
	"net/http"
	"strconv"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/history"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// UserIDHeader names the user whose receipts are listed.
const UserIDHeader = "X-User-Id"

// MaxPerPage bounds the page size, so that "everything in one page" stays a
// bounded answer.
const MaxPerPage = 10000

// MaxPage bounds the page number, so that an offset cannot overflow.
const MaxPage = 1_000_000

// Store reads receipts. An unknown receipt is a *bff.Error with
// bff.CodeNotFound.
type Store interface {
	// Receipt returns one receipt.
	Receipt(ctx context.Context, id string) (history.Receipt, error)
	// Receipts returns up to limit of the user's receipts, newest first,
	// after skipping offset, and how many the user has in all.
	Receipts(ctx context.Context, userID string, offset, limit int) ([]history.Receipt, int, error)
}

// NewHandler returns the service's routes over store, relative to its base
// path.
func NewHandler(store Store, logger *slog.Logger) http.Handler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	h := handler{store: store, logger: logger}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/v2/ping", h.ping)
	mux.HandleFunc("GET /api/v2/receipts", h.list)
	mux.HandleFunc("GET /api/v2/receipts/{id}", h.get)
	return respond.Routes(mux, logger)
}

type handler struct {
	store  Store
	logger *slog.Logger
}

func (h handler) ping(w http.ResponseWriter, r *http.Request) {
	respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

// number reads a whole-number query parameter at least least, or def when
// absent.
func number(r *http.Request, name string, def, least int) (int, error) {
	v := strings.TrimSpace(r.URL.Query().Get(name))
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < least {
		return 0, bff.Errorf(bff.CodeInvalid, "%s must be a whole number of at least %d.", name, least)
	}
	return n, nil
}

func (h handler) list(w http.ResponseWriter, r *http.Request) {
	user := strings.TrimSpace(r.Header.Get(UserIDHeader))
	if user == "" {
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeUnauthorized, "The %s header is required.", UserIDHeader))
		return
	}
	page, err := number(r, "page", 1, 1)
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	perPage, err := number(r, "perPage", history.DefaultPerPage, 0)
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	if perPage > MaxPerPage || page > MaxPage {
		respond.Error(w, r, h.logger, bff.Errorf(bff.CodeInvalid,
			"perPage must be at most %d and page at most %d.", MaxPerPage, MaxPage))
		return
	}
	offset := 0
	if perPage > 0 {
		offset = (page - 1) * perPage
	}
	results, total, err := h.store.Receipts(r.Context(), user, offset, perPage)
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	out := history.Page{Results: results, Total: total}
	if out.Results == nil {
		out.Results = []history.Receipt{}
	}
	switch {
	case perPage > 0:
		out.TotalPages = (total + perPage - 1) / perPage
	case total > 0:
		out.TotalPages = 1
	}
	respond.JSON(w, http.StatusOK, out)
}

// get answers one receipt. With X-User-Id, another user's receipt is not
// found.
func (h handler) get(w http.ResponseWriter, r *http.Request) {
	rc, err := h.store.Receipt(r.Context(), r.PathValue("id"))
	if err == nil {
		if user := strings.TrimSpace(r.Header.Get(UserIDHeader)); user != "" && user != rc.UserID {
			err = bff.Errorf(bff.CodeNotFound, "No such receipt.")
		}
	}
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	respond.JSON(w, http.StatusOK, rc)
}
