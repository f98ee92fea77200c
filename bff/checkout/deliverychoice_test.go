package checkout

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/history"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// deliveryCarts serves c and keeps the metadata PUT on it.
func deliveryCarts(c *cart.Cart) fakeCarts {
	return fakeCarts{
		get: func(context.Context, string, string, string) (cart.Cart, error) { return *c, nil },
		update: func(_ context.Context, _, _, _ string, req cart.UpdateRequest) (cart.Cart, error) {
			c.Metadata = req.Metadata
			return *c, nil
		},
	}
}

func mailTo(state string) DeliveryChoice {
	return DeliveryChoice{Method: "shipping", Confirmed: true, Address: &bff.Address{Name: " Ana Diaz ",
		Address1: "12 Palm Way", City: "Sunshine", State: state, PostalCode: "32801"}}
}

func pickUp(location, person string) DeliveryChoice {
	return DeliveryChoice{Method: "pick_up", Pickup: &PickupChoice{LocationID: location, PersonName: person}}
}

func TestSaveDelivery_refusals(t *testing.T) {
	unconfirmed := mailTo("FL")
	unconfirmed.Confirmed = false
	abroad := mailTo("ON")
	abroad.Address.Country = "CA"
	noCity := mailTo("FL")
	noCity.Address.City = " "
	tests := []struct {
		name     string
		military bool
		in       DeliveryChoice
		want     string
	}{
		{"DLV-25 mail needs the confirmation", false, unconfirmed, texts.AddressConfirm},
		{"DLV-25 DLV-28 mail needs a complete address", false, noCity, texts.AddressIncomplete},
		{"DLV-25 mail needs an address", false, DeliveryChoice{Method: "shipping", Confirmed: true}, texts.AddressIncomplete},
		{"DLV-26 mail goes only to the US", false, abroad, texts.AddressUSOnly},
		{"DLV-20 DLV-24 a military payer needs an address outside Florida", true, mailTo("FL"), texts.AddressMilitary},
		{"DLV-27 pick-up needs a location", false, pickUp("", "Ana Diaz"), texts.PickupLocation},
		{"DLV-27 pick-up needs the person's name", false, pickUp("downtown", " "), texts.PickupPerson},
		{"DLV-27 pick-up needs a known office", false, pickUp("moon", "Ana Diaz"), texts.PickupLocation},
		{"a military payer cannot pick up", true, pickUp("downtown", "Ana Diaz"), texts.PickupUnavailable},
		{"an unknown method is refused", false, DeliveryChoice{Method: "drone"}, texts.DeliveryMethod},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := renewalCart(tt.military, map[string]string{"userEmail": "a@b.c"})
			s := &Delivery{Carts: deliveryCarts(&c), Offices: fakeOffices(someOffices)}
			_, err := s.SaveDelivery(context.Background(), guest, tt.in, bff.Spanish)
			en, es := texts.Message(tt.want, bff.English), texts.Message(tt.want, bff.Spanish)
			if bff.ErrorCode(err) != bff.CodeUnprocessable || bff.ErrorMessage(err) != en || bff.ErrorDisplayMessage(err) != es {
				t.Fatalf("err %v display %q, want %q", err, bff.ErrorDisplayMessage(err), es)
			}
			if c.Metadata["deliveryMethod"] != "" || c.Metadata["userEmail"] != "a@b.c" {
				t.Errorf("metadata changed on a refusal: %v", c.Metadata)
			}
		})
	}
}

