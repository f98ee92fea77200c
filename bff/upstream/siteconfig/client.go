package siteconfig

import (
	"context"
	"net/http"
	"net/url"
	"time"

	"github.com/payhub/payhub/bff/upstream"
)

// CallTimeout is the budget of one call to the site configuration service.
// The specification names no time-out for it; configuration is a small read
// that every screen needs first, so it must answer quickly or the screen
// degrades.
const CallTimeout = 5 * time.Second

// ConfigClient is the typed client of the site configuration service. (It
// is not named Client, which is the wire type of a client county.)
type ConfigClient struct {
	c *upstream.Client
}

// NewClient returns the site configuration client over c, whose base URL
// is the service's (e.g. http://127.0.0.1:8090/svc/config).
func NewClient(c *upstream.Client) *ConfigClient { return &ConfigClient{c: c} }

// Client returns a client (county) and its sites; an unknown client is
// bff.CodeNotFound.
func (a *ConfigClient) Client(ctx context.Context, client string) (Client, error) {
	var out Client
	err := a.c.Do(ctx, upstream.Call{
		Method:  http.MethodGet,
		Path:    "/v1/clients/" + url.PathEscape(client),
		Route:   "GET /v1/clients/{client}",
		Timeout: CallTimeout,
	}, &out)
	return out, err
}

// Site returns one site's configuration; an unknown site is
// bff.CodeNotFound.
func (a *ConfigClient) Site(ctx context.Context, client, site string) (Site, error) {
	var out Site
	err := a.c.Do(ctx, upstream.Call{
		Method:  http.MethodGet,
		Path:    "/v1/sites/" + url.PathEscape(client) + "/" + url.PathEscape(site),
		Route:   "GET /v1/sites/{client}/{site}",
		Timeout: CallTimeout,
	}, &out)
	return out, err
}

// Sources returns a site's payable sources sorted by Order; an unknown site
// is bff.CodeNotFound.
func (a *ConfigClient) Sources(ctx context.Context, client, site string) ([]Source, error) {
	var out SourcesResponse
	err := a.c.Do(ctx, upstream.Call{
		Method:  http.MethodGet,
		Path:    "/v1/sites/" + url.PathEscape(client) + "/" + url.PathEscape(site) + "/sources",
		Route:   "GET /v1/sites/{client}/{site}/sources",
		Timeout: CallTimeout,
	}, &out)
	if err != nil {
		return nil, err
	}
	return out.Sources, nil
}

// Ping reports whether the service answers (for /readyz).
func (a *ConfigClient) Ping(ctx context.Context) error {
	return a.c.Ping(ctx, "/v1/ping")
}
