// Package addresses is the sandbox's addresses service (spec 000 §7
// "Addresses service"), in the wire shape of bff/upstream/addresses:
//
//	GET    /v1/ping
//	GET    /v1/addresses          the X-User-Id user's addresses, oldest first
//	POST   /v1/addresses          save one; answers it with its new id
//	PATCH  /v1/addresses/{id}     change the set fields (lastUsed too)
//	DELETE /v1/addresses/{id}     remove one
//
// Every call but ping needs X-User-Id; a user never sees another's
// addresses. A saved address must be complete (spec 000 §5 "Address").
package addresses

import (
	"context"
	"crypto/rand"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/addresses"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// MaxAddresses bounds one user's saved addresses.
const MaxAddresses = 50

// Store keeps saved addresses. An address that is not the user's is a
// *bff.Error with bff.CodeNotFound.
type Store interface {
	List(ctx context.Context, userID string) ([]addresses.Address, error)
	// Insert stores a, unless the user has MaxAddresses already.
	Insert(ctx context.Context, userID string, a addresses.Address, now time.Time) error
	// Update applies fn to the user's address id in one transaction;
	// when fn fails nothing changes and its error is returned.
	Update(ctx context.Context, userID, id string, now time.Time, fn func(*addresses.Address) error) (addresses.Address, error)
	Delete(ctx context.Context, userID, id string) error
}

// NewHandler returns the service's routes over store; now stamps changes
// (default time.Now).
func NewHandler(store Store, logger *slog.Logger, now func() time.Time) http.Handler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	if now == nil {
		now = time.Now
	}
	h := handler{store: store, logger: logger, now: now}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/ping", func(w http.ResponseWriter, r *http.Request) {
		respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("GET /v1/addresses", h.user(h.list))
	mux.HandleFunc("POST /v1/addresses", h.user(h.save))
	mux.HandleFunc("PATCH /v1/addresses/{id}", h.user(h.change))
	mux.HandleFunc("DELETE /v1/addresses/{id}", h.user(h.delete))
	return respond.Routes(mux, logger)
}

type handler struct {
	store  Store
	logger *slog.Logger
	now    func() time.Time
}

// user passes X-User-Id to fn, answering 401 without it.
func (h handler) user(fn func(w http.ResponseWriter, r *http.Request, userID string)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		userID := strings.TrimSpace(r.Header.Get(addresses.UserIDHeader))
		if userID == "" {
			respond.Error(w, r, h.logger, bff.Errorf(bff.CodeUnauthorized, "Sign in to use saved addresses."))
			return
		}
		fn(w, r, userID)
	}
}

func (h handler) list(w http.ResponseWriter, r *http.Request, userID string) {
	list, err := h.store.List(r.Context(), userID)
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	respond.JSON(w, http.StatusOK, addresses.List{Addresses: list})
}

func (h handler) save(w http.ResponseWriter, r *http.Request, userID string) {
	var a addresses.Address
	if err := respond.Decode(w, r, &a); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	a.ID = "addr_" + strings.ToLower(rand.Text()[:16])
	if a.Country == "" {
		a.Country = bff.CountryUS // spec 000 §3: country defaults to US
	}
	if err := complete(a); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	if err := h.store.Insert(r.Context(), userID, a, h.now()); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	respond.JSON(w, http.StatusCreated, a)
}

func (h handler) change(w http.ResponseWriter, r *http.Request, userID string) {
	var ch addresses.Change
	if err := respond.Decode(w, r, &ch); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	a, err := h.store.Update(r.Context(), userID, r.PathValue("id"), h.now(), func(a *addresses.Address) error {
		apply(a, ch)
		return complete(*a)
	})
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	respond.JSON(w, http.StatusOK, a)
}

func (h handler) delete(w http.ResponseWriter, r *http.Request, userID string) {
	if err := h.store.Delete(r.Context(), userID, r.PathValue("id")); err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// complete refuses an address missing a required part (spec 000 §5
// "Address": name, address1, city, state, postalCode and country).
func complete(a addresses.Address) error {
	ba := bff.Address{Name: a.Name, Address1: a.Address1, City: a.City, State: a.State,
		PostalCode: a.PostalCode, Country: a.Country}
	if !ba.Complete() {
		return bff.Errorf(bff.CodeInvalid, "An address needs a name, address line 1, city, state, postal code and country.")
	}
	return nil
}

// apply copies the set fields of ch onto a.
func apply(a *addresses.Address, ch addresses.Change) {
	set := func(dst *string, v *string) {
		if v != nil {
			*dst = strings.TrimSpace(*v)
		}
	}
	set(&a.Name, ch.Name)
	set(&a.Address1, ch.Address1)
	set(&a.Address2, ch.Address2)
	set(&a.City, ch.City)
	set(&a.State, ch.State)
	set(&a.PostalCode, ch.PostalCode)
	set(&a.Country, ch.Country)
	set(&a.Nickname, ch.Nickname)
	set(&a.AddressType, ch.AddressType)
	if ch.IsBilling != nil {
		a.IsBilling = *ch.IsBilling
	}
	if ch.LastUsed != nil {
		t := ch.LastUsed.UTC()
		a.LastUsed = &t
	}
}
