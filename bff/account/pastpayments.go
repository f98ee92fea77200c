package account

import (
	"context"
	"time"

	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/upstream/history"
)

// HistoryReceipts is what the past payments need of the payment history
// service (bff/upstream/history.Client).
type HistoryReceipts interface {
	Receipts(ctx context.Context, userID string, page, perPage int) (history.Page, error)
	Receipt(ctx context.Context, id string) (history.Receipt, error)
}

// PastPayments lists a signed-in resident's past payments and tells whose
// a receipt is (spec 001 §9; HIST-02, CONST-28).
type PastPayments struct {
	History HistoryReceipts
}

// PaymentSummary is one past payment in the resident's list.
type PaymentSummary struct {
	ReceiptID          string    `json:"receiptId"`
	ConfirmationNumber string    `json:"confirmationNumber"`
	Client             string    `json:"client"`
	Site               string    `json:"site"`
	PostedAt           time.Time `json:"postedAt"`
	Total              string    `json:"total"`
	ItemCount          int       `json:"itemCount"`
	TenderType         string    `json:"tenderType"`
	CardBrand          string    `json:"cardBrand,omitempty"`
	LastDigits         string    `json:"lastDigits,omitempty"`
	// Items are the paid items' display names, in order.
	Items []string `json:"items"`
}

// PaymentsPage is one page of a resident's past payments.
type PaymentsPage struct {
	Page       int              `json:"page"`
	PerPage    int              `json:"perPage"`
	Total      int              `json:"total"`
	TotalPages int              `json:"totalPages"`
	Payments   []PaymentSummary `json:"payments"`
}

// Page is page (from 1) of userID's payments, newest first,
// history.DefaultPerPage a page (spec 001 §9: "Payment history default
// page 1, 10 per page"; CONST-28).
func (p *PastPayments) Page(ctx context.Context, userID string, page int) (PaymentsPage, error) {
	res, err := p.History.Receipts(ctx, userID, page, history.DefaultPerPage)
	if err != nil {
		return PaymentsPage{}, err
	}
	out := PaymentsPage{Page: page, PerPage: history.DefaultPerPage, Total: res.Total, TotalPages: res.TotalPages,
		Payments: make([]PaymentSummary, 0, len(res.Results))}
	for _, r := range res.Results {
		out.Payments = append(out.Payments, summarize(r))
	}
	return out, nil
}

// ReceiptOwner is the user id of the resident who paid receipt id, "" for
// a guest's payment; an unknown id is bff.ErrNotFound.
func (p *PastPayments) ReceiptOwner(ctx context.Context, id string) (string, error) {
	r, err := p.History.Receipt(ctx, id)
	if err != nil {
		return "", err
	}
	return r.UserID, nil
}

// summarize is one receipt in the list, its total and item count computed
// from its transactions (HIST-02).
func summarize(r history.Receipt) PaymentSummary {
	sum := checkout.TotalsOf(r)
	s := PaymentSummary{ReceiptID: r.ID, ConfirmationNumber: r.ConfirmationNumber, Client: r.Client, Site: r.Site,
		PostedAt: r.PostedAt, Total: sum.Total, ItemCount: sum.ItemCount, TenderType: r.Tender.Type,
		CardBrand: r.Tender.CardBrand, LastDigits: r.Tender.LastDigits, Items: []string{}}
	for _, t := range r.Transactions {
		for _, it := range t.Items {
			s.Items = append(s.Items, it.DisplayName)
		}
	}
	return s
}
