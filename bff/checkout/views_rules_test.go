package checkout

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen/screentest"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/sqlite"
)

// sandboxCheckout is a Checkout whose cart service is the real sandbox's.
func sandboxCheckout(t *testing.T) *Checkout {
	t.Helper()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	t.Cleanup(pool.Close)
	return &Checkout{Carts: cart.NewClient(pool.Client("cart", ts.URL+sandbox.PrefixCart))}
}

func TestItemView_ADD10_TENDER04_cartItemsNameTheirPayablesConfirmationAndDisabledBrands(t *testing.T) {
	s := sandboxCheckout(t)
	add := func(user, path string) ItemView {
		t.Helper()
		v, _, err := s.AddItems(t.Context(), Guest{Client: "sunshine", Site: "demo", UserID: user},
			[]AddItemInput{{Path: path}}, bff.English)
		if err != nil || len(v.Items) != 1 {
			t.Fatalf("add %s: %v %+v", path, err, v)
		}
		return v.Items[0]
	}
	permit := add("anon-permit", sqlite.PathLicenseConfirm)
	if !permit.RequiresConfirmation || !permit.Payable.RequiresConfirmation || len(permit.DisabledCardBrands) != 0 {
		t.Errorf("ADD-10: B-9005 requiresConfirmation %v (payable %v), disabledCardBrands %v",
			permit.RequiresConfirmation, permit.Payable.RequiresConfirmation, permit.DisabledCardBrands)
	}
	fee := add("anon-fee", sqlite.PathWaterMeterFee)
	if !slices.Equal(fee.DisabledCardBrands, []string{"American Express"}) || fee.RequiresConfirmation {
		t.Errorf("TENDER-04: U-5002 disabledCardBrands %v requiresConfirmation %v", fee.DisabledCardBrands, fee.RequiresConfirmation)
	}
	plain := add("anon-plain", "sunshine/demo/property_tax/2026/R100-002")
	if plain.RequiresConfirmation || plain.DisabledCardBrands == nil || len(plain.DisabledCardBrands) != 0 {
		t.Errorf("R100-002: requiresConfirmation %v disabledCardBrands %#v, want false and []",
			plain.RequiresConfirmation, plain.DisabledCardBrands)
	}
	b, err := json.Marshal(fee)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"requiresConfirmation":false`) || !strings.Contains(string(b), `"disabledCardBrands":["American Express"]`) {
		t.Errorf("item JSON lacks the widget's names: %s", b)
	}
}

func TestItemView_TENDER04_disabledCardBrandsJoinThePayablesAndItsRestrictions(t *testing.T) {
	it := cart.Item{ID: "i1", Path: "p", Amount: "10.00", Payable: payables.Payable{
		Path: "p", Amount: "10.00", RequiresConfirmation: true,
		DisabledCardBrands:  []string{"American Express"},
		PaymentRestrictions: &payables.PaymentRestrictions{DisabledCardBrands: []string{"Discover Card"}},
	}}
	v := itemView(it, nil)
	if !v.RequiresConfirmation || !slices.Equal(v.DisabledCardBrands, []string{"American Express", "Discover Card"}) {
		t.Fatalf("item requiresConfirmation %v disabledCardBrands %v", v.RequiresConfirmation, v.DisabledCardBrands)
	}
	// The item's list is its own: changing it leaves the payable's alone.
	v.DisabledCardBrands[0] = "Visa"
	if v.Payable.DisabledCardBrands[0] != "American Express" {
		t.Fatalf("the item and its payable share one list: %v", v.Payable.DisabledCardBrands)
	}
}

func TestCartView_CART16_CHK17_theCartsAddressesAndTheRedirectMark(t *testing.T) {
	handed := cart.Cart{ID: "c1", URLs: cart.URLs{
		Return: "https://county.example.gov/pay/return", Cancel: "https://county.example.gov/pay/cancel",
		Receipt: "https://county.example.gov/pay/receipt/{receiptId}", Postback: "https://county.example.gov/hook",
	}}
	v := cartView(handed)
	want := CartURLsView{Return: handed.URLs.Return, Cancel: handed.URLs.Cancel, Receipt: handed.URLs.Receipt, Postback: handed.URLs.Postback}
	if !v.IsRedirect || v.URLs != want {
		t.Fatalf("handed-over cart: isRedirect %v urls %+v", v.IsRedirect, v.URLs)
	}
	if v := cartView(cart.Cart{ID: "c2", URLs: cart.URLs{Cancel: "https://county.example.gov/pay/cancel"}}); !v.IsRedirect {
		t.Error("a cart with only a cancel address is not marked as a redirect cart")
	}
	// A postback address alone is for the county's server, not a hand-over.
	own := cartView(cart.Cart{ID: "c3", URLs: cart.URLs{Postback: "https://county.example.gov/hook"}})
	if own.IsRedirect || own.URLs.Postback == "" {
		t.Errorf("postback only: isRedirect %v urls %+v", own.IsRedirect, own.URLs)
	}
	b, err := json.Marshal(cartView(cart.Cart{ID: "c4"}))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"isRedirect":false`) || !strings.Contains(string(b), `"urls":{}`) {
		t.Errorf("a portal cart: %s", b)
	}
	b, err = json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"isRedirect":true`) ||
		!strings.Contains(string(b), `"urls":{"return":"https://county.example.gov/pay/return","cancel":"https://county.example.gov/pay/cancel","receipt":"https://county.example.gov/pay/receipt/{receiptId}","postback":"https://county.example.gov/hook"}`) {
		t.Errorf("a handed-over cart: %s", b)
	}
}

func TestCheckoutScreen_TENDER03_tendersNameTheCardBrandsTheSiteAccepts(t *testing.T) {
	brandsOf := func(configured []string) []string {
		t.Helper()
		cfg := screentest.Config{SiteFunc: func(_ context.Context, client, site string) (siteconfig.Site, error) {
			return siteconfig.Site{Client: client, Site: site, PaymentMethods: []string{"card", "bank"}, CardBrands: configured}, nil
		}}
		scr, _, err := newCheckout(cfg, checkoutCarts(oneItemCart("c9"))).CheckoutScreen(context.Background(), checkoutReq("c1"))
		if err != nil {
			t.Fatal(err)
		}
		return scr.Sections["tenders"].Data.(TendersView).CardBrands
	}
	if got := brandsOf(nil); !slices.Equal(got, []string{"Visa", "MasterCard", "Discover Card", "American Express"}) {
		t.Errorf("no brands configured: %v, want all four", got)
	}
	if got := brandsOf([]string{"mastercard", "Visa"}); !slices.Equal(got, []string{"Visa", "MasterCard"}) {
		t.Errorf("two brands configured: %v, want Visa and MasterCard", got)
	}
}
