package bulk

import (
	"testing"

	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// TestPayment_VAL81_wireTransferIsOfferedOnlyAtOrAboveTheMinimum proves
// each branch of VAL-81's check: at the minimum and above it is offered,
// a cent under it is not; without a minimum it always is; an unreadable
// minimum or amount offers none; bills that cannot be paid and a bill
// named twice do not swell the total.
func TestPayment_VAL81_wireTransferIsOfferedOnlyAtOrAboveTheMinimum(t *testing.T) {
	bill := func(path, amount string, payable bool) checkout.PayableView {
		return checkout.PayableView{Path: path, Amount: amount, IsPayable: payable}
	}
	list := func(ps ...checkout.PayableView) Review {
		return Review{Rows: []ReviewRow{{Payables: ps}}}
	}
	for _, tc := range []struct {
		name      string
		minimum   string
		rev       Review
		wantWire  bool
		wantTotal string
	}{
		{"exactly the minimum", "2000.00", list(bill("a", "1500.00", true), bill("b", "500.00", true)), true, "2000.00"},
		{"above the minimum", "2000.00", list(bill("a", "2000.01", true)), true, "2000.01"},
		{"a cent under the minimum", "2000.00", list(bill("a", "1999.99", true)), false, "1999.99"},
		{"no minimum", "", list(bill("a", "0.01", true)), true, "0.01"},
		{"an unreadable minimum", "two thousand", list(bill("a", "5000.00", true)), false, "5000.00"},
		{"an unreadable amount", "10.00", list(bill("a", "5000.00", true), bill("b", "lots", true)), false, "0.00"},
		{"a bill that cannot be paid counts nothing", "2000.00", list(bill("a", "1500.00", true), bill("b", "900.00", false)), false, "1500.00"},
		{"a bill named twice counts once", "2000.00", Review{Rows: []ReviewRow{
			{Payables: []checkout.PayableView{bill("a", "1500.00", true)}},
			{Payables: []checkout.PayableView{bill("a", "1500.00", true)}},
		}}, false, "1500.00"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := siteconfig.Source{BulkAdd: &siteconfig.BulkAdd{WireTransferMinimum: tc.minimum}}
			got := payment(src, tc.rev)
			if got.WireTransfer != tc.wantWire || got.Total != tc.wantTotal {
				t.Errorf("wire %v, total %s; want %v, %s", got.WireTransfer, got.Total, tc.wantWire, tc.wantTotal)
			}
		})
	}
}
