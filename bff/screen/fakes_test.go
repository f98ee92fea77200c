package screen

import (
	"context"

	"github.com/payhub/payhub/bff/upstream/announcements"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// fakeConfig is a Config made of function fields.
type fakeConfig struct {
	site    func(ctx context.Context, client, site string) (siteconfig.Site, error)
	sources func(ctx context.Context, client, site string) ([]siteconfig.Source, error)
}

var _ Config = fakeConfig{}

func (f fakeConfig) Site(ctx context.Context, client, site string) (siteconfig.Site, error) {
	return f.site(ctx, client, site)
}

func (f fakeConfig) Sources(ctx context.Context, client, site string) ([]siteconfig.Source, error) {
	return f.sources(ctx, client, site)
}

// fakeAnnouncements is an Announcements made of a function field.
type fakeAnnouncements struct {
	public func(ctx context.Context, client, site string) (announcements.Public, error)
}

var _ Announcements = fakeAnnouncements{}

func (f fakeAnnouncements) Public(ctx context.Context, client, site string) (announcements.Public, error) {
	return f.public(ctx, client, site)
}
