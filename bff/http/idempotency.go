package http

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"regexp"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
)

// The idempotent command runner. Every money-moving command (the
// check-out, the PayPal order and its capture, the hand-off) reads its key
// with idempotencyKey and runs through once, which reserves the key,
// replays a kept answer and keeps the final one (reserve, replay,
// complete).

// Idempotent check-out (contracts §4: the same key with the same body
// returns the original result; with a different body, 409).
const (
	IdempotencyHeader = "Idempotency-Key"
	// idempotencyDoneTTL keeps a finished check-out's answer for replay.
	idempotencyDoneTTL = 24 * time.Hour
	// idempotencyWait bounds how long a request waits for another request
	// with its key to finish. Check-out has no time-out of its own (spec
	// 000 §9), so the bound is generous: above the cart service's own
	// charge time-out, and above idempotencyLease, the longest a key stays
	// held after its holder died (idempotencylease.go).
	idempotencyWait = 3 * time.Minute
	// Polling of a key another request holds: from the first to the
	// longest interval, doubling.
	idempotencyPollMin = 25 * time.Millisecond
	idempotencyPollMax = 500 * time.Millisecond
)

// validIdempotencyKey is 8 to 128 letters, digits, hyphens or underscores
// (a UUID fits).
var validIdempotencyKey = regexp.MustCompile(`^[A-Za-z0-9_-]{8,128}$`)

// idempotencyKey reads the request's Idempotency-Key, answering 400 when it
// is missing or malformed.
func idempotencyKey(c *gin.Context) (string, bool) {
	key := c.GetHeader(IdempotencyHeader)
	if !validIdempotencyKey.MatchString(key) {
		writeError(c, bff.Errorf(bff.CodeInvalid, "The %s header must be 8 to 128 letters, digits, hyphens or underscores.", IdempotencyHeader), 0)
		return "", false
	}
	return key, true
}

// once runs a money-moving command of the guest once per idempotency key,
// with the rules of checkOut: concurrent requests with the key and body
// wait for the first one's answer, another body gets 409, a final answer
// (200 or 402) is kept for replay and any other failure frees the key. An
// answer that is a receipt is put in the session, as a check-out's is.
func (h *handlers) once(c *gin.Context, scope, key string, in any, run func(ctx context.Context, g checkout.Guest) (any, error)) {
	h.onceWith(c, scope, key, in, http.StatusOK, run)
}

// onceWith is once for a command whose success answers success, such as
// 201 for a saved tender the command created.
func (h *handlers) onceWith(c *gin.Context, scope, key string, in any, success int, run func(ctx context.Context, g checkout.Guest) (any, error)) {
	h.onceAnswering(c, scope, key, in, success, run, nil)
}

// reread answers a kept success again from what it made, read afresh in
// the replaying request (its language): ok false replays the kept answer.
type reread func(ctx context.Context, kept []byte) (res any, ok bool)

