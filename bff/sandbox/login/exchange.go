package login

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"

	"github.com/zitadel/oidc/v3/pkg/oidc"
	"github.com/zitadel/oidc/v3/pkg/op"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/hostauth"
)

// Token exchange (spec 001 §7: POST /oidc/token with grant_type
// urn:ietf:params:oauth:grant-type:token-exchange; spec 000 §4: "Sign-in by
// token exchange requires a known issuer"; LOGIN-04). The subject token is
// a county identity provider's JWT: it is accepted only from an issuer on
// the trusted list, verified by bff/hostauth (RS256 or ES256 only, a key
// id its JWKS publishes, the issuer, the audience and the expiry), and the
// answer is a token of this service for the user it names, who is created
// on the first exchange.

var (
	_ op.TokenExchangeStorage               = (*storage)(nil)
	_ op.TokenExchangeTokensVerifierStorage = (*storage)(nil)
)

// claimTrustedIssuer marks subject token claims that the trusted-issuer
// check verified. It is internal: no token this service signs carries it,
// so the library's own tokens (which it accepts as subject tokens by
// itself) are told apart and refused.
const claimTrustedIssuer = "payhub:trusted_issuer"

// exchangeScopes are the scopes an exchanged token may carry.
var exchangeScopes = []string{oidc.ScopeOpenID, oidc.ScopeEmail, oidc.ScopeProfile, oidc.ScopePhone}

// exchanger verifies subject tokens of the trusted issuers.
type exchanger struct {
	verifier *hostauth.Verifier
	trusted  []hostauth.Issuer
}

// VerifyExchangeSubjectToken verifies a JWT or ID token of a trusted
// issuer and returns its subject and claims.
func (s *storage) VerifyExchangeSubjectToken(ctx context.Context, token string, tokenType oidc.TokenType) (string, string, map[string]any, error) {
	if tokenType != oidc.JWTTokenType && tokenType != oidc.IDTokenType {
		return "", "", nil, fmt.Errorf("login: subject token type %q is not exchanged", tokenType)
	}
	u, err := s.exchange.verifier.Verify(ctx, token, s.exchange.trusted)
	if err != nil {
		s.logger.WarnContext(ctx, "token exchange refused", "code", bff.ErrorCode(err), "err", err)
		return "", "", nil, err
	}
	claims := map[string]any{
		claimTrustedIssuer: u.Issuer, "email": u.Email, "email_verified": u.EmailVerified,
		"name": u.Name, "given_name": u.GivenName, "family_name": u.FamilyName,
	}
	return token, u.Subject, claims, nil
}

// VerifyExchangeActorToken refuses actor tokens: nobody acts for another.
func (s *storage) VerifyExchangeActorToken(context.Context, string, oidc.TokenType) (string, string, map[string]any, error) {
	return "", "", nil, errors.New("login: actor tokens are not accepted")
}

// ValidateTokenExchangeRequest lets only the token-exchange client exchange
// a trusted issuer's token, for an access token (the default) or an ID
// token for a known client, and makes the answer's subject the user the
// token names.
func (s *storage) ValidateTokenExchangeRequest(ctx context.Context, req op.TokenExchangeRequest) error {
	if req.GetClientID() != ClientTokenExchange {
		return oidc.ErrUnauthorizedClient().WithDescription("this client may not exchange tokens")
	}
	claims := req.GetExchangeSubjectTokenClaims()
	issuer, _ := claims[claimTrustedIssuer].(string)
	if issuer == "" {
		return oidc.ErrInvalidRequest().WithDescription("subject_token is not from a known issuer")
	}
	switch req.GetRequestedTokenType() {
	case "":
		req.SetRequestedTokenType(oidc.AccessTokenType)
	case oidc.AccessTokenType, oidc.IDTokenType:
	default:
		return oidc.ErrInvalidRequest().WithDescription("requested_token_type must be an access token or an ID token")
	}
	aud := req.GetAudience()
	if req.GetRequestedTokenType() == oidc.IDTokenType && len(aud) == 0 {
		return oidc.ErrInvalidRequest().WithDescription("audience is required for an ID token")
	}
	for _, a := range aud {
		if _, ok := s.clients[a]; !ok {
			return oidc.ErrInvalidTarget().WithDescription("audience must be a client of this service")
		}
	}
	scopes := slices.DeleteFunc(slices.Clone(req.GetScopes()), func(sc string) bool {
		return !slices.Contains(exchangeScopes, sc)
	})
	if len(scopes) == 0 {
		scopes = []string{oidc.ScopeOpenID, oidc.ScopeEmail, oidc.ScopeProfile}
	}
	req.SetCurrentScopes(scopes)
	u, err := s.exchangedUser(ctx, issuer, req.GetExchangeSubject(), claims)
	if err != nil {
		return err
	}
	req.SetSubject(u.ID)
	return nil
}

