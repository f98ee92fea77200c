// Package diaggw is the message-queue gateway that receives diagnostics,
// HTTP request logs and error reports (spec 001 §7 "Diagnostics", §8): its
// wire types, shared by the sandbox gateway (sandbox/diaggw), and the
// BFF's client.
package diaggw

import (
	"context"
	"encoding/base64"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
)

// The message types, each posted to its own queue, {app}.{type} (DIAG-01,
// API-118). Error reports travel with the diagnostics, as type "error".
const (
	TypeDiag    = "diag"
	TypeRequest = "request"
	TypeError   = "error"
)

// Message is one message on a queue (spec 001 §7 "Diagnostics").
type Message struct {
	App   string `json:"app"`
	Site  string `json:"site"`
	Type  string `json:"type"`
	UUID  string `json:"uuid"`
	Epoch int64  `json:"epoch"`
	// EpochHires is the same instant in seconds with microseconds.
	EpochHires  float64 `json:"epoch_hires"`
	Server      string  `json:"server"`
	Environment string  `json:"environment"`
	// Diagnostics are flattened ("a.b.c") string values, the page url
	// among them.
	Diagnostics map[string]string `json:"diagnostics"`
}

// Queue is the queue name of app's messages of type typ.
func Queue(app, typ string) string { return app + "." + typ }

// queueName is what a queue name may be: an app name, a dot and a type.
var queueName = regexp.MustCompile(`^[a-z0-9_-]{1,40}\.[a-z]{1,20}$`)

// ValidQueue reports whether q is a well-formed queue name.
func ValidQueue(q string) bool { return queueName.MatchString(q) }

// CallTimeout bounds one post: diagnostics must never hold a request up.
const CallTimeout = 2 * time.Second

// Authorization is the Authorization header value for a credential: one
// that already names its scheme ("Bearer x", "Basic x") is sent as is,
// "user:password" as Basic, anything else as a bearer token; empty sends
// none.
func Authorization(credential string) string {
	switch c := strings.TrimSpace(credential); {
	case c == "":
		return ""
	case strings.HasPrefix(c, "Bearer ") || strings.HasPrefix(c, "Basic "):
		return c
	case strings.Contains(c, ":"):
		return "Basic " + base64.StdEncoding.EncodeToString([]byte(c))
	default:
		return "Bearer " + c
	}
}

// Client posts messages to one gateway with one credential.
type Client struct {
	c    *upstream.Client
	auth string
}

// NewClient returns the client over c, whose base URL is the gateway's
// (e.g. http://127.0.0.1:8090/svc/diag), sending credential (Authorization).
func NewClient(c *upstream.Client, credential string) *Client {
	return &Client{c: c, auth: Authorization(credential)}
}

// Send posts m to queue (POST /{queue}). It is not retried: a lost
// diagnostic is better than a duplicate or a held-up page.
func (a *Client) Send(ctx context.Context, queue string, m Message) error {
	if !ValidQueue(queue) {
		return bff.Errorf(bff.CodeInternal, "diagnostics queue %q is not valid", queue)
	}
	h := http.Header{}
	if a.auth != "" {
		h.Set("Authorization", a.auth)
	}
	return a.c.Do(ctx, upstream.Call{
		Method:  http.MethodPost,
		Path:    "/" + queue,
		Route:   "POST /{queue}",
		Header:  h,
		Body:    m,
		Timeout: CallTimeout,
	}, nil)
}
