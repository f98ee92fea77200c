package checkout

import (
	"slices"

	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// Tender types paid through PayPal or a mobile wallet (spec 000 §1: PayPal
// or Venmo, Apple Pay or Google Pay). Venmo is a PayPal brand; Apple Pay
// and Google Pay carry a card.
const (
	TenderVenmo     = "venmo"
	TenderApplePay  = "applePay"
	TenderGooglePay = "googlePay"
)

// mobileTenders are the mobile wallets.
func mobileTenders() []string { return []string{TenderApplePay, TenderGooglePay} }

// paypalBrands are the tender types paid through a PayPal order.
func paypalBrands() []string { return []string{TenderPayPal, TenderVenmo} }

// cardLimited are the tender types a department's card limit blocks (spec
// 000 §5: "card and PayPal"): card and PayPal always, and Venmo (a PayPal
// brand) and the mobile wallets (which carry a card) where the cart may use
// them.
func cardLimited(candidates []string) []string {
	out := []string{TenderCard, TenderPayPal}
	for _, t := range []string{TenderVenmo, TenderApplePay, TenderGooglePay} {
		if slices.Contains(candidates, t) {
			out = append(out, t)
		}
	}
	return out
}

// itemCategories counts the distinct item categories of c's items.
func itemCategories(c cart.Cart) int {
	seen := map[string]bool{}
	for _, it := range c.Items {
		seen[it.Payable.ItemCategory] = true
	}
	return len(seen)
}

// offeredMethods are the site's payment methods that cart c may be offered,
// by spec 000 §5 "Checkout submission":
//
//   - TENDER-11: PayPal only where the site's paymentMethods list it (a site
//     switches PayPal off by leaving it out);
//   - TENDER-12, TENDER-13, TENDER-15: Venmo only where the site's
//     venmoEnabled flag is set and PayPal is accepted, for a cart of a single
//     item category without delayed items (TENDER-14, not inside an iframe,
//     is decided by the portal, which alone knows);
//   - TENDER-10: Apple Pay and Google Pay not for a cart mixing item
//     categories, unless the site's allowMobilePayMixedCategories is set.
//
// Department limits and the items' own tender types narrow the result
// further (tenders).
func offeredMethods(st siteconfig.Site, c cart.Cart) []string {
	out := []string{}
	mixed := itemCategories(c) > 1
	for _, m := range st.PaymentMethods {
		switch {
		case m == TenderVenmo:
			continue // offered by the venmoEnabled flag below
		case slices.Contains(mobileTenders(), m) && mixed && !st.AllowMobilePayMixedCategories:
			continue
		}
		out = append(out, m)
	}
	if st.VenmoEnabled && slices.Contains(st.PaymentMethods, TenderPayPal) && !mixed && !c.HasDelayedItems {
		out = append(out, TenderVenmo)
	}
	return out
}
