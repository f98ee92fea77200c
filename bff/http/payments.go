package http

import (
	"context"
	"errors"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/account"
)

// PaymentHistory is what the past-payments routes need
// (account.PastPayments).
type PaymentHistory interface {
	Page(ctx context.Context, userID string, page int) (account.PaymentsPage, error)
	ReceiptOwner(ctx context.Context, id string) (string, error)
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
// payments, newest first, ten a page (spec 001 §9:
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
	out, err := h.d.History.Page(c.Request.Context(), g.data.User.Subject, page)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusOK, out)
}

// ownsReceipt reports whether the session's signed-in resident paid
// receipt id: receipts are readable only by their owner.
func (h *handlers) ownsReceipt(ctx context.Context, g *guest, id string) bool {
	if h.d.History == nil || g == nil || g.data.User == nil {
		return false
	}
	owner, err := h.d.History.ReceiptOwner(ctx, id)
	if err != nil {
		if !errors.Is(err, bff.ErrNotFound) {
			h.d.Logger.WarnContext(ctx, "receipt owner not read", "receipt", id, "err", err)
		}
		return false
	}
	return owner != "" && owner == g.data.User.Subject
}
