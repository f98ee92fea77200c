package login

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
)

// Staff sign-in (spec 001 §6 "Admin"). County staff sign in through the
// login service like residents, but as their own client, ClientStaff, whose
// codes go only to the BFF's StaffCallbackPath. The staff client's access
// token is a JWT signed by the login service (RS256, its JWKS), so that an
// upstream service can check it without calling the login service:
//
//	iss            the login service's issuer URL
//	aud            ["payhub-staff"]
//	client_id      "payhub-staff"
//	sub            the staff member's user id
//	jti            the token's id at the login service
//	exp, iat, nbf  lifetime StaffAccessTokenTTL
//	email, name    who acts, for the audit list
//	scope          the admin scopes held, space-separated (RFC 9068)
//	payhub_sites   the client/site pairs the member may act for (only the
//	               access token has it: the ID token is no access token)
//
// A payhub_sites entry is "client/site", or "client/*" for every site of
// the client, lowercased: ["sunshine/*"]. The BFF passes the token to the
// upstream services in the Remote-User header (ROLE-29), and both check it
// with StaffVerifier.
const (
	// ClientStaff is the staff console's client of the login service:
	// public, authorization code with PKCE S256.
	ClientStaff = "payhub-staff"
	// StaffCallbackPath is the BFF's staff callback path, the only path the
	// staff client's redirect URI may have (on a loopback host in the
	// sandbox, any port).
	StaffCallbackPath = "/bff/v1/admin/auth/callback"
	// StaffAccessTokenTTL is how long a staff access token lives: shorter
	// than a resident's (15 minutes), since it carries the power to change
	// what every resident sees, and the sandbox issues no refresh tokens,
	// so a staff session ends with it.
	StaffAccessTokenTTL = 10 * time.Minute
	// HeaderRemoteUser carries the staff member's access token to an
	// upstream service (ROLE-29).
	HeaderRemoteUser = "Remote-User"

	// ClaimScope is the access token's scope claim.
	ClaimScope = "scope"
	// ClaimSites is the access token's claim of client/site pairs.
	ClaimSites = "payhub_sites"
	// ClaimClientID names the client an access token was issued to.
	ClaimClientID = "client_id"
	// AllSites is the site part of a ClaimSites entry that stands for every
	// site of the client.
	AllSites = "*"
)

// Admin scopes (spec 001 §6; ROLE-26..28).
const (
	ScopeBannersRead        = "admin:announcements:banners:read"
	ScopeBannersWrite       = "admin:announcements:banners:write"
	ScopeNotificationsRead  = "admin:announcements:notifications:read"
	ScopeNotificationsWrite = "admin:announcements:notifications:write"
	ScopeFootersRead        = "admin:announcements:footers:read"
	ScopeFootersWrite       = "admin:announcements:footers:write"
	ScopeSchedPayCreate     = "admin:schedpay:create"
	ScopeSchedPayWrite      = "admin:schedpay:write"
)

// StaffScopes are every admin scope, in the order the staff client asks
// for them.
func StaffScopes() []string {
	return []string{ScopeBannersRead, ScopeBannersWrite, ScopeNotificationsRead, ScopeNotificationsWrite,
		ScopeFootersRead, ScopeFootersWrite, ScopeSchedPayCreate, ScopeSchedPayWrite}
}

// IsStaffScope reports whether s is one of StaffScopes.
func IsStaffScope(s string) bool { return slices.Contains(StaffScopes(), s) }

// AnnouncementScope is the scope that reads (write false) or writes (write
// true) announcements of kind banners, notifications or footers.
func AnnouncementScope(kind string, write bool) string {
	access := "read"
	if write {
		access = "write"
	}
	return "admin:announcements:" + kind + ":" + access
}

// Staff is a verified staff access token.
type Staff struct {
	Subject string
	// TokenID is the token's jti, by which the login service keeps it
	// (and forgets it at sign-out).
	TokenID string
	Email   string
	Name    string
	Scopes  []string
	Sites   Sites
	Expiry  time.Time
}

// Has reports whether the token carries scope.
func (s Staff) Has(scope string) bool { return slices.Contains(s.Scopes, scope) }

// Who is how the audit list names the member: the e-mail, else the
// subject.
func (s Staff) Who() string {
	if s.Email != "" {
		return s.Email
	}
	return s.Subject
}

// Sites is a ClaimSites value: "client/site" or "client/*" entries.
type Sites []string

// Allows reports whether the pairs include client's site (case-insensitive).
func (ss Sites) Allows(client, site string) bool {
	client, site = strings.ToLower(client), strings.ToLower(site)
	if client == "" || site == "" {
		return false
	}
	for _, e := range ss {
		c, s, ok := strings.Cut(strings.ToLower(e), "/")
		if ok && c == client && (s == site || s == AllSites) {
			return true
		}
	}
	return false
}

// AllowsClient reports whether the pairs include any site of client.
func (ss Sites) AllowsClient(client string) bool {
	client = strings.ToLower(client)
	for _, e := range ss {
		if c, _, ok := strings.Cut(strings.ToLower(e), "/"); ok && c == client {
			return true
		}
	}
	return false
}

// StaffVerifier checks staff access tokens: an RS256 signature by one of
// keys, the issuer, the audience ClientStaff, the client_id claim, the
// sites claim (which the staff client's ID token lacks) and the expiry.
type StaffVerifier struct {
	v *oidc.IDTokenVerifier
}

// NewStaffVerifier returns a verifier of issuer's staff tokens over keys
// (oidc.NewRemoteKeySet over the JWKS for a remote service); now is the
// clock of the expiry (time.Now when nil).
func NewStaffVerifier(issuer string, keys oidc.KeySet, now func() time.Time) *StaffVerifier {
	return &StaffVerifier{v: oidc.NewVerifier(strings.TrimRight(issuer, "/"), keys, &oidc.Config{
		ClientID:             ClientStaff,
		SupportedSigningAlgs: []string{oidc.RS256},
		Now:                  now,
	})}
}

// ErrNotStaffToken is Verify's answer for a token that is well signed but
// is not a staff access token.
var ErrNotStaffToken = errors.New("login: not a staff access token")

// Verify checks raw and returns whom it names.
func (v *StaffVerifier) Verify(ctx context.Context, raw string) (Staff, error) {
	tok, err := v.v.Verify(ctx, raw)
	if err != nil {
		return Staff{}, fmt.Errorf("login: staff token: %w", err)
	}
	var c struct {
		ClientID string    `json:"client_id"`
		TokenID  string    `json:"jti"`
		Email    string    `json:"email"`
		Name     string    `json:"name"`
		Scope    string    `json:"scope"`
		Sites    *[]string `json:"payhub_sites"`
	}
	if err := tok.Claims(&c); err != nil {
		return Staff{}, fmt.Errorf("login: staff token claims: %w", err)
	}
	// The staff client's ID token is signed by the same key for the same
	// audience, but only the access token carries the sites claim.
	if c.ClientID != ClientStaff || c.Sites == nil || tok.Subject == "" {
		return Staff{}, ErrNotStaffToken
	}
	return Staff{Subject: tok.Subject, TokenID: c.TokenID, Email: c.Email, Name: c.Name, Scopes: strings.Fields(c.Scope),
		Sites: Sites(*c.Sites), Expiry: tok.Expiry}, nil
}
