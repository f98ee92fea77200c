package checkout

import (
	"context"
	"slices"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// TaxsysEvents is what the tax-system pages' adds need of the payables
// service: the taxsys_add_items event (API-91).
type TaxsysEvents interface {
	TaxsysAddItems(ctx context.Context, adaptor string, req payables.TaxsysAddItemsRequest, lang bff.Language) (payables.TaxsysAddItemsResponse, error)
}

// TaxsysAdded is the answer of an add from the tax-system pages: the cart,
// and the reference numbers under which the payables' adaptors recorded
// the add, one per adaptor told (none when telling failed).
type TaxsysAdded struct {
	Cart       CartView `json:"cart"`
	References []string `json:"references"`
}

// AddTaxsysItems adds items to the guest's cart as AddItems does, for the
// tax-system pages (spec 000 §2 "taxsys"), then tells each added payable's
// adaptor which of its payables were added there (POST
// /v0/{adaptor}/events/taxsys_add_items, API-91; a trailing version segment
// of the adaptor is stripped by the client). The event follows the add:
// the county's tax system learns of the bills its pages sent to the cart.
// A failed event is logged and leaves the add standing, since the items
// are in the cart and the resident's payment does not depend on it.
func (s *Checkout) AddTaxsysItems(ctx context.Context, g Guest, items []AddItemInput, lang bff.Language) (TaxsysAdded, string, error) {
	c, cartID, err := s.addToCart(ctx, g, items, lang)
	if err != nil {
		return TaxsysAdded{}, cartID, err
	}
	out := TaxsysAdded{Cart: cartView(c), References: []string{}}
	if s.Taxsys == nil {
		return out, c.ID, nil
	}
	// Keyed as the cart holds the paths, so a padded path still names
	// the item it added.
	asked := map[string]bool{}
	for _, it := range items {
		asked[canonicalPath(it.Path)] = true
	}
	var adaptors []string
	paths := map[string][]string{}
	for _, it := range c.Items {
		a := payables.EventAdaptor(it.Payable.Adaptor)
		if !asked[it.Path] || a == "" || slices.Contains(paths[a], it.Path) {
			continue
		}
		if _, seen := paths[a]; !seen {
			adaptors = append(adaptors, a)
		}
		paths[a] = append(paths[a], it.Path)
	}
	for _, a := range adaptors {
		res, err := s.Taxsys.TaxsysAddItems(ctx, a, payables.TaxsysAddItemsRequest{Client: g.Client, Site: g.Site, Paths: paths[a]}, lang)
		if err != nil {
			if s.Logger != nil {
				s.Logger.WarnContext(ctx, "taxsys_add_items event failed; the items stay in the cart",
					"client", g.Client, "site", g.Site, "adaptor", a, "paths", len(paths[a]), "err", err)
			}
			continue
		}
		if s.Logger != nil {
			s.Logger.InfoContext(ctx, "taxsys_add_items event recorded", "client", g.Client, "site", g.Site,
				"adaptor", a, "paths", len(paths[a]), "reference_number", res.ReferenceNumber)
		}
		out.References = append(out.References, res.ReferenceNumber)
	}
	return out, c.ID, nil
}
