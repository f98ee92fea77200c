package checkout

import (
	"context"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/cart"
)

// PAY-06, VAL-80: an add's path is checked as the cart service reads it,
// without surrounding spaces, and a path the payables service does not
// return is refused by the BFF, never passed on unchecked.
func TestAddItems_PAY06_VAL80_paddedAndUnknownPathsAreNotPassedOnUnchecked(t *testing.T) {
	conf := confidentialPayment()
	conf.Path = "sunshine/types/confidential_tax/payment"
	var sent []cart.AddItem
	s := &Checkout{Retriever: fakeRetriever{conf.Path: conf},
		Carts: fakeCarts{
			get: func(_ context.Context, _, _, id string) (cart.Cart, error) { return cart.Cart{ID: id}, nil },
			addItems: func(_ context.Context, _, _, id string, items []cart.AddItem, _ bff.Language) (cart.Cart, error) {
				sent = append(sent, items...)
				return cart.Cart{ID: id}, nil
			}}}
	amount := "250.00"
	boat := map[string]string{ConfidentialAccountLabelKey: "Shop", ConfidentialTaxTypeKey: "boat"}
	for _, path := range []string{" " + conf.Path, conf.Path + "\n"} {
		_, _, err := s.AddItems(context.Background(), guest, []AddItemInput{{Path: path, Amount: &amount, UserParameters: boat}}, bff.English)
		if bff.ErrorCode(err) != bff.CodeInvalid {
			t.Errorf("path %q with tax type boat: %v, want invalid", path, err)
		}
	}
	_, _, err := s.AddItems(context.Background(), guest, []AddItemInput{{Path: "sunshine/types/unknown", Amount: &amount, UserParameters: boat}}, bff.Spanish)
	if bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("a path the payables service does not know: %v, want not found", err)
	}
	if len(sent) != 0 {
		t.Fatalf("the cart service was sent %+v", sent)
	}
	ok := map[string]string{ConfidentialAccountLabelKey: "Shop", ConfidentialTaxTypeKey: TaxTypeCentral}
	if _, _, err := s.AddItems(context.Background(), guest, []AddItemInput{{Path: " " + conf.Path + " ", Amount: &amount, UserParameters: ok}}, bff.English); err != nil {
		t.Fatalf("a padded path with good values: %v", err)
	}
	if len(sent) != 1 || sent[0].Path != conf.Path {
		t.Errorf("sent %+v, want the path without spaces", sent)
	}
}