func TestSaveDelivery_DLV06_pickUpIsStoredAsPUWithLocationAndPerson(t *testing.T) {
	c := renewalCart(false, map[string]string{"userEmail": "a@b.c", "deliveryAddress": "{}"})
	s := &Delivery{Carts: deliveryCarts(&c), Offices: fakeOffices(someOffices)}
	in := pickUp(" downtown ", " Ana Diaz ")
	in.ReceiveReminders = true
	got, err := s.SaveDelivery(context.Background(), guest, in, bff.English)
	if err != nil {
		t.Fatal(err)
	}
	m := c.Metadata
	if m["deliveryMethod"] != "PU" || m["pickupLocationID"] != "downtown" || m["pickupPersonName"] != "Ana Diaz" ||
		m["rexReceiveReminders"] != "true" || m["userEmail"] != "a@b.c" || m["deliveryAddress"] != "" {
		t.Fatalf("metadata %v", m)
	}
	if got.Method != "pick_up" || got.Pickup.LocationID != "downtown" || !got.ReceiveReminders {
		t.Fatalf("choice %+v", got)
	}
	d, method := checkOutDelivery(c)
	if method != "pick_up" || d.LocationID != "downtown" || d.PickupPersonName != "Ana Diaz" {
		t.Fatalf("DLV-16 check-out delivery %+v by %q", d, method)
	}
}

func TestSaveDelivery_DLV16_DLV24_mailIsSentAsShippingWithTheAddressChange(t *testing.T) {
	c := renewalCart(true, nil)
	s := &Delivery{Carts: deliveryCarts(&c)}
	if _, err := s.SaveDelivery(context.Background(), guest, mailTo("AE"), bff.English); err != nil {
		t.Fatal(err)
	}
	var a bff.Address
	if err := json.Unmarshal([]byte(c.Metadata["deliveryAddress"]), &a); err != nil || a.Name != "Ana Diaz" || a.Country != "US" {
		t.Fatalf("DLV-04 stored address %+v (%v), want trimmed, country US by default", a, err)
	}
	if c.Metadata["deliveryMethod"] != "MAIL" || c.Metadata["rexAddressChange"] != "true" {
		t.Fatalf("metadata %v", c.Metadata)
	}
	d, method := checkOutDelivery(c)
	if method != "shipping" || d.State != "AE" || !d.Confirmed || !d.AddressChange {
		t.Fatalf("check-out delivery %+v by %q", d, method)
	}
	v := deliveryView(c, deliveryNeeds(c))
	if v.Saved == nil || v.Saved.Method != "shipping" || v.Saved.Address.City != "Sunshine" {
		t.Fatalf("saved choice %+v", v.Saved)
	}
}

func TestSaveDelivery_noneClearsTheChoice(t *testing.T) {
	c := renewalCart(false, map[string]string{"deliveryMethod": "PU", "pickupLocationID": "downtown", "pickupPersonName": "A"})
	s := &Delivery{Carts: deliveryCarts(&c)}
	if _, err := s.SaveDelivery(context.Background(), guest, DeliveryChoice{Method: "none"}, bff.English); err != nil {
		t.Fatal(err)
	}
	if c.Metadata["deliveryMethod"] != "" || c.Metadata["pickupLocationID"] != "" {
		t.Fatalf("metadata %v", c.Metadata)
	}
	if d, _ := checkOutDelivery(c); d != nil {
		t.Fatalf("delivery %+v after none", d)
	}
}

func TestSaveDelivery_aCartWithoutRenewalsRefusesDelivery(t *testing.T) {
	c := oneItemCart("c1")
	s := &Delivery{Carts: deliveryCarts(&c)}
	if _, err := s.SaveDelivery(context.Background(), guest, mailTo("FL"), bff.English); bff.ErrorCode(err) != bff.CodeUnprocessable {
		t.Fatalf("err %v", err)
	}
}

