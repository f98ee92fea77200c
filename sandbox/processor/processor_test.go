package processor

import "testing"

func TestCardOutcome_contractSandboxCards(t *testing.T) {
	cases := map[string]struct{ brand, outcome string }{
		"4242 4242 4242 4242": {Visa, Approved},
		"5555 5555 5555 4444": {MasterCard, Approved},
		"3782 822463 10005":   {AmericanExpress, Approved},
		"6011 1111 1111 1117": {Discover, Approved},
		"4000 0000 0000 0002": {Visa, Declined},
		"4000 0000 0000 9995": {Visa, InsufficientFunds},
		"4000 0000 0000 0069": {Visa, ExpiredCard},
		"4000 0000 0000 0119": {Visa, ProcessingError},
	}
	for in, want := range cases {
		n := Digits(in)
		if !Luhn(n) {
			t.Errorf("%s fails the checksum", in)
		}
		if got := Brand(n); got != want.brand {
			t.Errorf("Brand(%s) = %q, want %q", in, got, want.brand)
		}
		if got := CardOutcome(n); got != want.outcome {
			t.Errorf("CardOutcome(%s) = %q, want %q", in, got, want.outcome)
		}
	}
}

func TestLuhn_refusesShortBadAndNonDigitNumbers(t *testing.T) {
	for _, n := range []string{"", "42424242424", "4242424242424241", "4242x24242424242"} {
		if Luhn(n) {
			t.Errorf("Luhn(%q) = true", n)
		}
	}
}

func TestBankOutcome_contractSandboxAccounts(t *testing.T) {
	if BankOutcome("110000000", "000123456789") != Approved {
		t.Error("the approved account is not approved")
	}
	if BankOutcome("110000000", "000111111116") != Returned {
		t.Error("the returned account is not returned")
	}
	if BankOutcome("021000021", "000123456789") != Declined || BankOutcome("110000000", "999") != Declined {
		t.Error("unknown routing or account must be declined")
	}
}

func FuzzLuhn_neverPanicsAndAgreesWithDigits(f *testing.F) {
	f.Add("4242 4242 4242 4242")
	f.Add("")
	f.Fuzz(func(t *testing.T, s string) {
		_ = Luhn(Digits(s))
		_ = Brand(Digits(s))
	})
}
