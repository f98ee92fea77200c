package bff

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// TestContainsCardNumber_VAL73 proves VAL-73's reading of a card number.
func TestContainsCardNumber_VAL73(t *testing.T) {
	cases := []struct {
		name string
		text string
		card bool
	}{
		{"a bare card number", "4242424242424242", true},
		{"a card number with spaces", "4242 4242 4242 4242", true},
		{"a card number with dashes inside text", "my card is 5555-5555-5555-4444, thanks", true},
		{"an American Express number", "3782 822463 10005", true},
		{"twelve digits that pass the checksum", "123456789015", true},
		{"dotted groups", "4242.4242.4242.4242", true},
		{"slashes and underscores", "4242/4242_4242/4242", true},
		{"a spaced dash", "4242 - 4242 - 4242 - 4242", true},
		{"full-width digits", "４２４２４２４２４２４２４２４２", true},
		{"full-width digits and ideographic spaces", "４２４２　４２４２　４２４２　４２４２", true},
		{"Arabic-Indic digits", "٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢", true},
		{"mixed scripts", "4242 ４２４２ ٤٢٤٢ 4242", true},
		{"zero-width spaces", "4242\u200b4242\u200b4242\u200b4242", true},
		{"a number before it", "ref 12, 4242 4242 4242 4242", true},
		{"a number after it", "4242 4242 4242 4242 12/29", true},
		{"inside a key", "card_4242424242424242_note", true},
		{"a number that fails the checksum", "4000 0000 0000 0001", false},
		// Its first three groups are twelve digits that pass: a card number
		// by VAL-70, and a mistyped card number is no less secret.
		{"a mistyped card number", "4242 4242 4242 4241", true},
		{"eleven digits", "42424242424", false},
		{"twenty digits in one run", "42424242424242424242", false},
		{"groups parted by a letter", "4242 4242 x 4242 4242", false},
		{"groups parted by four characters", "4242 4242 -- 4242 4242", false},
		{"an account reference", "R100-001", false},
		{"plain text", "Leave at the side door", false},
		{"two short numbers apart", "Unit 12, 4242 Main St", false},
		// Percent-encoded separators read as the characters they encode.
		{"escaped spaces", "4242%204242%204242%204242", true},
		{"escaped dashes and dots, either case", "4242%2D4242%2d4242%2E4242", true},
		{"escaped tabs", "4242%094242%094242%094242", true},
		{"escaped no-break spaces", "4242%C2%A04242%C2%A04242%C2%A04242", true},
		{"form-encoded spaces", "4242+4242+4242+4242", true},
		{"doubly escaped spaces", "4242%25204242%25204242%25204242", true},
		{"escaped spaces in a URL", "http://h/sunshine/demo/property-tax?account_number=4242%204242%204242%204242", true},
		{"an escaped space and spaces", "4242 %20 4242 %20 4242 %20 4242", true},
		{"a percent sign before it", "%4242424242424242", true},
		{"escaped spaces between short numbers", "/x?unit=12%2034&zip=5%2099&q=R100-001", false},
		{"four escaped spaces", "4242%20%20%20%204242 -- 4242%20%20%20%204242", false},
		{"an escaped letter", "4242 4242%41%424242 4242", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := ContainsCardNumber(tc.text); got != tc.card {
				t.Fatalf("ContainsCardNumber(%q) = %v, want %v", tc.text, got, tc.card)
			}
		})
	}
}

