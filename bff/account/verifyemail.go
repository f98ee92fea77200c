package account

import (
	"context"
	"log/slog"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/auth"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/login"
)

// ResendInterval is how often one session may ask for a new verification
// code: the login service's own interval, so that the BFF never asks
// sooner than the service would mail.
const ResendInterval = login.ResendInterval

// maxVerificationCode bounds a code before it is sent: longer input is no
// code the login service mailed.
const maxVerificationCode = 64

// EmailVerifier is what e-mail verification needs of the login service
// (bff/upstream/login.Client).
type EmailVerifier interface {
	IsEmailVerified(ctx context.Context, r login.IsEmailVerifiedRequest) (bool, error)
	VerifyEmail(ctx context.Context, r login.VerifyEmailRequest) (login.VerifyEmailResponse, error)
	SendLinkCode(ctx context.Context, r login.LinkCodeRequest) (bool, error)
	LinkIdentity(ctx context.Context, r login.LinkRequest) (login.LinkResponse, error)
}

// EmailVerification finishes a sign-in that stopped at an unverified
// e-mail (spec 000 §4 "Email verification", §7 "Email verification
// sign-in"): the resident types the mailed code, or asks for a new one.
type EmailVerification struct {
	Login EmailVerifier
	// Issuer is the login service's issuer URL: the provider identifier of
	// verify_email and the issuer of is_email_verified.
	Issuer string
	Logger *slog.Logger
}

// Verify checks code for email. A wrong, expired or used up code is
// bff.CodeVerificationInvalid (403; ERR-17); any other failure is
// bff.CodeVerificationFailed (ERR-18), both with texts in lang.
func (v *EmailVerification) Verify(ctx context.Context, email, code string, lang bff.Language) error {
	code = strings.TrimSpace(code)
	if code == "" || len(code) > maxVerificationCode {
		return texts.Error(bff.CodeVerificationInvalid, texts.VerifyInvalid, lang, nil)
	}
	_, err := v.Login.VerifyEmail(ctx, login.VerifyEmailRequest{Email: email, ProviderIdentifier: v.Issuer, Token: code})
	switch {
	case err == nil:
		return nil
	case bff.ErrorCode(err) == bff.CodeVerificationInvalid:
		return texts.Error(bff.CodeVerificationInvalid, texts.VerifyInvalid, lang, err)
	default:
		return texts.Error(bff.CodeVerificationFailed, texts.VerifyUnexpected, lang, err)
	}
}

// Resend asks the login service whether email is verified, which mails a
// new code when it is not (spec 000 §7: "is-email-verified ... used to
// resend a code"). It reports whether the e-mail is verified already.
func (v *EmailVerification) Resend(ctx context.Context, email string, lang bff.Language) (bool, error) {
	verified, err := v.Login.IsEmailVerified(ctx, login.IsEmailVerifiedRequest{Email: email, ClientID: auth.ClientID,
		Issuer: v.Issuer, Locale: string(lang)})
	if bff.ErrorCode(err) == bff.CodeRateLimited {
		// The login service's own wait between two codes of the address
		// (login.ResendInterval), from another session of the resident.
		return false, ResendTooSoon(lang)
	}
	if err != nil {
		return false, texts.Error(bff.CodeVerificationFailed, texts.VerifyResendFailed, lang, err)
	}
	if !verified && v.Logger != nil {
		v.Logger.InfoContext(ctx, "verification code sent again")
	}
	return verified, nil
}

// SendLinkCode mails the account with email the code that links the county
// identity issuer's subject to it (a token exchange whose e-mail an
// account has; bff/upstream/login.ClaimLinkPending). Errors are Resend's.
func (v *EmailVerification) SendLinkCode(ctx context.Context, issuer, subject, email string, lang bff.Language) (bool, error) {
	sent, err := v.Login.SendLinkCode(ctx, login.LinkCodeRequest{Issuer: issuer, Subject: subject, Email: email,
		Locale: string(lang)})
	if bff.ErrorCode(err) == bff.CodeRateLimited {
		return false, ResendTooSoon(lang)
	}
	if err != nil {
		return false, texts.Error(bff.CodeVerificationFailed, texts.VerifyResendFailed, lang, err)
	}
	if v.Logger != nil {
		v.Logger.InfoContext(ctx, "link code sent", "sent", sent)
	}
	return sent, nil
}

// Link links the county identity to the account with email when code is
// the one mailed to it, and returns the account as the resident signed
// in. Errors are Verify's.
func (v *EmailVerification) Link(ctx context.Context, issuer, subject, email, code string, lang bff.Language) (auth.Identity, error) {
	code = strings.TrimSpace(code)
	if code == "" || len(code) > maxVerificationCode {
		return auth.Identity{}, texts.Error(bff.CodeVerificationInvalid, texts.VerifyInvalid, lang, nil)
	}
	out, err := v.Login.LinkIdentity(ctx, login.LinkRequest{Issuer: issuer, Subject: subject, Email: email, Code: code})
	switch {
	case err == nil:
	case bff.ErrorCode(err) == bff.CodeVerificationInvalid:
		return auth.Identity{}, texts.Error(bff.CodeVerificationInvalid, texts.VerifyInvalid, lang, err)
	default:
		return auth.Identity{}, texts.Error(bff.CodeVerificationFailed, texts.VerifyUnexpected, lang, err)
	}
	u := out.User
	if u.ID == "" {
		return auth.Identity{}, texts.Error(bff.CodeVerificationFailed, texts.VerifyUnexpected, lang, nil)
	}
	kind := ""
	if out.Kind == auth.UserKindPropertyTax {
		kind = out.Kind
	}
	return auth.Identity{Subject: u.ID, Email: u.Email, EmailVerified: u.EmailVerified, GivenName: u.GivenName,
		FamilyName: u.FamilyName, Name: u.Name, Kind: kind}, nil
}

// ResendTooSoon is the error of a new code asked for within the wait
// between two codes, with its text in lang.
func ResendTooSoon(lang bff.Language) error {
	return texts.Error(bff.CodeRateLimited, texts.VerifyTooSoon, lang, nil)
}
