package checkout

import (
	"slices"
	"testing"

	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// walletItem is a cart item of category, delayed or not, open to every tender.
func walletItem(category string, delayed bool) cart.Item {
	return cart.Item{ID: category, Amount: "50.00", Payable: payables.Payable{ItemCategory: category,
		ShouldDelayPayment: delayed, AllowedTenderTypes: []string{"card", "bank", "paypal", "venmo", "applePay", "googlePay"}}}
}

func walletCart(items ...cart.Item) cart.Cart {
	return cart.Cart{Items: items, HasDelayedItems: slices.ContainsFunc(items, func(i cart.Item) bool { return i.Payable.ShouldDelayPayment })}
}

func TestTenders_availabilityOfPayPalVenmoAndMobileWalletsByRule(t *testing.T) {
	every := []string{"card", "bank", "paypal", "applePay", "googlePay"}
	site := func(methods []string, venmo, mixedMobile bool) siteconfig.Site {
		return siteconfig.Site{PaymentMethods: methods, VenmoEnabled: venmo, AllowMobilePayMixedCategories: mixedMobile}
	}
	one := walletCart(walletItem("utilities", false))
	mixed := walletCart(walletItem("utilities", false), walletItem("property_tax", false))
	delayed := walletCart(walletItem("business_license", true))
	cases := []struct {
		name string
		site siteconfig.Site
		cart cart.Cart
		want []string
	}{
		{"every method of the site, Venmo by its flag", site(every, true, false), one,
			[]string{"card", "bank", "paypal", "venmo", "applePay", "googlePay"}},
		{"TENDER-10 mobile pay is not offered for mixed item categories", site(every, false, false), mixed,
			[]string{"card", "bank", "paypal"}},
		{"TENDER-10 the allow flag offers mobile pay for mixed item categories", site(every, false, true), mixed,
			[]string{"card", "bank", "paypal", "applePay", "googlePay"}},
		{"TENDER-11 PayPal switched off for the site (and Venmo with it)", site([]string{"card", "bank", "applePay"}, true, false), one,
			[]string{"card", "bank", "applePay"}},
		{"TENDER-12 Venmo only when its flag is set", site(every, false, false), one,
			[]string{"card", "bank", "paypal", "applePay", "googlePay"}},
		{"TENDER-12 venmo in the site's methods without the flag is not offered", site(append([]string{"venmo"}, every...), false, false), one,
			[]string{"card", "bank", "paypal", "applePay", "googlePay"}},
		{"TENDER-13 Venmo is not offered for more than one item category", site(every, true, true), mixed,
			[]string{"card", "bank", "paypal", "applePay", "googlePay"}},
		{"TENDER-15 Venmo is not offered with delayed items", site(every, true, false), delayed,
			[]string{"card", "bank", "paypal", "applePay", "googlePay"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			v, _, err := tenders(offeredMethods(tc.site, tc.cart), tc.cart)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(v.Allowed, tc.want) {
				t.Errorf("allowed %v, want %v", v.Allowed, tc.want)
			}
		})
	}
}

func TestTenders_VAL23_cardLimitBlocksPayPalVenmoAndMobileWalletsOnly(t *testing.T) {
	c := limitCart("5000.01", "card", "bank", "paypal", "venmo", "applePay", "googlePay")
	c.Items[0].Payable.ItemCategory = "property_tax"
	st := siteconfig.Site{PaymentMethods: []string{"card", "bank", "paypal", "applePay", "googlePay"}, VenmoEnabled: true}
	v, _, err := tenders(offeredMethods(st, c), c)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(v.Allowed, []string{"bank"}) {
		t.Errorf("allowed %v, want bank only", v.Allowed)
	}
	want := []string{"card", "paypal", "venmo", "applePay", "googlePay"}
	if len(v.Alerts) != 1 || !slices.Equal(v.Alerts[0].Types, want) || v.Alerts[0].Level != AlertWarning {
		t.Errorf("alerts %+v, want one warning naming %v", v.Alerts, want)
	}
}

func TestPayPalInput_returnAddressMustBeOnThePagesOrigin(t *testing.T) {
	ok := PayPalInput{Brand: "paypal", ExtraFields: ExtraFieldsInput{Email: "ana@example.com"},
		Expected: ExpectedInput{Subtotal: "842.10", Fee: "19.79"}, ReturnURL: "http://localhost:8080/sunshine/demo/checkout"}
	if err := ok.Validate("http://localhost:8080"); err != nil {
		t.Fatalf("a return address on the page's origin: %v", err)
	}
	for _, ret := range []string{"https://localhost:8080/x", "http://evil.example/x", "/sunshine/demo/checkout",
		"http://localhost:8080.evil.example/x", "javascript:alert(1)", "http://a@localhost:8080/x"} {
		in := ok
		in.ReturnURL = ret
		if err := in.Validate("http://localhost:8080"); err == nil {
			t.Errorf("return address %q accepted", ret)
		}
	}
	bad := ok
	bad.Brand = "card"
	if err := bad.Validate("http://localhost:8080"); err == nil {
		t.Error("a brand other than paypal or venmo accepted")
	}
}
