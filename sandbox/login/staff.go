package login

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	jose "github.com/go-jose/go-jose/v4"

	wire "github.com/payhub/payhub/bff/upstream/login"
)

// Staff sign-in (spec 001 §6 "Admin"; wire's staff.go names the claims).
// A staff account is an account of the service with a StaffGrant: its admin
// scopes and the client/site pairs it acts for. Staff sign in on the
// hosted page for ClientStaff, whose codes go only to the BFF's
// StaffCallbackPath; an account without a grant (a resident's) is refused
// there, and staff accounts are never made by sign-up. Only the staff
// client's requests keep admin scopes (client.IsScopeAllowed), and its
// access token is a JWT carrying, besides the standard claims, scope (the
// requested admin scopes the grant holds), payhub_sites (the grant's
// pairs), email and name. It lives StaffAccessTokenTTL, ten minutes,
// against fifteen for a resident's.

// StaffGrant is what a staff account may do.
type StaffGrant struct {
	// Scopes are admin scopes (wire.StaffScopes).
	Scopes []string
	// Sites are the client/site pairs, "client/site" or "client/*",
	// lowercased (wire.Sites).
	Sites []string
}

// Seed staff accounts (README "Staff console"), with SeedPassword.
const (
	// SeedStaffAdminEmail holds every admin scope for every site of client
	// sunshine.
	SeedStaffAdminEmail = "admin@sunshine.example"
	// SeedStaffViewerEmail holds the announcement read scopes only, for
	// every site of sunshine.
	SeedStaffViewerEmail = "viewer@sunshine.example"
	// SeedStaffOtherEmail holds every admin scope for every site of client
	// moonbeam, the sandbox's other client: a staff member who must see
	// nothing of sunshine.
	SeedStaffOtherEmail = "admin@moonbeam.example"
)

// seedStaff are the staff accounts every sandbox has, with their grants.
func seedStaff() []seedAccount {
	read := []string{wire.ScopeBannersRead, wire.ScopeNotificationsRead, wire.ScopeFootersRead}
	staff := func(email, given, family string, scopes []string, sites ...string) seedAccount {
		return seedAccount{Registration: Registration{Email: email, passwordHash: seedPasswordHash,
			GivenName: given, FamilyName: family, Language: langEN, Verified: true},
			staff: &StaffGrant{Scopes: scopes, Sites: sites}}
	}
	return []seedAccount{
		staff(SeedStaffAdminEmail, "Sunny", "Admin", wire.StaffScopes(), "sunshine/*"),
		staff(SeedStaffViewerEmail, "Vic", "Viewer", read, "sunshine/*"),
		staff(SeedStaffOtherEmail, "Morgan", "Admin", wire.StaffScopes(), "moonbeam/*"),
	}
}

// staffClaims are the private claims of userID's staff access token for
// the requested scopes: those of them the grant holds, in wire.StaffScopes
// order, the grant's pairs, and the e-mail and name the audit shows. A
// user without a grant gets no token at all.
func staffClaims(ctx context.Context, store Store, userID string, requested []string) (map[string]any, error) {
	g, err := store.StaffGrant(ctx, userID)
	if err != nil {
		return nil, fmt.Errorf("login: staff token for %s: %w", userID, err)
	}
	u, err := store.UserByID(ctx, userID)
	if err != nil {
		return nil, fmt.Errorf("login: staff token for %s: %w", userID, err)
	}
	var scopes []string
	for _, s := range wire.StaffScopes() {
		if slices.Contains(requested, s) && slices.Contains(g.Scopes, s) {
			scopes = append(scopes, s)
		}
	}
	sites := g.Sites
	if sites == nil {
		sites = []string{}
	}
	return map[string]any{
		wire.ClaimScope: strings.Join(scopes, " "),
		wire.ClaimSites: sites,
		"email":         u.Email,
		"name":          u.Name(),
	}, nil
}

// checkStaff refuses the staff client's sign-in of an account without a
// grant, with the same answer whatever the account: it has no staff
// access.
func checkStaff(ctx context.Context, store Store, userID string) error {
	_, err := store.StaffGrant(ctx, userID)
	if errors.Is(err, ErrNotFound) {
		return notStaff()
	}
	return err
}

// CodeNotStaff: a sign-in or sign-up to the staff client with an account
// that has no staff access (403).
const CodeNotStaff = "not_staff"

func notStaff() *Problem {
	return &Problem{Code: CodeNotStaff, Status: http.StatusForbidden,
		en: "This account has no access to the staff console. Sign in with your county staff account.",
		es: "Esta cuenta no tiene acceso a la consola del personal. Inicie sesión con su cuenta del personal del condado."}
}

// StaffVerifier returns the verifier of the service's staff access tokens
// for the sandbox's services that run beside it: wire.StaffVerifier's
// checks (signature, issuer, audience, expiry) over its own signing key and
// clock, as a remote service makes them over the JWKS, and then, since the
// service's own store is at hand, that the token is still live: a staff
// member who signed out (end session, revocation) is refused at once
// rather than when the token expires.
func (s *Service) StaffVerifier() *StaffVerifier {
	return &StaffVerifier{v: wire.NewStaffVerifier(s.cfg.Issuer, ownKeys{keys: s.keys}, s.cfg.Now),
		store: s.cfg.Store, now: s.cfg.Now}
}

// StaffVerifier checks staff access tokens and that they are live.
type StaffVerifier struct {
	v     *wire.StaffVerifier
	store Store
	now   func() time.Time
}

// ErrStaffTokenRevoked is Verify's answer for a well-formed staff token the
// service no longer keeps.
var ErrStaffTokenRevoked = errors.New("login: the staff token was revoked")

// Verify checks raw and returns whom it names.
func (v *StaffVerifier) Verify(ctx context.Context, raw string) (wire.Staff, error) {
	staff, err := v.v.Verify(ctx, raw)
	if err != nil {
		return wire.Staff{}, err
	}
	t, err := v.store.TokenByID(ctx, staff.TokenID)
	switch {
	case errors.Is(err, ErrNotFound):
		return wire.Staff{}, ErrStaffTokenRevoked
	case err != nil:
		return wire.Staff{}, err
	case t.UserID != staff.Subject || t.ClientID != ClientStaff || !v.now().Before(t.ExpiresAt):
		return wire.Staff{}, ErrStaffTokenRevoked
	}
	return staff, nil
}

// ownKeys is the service's signing key as an oidc.KeySet: RS256 only.
type ownKeys struct{ keys *keyring }

func (k ownKeys) VerifySignature(_ context.Context, raw string) ([]byte, error) {
	sig, err := jose.ParseSigned(raw, []jose.SignatureAlgorithm{jose.RS256})
	if err != nil {
		return nil, fmt.Errorf("login: staff token: %w", err)
	}
	key, err := k.keys.get()
	if err != nil {
		return nil, err
	}
	return sig.Verify(&key.key.PublicKey)
}
