// Package botcheck protects check-out with a bot challenge (spec 000 §1:
// "Check-out has no timeout and uses bot-challenge protection"; §7: a
// bot-challenge script from a third-party provider renders a widget whose
// token the BFF verifies). Verifier is the seam: HTTP speaks the siteverify
// protocol of Cloudflare Turnstile, which the sandbox implements too
// (sandbox/botcheck), so the real provider is a configuration away.
package botcheck

import (
	"context"
	"errors"

	"github.com/payhub/payhub/bff"
)

// Verifier verifies a bot-challenge token the portal obtained for a payer
// at remoteIP. A refusal is a *bff.Error with code bff.CodeForbidden whose
// Message is one of the Msg* texts.
type Verifier interface {
	Verify(ctx context.Context, token, remoteIP string) error
}

// Spec 000 §8 "Bot challenge": the code reported to error tracking and the
// texts of each refusal.
const (
	// ErrorCode is the code the check-out's refusal is logged with.
	ErrorCode = "TurnstileChallengeFailed"
	// MsgChallengeFailed: the provider refused the token.
	MsgChallengeFailed = "Failed Turnstile Challenge"
	// MsgNoPreClearance: no answer could be obtained from the provider.
	MsgNoPreClearance = "Unable to obtain pre-clearance"
	// MsgNotInitialized: the verifier lacks its address or secret.
	MsgNotInitialized = "Turnstile service not properly initialized"
)

// Refusal returns the refusal with message (one of the Msg* texts) and the
// internal cause, which is logged, never shown.
func Refusal(message string, cause error) *bff.Error {
	return &bff.Error{Code: bff.CodeForbidden, Message: message, Err: cause}
}

// RefusalMessage returns the Msg* text of a refusal, or "" when err is not
// one.
func RefusalMessage(err error) string {
	var e *bff.Error
	if !errors.As(err, &e) || e.Code != bff.CodeForbidden {
		return ""
	}
	switch e.Message {
	case MsgChallengeFailed, MsgNoPreClearance, MsgNotInitialized:
		return e.Message
	}
	return ""
}
