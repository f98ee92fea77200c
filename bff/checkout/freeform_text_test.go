package checkout

import (
	"context"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// VAL-80, PAY-06: a freeform value holds no control character (NUL, tab,
// CR, LF) and no bidirectional override or isolate, which reorder or split
// it where the county's staff read or export it; a multi-line field keeps
// its line breaks (\n) and nothing else. The refusal is in the asked
// language.
func TestCheckFreeformValues_VAL80_PAY06_controlAndBidiCharactersAreRefused(t *testing.T) {
	for _, label := range []string{"Main\x00St", "Main St\u202e", "Main\u2066St\u2069", "Main St\r\nX", "Main\tSt", "Main\nSt"} {
		err := checkFreeformValues(confidentialPayment(), map[string]string{ConfidentialAccountLabelKey: label, ConfidentialTaxTypeKey: TaxTypeCentral}, true, bff.Spanish)
		want := texts.Fill(texts.FormFieldControl, bff.Spanish, map[string]string{"field": "Account label"})
		if got := bff.ErrorFields(err)[ConfidentialAccountLabelKey]; got != want {
			t.Errorf("label %q: fields %v, want %q", label, bff.ErrorFields(err), want)
		}
	}
	if err := checkFreeformValues(confidentialPayment(), map[string]string{ConfidentialAccountLabelKey: "Main St", ConfidentialTaxTypeKey: " central\n"}, true, bff.English); bff.ErrorFields(err)[ConfidentialTaxTypeKey] == "" {
		t.Errorf("tax type %q: %v, want refused", " central\n", err)
	}
	notes := payables.Payable{Path: "c/s/x", FreeformFields: []payables.FreeformField{{ReportingKey: "notes", Label: "Notes", TextArea: true}}}
	if err := checkFreeformValues(notes, map[string]string{"notes": "line one\nline two"}, true, bff.English); err != nil {
		t.Errorf("a multi-line field's line break: %v", err)
	}
	for _, v := range []string{"line one\r\nline two", "a\u202ab", "a\x00b"} {
		if err := checkFreeformValues(notes, map[string]string{"notes": v}, true, bff.English); bff.ErrorFields(err)["notes"] == "" {
			t.Errorf("a multi-line field's %q: %v, want refused", v, err)
		}
	}
}

// VAL-80: a confidential payment's tax type sent with spaces around it is
// kept as one of the three types, on an add and on a change.
func TestAddItems_VAL80_theTaxTypeIsKeptTrimmed(t *testing.T) {
	conf := confidentialPayment()
	conf.Path = "sunshine/types/confidential_tax/payment"
	var added []cart.AddItem
	var changed cart.ItemChange
	s := &Checkout{Retriever: fakeRetriever{conf.Path: conf},
		Carts: fakeCarts{
			get: func(_ context.Context, _, _, id string) (cart.Cart, error) {
				return cart.Cart{ID: id, Items: []cart.Item{{ID: "i1", Path: conf.Path, Payable: conf}}}, nil
			},
			addItems: func(_ context.Context, _, _, id string, items []cart.AddItem, _ bff.Language) (cart.Cart, error) {
				added = items
				return cart.Cart{ID: id}, nil
			},
			changeItem: func(_ context.Context, _, _, id, _ string, ch cart.ItemChange) (cart.Cart, error) {
				changed = ch
				return cart.Cart{ID: id}, nil
			}}}
	amount := "250.00"
	in := AddItemInput{Path: conf.Path, Amount: &amount, UserParameters: map[string]string{ConfidentialAccountLabelKey: "Main St", ConfidentialTaxTypeKey: "  central "}}
	if _, _, err := s.AddItems(context.Background(), guest, []AddItemInput{in}, bff.English); err != nil {
		t.Fatal(err)
	}
	if len(added) != 1 || added[0].UserParameters[ConfidentialTaxTypeKey] != TaxTypeCentral || added[0].UserParameters[ConfidentialAccountLabelKey] != "Main St" {
		t.Errorf("added %+v, want tax type %q", added, TaxTypeCentral)
	}
	if in.UserParameters[ConfidentialTaxTypeKey] != "  central " {
		t.Errorf("the caller's values were changed: %v", in.UserParameters)
	}
	change := ItemChangeInput{UserParameters: map[string]string{ConfidentialTaxTypeKey: " tangible"}}
	if _, _, err := s.ChangeItem(context.Background(), guest, "i1", change, bff.English); err != nil {
		t.Fatal(err)
	}
	if changed.UserParameters[ConfidentialTaxTypeKey] != TaxTypeTangible {
		t.Errorf("changed %+v, want tax type %q", changed.UserParameters, TaxTypeTangible)
	}
}
