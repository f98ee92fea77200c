package schedpay

import (
	"context"
	"net/http"
	"net/url"

	"github.com/payhub/payhub/bff/upstream"
)

// Staff calls (spec 001 §5 "Scheduled payments", §6 "Admin"): county staff
// make and run plans for a payer who calls in. Every call carries the
// staff member's access token in HeaderRemoteUser (ROLE-29); the service
// checks it with the login service's staff verifier, the scopes of
// ROLE-28 and the plan's client/site pair (SCHED-04), whatever the BFF
// checked before.
const (
	// HeaderRemoteUser carries the staff member's access token.
	HeaderRemoteUser = "Remote-User"
	// AdminPlansPath is the staff calls' base path.
	AdminPlansPath = "/v2/admin/plans"
	// ModifiedByAdminPrefix starts a plan's modifiedBy when staff made or
	// changed it: "admin:" and the staff member's name (SCHED-16).
	ModifiedByAdminPrefix = "admin:"
	// ErrorCodePayerRequired refuses a staff create without the payer's
	// name or e-mail (SCHED-54; 400).
	ErrorCodePayerRequired = "payer_required"
	// ErrorCodeTenderNotFound refuses a staff create or change whose
	// tender is not a saved card or bank account of the payer's wallet
	// (422): staff never charge another resident's, or a made-up, tender.
	ErrorCodeTenderNotFound = "tender_not_found"
	// ErrorCodePayerNotFound refuses a staff create for an e-mail that no
	// resident account has (422): a plan is always some resident's, who
	// sees it in My Payments.
	ErrorCodePayerNotFound = "payer_not_found"
	// QueryClient and QuerySite filter the staff list of plans.
	QueryClient = "client"
	QuerySite   = "site"
)

// Payer is whom staff make a plan for (SCHED-54): both fields are
// required, and Email must be a resident account's.
type Payer struct {
	Name  string `json:"name"`
	Email string `json:"email"`
}

// AdminPlanRequest is the body of POST /v2/admin/plans. Plan.User is set
// by the service from the payer's account (its id, e-mail and language,
// with Payer.Name; Plan.User.TimeZone is kept when given). Plan.Client and
// Plan.Site are required; Plan.AdminOnly is always true on the plan made.
type AdminPlanRequest struct {
	Payer Payer       `json:"payer"`
	Plan  PlanPayload `json:"plan"`
}

// AdminPlansResponse is the answer of GET /v2/admin/plans: the plans staff
// made (adminOnly) on the pairs the member may act for.
type AdminPlansResponse struct {
	Plans []Plan `json:"plans"`
}

// AdminFilter narrows GET /v2/admin/plans to one client and/or site ("":
// any the member may act for).
type AdminFilter struct {
	Client, Site    string
	IncludeInactive bool
}

// Admin is the client of the staff calls acting for one staff member.
// Refusals come back as bff errors over *upstream.StatusError: no or a bad
// token 401; a missing scope or a pair the member may not act for 403; a
// plan of a pair they may not act for 404, as if it did not exist; a
// payer missing 400 (ErrorCodePayerRequired) or unknown 422
// (ErrorCodePayerNotFound); the plan refusals of Create as for residents.
type Admin struct {
	c     *upstream.Client
	token string
}

// Admin returns the staff client acting with the staff access token.
func (c *Client) Admin(token string) *Admin { return &Admin{c: c.c, token: token} }

func (a *Admin) header() http.Header { return http.Header{HeaderRemoteUser: {a.token}} }

// Create makes a plan for the payer (needs admin:schedpay:create or
// :write; ROLE-28, SCHED-54): adminOnly, modifiedBy "admin:{name}". key is
// the call's Idempotency-Key, unique per payer: the same key again answers
// the plan it made ("" is no key; money moves, so send one).
func (a *Admin) Create(ctx context.Context, key string, req AdminPlanRequest) (Plan, error) {
	var out Plan
	err := a.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: AdminPlansPath, Route: "POST " + AdminPlansPath,
		Body: req, Header: a.header(), IdempotencyKey: key, Timeout: CallTimeout}, &out)
	return out, err
}

// Plans lists the plans staff made on the member's pairs, narrowed by f
// (needs admin:schedpay:create or :write).
func (a *Admin) Plans(ctx context.Context, f AdminFilter) ([]Plan, error) {
	q := url.Values{}
	if f.Client != "" {
		q.Set(QueryClient, f.Client)
	}
	if f.Site != "" {
		q.Set(QuerySite, f.Site)
	}
	if f.IncludeInactive {
		q.Set("includeInactive", "true")
	}
	var out AdminPlansResponse
	err := a.c.Do(ctx, upstream.Call{Method: http.MethodGet, Path: AdminPlansPath, Route: "GET " + AdminPlansPath,
		Query: q, Header: a.header(), Timeout: CallTimeout}, &out)
	if out.Plans == nil {
		out.Plans = []Plan{}
	}
	return out.Plans, err
}

// Update changes a plan of the member's pairs (needs admin:schedpay:write;
// ROLE-28) as Client.Update does; modifiedBy becomes "admin:{name}".
func (a *Admin) Update(ctx context.Context, id string, p PlanPayload) (Plan, error) {
	var out Plan
	err := a.c.Do(ctx, upstream.Call{Method: http.MethodPatch, Path: adminPlanPath(id, ""), Route: "PATCH " + AdminPlansPath + "/{id}",
		Body: p, Header: a.header(), Timeout: CallTimeout}, &out)
	return out, err
}

// Runs returns a plan's past runs and, with future, its projected ones
// (needs admin:schedpay:create or :write).
func (a *Admin) Runs(ctx context.Context, id string, future bool) (RunsResponse, error) {
	q := url.Values{}
	if future {
		q.Set("includeFuture", "1")
	}
	var out RunsResponse
	err := a.c.Do(ctx, upstream.Call{Method: http.MethodGet, Path: adminPlanPath(id, "/runs"), Route: "GET " + AdminPlansPath + "/{id}/runs",
		Query: q, Header: a.header(), Timeout: CallTimeout}, &out)
	return out, err
}

// RunNow runs a plan of the member's pairs at once (needs
// admin:schedpay:write; SCHED-31) and returns its past runs, the manual
// run among them. key is the call's Idempotency-Key: the same key again is
// the same run. The run charges, so it has no time-out beyond ctx.
func (a *Admin) RunNow(ctx context.Context, id, key string) (RunsResponse, error) {
	var out RunsResponse
	err := a.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: adminPlanPath(id, "/runs"), Route: "POST " + AdminPlansPath + "/{id}/runs",
		Header: a.header(), IdempotencyKey: key}, &out)
	return out, err
}

// adminPlanPath is /v2/admin/plans/{id} and suffix, escaped.
func adminPlanPath(id, suffix string) string {
	return AdminPlansPath + "/" + url.PathEscape(id) + suffix
}
