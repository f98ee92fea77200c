package checkout

import (
	"context"
	"slices"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
)

// siteTakes refuses, before anything is charged, a tender of a kind the
// site's payment methods do not list right now. The configuration's
// methods are those the active banners' effects leave (ANN-10: a card
// outage takes card and the mobile wallets away, a bank outage bank), so
// an outage is enforced at check-out and not only hidden from the page.
func (s *Checkout) siteTakes(ctx context.Context, g Guest, t TenderInput, lang bff.Language) error {
	m := tenderMethod(t)
	if m == "" || s.Config == nil {
		return nil // a check-out built without the configuration leaves it to the cart service
	}
	st, err := s.Config.Site(ctx, g.Client, g.Site)
	if err != nil {
		return err
	}
	if slices.Contains(st.PaymentMethods, m) {
		return nil
	}
	return texts.Error(bff.CodeUnprocessable, texts.MethodUnavailable, lang, nil)
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
