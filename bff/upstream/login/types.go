// Package login holds the wire types and client of the login service's
// users API and e-mail verification calls (spec 001 §7 "Login service";
// spec 000 §4 "Email verification"), base path /svc/login. The sandbox
// server (sandbox/login) and the BFF client share these types; the
// OpenID Connect sign-in itself is bff/auth's.
//
// The users API reads and changes any account, so it trusts its callers,
// not browsers: every /v1 call but ping carries the service credential as
// "Authorization: Bearer <credential>". Only the BFF holds it, and it names
// only the signed-in resident of the session. The two verification calls
// are public, like the hosted sign-in page.
package login

import (
	"net/url"
	"time"
)

// Paths of the e-mail verification calls, below the service's base (the
// issuer URL).
const (
	PathIsEmailVerified = "/oidc/is_email_verified"
	PathVerifyEmail     = "/oidc/verify_email"
)

// CodeVerificationInvalid is the service's error code for a wrong, expired
// or used up verification code, answered with 403 (spec 000 §8: "Email
// verification 403": login.verification.error.invalid; ERR-17).
const CodeVerificationInvalid = "verification_invalid"

// A new verification code is mailed at most once per ResendInterval per
// e-mail address; sooner is CodeResendTooSoon, answered with 429 and
// Retry-After. The specification names no wait; each code is an e-mail to
// the resident and lives five minutes (CONST-31), so a short wait bounds
// mail sent at someone without holding up a resident whose mail is slow.
// The BFF asks no sooner per session (bff/account.ResendInterval); the service
// holds the line for any caller.
const (
	ResendInterval    = 30 * time.Second
	CodeResendTooSoon = "resend_too_soon"
)

// ClaimUserKind is the ID token claim (with the profile scope) that names a
// user's kind (spec 000 §6 "Special property-tax user kind"): absent for an
// ordinary resident, UserKindPropertyTax for the special kind that the
// portal confines to the property-tax route (GUARD-03). bff/auth reads it.
const (
	ClaimUserKind       = "payhub_user_kind"
	UserKindPropertyTax = "property-tax"
)

// Contact preferences and languages a profile may hold (spec 001 §3
// "Other": contactPreference email or sms, language en or es).
const (
	ContactEmail = "email"
	ContactSMS   = "sms"
	LanguageEN   = "en"
	LanguageES   = "es"
)

// UserBody is a user on the users API's wire (snake_case, spec 001 §7).
type UserBody struct {
	ID                string    `json:"id"`
	Email             string    `json:"email"`
	EmailVerified     bool      `json:"email_verified"`
	Name              string    `json:"name"`
	GivenName         string    `json:"given_name"`
	FamilyName        string    `json:"family_name"`
	Phone             string    `json:"phone"`
	Language          string    `json:"language"`
	ContactPreference string    `json:"contact_preference"`
	CreatedAt         time.Time `json:"created_at"`
}

// CreateUserRequest is the body of POST /v1/users (spec 001 §7: email,
// name, phone, options). Given and family names default to the first and
// the remaining words of Name.
type CreateUserRequest struct {
	Email      string            `json:"email"`
	Name       string            `json:"name"`
	GivenName  string            `json:"given_name,omitempty"`
	FamilyName string            `json:"family_name,omitempty"`
	Phone      string            `json:"phone,omitempty"`
	Language   string            `json:"language,omitempty"`
	Options    CreateUserOptions `json:"options"`
	// Password is a sandbox extension, so that a test can make an account
	// that signs in; without it the account has no password.
	Password string `json:"password,omitempty"`
}

// CreateUserOptions are POST /v1/users's options. Without ForceActive the
// e-mail is unverified and a verification code is sent.
type CreateUserOptions struct {
	ClientSite              string `json:"client_site,omitempty"`
	OriginURL               string `json:"origin_url,omitempty"`
	ActivationEmailTemplate string `json:"activation_email_template,omitempty"`
	ForceActive             bool   `json:"forceActive,omitempty"`
}

// PatchUserRequest is the body of PATCH /v1/users/{id}: the profile fields
// of spec 001 §3 "User profile updatable fields", snake-cased (API-110);
// absent fields stay as they are, an empty phone clears it. The e-mail
// cannot be changed, so it has no field here.
type PatchUserRequest struct {
	GivenName         *string `json:"given_name,omitempty"`
	FamilyName        *string `json:"family_name,omitempty"`
	Phone             *string `json:"phone,omitempty"`
	Language          *string `json:"language,omitempty"`
	ContactPreference *string `json:"contact_preference,omitempty"`
}

// Empty reports whether the request changes nothing.
func (p PatchUserRequest) Empty() bool {
	return p.GivenName == nil && p.FamilyName == nil && p.Phone == nil && p.Language == nil &&
		p.ContactPreference == nil
}

// PathUpdateUserMetadata is the login service's public call that changes
// the calling user's metadata (spec 001 §7), authorized by the user's own
// access token as a bearer token rather than the service credential.
const PathUpdateUserMetadata = "/v1/public/update_user_metadata"

// UpdateUserMetadataRequest is its body: each key is set to its value, and
// a key whose value is null is removed; other keys stay as they are.
type UpdateUserMetadataRequest struct {
	Metadata map[string]*string `json:"metadata"`
}

// UserMetadataResponse answers it: the user's e-mail and all their
// metadata (spec 001 §3 "Login-service user: email and metadata").
type UserMetadataResponse struct {
	Email    string            `json:"email"`
	Metadata map[string]string `json:"metadata"`
}

// SendMailRequest is the body of POST /v1/sendVerificationMail.
type SendMailRequest struct {
	Email  string `json:"email"`
	Locale string `json:"locale,omitempty"`
}

// SendMailResponse says whether a code was sent (not for a verified e-mail).
type SendMailResponse struct {
	Sent     bool `json:"sent"`
	Verified bool `json:"verified"`
}

// IsEmailVerifiedRequest is the body of POST /oidc/is_email_verified
// (API-115).
type IsEmailVerifiedRequest struct {
	Email    string `json:"email"`
	ClientID string `json:"clientId"`
	Issuer   string `json:"issuer"`
	Locale   string `json:"locale"`
}

// IsEmailVerifiedResponse answers it. When Verified is false, a new code
// has been sent to an account with the e-mail, if there is one.
type IsEmailVerifiedResponse struct {
	Verified bool `json:"verified"`
}

// VerifyEmailRequest is the body of POST /oidc/verify_email (API-116);
// Token is the code from the e-mail.
type VerifyEmailRequest struct {
	Email              string `json:"email"`
	ProviderIdentifier string `json:"providerIdentifier"`
	Token              string `json:"token"`
}

// VerifyEmailResponse answers a right code, or an e-mail verified before
// (AlreadyVerified: spec 001 §8 "Already verified").
type VerifyEmailResponse struct {
	Verified        bool `json:"verified"`
	AlreadyVerified bool `json:"alreadyVerified,omitempty"`
}

// userPath is the path of one user below the service's base.
func userPath(id string) string { return "/v1/users/" + url.PathEscape(id) }
