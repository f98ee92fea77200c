package login

import (
	"errors"
	"net/http"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/sandbox/internal/respond"
)

// E-mail verification (spec 000 §4 "Email verification", §7 "Email
// verification sign-in"; spec 001 §7 "Login service"; API-115, API-116).
// Both calls are public, like the hosted page: an answer never tells
// whether an unverified account exists, and a code is guessed at most
// MaxWrongCodes times.

// IsEmailVerifiedRequest is the body of POST /oidc/is_email_verified.
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

// VerifyEmailRequest is the body of POST /oidc/verify_email; Token is the
// code from the e-mail.
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

func (s *Service) isEmailVerified(w http.ResponseWriter, r *http.Request) {
	var in IsEmailVerifiedRequest
	if err := respond.Decode(w, r, &in); err != nil {
		respond.Error(w, r, s.cfg.Logger, err)
		return
	}
	if in.ClientID != "" && in.ClientID != ClientSPA && in.ClientID != ClientTokenExchange {
		respond.Error(w, r, s.cfg.Logger, bff.Errorf(bff.CodeInvalid, "The client is not known to the login service."))
		return
	}
	u, err := s.cfg.Store.UserByEmail(r.Context(), NormalizeEmail(in.Email))
	switch {
	case errors.Is(err, ErrNotFound):
		respond.JSON(w, http.StatusOK, IsEmailVerifiedResponse{})
		return
	case err != nil:
		s.answer(w, r, in.Locale, err)
		return
	case u.EmailVerified:
		respond.JSON(w, http.StatusOK, IsEmailVerifiedResponse{Verified: true})
		return
	}
	if _, err := s.accounts.SendCode(r.Context(), u.Email, in.Locale); err != nil {
		s.answer(w, r, in.Locale, err)
		return
	}
	respond.JSON(w, http.StatusOK, IsEmailVerifiedResponse{})
}

func (s *Service) verifyEmail(w http.ResponseWriter, r *http.Request) {
	var in VerifyEmailRequest
	if err := respond.Decode(w, r, &in); err != nil {
		respond.Error(w, r, s.cfg.Logger, err)
		return
	}
	lang := r.Header.Get("Accept-Language")
	u, err := s.cfg.Store.UserByEmail(r.Context(), NormalizeEmail(in.Email))
	switch {
	case errors.Is(err, ErrNotFound):
		s.answer(w, r, lang, verificationInvalid())
		return
	case err != nil:
		s.answer(w, r, lang, err)
		return
	case u.EmailVerified:
		respond.JSON(w, http.StatusOK, VerifyEmailResponse{Verified: true, AlreadyVerified: true})
		return
	}
	if err := s.accounts.VerifyCode(r.Context(), u.Email, in.Token); err != nil {
		s.answer(w, r, lang, err)
		return
	}
	s.cfg.Logger.InfoContext(r.Context(), "e-mail verified", "user", u.ID, "provider", in.ProviderIdentifier)
	respond.JSON(w, http.StatusOK, VerifyEmailResponse{Verified: true})
}
