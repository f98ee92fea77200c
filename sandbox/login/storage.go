package login

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"time"

	jose "github.com/go-jose/go-jose/v4"
	"github.com/zitadel/oidc/v3/pkg/oidc"
	"github.com/zitadel/oidc/v3/pkg/op"
	"golang.org/x/text/language"

	wire "github.com/payhub/payhub/bff/upstream/login"
)

// storage is what the OpenID Connect library asks of the service: the
// clients, the authorization requests and codes, the tokens, the keys and
// the users' claims. Token exchange is in exchange.go.
type storage struct {
	store    Store
	accounts *Accounts
	keys     *keyring
	clients  map[string]client
	now      func() time.Time
	logger   *slog.Logger
	exchange *exchanger
}

var (
	_ op.Storage                   = (*storage)(nil)
	_ op.CanSetUserinfoFromRequest = (*storage)(nil)
)

// errUnsupported answers the library's optional features the sandbox does
// not offer (refresh tokens, JWT profile, introspection).
var errUnsupported = errors.New("login: not supported by the sandbox login service")

// displayKey carries the sign-in redirect's display parameters from the
// authorize endpoint's wrapper to CreateAuthRequest.
type displayKey struct{}

func withDisplay(ctx context.Context, d Display) context.Context {
	return context.WithValue(ctx, displayKey{}, d)
}

// CreateAuthRequest keeps a validated authorize request. PKCE with S256 is
// required of every request: a code without it could be redeemed by
// whoever intercepts it.
func (s *storage) CreateAuthRequest(ctx context.Context, req *oidc.AuthRequest, _ string) (op.AuthRequest, error) {
	if req.CodeChallenge == "" || req.CodeChallengeMethod != oidc.CodeChallengeMethodS256 {
		return nil, oidc.ErrInvalidRequest().WithDescription("PKCE with code_challenge_method S256 is required")
	}
	display, _ := ctx.Value(displayKey{}).(Display)
	a := &AuthRequest{
		ID: "ar_" + strings.ToLower(rand.Text()), ClientID: req.ClientID, RedirectURI: req.RedirectURI,
		State: req.State, Nonce: req.Nonce, Scopes: req.Scopes, ResponseType: req.ResponseType,
		ResponseMode: req.ResponseMode, CodeChallenge: req.CodeChallenge,
		CodeChallengeMethod: req.CodeChallengeMethod, Prompt: req.Prompt, LoginHint: req.LoginHint,
		Language: localeLanguage(req.UILocales), Display: display, Created: s.now().UTC(),
	}
	if err := s.store.SaveAuthRequest(ctx, *a); err != nil {
		return nil, err
	}
	return a, nil
}

// localeLanguage is the first of ui_locales the pages speak, else English.
func localeLanguage(tags []language.Tag) string {
	for _, t := range tags {
		switch b, _ := t.Base(); b.String() {
		case langEN, langES:
			return b.String()
		}
	}
	return langEN
}

// AuthRequestByID returns a request that has not outlived AuthRequestTTL.
func (s *storage) AuthRequestByID(ctx context.Context, id string) (op.AuthRequest, error) {
	a, err := s.store.AuthRequestByID(ctx, id)
	if err != nil {
		return nil, err
	}
	if s.now().Sub(a.Created) > AuthRequestTTL {
		return nil, ErrNotFound
	}
	return &a, nil
}

// AuthRequestByCode redeems code once: a second redemption, or one after
// AuthCodeTTL, finds nothing.
func (s *storage) AuthRequestByCode(ctx context.Context, code string) (op.AuthRequest, error) {
	a, issued, err := s.store.TakeAuthCode(ctx, code)
	if err != nil {
		return nil, err
	}
	if s.now().Sub(issued) > AuthCodeTTL || !a.Done() {
		return nil, ErrNotFound
	}
	return &a, nil
}

func (s *storage) SaveAuthCode(ctx context.Context, id, code string) error {
	return s.store.SaveAuthCode(ctx, id, code, s.now())
}

func (s *storage) DeleteAuthRequest(ctx context.Context, id string) error {
	return s.store.DeleteAuthRequest(ctx, id)
}

// CreateAccessToken keeps an opaque access token for the request's user.
func (s *storage) CreateAccessToken(ctx context.Context, req op.TokenRequest) (string, time.Time, error) {
	var clientID string
	switch r := req.(type) {
	case *AuthRequest:
		clientID = r.ClientID
	case op.TokenExchangeRequest:
		clientID = r.GetClientID()
	default:
		return "", time.Time{}, fmt.Errorf("login: no access token for a %T", req)
	}
	ttl := AccessTokenTTL
	if clientID == ClientStaff {
		// The staff token's own claims are signed into it
		// (GetPrivateClaimsFromScopes); the stored copy serves userinfo
		// and revocation.
		ttl = StaffAccessTokenTTL
	}
	t := Token{ID: "at_" + strings.ToLower(rand.Text()), UserID: req.GetSubject(), ClientID: clientID,
		Scopes: req.GetScopes(), ExpiresAt: s.now().UTC().Add(ttl)}
	if err := s.store.SaveToken(ctx, t); err != nil {
		return "", time.Time{}, err
	}
	return t.ID, t.ExpiresAt, nil
}

