package bff

import (
	"errors"
	"fmt"
)

// Code is a stable, machine-readable error code carried on the wire as
// {"error":{"code":...}}. The SDK mirrors these as a string union.
type Code string

// The error vocabulary. The HTTP layer owns the one code-to-status table.
const (
	CodeInvalid         Code = "invalid"          // the request is malformed or fails validation
	CodeUnauthorized    Code = "unauthorized"     // no or bad credentials
	CodeForbidden       Code = "forbidden"        // authenticated but not allowed
	CodeNotFound        Code = "not_found"        // no such client, site, screen or resource
	CodeConflict        Code = "conflict"         // e.g. an idempotency key reused with another body
	CodeUnprocessable   Code = "unprocessable"    // well-formed but refused by a business rule
	CodeRateLimited     Code = "rate_limited"     // too many requests (spec 000 §8: rate-limit page)
	CodePaymentDeclined Code = "payment_declined" // the processor refused the payment; the cart stays open
	CodeUnavailable     Code = "unavailable"      // an upstream or store is unreachable or its breaker is open
	CodeTimeout         Code = "timeout"          // a budget or upstream time-out ran out
	CodeInternal        Code = "internal"         // anything else; details are logged, never shown
	CodeUpstreamFailed  Code = "upstream_failed"  // the upstream answered with an error of its own
)

// GenericMessage is the text shown when nothing more specific is safe to show
// (spec 001 §8: the generic api.error message).
const GenericMessage = "We were unable to complete your request. Please try again later."

// Error is an error that is safe to show: Message never carries internal
// detail. DisplayMessage, when set, is an upstream's own text meant for users
// (spec 000 §8: "the user sees the server's displayMessage").
type Error struct {
	Code           Code
	Message        string
	DisplayMessage string
	// Fields maps each request field that failed validation to a message
	// safe to show, so that a form can mark the field; nil for any other
	// error. It names fields, never their values.
	Fields map[string]string
	// Reason, when set, says more precisely than Code which refusal this
	// is (e.g. "expired_link"), for a client that offers a different way
	// on for each: a stable word, never internal detail.
	Reason string
	// Err is the internal cause: logged with the request id, never serialized.
	Err error
}

func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("%s: %s: %v", e.Code, e.Message, e.Err)
	}
	return fmt.Sprintf("%s: %s", e.Code, e.Message)
}

// Unwrap returns the internal cause.
func (e *Error) Unwrap() error { return e.Err }

// Errorf builds an *Error with a safe message.
func Errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Wrap builds an *Error around an internal cause with a safe message.
func Wrap(err error, code Code, message string) *Error {
	return &Error{Code: code, Message: message, Err: err}
}

// ErrorCode returns the code of the first *Error in err's chain, or
// CodeInternal for any other non-nil error.
func ErrorCode(err error) Code {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return CodeInternal
}

// ErrorMessage returns a message safe to show for err.
func ErrorMessage(err error) string {
	var e *Error
	if errors.As(err, &e) && e.Message != "" {
		return e.Message
	}
	return GenericMessage
}

// ErrorFields returns the field messages of the first *Error in err's
// chain, or nil.
func ErrorFields(err error) map[string]string {
	var e *Error
	if errors.As(err, &e) {
		return e.Fields
	}
	return nil
}

// ErrorReason returns the Reason of the first *Error in err's chain, if any.
func ErrorReason(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Reason
	}
	return ""
}

// ErrorDisplayMessage returns the upstream's user-facing text, if any.
func ErrorDisplayMessage(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.DisplayMessage
	}
	return ""
}
