package shell

import (
	"context"

	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// linkedSources rewrites the redirect links of srcs to the site's link
// hosts by their app prefix (ROUTE-49). The site's configuration is read
// again for its hosts (a cached read beside the config section); when it
// cannot be read, the links stay paths of the current origin, which is
// where they would go with no host configured.
func (s *Shell) linkedSources(ctx context.Context, client, site string, srcs []siteconfig.Source) []siteconfig.Source {
	needs := false
	for _, src := range srcs {
		needs = needs || (src.SearchType == siteconfig.SearchRedirect && src.URLAppMapping != "")
	}
	if !needs {
		return srcs
	}
	cfg, err := s.Config.Site(ctx, client, site)
	if err != nil {
		return srcs
	}
	out := make([]siteconfig.Source, len(srcs))
	for i, src := range srcs {
		out[i] = src.WithLinkHost(cfg.LinkHosts)
	}
	return out
}