func TestMaskCardNumbers_keepsOnlyTheLastFourDigitsOfEachCardNumber(t *testing.T) {
	for in, want := range map[string]string{
		"4242424242424242":                 "************4242",
		"paid with 4242 4242 4242 4242 ok": "paid with **** **** **** 4242 ok",
		"3782-822463-10005":                "****-******-*0005",
		"4242.4242.4242.4242":              "****.****.****.4242",
		"４２４２　４２４２　４２４２　４２４２":                     "****　****　****　４２４２",
		"card_4242424242424242_note":              "card_************4242_note",
		"ref 12, 4242 4242 4242 4242":             "ref 12, **** **** **** 4242",
		"order 4242424242424241":                  "order 4242424242424241", // fails Luhn
		"phone 5550102000":                        "phone 5550102000",       // too short
		"a 4000000000000002 and 6011111111111117": "a ************0002 and ************1117",
		"no digits": "no digits",
		// The four digits kept make a card number with what follows: read again.
		"4242424242424242 4242 4242 4242": "**************** **** **** 4242",
		// Escapes stay as they were; only the digits between them change.
		"/x?card=4242%204242%204242%204242&n=1": "/x?card=****%20****%20****%204242&n=1",
		"4242%2D4242%2d4242%2E4242":             "****%2D****%2d****%2E4242",
		"4242%C2%A04242%C2%A04242%C2%A04242":    "****%C2%A0****%C2%A0****%C2%A04242",
		"4242%25204242%25204242%25204242":       "****%2520****%2520****%25204242",
		"4242+4242+4242+4242":                   "****+****+****+4242",
		"/x?unit=12%2034&zip=5%2099":            "/x?unit=12%2034&zip=5%2099",
		"R100-001":                              "R100-001",
	} {
		if got := MaskCardNumbers(in); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
}

func TestDigitValue_readsEveryUnicodeDecimalDigit(t *testing.T) {
	for _, table := range [][]unicode.Range16{unicode.Nd.R16} {
		for _, rg := range table {
			if rg.Stride != 1 || (rg.Hi-rg.Lo+1)%10 != 0 {
				t.Fatalf("Nd range %+v is not whole runs of ten", rg)
			}
		}
	}
	for _, rg := range unicode.Nd.R32 {
		if rg.Stride != 1 || (rg.Hi-rg.Lo+1)%10 != 0 {
			t.Fatalf("Nd range %+v is not whole runs of ten", rg)
		}
	}
	for r, want := range map[rune]byte{'0': 0, '7': 7, '０': 0, '９': 9, '٣': 3, '७': 7, '𝟗': 9, '𝟘': 0} {
		if got, ok := digitValue(r); !ok || got != want {
			t.Errorf("digitValue(%q) = %d, %v; want %d", r, got, ok, want)
		}
	}
	for _, r := range []rune{'a', '*', '²', '①', utf8.RuneError} {
		if _, ok := digitValue(r); ok {
			t.Errorf("digitValue(%q) reads a digit", r)
		}
	}
}

// cardNumbersIn lists, by brute force, every run of whole consecutive digit
// groups of s (groups parted by at most three characters, none a letter)
// that has 12 to 19 digits and passes Luhn, in s as it stands and in its
// decoded view (decodedView). It is the property's own reading, written
// apart from the masker's.
func cardNumbersIn(s string) []string {
	return append(cardNumbersInRunes([]rune(s)), cardNumbersInRunes(decodedView(s))...)
}

// escapeRE is one percent escape, escaped escapes ("%2520") included.
var escapeRE = regexp.MustCompile(`%(?:25)*[0-9A-Fa-f]{2}`)

// decodedView is s with each run of adjacent percent escapes decoded as
// UTF-8 (a byte that is not UTF-8 is U+FFFD), an escaped digit read as
// U+FFFD, and every other rune as it stands.
func decodedView(s string) []rune {
	var out []rune
	var run []byte // the bytes of the escapes just read
	flush := func() {
		for len(run) > 0 {
			r, size := utf8.DecodeRune(run)
			if _, digit := digitValue(r); digit {
				r = utf8.RuneError
			}
			out = append(out, r)
			run = run[size:]
		}
	}
	last := 0
	for _, m := range escapeRE.FindAllStringIndex(s, -1) {
		if m[0] != last {
			flush()
			out = append(out, []rune(s[last:m[0]])...)
		}
		esc := strings.TrimLeft(s[m[0]:m[1]], "%")
		b, err := strconv.ParseUint(esc[len(esc)-2:], 16, 8)
		if err != nil {
			panic(err)
		}
		run = append(run, byte(b))
		last = m[1]
	}
	flush()
	return append(out, []rune(s[last:])...)
}

func cardNumbersInRunes(text []rune) []string {
	type group struct {
		digits []byte
		joined bool
	}
	var groups []group
	gap, letter := -1, false
	for _, r := range text {
		v, ok := digitValue(r)
		switch {
		case ok && gap == 0:
			groups[len(groups)-1].digits = append(groups[len(groups)-1].digits, v)
		case ok:
			groups = append(groups, group{digits: []byte{v}, joined: gap > 0 && gap <= 3 && !letter})
			gap, letter = 0, false
		case gap >= 0:
			gap++
			letter = letter || unicode.IsLetter(r)
		}
	}
	var found []string
	for i := range groups {
		var digits []byte
		for j := i; j < len(groups) && (j == i || groups[j].joined); j++ {
			digits = append(digits, groups[j].digits...)
			if len(digits) >= 12 && len(digits) <= 19 && Luhn(digits) {
				found = append(found, string(rune('0'+len(digits))))
			}
		}
	}
	return found
}

func FuzzMaskCardNumbers(f *testing.F) {
	for _, s := range []string{"4242424242424242", "paid 4242 4242 4242 4242", "4242.4242.4242.4242",
		"４２４２　４２４２　４２４２　４２４２", "card_4242424242424242", "ref 12, 4242 4242 4242 4242",
		"4242424242424242 4242 4242 4242", "3782-822463-10005", "no card", "1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12",
		"٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢", "4242\u200b4242\u200b4242\u200b4242", "\xff4242424242424242\xfe",
		"4242%204242%204242%204242", "4242%2D4242%2d4242%2E4242", "4242%C2%A04242%C2%A04242%C2%A04242",
		"4242%25204242%25204242%252520%2525", "%4242424242424242", "/x?unit=12%2034", "%E3%80%80%34%EF%BC%94%C2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := MaskCardNumbers(s)
		if left := cardNumbersIn(out); len(left) > 0 {
			t.Fatalf("MaskCardNumbers(%q) = %q still holds a card number", s, out)
		}
		if ContainsCardNumber(out) {
			t.Fatalf("ContainsCardNumber(%q) after masking %q", out, s)
		}
		found := len(cardNumbersIn(s)) > 0
		if found != ContainsCardNumber(s) {
			t.Fatalf("ContainsCardNumber(%q) = %v, the brute-force reading %v", s, !found, found)
		}
		if !found {
			if out != s {
				t.Fatalf("MaskCardNumbers(%q) = %q changed text without a card number", s, out)
			}
			return
		}
		// Only digits change, each into one '*'; every other character stays.
		in, got := []rune(s), []rune(out)
		if len(in) != len(got) {
			t.Fatalf("MaskCardNumbers(%q) = %q: %d characters, want %d", s, out, len(got), len(in))
		}
		for i := range in {
			if in[i] != got[i] {
				if _, digit := digitValue(in[i]); !digit || got[i] != '*' {
					t.Fatalf("MaskCardNumbers(%q) = %q changed %q at %d", s, out, in[i], i)
				}
			}
		}
		if strings.Count(out, "*") == strings.Count(s, "*") {
			t.Fatalf("MaskCardNumbers(%q) masked nothing", s)
		}
	})
}
