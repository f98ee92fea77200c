package main

import (
	"strings"
	"testing"
)

// API-91: an add from the tax-system pages puts the bills in the cart like
// any add, and the BFF tells their adaptor on the sandbox's payables
// service (POST /v0/property_tax/events/taxsys_add_items), which answers
// the reference number it recorded the event under; each add is its own
// event. An add the cart refuses tells the adaptor nothing.
func TestServe_API91_anAddFromTheTaxSystemPagesTellsTheAdaptor(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	type added struct {
		Cart       cartJSON `json:"cart"`
		References []string `json:"references"`
	}
	add := func(paths ...string) (int, added) {
		items := make([]map[string]any, len(paths))
		for i, path := range paths {
			items[i] = map[string]any{"path": path}
		}
		var out added
		code := p.call("POST", "/taxsys/items", map[string]any{"items": items}, nil, &out)
		return code, out
	}
	code, first := add("sunshine/demo/property_tax/2026/R100-001")
	if code != 200 || len(first.Cart.Items) != 1 || first.Cart.Items[0].Path != "sunshine/demo/property_tax/2026/R100-001" {
		t.Fatalf("add = %d %+v, want R100-001 in the cart", code, first)
	}
	if len(first.References) != 1 || !strings.HasPrefix(first.References[0], "TSX-") {
		t.Fatalf("references %v, want the sandbox's one TSX- reference", first.References)
	}
	code, second := add("sunshine/demo/property_tax/2026/R100-002")
	if code != 200 || len(second.Cart.Items) != 2 || len(second.References) != 1 || second.References[0] == first.References[0] {
		t.Errorf("second add = %d %+v, want both bills and a new reference", code, second)
	}
	if code, refused := add("sunshine/demo/property_tax/2026/R999-999"); code == 200 || len(refused.References) != 0 {
		t.Errorf("add of an unknown bill = %d %+v, want refused with no event", code, refused)
	}
	// The cart seen by the ordinary routes holds what the tax-system pages added.
	if got := p.checkoutScreen().Sections.Cart.Data.Items; len(got) != 2 {
		t.Errorf("checkout cart = %+v, want the two bills", got)
	}
}
