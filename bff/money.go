package bff

import (
	"errors"
	"strconv"
	"strings"
)

// Cents is an amount of money in cents. Amounts travel as exact decimal
// strings ("1234.56") and are computed on as integers, never as floats.
type Cents int64

// MaxAmountIntegerDigits bounds the significant digits of an amount's
// integer part (9,999,999,999,999.99 at most), so that any parsed amount,
// and the sums a cart makes of them, stay far inside int64 and inside the
// integers a browser's numbers hold exactly (2^53).
const MaxAmountIntegerDigits = 13

// Errors of ParseAmount, ParseExactAmount and ParsePlainAmount.
var (
	ErrAmountFormat = errors.New("amount: not a decimal amount")
	ErrAmountRange  = errors.New("amount: too large")
)

// ParseAmount reads an amount in the one amount grammar of PayHub (spec 000
// §5; VAL-40: "an optional minus, an integer and up to 2 decimals"):
//
//	amount   = [ "-" ] integer [ "." 1*2DIGIT ]
//	integer  = 1*DIGIT / 1*3DIGIT 1*( "," 3DIGIT )
//
// The integer part is plain ASCII digits ("1234") or digits grouped by
// commas in threes ("1,234"); any other comma is refused, so "12,34" and
// "1,2,3.00" are not amounts. Nothing else is accepted: no spaces, no plus,
// no currency sign, no other script's digits. The widget's parser
// (widget/src/lib/amount.ts) implements the same grammar, and a shared test
// holds them to it.
func ParseAmount(s string) (Cents, error) {
	return parseAmount(s, false)
}

// ParseExactAmount is ParseAmount with exactly two decimals (VAL-07: "a
// string of digits and commas, a dot and exactly two decimals"; spec 000 §9
// "Amounts have exactly two decimals"): "1,234.56" is 123456 cents; "12",
// "12.5" and "12.345" are refused. It reads amount changes and every amount
// the services write.
func ParseExactAmount(s string) (Cents, error) {
	return parseAmount(s, true)
}

// ParsePlainAmount reads an amount as a resident types it for a plan
// (constantAmount) and as a plan stores it: whole dollars or dollars and
// exactly two-digit cents, plain ASCII digits with no sign, no grouping and
// no leading zero ("12", "12.50", "0.01"). "1.5", "1,000.00" and "012.00"
// are refused, so that the amount stored is exactly the amount typed.
func ParsePlainAmount(s string) (Cents, error) {
	whole, frac, dot := strings.Cut(s, ".")
	if !allDigits(whole) || (len(whole) > 1 && whole[0] == '0') || (dot && (len(frac) != 2 || !allDigits(frac))) {
		return 0, ErrAmountFormat
	}
	return parseAmount(s, false)
}

func parseAmount(s string, exact bool) (Cents, error) {
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	whole, frac, dot := strings.Cut(s, ".")
	switch {
	case exact && (!dot || len(frac) != 2):
		return 0, ErrAmountFormat
	case dot && (len(frac) < 1 || len(frac) > 2 || !allDigits(frac)):
		return 0, ErrAmountFormat
	}
	digits, ok := integerDigits(whole)
	if !ok {
		return 0, ErrAmountFormat
	}
	digits = strings.TrimLeft(digits, "0")
	if len(digits) > MaxAmountIntegerDigits {
		return 0, ErrAmountRange
	}
	for len(frac) < 2 {
		frac += "0"
	}
	n, err := strconv.ParseInt(digits+frac, 10, 64)
	if err != nil {
		return 0, ErrAmountRange
	}
	if neg {
		n = -n
	}
	return Cents(n), nil
}

// integerDigits returns the digits of an integer part written plainly or
// grouped by commas in threes, and whether it is one of those.
func integerDigits(s string) (string, bool) {
	if !strings.Contains(s, ",") {
		return s, allDigits(s)
	}
	groups := strings.Split(s, ",")
	if n := len(groups[0]); n < 1 || n > 3 || !allDigits(groups[0]) {
		return "", false
	}
	for _, g := range groups[1:] {
		if len(g) != 3 || !allDigits(g) {
			return "", false
		}
	}
	return strings.Join(groups, ""), true
}

// allDigits reports whether s is one or more ASCII digits.
func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// String writes c as an exact decimal with two places and no grouping:
// "1234.56", "-0.05", "0.00". ParseExactAmount reads it back.
func (c Cents) String() string {
	sign := ""
	u := uint64(c)
	if c < 0 {
		sign, u = "-", -u
	}
	s := strconv.FormatUint(u, 10)
	if len(s) < 3 {
		s = strings.Repeat("0", 3-len(s)) + s
	}
	return sign + s[:len(s)-2] + "." + s[len(s)-2:]
}
