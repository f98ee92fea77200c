package checkout

import (
	"context"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
)

// siteTakes refuses, before anything is charged, a tender of a kind the
// site's payment methods do not list right now (screen.SiteTakes, ANN-10),
// so an outage is enforced at check-out and not only hidden from the page.
func (s *Checkout) siteTakes(ctx context.Context, g Guest, t TenderInput, lang bff.Language) error {
	if s.Config == nil {
		return nil // a check-out built without the configuration leaves it to the cart service
	}
	return screen.SiteTakes(ctx, s.Config, g.Client, g.Site, tenderMethod(t), lang)
}

// tenderMethod is the site payment method t pays with: bank, Apple Pay or
// Google Pay (a card from the wallet), or card; "" for none of them.
func tenderMethod(t TenderInput) string {
	switch {
	case t.Type == TenderBank:
		return TenderBank
	case t.Type == TenderCard && t.Source == SourceApple:
		return TenderApplePay
	case t.Type == TenderCard && t.Source == SourceGoogle:
		return TenderGooglePay
	case t.Type == TenderCard:
		return TenderCard
	}
	return ""
}
