package shell

import (
	"context"
	"sync"
	"time"

	"github.com/microcosm-cc/bluemonday"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/upstream/announcements"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// AnnouncementsBudget bounds the announcements section: the least
// important read of the shell, so the shortest budget.
const AnnouncementsBudget = 2 * time.Second

// Announcements is what the screens need of the announcements service.
type Announcements interface {
	Public(ctx context.Context, client, site string) (announcements.Public, error)
}

// Shell builds the shell and home screens.
type Shell struct {
	Config        screen.Config
	Announcements Announcements
	Env           bff.Env
	// Forms says which sites offer county forms; nil: none do.
	Forms Forms

	policyOnce sync.Once
	policy     *bluemonday.Policy
}

// Shell returns the screen every page's frame needs: the site's
// configuration, its payable sources and its public announcements.
func (s *Shell) Shell(ctx context.Context, client, site string) (screen.Screen, error) {
	return s.build(ctx, ScreenShell, client, site)
}

// Home returns the home screen: the same three sections, from which the
// portal draws the title, cover image and one tile per source.
func (s *Shell) Home(ctx context.Context, client, site string) (screen.Screen, error) {
	return s.build(ctx, ScreenHome, client, site)
}

func (s *Shell) build(ctx context.Context, name, client, site string) (screen.Screen, error) {
	outs := screen.FanOut(ctx, []screen.Part{
		{Name: "config", Budget: screen.ConfigBudget, Load: func(ctx context.Context) (any, error) {
			cfg, err := s.Config.Site(ctx, client, site)
			if err != nil {
				return nil, err
			}
			// CONTACT-02: the contact form always offers 'Website issue'.
			cfg.ContactTopics = siteconfig.WithWebsiteIssue(cfg.ContactTopics)
			return SiteConfig{Site: cfg.Public(), Forms: s.hasForms(ctx, client, site)}, nil
		}},
		{Name: "sources", Budget: screen.SourcesBudget, Load: func(ctx context.Context) (any, error) {
			srcs, err := s.Config.Sources(ctx, client, site)
			if err != nil {
				return nil, err
			}
			// SRCH-02, ROUTE-46: each source with its route and the
			// route metadata navigation links are drawn from, by order.
			return siteconfig.Routed(client, site, siteconfig.PublicSources(s.linkedSources(ctx, client, site, screen.VisibleSources(srcs, s.Env)))), nil
		}},
		{Name: "announcements", Budget: AnnouncementsBudget, Load: func(ctx context.Context) (any, error) {
			return s.shellAnnouncements(ctx, client, site)
		}},
	})
	return screen.Assemble(screen.Screen{Screen: name, Client: client, Site: site, Environment: string(s.Env)}, outs, "config")
}
