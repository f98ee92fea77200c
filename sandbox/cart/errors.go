package cart

import (
	"errors"
	"log/slog"
	"net/http"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// statusOfCode is the HTTP status of each cart service error code; any
// other code is answered by the sandbox's shared table (respond.Error).
var statusOfCode = map[string]int{
	wire.ErrLocked:            http.StatusConflict,
	wire.ErrExpired:           http.StatusConflict,
	wire.ErrCheckedOut:        http.StatusConflict,
	wire.ErrAlreadyInCart:     http.StatusConflict,
	wire.ErrAmountMismatch:    http.StatusConflict,
	wire.ErrCheckOutBusy:      http.StatusConflict,
	wire.ErrIdempotencyReused: http.StatusConflict,
	wire.ErrMixedDelay:        http.StatusUnprocessableEntity,
	wire.ErrPayAlone:          http.StatusUnprocessableEntity,
	wire.ErrRestriction:       http.StatusUnprocessableEntity,
	wire.ErrInvalidAmount:     http.StatusUnprocessableEntity,
	wire.ErrInvalidQuantity:   http.StatusUnprocessableEntity,
	wire.ErrInvalidField:      http.StatusUnprocessableEntity,
	wire.ErrFieldRequired:     http.StatusUnprocessableEntity,
	wire.ErrNotPayable:        http.StatusUnprocessableEntity,
	wire.ErrNoTenders:         http.StatusUnprocessableEntity,
	wire.ErrOverLimit:         http.StatusUnprocessableEntity,
	wire.ErrEmpty:             http.StatusUnprocessableEntity,
	wire.ErrTenderMismatch:    http.StatusUnprocessableEntity,
	wire.ErrCardBrandRefused:  http.StatusUnprocessableEntity,
	wire.ErrDeliveryRequired:  http.StatusUnprocessableEntity,
	wire.ErrItemNotFound:      http.StatusNotFound,
	wire.ErrPayableNotFound:   http.StatusNotFound,
	wire.ErrPaymentDeclined:   http.StatusPaymentRequired,
	wire.ErrOrderNotApproved:  http.StatusUnprocessableEntity,
	wire.ErrOrderNotFound:     http.StatusNotFound,
}

// fail returns a cart service error with one of the codes of statusOfCode.
func fail(code, message string) *bff.Error {
	return &bff.Error{Code: bff.Code(code), Message: message}
}

// errorAnswer returns the status and body of err's answer, when err is a
// cart service error; ok is false for any other error.
func errorAnswer(err error) (status int, body respond.ErrorBody, ok bool) {
	var e *bff.Error
	if !errors.As(err, &e) {
		return 0, respond.ErrorBody{}, false
	}
	status, ok = statusOfCode[string(e.Code)]
	if !ok {
		return 0, respond.ErrorBody{}, false
	}
	return status, respond.ErrorBody{Error: respond.ErrorDetail{
		Code: string(e.Code), Message: e.Message, DisplayMessage: e.DisplayMessage,
	}}, true
}

// writeError answers err: a cart service error with its own code and
// status, anything else through the sandbox's shared table.
func writeError(w http.ResponseWriter, r *http.Request, logger *slog.Logger, err error) {
	if status, body, ok := errorAnswer(err); ok {
		respond.JSON(w, status, body)
		return
	}
	respond.Error(w, r, logger, err)
}
