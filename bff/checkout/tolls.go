package checkout

import (
	"context"
	"strings"

	"github.com/payhub/payhub/bff/upstream/cart"
)

// Toll items ride along with a vehicle renewal of the same plate (spec 000
// §4 "Delivery": toll items are removed when no renewal item with the same
// license plate is present; DLV-21).
const (
	adaptorTolls    = "tolls"
	categoryToll    = "toll"
	adaptorRenewal  = "vehicle_renewal"
	licensePlateKey = "license_plate"
)

// plateOf is the item's license plate, normalized, or "" when it has none.
func plateOf(it cart.Item) string {
	return strings.ToUpper(strings.TrimSpace(it.Payable.CachesafeSearchPairs[licensePlateKey]))
}

func isToll(it cart.Item) bool {
	return it.Payable.Adaptor == adaptorTolls || it.Payable.ItemCategory == categoryToll
}

// orphanTolls lists the ids of c's toll items that no renewal item with
// the same license plate accompanies.
func orphanTolls(c cart.Cart) []string {
	renewed := map[string]bool{}
	for _, it := range c.Items {
		if it.Payable.Adaptor == adaptorRenewal && plateOf(it) != "" {
			renewed[plateOf(it)] = true
		}
	}
	var out []string
	for _, it := range c.Items {
		if isToll(it) && !renewed[plateOf(it)] {
			out = append(out, it.ID)
		}
	}
	return out
}

// dropOrphanTolls removes c's toll items whose renewal has left the cart,
// and answers the cart as it then is. An item already gone is skipped.
func (s *Checkout) dropOrphanTolls(ctx context.Context, client, site string, c cart.Cart) (cart.Cart, error) {
	for _, id := range orphanTolls(c) {
		next, err := s.Carts.RemoveItem(ctx, client, site, c.ID, id)
		if itemGone(err) {
			continue
		}
		if err != nil {
			return c, err
		}
		c = next
	}
	return c, nil
}
