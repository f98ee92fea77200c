package screen

import (
	"context"
	"sync"
	"time"

	"github.com/microcosm-cc/bluemonday"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/announcements"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// Section budgets of the shell and home screens. The specification names no
// time-outs for these reads; the budgets keep a page responsive when one
// upstream is slow (announcements are the least important, so the shortest).
const (
	ConfigBudget        = 3 * time.Second
	SourcesBudget       = 3 * time.Second
	AnnouncementsBudget = 2 * time.Second
)

// Config is what the screens need of the site configuration service.
type Config interface {
	Site(ctx context.Context, client, site string) (siteconfig.Site, error)
	Sources(ctx context.Context, client, site string) ([]siteconfig.Source, error)
}

// Announcements is what the screens need of the announcements service.
type Announcements interface {
	Public(ctx context.Context, client, site string) (announcements.Public, error)
}

// Shell builds the shell and home screens.
type Shell struct {
	Config        Config
	Announcements Announcements
	Env           bff.Env

	policyOnce sync.Once
	policy     *bluemonday.Policy
}

// Shell returns the screen every page's frame needs: the site's
// configuration, its payable sources and its public announcements.
func (s *Shell) Shell(ctx context.Context, client, site string) (Screen, error) {
	return s.build(ctx, "shell", client, site)
}

// Home returns the home screen: the same three sections, from which the
// portal draws the title, cover image and one tile per source.
func (s *Shell) Home(ctx context.Context, client, site string) (Screen, error) {
	return s.build(ctx, "home", client, site)
}

func (s *Shell) build(ctx context.Context, name, client, site string) (Screen, error) {
	outs := fanOut(ctx, []part{
		{name: "config", budget: ConfigBudget, load: func(ctx context.Context) (any, error) {
			cfg, err := s.Config.Site(ctx, client, site)
			if err != nil {
				return nil, err
			}
			// CONTACT-02: the contact form always offers 'Website issue'.
			cfg.ContactTopics = siteconfig.WithWebsiteIssue(cfg.ContactTopics)
			return cfg.Public(), nil
		}},
		{name: "sources", budget: SourcesBudget, load: func(ctx context.Context) (any, error) {
			srcs, err := s.Config.Sources(ctx, client, site)
			if err != nil {
				return nil, err
			}
			return visibleSources(srcs, s.Env), nil
		}},
		{name: "announcements", budget: AnnouncementsBudget, load: func(ctx context.Context) (any, error) {
			return s.shellAnnouncements(ctx, client, site)
		}},
	})
	return assemble(Screen{Screen: name, Client: client, Site: site, Environment: string(s.Env)}, outs, "config")
}

// visibleSources drops sources hidden in production unless forced to show
// (spec 001 §2).
func visibleSources(srcs []siteconfig.Source, env bff.Env) []siteconfig.Source {
	out := make([]siteconfig.Source, 0, len(srcs))
	for _, src := range srcs {
		if env.IsProduction() && src.HideInProd && !src.ForceShowInProd {
			continue
		}
		out = append(out, src)
	}
	return out
}
