package checkout

import (
	"testing"

	"github.com/payhub/payhub/bff/upstream/history"
)

// failedReceipt is a payment of one item with one failed beside it, whose
// stored totals disagree with its transactions.
func failedReceipt() history.Receipt {
	return history.Receipt{
		ID: "PH-A", ConfirmationNumber: "PH-A", Base: "999.99", Fee: "9.99", Total: "1009.98", ItemCount: 7,
		Payer: history.Payer{Name: "Rosa Resident"},
		Transactions: []history.Transaction{
			{Number: "c1-immediate", ResponseCode: "A1B2C3", BaseAmount: "76.25", Fee: "1.79", ItemCount: 2, Items: []history.Item{
				{DisplayName: "Water", Amount: "38.125", Quantity: 2, Recipient: "Utilities"},
				{DisplayName: "Closed", Amount: "18.40", Quantity: 1, Recipient: "Utilities", Failed: true,
					UserErrorMessage: "The account is closed."},
			}},
			{Number: "c1-delayed", ResponseCode: "A9", BaseAmount: "150.00", Fee: "3.53", ItemCount: 1, Delayed: true, Items: []history.Item{
				{DisplayName: "License", Amount: "150.00", Quantity: 1, Recipient: "Business Licensing"},
			}},
		},
	}
}

func TestReceiptView_HIST02_totalsAreComputedFromTheTransactions(t *testing.T) {
	v := receiptView(failedReceipt())
	if v.Subtotal != "226.25" || v.Fee != "5.32" || v.Total != "231.57" || v.ItemCount != 3 {
		t.Errorf("totals %s + %s = %s for %d items, want 226.25 + 5.32 = 231.57 for 3", v.Subtotal, v.Fee, v.Total, v.ItemCount)
	}
	r := receiptResult(failedReceipt())
	if r.Subtotal != "226.25" || r.Fee != "5.32" || r.Total != "231.57" {
		t.Errorf("check-out answer totals %s + %s = %s, want 226.25 + 5.32 = 231.57", r.Subtotal, r.Fee, r.Total)
	}
}

func TestReceiptView_HIST02_anAmountThatIsNotExactKeepsTheStoredTotals(t *testing.T) {
	rc := failedReceipt()
	rc.Transactions[1].Fee = "3.5x"
	if got := TotalsOf(rc); got != (ReceiptTotals{Base: "999.99", Fee: "9.99", Total: "1009.98", ItemCount: 7}) {
		t.Errorf("totals %+v, want the stored ones", got)
	}
}

func TestReceiptView_HIST03_HIST04_failedItemsAndEachTransactionsNumberRecipientAndResponseCode(t *testing.T) {
	v := receiptView(failedReceipt())
	if len(v.Items) != 3 || len(v.Transactions) != 2 {
		t.Fatalf("%d items in %d transactions, want 3 in 2", len(v.Items), len(v.Transactions))
	}
	failed := v.Items[1]
	if !failed.Failed || failed.UserErrorMessage != "The account is closed." || failed.TransactionNumber != "c1-immediate" ||
		failed.Recipient != "Utilities" {
		t.Errorf("failed item %+v", failed)
	}
	if lic := v.Items[2]; lic.Failed || lic.TransactionNumber != "c1-delayed" || lic.Recipient != "Business Licensing" {
		t.Errorf("paid item %+v", lic)
	}
	if tr := v.Transactions[1]; tr.Number != "c1-delayed" || tr.ResponseCode != "A9" || tr.Amount != "150.00" ||
		tr.Fee != "3.53" || !tr.Delayed || tr.ItemCount != 1 {
		t.Errorf("transaction %+v", tr)
	}
}
