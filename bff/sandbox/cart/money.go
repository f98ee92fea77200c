package cart

import (
	"errors"
	"strconv"
	"strings"
)

// Cents is an amount of money in cents. Amounts travel as exact decimal
// strings ("1234.56") and are computed on as integers, never as floats.
type Cents int64

// maxIntegerDigits bounds the integer part of a parsed amount, so that any
// parsed amount and the sums the cart makes of them stay far inside int64.
const maxIntegerDigits = 13

// Errors of ParseMoney.
var (
	ErrMoneyFormat = errors.New("money: not an amount with exactly two decimals")
	ErrMoneyRange  = errors.New("money: amount too large")
)

// ParseMoney parses an amount written as an optional minus, an integer part,
// a dot and exactly two decimals (spec 000 §5 "Amount change": "a string of
// digits and commas, a dot and exactly two decimals"; §9: "Amounts have
// exactly two decimals"). The integer part is plain digits ("1234") or
// digits grouped by commas in threes ("1,234"). "1,234.56" is 123456 cents;
// "12", "12.5", "12.345", "1,23.00" and "abc" are refused.
func ParseMoney(s string) (Cents, error) {
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	dot := len(s) - 3
	if dot < 1 || s[dot] != '.' || !allDigits(s[dot+1:]) {
		return 0, ErrMoneyFormat
	}
	whole, ok := integerPart(s[:dot])
	if !ok {
		return 0, ErrMoneyFormat
	}
	if len(strings.TrimLeft(whole, "0")) > maxIntegerDigits {
		return 0, ErrMoneyRange
	}
	n, err := strconv.ParseInt(whole+s[dot+1:], 10, 64)
	if err != nil {
		return 0, ErrMoneyRange
	}
	if neg {
		n = -n
	}
	return Cents(n), nil
}

// integerPart returns the digits of an integer part written plainly or
// grouped by commas in threes, and whether it is one of those.
func integerPart(s string) (string, bool) {
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
// "1234.56", "-0.05", "0.00".
func (c Cents) String() string {
	sign := ""
	u := uint64(c)
	if c < 0 {
		sign, u = "-", uint64(-c)
	}
	s := strconv.FormatUint(u, 10)
	if len(s) < 3 {
		s = strings.Repeat("0", 3-len(s)) + s
	}
	return sign + s[:len(s)-2] + "." + s[len(s)-2:]
}

// percentOf returns bp hundredths of a percent of c (235 is 2.35%), rounded
// half up to the cent. c and bp are not negative. The product is split so
// that it cannot overflow for any amount a cart can hold.
func percentOf(c Cents, bp int64) Cents {
	q, r := int64(c)/10000, int64(c)%10000
	return Cents(q*bp + (r*bp+5000)/10000)
}
