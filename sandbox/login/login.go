// Package login is the sandbox login service (spec 001 §7 "Login service";
// spec 000 §4 "Email verification", §6, §7 "Email verification sign-in"):
// an OpenID Connect provider built on zitadel/oidc's op package, with a
// hosted sign-in and sign-up page, e-mail verification codes delivered to
// the sandbox outbox, token exchange for a county's own identity provider,
// and the users API. Its routes, relative to its prefix (/svc/login):
//
//	GET  /.well-known/openid-configuration  discovery
//	GET  /oidc/keys                          JWKS: one RS256 key, in memory only
//	GET  /oidc/authorize                     code flow, PKCE S256 required
//	GET  /oidc/authorize/callback            from the hosted page back to the client
//	POST /oidc/token                         code exchange, and token exchange
//	GET  /oidc/userinfo                      claims for an access token
//	GET  /oidc/end_session                   revokes the user's tokens of the client
//	POST /oidc/revoke                        revokes one access token
//	GET, POST /signin, /signup               the hosted pages (English, Spanish)
//	GET  /signed-out                         after end_session
//	POST /oidc/is_email_verified             {email, clientId, issuer, locale}
//	POST /oidc/verify_email                  {email, providerIdentifier, token}
//	GET  /v1/ping
//	/v1/users, /v1/findUser, /v1/sendVerificationMail  the users API, service credential required
//	POST /v1/identities/code, /v1/identities/link     link a county identity to an account by mailed code (link.go)
//	POST /v1/public/update_user_metadata     {metadata}: the access token's own user's metadata
//
// Two clients sign in on the hosted page: the portal's, payhub-spa, and the
// staff console's, payhub-staff (staff.go), whose only redirect URI is the
// BFF's /bff/v1/admin/auth/callback on a loopback host, which refuses a
// resident's account, and whose access token is a 10-minute RS256 JWT with
// the staff member's admin scopes (scope) and client/site pairs
// (payhub_sites: "client/site" or "client/*"), checked upstream with
// bff/upstream/login's StaffVerifier.
//
// Sign-up makes an account whose e-mail is unverified and sends a code;
// five wrong passwords in a row lock an e-mail for an hour for the client
// that sent them, and each client is throttled after MaxClientFailures
// (throttle.go). A token exchange never opens an account made here by
// e-mail alone (link.go). Error codes and their English and Spanish texts
// are in messages.go.
package login

import (
	"cmp"
	"context"
	"crypto/rand"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/zitadel/oidc/v3/pkg/oidc"
	"github.com/zitadel/oidc/v3/pkg/op"
	"golang.org/x/text/language"

	"github.com/payhub/payhub/bff/hostauth"
	wire "github.com/payhub/payhub/bff/upstream/login"
)

// DefaultServiceToken is the users API's bearer credential when
// Config.ServiceToken is empty, as `payhub serve` runs it: a caller sends
// "Authorization: Bearer sandbox-login-service". It guards the sandbox's
// made-up accounts only; a real login service has its own credential.
const DefaultServiceToken = "sandbox-login-service"

// Endpoint paths of the OpenID Connect provider, below the issuer.
const (
	PathAuthorize       = "/oidc/authorize"
	PathToken           = "/oidc/token"
	PathUserinfo        = "/oidc/userinfo"
	PathKeys            = "/oidc/keys"
	PathEndSession      = "/oidc/end_session"
	PathIsEmailVerified = wire.PathIsEmailVerified
	PathVerifyEmail     = wire.PathVerifyEmail
	PathSignIn          = "/signin"
	PathSignUp          = "/signup"
	PathSignedOut       = "/signed-out"
	PathStylesheet      = "/assets/login.css"
)

// Config configures the service.
type Config struct {
	// Issuer is the service's own URL and the "iss" of its tokens, such as
	// http://127.0.0.1:8090/svc/login. Discovery is at Issuer +
	// "/.well-known/openid-configuration".
	Issuer string
	Store  Store
	// ServiceToken is the users API's bearer credential; default
	// DefaultServiceToken.
	ServiceToken string
	// TrustedIssuers are the identity providers whose tokens the token
	// exchange accepts (the sandbox token issuer in the sandbox).
	TrustedIssuers []hostauth.Issuer
	// HTTPClient reads the trusted issuers' JWKS; default hostauth's.
	HTTPClient *http.Client
	Logger     *slog.Logger
	// Now is the clock of lock-outs, codes, requests and tokens; default
	// time.Now.
	Now func() time.Time
	// PasswordCost is the bcrypt cost; default bcrypt.DefaultCost.
	PasswordCost int
}

// Service is the login service.
type Service struct {
	cfg      Config
	accounts *Accounts
	provider *op.Provider
	verifier *hostauth.Verifier
	pages    *pages
	handler  http.Handler
	keys     *keyring
}

