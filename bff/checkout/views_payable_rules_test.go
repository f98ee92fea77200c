package checkout

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// TestAmountRange_PAY03_modifiableExactlyWhenMinimumAndMaximumDiffer proves
// PAY-03 on both views a resident reads an amount from: the search result
// and the cart line.
func TestAmountRange_PAY03_modifiableExactlyWhenMinimumAndMaximumDiffer(t *testing.T) {
	cases := []struct {
		name, amount, lo, hi string
		want                 bool
	}{
		{"PAY-03: minimum below maximum", "100.00", "0.01", "100.00", true},
		{"PAY-03: minimum equal to maximum", "100.00", "100.00", "100.00", false},
		{"PAY-03: equal amounts written differently", "100.00", "100", "100.00", false},
		{"PAY-03: no minimum: 0.01 up to the amount", "100.00", "", "", true},
		{"PAY-03: no minimum, amount 0.01: nothing to choose", "0.01", "", "", false},
		{"PAY-03: a maximum above the amount", "100.00", "100.00", "250.00", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := payables.Payable{Path: "sunshine/demo/x/1", Amount: tc.amount, MinimumAmount: tc.lo, MaximumAmount: tc.hi, IsPayable: true}
			if got := PayableViewOf(p, "", false).IsAmountModifiable; got != tc.want {
				t.Errorf("search result: modifiable %v, want %v", got, tc.want)
			}
			if got := itemView(cart.Item{ID: "i", Payable: p, Amount: tc.amount}, nil).IsAmountModifiable; got != tc.want {
				t.Errorf("cart line: modifiable %v, want %v", got, tc.want)
			}
		})
	}
}

// TestPayableView_PAY07_theClientFacingFields proves PAY-07: the portal
// reads savePath, displayName, minAmount, maxAmount, isPayable,
// isAmountModifiable, requiresShipping, requiresConfirmation and
// configDisplayType of a found payable, and updatedPayable of a cart line
// whose payable changed; payableNotFound is the saved items' name
// (bff/account), which the cart line calls notFound.
func TestPayableView_PAY07_theClientFacingFields(t *testing.T) {
	p := propertyTax()
	p.SavePath, p.DisplayType, p.RequiresConfirmation, p.RequiresShipping = "sunshine/demo/property_tax/R100-001", "property_tax", true, true
	b, err := json.Marshal(PayableViewOf(p, "Tax Collector", false))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"savePath":"sunshine/demo/property_tax/R100-001"`, `"displayName":"2026 Property Tax - 123 Main St"`,
		`"minAmount":"0.01"`, `"maxAmount":"1234.56"`, `"isPayable":true`, `"isAmountModifiable":true`,
		`"requiresShipping":true`, `"requiresConfirmation":true`, `"configDisplayType":{"name":"property_tax"}`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("PAY-07: search result %s lacks %s", b, want)
		}
	}
	changed := p
	changed.Amount = "1300.00"
	line, err := json.Marshal(itemView(cart.Item{ID: "i", Payable: p, Amount: p.Amount, UpdatedPayable: &changed}, nil))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"updatedPayable":{`, `"notFound":false`, `"savePath":"sunshine/demo/property_tax/R100-001"`,
		`"requiresConfirmation":true`, `"configDisplayType":{"name":"property_tax"}`} {
		if !strings.Contains(string(line), want) {
			t.Errorf("PAY-07: cart line %s lacks %s", line, want)
		}
	}
}

// TestFreeformFields_PAY06_carryEveryPartWithALimitOf100ByDefault proves
// PAY-06: a freeform field reaches the portal with its reporting key,
// label, placeholder, tooltip, text-area flag, limit and required flag, on
// a found payable and on a cart line, and a field naming no limit takes
// 100 characters.
func TestFreeformFields_PAY06_carryEveryPartWithALimitOf100ByDefault(t *testing.T) {
	p := propertyTax()
	p.FreeformFields = []payables.FreeformField{
		{ReportingKey: "citation", Label: "Citation number", Placeholder: "e.g. C-1234", Tooltip: "On your ticket", Required: true},
		{ReportingKey: "note", Label: "Note", TextArea: true, CharLimit: 20},
	}
	for name, fields := range map[string][]FreeformFieldView{
		"search result": PayableViewOf(p, "", false).FreeformFields,
		"cart line":     itemView(cart.Item{ID: "i", Payable: p, Amount: p.Amount}, nil).FreeformFields,
	} {
		if len(fields) != 2 {
			t.Fatalf("%s: fields %+v", name, fields)
		}
		want := FreeformFieldView{Key: "citation", Label: "Citation number", Placeholder: "e.g. C-1234", Tooltip: "On your ticket",
			Required: true, CharLimit: DefaultFreeformCharLimit}
		if fields[0] != want || DefaultFreeformCharLimit != 100 {
			t.Errorf("PAY-06 %s: %+v, want %+v", name, fields[0], want)
		}
		if f := fields[1]; f.Key != "note" || !f.TextArea || f.CharLimit != 20 || f.Required {
			t.Errorf("PAY-06 %s: %+v, want a text area of 20 characters, optional", name, f)
		}
	}
	if PayableViewOf(propertyTax(), "", false).FreeformFields != nil {
		t.Error("a payable without fields carries none")
	}
}

// TestCartPayableView_PAY01_componentPathsComeFromTheRawPayableThenItsChoices:
// the raw payable's component_paths reach the cart's payable, followed by
// the paths of its payment choices.
func TestCartPayableView_PAY01_componentPathsComeFromTheRawPayableThenItsChoices(t *testing.T) {
	p := propertyTax()
	p.ComponentPaths = []string{"sunshine/demo/property_tax/2026/R100-001/1"}
	p.PaymentChoices = []payables.PaymentChoice{{Path: "sunshine/demo/property_tax/2026/R100-001/full", Amount: "1234.56", DisplayName: "Full"}}
	got := cartPayableView(p).ComponentPaths
	if len(got) != 2 || got[0] != p.ComponentPaths[0] || got[1] != p.PaymentChoices[0].Path {
		t.Fatalf("component paths %v", got)
	}
	if got := cartPayableView(propertyTax()).ComponentPaths; got == nil || len(got) != 0 {
		t.Fatalf("no component paths: %#v, want an empty list", got)
	}
}
