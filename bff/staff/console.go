package staff

import (
	"context"

	"github.com/payhub/payhub/bff/upstream/login"
)

// CallbackPath is the BFF's staff sign-in callback, the only redirect the
// login service's staff client accepts.
const CallbackPath = login.StaffCallbackPath

// Admin scopes (spec 001 §6; ROLE-26..28), for the routes' guards.
const (
	ScopeBannersRead        = login.ScopeBannersRead
	ScopeBannersWrite       = login.ScopeBannersWrite
	ScopeNotificationsRead  = login.ScopeNotificationsRead
	ScopeNotificationsWrite = login.ScopeNotificationsWrite
	ScopeFootersRead        = login.ScopeFootersRead
	ScopeFootersWrite       = login.ScopeFootersWrite
	ScopeSchedPayCreate     = login.ScopeSchedPayCreate
	ScopeSchedPayWrite      = login.ScopeSchedPayWrite
)

// Console is the staff console's use cases together: sign-in, the member's
// sites and the announcements admin.
type Console struct {
	*SignIn
	*Announcements
}

// Sites are the sites m may act for that use feature (Sites).
func (c *Console) Sites(ctx context.Context, m Member, feature string) ([]SiteRef, error) {
	return Sites(ctx, c.Config, m, feature)
}
