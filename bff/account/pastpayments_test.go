package account

import (
	"context"
	"errors"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/history"
)

// fakeHistory holds receipts by id; Receipts lists the user's, perPage a
// page.
type fakeHistory struct {
	receipts []history.Receipt
}

var _ HistoryReceipts = (*fakeHistory)(nil)

func (f *fakeHistory) Receipts(_ context.Context, userID string, page, perPage int) (history.Page, error) {
	var mine []history.Receipt
	for _, r := range f.receipts {
		if r.UserID == userID {
			mine = append(mine, r)
		}
	}
	start := min((page-1)*perPage, len(mine))
	end := min(start+perPage, len(mine))
	return history.Page{Results: mine[start:end], Total: len(mine), TotalPages: (len(mine) + perPage - 1) / perPage}, nil
}

func (f *fakeHistory) Receipt(_ context.Context, id string) (history.Receipt, error) {
	for _, r := range f.receipts {
		if r.ID == id {
			return r, nil
		}
	}
	return history.Receipt{}, bff.ErrNotFound
}

func TestPastPayments_tenAPageOfTheResidentsOwn(t *testing.T) {
	hist := &fakeHistory{}
	for i := range 12 {
		hist.receipts = append(hist.receipts, history.Receipt{ID: "a" + string(rune('a'+i)), UserID: "alice", Total: "10.00",
			Transactions: []history.Transaction{{Items: []history.Item{{DisplayName: "Water bill"}}}}})
	}
	hist.receipts = append(hist.receipts, history.Receipt{ID: "b1", UserID: "bob", Total: "99.00"})
	page, err := (&PastPayments{History: hist}).Page(context.Background(), "alice", 2)
	if err != nil {
		t.Fatal(err)
	}
	if page.Page != 2 || page.PerPage != 10 || page.Total != 12 || page.TotalPages != 2 || len(page.Payments) != 2 {
		t.Errorf("page %+v", page)
	}
	for _, p := range page.Payments {
		if p.ReceiptID == "b1" {
			t.Error("alice sees bob's payment")
		}
		if len(p.Items) != 1 || p.Items[0] != "Water bill" {
			t.Errorf("items %v", p.Items)
		}
	}
}

func TestPayments_HIST02_summaryTotalsAreComputedFromTheTransactions(t *testing.T) {
	hist := &fakeHistory{receipts: []history.Receipt{{ID: "r1", UserID: "alice", Total: "99.99", ItemCount: 9,
		Transactions: []history.Transaction{
			{BaseAmount: "10.00", Fee: "0.50", ItemCount: 1, Items: []history.Item{{DisplayName: "Water bill"}}},
			{BaseAmount: "0.00", Fee: "0.00", Items: []history.Item{{DisplayName: "Closed account", Failed: true}}},
		}}}}
	page, err := (&PastPayments{History: hist}).Page(context.Background(), "alice", 1)
	if err != nil || len(page.Payments) != 1 {
		t.Fatalf("%+v %v", page, err)
	}
	if p := page.Payments[0]; p.Total != "10.50" || p.ItemCount != 1 {
		t.Errorf("summary total %s for %d items, want 10.50 for 1", p.Total, p.ItemCount)
	}
}

func TestPastPayments_receiptOwnerIsTheHistorysUserOrNotFound(t *testing.T) {
	p := &PastPayments{History: &fakeHistory{receipts: []history.Receipt{{ID: "r-alice", UserID: "alice"}}}}
	if u, err := p.ReceiptOwner(context.Background(), "r-alice"); u != "alice" || err != nil {
		t.Errorf("owner %q, %v", u, err)
	}
	if _, err := p.ReceiptOwner(context.Background(), "missing"); !errors.Is(err, bff.ErrNotFound) {
		t.Errorf("missing receipt: %v", err)
	}
}
