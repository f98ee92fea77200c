package checkout

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"slices"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// fakeTaxsys records the events it is told and fails for adaptor fail.
type fakeTaxsys struct {
	fail string
	told []payables.TaxsysAddItemsRequest
	to   []string
}

func (f *fakeTaxsys) TaxsysAddItems(ctx context.Context, adaptor string, req payables.TaxsysAddItemsRequest, lang bff.Language) (payables.TaxsysAddItemsResponse, error) {
	f.to = append(f.to, adaptor)
	f.told = append(f.told, req)
	if adaptor == f.fail {
		return payables.TaxsysAddItemsResponse{}, errors.New("adaptor down")
	}
	return payables.TaxsysAddItemsResponse{ReferenceNumber: "TSX-" + adaptor}, nil
}

// TestAddTaxsysItems_API91_tellsEachAddedPayablesAdaptorOnce proves that
// an add from the tax-system pages tells each adaptor of the added
// payables once, with its paths only (not the cart's other items), its
// version segment stripped; and that a failed event is logged and leaves
// the add and the other adaptors' references standing.
func TestAddTaxsysItems_API91_tellsEachAddedPayablesAdaptorOnce(t *testing.T) {
	item := func(path, adaptor string) cart.Item {
		return cart.Item{ID: path, Path: path, Payable: payables.Payable{Path: path, Adaptor: adaptor}, Amount: "1.00", Quantity: 1}
	}
	held := cart.Cart{ID: "c1", Items: []cart.Item{
		item("sunshine/demo/water/W1", "utilities"), // already in the cart: not this add's
		item("sunshine/demo/property_tax/2026/R1", "property_tax/v2"),
		item("sunshine/demo/property_tax/2026/R2", "property_tax"),
		item("sunshine/demo/license/L1", "business_license"),
	}}
	events := &fakeTaxsys{fail: "business_license"}
	var logs bytes.Buffer
	s := &Checkout{
		Carts: fakeCarts{addItems: func(ctx context.Context, client, site, cartID string, items []cart.AddItem, lang bff.Language) (cart.Cart, error) {
			return held, nil
		}},
		Taxsys: events,
		Logger: slog.New(slog.NewTextHandler(&logs, nil)),
	}
	out, cartID, err := s.AddTaxsysItems(t.Context(), Guest{Client: "sunshine", Site: "demo", CartID: "c1"}, []AddItemInput{
		{Path: "sunshine/demo/property_tax/2026/R1"}, {Path: "sunshine/demo/property_tax/2026/R2"}, {Path: "sunshine/demo/license/L1"},
	}, bff.English)
	if err != nil || cartID != "c1" || len(out.Cart.Items) != 4 {
		t.Fatalf("AddTaxsysItems = %+v, %q, %v; want the cart", out, cartID, err)
	}
	if !slices.Equal(events.to, []string{"property_tax", "business_license"}) {
		t.Errorf("told %v, want property_tax once (version stripped) then business_license", events.to)
	}
	if len(events.told) != 2 || !slices.Equal(events.told[0].Paths, []string{"sunshine/demo/property_tax/2026/R1", "sunshine/demo/property_tax/2026/R2"}) ||
		events.told[0].Client != "sunshine" || events.told[0].Site != "demo" {
		t.Errorf("events %+v, want the two property tax bills of sunshine/demo", events.told)
	}
	if !slices.Equal(out.References, []string{"TSX-property_tax"}) {
		t.Errorf("references %v, want the one event that succeeded", out.References)
	}
	if line := logs.String(); !strings.Contains(line, "level=WARN") || !strings.Contains(line, "adaptor=business_license") {
		t.Errorf("logs %q, want a warning naming the failed adaptor", line)
	}
}

// TestAddTaxsysItems_API91_aRefusedAddTellsNoAdaptor proves that nothing
// is told when the cart refuses the add.
func TestAddTaxsysItems_API91_aRefusedAddTellsNoAdaptor(t *testing.T) {
	events := &fakeTaxsys{}
	s := &Checkout{
		Carts: fakeCarts{addItems: func(ctx context.Context, client, site, cartID string, items []cart.AddItem, lang bff.Language) (cart.Cart, error) {
			return cart.Cart{}, bff.Errorf(bff.CodeUnprocessable, "not payable")
		}},
		Taxsys: events,
	}
	if _, _, err := s.AddTaxsysItems(t.Context(), Guest{Client: "sunshine", Site: "demo", CartID: "c1"}, []AddItemInput{{Path: "p"}}, bff.English); err == nil {
		t.Fatal("a refused add succeeded")
	}
	if len(events.to) != 0 {
		t.Errorf("told %v after a refused add, want none", events.to)
	}
}
