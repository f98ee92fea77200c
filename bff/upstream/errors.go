package upstream

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"

	"github.com/payhub/payhub/bff"
)

// Size limits on upstream response bodies.
const (
	maxBodyBytes      = 8 << 20  // a 2xx body larger than this is refused
	maxErrorBodyBytes = 64 << 10 // the part of an error body that is parsed
	maxDrainBytes     = 64 << 10 // read before closing so the connection is reused
	maxBodyInError    = 512      // the part of an unparsed error body kept in StatusError
)

// errBadBody is in the chain when a 2xx body cannot be read into the caller's
// value: invalid JSON, the wrong shape, or larger than maxBodyBytes.
var errBadBody = errors.New("upstream response body is unusable")

// StatusError is an upstream's non-2xx answer. It is the internal cause
// (bff.Error.Err) of the error Client.Do returns, so callers can errors.As it
// to read the status. Its fields may carry upstream detail: log them, never
// show them.
type StatusError struct {
	Service        string // the service name given to Pool.Client
	Route          string // the call's metrics route label
	Status         int    // the HTTP status code
	Code           string // the upstream's own error code, if its body had one
	Message        string // the upstream's own message, if its body had one
	DisplayMessage string // the upstream's user-facing text, if its body had one
	Body           string // the start of the raw body when it had no recognisable error shape
}

// Error describes the answer for logs; it may carry upstream text.
func (e *StatusError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "upstream %s %s: status %d", e.Service, e.Route, e.Status)
	if e.Code != "" {
		fmt.Fprintf(&b, " code %q", e.Code)
	}
	if e.Message != "" {
		fmt.Fprintf(&b, ": %s", e.Message)
	} else if e.Body != "" {
		fmt.Fprintf(&b, ": body %q", e.Body)
	}
	return b.String()
}

// codeForStatus maps an upstream status onto the error vocabulary.
func codeForStatus(status int) bff.Code {
	switch {
	case status == http.StatusNotFound:
		return bff.CodeNotFound
	case status == http.StatusTooManyRequests:
		return bff.CodeRateLimited
	case status == http.StatusUnauthorized:
		return bff.CodeUnauthorized
	case status == http.StatusForbidden:
		return bff.CodeForbidden
	case status == http.StatusConflict:
		return bff.CodeConflict
	case status >= 500:
		return bff.CodeUnavailable
	default:
		return bff.CodeUpstreamFailed
	}
}

// Messages safe to show, one per code this package returns.
const (
	msgNotFound     = "The requested item was not found."
	msgRateLimited  = "Too many requests. Please wait a moment and try again."
	msgUnauthorized = "Your session is not valid. Please sign in again."
	msgForbidden    = "You are not allowed to do this."
	msgConflict     = "The request conflicts with the current state. Please refresh and try again."
	msgUnavailable  = "The service is temporarily unavailable. Please try again later."
	msgTimeout      = "The service took too long to respond. Please try again."
	msgCanceled     = "The request was canceled before the service answered."
	msgInternal     = "The request could not be prepared."
)

func messageFor(code bff.Code) string {
	switch code {
	case bff.CodeNotFound:
		return msgNotFound
	case bff.CodeRateLimited:
		return msgRateLimited
	case bff.CodeUnauthorized:
		return msgUnauthorized
	case bff.CodeForbidden:
		return msgForbidden
	case bff.CodeConflict:
		return msgConflict
	case bff.CodeUnavailable:
		return msgUnavailable
	default:
		return bff.GenericMessage
	}
}

// statusError reads the start of resp's error body and returns the error for
// a non-2xx answer. The caller closes the body.
func statusError(service, route string, resp *http.Response) *bff.Error {
	se := &StatusError{Service: service, Route: route, Status: resp.StatusCode}
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, maxErrorBodyBytes))
	if !parseErrorBody(raw, se) {
		body := strings.TrimSpace(string(raw))
		if len(body) > maxBodyInError {
			body = body[:maxBodyInError]
		}
		se.Body = body
	}
	code := codeForStatus(resp.StatusCode)
	return &bff.Error{Code: code, Message: messageFor(code), DisplayMessage: se.DisplayMessage, Err: se}
}

// parseErrorBody fills se from an error body shaped
// {"error":{"code","message","displayMessage"}} or {"displayMessage":...}
// (also {"error":"text"}). Numbers are accepted where strings are expected.
func parseErrorBody(raw []byte, se *StatusError) bool {
	var top map[string]json.RawMessage
	if json.Unmarshal(raw, &top) != nil {
		return false
	}
	se.Code, se.Message, se.DisplayMessage = text(top["code"]), text(top["message"]), text(top["displayMessage"])
	var inner map[string]json.RawMessage
	if json.Unmarshal(top["error"], &inner) == nil {
		se.Code = cmpOr(text(inner["code"]), se.Code)
		se.Message = cmpOr(text(inner["message"]), se.Message)
		se.DisplayMessage = cmpOr(text(inner["displayMessage"]), se.DisplayMessage)
	} else if s := text(top["error"]); s != "" {
		se.Message = cmpOr(se.Message, s)
	}
	return se.Code != "" || se.Message != "" || se.DisplayMessage != ""
}

// text returns a JSON string's value, a number's literal, or "".
func text(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var n json.Number
	if json.Unmarshal(raw, &n) == nil {
		return n.String()
	}
	return ""
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// transportError returns the error for a call that got no usable answer. The
// request URL is left out of the cause: paths and queries may carry account
// numbers. When ctx has ended its error leads the chain, so time-outs and
// cancellations are classified by what happened to the call, not by how the
// transport happened to word it.
func transportError(ctx context.Context, service, route string, err error) *bff.Error {
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	ctxErr := ctx.Err()
	switch {
	case errors.Is(ctxErr, context.DeadlineExceeded):
		return bff.Wrap(chain(service, route, ctxErr, err), bff.CodeTimeout, msgTimeout)
	case ctxErr != nil:
		return bff.Wrap(chain(service, route, ctxErr, err), bff.CodeUnavailable, msgCanceled)
	default:
		return bff.Wrap(fmt.Errorf("upstream %s %s: %w", service, route, err), bff.CodeUnavailable, msgUnavailable)
	}
}

func chain(service, route string, ctxErr, err error) error {
	if errors.Is(err, ctxErr) {
		return fmt.Errorf("upstream %s %s: %w", service, route, err)
	}
	return fmt.Errorf("upstream %s %s: %w: %w", service, route, ctxErr, err)
}

// outcomeOf classifies a call's final error for Observer.ObserveCall.
func outcomeOf(err error) string {
	var se *StatusError
	switch {
	case err == nil:
		return OutcomeOK
	case errors.Is(err, ErrBreakerOpen):
		return OutcomeBreakerOpen
	case errors.As(err, &se) && se.Status >= 500:
		return OutcomeServerError
	case se != nil:
		return OutcomeClientError
	case errors.Is(err, errBadBody):
		return OutcomeServerError
	case errors.Is(err, context.Canceled):
		return OutcomeCanceled
	case errors.Is(err, context.DeadlineExceeded):
		return OutcomeTimeout
	default:
		return OutcomeNetworkError
	}
}

// drainClose reads what is left of body, within maxDrainBytes, and closes it,
// so that the connection can go back to the pool.
func drainClose(body io.ReadCloser) {
	_, _ = io.Copy(io.Discard, io.LimitReader(body, maxDrainBytes))
	_ = body.Close()
}
