package checkout

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/history"
	"github.com/payhub/payhub/bff/upstream/payables"
)

func propertyTax() payables.Payable {
	return payables.Payable{
		Path: "sunshine/demo/property_tax/2026/R100-001", DisplayName: "2026 Property Tax - 123 Main St",
		Description: "Account R100-001", Amount: "1234.56", MinimumAmount: "0.01", MaximumAmount: "1234.56",
		DueAt: "2027-03-31", DepartmentCode: "TAXCOL", IsPayable: true,
		AllowedTenderTypes: []string{"card", "bank", "paypal"},
	}
}

func TestPayableView_amountRangeDefaultsAndModifiability(t *testing.T) {
	v := PayableViewOf(propertyTax(), "Tax Collector", true)
	if v.MinAmount != "0.01" || v.MaxAmount != "1234.56" || !v.IsAmountModifiable || !v.InCart || v.Department != "Tax Collector" {
		t.Fatalf("view %+v", v)
	}
	fixed := propertyTax()
	fixed.MinimumAmount, fixed.MaximumAmount = "", ""
	v = PayableViewOf(fixed, "", false)
	if v.MinAmount != defaultMinAmount || v.MaxAmount != "1234.56" || !v.IsAmountModifiable {
		t.Fatalf("defaults: min %q max %q modifiable %v (spec 000 §9: default minimum 0.01)", v.MinAmount, v.MaxAmount, v.IsAmountModifiable)
	}
	fixed.MinimumAmount, fixed.MaximumAmount = "1234.56", "1234.56"
	if PayableViewOf(fixed, "", false).IsAmountModifiable {
		t.Fatal("minimum equal to maximum must not be modifiable")
	}
}

func TestPayableView_notPayableCarriesItsReasonAndCamelCaseKeys(t *testing.T) {
	p := propertyTax()
	p.IsPayable = false
	p.IsPayableMessage = &payables.PayableMessage{Code: "paid_in_full", Display: "This bill is paid in full."}
	b, err := json.Marshal(PayableViewOf(p, "Tax Collector", false))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"notPayableReason":"This bill is paid in full."`, `"isPayable":false`, `"displayName":`,
		`"minAmount":"0.01"`, `"isQuantityModifiable":false`, `"shouldDelayPayment":false`, `"requiresShipping":false`, `"inCart":false`, `"dueAt":"2027-03-31"`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("%s lacks %s", b, want)
		}
	}
}

func TestCartView_mapsItemsDepartmentsAndExpiry(t *testing.T) {
	exp := time.Date(2026, 5, 1, 12, 30, 0, 0, time.FixedZone("x", 3600))
	p := propertyTax()
	p.FreeformFields = []payables.FreeformField{{ReportingKey: "note", Label: "Note", CharLimit: 20, Required: true}}
	c := cart.Cart{
		ID: "c1", Subtotal: "1234.56", Count: 1, ExpiresAt: exp, SecondsToExpiry: 1700, HasImmediateItems: true,
		Items:            []cart.Item{{ID: "i1", Path: p.Path, Payable: p, Amount: "1234.56", UserParameters: map[string]string{"note": "hi"}}},
		DepartmentLimits: []cart.DepartmentLimit{{Department: "TAXCOL", DisplayName: "Tax Collector", Subtotal: "1234.56"}},
	}
	v := cartViewAt(c, exp.Add(-1700*time.Second)) // the service's clock and this one agree
	if v.ID != "c1" || v.ExpiresAt != "2026-05-01T11:30:00Z" || v.SecondsToExpiry != 1700 || !v.HasImmediateItems || v.Count != 1 {
		t.Fatalf("cart view %+v", v)
	}
	it := v.Items[0]
	if it.Department != "Tax Collector" || it.Quantity != 1 || it.MinAmount != "0.01" || !it.IsAmountModifiable ||
		it.UserParameters["note"] != "hi" || len(it.FreeformFields) != 1 || it.FreeformFields[0].Key != "note" || !it.FreeformFields[0].Required {
		t.Fatalf("item view %+v", it)
	}
}

func TestCartView_emptyCartHasEmptyListsNotNull(t *testing.T) {
	b, err := json.Marshal(cartView(cart.Cart{ID: "c", Subtotal: "0.00"}))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"items":[]`) {
		t.Fatalf("%s", b)
	}
	b, _ = json.Marshal(cartView(cart.Cart{Items: []cart.Item{{ID: "i", Payable: propertyTax()}}}))
	if !strings.Contains(string(b), `"freeformFields":[]`) || !strings.Contains(string(b), `"userParameters":{}`) {
		t.Fatalf("%s", b)
	}
}

func sampleReceipt() history.Receipt {
	return history.Receipt{
		ID: "r1", Client: "sunshine", Site: "demo", ConfirmationNumber: "PH-0001",
		PostedAt: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC),
		Payer:    history.Payer{Name: "Ana Diaz", Email: "ana@example.com"},
		Tender:   history.Tender{Type: "card", CardBrand: "Visa", LastDigits: "4242"},
		Transactions: []history.Transaction{{Number: "t1", BaseAmount: "1234.56", Fee: "29.00", ItemCount: 1, Items: []history.Item{
			{DisplayName: "Tax", Description: "R100-001", Amount: "1234.56", Quantity: 1},
		}}, {Number: "t2", BaseAmount: "76.25", Fee: "1.00", ItemCount: 1, Items: []history.Item{{DisplayName: "Water", Amount: "76.25"}}}},
		Base: "1310.81", Fee: "30.00", Total: "1340.81",
	}
}

func TestReceiptView_flattensTransactionsAndMapsTotals(t *testing.T) {
	v := receiptView(sampleReceipt())
	if v.ConfirmationNumber != "PH-0001" || v.PostedAt != "2026-01-02T03:04:05Z" || v.Subtotal != "1310.81" ||
		v.Fee != "30.00" || v.Total != "1340.81" || v.Payer.Email != "ana@example.com" || v.Tender.LastDigits != "4242" {
		t.Fatalf("view %+v", v)
	}
	if len(v.Items) != 2 || v.Items[1].Quantity != 1 || v.Items[0].Description != "R100-001" {
		t.Fatalf("items %+v", v.Items)
	}
	r := receiptResult(sampleReceipt())
	if r.ReceiptID != "r1" || r.Email != "ana@example.com" || r.Tender.CardBrand != "Visa" || len(r.Items) != 2 {
		t.Fatalf("result %+v", r)
	}
}
