package screen

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Amount formats. Money is an exact decimal string on every wire, never a
// float; the BFF compares amounts as int64 cents.
var (
	// exactMoney is an amount with exactly two decimals ("1234.56"), as the
	// cart service and the portal write totals.
	exactMoney = regexp.MustCompile(`^[0-9]{1,13}\.[0-9]{2}$`)
	// changeMoney is an amount change (spec 000 §5: digits and commas, a
	// dot and exactly two decimals, so "1,234.56" is accepted).
	changeMoney = regexp.MustCompile(`^[0-9][0-9,]{0,16}\.[0-9]{2}$`)
	// addMoney is an added amount: an optional minus, an integer part with
	// optional commas and up to two decimals (spec 000 §5 money format).
	addMoney = regexp.MustCompile(`^-?[0-9][0-9,]{0,16}(\.[0-9]{1,2})?$`)
)

// defaultMinAmount is a payable's minimum when it names none (spec 000 §9:
// default minimum amount 0.01).
const defaultMinAmount = "0.01"

// cents parses a non-negative decimal amount with at most two decimals
// ("1234.5", "1234.56", "1234") into cents.
func cents(s string) (int64, error) {
	whole, frac, _ := strings.Cut(s, ".")
	if whole == "" || len(whole) > 13 || len(frac) > 2 {
		return 0, fmt.Errorf("amount %q is not a decimal with at most two places", s)
	}
	for len(frac) < 2 {
		frac += "0"
	}
	w, err := strconv.ParseUint(whole, 10, 63)
	if err != nil {
		return 0, fmt.Errorf("amount %q is not a decimal with at most two places", s)
	}
	f, err := strconv.ParseUint(frac, 10, 8)
	if err != nil {
		return 0, fmt.Errorf("amount %q is not a decimal with at most two places", s)
	}
	return int64(w)*100 + int64(f), nil
}

// formatCents writes cents as a two-decimal amount ("1234.56").
func formatCents(c int64) string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	return fmt.Sprintf("%s%d.%02d", sign, c/100, c%100)
}

// normalizeAmount turns a valid two-decimal amount string into its canonical
// form ("1,234.56" and "01234.56" are both "1234.56").
func normalizeAmount(s string) (string, error) {
	c, err := cents(strings.ReplaceAll(s, ",", ""))
	if err != nil {
		return "", err
	}
	return formatCents(c), nil
}
