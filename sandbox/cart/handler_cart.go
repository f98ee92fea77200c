package cart

import (
	"crypto/rand"
	"errors"
	"net/http"
	"strings"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// MaxMetadataValue bounds one metadata value.
const MaxMetadataValue = 2000

// metadataKey reports whether k is a cart metadata key (spec 000 §3
// "Metadata keys").
func metadataKey(k string) bool {
	switch k {
	case "rexReceiveReminders", "rexAddressChange", "postback_url", "deliveryMethod", "gsgFee",
		"userPhone", "userEmail", "pickupPersonName", "pickupLocationID",
		wire.MetaDeliveryAddress, wire.MetaDeliveryConfirmed:
		return true
	}
	return false
}

// guest reports whether userID is a guest's: empty or beginning with anon
// (spec 000 §6).
func guest(userID string) bool { return userID == "" || strings.HasPrefix(userID, "anon") }

// newID returns a random identifier with prefix.
func newID(prefix string) string { return prefix + strings.ToLower(rand.Text()[:20]) }

// site returns the client and site of the request's path, lowercased.
func site(r *http.Request) (client, site string) {
	return normalize(r.PathValue("client")), normalize(r.PathValue("site"))
}

// answer writes rec as the service's cart.
func (h *handler) answer(w http.ResponseWriter, r *http.Request, status int, rec Record) {
	c, err := h.view(r.Context(), rec)
	if err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	respond.JSON(w, status, c)
}

// change applies fn to the request's cart in one write transaction and
// answers the cart.
func (h *handler) change(w http.ResponseWriter, r *http.Request, fn func(*Record) error) {
	client, site := site(r)
	rec, err := h.store.Update(r.Context(), client, site, r.PathValue("cartId"), fn)
	if err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	h.answer(w, r, http.StatusOK, rec)
}

// newCart is a fresh open cart of userID.
func (h *handler) newCart(client, site, userID string) Record {
	now := h.now()
	rec := Record{ID: newID("cart_"), Client: client, Site: site, UserID: userID,
		Status: wire.StatusOpen, Metadata: map[string]string{}, CreatedAt: now}
	rec.touch(now, h.ttl)
	return rec
}

// purposeKey names, in a cart's metadata, the purpose of a cart made for
// the user rather than by them (wire.CreateRequest.Purpose).
const purposeKey = "purpose"

func (h *handler) create(w http.ResponseWriter, r *http.Request) {
	var req wire.CreateRequest
	if r.ContentLength != 0 {
		if err := respond.Decode(w, r, &req); err != nil {
			writeError(w, r, h.logger, err)
			return
		}
	}
	client, site := site(r)
	rec := h.newCart(client, site, req.UserID)
	if req.Purpose != "" {
		// A cart filled and paid for the user (a scheduled run): vivify
		// never answers it as the user's cart (sqlite LatestOpen).
		rec.Metadata[purposeKey] = req.Purpose
	}
	if err := h.store.Insert(r.Context(), rec); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	h.answer(w, r, http.StatusCreated, rec)
}

// vivify answers the cart the page should use (spec 000 §4: "Created or
// claimed on load"): the cart cart_id when it is open, unexpired and the
// user's (with merge, a guest's cart is claimed for the user); else the
// user's latest open cart when the user is signed in; else, with create, a
// new cart; else 404.
func (h *handler) vivify(w http.ResponseWriter, r *http.Request) {
	var req wire.VivifyRequest
	if err := respond.Decode(w, r, &req); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	ctx, now := r.Context(), h.now()
	client, site := site(r)
	if req.CartID != "" {
		rec, err := h.store.Update(ctx, client, site, req.CartID, func(rec *Record) error {
			if rec.Status != wire.StatusOpen || rec.expired(now) {
				return errNotUsable
			}
			if rec.UserID != req.UserID {
				if !req.Merge || !guest(rec.UserID) || guest(req.UserID) {
					return errNotUsable
				}
				rec.UserID = req.UserID
				rec.touch(now, h.ttl)
			}
			return nil
		})
		switch {
		case err == nil:
			h.answerRead(w, r, rec)
			return
		case !errors.Is(err, errNotUsable) && bff.ErrorCode(err) != bff.CodeNotFound:
			writeError(w, r, h.logger, err)
			return
		}
	}
	if !guest(req.UserID) {
		rec, err := h.store.LatestOpen(ctx, client, site, req.UserID, now)
		switch {
		case err == nil:
			h.answerRead(w, r, rec)
			return
		case bff.ErrorCode(err) != bff.CodeNotFound:
			writeError(w, r, h.logger, err)
			return
		}
	}
	if !req.Create {
		writeError(w, r, h.logger, bff.Errorf(bff.CodeNotFound, "No open cart."))
		return
	}
	rec := h.newCart(client, site, req.UserID)
	if err := h.store.Insert(ctx, rec); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	h.answer(w, r, http.StatusCreated, rec)
}

// errNotUsable aborts a vivify update of a cart that cannot be returned.
var errNotUsable = errors.New("cart: not usable")

func (h *handler) get(w http.ResponseWriter, r *http.Request) {
	client, site := site(r)
	rec, err := h.store.Load(r.Context(), client, site, r.PathValue("cartId"))
	if err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	h.answerRead(w, r, rec)
}

// put replaces the cart's metadata and hand-off URLs.
func (h *handler) put(w http.ResponseWriter, r *http.Request) {
	var req wire.UpdateRequest
	if err := respond.Decode(w, r, &req); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	for k, v := range req.Metadata {
		if !metadataKey(k) {
			writeError(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "Unknown metadata key %q.", k))
			return
		}
		if len(v) > MaxMetadataValue {
			writeError(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "Metadata %q is too long.", k))
			return
		}
	}
	h.change(w, r, func(rec *Record) error {
		if err := rec.changeable(h.now(), false); err != nil {
			return err
		}
		rec.Metadata, rec.URLs = req.Metadata, req.URLs
		if rec.Metadata == nil {
			rec.Metadata = map[string]string{}
		}
		rec.touch(h.now(), h.ttl)
		return nil
	})
}

