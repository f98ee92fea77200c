package checkout

import (
	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// withChoicesAndExtras adds p's payment choices (PAY-05) and a renewal's
// extra items (PAY-09) to its search view. A choice whose amount is not an
// amount is left out rather than offered at a wrong price; a payable with
// fewer than two usable choices offers none, as there is nothing to choose.
func withChoicesAndExtras(v PayableView, p payables.Payable) PayableView {
	choices := make([]PaymentChoiceView, 0, len(p.PaymentChoices))
	for _, c := range p.PaymentChoices {
		cents, err := bff.ParseAmount(c.Amount)
		if err != nil || c.Path == "" || c.DisplayName == "" {
			continue
		}
		choices = append(choices, PaymentChoiceView{Path: c.Path, DisplayName: c.DisplayName, Amount: cents.String()})
	}
	if len(choices) > 1 {
		v.Choices = choices
	}
	items, ok := payables.ExtraItemsOf(p)
	v.ExtraItemsUnreadable = !ok
	for _, it := range items {
		cents, _ := bff.ParseAmount(it.Amount) // ExtraItemsOf has checked it
		v.ExtraItems = append(v.ExtraItems, ExtraItemView{DisplayName: it.DisplayName, Amount: cents.String()})
	}
	return v
}
