package screen

import (
	"context"
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// deliveryKeys are the metadata keys a delivery choice owns; saving a
// choice replaces all of them and keeps the others.
var deliveryKeys = []string{cart.MetaDeliveryMethod, cart.MetaPickupPersonName, cart.MetaPickupLocationID,
	cart.MetaReceiveReminders, cart.MetaAddressChange, cart.MetaDeliveryAddress, cart.MetaDeliveryConfirmed}

// guestCart reads the guest's cart for a delivery command.
func (s *Checkout) guestCart(ctx context.Context, g Guest, lang bff.Language) (cart.Cart, error) {
	if g.CartID == "" {
		return cart.Cart{}, texts.Error(bff.CodeUnprocessable, texts.DeliveryCartMissing, lang, nil)
	}
	c, err := s.Carts.Get(ctx, g.Client, g.Site, g.CartID)
	if cartGone(err) {
		return cart.Cart{}, texts.Error(bff.CodeConflict, texts.DeliveryCartMissing, lang, err)
	}
	if err != nil {
		return cart.Cart{}, cartError(err, lang)
	}
	return c, nil
}

// SaveDelivery checks the payer's delivery choice and keeps it in the
// cart's metadata (spec 000 §3 "Metadata keys"), whence the check-out
// sends it (spec 000 §5 "Checkout submission": delivery requires name,
// address and confirmation, US only; pick-up requires location and person
// name). Method none clears the choice.
func (s *Checkout) SaveDelivery(ctx context.Context, g Guest, in DeliveryChoice, lang bff.Language) (DeliveryChoice, error) {
	c, err := s.guestCart(ctx, g, lang)
	if err != nil {
		return DeliveryChoice{}, err
	}
	n := deliveryNeeds(c)
	if !n.needed {
		return DeliveryChoice{}, texts.Error(bff.CodeUnprocessable, texts.DeliveryNotNeeded, lang, nil)
	}
	out, meta, err := s.checkChoice(ctx, g, n, in, lang)
	if err != nil {
		return DeliveryChoice{}, err
	}
	merged := maps.Clone(c.Metadata)
	if merged == nil {
		merged = map[string]string{}
	}
	for _, k := range deliveryKeys {
		delete(merged, k)
	}
	maps.Copy(merged, meta)
	if _, err := s.Carts.Update(ctx, g.Client, g.Site, c.ID, cart.UpdateRequest{Metadata: merged, URLs: c.URLs}); err != nil {
		if status, _ := statusCode(err); status >= 400 && status < 500 {
			return DeliveryChoice{}, cartError(err, lang)
		}
		return DeliveryChoice{}, texts.Error(bff.ErrorCode(err), texts.ChangeDelivery, lang, err)
	}
	return out, nil
}

// checkChoice validates in against the cart's needs and returns the
// choice as saved and its metadata.
func (s *Checkout) checkChoice(ctx context.Context, g Guest, n needs, in DeliveryChoice, lang bff.Language) (DeliveryChoice, map[string]string, error) {
	refuse := func(key string) (DeliveryChoice, map[string]string, error) {
		return DeliveryChoice{}, nil, texts.Error(bff.CodeUnprocessable, key, lang, nil)
	}
	out := DeliveryChoice{Method: in.Method, ReceiveReminders: n.reminders && in.ReceiveReminders}
	meta := map[string]string{}
	if n.reminders {
		meta[cart.MetaReceiveReminders] = boolText(out.ReceiveReminders)
	}
	switch in.Method {
	case string(bff.DeliveryNone):
		return out, meta, nil
	case cart.MethodShipping:
		if in.Address == nil {
			return refuse(texts.AddressIncomplete)
		}
		a := in.Address.Trimmed()
		if a.Country == "" {
			a.Country = bff.CountryUS // spec 000 §3: a new address is in the US by default
		}
		if key := addressIssueKey(bff.AddressProblem(a, n.military)); key != "" {
			return refuse(key)
		}
		if !in.Confirmed {
			return refuse(texts.AddressConfirm)
		}
		doc, err := json.Marshal(a)
		if err != nil {
			return DeliveryChoice{}, nil, err
		}
		out.Address, out.Confirmed, out.AddressChange = &a, true, n.military
		meta[cart.MetaDeliveryMethod] = cart.MethodCodeMail
		meta[cart.MetaDeliveryAddress] = string(doc)
		meta[cart.MetaDeliveryConfirmed] = "true"
		if n.military {
			meta[cart.MetaAddressChange] = "true"
		}
		return out, meta, nil
	case cart.MethodPickUp:
		if in.Pickup == nil {
			return refuse(texts.PickupLocation)
		}
		p := PickupChoice{LocationID: strings.TrimSpace(in.Pickup.LocationID), PersonName: strings.TrimSpace(in.Pickup.PersonName)}
		switch {
		case !n.pickUp:
			return refuse(texts.PickupUnavailable)
		case p.LocationID == "":
			return refuse(texts.PickupLocation)
		case p.PersonName == "" || utf8.RuneCountInString(p.PersonName) > bff.MaxDeliveryName:
			return refuse(texts.PickupPerson)
		}
		list, err := s.offices(ctx, g.Client, lang)
		if err != nil {
			return DeliveryChoice{}, nil, err
		}
		if !slices.ContainsFunc(list, func(o payables.Office) bool { return o.LocationID == p.LocationID }) {
			return refuse(texts.PickupLocation)
		}
		out.Pickup = &p
		meta[cart.MetaDeliveryMethod] = cart.MethodCodePickUp
		meta[cart.MetaPickupLocationID] = p.LocationID
		meta[cart.MetaPickupPersonName] = p.PersonName
		return out, meta, nil
	}
	return refuse(texts.DeliveryMethod)
}

// addressIssueKey is the message key of an address issue, "" for none.
func addressIssueKey(issue bff.AddressIssue) string {
	switch issue {
	case "":
		return ""
	case bff.IssueInternational:
		return texts.AddressUSOnly
	case bff.IssueUndeliverable:
		return texts.AddressUndeliver
	case bff.IssueState:
		return texts.AddressState
	case bff.IssuePostalCode:
		return texts.AddressPostalCode
	case bff.IssueNameTooLong:
		return texts.AddressNameLong
	case bff.IssueMilitaryInState:
		return texts.AddressMilitary
	}
	return texts.AddressIncomplete
}

func boolText(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// ChangeRenewal switches a renewal in the cart to another of its periods
// (its payable's payment choices: 12 or 24 months): the new period is
// added, then the old one removed; when the removal fails the new one is
// taken out again, so the cart keeps the previous period (spec 000 §8
// "Change payable failure").
func (s *Checkout) ChangeRenewal(ctx context.Context, g Guest, itemID, path string, lang bff.Language) (CartView, string, error) {
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
