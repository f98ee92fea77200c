package cart_test

import (
	"encoding/json"
	"net/http"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/cart"
)

func TestCartItems_CART07_payableCarriesRawSearchPairsCustomParametersAndRestriction(t *testing.T) {
	e := start(t)
	c := e.mustAdd(e.newCart().ID, item(pathVehicle), item("sunshine/demo/vehicle_renewal/MIL0001"))
	status, body := e.do(http.MethodGet, base+"/"+c.ID, nil)
	if status != http.StatusOK {
		t.Fatalf("get: %d %s", status, body)
	}
	var raw struct {
		Items []struct {
			Payable map[string]any `json:"payable"`
		} `json:"items"`
	}
	if err := json.Unmarshal(body, &raw); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{pathVehicle: "none", "sunshine/demo/vehicle_renewal/MIL0001": "floridian_stationed_outside_florida"}
	if len(raw.Items) != 2 {
		t.Fatalf("items %d, want 2", len(raw.Items))
	}
	for _, it := range raw.Items {
		p := it.Payable
		path, _ := p["path"].(string)
		if p["adaptor"] != "vehicle_renewal" || want[path] == "" {
			t.Errorf("payable adaptor %v path %v, want vehicle_renewal and a seeded path", p["adaptor"], path)
			continue
		}
		pairs, _ := p["cachesafe_search_pairs"].(map[string]any)
		if plate, _ := pairs["license_plate"].(string); plate == "" {
			t.Errorf("%s: cachesafe_search_pairs %v, want license_plate", path, pairs)
		}
		custom, _ := p["custom_parameters"].(map[string]any)
		if addr, _ := custom["address"].(string); addr == "" {
			t.Errorf("%s: custom_parameters.address missing", path)
		}
		insurance, _ := custom["insurance"].(map[string]any)
		if insurance["military_status"] != want[path] {
			t.Errorf("%s: insurance.military_status %v, want %s", path, insurance["military_status"], want[path])
		}
	}

	// cart_restriction_level is adaptor or item_category, and the cart
	// takes it on from the item that carries it.
	for _, level := range []string{wire.RestrictAdaptor, wire.RestrictItemCategory} {
		p := payable("sunshine/demo/tolls/T-"+level, "tolls", "toll", "5.00")
		p.CartRestrictionLevel = level
		e.putPayable(p)
		got := e.mustAdd(e.newCart().ID, item(p.Path))
		if got.RestrictionLevel != level || got.Items[0].Payable.CartRestrictionLevel != level {
			t.Errorf("restriction %q on the cart, %q on the payable, want %s", got.RestrictionLevel,
				got.Items[0].Payable.CartRestrictionLevel, level)
		}
	}
}
