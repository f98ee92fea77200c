package checkout

import (
	"context"
	"slices"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// ChangeRenewal switches a renewal in the cart to another of its periods
// (its payable's payment choices: 12 or 24 months): the new period is
// added, then the old one removed; when the removal fails the new one is
// taken out again, so the cart keeps the previous period (spec 000 §8
// "Change payable failure").
func (s *Delivery) ChangeRenewal(ctx context.Context, g Guest, itemID, path string, lang bff.Language) (CartView, string, error) {
	c, err := s.guestCart(ctx, g, lang)
	if err != nil {
		return CartView{}, g.CartID, err
	}
	i := slices.IndexFunc(c.Items, func(it cart.Item) bool { return it.ID == itemID })
	if i < 0 {
		return CartView{}, c.ID, texts.Error(bff.CodeNotFound, texts.ChangePayable, lang, nil)
	}
	old := c.Items[i]
	if old.Path == path {
		return cartView(c), c.ID, nil
	}
	if !slices.ContainsFunc(old.Payable.PaymentChoices, func(p payables.PaymentChoice) bool { return p.Path == path }) {
		return CartView{}, c.ID, texts.Error(bff.CodeInvalid, texts.RenewalChoice, lang, nil)
	}
	added, err := s.Carts.AddItems(ctx, g.Client, g.Site, c.ID, []cart.AddItem{{Path: path}}, lang)
	if err != nil {
		return CartView{}, c.ID, texts.Error(bff.ErrorCode(cartError(err, lang)), texts.ChangePayable, lang, err)
	}
	after, err := s.Carts.RemoveItem(ctx, g.Client, g.Site, c.ID, itemID)
	if err != nil {
		for _, it := range added.Items {
			if it.Path == path {
				if _, undo := s.Carts.RemoveItem(ctx, g.Client, g.Site, c.ID, it.ID); undo != nil && s.Logger != nil {
					s.Logger.ErrorContext(ctx, "renewal period switch not undone", "cart_id", c.ID, "error", undo.Error())
				}
			}
		}
		return CartView{}, c.ID, texts.Error(bff.ErrorCode(cartError(err, lang)), texts.ChangePayable, lang, err)
	}
	return cartView(after), after.ID, nil
}