func (s *storage) CreateAccessAndRefreshTokens(context.Context, op.TokenRequest, string) (string, string, time.Time, error) {
	return "", "", time.Time{}, errUnsupported
}

func (s *storage) TokenRequestByRefreshToken(context.Context, string) (op.RefreshTokenRequest, error) {
	return nil, op.ErrInvalidRefreshToken
}

// TerminateSession (end-session endpoint) revokes the user's tokens of the
// client.
func (s *storage) TerminateSession(ctx context.Context, userID, clientID string) error {
	return s.store.DeleteTokens(ctx, userID, clientID)
}

func (s *storage) RevokeToken(ctx context.Context, tokenOrID, _, _ string) *oidc.Error {
	if err := s.store.DeleteToken(ctx, tokenOrID); err != nil && !errors.Is(err, ErrNotFound) {
		return oidc.ErrServerError().WithParent(err)
	}
	return nil
}

func (s *storage) GetRefreshTokenInfo(context.Context, string, string) (string, string, error) {
	return "", "", op.ErrInvalidRefreshToken
}

func (s *storage) SigningKey(context.Context) (op.SigningKey, error) {
	k, err := s.keys.get()
	if err != nil {
		return nil, err
	}
	return k, nil
}

func (s *storage) SignatureAlgorithms(context.Context) ([]jose.SignatureAlgorithm, error) {
	return []jose.SignatureAlgorithm{jose.RS256}, nil
}

func (s *storage) KeySet(context.Context) ([]op.Key, error) {
	k, err := s.keys.get()
	if err != nil {
		return nil, err
	}
	return []op.Key{k.public()}, nil
}

func (s *storage) GetClientByClientID(_ context.Context, id string) (op.Client, error) {
	c, ok := s.clients[id]
	if !ok {
		return nil, fmt.Errorf("login: unknown client %q", id)
	}
	return c, nil
}

// AuthorizeClientIDSecret accepts a known client without a secret: every
// client is public.
func (s *storage) AuthorizeClientIDSecret(_ context.Context, id, secret string) error {
	if _, ok := s.clients[id]; !ok || secret != "" {
		return fmt.Errorf("login: client %q is unknown or sent a secret", id)
	}
	return nil
}

// SetUserinfoFromScopes is deprecated by the library in favour of
// SetUserinfoFromRequest.
func (s *storage) SetUserinfoFromScopes(context.Context, *oidc.UserInfo, string, string, []string) error {
	return nil
}

// SetUserinfoFromRequest fills the ID token's claims.
func (s *storage) SetUserinfoFromRequest(ctx context.Context, info *oidc.UserInfo, req op.IDTokenRequest, scopes []string) error {
	u, err := s.store.UserByID(ctx, req.GetSubject())
	if err != nil {
		return err
	}
	fillUserinfo(info, u, scopes)
	return nil
}

// SetUserinfoFromToken answers the userinfo endpoint for a live token.
func (s *storage) SetUserinfoFromToken(ctx context.Context, info *oidc.UserInfo, tokenID, subject, _ string) error {
	t, err := s.store.TokenByID(ctx, tokenID)
	if err != nil || t.UserID != subject || !s.now().Before(t.ExpiresAt) {
		return oidc.ErrAccessDenied().WithDescription("the access token is not valid")
	}
	u, err := s.store.UserByID(ctx, t.UserID)
	if err != nil {
		return oidc.ErrAccessDenied().WithDescription("the access token is not valid")
	}
	fillUserinfo(info, u, t.Scopes)
	return nil
}

func (s *storage) SetIntrospectionFromToken(context.Context, *oidc.IntrospectionResponse, string, string, string) error {
	return errUnsupported
}

// GetPrivateClaimsFromScopes adds the staff claims to a staff access token
// (staff.go); other clients' tokens are opaque and get none.
func (s *storage) GetPrivateClaimsFromScopes(ctx context.Context, userID, clientID string, scopes []string) (map[string]any, error) {
	if clientID != ClientStaff {
		return nil, nil
	}
	return staffClaims(ctx, s.store, userID, scopes)
}

func (s *storage) GetKeyByIDAndClientID(context.Context, string, string) (*jose.JSONWebKey, error) {
	return nil, errUnsupported
}

func (s *storage) ValidateJWTProfileScopes(context.Context, string, []string) ([]string, error) {
	return nil, errUnsupported
}

func (s *storage) Health(ctx context.Context) error { return s.store.Ping(ctx) }

// fillUserinfo sets the claims scopes grant: sub always; email and
// email_verified; name, given_name, family_name, locale and the user kind
// (when the user has one); phone_number.
func fillUserinfo(info *oidc.UserInfo, u User, scopes []string) {
	info.Subject = u.ID
	if slices.Contains(scopes, oidc.ScopeEmail) {
		info.Email, info.EmailVerified = u.Email, oidc.Bool(u.EmailVerified)
	}
	if slices.Contains(scopes, oidc.ScopeProfile) {
		info.Name, info.GivenName, info.FamilyName = u.Name(), u.GivenName, u.FamilyName
		info.Locale = oidc.NewLocale(language.Make(u.Language))
		if u.Kind != "" {
			info.AppendClaims(wire.ClaimUserKind, u.Kind)
		}
	}
	if slices.Contains(scopes, oidc.ScopePhone) && u.Phone != "" {
		info.PhoneNumber = u.Phone
	}
}
