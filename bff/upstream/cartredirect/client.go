package cartredirect

import (
	"context"
	"net/http"
	"net/url"
	"time"

	"github.com/payhub/payhub/bff/upstream"
)

// CallTimeout bounds the passthrough post. The specification names none;
// the service only checks the cart and answers an address.
const CallTimeout = 10 * time.Second

// Client is the typed client of the cart redirect service.
type Client struct {
	c *upstream.Client
}

// NewClient returns the client over c, whose base URL is the service's
// (e.g. http://127.0.0.1:8090/svc/cart-redirect).
func NewClient(c *upstream.Client) *Client { return &Client{c: c} }

// Passthrough hands the cart off (POST .../outbound/passthrough, form field
// id) and returns where the browser goes. A cart that does not exist is
// bff.CodeNotFound; one that can no longer be paid is bff.CodeConflict.
// The post is not retried: the service answers it quickly, and a payer can
// press the button again.
func (a *Client) Passthrough(ctx context.Context, client, site, cartID string) (Passthrough, error) {
	var out Passthrough
	err := a.c.Do(ctx, upstream.Call{
		Method:  http.MethodPost,
		Path:    PassthroughPath(client, site),
		Route:   "POST /v2/{client}/{site}/outbound/passthrough",
		Body:    url.Values{FieldID: {cartID}},
		Timeout: CallTimeout,
	}, &out)
	return out, err
}

// Ping reports whether the service answers (GET /ping).
func (a *Client) Ping(ctx context.Context) error { return a.c.Ping(ctx, "/ping") }
