package schedpay

import (
	"context"
	"slices"

	"github.com/payhub/payhub/bff/upstream/announcements"
)

// ReasonMethodUnavailable is the failure reason of a run not charged
// because an active banner's effect switches its tender's kind of payment
// off on the plan's site (ANN-10).
const ReasonMethodUnavailable = "method_unavailable"

// Banners reads a site's active banners (the announcements store, in
// process, as the sandbox wires its services).
type Banners interface {
	ActiveBanners(ctx context.Context, client, site string) ([]announcements.Banner, error)
}

// outageEffect is the banner effect that switches off payments by a
// tender of type typ: a card outage stops cards (and the mobile wallets,
// which a plan never uses), a bank outage bank accounts.
func outageEffect(typ string) string {
	switch typ {
	case "card":
		return announcements.EffectDisableCardPayments
	case "bank":
		return announcements.EffectDisableBankPayments
	}
	return ""
}

// methodDown reports whether an active banner on the plan's site switches
// off its tender's kind of payment (ANN-10): the public check-out refuses
// that kind then, and a scheduled run must not charge it either. A runner
// without banners charges as before.
func (r *Runner) methodDown(ctx context.Context, p Record) (bool, error) {
	effect := outageEffect(p.Plan.Tender.Type)
	if r.banners == nil || effect == "" {
		return false, nil
	}
	banners, err := r.banners.ActiveBanners(ctx, p.Plan.Client, p.Plan.Site)
	if err != nil {
		return false, err
	}
	for _, b := range banners {
		if b.Active && slices.Contains(b.Effects, effect) {
			return true, nil
		}
	}
	return false, nil
}
