package cart

import (
	"context"
	"slices"
	"strings"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/history"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// deliveryNeeds is what a cart's items ask of its delivery.
type deliveryNeeds struct {
	needed   bool // an item requires shipping (spec 000 §3 requiresShipping)
	pickUp   bool // every such item offers pick-up
	military bool // a renewal's payer is MilitaryOutsideFlorida
}

// needsOf reads the delivery needs of r's items.
func needsOf(r Record) deliveryNeeds {
	n := deliveryNeeds{pickUp: true}
	for _, it := range r.Items {
		if !it.Payable.RequiresShipping {
			continue
		}
		n.needed = true
		ren, ok := payables.RenewalOf(it.Payable)
		if !ok || !slices.Contains(ren.DeliveryMethods, wire.MethodPickUp) {
			n.pickUp = false
		}
		if ok && ren.Insurance.MilitaryStatus == bff.MilitaryOutsideFlorida {
			n.military = true
		}
	}
	return n
}

// refuse is the answer to a check-out without a valid delivery.
func refuse(message string) error { return fail(wire.ErrDeliveryRequired, message) }

// deliverable checks the delivery of a check-out of rec (spec 000 §4
// "Delivery", §5 "Checkout submission"): a cart that needs delivery is
// mailed to a complete, deliverable US address the payer confirmed (out of
// Florida for a military payer stationed outside it), or picked up at a
// known office by a named person where every item offers pick-up.
func (h *handler) deliverable(ctx context.Context, rec Record, req wire.CheckOutRequest) error {
	n := needsOf(rec)
	if !n.needed {
		return nil
	}
	d := req.Delivery
	if d == nil {
		return refuse("Choose how to receive your renewal: by mail or pick-up at an office.")
	}
	switch req.DeliveryMethod {
	case wire.MethodShipping:
		a := deliveryAddress(*d)
		switch bff.AddressProblem(a, n.military) {
		case "":
		case bff.IssueInternational:
			return refuse("Renewals are mailed only to addresses in the United States.")
		case bff.IssueMilitaryInState:
			return refuse("A military payer stationed outside Florida needs a permanent mailing address outside Florida.")
		default:
			return refuse("The mailing address needs a name, street, city, state and ZIP code.")
		}
		if !d.Confirmed {
			return refuse("Please confirm the mailing address.")
		}
	case wire.MethodPickUp:
		switch {
		case !n.pickUp || n.military:
			return refuse("Pick-up is not available for this renewal. Please choose delivery by mail.")
		case strings.TrimSpace(d.LocationID) == "" || strings.TrimSpace(d.PickupPersonName) == "":
			return refuse("Pick-up needs an office and the name of the person picking up.")
		}
		if _, err := h.store.Office(ctx, rec.Client, d.LocationID, bff.English); err != nil {
			if bff.ErrorCode(err) == bff.CodeNotFound {
				return refuse("The chosen pick-up office does not exist.")
			}
			return err
		}
	default:
		return refuse("The delivery method must be shipping or pick_up.")
	}
	return nil
}

// deliveryAddress is the mailing address of d, trimmed.
func deliveryAddress(d wire.Delivery) bff.Address {
	return bff.Address{Name: d.Name, Address1: d.Address1, Address2: d.Address2, City: d.City,
		State: d.State, PostalCode: d.PostalCode, Country: d.Country}.Trimmed()
}

// receiptDelivery is the delivery a receipt shows, or nil when the cart
// needed none. An office that cannot be read is named by its id.
func (h *handler) receiptDelivery(ctx context.Context, rec Record, req wire.CheckOutRequest, lang bff.Language) *history.Delivery {
	if !needsOf(rec).needed || req.Delivery == nil {
		return nil
	}
	d := req.Delivery
	if req.DeliveryMethod == wire.MethodPickUp {
		out := &history.Delivery{Method: wire.MethodPickUp, LocationID: d.LocationID,
			PickupPersonName: strings.TrimSpace(d.PickupPersonName), Location: d.LocationID}
		if o, err := h.store.Office(ctx, rec.Client, d.LocationID, lang); err == nil {
			out.Location = o.Description + ", " + o.Location
		}
		return out
	}
	a := deliveryAddress(*d)
	return &history.Delivery{Method: wire.MethodShipping, Name: a.Name, Address1: a.Address1,
		Address2: a.Address2, City: a.City, State: a.State, PostalCode: a.PostalCode, Country: a.Country}
}
