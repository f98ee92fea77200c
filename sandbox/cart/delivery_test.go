package cart_test

import (
	"net/http"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/sandbox/processor"
)

const (
	pathMilitary = "sunshine/demo/vehicle_renewal/MIL0001" // mailed only, out of Florida
	pathShelter  = "sunshine/demo/donations/shelter"       // a renewal's donation, from 1.00
)

// mail is a confirmed delivery to a Florida address.
func mail(state string) *wire.Delivery {
	return &wire.Delivery{Name: "Ana Diaz", Address1: "12 Palm Way", City: "Sunshine", State: state,
		PostalCode: "32801", Country: "US", Confirmed: true}
}

func TestCheckOut_DLV25_DLV26_DLV27_aCartThatNeedsDeliveryIsRefusedWithoutAValidOne(t *testing.T) {
	unconfirmed := mail("FL")
	unconfirmed.Confirmed = false
	abroad := mail("ON")
	abroad.Country = "CA"
	noCity := mail("FL")
	noCity.City = ""
	tests := []struct {
		name     string
		path     string
		method   string
		delivery *wire.Delivery
	}{
		{"no delivery at all", pathVehicle, "", nil},
		{"DLV-25 an unconfirmed address", pathVehicle, wire.MethodShipping, unconfirmed},
		{"DLV-28 an address without a city", pathVehicle, wire.MethodShipping, noCity},
		{"DLV-26 an address outside the US", pathVehicle, wire.MethodShipping, abroad},
		{"DLV-20 a military payer's Florida address", pathMilitary, wire.MethodShipping, mail("FL")},
		{"DLV-27 pick-up without a person", pathVehicle, wire.MethodPickUp, &wire.Delivery{LocationID: "downtown"}},
		{"DLV-27 pick-up without an office", pathVehicle, wire.MethodPickUp, &wire.Delivery{PickupPersonName: "Ana"}},
		{"pick-up at an unknown office", pathVehicle, wire.MethodPickUp, &wire.Delivery{LocationID: "moon", PickupPersonName: "Ana"}},
		{"pick-up of a mail-only renewal", pathMilitary, wire.MethodPickUp, &wire.Delivery{LocationID: "downtown", PickupPersonName: "Ana"}},
		{"an unknown method", pathVehicle, "drone", mail("FL")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := start(t)
			c := e.mustAdd(e.newCart().ID, item(tt.path))
			req := e.checkOutRequest(c, "card", tokVisa)
			req.Delivery, req.DeliveryMethod = tt.delivery, tt.method
			status, body := e.checkOut(c.ID, req)
			e.wantError(tt.name, status, body, http.StatusUnprocessableEntity, wire.ErrDeliveryRequired)
			if n := e.charger.calls.Load(); n != 0 {
				t.Errorf("%d charges, want none", n)
			}
		})
	}
}

func TestCheckOut_DLV16_DLV02_aRenewalPaysByMailOrPickUpWithOrWithoutADonation(t *testing.T) {
	tests := []struct {
		name     string
		items    []wire.AddItem
		method   string
		delivery *wire.Delivery
		want     string // the receipt's delivery method
	}{
		{"by mail, no donation", []wire.AddItem{item(pathVehicle)}, wire.MethodShipping, mail("FL"), wire.MethodShipping},
		{"pick-up with a donation", []wire.AddItem{item(pathVehicle), at(pathShelter, "5.00")}, wire.MethodPickUp,
			&wire.Delivery{LocationID: "lakeside", PickupPersonName: "Luis Diaz"}, wire.MethodPickUp},
		{"DLV-20 a military payer mails out of Florida", []wire.AddItem{item(pathMilitary)}, wire.MethodShipping,
			&wire.Delivery{Name: "Sgt Ana Diaz", Address1: "Unit 2050 Box 4190", City: "APO", State: "AE",
				PostalCode: "09001", Country: "US", Confirmed: true, AddressChange: true}, wire.MethodShipping},
		{"no delivery needed", []wire.AddItem{item(pathWater)}, "", nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := start(t)
			c := e.mustAdd(e.newCart().ID, tt.items...)
			req := e.checkOutRequest(c, "card", tokVisa)
			req.Delivery, req.DeliveryMethod = tt.delivery, tt.method
			resp := e.mustCheckOut(c.ID, req)
			r, err := e.db.History().Receipt(t.Context(), resp.ReceiptID)
			if err != nil {
				t.Fatal(err)
			}
			if tt.want == "" {
				if r.Delivery != nil {
					t.Fatalf("receipt delivery %+v, want none", r.Delivery)
				}
				return
			}
			if r.Delivery == nil || r.Delivery.Method != tt.want {
				t.Fatalf("receipt delivery %+v, want %s", r.Delivery, tt.want)
			}
			if tt.want == wire.MethodPickUp && (r.Delivery.Location != "Lakeside Service Center, 4500 Lake Shore Dr, Sunshine, FL 32803" ||
				r.Delivery.PickupPersonName != "Luis Diaz") {
				t.Errorf("pick-up receipt %+v", r.Delivery)
			}
			if r.ItemCount != len(tt.items) || r.Tender.Type != processor.TypeCard {
				t.Errorf("receipt items %d tender %+v", r.ItemCount, r.Tender)
			}
		})
	}
}

func TestPut_CART03_theDeliveryChoiceIsKeptInTheMetadata(t *testing.T) {
	e := start(t)
	c := e.newCart()
	meta := map[string]string{wire.MetaDeliveryMethod: wire.MethodCodePickUp, wire.MetaPickupLocationID: "downtown",
		wire.MetaPickupPersonName: "Ana", wire.MetaReceiveReminders: "true", wire.MetaAddressChange: "false",
		wire.MetaDeliveryAddress: `{"name":"Ana"}`, wire.MetaDeliveryConfirmed: "true"}
	status, body := e.do(http.MethodPut, base+"/"+c.ID, wire.UpdateRequest{Metadata: meta})
	if got := decode[wire.Cart](t, body); status != http.StatusOK || got.Metadata[wire.MetaDeliveryMethod] != "PU" ||
		got.Metadata[wire.MetaDeliveryAddress] != `{"name":"Ana"}` {
		t.Fatalf("put: %d %s", status, body)
	}
}
