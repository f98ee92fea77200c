package payables

import (
	"encoding/json"
	"strings"

	"github.com/payhub/payhub/bff"
)

// ExtraItem is one extra item of a vehicle renewal, such as a specialty
// plate or a voluntary contribution, included in its amount (spec 001 §3
// "Vehicle renewal custom parameters": extra_items).
type ExtraItem struct {
	DisplayName string `json:"display_name"`
	Amount      string `json:"amount"`
}

// customExtraItems is the custom_parameters key of a renewal's extra items.
const customExtraItems = "extra_items"

// ExtraItemsOf reads a vehicle renewal's extra items apart from the rest of
// its parameters, so that unreadable extra items never hide its delivery or
// fees. ok is false when they are there but cannot be read: not a list, an
// item without a name, or an amount that is not an amount (PAY-09: the
// portal then shows the fallback warning). A payable that is not a renewal,
// or names no extra items, has none and ok is true.
func ExtraItemsOf(p Payable) (items []ExtraItem, ok bool) {
	raw, found := p.CustomParameters[customExtraItems]
	if p.Adaptor != AdaptorVehicleRenewal || !found || raw == nil {
		return nil, true
	}
	b, err := json.Marshal(raw)
	if err != nil || json.Unmarshal(b, &items) != nil {
		return nil, false
	}
	for _, it := range items {
		if strings.TrimSpace(it.DisplayName) == "" {
			return nil, false
		}
		if _, err := bff.ParseAmount(it.Amount); err != nil {
			return nil, false
		}
	}
	return items, true
}
