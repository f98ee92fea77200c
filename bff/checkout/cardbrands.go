package checkout

import (
	"slices"

	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// acceptedCardBrands is the card brands cart c accepts on site st: the
// site's (TENDER-03) minus every brand an item's payable disables, by its
// disabledCardBrands or its payment restrictions, whatever the spelling
// (TENDER-04).
func acceptedCardBrands(st siteconfig.Site, c cart.Cart) []string {
	disabled := map[string]bool{}
	for _, it := range c.Items {
		names := slices.Clone(it.Payable.DisabledCardBrands)
		if r := it.Payable.PaymentRestrictions; r != nil {
			names = append(names, r.DisabledCardBrands...)
		}
		for _, n := range names {
			if b, ok := siteconfig.CardBrandOf(n); ok {
				disabled[b] = true
			}
		}
	}
	out := []string{}
	for _, b := range st.AcceptedCardBrands() {
		if !disabled[b] {
			out = append(out, b)
		}
	}
	return out
}
