package verify

import (
	"context"
	"net/http"

	"github.com/payhub/payhub/bff/upstream"
)

// Client is the typed client of the user verification service (spec 001
// §7; API-55..58).
type Client struct {
	c *upstream.Client
}

// NewClient returns the client over c, whose base URL is the service's
// (e.g. http://127.0.0.1:8090/svc/verify).
func NewClient(c *upstream.Client) *Client { return &Client{c: c} }

func userHeader(userID string) http.Header { return http.Header{UserIDHeader: {userID}} }

// Statuses returns userID's statuses of every client and site (API-55);
// the caller keeps those of its own client and site.
func (c *Client) Statuses(ctx context.Context, userID string) ([]Status, error) {
	var out StatusesResponse
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodGet, Path: "/v1/verify_statuses", Route: "GET /v1/verify_statuses",
		Header: userHeader(userID), Timeout: CallTimeout}, &out)
	if out.Statuses == nil {
		out.Statuses = []Status{}
	}
	return out.Statuses, err
}

// RequestPIN has a PIN letter mailed to the payable's property (API-56).
// It is never retried: a retry would mail a second letter and void the
// first one's PIN.
func (c *Client) RequestPIN(ctx context.Context, userID string, req PINRequest) (Status, error) {
	var out Status
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: "/v1/verify_statuses/pin", Route: "POST /v1/verify_statuses/pin",
		Body: req, Header: userHeader(userID), Timeout: CallTimeout}, &out)
	return out, err
}

// Claim claims the payable with the letter's PIN (API-57).
func (c *Client) Claim(ctx context.Context, userID string, req ClaimRequest) (Status, error) {
	var out Status
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: "/v1/verify_statuses/claim", Route: "POST /v1/verify_statuses/claim",
		Body: req, Header: userHeader(userID), Timeout: CallTimeout}, &out)
	return out, err
}

// Prep resets userID's test data outside production (API-58).
func (c *Client) Prep(ctx context.Context, userID string) error {
	return c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: "/v1/prepNonprodTests", Route: "POST /v1/prepNonprodTests",
		Body: PrepRequest{UserID: userID}, Timeout: CallTimeout}, nil)
}

// Ping reports whether the service answers (GET /v1/ping).
func (c *Client) Ping(ctx context.Context) error { return c.c.Ping(ctx, "/v1/ping") }
