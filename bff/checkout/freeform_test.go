package checkout

import (
	"context"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// permit is a payable with one required field of 20 characters and one
// optional field of the default limit.
func permit() payables.Payable {
	p := propertyTax()
	p.FreeformFields = []payables.FreeformField{
		{ReportingKey: "permit_number", Label: "Permit number", CharLimit: 20, Required: true},
		{ReportingKey: "note", Label: "Note"},
	}
	return p
}

// confidentialPayment is a confidential payment's template payable.
func confidentialPayment() payables.Payable {
	p := propertyTax()
	p.Amount, p.MinimumAmount, p.MaximumAmount = "0.00", "1.00", "100000.00"
	p.CustomParameters = map[string]any{ConfidentialParameter: true}
	p.FreeformFields = []payables.FreeformField{
		{ReportingKey: ConfidentialAccountLabelKey, Label: "Account label", CharLimit: 60, Required: true},
		{ReportingKey: ConfidentialTaxTypeKey, Label: "Tax type", CharLimit: 20, Required: true},
	}
	return p
}

func TestCheckFreeformValues_PAY06_keysLimitsAndRequiredFields(t *testing.T) {
	long := func(n int) string { return strings.Repeat("é", n) }
	cases := []struct {
		name   string
		values map[string]string
		filled bool
		bad    string // the field refused, "" for none
	}{
		{"PAY-06: filled within the limits", map[string]string{"permit_number": "P-12345", "note": long(100)}, true, ""},
		{"PAY-06: an unknown key", map[string]string{"permit_number": "P-1", "admin": "x"}, true, UnknownFieldsKey},
		{"PAY-06: over the field's limit, counted in characters", map[string]string{"permit_number": long(21)}, true, "permit_number"},
		{"PAY-06: over the default limit of 100", map[string]string{"permit_number": "P-1", "note": long(101)}, true, "note"},
		{"PAY-06: at the limit", map[string]string{"permit_number": long(20)}, true, ""},
		{"PAY-06: filled on add without the required field", map[string]string{"note": "hello"}, true, "permit_number"},
		{"PAY-06: the required field blank", map[string]string{"permit_number": "   "}, true, "permit_number"},
		{"PAY-06: a change of the optional field only", map[string]string{"note": "hello"}, false, ""},
		{"PAY-06: a change clearing the required field, asked for at check-out", map[string]string{"permit_number": ""}, false, ""},
		{"PAY-06: a change over the limit", map[string]string{"permit_number": long(21)}, false, "permit_number"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := checkFreeformValues(permit(), tc.values, tc.filled, bff.Spanish)
			if tc.bad == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			fields := bff.ErrorFields(err)
			if bff.ErrorCode(err) != bff.CodeInvalid || fields[tc.bad] == "" {
				t.Fatalf("err %v fields %v, want %s refused", err, fields, tc.bad)
			}
			for _, v := range tc.values {
				if len(strings.TrimSpace(v)) > 0 && strings.Contains(fields[tc.bad], strings.TrimSpace(v)) {
					t.Errorf("the message echoes the value: %q", fields[tc.bad])
				}
			}
		})
	}
}

