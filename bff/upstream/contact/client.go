package contact

import (
	"context"
	"net/http"
	"time"

	"github.com/payhub/payhub/bff/upstream"
)

// CallTimeout bounds the post of a message. The specification names none;
// storing a message is quick, and the payer waits on the form.
const CallTimeout = 10 * time.Second

// Client is the typed client of the contact service.
type Client struct {
	c *upstream.Client
}

// NewClient returns the client over c, whose base URL is the service's
// (e.g. http://127.0.0.1:8090/svc/contact).
func NewClient(c *upstream.Client) *Client { return &Client{c: c} }

// Send posts one message (POST /v1/messages). It is not retried: without
// an idempotency key a retry could store the message twice, and the payer
// can press Send again.
func (a *Client) Send(ctx context.Context, r Request) (Receipt, error) {
	var out Receipt
	err := a.c.Do(ctx, upstream.Call{
		Method:  http.MethodPost,
		Path:    MessagesPath,
		Route:   "POST " + MessagesPath,
		Body:    r,
		Timeout: CallTimeout,
	}, &out)
	return out, err
}

// Ping reports whether the service answers (GET /v1/ping).
func (a *Client) Ping(ctx context.Context) error { return a.c.Ping(ctx, "/v1/ping") }
