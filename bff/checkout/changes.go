package checkout

import (
	"context"
	"slices"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// UpdatedPayableView is what changed about an item's payable since it was
// added (spec 000 §4 "Payable change events"). ChangeID identifies the
// change event, so that the portal applies each event once (PAYCHG-01);
// TenderTypesOnly says the change is only in the allowed tender types, which
// the portal applies without asking (PAYCHG-08).
type UpdatedPayableView struct {
	ChangeID           string   `json:"changeId"`
	Amount             string   `json:"amount"`
	IsPayable          bool     `json:"isPayable"`
	NotPayableReason   string   `json:"notPayableReason,omitempty"`
	DisplayName        string   `json:"displayName"`
	AllowedTenderTypes []string `json:"allowedTenderTypes"`
	TenderTypesOnly    bool     `json:"tenderTypesOnly"`
}

// updatedPayableView maps an item's updated payable, or nil.
func updatedPayableView(it cart.Item) *UpdatedPayableView {
	p := it.UpdatedPayable
	if p == nil {
		return nil
	}
	v := &UpdatedPayableView{
		ChangeID:           p.ChangeID,
		Amount:             p.Amount,
		IsPayable:          p.IsPayable,
		DisplayName:        p.DisplayName,
		AllowedTenderTypes: slices.Clone(p.AllowedTenderTypes),
		TenderTypesOnly:    tenderTypesOnly(it.Payable, *p),
	}
	if v.ChangeID == "" {
		// A payable changed back (e.g. reseeded) carries no change id; the
		// item and the amount name the event.
		v.ChangeID = "item:" + it.ID + ":" + p.Amount
	}
	if v.AllowedTenderTypes == nil {
		v.AllowedTenderTypes = []string{}
	}
	if !p.IsPayable && p.IsPayableMessage != nil {
		v.NotPayableReason = p.IsPayableMessage.Display
	}
	return v
}

// tenderTypesOnly reports whether updated differs from held only in its
// allowed tender types.
func tenderTypesOnly(held, updated payables.Payable) bool {
	same, err := sameAmount(held.Amount, updated.Amount)
	return err == nil && same && held.IsPayable == updated.IsPayable
}

// sameAmount compares two exact decimal amounts by value.
func sameAmount(a, b string) (bool, error) {
	x, err := bff.ParseAmount(a)
	if err != nil {
		return false, err
	}
	y, err := bff.ParseAmount(b)
	return x == y, err
}

// pendingChange reports VAL-21's payable conditions for one item: its
// payable changed in a way the payer must accept or refuse, or is gone.
func pendingChange(it cart.Item) bool {
	return it.NotFound || (it.UpdatedPayable != nil && !tenderTypesOnly(it.Payable, *it.UpdatedPayable))
}

// ValidateCart is VAL-21 on the BFF: a cart is not ready for payment while
// one of its items carries an updated payable the payer has not accepted or
// removed, or a payable that is no longer found. (The other conditions of
// VAL-21 are refused where they arise: an invalid amount or field by the
// item commands, a tender over a department limit by the tenders section
// and the check-out.)
func ValidateCart(c cart.Cart, lang bff.Language) error {
	for _, it := range c.Items {
		if pendingChange(it) {
			return texts.Error(bff.CodeUnprocessable, texts.ItemsChanged, lang, nil)
		}
	}
	return nil
}

// checkPendingChanges refuses the check-out of an open cart that fails
// ValidateCart. A cart that cannot be read is left to the check-out itself,
// which answers for it (a paid cart answers its first receipt).
func (s *Checkout) checkPendingChanges(ctx context.Context, g Guest, lang bff.Language) error {
	c, err := s.Carts.Get(ctx, g.Client, g.Site, g.CartID)
	if err != nil || c.Status != cart.StatusOpen {
		return nil
	}
	return ValidateCart(c, lang)
}

// AcceptUpdate keeps an item whose payable changed: the item takes the
// updated payable and its amount (spec 000 §4: Keep item, only while the
// payable is still payable). An item without a change answers the cart as
// it is; one that is not found or no longer payable can only be removed.
func (s *Checkout) AcceptUpdate(ctx context.Context, g Guest, itemID string, lang bff.Language) (CartView, string, error) {
	return s.itemCommand(ctx, g, itemID, lang, func(ctx context.Context, cartID string) (cart.Cart, error) {
		c, err := s.Carts.Get(ctx, g.Client, g.Site, cartID)
		if err != nil {
			return cart.Cart{}, err
		}
		i := slices.IndexFunc(c.Items, func(it cart.Item) bool { return it.ID == itemID })
		switch {
		case i < 0:
			return c, nil
		case c.Items[i].NotFound:
			return cart.Cart{}, texts.Error(bff.CodeUnprocessable, texts.ItemGone, lang, nil)
		case c.Items[i].UpdatedPayable == nil:
			return c, nil
		case !c.Items[i].UpdatedPayable.IsPayable:
			return cart.Cart{}, texts.Error(bff.CodeUnprocessable, texts.ItemNoLongerPayable, lang, nil)
		}
		return s.Carts.ChangeItem(ctx, g.Client, g.Site, cartID, itemID, cart.ItemChange{Payable: c.Items[i].UpdatedPayable})
	})
}
