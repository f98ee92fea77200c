package checkout

import (
	"slices"
	"testing"

	"github.com/payhub/payhub/bff/upstream/cart"
)

func limitCart(subtotal string, allowed ...string) cart.Cart {
	p := propertyTax()
	p.AllowedTenderTypes = allowed
	return cart.Cart{
		Items: []cart.Item{{ID: "i", Payable: p, Amount: subtotal}},
		DepartmentLimits: []cart.DepartmentLimit{{Department: "TAXCOL", DisplayName: "Tax Collector",
			Subtotal: subtotal, CardLimit: "5000.00", BankLimit: "100000.00"}},
	}
}

func TestTenders_limitBlockingTable(t *testing.T) {
	all := []string{"card", "bank"}
	cases := []struct {
		name        string
		site        []string
		cart        cart.Cart
		allowed     []string
		blocked     []string
		alertLevels []string
		noOverlap   bool
	}{
		{"VAL24 a subtotal equal to the card limit blocks nothing", all, limitCart("5000.00"), []string{"card", "bank"}, nil, nil, false},
		{"VAL23 over the card limit blocks card, warning while bank remains", all, limitCart("5000.01"), []string{"bank"}, []string{"card"}, []string{"warning"}, false},
		{"VAL22 over the bank limit blocks bank too, danger when nothing remains", all, limitCart("100000.01"), []string{}, []string{"bank", "card"}, []string{"danger", "danger"}, false},
		{"VAL25 over the card limit on a card-only site is danger", []string{"card"}, limitCart("7250.00"), []string{}, []string{"card"}, []string{"danger"}, false},
		{"only the methods the site accepts and the check-out takes", []string{"bank", "paypal", "cash"}, limitCart("10.00"), []string{"bank", "paypal"}, nil, nil, false},
		{"VAL23 over the card limit blocks the wallets that carry a card or PayPal too", []string{"bank", "paypal", "venmo", "applePay", "googlePay"}, limitCart("5000.01"), []string{"bank"}, []string{"applePay", "googlePay", "paypal", "venmo"}, []string{"warning"}, false},
		{"an item's allowed tender types narrow the methods", all, limitCart("10.00", "card"), []string{"card"}, nil, nil, false},
		{"ERR07 no overlap between items and site offers nothing", []string{"bank"}, limitCart("10.00", "card"), []string{}, nil, nil, true},
		{"an empty cart offers the site's methods", all, cart.Cart{}, []string{"card", "bank"}, nil, nil, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			v, noOverlap, err := tenders(tc.site, tc.cart)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(v.Allowed, tc.allowed) {
				t.Errorf("allowed %v, want %v", v.Allowed, tc.allowed)
			}
			var blocked []string
			for _, b := range v.Blocked {
				blocked = append(blocked, b.Type)
				if b.Reason != ReasonOverLimit || b.Department != "Tax Collector" || b.Limit == "" {
					t.Errorf("blocked entry %+v", b)
				}
			}
			slices.Sort(blocked)
			if !slices.Equal(blocked, tc.blocked) {
				t.Errorf("blocked %v, want %v", blocked, tc.blocked)
			}
			var levels []string
			for _, a := range v.Alerts {
				levels = append(levels, a.Level)
				if a.Key != AlertLimitExceeds || a.Department != "Tax Collector" {
					t.Errorf("alert %+v", a)
				}
			}
			if !slices.Equal(levels, tc.alertLevels) {
				t.Errorf("alert levels %v, want %v", levels, tc.alertLevels)
			}
			if noOverlap != tc.noOverlap {
				t.Errorf("noOverlap %v, want %v", noOverlap, tc.noOverlap)
			}
		})
	}
}

func TestTenders_VAL23_cardLimitAlertNamesCardAndPayPal(t *testing.T) {
	v, _, err := tenders([]string{"card", "bank", "paypal"}, limitCart("7250.00"))
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Alerts) != 1 || !slices.Equal(v.Alerts[0].Types, []string{"card", "paypal"}) || v.Alerts[0].Limit != "5000.00" {
		t.Fatalf("alerts %+v", v.Alerts)
	}
}

func TestTenders_unreadableLimitIsAnError(t *testing.T) {
	c := limitCart("10.00")
	c.DepartmentLimits[0].CardLimit = "5k"
	if _, _, err := tenders([]string{"card"}, c); err == nil {
		t.Fatal("a limit that is not an amount must be an error")
	}
}
