package ebilling

import (
	"context"
	"net/http"
	"net/url"

	"github.com/payhub/payhub/bff/upstream"
)

// Client is the typed client of the e-billing service (spec 001 §7;
// API-78..85). No call is retried: a subscribe or an e-mailed code sent
// twice would mail twice and void the first link or code.
type Client struct {
	c *upstream.Client
}

// NewClient returns the client over c, whose base URL is the service's
// (e.g. http://127.0.0.1:8090/svc/ebilling).
func NewClient(c *upstream.Client) *Client { return &Client{c: c} }

func userHeader(userID string) http.Header { return http.Header{UserIDHeader: {userID}} }

// siteHeader names the site a call on one subscription is made for.
func siteHeader(site Site, h http.Header) http.Header {
	if h == nil {
		h = http.Header{}
	}
	h.Set(SiteHeader, site.String())
	return h
}

func subPath(id, suffix string) string { return "/v1/subscriptions/" + url.PathEscape(id) + suffix }

// List returns userID's subscriptions that have not ended (API-78).
func (c *Client) List(ctx context.Context, userID string) ([]Subscription, error) {
	var out ListResponse
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodGet, Path: "/v1/subscriptions", Route: "GET /v1/subscriptions",
		Header: userHeader(userID), Timeout: CallTimeout}, &out)
	if out.Subscriptions == nil {
		out.Subscriptions = []Subscription{}
	}
	return out.Subscriptions, err
}

// Subscribe creates a pending subscription of userID and has its
// activation link e-mailed (API-79).
func (c *Client) Subscribe(ctx context.Context, userID string, req SubscribeRequest) (Subscription, error) {
	var out Subscription
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: "/v1/subscriptions", Route: "POST /v1/subscriptions",
		Body: req, Header: userHeader(userID), Timeout: CallTimeout}, &out)
	return out, err
}

// SetPaperless turns paperless on or off on userID's subscription of site
// (API-80).
func (c *Client) SetPaperless(ctx context.Context, site Site, userID, id string, on bool) (Subscription, error) {
	var out Subscription
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPatch, Path: subPath(id, ""), Route: "PATCH /v1/subscriptions/{id}",
		Body: PaperlessRequest{Paperless: on}, Header: siteHeader(site, userHeader(userID)), Timeout: CallTimeout}, &out)
	return out, err
}

// UnsubscribeByPathEmail ends userID's subscription of the payable and
// e-mail address (API-81).
func (c *Client) UnsubscribeByPathEmail(ctx context.Context, userID, path, email string) (Subscription, error) {
	var out Subscription
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodDelete,
		Path:  "/v1/subscriptions/" + url.PathEscape(path) + "/" + url.PathEscape(email) + "/unsubscribe",
		Route: "DELETE /v1/subscriptions/{path}/{email}/unsubscribe", Header: userHeader(userID), Timeout: CallTimeout}, &out)
	return out, err
}

// Unsubscribe ends the subscription of site with its e-mailed code
// (API-82).
func (c *Client) Unsubscribe(ctx context.Context, site Site, id, code string) (Subscription, error) {
	var out Subscription
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodDelete, Path: subPath(id, "/unsubscribe/"+url.PathEscape(code)),
		Route: "DELETE /v1/subscriptions/{id}/unsubscribe/{code}", Header: siteHeader(site, nil), Timeout: CallTimeout}, &out)
	return out, err
}

// SendUnsubscribeCode has an unsubscribe code e-mailed to the subscriber
// of site (API-83); the e-mail points at the portal at origin.
func (c *Client) SendUnsubscribeCode(ctx context.Context, site Site, id, origin string) error {
	return c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: subPath(id, "/sendUnsubscribeCode"),
		Route: "POST /v1/subscriptions/{id}/sendUnsubscribeCode", Body: LinkRequest{PortalOrigin: origin}, Header: siteHeader(site, nil), Timeout: CallTimeout}, nil)
}

// Activate confirms the subscription of site with its link's code
// (API-84).
func (c *Client) Activate(ctx context.Context, site Site, id, code string) (Subscription, error) {
	var out Subscription
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: subPath(id, "/activate/"+url.PathEscape(code)),
		Route: "POST /v1/subscriptions/{id}/activate/{authCode}", Header: siteHeader(site, nil), Timeout: CallTimeout}, &out)
	return out, err
}

// ResendActivation e-mails a new activation link of a pending
// subscription of site (EBILL-07).
func (c *Client) ResendActivation(ctx context.Context, site Site, id, origin string) (Subscription, error) {
	var out Subscription
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: subPath(id, "/resendActivation"),
		Route: "POST /v1/subscriptions/{id}/resendActivation", Body: LinkRequest{PortalOrigin: origin},
		Header: siteHeader(site, nil), Timeout: CallTimeout}, &out)
	return out, err
}

// Prep resets userID's test data outside production (API-85).
func (c *Client) Prep(ctx context.Context, userID string) error {
	return c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: "/v1/prepNonprodTests", Route: "POST /v1/prepNonprodTests",
		Body: PrepRequest{UserID: userID}, Timeout: CallTimeout}, nil)
}

// Ping reports whether the service answers (GET /v1/ping).
func (c *Client) Ping(ctx context.Context) error { return c.c.Ping(ctx, "/v1/ping") }
