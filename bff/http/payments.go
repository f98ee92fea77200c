package http

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/upstream/history"
)

// PaymentHistory is what the past-payments routes need of the payment
// history service (bff/upstream/history.Client).
type PaymentHistory interface {
	Receipts(ctx context.Context, userID string, page, perPage int) (history.Page, error)
	Receipt(ctx context.Context, id string) (history.Receipt, error)
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

// PaymentsPage answers GET .../payments?page=N.
type PaymentsPage struct {
	Page       int              `json:"page"`
	PerPage    int              `json:"perPage"`
	Total      int              `json:"total"`
	TotalPages int              `json:"totalPages"`
	Payments   []PaymentSummary `json:"payments"`
}

// resident returns the session's signed-in resident, or writes 401.
func (h *handlers) resident(c *gin.Context) (*guest, bool) {
	g, err := h.guests.load(c, false)
	if err != nil {
		writeError(c, err, 0)
		return nil, false
	}
	if g == nil || g.data.User == nil {
		writeError(c, bff.Errorf(bff.CodeUnauthorized, "Please sign in to see your payments."), 0)
		return nil, false
	}
	return g, true
}

// payments answers GET .../payments?page=N: the signed-in resident's own
// payments, newest first, history.DefaultPerPage a page (spec 001 §9:
// "Payment history default page 1, 10 per page"; CONST-28). The user id
// sent to the history service is the session's, never one from the request.
func (h *handlers) payments(c *gin.Context) {
	g, ok := h.resident(c)
	if !ok {
		return
	}
	page, err := strconv.Atoi(c.DefaultQuery("page", "1"))
	if err != nil || page < 1 {
		page = 1
	}
	res, err := h.d.History.Receipts(c.Request.Context(), g.data.User.Subject, page, history.DefaultPerPage)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	out := PaymentsPage{Page: page, PerPage: history.DefaultPerPage, Total: res.Total, TotalPages: res.TotalPages,
		Payments: make([]PaymentSummary, 0, len(res.Results))}
	for _, r := range res.Results {
		out.Payments = append(out.Payments, summarize(r))
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, out)
}

// summarize is one receipt in the list, its total and item count computed
// from its transactions (HIST-02).
func summarize(r history.Receipt) PaymentSummary {
	sum := screen.TotalsOf(r)
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

// ownsReceipt reports whether the session's signed-in resident paid
// receipt id: receipts are readable only by their owner.
func (h *handlers) ownsReceipt(ctx context.Context, g *guest, id string) bool {
	if h.d.History == nil || g == nil || g.data.User == nil {
		return false
	}
	r, err := h.d.History.Receipt(ctx, id)
	if err != nil {
		if !errors.Is(err, bff.ErrNotFound) {
			h.d.Logger.WarnContext(ctx, "receipt owner not read", "receipt", id, "err", err)
		}
		return false
	}
	return r.UserID != "" && r.UserID == g.data.User.Subject
}