// onceAnswering is onceWith whose kept success, when again is set, is
// answered on replay by again: the language is not in the fingerprint
// (it comes from ?lang=, not the body), so the same command sent again in
// another language gets its outcome in that language.
func (h *handlers) onceAnswering(c *gin.Context, scope, key string, in any, success int, run func(ctx context.Context, g checkout.Guest) (any, error), again reread) {
	client, site := siteOf(c)
	lang := requestLanguage(c)
	g, err := h.guests.load(c, true)
	if err != nil {
		writeError(c, err, 0)
		return
	}
	canonical, err := json.Marshal(in)
	if err != nil {
		writeError(c, bff.Wrap(err, bff.CodeInternal, bff.GenericMessage), 0)
		return
	}
	sum := sha256.Sum256([]byte(scope + "\x00" + g.data.UserID + "\x00" + client + "\x00" + site + "\x00" + string(canonical)))
	fingerprint := hex.EncodeToString(sum[:])
	storeKey := scope + ":" + g.data.UserID + ":" + key
	rec, won, err := h.reserve(c.Request.Context(), storeKey, fingerprint)
	switch {
	case err != nil:
		writeError(c, bff.Wrap(err, bff.CodeUnavailable, "Your payment could not be started. Please try again."), 0)
		return
	case !won && refusedReplay(c, rec, fingerprint, lang):
		return
	case !won:
		if again != nil && rec.Status == success {
			if res, ok := again(c.Request.Context(), rec.Body); ok {
				rec.Body, err = json.Marshal(res)
				if err != nil {
					writeError(c, bff.Wrap(err, bff.CodeInternal, bff.GenericMessage), 0)
					return
				}
			}
		}
		h.replay(c, g, client, site, rec)
		return
	}
	ctx := context.WithoutCancel(c.Request.Context())
	guestCart := guestOf(g, client, site)
	if guestCart.CartID == "" {
		guestCart.CartID = g.data.Paid[cartKey(client, site)]
	}
	res, err := h.holding(ctx, c, rec, func() (any, error) { return run(ctx, guestCart) })
	if err != nil {
		status := Status(err)
		if status == http.StatusPaymentRequired {
			body, _ := json.Marshal(errorJSON(err))
			h.complete(ctx, c, rec, status, body)
		} else if rerr := h.d.Store.ReleaseIdempotent(ctx, rec.Key, rec.Holder); rerr != nil {
			logger(c).ErrorContext(ctx, "idempotency key not released", "error", rerr.Error())
		}
		writeError(c, err, status)
		return
	}
	if r, isReceipt := res.(checkout.ReceiptResult); isReceipt {
		h.paid(c, g, client, site, guestCart.CartID, r.ReceiptID)
		if r.Claimable != nil {
			h.rememberClaimable(c, g, *r.Claimable)
		}
	}
	body, err := json.Marshal(res)
	if err != nil {
		writeError(c, bff.Wrap(err, bff.CodeInternal, bff.GenericMessage), 0)
		return
	}
	h.complete(ctx, c, rec, success, body)
	c.Header("Cache-Control", "no-store")
	c.Data(success, "application/json; charset=utf-8", body)
}

// reserve reserves key for idempotencyLease, or returns the record that
// holds it: at once when its fingerprint differs or it is done, else once
// it is done, released or its lease lapsed (then the caller reserves it),
// polling within idempotencyWait. The caller runs its command with
// holding, which renews the lease.
func (h *handlers) reserve(ctx context.Context, key, fingerprint string) (bff.IdempotencyRecord, bool, error) {
	ctx, cancel := context.WithTimeout(ctx, idempotencyWait)
	defer cancel()
	wait := idempotencyPollMin
	for {
		rec, won, err := h.d.Store.BeginIdempotent(ctx, key, fingerprint, idempotencyLease)
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

// complete keeps a final answer for replay under held, the reservation
// this request won: only while it still holds it (after a lapsed lease
// another request with the same body may have taken it over, and then
// answers for it).
func (h *handlers) complete(ctx context.Context, c *gin.Context, held bff.IdempotencyRecord, status int, body []byte) {
	rec := bff.IdempotencyRecord{Key: held.Key, Fingerprint: held.Fingerprint, Holder: held.Holder, State: bff.IdempotencyDone, Status: status, Body: body}
	if err := h.d.Store.CompleteIdempotent(ctx, rec, idempotencyDoneTTL); err != nil {
		logger(c).ErrorContext(ctx, "idempotent answer not kept", "status", status, "error", err.Error())
	}
}

// replay answers a kept answer again; a replayed payment is (again) put in
// the session, in case the first request could not save it.
func (h *handlers) replay(c *gin.Context, g *guest, client, site string, rec bff.IdempotencyRecord) {
	if rec.Status == http.StatusOK {
		var res checkout.ReceiptResult
		if json.Unmarshal(rec.Body, &res) == nil && res.ReceiptID != "" && !g.hasReceipt(res.ReceiptID) {
			h.paid(c, g, client, site, "", res.ReceiptID)
		}
	}
	c.Header("Idempotent-Replayed", "true")
	c.Header("Cache-Control", "no-store")
	c.Data(rec.Status, "application/json; charset=utf-8", rec.Body)
}

// refusedReplay answers a key another request holds when it cannot be
// replayed: sent again with another body (409 key reused) or still under
// way (409 in progress). It reports whether it answered; a finished record
// of the same body is left to the caller to replay.
func refusedReplay(c *gin.Context, rec bff.IdempotencyRecord, fingerprint string, lang bff.Language) bool {
	switch {
	case rec.Fingerprint != fingerprint:
		writeError(c, checkout.KeyReused(lang), 0)
	case rec.State != bff.IdempotencyDone:
		writeError(c, checkout.CheckOutInProgress(lang), 0)
	default:
		return false
	}
	return true
}
