package bff

import (
	"encoding/json"
	"errors"
	"os"
	"regexp"
	"strings"
	"testing"
)

// amountVector is one case of testdata/amounts.json, which the widget's
// parser is held to as well (widget/src/lib/amount.test.ts): the cents
// ParseAmount and ParseExactAmount read, nil where they refuse.
type amountVector struct {
	Input  string `json:"input"`
	Amount *int64 `json:"amount"`
	Exact  *int64 `json:"exact"`
}

func amountVectors(t testing.TB) []amountVector {
	t.Helper()
	b, err := os.ReadFile("testdata/amounts.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct{ Vectors []amountVector }
	if err := json.Unmarshal(b, &file); err != nil {
		t.Fatal(err)
	}
	if len(file.Vectors) < 50 {
		t.Fatalf("only %d amount vectors", len(file.Vectors))
	}
	return file.Vectors
}

func checkParsed(t *testing.T, name, in string, got Cents, err error, want *int64) {
	t.Helper()
	switch {
	case want == nil && err == nil:
		t.Errorf("%s(%q) = %d, want it refused", name, in, int64(got))
	case want != nil && (err != nil || int64(got) != *want):
		t.Errorf("%s(%q) = %d, %v; want %d", name, in, int64(got), err, *want)
	}
}

// TestParseAmount_VAL40_VAL07_readsTheSharedVectors proves VAL-40 (an
// optional minus, an integer and up to two decimals) and VAL-07 (an amount
// change has digits and commas, a dot and exactly two decimals) on the
// cases the widget's parser is held to.
func TestParseAmount_VAL40_VAL07_readsTheSharedVectors(t *testing.T) {
	for _, v := range amountVectors(t) {
		c, err := ParseAmount(v.Input)
		checkParsed(t, "ParseAmount", v.Input, c, err, v.Amount)
		c, err = ParseExactAmount(v.Input)
		checkParsed(t, "ParseExactAmount", v.Input, c, err, v.Exact)
	}
}

func TestParseAmount_commasOnlyGroupThousands(t *testing.T) {
	for _, s := range []string{"12,34", "1,2,3.00", "12,34.00", "1,23.00"} {
		if c, err := ParseAmount(s); !errors.Is(err, ErrAmountFormat) {
			t.Errorf("ParseAmount(%q) = %d, %v; want ErrAmountFormat", s, int64(c), err)
		}
	}
	for _, s := range []string{"10000000000000", "10,000,000,000,000.00"} {
		if _, err := ParseAmount(s); !errors.Is(err, ErrAmountRange) {
			t.Errorf("ParseAmount(%q): %v, want ErrAmountRange", s, err)
		}
	}
}

func TestCentsString_writesTwoDecimalsWithoutGrouping(t *testing.T) {
	for c, want := range map[Cents]string{0: "0.00", 5: "0.05", -5: "-0.05", 123456: "1234.56", -100: "-1.00",
		999999999999999: "9999999999999.99", -1 << 63: "-92233720368547758.08"} {
		if got := c.String(); got != want {
			t.Errorf("Cents(%d) = %q, want %q", int64(c), got, want)
		}
	}
}

// canonicalAmount is what Cents.String writes.
var canonicalAmount = regexp.MustCompile(`^-?(0|[1-9][0-9]*)\.[0-9]{2}$`)

// amountGrammar is the grammar of ParseAmount written as a regular
// expression, to check the hand-written reader against.
var amountGrammar = regexp.MustCompile(`^-?([0-9]{1,3}(,[0-9]{3})+|[0-9]+)(\.[0-9]{1,2})?$`)

func FuzzParseAmount(f *testing.F) {
	for _, v := range amountVectors(f) {
		f.Add(v.Input)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseAmount(s)
		exact, errExact := ParseExactAmount(s)
		if err != nil {
			if errExact == nil {
				t.Fatalf("ParseExactAmount(%q) accepted what ParseAmount refused", s)
			}
			// Refused: not of the grammar, or of it but too large.
			if amountGrammar.MatchString(s) != errors.Is(err, ErrAmountRange) {
				t.Fatalf("ParseAmount(%q): %v, but the grammar match is %v", s, err, amountGrammar.MatchString(s))
			}
			return
		}
		if !amountGrammar.MatchString(s) {
			t.Fatalf("ParseAmount(%q) = %d outside the grammar", s, int64(c))
		}
		if limit := Cents(999999999999999); c > limit || c < -limit {
			t.Fatalf("ParseAmount(%q) = %d, beyond the %d-digit bound", s, int64(c), MaxAmountIntegerDigits)
		}
		twoDecimals := strings.Contains(s, ".") && len(s)-strings.Index(s, ".") == 3
		if (errExact == nil) != twoDecimals || (errExact == nil && exact != c) {
			t.Fatalf("ParseExactAmount(%q) = %d, %v; ParseAmount %d", s, int64(exact), errExact, int64(c))
		}
		out := c.String()
		if !canonicalAmount.MatchString(out) {
			t.Fatalf("ParseAmount(%q) = %d, written %q: not the canonical form", s, int64(c), out)
		}
		back, err := ParseExactAmount(out)
		if err != nil || back != c {
			t.Fatalf("round trip of %q: %q read as %d, %v; want %d", s, out, int64(back), err, int64(c))
		}
		if canonicalAmount.MatchString(s) && s != "-0.00" && out != s {
			t.Fatalf("ParseAmount(%q) written back as %q", s, out)
		}
	})
}

// ParsePlainAmount reads an amount a resident types for a plan: whole
// dollars or dollars and two-digit cents, nothing else.
func TestParsePlainAmount_wholeDollarsOrDollarsAndCents(t *testing.T) {
	for in, want := range map[string]Cents{"12": 1200, "12.50": 1250, "0.01": 1, "0": 0, "1234.56": 123456} {
		if got, err := ParsePlainAmount(in); err != nil || got != want {
			t.Errorf("ParsePlainAmount(%q) = %d, %v; want %d", in, int64(got), err, int64(want))
		}
	}
	for _, in := range []string{"", "1.5", "1,000.00", "1,000", "12.345", "-1.00", "+1.00", " 1.00", "1.00 ", "01.00",
		"1.", ".50", "1e3", "١٢", "$5", "0x10"} {
		if c, err := ParsePlainAmount(in); !errors.Is(err, ErrAmountFormat) {
			t.Errorf("ParsePlainAmount(%q) = %d, %v; want ErrAmountFormat", in, int64(c), err)
		}
	}
	if _, err := ParsePlainAmount("10000000000000.00"); !errors.Is(err, ErrAmountRange) {
		t.Errorf("ParsePlainAmount of 14 integer digits: %v, want ErrAmountRange", err)
	}
}
