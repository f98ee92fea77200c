package screen

import (
	"context"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// ConfigCacheTTL is how long site configuration and payable sources are
// reused. They change rarely and every page reads them, so a short cache
// with request coalescing takes almost all of that load off the upstream.
const ConfigCacheTTL = 30 * time.Second

// ConfigAPI is the site configuration service as the cache wraps it.
type ConfigAPI interface {
	Config
	Client(ctx context.Context, client string) (siteconfig.Client, error)
}

// CachedConfig is a ConfigAPI with a short-TTL cache and request coalescing
// in front of each call.
type CachedConfig struct {
	api     ConfigAPI
	clients *upstream.Cached[siteconfig.Client]
	sites   *upstream.Cached[siteconfig.Site]
	sources *upstream.Cached[[]siteconfig.Source]
}

var _ ConfigAPI = (*CachedConfig)(nil)

// NewCachedConfig wraps api with caches that keep answers for ttl.
func NewCachedConfig(api ConfigAPI, ttl time.Duration) *CachedConfig {
	return &CachedConfig{
		api:     api,
		clients: upstream.NewCached[siteconfig.Client](ttl),
		sites:   upstream.NewCached[siteconfig.Site](ttl),
		sources: upstream.NewCached[[]siteconfig.Source](ttl),
	}
}

// Client returns the client's descriptor.
func (c *CachedConfig) Client(ctx context.Context, client string) (siteconfig.Client, error) {
	return c.clients.Get(ctx, client, func(ctx context.Context) (siteconfig.Client, error) {
		return c.api.Client(ctx, client)
	})
}

// Site returns the site's configuration.
func (c *CachedConfig) Site(ctx context.Context, client, site string) (siteconfig.Site, error) {
	return c.sites.Get(ctx, client+"/"+site, func(ctx context.Context) (siteconfig.Site, error) {
		return c.api.Site(ctx, client, site)
	})
}

// KnownSite returns the site's configuration as last read, even past its
// time to live, without asking the service; false when none is held (never
// read, or forgotten since). It is a hint for starting work early, to be
// checked against Site before its result is used.
func (c *CachedConfig) KnownSite(client, site string) (siteconfig.Site, bool) {
	return c.sites.Last(client + "/" + site)
}

// Sources returns the site's payable sources. Callers must not modify the
// returned slice: it is shared by every reader until it expires.
func (c *CachedConfig) Sources(ctx context.Context, client, site string) ([]siteconfig.Source, error) {
	return c.sources.Get(ctx, client+"/"+site, func(ctx context.Context) ([]siteconfig.Source, error) {
		return c.api.Sources(ctx, client, site)
	})
}

// SitePolicy returns what the BFF's edge enforces of the site
// (bff.SitePolicy), from the cached configuration.
func (c *CachedConfig) SitePolicy(ctx context.Context, client, site string) (bff.SitePolicy, error) {
	st, err := c.Site(ctx, client, site)
	if err != nil {
		return bff.SitePolicy{}, err
	}
	return st.Policy(), nil
}

// Forget drops the cached configuration of client's site, and any load of
// it under way, so that the next read asks the service: after staff change
// what the site's configuration is built from (a banner's effects, ANN-10),
// this replica shows the change at once; other replicas within the TTL.
func (c *CachedConfig) Forget(client, site string) {
	c.sites.Invalidate(client + "/" + site)
}
