package announcements

import (
	"context"
	"crypto/rand"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/announcements"
	"github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// AdminStore is the storage of the /super calls. Each change is written
// with its audit entry in one transaction. A create of an id that exists
// is bff.CodeConflict; a replace or delete of one that does not,
// bff.CodeNotFound.
type AdminStore interface {
	Banners(ctx context.Context, includeInactive bool) ([]announcements.Banner, error)
	Notifications(ctx context.Context, includeInactive bool) ([]announcements.Notification, error)
	Footers(ctx context.Context, includeInactive bool) ([]announcements.Footer, error)
	SaveBanner(ctx context.Context, b announcements.Banner, create bool, e announcements.AuditEntry) error
	SaveNotification(ctx context.Context, n announcements.Notification, create bool, e announcements.AuditEntry) error
	SaveFooter(ctx context.Context, f announcements.Footer, create bool, e announcements.AuditEntry) error
	DeleteAnnouncement(ctx context.Context, kind, id string, e announcements.AuditEntry) error
	// Audit returns every recorded change, newest first.
	Audit(ctx context.Context) ([]announcements.AuditEntry, error)
}

// Verifier checks a staff access token (login.StaffVerifier).
type Verifier interface {
	Verify(ctx context.Context, raw string) (login.Staff, error)
}

// Admin configures the /super calls.
type Admin struct {
	Store    AdminStore
	Verifier Verifier
	// Now is the clock of creation times and the audit; default time.Now.
	Now func() time.Time
}

// Option configures NewHandler.
type Option func(*options)

type options struct{ admin *Admin }

// WithAdmin serves the /super calls (API-40..44 and the audit list) over a.
func WithAdmin(a Admin) Option {
	return func(o *options) {
		if a.Now == nil {
			a.Now = time.Now
		}
		o.admin = &a
	}
}

// adminRoutes adds the /super routes to mux.
func adminRoutes(mux *http.ServeMux, a *Admin, logger *slog.Logger) {
	h := adminHandler{Admin: a, logger: logger}
	routeKind(mux, h, bannerKind(a.Store))
	routeKind(mux, h, notificationKind(a.Store))
	routeKind(mux, h, footerKind(a.Store))
	mux.HandleFunc("GET /super/audit", h.audit)
}

// adminHandler serves the /super calls.
type adminHandler struct {
	*Admin
	logger *slog.Logger
}

// staff returns the verified staff member of r's Remote-User token who
// holds scope: no or a bad token is bff.CodeUnauthorized, a token without
// the scope bff.CodeForbidden (ROLE-26, ROLE-27, ROLE-29).
func (h adminHandler) staff(r *http.Request, scope string) (login.Staff, error) {
	raw := strings.TrimSpace(r.Header.Get(announcements.HeaderRemoteUser))
	if raw == "" {
		return login.Staff{}, bff.Errorf(bff.CodeUnauthorized, "Send the staff member's access token in the Remote-User header.")
	}
	s, err := h.Verifier.Verify(r.Context(), raw)
	if err != nil {
		h.logger.InfoContext(r.Context(), "staff token refused", "err", err)
		return login.Staff{}, bff.Errorf(bff.CodeUnauthorized, "The staff access token is not valid or has expired.")
	}
	if scope != "" && !s.Has(scope) {
		return login.Staff{}, bff.Errorf(bff.CodeForbidden, "The staff member lacks the scope %s.", scope)
	}
	return s, nil
}

// kindOf is what the routes of one kind of announcement need of it.
type kindOf[T any] struct {
	kind string
	list func(ctx context.Context, includeInactive bool) ([]T, error)
	save func(ctx context.Context, v T, create bool, e announcements.AuditEntry) error
	wrap func([]T) any
	id   func(*T) *string
	// pairs are the client/site pairs v applies to; restrict keeps only
	// those allowed and reports whether any is left.
	pairs    func(T) []announcements.ClientSite
	restrict func(v *T, allowed func(announcements.ClientSite) bool) bool
	// prepare normalises a posted v (pairs lowercased, empty lists, the
	// creation time now); validate checks it (ANN-03, 04, 06).
	prepare  func(v *T, now time.Time)
	validate func(T) error
	// matches applies the filter's modules and payment methods.
	matches func(T, announcements.Filter) bool
	summary func(T) string
}

// routeKind adds the five routes of k.
func routeKind[T any](mux *http.ServeMux, h adminHandler, k kindOf[T]) {
	read, write := login.AnnouncementScope(k.kind, false), login.AnnouncementScope(k.kind, true)
	base := "/super/" + k.kind
	mux.HandleFunc("GET "+base, func(w http.ResponseWriter, r *http.Request) {
		s, err := h.staff(r, read)
		if err != nil {
			respond.Error(w, r, h.logger, err)
			return
		}
		f := announcements.ParseFilter(r.URL.Query())
		all, err := k.list(r.Context(), f.IncludeInactive)
		if err != nil {
			respond.Error(w, r, h.logger, err)
			return
		}
		out := []T{}
		for _, v := range all {
			// ANN-18: only the member's pairs, and only announcements
			// with one left.
			if k.restrict(&v, allowedBy(s)) && pairsMatch(k.pairs(v), f) && k.matches(v, f) {
				out = append(out, v)
			}
		}
		respond.JSON(w, http.StatusOK, k.wrap(out))
	})
	mux.HandleFunc("GET "+base+"/{id}", func(w http.ResponseWriter, r *http.Request) {
		s, err := h.staff(r, read)
		if err != nil {
			respond.Error(w, r, h.logger, err)
			return
		}
		v, _, err := find(r.Context(), k, r.PathValue("id"), s)
		if err != nil {
			respond.Error(w, r, h.logger, err)
			return
		}
		respond.JSON(w, http.StatusOK, v)
	})
	mux.HandleFunc("POST "+base, func(w http.ResponseWriter, r *http.Request) {
		saveAnnouncement(w, r, h, k, write, "")
	})
	mux.HandleFunc("PUT "+base+"/{id}", func(w http.ResponseWriter, r *http.Request) {
		saveAnnouncement(w, r, h, k, write, r.PathValue("id"))
	})
	mux.HandleFunc("DELETE "+base+"/{id}", func(w http.ResponseWriter, r *http.Request) {
		s, err := h.staff(r, write)
		if err != nil {
			respond.Error(w, r, h.logger, err)
			return
		}
		_, before, err := find(r.Context(), k, r.PathValue("id"), s)
		if err == nil {
			err = mayTouch(s, k.pairs(before))
		}
		if err == nil {
			err = h.Store.DeleteAnnouncement(r.Context(), k.kind, r.PathValue("id"),
				h.entry(s, k.kind, r.PathValue("id"), announcements.ActionDelete, k.pairs(before), k.summary(before), ""))
		}
		if err != nil {
			respond.Error(w, r, h.logger, err)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
}

// find returns the announcement of k with id as the member sees it (only
// their pairs) and as it is; one they see no pair of is bff.CodeNotFound,
// as if it did not exist.
func find[T any](ctx context.Context, k kindOf[T], id string, s login.Staff) (seen, whole T, err error) {
	all, err := k.list(ctx, true)
	if err != nil {
		return seen, whole, err
	}
	for _, v := range all {
		if *k.id(&v) != id {
			continue
		}
		seen, whole = v, v
		if k.restrict(&seen, allowedBy(s)) {
			return seen, whole, nil
		}
		break
	}
	return seen, whole, bff.Errorf(bff.CodeNotFound, "No such announcement.")
}

// saveAnnouncement serves POST /super/{kind} (id "") and PUT
// /super/{kind}/{id}: the member must hold scope (ROLE-27) and may act for
// every pair of the body and, on a replace, of the announcement as it is
// (ANN-18); the body must be valid. It answers the announcement as stored.
func saveAnnouncement[T any](w http.ResponseWriter, r *http.Request, h adminHandler, k kindOf[T], scope, id string) {
	fail := func(err error) { respond.Error(w, r, h.logger, err) }
	s, err := h.staff(r, scope)
	if err != nil {
		fail(err)
		return
	}
	var v T
	if err := respond.Decode(w, r, &v); err != nil {
		fail(err)
		return
	}
	create := id == ""
	before, action := "", announcements.ActionCreate
	touched := []announcements.ClientSite{}
	switch given := *k.id(&v); {
	case create && given == "":
		*k.id(&v) = k.kind[:len(k.kind)-1] + "-" + strings.ToLower(rand.Text()[:16])
	case create && !validID(given):
		fail(bff.Errorf(bff.CodeInvalid, "An id has 1 to 64 letters, digits, '-' or '_', and begins with a letter or digit."))
		return
	case !create && given != "" && given != id:
		fail(bff.Errorf(bff.CodeInvalid, "The body's id is not the id of the path."))
		return
	case !create:
		*k.id(&v) = id
		_, old, err := find(r.Context(), k, id, s)
		if err == nil {
			err = mayTouch(s, k.pairs(old))
		}
		if err != nil {
			fail(err)
			return
		}
		before, action, touched = k.summary(old), announcements.ActionReplace, k.pairs(old)
	}
	now := h.Now().UTC().Truncate(time.Millisecond)
	k.prepare(&v, now)
	if err := k.validate(v); err != nil {
		fail(err)
		return
	}
	if err := mayTouch(s, k.pairs(v)); err != nil {
		fail(err)
		return
	}
	for _, cs := range k.pairs(v) {
		if !slices.Contains(touched, cs) {
			touched = append(touched, cs)
		}
	}
	e := h.entry(s, k.kind, *k.id(&v), action, touched, before, k.summary(v))
	if err := k.save(r.Context(), v, create, e); err != nil {
		fail(err)
		return
	}
	stored, _, err := find(r.Context(), k, *k.id(&v), s)
	if err != nil {
		fail(err)
		return
	}
	status := http.StatusOK
	if create {
		status = http.StatusCreated
	}
	respond.JSON(w, status, stored)
}

// entry is the audit entry of a change by s.
func (h adminHandler) entry(s login.Staff, kind, id, action string, pairs []announcements.ClientSite, before, after string) announcements.AuditEntry {
	return announcements.AuditEntry{At: h.Now().UTC().Truncate(time.Millisecond), Who: s.Who(), Kind: kind, ID: id,
		Action: action, ClientSites: pairs, Before: before, After: after}
}

// audit serves GET /super/audit: with any read scope, the changes to the
// kinds the member may read that touched a pair they may act for, newest
// first, at most announcements.MaxAuditEntries, each trimmed to what the
// member may see (auditSeen).
func (h adminHandler) audit(w http.ResponseWriter, r *http.Request) {
	s, err := h.staff(r, "")
	if err == nil && !slices.ContainsFunc(announcements.Kinds(), func(k string) bool {
		return s.Has(login.AnnouncementScope(k, false))
	}) {
		err = bff.Errorf(bff.CodeForbidden, "The staff member may read no announcements.")
	}
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	all, err := h.Store.Audit(r.Context())
	if err != nil {
		respond.Error(w, r, h.logger, err)
		return
	}
	out := []announcements.AuditEntry{}
	for _, e := range all {
		if len(out) == announcements.MaxAuditEntries {
			break
		}
		if !s.Has(login.AnnouncementScope(e.Kind, false)) {
			continue
		}
		if seen, ok := auditSeen(e, allowedBy(s)); ok {
			out = append(out, seen)
		}
	}
	respond.JSON(w, http.StatusOK, announcements.AuditResponse{Entries: out})
}

// auditSeen is entry e as a member who may act for the allowed pairs sees
// it, and whether they see it at all (some pair of theirs): only their
// pairs, as an announcement is shown, and no before/after summaries when
// the change touched a pair beyond theirs, since those summaries list
// every pair of the announcement (ANN-18).
func auditSeen(e announcements.AuditEntry, allowed func(announcements.ClientSite) bool) (announcements.AuditEntry, bool) {
	all := len(e.ClientSites)
	e.ClientSites = slices.Clone(e.ClientSites)
	if !restrictPairs(&e.ClientSites, allowed) {
		return e, false
	}
	if len(e.ClientSites) < all {
		e.Before, e.After = "", ""
	}
	return e, true
}

// allowedBy reports whether s may act for a pair (ANN-18).
func allowedBy(s login.Staff) func(announcements.ClientSite) bool {
	return func(cs announcements.ClientSite) bool { return s.Sites.Allows(cs.Client, cs.Site) }
}

// mayTouch refuses a change that touches a pair s may not act for
// (ANN-18).
func mayTouch(s login.Staff, pairs []announcements.ClientSite) error {
	for _, cs := range pairs {
		if !s.Sites.Allows(cs.Client, cs.Site) {
			return bff.Errorf(bff.CodeForbidden, "The staff member may not act for %s/%s.", cs.Client, cs.Site)
		}
	}
	return nil
}

// pairsMatch applies the filter's clients and sites: some pair has a
// listed client (when any is listed) and a listed site (when any is).
func pairsMatch(pairs []announcements.ClientSite, f announcements.Filter) bool {
	in := func(list []string, v string) bool {
		return len(list) == 0 || slices.ContainsFunc(list, func(x string) bool { return strings.EqualFold(x, v) })
	}
	return slices.ContainsFunc(pairs, func(cs announcements.ClientSite) bool {
		return in(f.Clients, cs.Client) && in(f.Sites, cs.Site)
	})
}

// restrictPairs keeps the allowed pairs of *pairs and reports whether any
// is left.
func restrictPairs(pairs *[]announcements.ClientSite, allowed func(announcements.ClientSite) bool) bool {
	kept := []announcements.ClientSite{}
	for _, cs := range *pairs {
		if allowed(cs) {
			kept = append(kept, cs)
		}
	}
	*pairs = kept
	return len(kept) > 0
}

// validID reports whether a posted id is usable in a path.
func validID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for i, c := range id {
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || (i > 0 && (c == '-' || c == '_'))
		if !ok {
			return false
		}
	}
	return true
}
