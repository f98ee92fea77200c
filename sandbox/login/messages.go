package login

import (
	"errors"
	"fmt"
	"net/http"
	"time"

	wire "github.com/payhub/payhub/bff/upstream/login"
)

// Error codes of the login service. E0000004 is the spec's own (spec 001
// §8 "Login widget codes": the e-mail or password is incorrect); the others
// are ours, in the same family where the portal shows them beside it.
const (
	// CodeBadCredentials: a wrong password, an unknown e-mail or an
	// account without a password, all with one message, so that the answer
	// never tells which accounts exist (ERR-80).
	CodeBadCredentials = "E0000004"
	// CodeLocked: too many wrong passwords in a row; the account is locked
	// for LockoutDuration (ERR-81).
	CodeLocked = "E0000069"
	// CodeVerificationInvalid: the e-mail verification code is wrong,
	// expired or used up (answered 403; the portal shows
	// login.verification.error.invalid, ERR-17).
	CodeVerificationInvalid = wire.CodeVerificationInvalid
	// CodeEmailTaken: sign-up or the users API with an e-mail an account
	// already has.
	CodeEmailTaken = "email_taken"
	// CodeInvalidField: a sign-up or profile field fails validation.
	CodeInvalidField = "invalid_field"
	// CodeServiceAuth: a users API call without the service credential.
	CodeServiceAuth = "service_unauthorized"
	// CodeInvalidToken: a public call without a live access token of this
	// service (401).
	CodeInvalidToken = "invalid_token"
	// CodeResendTooSoon: a new verification code asked for within
	// wire.ResendInterval of the last one (429 with Retry-After).
	CodeResendTooSoon = wire.CodeResendTooSoon
	// CodeIdentityLinked: a county identity asked to be linked to an
	// account while it is linked to another one (409).
	CodeIdentityLinked = "identity_linked"
)

// Sentinel errors of the Store.
var (
	// ErrNotFound is returned when the asked-for record does not exist.
	ErrNotFound = errors.New("login: not found")
	// ErrEmailTaken is returned when an account already has the e-mail.
	ErrEmailTaken = errors.New("login: e-mail already taken")
	// ErrMetadataFull is returned when a change would keep more metadata
	// keys than allowed.
	ErrMetadataFull = errors.New("login: too many metadata keys")
)

// Problem is a refusal that is shown to the user: a code, an HTTP status,
// the field it concerns (for the page's aria-describedby) and its text in
// English and Spanish.
type Problem struct {
	Code   string
	Status int
	// Field is the form field the problem belongs to; empty for the form
	// as a whole.
	Field string
	// LockedUntil is when a lock-out ends (CodeLocked only).
	LockedUntil time.Time
	// RetryAfter is how long to wait before asking again
	// (CodeResendTooSoon only).
	RetryAfter time.Duration
	en, es     string
}

func (p *Problem) Error() string { return p.Code + ": " + p.en }

// Text is the message in lang (en or es; anything else is English).
func (p *Problem) Text(lang string) string {
	if lang == langES {
		return p.es
	}
	return p.en
}

func badCredentials() *Problem {
	return &Problem{Code: CodeBadCredentials, Status: http.StatusUnauthorized, Field: "password",
		en: "Your e-mail address or password is incorrect.",
		es: "Su correo electrónico o su contraseña no son correctos."}
}

// locked names when the lock ends, in UTC, so that the user knows when to
// come back (spec 001 §8: "Locked out for an hour after too many failed
// attempts").
func locked(until time.Time) *Problem {
	u := until.UTC()
	return &Problem{Code: CodeLocked, Status: http.StatusLocked, LockedUntil: u, Field: "password",
		en: fmt.Sprintf("Your account is locked after too many failed sign-in attempts. "+
			"Try again in an hour, after %s UTC.", u.Format("3:04 PM")),
		es: fmt.Sprintf("Su cuenta está bloqueada por demasiados intentos fallidos de inicio de sesión. "+
			"Vuelva a intentarlo en una hora, después de las %s UTC.", u.Format("15:04"))}
}

func verificationInvalid() *Problem {
	return &Problem{Code: CodeVerificationInvalid, Status: http.StatusForbidden, Field: "code",
		en: "The verification code is incorrect or has expired. Ask for a new code.",
		es: "El código de verificación no es correcto o ha caducado. Solicite un código nuevo."}
}

// resendTooSoon asks the caller to wait before a new code.
func resendTooSoon(wait time.Duration) *Problem {
	return &Problem{Code: CodeResendTooSoon, Status: http.StatusTooManyRequests, Field: "code", RetryAfter: wait,
		en: "A code was sent a moment ago. Please wait before asking for another one.",
		es: "Se envió un código hace un momento. Espere antes de solicitar otro."}
}

func identityLinked() *Problem {
	return &Problem{Code: CodeIdentityLinked, Status: http.StatusConflict, Field: "code",
		en: "This sign-in is linked to another account already.",
		es: "Este inicio de sesión ya está vinculado a otra cuenta."}
}

func emailTaken() *Problem {
	return &Problem{Code: CodeEmailTaken, Status: http.StatusConflict, Field: "email",
		en: "An account already uses this e-mail address. Sign in instead.",
		es: "Ya hay una cuenta con este correo electrónico. Inicie sesión."}
}

func invalidField(field, en, es string) *Problem {
	return &Problem{Code: CodeInvalidField, Status: http.StatusBadRequest, Field: field, en: en, es: es}
}

// asProblem returns the *Problem in err's chain, if any.
func asProblem(err error) (*Problem, bool) {
	var p *Problem
	ok := errors.As(err, &p)
	return p, ok
}
