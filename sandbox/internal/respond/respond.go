// Package respond writes the sandbox services' JSON answers and errors, so
// that every sandbox service speaks the one error shape of the contracts:
// {"error":{"code","message","displayMessage"?}} with a fitting status, and
// never a stack trace.
package respond

import (
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"mime"
	"net/http"

	"github.com/payhub/payhub/bff"
)

// MaxBodyBytes bounds every request body the sandbox reads (1 MiB is far
// above any legitimate upstream request, e.g. a bulk search of a few hundred
// keys).
const MaxBodyBytes = 1 << 20

// ErrorBody is the wire form of an error answer.
type ErrorBody struct {
	Error ErrorDetail `json:"error"`
}

// ErrorDetail is the content of an error answer.
type ErrorDetail struct {
	Code           string `json:"code"`
	Message        string `json:"message"`
	DisplayMessage string `json:"displayMessage,omitempty"`
}

// JSON writes v as a JSON answer with status.
func JSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	// The status is already sent; a failed write means the client left.
	_ = json.NewEncoder(w).Encode(v)
}

// statusOf is the sandbox's code-to-status table.
func statusOf(code bff.Code) int {
	switch code {
	case bff.CodeInvalid:
		return http.StatusBadRequest
	case bff.CodeUnauthorized:
		return http.StatusUnauthorized
	case bff.CodeForbidden:
		return http.StatusForbidden
	case bff.CodeNotFound:
		return http.StatusNotFound
	case bff.CodeConflict:
		return http.StatusConflict
	case bff.CodeUnprocessable, bff.CodeTenderMismatch:
		return http.StatusUnprocessableEntity
	case bff.CodeRateLimited:
		return http.StatusTooManyRequests
	case bff.CodeUnavailable:
		return http.StatusServiceUnavailable
	case bff.CodeTimeout:
		return http.StatusGatewayTimeout
	default:
		return http.StatusInternalServerError
	}
}

// Error writes err as an error answer. An *bff.Error is shown with its own
// code and message; anything else is logged and answered with the generic
// internal error, so internal detail never reaches the caller.
func Error(w http.ResponseWriter, r *http.Request, logger *slog.Logger, err error) {
	var e *bff.Error
	if !errors.As(err, &e) {
		e = bff.Wrap(err, bff.CodeInternal, bff.GenericMessage)
	}
	status, code := statusOf(e.Code), string(e.Code)
	if errors.Is(err, errNotJSON) {
		status, code = http.StatusUnsupportedMediaType, codeUnsupportedMediaType
	}
	switch {
	case status < http.StatusInternalServerError:
	case r.Context().Err() != nil && errors.Is(err, r.Context().Err()):
		// The caller went away (a time-out or a closed connection) and the
		// work stopped with it: nothing failed here, and nobody reads the
		// answer.
		logger.InfoContext(r.Context(), "sandbox request abandoned by its caller",
			"method", r.Method, "path", LoggedPath(r.URL.Path), "err", err)
	default:
		logger.ErrorContext(r.Context(), "sandbox request failed",
			"method", r.Method, "path", LoggedPath(r.URL.Path), "code", e.Code, "err", err)
	}
	message := e.Message
	if message == "" {
		message = bff.GenericMessage
	}
	JSON(w, status, ErrorBody{Error: ErrorDetail{
		Code: code, Message: message, DisplayMessage: e.DisplayMessage,
	}})
}

// errNotJSON is Decode's refusal of a body not sent as application/json,
// answered 415 unsupported_media_type by Error.
var errNotJSON = errors.New("respond: the request body is not application/json")

// codeUnsupportedMediaType is the error code of a 415 answer.
const codeUnsupportedMediaType = "unsupported_media_type"

// Decode reads r's JSON body into v. The body must be sent as
// application/json: a browser sends a cross-site POST of text/plain, a form
// or no type without asking the service first (no CORS preflight), so any
// web page could otherwise drive the sandbox (move its clock for good, for
// one). The body is limited to MaxBodyBytes; a body that is too large,
// empty, not JSON, or followed by more data is an invalid request.
func Decode(w http.ResponseWriter, r *http.Request, v any) error {
	// An empty body (length 0) drives nothing: it is answered as empty.
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); r.ContentLength != 0 && (err != nil || mt != "application/json") {
		return bff.Wrap(errNotJSON, bff.CodeInvalid, "Send the request body as application/json.")
	}
	body := http.MaxBytesReader(w, r.Body, MaxBodyBytes)
	dec := json.NewDecoder(body)
	if err := dec.Decode(v); err != nil {
		var tooLarge *http.MaxBytesError
		switch {
		case errors.As(err, &tooLarge):
			return bff.Wrap(err, bff.CodeInvalid, "The request body is too large.")
		case errors.Is(err, io.EOF):
			return bff.Wrap(err, bff.CodeInvalid, "The request body is empty.")
		default:
			return bff.Wrap(err, bff.CodeInvalid, "The request body is not valid JSON.")
		}
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return bff.Errorf(bff.CodeInvalid, "The request body holds more than one JSON value.")
	}
	return nil
}
