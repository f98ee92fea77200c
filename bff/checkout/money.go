package checkout

import (
	"errors"

	"github.com/payhub/payhub/bff"
)

// Money is an exact decimal string on every wire, never a float; the BFF
// reads it with the domain's one amount grammar (bff.ParseAmount) and
// compares amounts as bff.Cents.

// defaultMinAmount is a payable's minimum when it names none (spec 000 §9:
// default minimum amount 0.01).
const defaultMinAmount = "0.01"

// wireAmount reports whether s is an amount as the services write totals
// and fees, and as the portal sends back the totals it showed: exactly two
// decimals (bff.ParseExactAmount) and not negative.
func wireAmount(s string) bool {
	c, err := bff.ParseExactAmount(s)
	return err == nil && c >= 0
}

// amountInputError is the error of an amount the payer sent that is not an
// amount: too large, or not of the grammar (format names the form wanted).
// It never echoes the value.
func amountInputError(err error, format string) error {
	if errors.Is(err, bff.ErrAmountRange) {
		return bff.Errorf(bff.CodeInvalid, "An amount cannot exceed 9,999,999,999,999.99.")
	}
	return bff.Errorf(bff.CodeInvalid, "%s", format)
}
