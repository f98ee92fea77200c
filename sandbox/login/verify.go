package login

import (
	"errors"
	"net/http"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// E-mail verification (spec 000 §4 "Email verification", §7 "Email
// verification sign-in"; spec 001 §7 "Login service"; API-115, API-116).
// Both calls are public, like the hosted page: an answer never tells
// whether an unverified account exists, and a code is guessed at most
// MaxWrongCodes times.

func (s *Service) isEmailVerified(w http.ResponseWriter, r *http.Request) {
	var in wire.IsEmailVerifiedRequest
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
		respond.JSON(w, http.StatusOK, wire.IsEmailVerifiedResponse{})
		return
	case err != nil:
		s.answer(w, r, in.Locale, err)
		return
	case u.EmailVerified:
		respond.JSON(w, http.StatusOK, wire.IsEmailVerifiedResponse{Verified: true})
		return
	}
	if _, err := s.accounts.SendCode(r.Context(), u.Email, in.Locale); err != nil {
		s.answer(w, r, in.Locale, err)
		return
	}
	respond.JSON(w, http.StatusOK, wire.IsEmailVerifiedResponse{})
}

func (s *Service) verifyEmail(w http.ResponseWriter, r *http.Request) {
	var in wire.VerifyEmailRequest
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
		respond.JSON(w, http.StatusOK, wire.VerifyEmailResponse{Verified: true, AlreadyVerified: true})
		return
	}
	if err := s.accounts.VerifyCode(r.Context(), u.Email, in.Token); err != nil {
		s.answer(w, r, lang, err)
		return
	}
	s.cfg.Logger.InfoContext(r.Context(), "e-mail verified", "user", u.ID, "provider", in.ProviderIdentifier)
	respond.JSON(w, http.StatusOK, wire.VerifyEmailResponse{Verified: true})
}
