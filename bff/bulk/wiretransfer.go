package bulk

import (
	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// ReasonWireBelowMinimum is the reason of a wire transfer refused for a
// list whose total is under the source's minimum (VAL-81).
const ReasonWireBelowMinimum = "wire_below_minimum"

// payment adds to rev its total and whether it may be paid by wire
// transfer under src's bulk add options (VAL-81). The payable bills found
// make the total, each once however many rows name it.
func payment(src siteconfig.Source, rev Review) Review {
	total, ok := listTotal(rev)
	rev.Total = total.String()
	rev.WireTransfer = false
	rev.WireTransferMinimum = ""
	var minimum string
	if src.BulkAdd != nil {
		minimum = src.BulkAdd.WireTransferMinimum
	}
	if minimum == "" {
		rev.WireTransfer = ok
		return rev
	}
	least, err := bff.ParseExactAmount(minimum)
	if err != nil {
		// A minimum that cannot be read offers no wire transfer rather
		// than one under the amount the county meant.
		return rev
	}
	rev.WireTransferMinimum = least.String()
	rev.WireTransfer = ok && total >= least
	return rev
}

// listTotal sums the amounts of rev's payable bills, each path once; ok is
// false when one cannot be read, so that no wire transfer is offered on a
// total that is not known.
func listTotal(rev Review) (total bff.Cents, ok bool) {
	seen := map[string]bool{}
	for _, row := range rev.Rows {
		for _, p := range row.Payables {
			if !p.IsPayable || seen[p.Path] {
				continue
			}
			seen[p.Path] = true
			c, err := bff.ParseAmount(p.Amount)
			if err != nil {
				return 0, false
			}
			total += c
		}
	}
	return total, true
}

// wireRefused is the refusal of a wire transfer under the minimum.
func wireRefused(rev Review) error {
	e := bff.Errorf(bff.CodeUnprocessable, "Wire transfer is offered for lists of $%s or more.", rev.WireTransferMinimum)
	e.Reason = ReasonWireBelowMinimum
	return e
}
