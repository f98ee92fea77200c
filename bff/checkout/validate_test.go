package checkout

import (
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
)

func TestValidPhone_extraFieldPhoneRules(t *testing.T) {
	cases := []struct {
		rule, phone string
		ok          bool
	}{
		{"VAL26 ten digits", "5551234567", true},
		{"VAL26 fifteen digits with plus", "+123456789012345", true},
		{"VAL26 sixteen digits", "+1234567890123456", false},
		{"VAL26 six digits with plus", "+123456", false},
		{"VAL26 seven digits with plus", "+1234567", true},
		{"VAL27 hyphens parentheses spaces", "(555) 123-4567", true},
		{"VAL27 a letter", "555123456a", false},
		{"VAL27 a dot", "555.123.4567", false},
		{"VAL27 a second plus", "+1+5551234567", false},
		{"VAL27 a plus that does not lead", "1+5551234567", false},
		{"VAL28 starts with 0", "0551234567", false},
		{"VAL28 first digit 0 after a parenthesis", "(055) 123-4567", false},
		{"VAL29 nine digits without plus", "555123456", false},
		{"VAL29 nine digits with plus", "+555123456", true},
		{"empty", "", false},
		{"over 30 characters", "+1 (555) 123 - 4567 - - - - - - -", false},
	}
	for _, tc := range cases {
		if got := ValidPhone(tc.phone); got != tc.ok {
			t.Errorf("%s: ValidPhone(%q) = %v, want %v", tc.rule, tc.phone, got, tc.ok)
		}
	}
}

// FuzzValidPhone checks that every phone ValidPhone accepts obeys the spec
// 000 §5 rules, counted independently.
func FuzzValidPhone(f *testing.F) {
	for _, s := range []string{"5551234567", "+1 (555) 123-4567", "0123456789", "+123", "++1234567", "(((((((", "１２３４５６７８９０"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !ValidPhone(s) {
			return
		}
		if len(s) > MaxPhoneLength {
			t.Fatalf("accepted %q longer than %d", s, MaxPhoneLength)
		}
		digits := ""
		for i, r := range s {
			switch {
			case r >= '0' && r <= '9':
				digits += string(r)
			case r == '+' && i == 0:
			case strings.ContainsRune("-() ", r):
			default:
				t.Fatalf("accepted %q with %q", s, r)
			}
		}
		if len(digits) < MinPhoneDigits || len(digits) > MaxPhoneDigits || digits[0] == '0' {
			t.Fatalf("accepted %q with digits %q", s, digits)
		}
		if !strings.HasPrefix(s, "+") && len(digits) < MinLocalPhoneDigit {
			t.Fatalf("accepted %q: fewer than %d digits without a plus", s, MinLocalPhoneDigit)
		}
	})
}

func TestValidEmail_requiredValidAndAtMost100(t *testing.T) {
	cases := []struct {
		email string
		ok    bool
	}{
		{"ana@example.com", true},
		{"ana.diaz+pay@mail.example.org", true},
		{"", false},
		{"ana", false},
		{"ana@example", false},
		{"Ana <ana@example.com>", false},
		{"ana @example.com", false},
		{strings.Repeat("a", 88) + "@example.com", true},
		{strings.Repeat("a", 89) + "@example.com", false},
	}
	for _, tc := range cases {
		if got := ValidEmail(tc.email); got != tc.ok {
			t.Errorf("ValidEmail(%q) = %v, want %v", tc.email, got, tc.ok)
		}
	}
}

func validInput() CheckOutInput {
	return CheckOutInput{
		Tender:      TenderInput{Type: "card", Token: "tndr_abc123", LastDigits: "4242", CardBrand: "Visa", UserName: "Ana Diaz"},
		ExtraFields: ExtraFieldsInput{Email: "ana@example.com"},
		Expected:    ExpectedInput{Subtotal: "1234.56", Fee: "29.01"},
	}
}

func TestCheckOutInput_validationTable(t *testing.T) {
	cases := []struct {
		name   string
		change func(*CheckOutInput)
		ok     bool
	}{
		{"a complete submission", func(*CheckOutInput) {}, true},
		{"bank with a token", func(in *CheckOutInput) { in.Tender.Type, in.Tender.CardBrand = "bank", "" }, true},
		{"VAL20 TENDER16 no tender type", func(in *CheckOutInput) { in.Tender.Type = "" }, false},
		{"TENDER01 an unknown tender type", func(in *CheckOutInput) { in.Tender.Type = "cash" }, false},
		{"a token that is not a tender token", func(in *CheckOutInput) { in.Tender.Token = "4242424242424242" }, false},
		{"a token with other characters", func(in *CheckOutInput) { in.Tender.Token = "tndr_ab-c" }, false},
		{"more than four last digits", func(in *CheckOutInput) { in.Tender.LastDigits = "4242424242424242" }, false},
		{"TENDER17 no user name", func(in *CheckOutInput) { in.Tender.UserName = "  " }, false},
		{"no email", func(in *CheckOutInput) { in.ExtraFields.Email = "" }, false},
		{"a malformed email", func(in *CheckOutInput) { in.ExtraFields.Email = "ana@" }, false},
		{"a valid phone", func(in *CheckOutInput) { in.ExtraFields.Phone = "(555) 123-4567" }, true},
		{"an invalid phone", func(in *CheckOutInput) { in.ExtraFields.Phone = "12345" }, false},
		{"sms without a phone", func(in *CheckOutInput) { in.ExtraFields.ContactPreference = "sms" }, false},
		{"sms with a phone", func(in *CheckOutInput) {
			in.ExtraFields.ContactPreference, in.ExtraFields.Phone = "sms", "5551234567"
		}, true},
		{"an unknown contact preference", func(in *CheckOutInput) { in.ExtraFields.ContactPreference = "fax" }, false},
		{"a subtotal with one decimal", func(in *CheckOutInput) { in.Expected.Subtotal = "1234.5" }, false},
		{"a fee that is not a number", func(in *CheckOutInput) { in.Expected.Fee = "free" }, false},
		{"an unknown language", func(in *CheckOutInput) { in.Language = "fr" }, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			in := validInput()
			tc.change(&in)
			in.Normalize()
			err := in.Validate(bff.English)
			if (err == nil) != tc.ok {
				t.Fatalf("Validate() = %v, want ok=%v", err, tc.ok)
			}
			if err != nil && bff.ErrorCode(err) != bff.CodeInvalid {
				t.Fatalf("code %s, want invalid", bff.ErrorCode(err))
			}
		})
	}
}

func TestCheckOutInput_CHK09_contactPreferenceDefaultsToEmail(t *testing.T) {
	in := validInput()
	in.ExtraFields.Email = "  ana@example.com "
	in.Normalize()
	if in.ExtraFields.ContactPreference != ContactEmail || in.ExtraFields.Email != "ana@example.com" {
		t.Fatalf("%+v", in.ExtraFields)
	}
}

func TestCheckOutInput_errorsNeverEchoTheValue(t *testing.T) {
	in := validInput()
	in.Tender.Token = "4242424242424242"
	err := in.Validate(bff.English)
	if err == nil || strings.Contains(err.Error(), "4242") {
		t.Fatalf("error %v", err)
	}
}
