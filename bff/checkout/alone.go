package checkout

import (
	"context"
	"slices"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// PayableRetriever reads payables by path (the payables service's POST
// /v0/retrieve).
type PayableRetriever interface {
	Retrieve(ctx context.Context, paths []string, lang bff.Language) (payables.RetrieveResponse, error)
}

// checkAlone refuses an add that would put a parent payable with children
// in a cart beside anything else (spec 001 §4 "Payables flags", PAY-11):
// a parent added with other items or to a cart holding others, or an item
// added to a cart holding such a parent. cartID is the cart added to, ""
// for a new one. The payables read are also those whose freeform values
// the add carries, checked here too (checkAddedValues; PAY-06, VAL-80); a
// path the Retriever does not return is refused, never left unchecked.
// Without a Retriever nothing is checked.
func (s *Checkout) checkAlone(ctx context.Context, g Guest, cartID string, adds []cart.AddItem, lang bff.Language) error {
	if s.Retriever == nil {
		return nil
	}
	paths := make([]string, 0, len(adds))
	for _, a := range adds {
		if !slices.Contains(paths, a.Path) {
			paths = append(paths, a.Path)
		}
	}
	var held *screen.Future[cart.Cart]
	if cartID != "" {
		held = screen.GoFuture(ctx, screen.SourcesBudget, func(ctx context.Context) (cart.Cart, error) {
			return s.Carts.Get(ctx, g.Client, g.Site, cartID)
		})
	}
	added, err := s.Retriever.Retrieve(ctx, paths, lang)
	if err != nil {
		return err
	}
	if err := checkAddedValues(adds, added.Payables, lang); err != nil {
		return err
	}
	parentAdded := slices.ContainsFunc(added.Payables, payables.Payable.HasChildren)
	if parentAdded && len(paths) > 1 {
		return texts.Error(bff.CodeUnprocessable, texts.PayableAlone, lang, nil)
	}
	if held == nil {
		return nil
	}
	c, err := held.Wait(ctx)
	if err != nil {
		// A cart that is gone is answered by the add itself, which
		// starts a new one.
		if cartGone(err) {
			return nil
		}
		return cartError(err, lang)
	}
	for _, it := range c.Items {
		if slices.Contains(paths, it.Path) {
			continue // more of the same item is the cart's own rule
		}
		if parentAdded || it.Payable.HasChildren() {
			return texts.Error(bff.CodeUnprocessable, texts.PayableAlone, lang, nil)
		}
	}
	return nil
}
