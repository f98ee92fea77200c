package checkout

import (
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/schedule"
	"github.com/payhub/payhub/bff/upstream/history"
	"github.com/payhub/payhub/bff/wallet"
)

// ReceiptView is the receipt screen's receipt (RECEIPT_VIEW; spec 001 §3
// "Payment receipt"). Subtotal, fee, total and item count are computed here
// from the transactions (HIST-02); failed items are listed but count in
// none of them (HIST-03).
type ReceiptView struct {
	ID                 string                   `json:"id"`
	ConfirmationNumber string                   `json:"confirmationNumber"`
	PostedAt           string                   `json:"postedAt"`
	Payer              PayerView                `json:"payer"`
	Tender             TenderView               `json:"tender"`
	Items              []ReceiptItemView        `json:"items"`
	Transactions       []ReceiptTransactionView `json:"transactions"`
	ItemCount          int                      `json:"itemCount"`
	Subtotal           string                   `json:"subtotal"`
	Fee                string                   `json:"fee"`
	Total              string                   `json:"total"`
	Delivery           *DeliveryReceipt         `json:"delivery,omitempty"`
}

// PayerView is who paid.
type PayerView struct {
	Name  string `json:"name"`
	Email string `json:"email"`
}

// TenderView is how a payment was made: a type, a brand and last digits.
type TenderView struct {
	Type       string `json:"type"`
	LastDigits string `json:"lastDigits"`
	CardBrand  string `json:"cardBrand"`
}

// ReceiptTransactionView is one transaction of a payment: the processor's
// transaction number and response code, and what it charged.
type ReceiptTransactionView struct {
	Number       string `json:"number"`
	ResponseCode string `json:"responseCode"`
	Amount       string `json:"amount"`
	Fee          string `json:"fee"`
	ItemCount    int    `json:"itemCount"`
	Delayed      bool   `json:"delayed"`
}

// ReceiptItemView is one item of a payment: paid, or failed with the
// message the payer reads (HIST-03).
type ReceiptItemView struct {
	DisplayName string `json:"displayName"`
	Description string `json:"description,omitempty"`
	Amount      string `json:"amount"`
	Quantity    int    `json:"quantity"`
	// TransactionNumber is the number of the transaction the item was in.
	TransactionNumber string `json:"transactionNumber,omitempty"`
	// Recipient names who receives the payment: a department or the client.
	Recipient        string `json:"recipient,omitempty"`
	Failed           bool   `json:"failed,omitempty"`
	UserErrorMessage string `json:"userErrorMessage,omitempty"`
}

// ReceiptResult is the answer of a successful check-out (RECEIPT_RESULT).
type ReceiptResult struct {
	ConfirmationNumber string            `json:"confirmationNumber"`
	ReceiptID          string            `json:"receiptId"`
	Subtotal           string            `json:"subtotal"`
	Fee                string            `json:"fee"`
	Total              string            `json:"total"`
	Items              []ReceiptItemView `json:"items"`
	Tender             TenderView        `json:"tender"`
	Email              string            `json:"email"`
	// DeliverySaveError is set when the address step after the payment
	// failed: the receipt page shows it (spec 000 §2 receipt navigation
	// state, §8; DLV-10).
	DeliverySaveError string `json:"deliverySaveError,omitempty"`
	// SavedTender is the card or bank account saved after the payment
	// (ROLE-07), TenderSaveError the text shown when saving it failed: the
	// payment stands either way.
	SavedTender     *wallet.TenderView `json:"savedTender,omitempty"`
	TenderSaveError string             `json:"tenderSaveError,omitempty"`
	// ScheduledPaymentEnrollments are the autopay enrolments' results
	// (AUTOPAY-05): each enrolled with its plan, or why not.
	ScheduledPaymentEnrollments []schedule.EnrollmentResult `json:"scheduledPaymentEnrollments,omitempty"`
	// Claimable is the tender a guest paid with, for the session to
	// remember for a later claim; never sent to the browser.
	Claimable *wallet.Claimable `json:"-"`
}

// ReceiptTotals are a receipt's computed totals (HIST-02), amounts as exact
// decimals.
type ReceiptTotals struct {
	Base, Fee, Total string
	ItemCount        int
}

// TotalsOf computes r's totals from its transactions (HIST-02): base is the
// sum of base amounts, fee the sum of fees, total their sum, and the item
// count the sum of item counts. A transaction amount that is not an exact
// decimal leaves the totals the service stored.
func TotalsOf(r history.Receipt) ReceiptTotals {
	var base, fee bff.Cents
	count := 0
	for _, t := range r.Transactions {
		b, errB := bff.ParseAmount(t.BaseAmount)
		f, errF := bff.ParseAmount(t.Fee)
		if errB != nil || errF != nil {
			return ReceiptTotals{Base: r.Base, Fee: r.Fee, Total: r.Total, ItemCount: r.ItemCount}
		}
		base, fee, count = base+b, fee+f, count+t.ItemCount
	}
	return ReceiptTotals{Base: base.String(), Fee: fee.String(), Total: (base + fee).String(), ItemCount: count}
}

// receiptItems lists a receipt's items across its transactions.
func receiptItems(r history.Receipt) []ReceiptItemView {
	items := []ReceiptItemView{}
	for _, t := range r.Transactions {
		for _, it := range t.Items {
			items = append(items, ReceiptItemView{
				DisplayName: it.DisplayName, Description: it.Description,
				Amount: it.Amount, Quantity: max(it.Quantity, 1),
				TransactionNumber: t.Number, Recipient: it.Recipient,
				Failed: it.Failed, UserErrorMessage: it.UserErrorMessage,
			})
		}
	}
	return items
}

// receiptView maps a stored receipt.
func receiptView(r history.Receipt) ReceiptView {
	sum := TotalsOf(r)
	v := ReceiptView{
		ID:                 r.ID,
		ConfirmationNumber: r.ConfirmationNumber,
		Payer:              PayerView{Name: r.Payer.Name, Email: r.Payer.Email},
		Tender:             tenderOf(r),
		Items:              receiptItems(r),
		Transactions:       make([]ReceiptTransactionView, 0, len(r.Transactions)),
		ItemCount:          sum.ItemCount,
		Subtotal:           sum.Base,
		Fee:                sum.Fee,
		Total:              sum.Total,
		Delivery:           deliveryReceipt(r.Delivery),
	}
	for _, t := range r.Transactions {
		v.Transactions = append(v.Transactions, ReceiptTransactionView{Number: t.Number, ResponseCode: t.ResponseCode,
			Amount: t.BaseAmount, Fee: t.Fee, ItemCount: t.ItemCount, Delayed: t.Delayed})
	}
	if !r.PostedAt.IsZero() {
		v.PostedAt = r.PostedAt.UTC().Format(time.RFC3339)
	}
	return v
}

// receiptResult maps a stored receipt to a check-out's answer.
func receiptResult(r history.Receipt) ReceiptResult {
	sum := TotalsOf(r)
	return ReceiptResult{
		ConfirmationNumber: r.ConfirmationNumber,
		ReceiptID:          r.ID,
		Subtotal:           sum.Base,
		Fee:                sum.Fee,
		Total:              sum.Total,
		Items:              receiptItems(r),
		Tender:             tenderOf(r),
		Email:              r.Payer.Email,
	}
}

func tenderOf(r history.Receipt) TenderView {
	return TenderView{Type: r.Tender.Type, LastDigits: r.Tender.LastDigits, CardBrand: r.Tender.CardBrand}
}
