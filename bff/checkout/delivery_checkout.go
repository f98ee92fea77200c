package checkout

import (
	"context"
	"encoding/json"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/history"
)

// savedChoice reads the delivery choice from the cart's metadata, or nil
// when none was saved.
func savedChoice(meta map[string]string) *DeliveryChoice {
	ch := &DeliveryChoice{ReceiveReminders: meta[cart.MetaReceiveReminders] == "true",
		AddressChange: meta[cart.MetaAddressChange] == "true"}
	switch meta[cart.MetaDeliveryMethod] {
	case cart.MethodCodePickUp:
		ch.Method = cart.MethodPickUp
		ch.Pickup = &PickupChoice{LocationID: meta[cart.MetaPickupLocationID], PersonName: meta[cart.MetaPickupPersonName]}
	case cart.MethodCodeMail:
		var a bff.Address
		if json.Unmarshal([]byte(meta[cart.MetaDeliveryAddress]), &a) != nil {
			return nil
		}
		ch.Method, ch.Address = cart.MethodShipping, &a
		ch.Confirmed = meta[cart.MetaDeliveryConfirmed] == "true"
	default:
		return nil
	}
	return ch
}

// checkOutDelivery is the delivery and delivery method a check-out of c
// sends (spec 000 §4: "If the cart needs delivery the method is shipping,
// or pick_up when pick-up is chosen"); nil when nothing was saved.
func checkOutDelivery(c cart.Cart) (*cart.Delivery, string) {
	if !c.NeedsDelivery {
		return nil, ""
	}
	ch := savedChoice(c.Metadata)
	switch {
	case ch == nil:
		return nil, ""
	case ch.Method == cart.MethodPickUp:
		return &cart.Delivery{LocationID: ch.Pickup.LocationID, PickupPersonName: ch.Pickup.PersonName}, cart.MethodPickUp
	}
	a := ch.Address
	return &cart.Delivery{Name: a.Name, Address1: a.Address1, Address2: a.Address2, City: a.City, State: a.State,
		PostalCode: a.PostalCode, Country: a.Country, Confirmed: ch.Confirmed, AddressChange: ch.AddressChange}, cart.MethodShipping
}

// savedDelivery is the delivery a check-out of the guest's cart sends,
// read from the cart's metadata. A cart that cannot be read sends none: the
// cart service then refuses a cart that needs one (delivery_required).
func (s *Checkout) savedDelivery(ctx context.Context, g Guest) (*cart.Delivery, string) {
	c, err := s.Carts.Get(ctx, g.Client, g.Site, g.CartID)
	if err != nil {
		if s.Logger != nil {
			s.Logger.WarnContext(ctx, "cart unreadable before check-out; sending no delivery", "error", err.Error())
		}
		return nil, ""
	}
	return checkOutDelivery(c)
}

// DeliveryReceipt is how a paid renewal reaches the payer, as the receipt
// shows it: the mailing address, or the office and the person picking up.
type DeliveryReceipt struct {
	Method     string       `json:"method"` // shipping or pick_up
	Address    *bff.Address `json:"address,omitempty"`
	Location   string       `json:"location,omitempty"`
	PersonName string       `json:"personName,omitempty"`
}

// deliveryReceipt maps a receipt's delivery, nil for none.
func deliveryReceipt(d *history.Delivery) *DeliveryReceipt {
	if d == nil {
		return nil
	}
	if d.Method == cart.MethodPickUp {
		return &DeliveryReceipt{Method: d.Method, Location: d.Location, PersonName: d.PickupPersonName}
	}
	return &DeliveryReceipt{Method: d.Method, Address: &bff.Address{Name: d.Name, Address1: d.Address1,
		Address2: d.Address2, City: d.City, State: d.State, PostalCode: d.PostalCode, Country: d.Country}}
}
