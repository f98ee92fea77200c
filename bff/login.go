package bff

import "strings"

// Sign-in codes (spec 000 §4 "Sign-in by token exchange requires a known
// issuer", §8 "Unknown token issuer: login-error screen"). Both answer 401.
const (
	// CodeLoginUnknownIssuer: the token's issuer is not on the site's
	// allow-list (LOGIN-04); the widget shows its login-error screen.
	CodeLoginUnknownIssuer Code = "login_unknown_issuer"
	// CodeLoginInvalidToken: the token is malformed, forged, expired or
	// not meant for this site (wrong audience, algorithm or key).
	CodeLoginInvalidToken Code = "login_invalid_token"
)

// CodeLoginDisabled: the site does not offer sign-in (spec 000 §6: "Login
// can be disabled per site"); the portal shows its login-disabled notice.
const CodeLoginDisabled Code = "login_disabled"

// E-mail verification codes (spec 000 §4 "Email verification", §8: "Email
// verification 403" and "Email verification other").
const (
	// CodeVerificationInvalid: the code is wrong, expired or used up; the
	// portal shows login.verification.error.invalid (ERR-17). Answers 403.
	CodeVerificationInvalid Code = "verification_invalid"
	// CodeVerificationFailed: the e-mail could not be verified for any
	// other reason; the portal shows login.verification.error.unexpected
	// (ERR-18). Answers 502.
	CodeVerificationFailed Code = "verification_failed"
)

// CodeEmailUnverified: the signed-in resident's e-mail is not verified
// yet, and the resource assumes a verified account (saved items, settings
// changes, past payments and their receipts, saved tenders, autopay). The
// portal sends the resident to verify-email (spec 000 §4 "Email
// verification"). Answers 403.
const CodeEmailUnverified Code = "email_unverified"

// IsResident reports whether userID is a signed-in resident's: a guest's
// anonymous id begins with anon (spec 000 §6), and only a resident has an
// account to keep addresses and saved items in.
func IsResident(userID string) bool {
	return userID != "" && !strings.HasPrefix(userID, "anon")
}
