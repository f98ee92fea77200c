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
	wire "github.com/payhub/payhub/bff/upstream/login"
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
	sub, err := s.exchangedSubject(ctx, issuer, req.GetExchangeSubject(), claims)
	if err != nil {
		return err
	}
	if isPending(sub) && req.GetRequestedTokenType() != oidc.IDTokenType {
		// A pending identity is no account: nothing an access token
		// could reach belongs to it.
		return oidc.ErrAccessDenied().WithDescription("the identity is linked to no account yet")
	}
	req.SetSubject(sub)
	return nil
}

// exchangedSubject is the subject an exchange of issuer's subject answers
// (link.go): the account the identity is linked to; on its first exchange,
// a new account, verified as the token says, when no account has the
// token's e-mail; else the pending identity, PendingSubject, until the
// account's owner links it with the mailed code. An issuer vouching for an
// e-mail never opens an account made here without that code.
func (s *storage) exchangedSubject(ctx context.Context, issuer, subject string, claims map[string]any) (string, error) {
	str := func(k string) string { v, _ := claims[k].(string); return strings.TrimSpace(v) }
	verified, _ := claims["email_verified"].(bool)
	for range 2 { // a second pass when a parallel exchange created the account
		u, err := s.store.UserByIdentity(ctx, issuer, subject)
		if err == nil {
			if verified && !u.EmailVerified {
				// The account is the identity's own (the exchange made it
				// or its owner linked it), so its issuer may verify it.
				if err := s.store.MarkVerified(ctx, u.Email, s.now()); err != nil {
					return "", err
				}
			}
			return u.ID, nil
		}
		if !errors.Is(err, ErrNotFound) {
			return "", err
		}
		email := NormalizeEmail(str("email"))
		_, err = s.store.UserByEmail(ctx, email)
		switch {
		case err == nil:
			s.logger.InfoContext(ctx, "token exchange names an account's e-mail: the identity is pending its link",
				slog.String("issuer", issuer))
			return PendingSubject(issuer, subject), nil
		case !errors.Is(err, ErrNotFound):
			return "", err
		}
		given, family := str("given_name"), str("family_name")
		if given == "" && family == "" {
			given, family, _ = strings.Cut(str("name"), " ")
		}
		u, err = s.accounts.register(ctx, Registration{Email: email, GivenName: given,
			FamilyName: strings.TrimSpace(family), Verified: verified}, false)
		if p, ok := asProblem(err); ok && p.Code == CodeEmailTaken {
			continue
		}
		if err != nil {
			if p, ok := asProblem(err); ok {
				return "", oidc.ErrInvalidRequest().WithDescription("the subject token's claims are not usable: %s", p.en)
			}
			return "", err
		}
		if err := s.store.LinkIdentity(ctx, issuer, subject, u.ID); err != nil {
			return "", err
		}
		return u.ID, nil
	}
	return "", oidc.ErrServerError().WithDescription("the user could not be created")
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
	if isPending(req.GetSubject()) {
		fillPending(info, req.GetSubject(), req.GetExchangeSubjectTokenClaims(), req.GetScopes())
		return nil
	}
	u, err := s.store.UserByID(ctx, req.GetSubject())
	if err != nil {
		return err
	}
	fillUserinfo(info, u, req.GetScopes())
	return nil
}

// fillPending sets a pending identity's claims: the subject token's e-mail,
// never verified (the link's code verifies it), its names, and
// wire.ClaimLinkPending.
func fillPending(info *oidc.UserInfo, subject string, claims map[string]any, scopes []string) {
	str := func(k string) string { v, _ := claims[k].(string); return strings.TrimSpace(v) }
	info.Subject = subject
	if slices.Contains(scopes, oidc.ScopeEmail) {
		info.Email, info.EmailVerified = NormalizeEmail(str("email")), oidc.Bool(false)
	}
	if slices.Contains(scopes, oidc.ScopeProfile) {
		info.Name, info.GivenName, info.FamilyName = str("name"), str("given_name"), str("family_name")
	}
	info.AppendClaims(wire.ClaimLinkPending, true)
}
