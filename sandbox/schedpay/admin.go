package schedpay

import (
	"cmp"
	"context"
	"net/http"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/login"
	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// Payer is the resident account a staff member makes a plan for.
type Payer struct {
	ID       string
	Email    string
	Name     string
	Language string
}

// Payers finds resident accounts by e-mail (the login service's): an
// e-mail no resident has, a staff account's included, is
// bff.CodeNotFound.
type Payers interface {
	PayerByEmail(ctx context.Context, email string) (Payer, error)
}

// Verifier checks a staff access token (login.StaffVerifier).
type Verifier interface {
	Verify(ctx context.Context, raw string) (login.Staff, error)
}

// Admin configures the staff calls under wire.AdminPlansPath. Tenders,
// when set, checks that a plan's tender is the payer's.
type Admin struct {
	Verifier Verifier
	Payers   Payers
	Tenders  Tenders
}

// Option configures NewHandler.
type Option func(*options)

type options struct{ admin *Admin }

// WithAdmin serves the staff calls over a.
func WithAdmin(a Admin) Option { return func(o *options) { o.admin = &a } }

// adminHandler serves the staff calls.
type adminHandler struct {
	*handler
	admin *Admin
}

// adminRoutes adds the staff routes to mux.
func adminRoutes(mux *http.ServeMux, h *handler, a *Admin) {
	ah := adminHandler{handler: h, admin: a}
	base := wire.AdminPlansPath
	mux.HandleFunc("POST "+base, ah.create)
	mux.HandleFunc("GET "+base, ah.list)
	mux.HandleFunc("PATCH "+base+"/{id}", ah.update)
	mux.HandleFunc("GET "+base+"/{id}/runs", ah.runs)
	mux.HandleFunc("POST "+base+"/{id}/runs", ah.runNow)
}

// mayCreate is ROLE-28's create check: admin:schedpay:create or :write.
func mayCreate(s login.Staff) bool {
	return s.Has(login.ScopeSchedPayCreate) || s.Has(login.ScopeSchedPayWrite)
}

// mayWrite is ROLE-28's edit check (run now included): :write only.
func mayWrite(s login.Staff) bool { return s.Has(login.ScopeSchedPayWrite) }

// staff returns the verified member of r's Remote-User token for whom
// allowed holds: no or a bad token is bff.CodeUnauthorized, a member
// without the scope bff.CodeForbidden (ROLE-28, ROLE-29).
func (h adminHandler) staff(r *http.Request, allowed func(login.Staff) bool, scope string) (login.Staff, error) {
	raw := strings.TrimSpace(r.Header.Get(wire.HeaderRemoteUser))
	if raw == "" {
		return login.Staff{}, bff.Errorf(bff.CodeUnauthorized, "Send the staff member's access token in the %s header.", wire.HeaderRemoteUser)
	}
	s, err := h.admin.Verifier.Verify(r.Context(), raw)
	if err != nil {
		h.logger.InfoContext(r.Context(), "staff token refused", "err", err)
		return login.Staff{}, bff.Errorf(bff.CodeUnauthorized, "The staff access token is not valid or has expired.")
	}
	if !allowed(s) {
		return login.Staff{}, bff.Errorf(bff.CodeForbidden, "The staff member lacks the scope %s.", scope)
	}
	return s, nil
}

// staffName is how a plan names the staff member who changed it: the
// token's name, else its e-mail (SCHED-16 shows "Admin - {name}").
func staffName(s login.Staff) string { return cmp.Or(strings.TrimSpace(s.Name), s.Who()) }

// staffPlan returns plan id as the member may see it: one of a pair they
// may not act for answers 404, as if it did not exist (SCHED-04).
func (h adminHandler) staffPlan(ctx context.Context, s login.Staff, id string) (Record, error) {
	r, err := h.svc.store.Plan(ctx, id)
	if bff.ErrorCode(err) == bff.CodeNotFound || (err == nil && !s.Sites.Allows(r.Plan.Client, r.Plan.Site)) {
		return Record{}, notFound(id)
	}
	return r, err
}

// memberPlan is the staff member a plan route acts for (allowed, else 403
// naming scope) and the plan of the path's id on one of their sites.
func (h adminHandler) memberPlan(r *http.Request, allowed func(login.Staff) bool, scope string) (login.Staff, Record, error) {
	s, err := h.staff(r, allowed, scope)
	if err != nil {
		return login.Staff{}, Record{}, err
	}
	rec, err := h.staffPlan(r.Context(), s, r.PathValue("id"))
	return s, rec, err
}

// create serves POST /v2/admin/plans: a plan made by staff for a payer.
func (h adminHandler) create(w http.ResponseWriter, r *http.Request) {
	s, err := h.staff(r, mayCreate, login.ScopeSchedPayCreate)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var in wire.AdminPlanRequest
	if err := respond.Decode(w, r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	p, err := h.createFor(r.Context(), s, strings.TrimSpace(r.Header.Get("Idempotency-Key")), in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	respond.JSON(w, http.StatusCreated, p)
}

// createFor checks the pair (SCHED-04), the payer (SCHED-54) and that the
// tender is a saved one of the payer's wallet (payerTender; one staff
// entered is this plan's only), and makes
// the plan as the payer's, adminOnly and modified by the member (SCHED-16,
// ROLE-28), with the payer's account as its user.
func (h adminHandler) createFor(ctx context.Context, s login.Staff, key string, in wire.AdminPlanRequest) (wire.Plan, error) {
	plan := in.Plan
	name, email := strings.TrimSpace(in.Payer.Name), strings.TrimSpace(in.Payer.Email)
	switch {
	case plan.Client == "" || plan.Site == "":
		return wire.Plan{}, invalid("Name the plan's client and site.")
	case !s.Sites.Allows(plan.Client, plan.Site):
		return wire.Plan{}, bff.Errorf(bff.CodeForbidden, "The staff member may not act for %s/%s.", plan.Client, plan.Site)
	case name == "" || email == "":
		return wire.Plan{}, &planError{status: http.StatusBadRequest, code: wire.ErrorCodePayerRequired,
			message: "Enter the payer's name and e-mail."}
	}
	payer, err := h.admin.Payers.PayerByEmail(ctx, email)
	if bff.ErrorCode(err) == bff.CodeNotFound {
		return wire.Plan{}, refused(wire.ErrorCodePayerNotFound,
			"No resident account has this e-mail. The payer signs up first, then the plan is made for their account.")
	}
	if err != nil {
		return wire.Plan{}, err
	}
	tz := ""
	if plan.User != nil {
		tz = plan.User.TimeZone
	}
	var sole string
	if plan.Tender, sole, err = h.payerTender(ctx, payer.ID, plan.Client, plan.Site, plan.Tender); err != nil {
		return wire.Plan{}, err
	}
	plan.User = &wire.User{ID: payer.ID, Email: payer.Email, Name: name, Language: payer.Language, TimeZone: tz}
	adminOnly := true
	plan.AdminOnly = &adminOnly
	return h.svc.create(ctx, Caller{UserID: payer.ID, Admin: staffName(s)}, key, plan, sole)
}

// list serves GET /v2/admin/plans: the plans staff made (adminOnly) on the
// member's pairs, narrowed by ?client= and ?site=.
func (h adminHandler) list(w http.ResponseWriter, r *http.Request) {
	s, err := h.staff(r, mayCreate, login.ScopeSchedPayCreate)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	client, site := r.URL.Query().Get(wire.QueryClient), r.URL.Query().Get(wire.QuerySite)
	recs, err := h.svc.store.Plans(r.Context(), Filter{IncludeInactive: flag(r, "includeInactive")})
	if err != nil {
		h.fail(w, r, err)
		return
	}
	out := []wire.Plan{}
	for _, rec := range recs {
		p := rec.Plan
		if p.AdminOnly && s.Sites.Allows(p.Client, p.Site) &&
			(client == "" || strings.EqualFold(client, p.Client)) && (site == "" || strings.EqualFold(site, p.Site)) {
			out = append(out, p)
		}
	}
	respond.JSON(w, http.StatusOK, wire.AdminPlansResponse{Plans: out})
}

// update serves PATCH /v2/admin/plans/{id}: an edit by staff (ROLE-28); a
// new tender must be a saved one of the payer's wallet (payerTender); a
// tender the change or an end leaves unused is released (releaseTenders).
func (h adminHandler) update(w http.ResponseWriter, r *http.Request) {
	s, rec, err := h.memberPlan(r, mayWrite, login.ScopeSchedPayWrite)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	ch, err := decodeChange(w, r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	var sole string
	if ch.Payload.Tender, sole, err = h.payerTender(r.Context(), rec.Plan.User.ID, rec.Plan.Client, rec.Plan.Site, ch.Payload.Tender); err != nil {
		h.fail(w, r, err)
		return
	}
	before, p, err := h.svc.update(r.Context(), Caller{UserID: rec.Plan.User.ID, Admin: staffName(s)}, rec.Plan.ID, ch, sole)
	if err == nil {
		err = h.releaseTenders(r.Context(), before, p)
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	respond.JSON(w, http.StatusOK, p)
}

// runs serves GET /v2/admin/plans/{id}/runs.
func (h adminHandler) runs(w http.ResponseWriter, r *http.Request) {
	_, rec, err := h.memberPlan(r, mayCreate, login.ScopeSchedPayCreate)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	runs, err := h.svc.Runs(r.Context(), Caller{UserID: rec.Plan.User.ID}, rec.Plan.ID, flag(r, "includeFuture"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	respond.JSON(w, http.StatusOK, wire.RunsResponse{Runs: runs})
}

// runNow serves POST /v2/admin/plans/{id}/runs: staff run a plan at once
// (SCHED-31, ROLE-28 :write).
func (h adminHandler) runNow(w http.ResponseWriter, r *http.Request) {
	s, rec, err := h.memberPlan(r, mayWrite, login.ScopeSchedPayWrite)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	runs, err := h.runner.RunNow(r.Context(), Caller{UserID: rec.Plan.User.ID, Admin: staffName(s)}, rec.Plan.ID,
		strings.TrimSpace(r.Header.Get("Idempotency-Key")))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	respond.JSON(w, http.StatusOK, wire.RunsResponse{Runs: runs})
}
