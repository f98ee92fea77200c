package http

import (
	"errors"
	"log/slog"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	wlt "github.com/payhub/payhub/bff/wallet"
)

// statusOf is the one table from error codes to HTTP statuses.
var statusOf = map[bff.Code]int{
	bff.CodeInvalid:        http.StatusBadRequest,
	bff.CodeUnauthorized:   http.StatusUnauthorized,
	bff.CodeForbidden:      http.StatusForbidden,
	bff.CodeNotFound:       http.StatusNotFound,
	bff.CodeConflict:       http.StatusConflict,
	bff.CodeUnprocessable:  http.StatusUnprocessableEntity,
	bff.CodeRateLimited:    http.StatusTooManyRequests,
	bff.CodeUnavailable:    http.StatusServiceUnavailable,
	bff.CodeTimeout:        http.StatusGatewayTimeout,
	bff.CodeUpstreamFailed: http.StatusBadGateway,
	bff.CodeInternal:       http.StatusInternalServerError,
	// A check-out the processor declined; the cart stays open.
	bff.CodePaymentDeclined: http.StatusPaymentRequired,
	// A check-out declaring another tender type than its token's.
	bff.CodeTenderMismatch: http.StatusUnprocessableEntity,
	// A host page's token that is refused (spec 000 §4, §8; LOGIN-04).
	bff.CodeLoginUnknownIssuer: http.StatusUnauthorized,
	bff.CodeLoginInvalidToken:  http.StatusUnauthorized,
	bff.CodeLoginDisabled:      http.StatusForbidden,
	// E-mail verification (spec 000 §8): a wrong or expired code is 403,
	// which the portal shows as login.verification.error.invalid; any
	// other failure is the unexpected one.
	bff.CodeVerificationInvalid: http.StatusForbidden,
	bff.CodeVerificationFailed:  http.StatusBadGateway,
	// A signed-in resident whose e-mail is unverified, on a resource that
	// assumes a verified account (resident.go).
	bff.CodeEmailUnverified: http.StatusForbidden,
	// A guest asking to keep, claim or pay with a saved payment method
	// (ROLE-21).
	bff.CodeSignInRequired: http.StatusUnauthorized,
	// A scheduled payment for a payable that has one where duplicates are
	// denied (SCHED-41), and one of more than one item (AUTOPAY-13).
	bff.CodeDuplicatePlan:  http.StatusConflict,
	bff.CodeOneItemAllowed: http.StatusUnprocessableEntity,
	// A staff session whose token has expired: the console signs in again.
	bff.CodeStaffSessionExpired: http.StatusUnauthorized,
}

// Status returns the HTTP status for err's code. A check-out whose
// declared tender type is not its saved tender's is the one exception:
// tender_mismatch as a conflict with the saved tender, 409, where a token
// of another type is 422.
func Status(err error) int {
	if errors.Is(err, wlt.ErrDeclaredType) {
		return http.StatusConflict
	}
	if s, ok := statusOf[bff.ErrorCode(err)]; ok {
		return s
	}
	return http.StatusInternalServerError
}

// errorBody is the wire form of an error: {"error":{"code","message","displayMessage"}}.
type errorBody struct {
	Error errorDetail `json:"error"`
}

type errorDetail struct {
	Code           bff.Code `json:"code"`
	Message        string   `json:"message"`
	DisplayMessage string   `json:"displayMessage,omitempty"`
	// Fields are the failed fields of a form with their messages.
	Fields map[string]string `json:"fields,omitempty"`
	// Reason names the refusal more precisely than Code, where a client
	// offers a way on for it (bff.Error.Reason).
	Reason string `json:"reason,omitempty"`
}

// writeError answers with err's safe form. status 0 means "from the table".
// Internal causes are logged with the request id, never sent.
func writeError(c *gin.Context, err error, status int) {
	if status == 0 {
		status = Status(err)
	}
	code := bff.ErrorCode(err)
	var be *bff.Error
	if !errors.As(err, &be) || be.Err != nil || status >= 500 {
		logger(c).LogAttrs(c.Request.Context(), levelFor(status), "request failed",
			slog.String("code", string(code)), slog.Int("status", status), slog.String("error", err.Error()))
	}
	c.Set(errorCodeKey, code)
	c.AbortWithStatusJSON(status, errorJSON(err))
}

// errorJSON is err's safe wire form.
func errorJSON(err error) errorBody {
	return errorBody{Error: errorDetail{
		Code:           bff.ErrorCode(err),
		Message:        bff.ErrorMessage(err),
		DisplayMessage: bff.ErrorDisplayMessage(err),
		Fields:         bff.ErrorFields(err),
		Reason:         bff.ErrorReason(err),
	}}
}

func levelFor(status int) slog.Level {
	if status >= 500 {
		return slog.LevelError
	}
	return slog.LevelWarn
}
