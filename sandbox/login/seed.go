package login

import (
	"context"
	"errors"
	"fmt"

	wire "github.com/payhub/payhub/bff/upstream/login"
)

// Seed accounts, made at start when missing (contracts §6: "Sandbox
// sign-in: resident@example.com / Payhub!2026").
const (
	// SeedResidentEmail is the verified resident, Rosa Resident, language
	// en.
	SeedResidentEmail = "resident@example.com"
	// SeedUnverifiedEmail is a resident whose e-mail is not verified yet,
	// Uma Unverified, language en: signing in with it goes to verify-email,
	// and its code is sent to the outbox by is_email_verified.
	SeedUnverifiedEmail = "unverified@example.com"
	// SeedPropertyTaxEmail is a verified user of the special property-tax
	// kind (spec 000 §6), Pat Parcel, language en: the portal keeps them on
	// the site's property-tax route (GUARD-03).
	SeedPropertyTaxEmail = "propertytax@example.com"
	// SeedPassword is every seed account's password.
	SeedPassword = "Payhub!2026"
	// seedPasswordHash is SeedPassword's bcrypt hash (default cost), made
	// once offline so that seeding costs no hashing at every start.
	seedPasswordHash = "$2a$10$2pu5xEZACXg35z2DM5UHK.bWOVTNKSVwOWiqjXqSl0CUvBv2vdfuy"
)

// seedAccount is a seed account and, for a staff account, its grant.
type seedAccount struct {
	Registration
	staff *StaffGrant
}

// seedAccounts are the accounts every sandbox has: the residents, then the
// staff (staff.go).
func seedAccounts() []seedAccount {
	residents := []Registration{
		{Email: SeedResidentEmail, passwordHash: seedPasswordHash, GivenName: "Rosa", FamilyName: "Resident",
			Language: langEN, Verified: true},
		{Email: SeedUnverifiedEmail, passwordHash: seedPasswordHash, GivenName: "Uma", FamilyName: "Unverified",
			Language: langEN},
		{Email: SeedPropertyTaxEmail, passwordHash: seedPasswordHash, GivenName: "Pat", FamilyName: "Parcel",
			Language: langEN, Verified: true, kind: wire.UserKindPropertyTax},
	}
	var out []seedAccount
	for _, r := range residents {
		out = append(out, seedAccount{Registration: r})
	}
	return append(out, seedStaff()...)
}

// seed creates the seed accounts that do not exist; an existing one is
// left as it is, with whatever a person did to it. A staff grant is given
// only with the account seed makes: an account someone signed up with a
// staff address before it was seeded stays a resident's.
func seed(ctx context.Context, a *Accounts, store Store) error {
	for _, r := range seedAccounts() {
		_, err := store.UserByEmail(ctx, r.Email)
		if err == nil {
			continue
		}
		if !errors.Is(err, ErrNotFound) {
			return fmt.Errorf("login: seed: %w", err)
		}
		u, err := a.Register(ctx, r.Registration)
		if err != nil {
			if p, ok := asProblem(err); ok && p.Code == CodeEmailTaken {
				continue
			}
			return fmt.Errorf("login: seed %s: %w", r.Email, err)
		}
		if r.staff != nil {
			if err := store.SaveStaffGrant(ctx, u.ID, *r.staff); err != nil {
				return fmt.Errorf("login: seed %s: %w", r.Email, err)
			}
		}
	}
	return nil
}
