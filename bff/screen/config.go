package screen

import (
	"context"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// Section budgets of the configuration reads every screen makes. The
// specification names no time-outs for these reads; the budgets keep a
// page responsive when one upstream is slow.
const (
	ConfigBudget  = 3 * time.Second
	SourcesBudget = 3 * time.Second
)

// Config is what the screens need of the site configuration service.
type Config interface {
	Site(ctx context.Context, client, site string) (siteconfig.Site, error)
	Sources(ctx context.Context, client, site string) ([]siteconfig.Source, error)
}

// SiteConfig reads one site's configuration.
type SiteConfig interface {
	Site(ctx context.Context, client, site string) (siteconfig.Site, error)
}

// VisibleSources drops sources hidden in production unless forced to show
// (spec 001 §2).
func VisibleSources(srcs []siteconfig.Source, env bff.Env) []siteconfig.Source {
	out := make([]siteconfig.Source, 0, len(srcs))
	for _, src := range srcs {
		if env.IsProduction() && src.HideInProd && !src.ForceShowInProd {
			continue
		}
		out = append(out, src)
	}
	return out
}
