package wallet_test

import (
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	upstream "github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox/wallet"
)

func validCard() upstream.Tender {
	return upstream.Tender{Type: upstream.TenderCard, UserName: "Pat Resident", CardBrand: "Visa",
		CardExpirationMonth: 12, CardExpirationYear: 2030, LastDigits: "4242"}
}

func TestCheckTender_VAL74_ERR91_WAL03_WAL06_typeNameAndBrand(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(*upstream.Tender)
		want string // "" when valid
	}{
		{"a valid card", func(*upstream.Tender) {}, ""},
		{"no type", func(t *upstream.Tender) { t.Type = "" }, "The tender type is required."},
		{"an unknown type", func(t *upstream.Tender) { t.Type = "applePay" }, "Unknown tender type"},
		{"a card without a user name", func(t *upstream.Tender) { t.UserName = "  " }, "Enter the name on the card or account."},
		{"a bank account without a user name", func(t *upstream.Tender) { *t = upstream.Tender{Type: upstream.TenderBank} },
			"Enter the name on the card or account."},
		{"PayPal needs no user name", func(t *upstream.Tender) { *t = upstream.Tender{Type: upstream.TenderPayPal} }, ""},
		{"a brand not of WAL-06", func(t *upstream.Tender) { t.CardBrand = "Diners Club" }, "A card needs its brand and expiry."},
		{"American Express", func(t *upstream.Tender) { t.CardBrand = "American Express" }, ""},
		{"Discover Card", func(t *upstream.Tender) { t.CardBrand = "Discover Card" }, ""},
		{"a 30-character nickname", func(t *upstream.Tender) { t.Nickname = strings.Repeat("ñ", 30) }, ""},
		{"a 31-character nickname", func(t *upstream.Tender) { t.Nickname = strings.Repeat("ñ", 31) },
			"The nickname cannot have more than 30 characters."},
		{"a billing address without its city", func(t *upstream.Tender) {
			t.BillingAddress = &upstream.Address{Address1: "1 Main St", State: "FL", PostalCode: "32801", Country: "US"}
		}, "Enter the billing city."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tn := validCard()
			tc.edit(&tn)
			err := wallet.CheckTender(tn)
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("CheckTender = %v, want valid", err)
			case tc.want != "" && (bff.ErrorCode(err) != bff.CodeInvalid || bff.ErrorMessage(err) != tc.want):
				t.Errorf("CheckTender = %v, want invalid %q", err, tc.want)
			}
		})
	}
}

func TestCheckBilling_VAL75_requiredFieldsAndPostalCodeUnlessExempt(t *testing.T) {
	full := upstream.Address{Address1: "1 Main St", City: "Orlando", State: "FL", PostalCode: "32801", Country: "US"}
	for _, tc := range []struct {
		name string
		edit func(*upstream.Address)
		want string
	}{
		{"complete", func(*upstream.Address) {}, ""},
		{"address1", func(a *upstream.Address) { a.Address1 = "" }, "Enter the billing street address."},
		{"city", func(a *upstream.Address) { a.City = "" }, "Enter the billing city."},
		{"state", func(a *upstream.Address) { a.State = "" }, "Enter the billing state or province."},
		{"country", func(a *upstream.Address) { a.Country = "" }, "Choose the billing country."},
		{"a country name", func(a *upstream.Address) { a.Country = "USA" }, "The billing country must be a two-letter country code."},
		{"postal code in the US", func(a *upstream.Address) { a.PostalCode = "" }, "Enter the billing postal code."},
		{"no postal code in Hong Kong", func(a *upstream.Address) { a.PostalCode, a.Country = "", "hk" }, ""},
		{"address2 is optional", func(a *upstream.Address) { a.Address2 = "" }, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := full
			tc.edit(&a)
			err := wallet.CheckBilling(a)
			if (tc.want == "" && err != nil) || (tc.want != "" && bff.ErrorMessage(err) != tc.want) {
				t.Errorf("CheckBilling = %v, want %q", err, tc.want)
			}
		})
	}
}

func TestExpiring_aCardExpiringThisMonthOrNextIsExpiring(t *testing.T) {
	dec := time.Date(2026, time.December, 31, 23, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		month, year int
		now         time.Time
		want        bool
	}{
		{5, 2026, may2026(), true},
		{6, 2026, may2026(), true},
		{7, 2026, may2026(), false},
		{4, 2026, may2026(), false}, // expired, not expiring
		{12, 2026, dec, true},
		{1, 2027, dec, true}, // next month is in the next year
		{2, 2027, dec, false},
		{0, 0, may2026(), false}, // not a card
	} {
		if got := wallet.Expiring(tc.month, tc.year, tc.now); got != tc.want {
			t.Errorf("Expiring(%d/%d) at %s = %v, want %v", tc.month, tc.year, tc.now.Format("2006-01"), got, tc.want)
		}
	}
}
