package cart

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/sandbox/internal/respond"
	"github.com/payhub/payhub/sandbox/paypal"
)

// IdempotencyKeyHeader carries the key that makes a check-out safe to
// repeat (contracts §4: "the same key with the same body returns the
// original result; with a different body, 409").
const IdempotencyKeyHeader = "Idempotency-Key"

// MaxIdempotencyKey bounds the length of an idempotency key.
const MaxIdempotencyKey = 255

// checkOut answers POST .../check_out (spec 000 §7).
func (h *handler) checkOut(w http.ResponseWriter, r *http.Request) {
	raw, err := io.ReadAll(http.MaxBytesReader(w, r.Body, respond.MaxBodyBytes))
	if err != nil {
		writeError(w, r, h.logger, bff.Wrap(err, bff.CodeInvalid, "The request body is too large."))
		return
	}
	var req wire.CheckOutRequest
	if err := decodeStrict(raw, &req); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	if err := validCheckOut(req); err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	key := strings.TrimSpace(r.Header.Get(IdempotencyKeyHeader))
	if len(key) > MaxIdempotencyKey {
		writeError(w, r, h.logger, bff.Errorf(bff.CodeInvalid, "The idempotency key is longer than %d characters.", MaxIdempotencyKey))
		return
	}
	ctx, client, id := r.Context(), normalize(r.PathValue("client")), r.PathValue("cartId")
	siteName := normalize(r.PathValue("site"))
	sum := sha256.Sum256(raw)
	fingerprint := hex.EncodeToString(sum[:])
	if key != "" {
		stored, err := h.store.Replay(ctx, id, key)
		switch {
		case err == nil && stored.Fingerprint != fingerprint:
			writeError(w, r, h.logger, fail(wire.ErrIdempotencyReused, "This idempotency key was used with another request."))
			return
		case err == nil:
			writeRaw(w, stored.Status, stored.Body)
			return
		case bff.ErrorCode(err) != bff.CodeNotFound:
			writeError(w, r, h.logger, err)
			return
		}
	}
	lang := bff.ParseLanguage(cmpOr(req.Language, r.Header.Get("Accept-Language")))
	resp, err := h.runCheckOut(ctx, client, siteName, id, req, lang)
	status, body := http.StatusOK, any(resp)
	if err != nil {
		var ok bool
		var eb respond.ErrorBody
		if status, eb, ok = errorAnswer(err); !ok || status != http.StatusPaymentRequired {
			writeError(w, r, h.logger, err)
			return
		}
		body = eb
	}
	encoded, err := json.Marshal(body)
	if err != nil {
		writeError(w, r, h.logger, err)
		return
	}
	if key != "" {
		// A payment's outcome, approved or declined, is what a repeat of
		// the request must see again.
		if err := h.store.Remember(ctx, id, key, Replay{Fingerprint: fingerprint, Status: status,
			Body: encoded, CreatedAt: h.now()}); err != nil {
			h.logger.ErrorContext(ctx, "sandbox check-out answer not stored", "cart", id, "err", err)
		}
	}
	writeRaw(w, status, encoded)
}

// validCheckOut checks the request's shape (spec 000 §5: "Checkout needs a
// tender object"): a tender type that check_out takes, a token, and the
// amounts the payer saw. PayPal is taken with the token of a saved PayPal
// account; a PayPal order is paid through capture_paypal_order.
func validCheckOut(req wire.CheckOutRequest) error {
	switch {
	case req.Type == tenderPayPal && strings.HasPrefix(req.Token, paypal.OrderPrefix):
		return bff.Errorf(bff.CodeInvalid, "A PayPal order is paid through capture_paypal_order.")
	case req.Type != tenderCard && req.Type != tenderBank && req.Type != tenderApplePay && req.Type != tenderGooglePay &&
		req.Type != tenderPayPal:
		return bff.Errorf(bff.CodeInvalid, "The tender type must be card, bank, applePay, googlePay or paypal (a saved PayPal account).")
	case strings.TrimSpace(req.Token) == "":
		return bff.Errorf(bff.CodeInvalid, "The tender token is required.")
	case req.Amount == "" || req.FeeAmount == "":
		return bff.Errorf(bff.CodeInvalid, "The amount and the fee amount are required.")
	}
	if _, err := ParseMoney(req.Amount); err != nil {
		return bff.Errorf(bff.CodeInvalid, "The amount must have exactly two decimals.")
	}
	if _, err := ParseMoney(req.FeeAmount); err != nil {
		return bff.Errorf(bff.CodeInvalid, "The fee amount must have exactly two decimals.")
	}
	return nil
}

// decodeStrict reads one JSON value from raw into v.
func decodeStrict(raw []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if err := dec.Decode(v); err != nil {
		if errors.Is(err, io.EOF) {
			return bff.Wrap(err, bff.CodeInvalid, "The request body is empty.")
		}
		return bff.Wrap(err, bff.CodeInvalid, "The request body is not valid JSON.")
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return bff.Errorf(bff.CodeInvalid, "The request body holds more than one JSON value.")
	}
	return nil
}

// writeRaw writes an encoded JSON answer.
func writeRaw(w http.ResponseWriter, status int, body []byte) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	// The status is sent; a failed write means the client left.
	_, _ = w.Write(append(body, '\n'))
}