// patch changes items and the lock (spec 000 §7: "PATCH cart: items and
// locked"), all or nothing.
func (h *handler) patch(w http.ResponseWriter, r *http.Request) {
	var req wire.PatchRequest
	if err := respond.Decode(w, r, &req); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	h.change(w, r, func(rec *Record) error {
		now := h.now()
		if err := rec.changeable(now, len(req.Items) > 0); err != nil {
			return err
		}
		for _, u := range req.Items {
			i, err := rec.item(u.ID)
			if err != nil {
				return err
			}
			if err := rec.changeItem(i, u.Quantity, u.Amount, u.UserParameters); err != nil {
				return err
			}
		}
		if req.Locked != nil {
			rec.Locked = *req.Locked
		}
		rec.touch(now, h.ttl)
		return nil
	})
}

func (h *handler) delete(w http.ResponseWriter, r *http.Request) {
	client, site := site(r)
	if err := h.store.Delete(r.Context(), client, site, r.PathValue("cartId")); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// claim moves a guest's cart to a user (spec 000 §4: "Created or claimed on
// load").
func (h *handler) claim(w http.ResponseWriter, r *http.Request) {
	var req wire.ClaimRequest
	if err := respond.Decode(w, r, &req); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	if strings.TrimSpace(req.UserID) == "" {
		writeError(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "A user id is required."))
		return
	}
	h.change(w, r, func(rec *Record) error {
		if err := rec.changeable(h.now(), false); err != nil {
			return err
		}
		if rec.UserID != req.UserID && !guest(rec.UserID) {
			return bff.Errorf(bff.CodeForbidden, "The cart belongs to another user.")
		}
		rec.UserID = req.UserID
		rec.touch(h.now(), h.ttl)
		return nil
	})
}

// expire ends the cart's lifetime now.
func (h *handler) expire(w http.ResponseWriter, r *http.Request) {
	h.change(w, r, func(rec *Record) error {
		if rec.Status != wire.StatusOpen {
			return rec.changeable(h.now(), false)
		}
		rec.UpdatedAt, rec.ExpiresAt = h.now(), h.now()
		return nil
	})
}