// New makes the service: its token encryption key (in memory only; the
// signing key is made on first use), its provider, and the seed accounts
// when missing. Close
// stops the background refresh of the trusted issuers' keys.
func New(ctx context.Context, cfg Config) (*Service, error) {
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.ServiceToken == "" {
		cfg.ServiceToken = DefaultServiceToken
	}
	cfg.Issuer = strings.TrimRight(cfg.Issuer, "/")
	iss, err := url.Parse(cfg.Issuer)
	if err != nil || (iss.Scheme != "http" && iss.Scheme != "https") || iss.Host == "" {
		return nil, fmt.Errorf("login: issuer %q is not an absolute http(s) URL", cfg.Issuer)
	}
	accounts, err := NewAccounts(cfg.Store, cfg.Now, cfg.PasswordCost, cfg.Logger)
	if err != nil {
		return nil, err
	}
	if err := seed(ctx, accounts, cfg.Store); err != nil {
		return nil, err
	}
	s := &Service{cfg: cfg, accounts: accounts}
	s.verifier = hostauth.New(context.WithoutCancel(ctx), hostauth.Options{Client: cfg.HTTPClient,
		Logger: cfg.Logger, Now: cfg.Now})
	login := func(id string) string { return cfg.Issuer + PathSignIn + "?id=" + url.QueryEscape(id) }
	s.keys = &keyring{}
	st := &storage{store: cfg.Store, accounts: accounts, keys: s.keys, now: cfg.Now, logger: cfg.Logger,
		exchange: &exchanger{verifier: s.verifier, trusted: cfg.TrustedIssuers},
		clients: map[string]client{
			ClientSPA:           {id: ClientSPA, grants: []oidc.GrantType{oidc.GrantTypeCode}, loginURL: login},
			ClientTokenExchange: {id: ClientTokenExchange, grants: []oidc.GrantType{oidc.GrantTypeTokenExchange}, loginURL: login},
			ClientStaff:         {id: ClientStaff, grants: []oidc.GrantType{oidc.GrantTypeCode}, loginURL: login},
		}}
	if s.provider, err = newProvider(cfg.Issuer, iss.Scheme == "http", st); err != nil {
		s.verifier.Close()
		return nil, err
	}
	s.pages = &pages{accounts: accounts, store: cfg.Store, provider: s.provider, issuer: cfg.Issuer,
		cookiePath: cmp.Or(iss.EscapedPath(), "/"), secure: iss.Scheme == "https", logger: cfg.Logger}
	s.handler = s.routes()
	return s, nil
}

// newProvider is the library's provider over st, its endpoints below
// /oidc as spec 001 §7 names the token endpoint, without CORS: the BFF
// calls it server to server and browsers only navigate to it.
func newProvider(issuer string, insecure bool, st *storage) (*op.Provider, error) {
	cfg := &op.Config{
		DefaultLogoutRedirectURI: issuer + PathSignedOut,
		CodeMethodS256:           true,
		SupportedUILocales:       []language.Tag{language.English, language.Spanish},
	}
	if _, err := rand.Read(cfg.CryptoKey[:]); err != nil {
		return nil, fmt.Errorf("login: token key: %w", err)
	}
	rel := func(p string) *op.Endpoint { return op.NewEndpoint(strings.TrimPrefix(p, "/")) }
	opts := []op.Option{
		op.WithCustomAuthEndpoint(rel(PathAuthorize)),
		op.WithCustomTokenEndpoint(rel(PathToken)),
		op.WithCustomUserinfoEndpoint(rel(PathUserinfo)),
		op.WithCustomKeysEndpoint(rel(PathKeys)),
		op.WithCustomEndSessionEndpoint(rel(PathEndSession)),
		op.WithCustomRevocationEndpoint(rel("/oidc/revoke")),
		op.WithCustomIntrospectionEndpoint(rel("/oidc/introspect")),
		op.WithCustomDeviceAuthorizationEndpoint(rel("/oidc/device_authorization")),
		op.WithCORSOptions(nil),
	}
	if insecure {
		// The sandbox listens on plain http on loopback (contracts §2).
		opts = append(opts, op.WithAllowInsecure())
	}
	p, err := op.NewProvider(cfg, st, op.StaticIssuer(issuer), opts...)
	if err != nil {
		return nil, fmt.Errorf("login: provider: %w", err)
	}
	return p, nil
}

// Handler returns the service's routes, relative to its prefix.
func (s *Service) Handler() http.Handler { return s.handler }

// Issuer is the service's issuer URL.
func (s *Service) Issuer() string { return s.cfg.Issuer }

// Accounts returns the accounts, for tests and seeding.
func (s *Service) Accounts() *Accounts { return s.accounts }

// Close stops the background work.
func (s *Service) Close() { s.verifier.Close() }
