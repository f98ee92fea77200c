package staffplans

import (
	"context"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/texts"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
)

// methodOpen refuses running plan id now when its site does not take the
// plan's tender right now (screen.SiteTakes: the site's methods after the
// active banners' effects, ANN-10), the same rule as the check-out's. A
// plan's tender is a saved card or bank account, whose type is the site
// method's name. The plan is looked up among the member's staff plans; one
// not there is not found, as the service would answer.
func (s *Service) methodOpen(ctx context.Context, m Member, id string, lang bff.Language) error {
	plans, err := s.Plans.Admin(m.Token()).Plans(ctx, api.AdminFilter{IncludeInactive: true})
	if err != nil {
		return refusal(err, lang)
	}
	for _, p := range plans {
		if p.ID == id && m.Allows(p.Client, p.Site) {
			return screen.SiteTakes(ctx, s.Config, p.Client, p.Site, p.Tender.Type, lang)
		}
	}
	return texts.Error(bff.CodeNotFound, texts.ScheduleNotFound, lang, nil)
}
