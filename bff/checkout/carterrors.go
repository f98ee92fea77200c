package checkout

import (
	"errors"
	"net/http"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/cart"
)

// CodePaymentDeclined is bff.CodePaymentDeclined, kept for callers of this package.
const CodePaymentDeclined = bff.CodePaymentDeclined

// cartError turns a cart service refusal into an error the payer can act
// on: the code picks the status from the one table, the message is safe
// English text and the display message is in the payer's language. Errors
// without a known cart code (time-outs, unavailability) pass through.
func cartError(err error, lang bff.Language) error {
	var se *upstream.StatusError
	if !errors.As(err, &se) {
		return err
	}
	var code bff.Code
	var key string
	switch se.Code {
	case cart.ErrLocked:
		code, key = bff.CodeConflict, texts.CartLocked
	case cart.ErrExpired:
		code, key = bff.CodeConflict, texts.CartExpired
	case cart.ErrCheckedOut:
		code, key = bff.CodeConflict, texts.CartPaid
	case cart.ErrAlreadyInCart:
		code, key = bff.CodeConflict, texts.AlreadyInCart
	case cart.ErrAmountMismatch:
		code, key = bff.CodeConflict, texts.AmountMismatch
	case cart.ErrCheckOutBusy:
		code, key = bff.CodeConflict, texts.CheckOutBusy
	case cart.ErrIdempotencyReused:
		code, key = bff.CodeConflict, texts.KeyReused
	case cart.ErrInvalidQuantity:
		code, key = bff.CodeUnprocessable, texts.InvalidQuantity
	case cart.ErrInvalidField, cart.ErrFieldRequired:
		code, key = bff.CodeUnprocessable, texts.InvalidField
	case cart.ErrNoTenders:
		code, key = bff.CodeUnprocessable, texts.NoTenders
	case cart.ErrEmpty:
		code, key = bff.CodeUnprocessable, texts.CartEmpty
	case cart.ErrMixedDelay:
		code, key = bff.CodeUnprocessable, texts.MixedDelay
	case cart.ErrPayAlone:
		code, key = bff.CodeUnprocessable, texts.PayableAlone
	case cart.ErrRestriction:
		code, key = bff.CodeUnprocessable, texts.Restriction
	case cart.ErrInvalidAmount:
		code, key = bff.CodeUnprocessable, texts.InvalidAmount
	case cart.ErrNotPayable:
		code, key = bff.CodeUnprocessable, texts.ItemNotPayable
	case cart.ErrOverLimit:
		code, key = bff.CodeUnprocessable, texts.OverLimit
	case cart.ErrTenderMismatch:
		code, key = bff.CodeTenderMismatch, texts.TenderMismatch
	case cart.ErrCardBrandRefused:
		code, key = bff.CodeUnprocessable, texts.BrandRefused
	case cart.ErrItemNotFound:
		code, key = bff.CodeNotFound, texts.ItemNotFound
	case cart.ErrPayableNotFound:
		code, key = bff.CodeNotFound, texts.PayableNotFound
	case cart.ErrPaymentDeclined:
		code, key = CodePaymentDeclined, declineKey(se.Message)
	case cart.ErrDeliveryRequired:
		return texts.Error(bff.CodeUnprocessable, texts.DeliveryRequired, lang, err)
	default:
		switch se.Status {
		case http.StatusPaymentRequired:
			code, key = CodePaymentDeclined, texts.Declined
		case http.StatusBadRequest:
			code, key = bff.CodeInvalid, texts.NotAccepted
		default:
			return err
		}
	}
	return &bff.Error{Code: code, Message: texts.Message(key, bff.English), DisplayMessage: texts.Message(key, lang), Err: err}
}

// declineKey picks the decline text for the processor outcome the cart
// service names in a decline's message (sandbox/processor outcomes).
func declineKey(msg string) string {
	switch {
	case strings.Contains(msg, "insufficient_funds"):
		return texts.InsufficientFunds
	case strings.Contains(msg, "expired_card"):
		return texts.ExpiredCard
	case strings.Contains(msg, "processing_error"):
		return texts.ProcessingError
	case strings.Contains(msg, "returned"):
		return texts.BankReturned
	}
	return texts.Declined
}

// statusCode returns the upstream's status and error code in err's chain.
func statusCode(err error) (int, string) {
	var se *upstream.StatusError
	if errors.As(err, &se) {
		return se.Status, se.Code
	}
	return 0, ""
}

// cartGone reports that the cart itself can no longer be used: it expired,
// was paid, or the service no longer knows it. The caller starts a new one.
func cartGone(err error) bool {
	status, code := statusCode(err)
	switch {
	case code == cart.ErrExpired || code == cart.ErrCheckedOut:
		return true
	case status == http.StatusNotFound:
		return code != cart.ErrItemNotFound && code != cart.ErrPayableNotFound
	}
	return false
}

// itemGone reports a 404 for a cart item (spec 000 §8: a non-exception).
func itemGone(err error) bool {
	status, code := statusCode(err)
	return status == http.StatusNotFound && code == cart.ErrItemNotFound
}

// CheckOutInProgress is the answer to a check-out whose idempotency key is
// still being processed by another request after the wait for it ended.
func CheckOutInProgress(lang bff.Language) error {
	return &bff.Error{Code: bff.CodeConflict, Message: texts.Message(texts.CheckOutBusy, bff.English), DisplayMessage: texts.Message(texts.CheckOutBusy, lang)}
}

// KeyReused is the answer to a check-out whose idempotency key came before
// with another body.
func KeyReused(lang bff.Language) error {
	return &bff.Error{Code: bff.CodeConflict, Message: texts.Message(texts.KeyReused, bff.English), DisplayMessage: texts.Message(texts.KeyReused, lang)}
}
