package checkout

import (
	"context"
	"encoding/json"
	"log/slog"
	"maps"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// Delivery runs the delivery commands of a vehicle-renewal cart: the
// payer's delivery choice (SaveDelivery) and the renewal period
// (ChangeRenewal), for a guest whose cart id the caller keeps.
type Delivery struct {
	Carts Carts
	// Offices looks up the pick-up offices a choice may name; nil knows
	// none. OfficeTimeout bounds the lookup (zero: spec 000 §9's 5 s).
	Offices       Offices
	OfficeTimeout time.Duration
	Logger        *slog.Logger
}

// offices looks up the client's pick-up offices (lookupOffices).
func (s *Delivery) offices(ctx context.Context, client string, lang bff.Language) ([]payables.Office, error) {
	return lookupOffices(ctx, s.Offices, s.OfficeTimeout, client, lang)
}

// deliveryKeys are the metadata keys a delivery choice owns; saving a
// choice replaces all of them and keeps the others.
var deliveryKeys = []string{cart.MetaDeliveryMethod, cart.MetaPickupPersonName, cart.MetaPickupLocationID,
	cart.MetaReceiveReminders, cart.MetaAddressChange, cart.MetaDeliveryAddress, cart.MetaDeliveryConfirmed}

// guestCart reads the guest's cart for a delivery command.
func (s *Delivery) guestCart(ctx context.Context, g Guest, lang bff.Language) (cart.Cart, error) {
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
func (s *Delivery) SaveDelivery(ctx context.Context, g Guest, in DeliveryChoice, lang bff.Language) (DeliveryChoice, error) {
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
func (s *Delivery) checkChoice(ctx context.Context, g Guest, n needs, in DeliveryChoice, lang bff.Language) (DeliveryChoice, map[string]string, error) {
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
