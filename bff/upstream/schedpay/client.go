package schedpay

import (
	"context"
	"net/http"
	"net/url"

	"github.com/payhub/payhub/bff/upstream"
)

// UserIDHeader names the calling user on every plan call: another user's
// plan answers not found.
const UserIDHeader = "X-User-Id"

// Client is the typed client of the scheduled payments service, version 2
// (spec 001 §7; API-47..54).
type Client struct {
	c *upstream.Client
}

// NewClient returns the client over c, whose base URL is the service's
// (e.g. http://127.0.0.1:8090/svc/schedpay).
func NewClient(c *upstream.Client) *Client { return &Client{c: c} }

// planPath is /v2/plans/{id} and suffix, escaped.
func planPath(id, suffix string) string { return "/v2/plans/" + url.PathEscape(id) + suffix }

// userHeader names userID as the caller.
func userHeader(userID string) http.Header { return http.Header{UserIDHeader: {userID}} }

// flag is a query flag's value.
func flag(on bool) string {
	if on {
		return "true"
	}
	return "false"
}

// Create stores a new plan of userID (API-49) and returns its id. key is
// the call's Idempotency-Key, unique per user: the same key again answers
// the plan it made and makes no other ("" is no key).
func (c *Client) Create(ctx context.Context, userID, key string, p PlanPayload) (CreateResponse, error) {
	var out CreateResponse
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: "/v2/plans", Route: "POST /v2/plans",
		Body: p, Header: userHeader(userID), IdempotencyKey: key, Timeout: CallTimeout}, &out)
	return out, err
}

// Plan returns userID's plan (API-54), with its summary when summary is
// set; a deactivated plan is found only with includeInactive (SCHED-25).
func (c *Client) Plan(ctx context.Context, userID, id string, summary, includeInactive bool) (Plan, error) {
	var out Plan
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodGet, Path: planPath(id, ""), Route: "GET /v2/plans/{id}",
		Query:  url.Values{"includeSummary": {flag(summary)}, "includeInactive": {flag(includeInactive)}},
		Header: userHeader(userID), Timeout: CallTimeout}, &out)
	return out, err
}

// Update changes userID's plan (API-50) and returns it. Only the payload's
// set fields change; ConstantAmount is read with a FrequencyRule only (it
// is always sent, and null follows the amount due).
func (c *Client) Update(ctx context.Context, userID, id string, p PlanPayload) (Plan, error) {
	var out Plan
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPatch, Path: planPath(id, ""), Route: "PATCH /v2/plans/{id}",
		Body: p, Header: userHeader(userID), Timeout: CallTimeout}, &out)
	return out, err
}

// Deactivate soft-deletes userID's plan: a PATCH of only active=false
// (API-50, SCHED-25).
func (c *Client) Deactivate(ctx context.Context, userID, id string) (Plan, error) {
	var out Plan
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPatch, Path: planPath(id, ""), Route: "PATCH /v2/plans/{id}",
		Body: map[string]bool{"active": false}, Header: userHeader(userID), Timeout: CallTimeout}, &out)
	return out, err
}

// Runs returns the plan's past runs and, with future, its projected runs
// (API-48).
func (c *Client) Runs(ctx context.Context, userID, id string, future bool) (RunsResponse, error) {
	q := url.Values{}
	if future {
		q.Set("includeFuture", "1")
	}
	var out RunsResponse
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodGet, Path: planPath(id, "/runs"), Route: "GET /v2/plans/{id}/runs",
		Query: q, Header: userHeader(userID), Timeout: CallTimeout}, &out)
	return out, err
}

// RunNow runs the plan at once (API-51, SCHED-31) and returns its past
// runs. key is the call's Idempotency-Key: the same key again is the same
// run; "" is the plan's one manual run of the day. The run charges, so it
// has no time-out of its own beyond ctx.
func (c *Client) RunNow(ctx context.Context, userID, id, key string) (RunsResponse, error) {
	var out RunsResponse
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: planPath(id, "/runs"), Route: "POST /v2/plans/{id}/runs",
		Header: userHeader(userID), IdempotencyKey: key}, &out)
	return out, err
}

// Search finds plans of any user (API-52).
func (c *Client) Search(ctx context.Context, req SearchRequest) (SearchResponse, error) {
	var out SearchResponse
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: "/v2/plans/action/search",
		Route: "POST /v2/plans/action/search", Body: req, Timeout: CallTimeout}, &out)
	if out.Plans == nil {
		out.Plans = []Plan{}
	}
	return out, err
}

// Exists says whether an active plan exists for the payable (API-53).
func (c *Client) Exists(ctx context.Context, req ExistenceRequest) (bool, error) {
	var out ExistenceResponse
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: "/v2/plans/action/checkExistence",
		Route: "POST /v2/plans/action/checkExistence", Body: req, Timeout: CallTimeout}, &out)
	return out.Exists, err
}

// Ping reports whether the service answers (API-47, GET /v2/ping).
func (c *Client) Ping(ctx context.Context) error { return c.c.Ping(ctx, "/v2/ping") }
