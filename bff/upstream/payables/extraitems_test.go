package payables_test

import (
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
)

func TestExtraItemsOf_PAY09_readsTheListOrSaysItCannot(t *testing.T) {
	renewal := func(extra any) payables.Payable {
		return payables.Payable{Adaptor: payables.AdaptorVehicleRenewal, CustomParameters: map[string]any{"extra_items": extra}}
	}
	for name, tc := range map[string]struct {
		p      payables.Payable
		want   int
		wantOK bool
	}{
		"none named":       {payables.Payable{Adaptor: payables.AdaptorVehicleRenewal}, 0, true},
		"empty list":       {renewal([]any{}), 0, true},
		"two items":        {renewal([]any{map[string]any{"display_name": "Plate", "amount": "25.00"}, map[string]any{"display_name": "Parks", "amount": "2.00"}}), 2, true},
		"not a list":       {renewal("specialty plate"), 0, false},
		"an item unnamed":  {renewal([]any{map[string]any{"amount": "25.00"}}), 0, false},
		"a float amount":   {renewal([]any{map[string]any{"display_name": "Plate", "amount": 25.5}}), 0, false},
		"a bad amount":     {renewal([]any{map[string]any{"display_name": "Plate", "amount": "25.001"}}), 0, false},
		"not a renewal":    {payables.Payable{Adaptor: "property_tax", CustomParameters: map[string]any{"extra_items": "x"}}, 0, true},
		"a null list":      {renewal(nil), 0, true},
		"a list of values": {renewal([]any{"Plate"}), 0, false},
	} {
		got, ok := payables.ExtraItemsOf(tc.p)
		if len(got) != tc.want || ok != tc.wantOK {
			t.Errorf("%s: %d items, ok %v; want %d, %v", name, len(got), ok, tc.want, tc.wantOK)
		}
	}
}

func TestSearch_PAY09_theSandboxRenewalsWithExtraItems(t *testing.T) {
	c := newClient(t, nil)
	plate := func(p string) payables.Payable {
		t.Helper()
		res, err := c.Search(t.Context(), "vehicle_renewal", payables.SearchRequest{Client: "sunshine", Site: "demo",
			Query: map[string]string{"license_plate": p}}, bff.Spanish)
		if err != nil || len(res.Payables) != 1 {
			t.Fatalf("search %s: %+v, %v", p, res, err)
		}
		return res.Payables[0]
	}
	items, ok := payables.ExtraItemsOf(plate("XTR0001"))
	if !ok || len(items) != 2 || items[0].Amount != "25.00" || items[0].DisplayName == "Specialty plate: Florida panther" {
		t.Errorf("XTR0001 extra items %+v (ok %v), want two in Spanish, the plate at 25.00", items, ok)
	}
	if _, ok := payables.ExtraItemsOf(plate("XTR0002")); ok {
		t.Error("XTR0002's extra items were read, want them unreadable")
	}
}
