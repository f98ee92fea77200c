package login

import (
	"net/url"
	"strconv"
	"time"

	"github.com/zitadel/oidc/v3/pkg/oidc"
	"github.com/zitadel/oidc/v3/pkg/op"

	wire "github.com/payhub/payhub/bff/upstream/login"
)

// Clients of the login service.
const (
	// ClientSPA is the portal's client (spec 000 §6: "the provider's own
	// sign-in (client id payhub-spa)"; ROLE-14): public, authorization
	// code with PKCE S256, redirect URIs per LoopbackCallback.
	ClientSPA = "payhub-spa"
	// ClientTokenExchange is the token-exchange client of an embedded
	// public site (spec 000 §6: "external authentication with a
	// token-exchange client"; ROLE-15): public, token exchange only.
	ClientTokenExchange = "payhub-token-exchange"
	// CallbackPath is the BFF's callback path, the only path a redirect
	// URI may have.
	CallbackPath = "/bff/auth/callback"
	// ClientStaff is the staff console's client (staff.go): public,
	// authorization code with PKCE S256, redirect URIs per
	// StaffLoopbackCallback, JWT access tokens with the staff claims.
	ClientStaff = wire.ClientStaff
	// StaffCallbackPath is the BFF's staff callback path, the only path
	// the staff client's redirect URI may have.
	StaffCallbackPath = wire.StaffCallbackPath
)

// Token lifetimes.
const (
	// IDTokenTTL bounds an ID token: the BFF verifies it at once.
	IDTokenTTL = 10 * time.Minute
	// AccessTokenTTL bounds a resident's access token (userinfo).
	AccessTokenTTL = 15 * time.Minute
	// StaffAccessTokenTTL bounds a staff access token, shorter than a
	// resident's (wire.StaffAccessTokenTTL says why).
	StaffAccessTokenTTL = wire.StaffAccessTokenTTL
	// AuthRequestTTL is how long a user has to sign in (or up) after the
	// authorize redirect.
	AuthRequestTTL = 30 * time.Minute
	// AuthCodeTTL is how long an authorization code can be redeemed.
	AuthCodeTTL = 2 * time.Minute
)

// LoopbackCallback reports whether uri may receive ClientSPA's codes: the
// BFF's callback on a loopback host name, on any port, because the sandbox
// serves BFFs started on random ports (tests, the e2e suite) and never a
// BFF on another machine. Exactly http://localhost[:port]/bff/auth/callback
// or http://127.0.0.1[:port]/bff/auth/callback: no user information, query
// or fragment, a numeric port.
func LoopbackCallback(uri string) bool { return loopbackCallback(uri, CallbackPath) }

// StaffLoopbackCallback is LoopbackCallback for ClientStaff: the BFF's
// StaffCallbackPath on a loopback host name, on any port.
func StaffLoopbackCallback(uri string) bool { return loopbackCallback(uri, StaffCallbackPath) }

// loopbackCallback reports whether uri is http on a loopback host name with
// exactly path.
func loopbackCallback(uri, path string) bool {
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "http" || u.User != nil || u.Opaque != "" ||
		u.RawQuery != "" || u.ForceQuery || u.Fragment != "" || u.RawPath != "" || u.Path != path {
		return false
	}
	if h := u.Hostname(); h != "localhost" && h != "127.0.0.1" {
		return false
	}
	p := u.Port()
	if p == "" {
		return u.Host == u.Hostname()
	}
	n, err := strconv.Atoi(p)
	return err == nil && n >= 1 && n <= 65535 && strconv.Itoa(n) == p && u.Host == u.Hostname()+":"+p
}

// client is one registered client.
type client struct {
	id       string
	grants   []oidc.GrantType
	loginURL func(authRequestID string) string
}

var _ op.Client = client{}

func (c client) GetID() string { return c.id }

// RedirectURIs are loopback URIs without a port: the library lets a native
// client's loopback redirect take any port (RFC 8252 §7.3), and the
// authorize endpoint applies LoopbackCallback first, which is narrower.
func (c client) RedirectURIs() []string {
	switch c.id {
	case ClientSPA:
		return []string{"http://localhost" + CallbackPath, "http://127.0.0.1" + CallbackPath}
	case ClientStaff:
		return []string{"http://localhost" + StaffCallbackPath, "http://127.0.0.1" + StaffCallbackPath}
	}
	return nil
}

func (c client) PostLogoutRedirectURIs() []string { return nil }

// ApplicationType is native for the SPA and staff clients, so that their
// loopback redirect URIs may carry any port.
func (c client) ApplicationType() op.ApplicationType {
	if c.signsIn() {
		return op.ApplicationTypeNative
	}
	return op.ApplicationTypeUserAgent
}

// AuthMethod is none: both clients are public; PKCE protects the code.
func (c client) AuthMethod() oidc.AuthMethod { return oidc.AuthMethodNone }

// signsIn reports whether users sign in to the client on the hosted page
// (code flow), as against token exchange.
func (c client) signsIn() bool { return c.id == ClientSPA || c.id == ClientStaff }

func (c client) ResponseTypes() []oidc.ResponseType {
	if !c.signsIn() {
		return nil
	}
	return []oidc.ResponseType{oidc.ResponseTypeCode}
}

func (c client) GrantTypes() []oidc.GrantType { return c.grants }

func (c client) LoginURL(id string) string { return c.loginURL(id) }

// AccessTokenType is an opaque bearer token, so that it can be revoked,
// except the staff client's: a JWT carrying the staff claims, which the
// upstream services check without calling the service.
func (c client) AccessTokenType() op.AccessTokenType {
	if c.id == ClientStaff {
		return op.AccessTokenTypeJWT
	}
	return op.AccessTokenTypeBearer
}

func (c client) IDTokenLifetime() time.Duration { return IDTokenTTL }

func (c client) DevMode() bool { return false }

func (c client) RestrictAdditionalIdTokenScopes() func([]string) []string {
	return func(s []string) []string { return s }
}

func (c client) RestrictAdditionalAccessTokenScopes() func([]string) []string {
	return func(s []string) []string { return s }
}

// IsScopeAllowed keeps the admin scopes in the staff client's requests
// only: another client's request for one loses it, so a resident's token
// never names one. The token carries those of them the account holds.
func (c client) IsScopeAllowed(s string) bool { return c.id == ClientStaff && wire.IsStaffScope(s) }

// IDTokenUserinfoClaimsAssertion puts the e-mail and names in the ID
// token, which is all the BFF reads.
func (c client) IDTokenUserinfoClaimsAssertion() bool { return true }

func (c client) ClockSkew() time.Duration { return 0 }
