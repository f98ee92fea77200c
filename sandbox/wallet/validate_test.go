package wallet

import (
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/sandbox/processor"
)

// may2026 is the clock of these tests.
var may2026 = time.Date(2026, 5, 4, 12, 0, 0, 0, time.UTC)

func TestParseExpiry_TENDER20_VAL71_aSingleDigitMonthIsZeroPadded(t *testing.T) {
	for in, want := range map[string]string{"3/27": "03/27", "1/29": "01/29", "12/30": "12/30", " 07/28 ": "07/28"} {
		if _, _, got, ok := ParseExpiry(in); !ok || got != want {
			t.Errorf("ParseExpiry(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "13/27", "0/27", "00/27", "3/2027", "03-27", "0327", "3/7", "a/27"} {
		if _, _, _, ok := ParseExpiry(in); ok {
			t.Errorf("ParseExpiry(%q) accepted", in)
		}
	}
}

func TestExpired_TENDER23_WAL11_theCurrentMonthIsNotExpired(t *testing.T) {
	cases := []struct {
		month, year int
		want        bool
	}{{5, 2026, false}, {4, 2026, true}, {12, 2025, true}, {6, 2026, false}, {1, 2027, false}}
	for _, c := range cases {
		if got := Expired(c.month, c.year, may2026); got != c.want {
			t.Errorf("Expired(%d/%d) = %v, want %v", c.month, c.year, got, c.want)
		}
	}
}

func TestRoutingValid_VAL63_nineDigitsWithTheABAChecksum(t *testing.T) {
	for _, ok := range []string{processor.SandboxRoutingNumber, "021000021", "011000015"} {
		if !RoutingValid(ok) {
			t.Errorf("RoutingValid(%s) = false", ok)
		}
	}
	for _, bad := range []string{"110000001", "11000000", "1100000000", "11000000a", ""} {
		if RoutingValid(bad) {
			t.Errorf("RoutingValid(%q) = true", bad)
		}
	}
}

func TestBankLastDigits_VAL68_oneTwoOrFourDigitsByLength(t *testing.T) {
	for account, want := range map[string]string{"123": "3", "1234": "34", "1234567": "67",
		"12345678": "5678", "000123456789": "6789"} {
		if got := BankLastDigits(account); got != want {
			t.Errorf("BankLastDigits(%s) = %q, want %q", account, got, want)
		}
	}
}

func TestValidateCard_VAL69_VAL70_refusesEachInvalidField(t *testing.T) {
	good := CardInput{Number: "4242 4242 4242 4242", Expiry: "12/30", CVC: "123", Name: "Ana Diaz"}
	if c, errs := validateCard(good, may2026); len(errs) > 0 || c.CardBrand != processor.Visa || c.LastDigits != "4242" {
		t.Fatalf("good card: %+v %v", c, errs)
	}
	cases := []struct {
		name, field string
		edit        func(*CardInput)
	}{
		{"bad checksum", "number", func(c *CardInput) { c.Number = "4242 4242 4242 4241" }},
		{"11 digits", "number", func(c *CardInput) { c.Number = "42424242424" }},
		{"letters", "number", func(c *CardInput) { c.Number = "4242x24242424242" }},
		{"unknown brand", "number", func(c *CardInput) { c.Number = "9999 9999 9999 9995" }},
		{"no number", "number", func(c *CardInput) { c.Number = " " }},
		{"expired", "expiry", func(c *CardInput) { c.Expiry = "04/26" }},
		{"bad expiry", "expiry", func(c *CardInput) { c.Expiry = "2030-12" }},
		{"short code", "cvc", func(c *CardInput) { c.CVC = "12" }},
		{"amex needs 4", "cvc", func(c *CardInput) { c.Number = "3782 822463 10005" }},
		{"no name", "name", func(c *CardInput) { c.Name = "  " }},
		{"long name", "name", func(c *CardInput) { c.Name = strings.Repeat("a", MaxNameLength+1) }},
	}
	for _, c := range cases {
		in := good
		c.edit(&in)
		_, errs := validateCard(in, may2026)
		if len(errs) != 1 || errs[c.field] == "" {
			t.Errorf("%s: errors %v, want only %s", c.name, errs, c.field)
		}
	}
	amex := CardInput{Number: "378282246310005", Expiry: "1/30", CVC: "1234", Name: "Ana"}
	if c, errs := validateCard(amex, may2026); len(errs) > 0 || c.Expiry != "01/30" || c.CardBrand != processor.AmericanExpress {
		t.Errorf("amex with 4 digits: %+v %v", c, errs)
	}
}

func TestValidateBank_VAL64_VAL65_VAL66_refusesEachInvalidField(t *testing.T) {
	good := BankInput{Routing: "110000000", Account: "000123456789", ConfirmAccount: "000123456789",
		AccountType: AccountChecking, Name: "Ana Diaz"}
	if c, errs := validateBank(good); len(errs) > 0 || c.LastDigits != "6789" || c.Outcome != processor.Approved {
		t.Fatalf("good account: %+v %v", c, errs)
	}
	cases := []struct {
		name, field string
		edit        func(*BankInput)
	}{
		{"bad checksum", "routing", func(b *BankInput) { b.Routing = "110000001" }},
		{"short routing", "routing", func(b *BankInput) { b.Routing = "11000000" }},
		{"symbols", "account", func(b *BankInput) { b.Account, b.ConfirmAccount = "0001-2345", "0001-2345" }},
		{"same as routing", "account", func(b *BankInput) { b.Account, b.ConfirmAccount = "110000000", "110000000" }},
		{"too short", "account", func(b *BankInput) { b.Account, b.ConfirmAccount = "12", "12" }},
		{"mismatch", "confirmAccount", func(b *BankInput) { b.ConfirmAccount = "000123456788" }},
		{"no type", "accountType", func(b *BankInput) { b.AccountType = "" }},
		{"bad type", "accountType", func(b *BankInput) { b.AccountType = "brokerage" }},
		{"no name", "name", func(b *BankInput) { b.Name = "" }},
	}
	for _, c := range cases {
		in := good
		c.edit(&in)
		_, errs := validateBank(in)
		if len(errs) != 1 || errs[c.field] == "" {
			t.Errorf("%s: errors %v, want only %s", c.name, errs, c.field)
		}
	}
}

func TestClaimedOrigin_readsOnlyAWellFormedOrigin(t *testing.T) {
	for token, want := range map[string]string{
		"x.eyJvcmlnaW4iOiJodHRwOi8vbG9jYWxob3N0OjgwODAifQ.y":       "http://localhost:8080",
		"x.eyJvcmlnaW4iOiJodHRwOi8vYTsgc2NyaXB0LXNyYyAqIn0.y":      "", // "http://a; script-src *"
		"x.eyJvcmlnaW4iOiJodHRwOi8vbG9jYWxob3N0OjgwODAvcGF0aCJ9.y": "", // with a path
		"not-a-token": "",
	} {
		if got := claimedOrigin(token); got != want {
			t.Errorf("claimedOrigin(%s) = %q, want %q", token, got, want)
		}
	}
}

// FuzzParseExpiry: any input either fails or yields a month 1-12, a full
// year and a canonical MM/YY that parses back to the same values
// (spec 000 §5 "Card expiry parsed as 1-2 digit month, slash, 2-digit year").
func FuzzParseExpiry(f *testing.F) {
	for _, s := range []string{"12/30", "1/27", "01/27", "13/30", "00/30", "1/2", " 3/29 ", "12/2030", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		month, year, canonical, ok := ParseExpiry(s)
		if !ok {
			return
		}
		if month < 1 || month > 12 || year < 2000 || year > 2099 {
			t.Fatalf("ParseExpiry(%q) = %d, %d", s, month, year)
		}
		m2, y2, c2, ok2 := ParseExpiry(canonical)
		if !ok2 || m2 != month || y2 != year || c2 != canonical || len(canonical) != 5 {
			t.Fatalf("canonical %q of %q does not round-trip: %d %d %q %v", canonical, s, m2, y2, c2, ok2)
		}
	})
}
