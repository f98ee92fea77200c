package forms

import (
	"context"
	"net/http"
	"net/url"
	"time"

	"github.com/payhub/payhub/bff/upstream"
)

// CallTimeout bounds a call of the forms service.
const CallTimeout = 10 * time.Second

// Client is the typed client of the forms service.
type Client struct {
	c *upstream.Client
}

// NewClient returns the client over c, whose base URL is the service's
// (e.g. http://127.0.0.1:8090/svc/forms).
func NewClient(c *upstream.Client) *Client { return &Client{c: c} }

// Forms returns the forms of client/site.
func (c *Client) Forms(ctx context.Context, client, site string) ([]Form, error) {
	var out FormsResponse
	err := c.c.Do(ctx, upstream.Call{Path: FormsPath, Route: "GET " + FormsPath,
		Query: url.Values{"client": {client}, "site": {site}}, Timeout: CallTimeout}, &out)
	return out.Forms, err
}

// Submit files r. key is the Idempotency-Key: the same key on the same
// site answers the form it filed, and makes the call retryable.
func (c *Client) Submit(ctx context.Context, key string, r SubmitRequest) (Submission, error) {
	var out Submission
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: SubmissionsPath, Route: "POST " + SubmissionsPath,
		Body: r, IdempotencyKey: key, Timeout: CallTimeout}, &out)
	return out, err
}

// Submissions returns userID's filed forms on client/site, newest first.
func (c *Client) Submissions(ctx context.Context, client, site, userID string) ([]Submission, error) {
	var out SubmissionsResponse
	err := c.c.Do(ctx, upstream.Call{Path: SubmissionsPath, Route: "GET " + SubmissionsPath,
		Query:  url.Values{"client": {client}, "site": {site}},
		Header: http.Header{UserIDHeader: {userID}}, Timeout: CallTimeout}, &out)
	return out.Submissions, err
}

// Ping reports whether the service answers (GET /v1/ping).
func (c *Client) Ping(ctx context.Context) error { return c.c.Ping(ctx, "/v1/ping") }
