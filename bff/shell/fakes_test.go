package shell

import (
	"context"

	"github.com/payhub/payhub/bff/upstream/announcements"
)

// fakeAnnouncements is an Announcements made of a function field.
type fakeAnnouncements struct {
	public func(ctx context.Context, client, site string) (announcements.Public, error)
}

var _ Announcements = fakeAnnouncements{}

func (f fakeAnnouncements) Public(ctx context.Context, client, site string) (announcements.Public, error) {
	return f.public(ctx, client, site)
}