// exchangedUser is the user issuer's subject is linked to; on the first
// exchange, the account with the token's e-mail when the token verifies
// it, else a new account, verified as the token says.
func (s *storage) exchangedUser(ctx context.Context, issuer, subject string, claims map[string]any) (User, error) {
	str := func(k string) string { v, _ := claims[k].(string); return strings.TrimSpace(v) }
	verified, _ := claims["email_verified"].(bool)
	for range 2 { // a second pass when a parallel exchange created the account
		u, err := s.store.UserByIdentity(ctx, issuer, subject)
		if err == nil {
			if verified && !u.EmailVerified {
				if err := s.store.MarkVerified(ctx, u.Email, s.now()); err != nil {
					return User{}, err
				}
				u.EmailVerified = true
			}
			return u, nil
		}
		if !errors.Is(err, ErrNotFound) {
			return User{}, err
		}
		email := NormalizeEmail(str("email"))
		u, err = s.store.UserByEmail(ctx, email)
		switch {
		case err == nil && !verified:
			// Taking over an account needs the issuer to vouch for the e-mail.
			return User{}, oidc.ErrAccessDenied().WithDescription("the subject token does not verify its e-mail address")
		case errors.Is(err, ErrNotFound):
			given, family := str("given_name"), str("family_name")
			if given == "" && family == "" {
				given, family, _ = strings.Cut(str("name"), " ")
			}
			u, err = s.accounts.register(ctx, Registration{Email: email, GivenName: given,
				FamilyName: strings.TrimSpace(family), Verified: verified}, false)
			if p, ok := asProblem(err); ok && p.Code == CodeEmailTaken {
				continue
			}
		}
		if err != nil {
			if p, ok := asProblem(err); ok {
				return User{}, oidc.ErrInvalidRequest().WithDescription("the subject token's claims are not usable: %s", p.en)
			}
			return User{}, err
		}
		if err := s.store.LinkIdentity(ctx, issuer, subject, u.ID); err != nil {
			return User{}, err
		}
		return u, nil
	}
	return User{}, oidc.ErrServerError().WithDescription("the user could not be created")
}

// CreateTokenExchangeRequest records the exchange in the log.
func (s *storage) CreateTokenExchangeRequest(ctx context.Context, req op.TokenExchangeRequest) error {
	issuer, _ := req.GetExchangeSubjectTokenClaims()[claimTrustedIssuer].(string)
	s.logger.InfoContext(ctx, "token exchanged", slog.String("issuer", issuer),
		slog.String("user", req.GetSubject()), slog.String("type", string(req.GetRequestedTokenType())))
	return nil
}

// GetPrivateClaimsFromTokenExchangeRequest adds nothing: the access token
// is opaque.
func (s *storage) GetPrivateClaimsFromTokenExchangeRequest(context.Context, op.TokenExchangeRequest) (map[string]any, error) {
	return nil, nil
}

// SetUserinfoFromTokenExchangeRequest fills an exchanged ID token's claims.
func (s *storage) SetUserinfoFromTokenExchangeRequest(ctx context.Context, info *oidc.UserInfo, req op.TokenExchangeRequest) error {
	u, err := s.store.UserByID(ctx, req.GetSubject())
	if err != nil {
		return err
	}
	fillUserinfo(info, u, req.GetScopes())
	return nil
}
