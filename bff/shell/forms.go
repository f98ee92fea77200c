package shell

import (
	"context"

	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// Forms tells whether a site offers county forms (bff/forms.Service).
type Forms interface {
	HasForms(ctx context.Context, client, site string) (bool, error)
}

// SiteConfig is the config section of the shell: the site's public
// configuration with the features it has beside it. Forms is ROUTE-32's
// flag: the portal opens forms/{slug?} only where it is set.
type SiteConfig struct {
	siteconfig.Site
	Forms bool `json:"forms"`
}

// hasForms is whether client/site offers forms. Without a forms service,
// or when it cannot say, the site has none: the portal then leaves the
// forms routes closed rather than open pages that cannot load.
func (s *Shell) hasForms(ctx context.Context, client, site string) bool {
	if s.Forms == nil {
		return false
	}
	ok, err := s.Forms.HasForms(ctx, client, site)
	return err == nil && ok
}
