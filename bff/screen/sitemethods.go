package screen

import (
	"context"
	"slices"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
)

// ReasonMethodUnavailable is the reason of a refusal of a payment method
// the site does not take right now (bff.Error.Reason).
const ReasonMethodUnavailable = "method_unavailable"

// SiteTakes refuses, before anything is charged, a payment by method
// ("card", "bank", "applePay", "googlePay") when the site's payment
// methods do not list it right now: 422 method_unavailable in lang. The
// configuration's methods are those the active banners' effects leave
// (ANN-10: a card outage takes card and the mobile wallets away, a bank
// outage bank; shell.EffectsConfig under the cache), so one rule serves
// every route that charges, the check-out and staff running a plan now
// alike. An empty method is left to the upstream service.
func SiteTakes(ctx context.Context, cfg SiteConfig, client, site, method string, lang bff.Language) error {
	if method == "" || cfg == nil {
		return nil
	}
	st, err := cfg.Site(ctx, client, site)
	if err != nil {
		return err
	}
	if slices.Contains(st.PaymentMethods, method) {
		return nil
	}
	e := texts.Error(bff.CodeUnprocessable, texts.MethodUnavailable, lang, nil)
	e.Reason = ReasonMethodUnavailable
	return e
}
