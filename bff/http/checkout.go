package http

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"slices"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
)

// Idempotent check-out (contracts §4: the same key with the same body
// returns the original result; with a different body, 409).
const (
	IdempotencyHeader = "Idempotency-Key"
	// idempotencyRunTTL holds a key while its check-out runs. Should the
	// process die mid-way, the key frees itself after it; a later run is
	// still safe, since the cart service charges a cart at most once.
	idempotencyRunTTL = 10 * time.Minute
	// idempotencyDoneTTL keeps a finished check-out's answer for replay.
	idempotencyDoneTTL = 24 * time.Hour
	// idempotencyWait bounds how long a request waits for another request
	// with its key to finish. Check-out has no time-out of its own (spec
	// 000 §9), so the bound is generous: above the cart service's own
	// charge time-out.
	idempotencyWait = 3 * time.Minute
	// Polling of a key another request holds: from the first to the
	// longest interval, doubling.
	idempotencyPollMin = 25 * time.Millisecond
	idempotencyPollMax = 500 * time.Millisecond
)

// validIdempotencyKey is 8 to 128 letters, digits, hyphens or underscores
// (a UUID fits).
var validIdempotencyKey = regexp.MustCompile(`^[A-Za-z0-9_-]{8,128}$`)

// checkOut answers POST /bff/v1/{client}/{site}/checkout.
//
// One key runs one check-out: the request that reserves the key runs it,
// concurrent ones with the same body wait for its answer and replay it, and
// one with another body gets 409. Final answers are kept for replay: a
// payment (200) and a decline (402), the two outcomes of a charge attempt;
// the portal sends a new key for each submit, so a kept decline never
// stops the payer from trying another card. Every other failure (an
// unavailable or slow upstream, a cart that changed, a refusal) releases
// the key so the same submit can be retried; that is safe because the cart
// service charges a cart at most once and answers a paid cart's check-out
// with its first receipt.
func (h *handlers) checkOut(c *gin.Context) {
	key, ok := idempotencyKey(c)
	if !ok {
		return
	}
	var in screen.CheckOutInput
	if !bindJSON(c, &in) {
		return
	}
	in.Normalize()
	in.RemoteIP = c.ClientIP()
	if err := in.Validate(); err != nil {
		writeError(c, err, 0)
		return
	}
	lang := requestLanguage(c)
	if in.Language != "" {
		lang = bff.Language(in.Language)
	}
	h.once(c, "checkout", key, in, func(ctx context.Context, g screen.Guest) (any, error) {
		return h.d.Checkout.CheckOut(ctx, g, in, key, lang)
	})
}

// reserve reserves key, or returns the record that holds it: at once when
// its fingerprint differs or it is done, else once it is done or released
// (then the caller reserves it), polling within idempotencyWait.
func (h *handlers) reserve(ctx context.Context, key, fingerprint string) (bff.IdempotencyRecord, bool, error) {
	ctx, cancel := context.WithTimeout(ctx, idempotencyWait)
	defer cancel()
	wait := idempotencyPollMin
	for {
		rec, won, err := h.d.Store.BeginIdempotent(ctx, key, fingerprint, idempotencyRunTTL)
		if err != nil && ctx.Err() != nil {
			return rec, false, nil // waited long enough: answer "in progress"
		}
		if err != nil || won || rec.Fingerprint != fingerprint || rec.State == bff.IdempotencyDone {
			return rec, won, err
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return rec, false, nil
		case <-t.C:
		}
		wait = min(2*wait, idempotencyPollMax)
	}
}

// complete keeps a final answer for replay.
func (h *handlers) complete(ctx context.Context, c *gin.Context, key, fingerprint string, status int, body []byte) {
	rec := bff.IdempotencyRecord{Key: key, Fingerprint: fingerprint, State: bff.IdempotencyDone, Status: status, Body: body}
	if err := h.d.Store.CompleteIdempotent(ctx, rec, idempotencyDoneTTL); err != nil {
		logger(c).ErrorContext(ctx, "idempotent answer not kept", "status", status, "error", err.Error())
	}
}

// replay answers a kept answer again; a replayed payment is (again) put in
// the session, in case the first request could not save it.
func (h *handlers) replay(c *gin.Context, g *guest, client, site string, rec bff.IdempotencyRecord) {
	if rec.Status == http.StatusOK {
		var res screen.ReceiptResult
		if json.Unmarshal(rec.Body, &res) == nil && res.ReceiptID != "" && !g.hasReceipt(res.ReceiptID) {
			h.paid(c, g, client, site, "", res.ReceiptID)
		}
	}
	c.Header("Idempotent-Replayed", "true")
	c.Header("Cache-Control", "no-store")
	c.Data(rec.Status, "application/json; charset=utf-8", rec.Body)
}

// paid records a payment in the session: the receipt becomes readable by
// it, and the paid cart is forgotten (spec 000 §4: the cart is retired; the
// next screen vivifies a new one).
func (h *handlers) paid(c *gin.Context, g *guest, client, site, cartID, receiptID string) {
	ctx := context.WithoutCancel(c.Request.Context())
	err := h.guests.update(ctx, g, func(d *sessionData) {
		if !slices.Contains(d.Receipts, receiptID) {
			d.Receipts = append(d.Receipts, receiptID)
		}
		if k := cartKey(client, site); cartID != "" && d.Carts[k] == cartID {
			delete(d.Carts, k)
			if d.Paid == nil {
				d.Paid = map[string]string{}
			}
			d.Paid[k] = cartID
		}
	})
	if err != nil {
		logger(c).ErrorContext(ctx, "payment not saved in the session", "receipt_id", receiptID, "error", err.Error())
	}
}
