package screen

import (
	"errors"
	"net/http"
	"strings"

	"github.com/payhub/payhub/bff"
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
		code, key = bff.CodeConflict, msgCartLocked
	case cart.ErrExpired:
		code, key = bff.CodeConflict, msgCartExpired
	case cart.ErrCheckedOut:
		code, key = bff.CodeConflict, msgCartPaid
	case cart.ErrAlreadyInCart:
		code, key = bff.CodeConflict, msgAlreadyInCart
	case cart.ErrAmountMismatch:
		code, key = bff.CodeConflict, msgAmountMismatch
	case cart.ErrCheckOutBusy:
		code, key = bff.CodeConflict, msgCheckOutBusy
	case cart.ErrIdempotencyReused:
		code, key = bff.CodeConflict, msgKeyReused
	case cart.ErrInvalidQuantity:
		code, key = bff.CodeUnprocessable, msgInvalidQuantity
	case cart.ErrInvalidField, cart.ErrFieldRequired:
		code, key = bff.CodeUnprocessable, msgInvalidField
	case cart.ErrNoTenders:
		code, key = bff.CodeUnprocessable, msgNoTenders
	case cart.ErrEmpty:
		code, key = bff.CodeUnprocessable, msgCartEmpty
	case cart.ErrMixedDelay:
		code, key = bff.CodeUnprocessable, msgMixedDelay
	case cart.ErrRestriction:
		code, key = bff.CodeUnprocessable, msgRestriction
	case cart.ErrInvalidAmount:
		code, key = bff.CodeUnprocessable, msgInvalidAmount
	case cart.ErrNotPayable:
		code, key = bff.CodeUnprocessable, msgItemNotPayable
	case cart.ErrOverLimit:
		code, key = bff.CodeUnprocessable, msgOverLimit
	case cart.ErrTenderMismatch:
		code, key = bff.CodeTenderMismatch, msgTenderMismatch
	case cart.ErrCardBrandRefused:
		code, key = bff.CodeUnprocessable, msgBrandRefused
	case cart.ErrItemNotFound:
		code, key = bff.CodeNotFound, msgItemNotFound
	case cart.ErrPayableNotFound:
		code, key = bff.CodeNotFound, msgPayableNotFound
	case cart.ErrPaymentDeclined:
		code, key = CodePaymentDeclined, declineKey(se.Message)
	case cart.ErrDeliveryRequired:
		return textError(bff.CodeUnprocessable, msgDeliveryRequired, lang, err)
	default:
		switch se.Status {
		case http.StatusPaymentRequired:
			code, key = CodePaymentDeclined, msgDeclined
		case http.StatusBadRequest:
			code, key = bff.CodeInvalid, msgNotAccepted
		default:
			return err
		}
	}
	return &bff.Error{Code: code, Message: message(key, bff.English), DisplayMessage: message(key, lang), Err: err}
}

// declineKey picks the decline text for the processor outcome the cart
// service names in a decline's message (sandbox/processor outcomes).
func declineKey(msg string) string {
	switch {
	case strings.Contains(msg, "insufficient_funds"):
		return msgInsufficientFunds
	case strings.Contains(msg, "expired_card"):
		return msgExpiredCard
	case strings.Contains(msg, "processing_error"):
		return msgProcessingError
	case strings.Contains(msg, "returned"):
		return msgBankReturned
	}
	return msgDeclined
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
	return &bff.Error{Code: bff.CodeConflict, Message: message(msgCheckOutBusy, bff.English), DisplayMessage: message(msgCheckOutBusy, lang)}
}

// KeyReused is the answer to a check-out whose idempotency key came before
// with another body.
func KeyReused(lang bff.Language) error {
	return &bff.Error{Code: bff.CodeConflict, Message: message(msgKeyReused, bff.English), DisplayMessage: message(msgKeyReused, lang)}
}