func TestCheckFreeformValues_VAL80_aConfidentialPaymentNeedsItsLabelAndOneOfThreeTaxTypes(t *testing.T) {
	ok := func(taxType string) map[string]string {
		return map[string]string{ConfidentialAccountLabelKey: "Storefront at 12 Main", ConfidentialTaxTypeKey: taxType}
	}
	for _, tt := range ConfidentialTaxTypes() {
		if err := checkFreeformValues(confidentialPayment(), ok(tt), true, bff.English); err != nil {
			t.Errorf("VAL-80: tax type %s refused: %v", tt, err)
		}
	}
	if got := ConfidentialTaxTypes(); len(got) != 3 || got[0] != "central" || got[1] != "real_estate" || got[2] != "tangible" {
		t.Errorf("VAL-80: tax types %v", got)
	}
	cases := []struct {
		name   string
		values map[string]string
		filled bool
		bad    string
	}{
		{"VAL-80: another tax type", ok("personal"), true, ConfidentialTaxTypeKey},
		{"VAL-80: a tax type in capitals", ok("CENTRAL"), true, ConfidentialTaxTypeKey},
		{"VAL-80: no tax type", map[string]string{ConfidentialAccountLabelKey: "Storefront"}, true, ConfidentialTaxTypeKey},
		{"VAL-80: no account label", map[string]string{ConfidentialTaxTypeKey: TaxTypeTangible}, true, ConfidentialAccountLabelKey},
		{"VAL-80: added with nothing", nil, addFilled(confidentialPayment(), nil), ConfidentialAccountLabelKey},
		{"VAL-80: a change to another tax type", map[string]string{ConfidentialTaxTypeKey: "other"}, false, ConfidentialTaxTypeKey},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := checkFreeformValues(confidentialPayment(), tc.values, tc.filled, bff.Spanish)
			if fields := bff.ErrorFields(err); fields[tc.bad] == "" {
				t.Fatalf("err %v fields %v, want %s refused", err, fields, tc.bad)
			}
		})
	}
	if err := checkFreeformValues(confidentialPayment(), ok("other"), true, bff.Spanish); !strings.Contains(bff.ErrorFields(err)[ConfidentialTaxTypeKey], "bienes inmuebles") {
		t.Errorf("VAL-80: the Spanish message: %v", bff.ErrorFields(err))
	}
	// A change that leaves the tax type alone needs no tax type.
	if err := checkFreeformValues(confidentialPayment(), map[string]string{ConfidentialAccountLabelKey: "Shop"}, false, bff.English); err != nil {
		t.Errorf("a change of the label only: %v", err)
	}
}

// fakeRetriever answers a retrieve with payables by path.
type fakeRetriever map[string]payables.Payable

func (f fakeRetriever) Retrieve(_ context.Context, paths []string, _ bff.Language) (payables.RetrieveResponse, error) {
	var out payables.RetrieveResponse
	for _, p := range paths {
		if pay, ok := f[p]; ok {
			out.Payables = append(out.Payables, pay)
		}
	}
	return out, nil
}

func TestAddItems_PAY06_VAL80_theBFFChecksFreeformValuesBeforeTheCartService(t *testing.T) {
	conf := confidentialPayment()
	conf.Path = "sunshine/types/confidential_tax/payment"
	perm := permit()
	perm.Path = "sunshine/demo/business_license/B-9002"
	added := 0
	s := &Checkout{Retriever: fakeRetriever{conf.Path: conf, perm.Path: perm},
		Carts: fakeCarts{
			get: func(_ context.Context, _, _, id string) (cart.Cart, error) { return cart.Cart{ID: id}, nil },
			addItems: func(_ context.Context, _, _, id string, _ []cart.AddItem, _ bff.Language) (cart.Cart, error) {
				added++
				return cart.Cart{ID: id}, nil
			}}}
	amount := "250.00"
	for _, in := range []AddItemInput{
		{Path: conf.Path, Amount: &amount},
		{Path: conf.Path, Amount: &amount, UserParameters: map[string]string{ConfidentialAccountLabelKey: "Shop", ConfidentialTaxTypeKey: "boat"}},
		{Path: perm.Path, UserParameters: map[string]string{"note": "no permit number"}},
	} {
		if _, _, err := s.AddItems(context.Background(), guest, []AddItemInput{in}, bff.English); bff.ErrorCode(err) != bff.CodeInvalid {
			t.Errorf("%+v: %v, want invalid", in, err)
		}
	}
	if added != 0 {
		t.Fatalf("the cart service was asked %d times", added)
	}
	for _, in := range []AddItemInput{
		{Path: conf.Path, Amount: &amount, UserParameters: map[string]string{ConfidentialAccountLabelKey: "Shop", ConfidentialTaxTypeKey: TaxTypeRealEstate}},
		// PAY-06: without values, the permit's fields are filled in the cart.
		{Path: perm.Path},
	} {
		if _, _, err := s.AddItems(context.Background(), guest, []AddItemInput{in}, bff.English); err != nil {
			t.Errorf("%+v: %v", in, err)
		}
	}
	if added != 2 {
		t.Fatalf("added %d, want 2", added)
	}
}
