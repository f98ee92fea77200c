// Package screentest holds test doubles of bff/screen's interfaces, shared
// by the tests of the business packages that read site configuration.
package screentest

import (
	"context"

	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// Config is a screen.Config made of function fields.
type Config struct {
	SiteFunc    func(ctx context.Context, client, site string) (siteconfig.Site, error)
	SourcesFunc func(ctx context.Context, client, site string) ([]siteconfig.Source, error)
}

var _ screen.Config = Config{}

// Site calls SiteFunc.
func (f Config) Site(ctx context.Context, client, site string) (siteconfig.Site, error) {
	return f.SiteFunc(ctx, client, site)
}

// Sources calls SourcesFunc.
func (f Config) Sources(ctx context.Context, client, site string) ([]siteconfig.Source, error) {
	return f.SourcesFunc(ctx, client, site)
}

// OKConfig is a configuration that knows every site: enabled, showing
// announcements, with two sources, one hidden in production.
func OKConfig() Config {
	return Config{
		SiteFunc: func(_ context.Context, client, site string) (siteconfig.Site, error) {
			return siteconfig.Site{Client: client, Site: site, Enabled: true,
				Install: siteconfig.Install{ShowAnnouncements: true}}, nil
		},
		SourcesFunc: func(context.Context, string, string) ([]siteconfig.Source, error) {
			return []siteconfig.Source{{PageRoute: "property-tax"}, {PageRoute: "hidden", HideInProd: true}}, nil
		},
	}
}
