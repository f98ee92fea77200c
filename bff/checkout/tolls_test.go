package checkout

import (
	"context"
	"slices"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

func plateItem(id, adaptor, category, plate string) cart.Item {
	p := payables.Payable{Path: "sunshine/demo/" + adaptor + "/" + plate, Adaptor: adaptor, ItemCategory: category,
		CachesafeSearchPairs: map[string]string{"license_plate": plate}}
	return cart.Item{ID: id, Path: p.Path, Payable: p, Amount: "5.00", Quantity: 1}
}

func TestOrphanTolls_DLV21_tollsNeedARenewalWithTheSamePlate(t *testing.T) {
	renewal := plateItem("r1", "vehicle_renewal", "vehicle_renewal", "ABC1234")
	cases := []struct {
		name  string
		items []cart.Item
		want  []string
	}{
		{"a toll with its renewal is kept", []cart.Item{renewal, plateItem("t1", "tolls", "toll", "ABC1234")}, nil},
		{"the plate matches whatever its case and spaces", []cart.Item{renewal, plateItem("t1", "tolls", "toll", " abc1234 ")}, nil},
		{"a toll alone is removed", []cart.Item{plateItem("t1", "tolls", "toll", "ABC1234")}, []string{"t1"}},
		{"a toll of another plate is removed", []cart.Item{renewal, plateItem("t1", "tolls", "toll", "XYZ9999")}, []string{"t1"}},
		{"a toll known by its category is removed", []cart.Item{plateItem("t1", "toll_roads", "toll", "XYZ9999")}, []string{"t1"}},
		{"a toll without a plate is removed", []cart.Item{renewal, plateItem("t1", "tolls", "toll", "")}, []string{"t1"}},
		{"other items are never removed", []cart.Item{plateItem("p1", "property_tax", "property_tax", "")}, nil},
		{"each orphan is listed", []cart.Item{renewal, plateItem("t1", "tolls", "toll", "ABC1234"),
			plateItem("t2", "tolls", "toll", "XYZ9999"), plateItem("t3", "tolls", "toll", "QRS1")}, []string{"t2", "t3"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := orphanTolls(cart.Cart{ID: "c1", Items: tc.items}); !slices.Equal(got, tc.want) {
				t.Fatalf("orphanTolls = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestRemoveItem_DLV21_removingTheRenewalRemovesItsTollsOnly(t *testing.T) {
	c := cart.Cart{ID: "c1", Items: []cart.Item{
		plateItem("r1", "vehicle_renewal", "vehicle_renewal", "ABC1234"),
		plateItem("t1", "tolls", "toll", "ABC1234"),
		plateItem("r2", "vehicle_renewal", "vehicle_renewal", "XYZ9999"),
		plateItem("t2", "tolls", "toll", "XYZ9999"),
	}}
	var removed []string
	carts := fakeCarts{removeItem: func(_ context.Context, _, _, _, itemID string) (cart.Cart, error) {
		removed = append(removed, itemID)
		c.Items = slices.DeleteFunc(c.Items, func(it cart.Item) bool { return it.ID == itemID })
		return c, nil
	}}
	s := &Checkout{Carts: carts}
	v, _, err := s.RemoveItem(context.Background(), guest, "r1", bff.English)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(removed, []string{"r1", "t1"}) {
		t.Fatalf("removed %v, want the renewal and its toll", removed)
	}
	ids := []string{}
	for _, it := range v.Items {
		ids = append(ids, it.ID)
	}
	if !slices.Equal(ids, []string{"r2", "t2"}) {
		t.Fatalf("cart %v, want the other renewal with its toll", ids)
	}
}
