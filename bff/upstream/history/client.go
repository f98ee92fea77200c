package history

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/payhub/payhub/bff/upstream"
)

// ReadTimeout bounds one history call. The specification names none; a
// receipt read sits on the receipt page's critical path, so it is short.
const ReadTimeout = 10 * time.Second

// UserIDHeader names the user whose receipts are listed.
const UserIDHeader = "X-User-Id"

// Client is the typed client of the payment history service (spec 001 §7).
type Client struct {
	c *upstream.Client
}

// NewClient returns the history client over c, whose base URL is the
// service's (e.g. http://127.0.0.1:8090/svc/history).
func NewClient(c *upstream.Client) *Client { return &Client{c: c} }

// Receipt returns one receipt (GET /api/v2/receipts/{id}); an unknown id is
// bff.CodeNotFound, which the BFF does not report as an exception (spec 001
// §8).
func (c *Client) Receipt(ctx context.Context, id string) (Receipt, error) {
	var out Receipt
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodGet, Path: "/api/v2/receipts/" + url.PathEscape(id),
		Route: "GET /api/v2/receipts/{id}", Timeout: ReadTimeout}, &out)
	return out, err
}

// Receipts returns one page of userID's receipts, newest first (GET
// /api/v2/receipts?page&perPage). page below 1 is page 1. perPage 0 asks
// for everything: the total first, then every receipt in one page (spec
// 001 §7: "page size 0 gets the total, then everything is fetched in one
// page"); a negative perPage is DefaultPerPage.
func (c *Client) Receipts(ctx context.Context, userID string, page, perPage int) (Page, error) {
	page = max(page, 1)
	if perPage < 0 {
		perPage = DefaultPerPage
	}
	if perPage > 0 {
		return c.page(ctx, userID, page, perPage)
	}
	head, err := c.page(ctx, userID, 1, 0)
	if err != nil || head.Total == 0 {
		return head, err
	}
	return c.page(ctx, userID, 1, head.Total)
}

func (c *Client) page(ctx context.Context, userID string, page, perPage int) (Page, error) {
	var out Page
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodGet, Path: "/api/v2/receipts",
		Route:  "GET /api/v2/receipts",
		Query:  url.Values{"page": {strconv.Itoa(page)}, "perPage": {strconv.Itoa(perPage)}},
		Header: http.Header{UserIDHeader: {userID}}, Timeout: ReadTimeout}, &out)
	if out.Results == nil {
		out.Results = []Receipt{}
	}
	return out, err
}

// Ping reports whether the service answers (GET /api/v2/ping, for /readyz).
func (c *Client) Ping(ctx context.Context) error { return c.c.Ping(ctx, "/api/v2/ping") }
