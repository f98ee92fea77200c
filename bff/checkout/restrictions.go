package checkout

import (
	"context"
	"log/slog"
	"slices"
	"strings"
	"time"

	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// Alert keys of the per-payable tender restrictions (spec 000 §5 "Tenders
// are restricted per payable: the message lists payables and methods"; §8
// cart.no_enabled_payment_methods).
const (
	AlertTenderRestricted = "cart.tender_restricted"
	AlertNoMethods        = "cart.no_enabled_payment_methods"
)

// LogCodeNoMethods tags the log line of a cart left with no method (spec
// 000 §8: logged to error reporting, tagged with a code).
const LogCodeNoMethods = "no_enabled_payment_methods"

// referenceDigits is how much of the cart id the no-methods alert names
// (spec 000 §8: the last four characters).
const referenceDigits = 4

// payablesClock is the time the payables' restrictions are read at.
func (s *Checkout) payablesClock() time.Time {
	if s.PayablesNow != nil {
		return s.PayablesNow()
	}
	return s.clock()
}

// itemMethods is the methods of offered an item's payable allows at now:
// its allowed tender types (all when it names none) minus those its
// payment restrictions turn off (PAY-13).
func itemMethods(p payables.Payable, offered []string, now time.Time) []string {
	return slices.DeleteFunc(slices.Clone(offered), func(t string) bool {
		return (len(p.AllowedTenderTypes) > 0 && !slices.Contains(p.AllowedTenderTypes, t)) || p.PaymentRestrictions.Disables(t, now)
	})
}

// restrictTenders applies the payables' temporary restrictions to v and
// adds the alerts that name the restricted payables and the methods they
// allow, one alert per set of methods. offered is the methods the site
// offers this cart. When no method remains, a danger alert names the last
// characters of the cart id, and noMethods is true.
func restrictTenders(offered []string, c cart.Cart, v TendersView, now time.Time) (out TendersView, noMethods bool) {
	var order []string
	groups := map[string]*LimitAlert{}
	for _, it := range c.Items {
		allowed := itemMethods(it.Payable, offered, now)
		v.Allowed = slices.DeleteFunc(v.Allowed, func(t string) bool { return !slices.Contains(allowed, t) })
		if len(allowed) == len(offered) {
			continue
		}
		key := strings.Join(allowed, ",")
		g, ok := groups[key]
		if !ok {
			g = &LimitAlert{Key: AlertTenderRestricted, Types: allowed}
			groups[key] = g
			order = append(order, key)
		}
		if !slices.Contains(g.Payables, it.Payable.DisplayName) {
			g.Payables = append(g.Payables, it.Payable.DisplayName)
		}
	}
	level := AlertWarning
	noMethods = len(c.Items) > 0 && len(v.Allowed) == 0
	if noMethods {
		level = AlertDanger
	}
	for _, key := range order {
		g := groups[key]
		g.Level = level
		v.Alerts = append(v.Alerts, *g)
	}
	if noMethods {
		v.Alerts = append(v.Alerts, LimitAlert{Level: AlertDanger, Key: AlertNoMethods, Types: []string{},
			Reference: c.ID[max(0, len(c.ID)-referenceDigits):]})
	}
	return v, noMethods
}

// logNoMethods reports a cart whose payables leave no method the site
// offers (spec 000 §8, ERR-07).
func logNoMethods(ctx context.Context, logger *slog.Logger, c cart.Cart) {
	if logger == nil {
		return
	}
	logger.WarnContext(ctx, "no payment method is allowed for the cart's payables and the site",
		"code", LogCodeNoMethods, "client", c.Client, "site", c.Site, "cart_id", c.ID)
}

// LogCodeBrokenRestriction tags the log line of a payable whose payment
// restrictions name a tender restriction without a type (PAY-13).
const LogCodeBrokenRestriction = "broken_payment_restriction"

// logBrokenRestrictions reports, at error level, each payable of c whose
// payment restrictions hold a tender restriction without a type: the
// record cannot say which method it turns off, so it turns none off
// (payables.DisabledTenderType.Broken) and must be mended at its source.
func logBrokenRestrictions(ctx context.Context, logger *slog.Logger, c cart.Cart) {
	if logger == nil {
		return
	}
	for _, it := range c.Items {
		if n := it.Payable.PaymentRestrictions.BrokenRestrictions(); n > 0 {
			logger.ErrorContext(ctx, "a payable's payment restriction names no tender type; it turns no method off",
				"code", LogCodeBrokenRestriction, "client", c.Client, "site", c.Site, "cart_id", c.ID,
				"path", it.Path, "broken", n)
		}
	}
}

// checkoutMethods is the methods of offered that the check-out accepts.
func checkoutMethods(offered []string) []string {
	return slices.DeleteFunc(slices.Clone(offered), func(t string) bool { return !slices.Contains(checkoutTenders(), t) })
}