func TestCheckOut_DLV16_sendsTheSavedDelivery(t *testing.T) {
	c := renewalCart(false, map[string]string{"deliveryMethod": "PU", "pickupLocationID": "downtown", "pickupPersonName": "Ana"})
	var got cart.CheckOutRequest
	carts := deliveryCarts(&c)
	carts.checkOut = func(_ context.Context, _, _, _ string, req cart.CheckOutRequest, _ string, _ bff.Language) (cart.CheckOutResponse, error) {
		got = req
		return cart.CheckOutResponse{}, cartRefusal(422, cart.ErrDeliveryRequired)
	}
	s := &Checkout{Carts: carts, Receipts: fakeReceipts{receipt: func(context.Context, string) (history.Receipt, error) {
		return history.Receipt{}, nil
	}}}
	_, err := s.CheckOut(context.Background(), guest, validInput(), "k", bff.Spanish)
	if got.DeliveryMethod != "pick_up" || got.Delivery == nil || got.Delivery.LocationID != "downtown" {
		t.Fatalf("request delivery %+v by %q", got.Delivery, got.DeliveryMethod)
	}
	if bff.ErrorCode(err) != bff.CodeUnprocessable || bff.ErrorDisplayMessage(err) != texts.Message(texts.DeliveryRequired, bff.Spanish) {
		t.Fatalf("refusal %v display %q", err, bff.ErrorDisplayMessage(err))
	}
}

func TestChangeRenewal_DLV18_swapsTheRenewalForItsOtherPeriod(t *testing.T) {
	c := renewalCart(false, nil)
	var added []cart.AddItem
	var removed []string
	carts := deliveryCarts(&c)
	carts.addItems = func(_ context.Context, _, _, _ string, items []cart.AddItem, _ bff.Language) (cart.Cart, error) {
		added = items
		return cart.Cart{ID: "c1", Items: append(c.Items, cart.Item{ID: "i2", Path: items[0].Path})}, nil
	}
	carts.removeItem = func(_ context.Context, _, _, _, itemID string) (cart.Cart, error) {
		removed = append(removed, itemID)
		return cart.Cart{ID: "c1", Items: []cart.Item{{ID: "i2", Path: "sunshine/demo/vehicle_renewal/ABC1234/24"}}}, nil
	}
	s := &Delivery{Carts: carts}
	v, _, err := s.ChangeRenewal(context.Background(), guest, "i1", "sunshine/demo/vehicle_renewal/ABC1234/24", bff.English)
	if err != nil || len(added) != 1 || added[0].Path != "sunshine/demo/vehicle_renewal/ABC1234/24" || len(removed) != 1 ||
		removed[0] != "i1" || v.Items[0].ID != "i2" {
		t.Fatalf("err %v added %+v removed %v cart %+v", err, added, removed, v)
	}
	if _, _, err := s.ChangeRenewal(context.Background(), guest, "i1", "sunshine/demo/water", bff.English); bff.ErrorCode(err) != bff.CodeInvalid {
		t.Errorf("a path that is not a payment choice: %v", err)
	}
}

func TestChangeRenewal_DLV19_ERR11_aFailedSwapKeepsThePreviousPeriod(t *testing.T) {
	c := renewalCart(false, nil)
	var removed []string
	carts := deliveryCarts(&c)
	carts.addItems = func(_ context.Context, _, _, _ string, items []cart.AddItem, _ bff.Language) (cart.Cart, error) {
		return cart.Cart{ID: "c1", Items: append(c.Items, cart.Item{ID: "i2", Path: items[0].Path})}, nil
	}
	carts.removeItem = func(_ context.Context, _, _, _, itemID string) (cart.Cart, error) {
		removed = append(removed, itemID)
		if itemID == "i1" {
			return cart.Cart{}, bff.Errorf(bff.CodeUnavailable, "down")
		}
		return c, nil
	}
	s := &Delivery{Carts: carts}
	_, _, err := s.ChangeRenewal(context.Background(), guest, "i1", "sunshine/demo/vehicle_renewal/ABC1234/24", bff.Spanish)
	if bff.ErrorDisplayMessage(err) != texts.Message(texts.ChangePayable, bff.Spanish) || len(removed) != 2 || removed[1] != "i2" {
		t.Fatalf("err %v removed %v, want checkout.change_payable.error and the new period taken out again", err, removed)
	}
}

// Compile-time check that the payables client is the office lookup.
var _ Offices = (*payables.Client)(nil)
