package addresses

import (
	"context"
	"net/http"
	"net/url"
	"time"

	"github.com/payhub/payhub/bff/upstream"
)

// CallTimeout bounds one addresses call. The specification names none;
// addresses are small records.
const CallTimeout = 10 * time.Second

// Client is the typed client of the addresses service.
type Client struct {
	c *upstream.Client
}

// NewClient returns the addresses client over c, whose base URL is the
// service's (e.g. http://127.0.0.1:8090/svc/addresses).
func NewClient(c *upstream.Client) *Client { return &Client{c: c} }

func (c *Client) call(ctx context.Context, method, path, route, userID string, body, out any) error {
	return c.c.Do(ctx, upstream.Call{Method: method, Path: path, Route: route, Body: body,
		Header: http.Header{UserIDHeader: {userID}}, Timeout: CallTimeout}, out)
}

// List returns the user's saved addresses (GET /v1/addresses).
func (c *Client) List(ctx context.Context, userID string) ([]Address, error) {
	var out List
	err := c.call(ctx, http.MethodGet, "/v1/addresses", "GET /v1/addresses", userID, nil, &out)
	if out.Addresses == nil {
		out.Addresses = []Address{}
	}
	return out.Addresses, err
}

// Save stores a new address for the user (POST /v1/addresses) and returns
// it with its id.
func (c *Client) Save(ctx context.Context, userID string, a Address) (Address, error) {
	var out Address
	err := c.call(ctx, http.MethodPost, "/v1/addresses", "POST /v1/addresses", userID, a, &out)
	return out, err
}

// Change changes the set fields of one of the user's addresses (PATCH
// /v1/addresses/{id}); an unknown id is bff.CodeNotFound.
func (c *Client) Change(ctx context.Context, userID, id string, ch Change) (Address, error) {
	var out Address
	err := c.call(ctx, http.MethodPatch, "/v1/addresses/"+url.PathEscape(id), "PATCH /v1/addresses/{id}", userID, ch, &out)
	return out, err
}

// MarkUsed records that the address was used at t (spec 000 §4: "last-used
// is updated for a saved one").
func (c *Client) MarkUsed(ctx context.Context, userID, id string, t time.Time) (Address, error) {
	return c.Change(ctx, userID, id, Change{LastUsed: &t})
}

// Delete removes one of the user's addresses (DELETE /v1/addresses/{id}).
func (c *Client) Delete(ctx context.Context, userID, id string) error {
	return c.call(ctx, http.MethodDelete, "/v1/addresses/"+url.PathEscape(id), "DELETE /v1/addresses/{id}", userID, nil, nil)
}

// Ping reports whether the service answers (GET /v1/ping).
func (c *Client) Ping(ctx context.Context) error { return c.c.Ping(ctx, "/v1/ping") }
