package announcements

import (
	"context"
	"net/http"
	"net/url"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/payhub/payhub/bff/upstream"
)

// CallTimeout is the budget of one call to the announcements service. The
// specification names none; announcements are an optional part of a screen
// (a failed load only hides the announcements tab, spec 001 §4), so a slow
// service must not hold the screen up for long.
const CallTimeout = 3 * time.Second

// Client is the typed client of the announcements service's public reads
// (spec 001 §7 "Announcements service"), which need no authentication.
type Client struct {
	c *upstream.Client
}

// NewClient returns the announcements client over c, whose base URL is the
// service's (e.g. http://127.0.0.1:8090/svc/announcements).
func NewClient(c *upstream.Client) *Client { return &Client{c: c} }

// Public is everything a site shows of announcements: its active banners
// and notifications (newest first) and its active footers.
type Public struct {
	Banners       []Banner       `json:"banners"`
	Notifications []Notification `json:"notifications"`
	Footers       []Footer       `json:"footers"`
}

// Public fetches the site's banners, notifications and footers in parallel.
// Any failure fails the whole; the first error is returned.
func (c *Client) Public(ctx context.Context, client, site string) (Public, error) {
	var out Public
	g, ctx := errgroup.WithContext(ctx)
	g.Go(func() (err error) {
		out.Banners, err = c.Banners(ctx, client, site)
		return err
	})
	g.Go(func() (err error) {
		out.Notifications, err = c.Notifications(ctx, client, site)
		return err
	})
	g.Go(func() (err error) {
		out.Footers, err = c.Footers(ctx, client, site)
		return err
	})
	if err := g.Wait(); err != nil {
		return Public{}, err
	}
	return out, nil
}

// Banners returns the site's active banners, newest first.
func (c *Client) Banners(ctx context.Context, client, site string) ([]Banner, error) {
	var out BannersResponse
	if err := c.get(ctx, client, site, "banners", &out); err != nil {
		return nil, err
	}
	return out.Banners, nil
}

// Notifications returns the site's active notifications, newest first.
func (c *Client) Notifications(ctx context.Context, client, site string) ([]Notification, error) {
	var out NotificationsResponse
	if err := c.get(ctx, client, site, "notifications", &out); err != nil {
		return nil, err
	}
	return out.Notifications, nil
}

// Footers returns the site's active footers.
func (c *Client) Footers(ctx context.Context, client, site string) ([]Footer, error) {
	var out FootersResponse
	if err := c.get(ctx, client, site, "footers", &out); err != nil {
		return nil, err
	}
	return out.Footers, nil
}

// get reads GET /pub/{client}/{site}/{kind}.
func (c *Client) get(ctx context.Context, client, site, kind string, out any) error {
	return c.c.Do(ctx, upstream.Call{
		Method:  http.MethodGet,
		Path:    "/pub/" + url.PathEscape(client) + "/" + url.PathEscape(site) + "/" + kind,
		Route:   "GET /pub/{client}/{site}/" + kind,
		Timeout: CallTimeout,
	}, out)
}

// Ping reports whether the service answers (for /readyz).
func (c *Client) Ping(ctx context.Context) error {
	return c.c.Ping(ctx, "/ping")
}
