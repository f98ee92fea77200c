// Package staff is what county staff do in the BFF (spec 001 §5, §6): a
// staff member signs in to the login service's staff client, the BFF keeps
// the verified access token, checks the member's scopes (ROLE-26..28) and
// client/site pairs (ANN-18, SCHED-04) before every upstream call, and
// passes the token on in the Remote-User header (ROLE-29), where the
// upstream service checks it again. The announcements admin use cases
// (API-40..44 through the BFF) live here too.
package staff

import (
	"context"
	"errors"

	"github.com/coreos/go-oidc/v3/oidc"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/login"
)

// CodeSessionExpired is bff.CodeStaffSessionExpired, the refusal of a staff
// session whose token has expired, so that a console can send the member
// to sign in again rather than show an error.
const CodeSessionExpired = bff.CodeStaffSessionExpired

// Claims are a verified staff access token's claims (login.Staff).
type Claims = login.Staff

// SitePairs are a member's client/site pairs, "client/site" or
// "client/*" (login.Sites).
type SitePairs = login.Sites

// Member is a signed-in staff member: the verified claims of the staff
// access token and the raw token, which goes upstream and nowhere else.
type Member struct {
	login.Staff
	token string
}

// NewMember returns the member s, verified from token.
func NewMember(s login.Staff, token string) Member { return Member{Staff: s, token: token} }

// Token is the staff access token, for the Remote-User header of an
// upstream call (ROLE-29). It is never sent to the browser.
func (m Member) Token() string { return m.token }

// Allows reports whether the member may act for client's site.
func (m Member) Allows(client, site string) bool { return m.Sites.Allows(client, site) }

// HasAny reports whether the member holds at least one of scopes; with
// none, whether the member is signed in at all.
func (m Member) HasAny(scopes ...string) bool {
	if len(scopes) == 0 {
		return m.Subject != ""
	}
	for _, s := range scopes {
		if m.Has(s) {
			return true
		}
	}
	return false
}

// TokenVerifier checks a staff access token (login.StaffVerifier).
type TokenVerifier interface {
	Verify(ctx context.Context, raw string) (login.Staff, error)
}

// Authenticate verifies raw and returns its member. An expired token is
// CodeSessionExpired; any other refusal bff.CodeUnauthorized.
func Authenticate(ctx context.Context, v TokenVerifier, raw string) (Member, error) {
	if raw == "" {
		return Member{}, bff.Errorf(bff.CodeUnauthorized, "Please sign in to the staff console.")
	}
	s, err := v.Verify(ctx, raw)
	var expired *oidc.TokenExpiredError
	switch {
	case errors.As(err, &expired):
		return Member{}, bff.Wrap(err, CodeSessionExpired, "Your staff session has expired. Please sign in again.")
	case err != nil:
		return Member{}, bff.Wrap(err, bff.CodeUnauthorized, "Please sign in to the staff console.")
	}
	return NewMember(s, raw), nil
}
