package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/payhub/payhub/sandbox/login"
)

// StaffGrant returns the user's staff grant (migration 00046), or
// login.ErrNotFound for a resident.
func (s LoginStore) StaffGrant(ctx context.Context, userID string) (login.StaffGrant, error) {
	var scopes, sites string
	err := s.db.sql.QueryRowContext(ctx, `SELECT scopes, sites FROM login_staff WHERE user_id = ?`, userID).
		Scan(&scopes, &sites)
	if errors.Is(err, sql.ErrNoRows) {
		return login.StaffGrant{}, login.ErrNotFound
	}
	if err != nil {
		return login.StaffGrant{}, fmt.Errorf("sqlite: staff grant: %w", err)
	}
	var g login.StaffGrant
	if g.Scopes, err = decodeList(scopes); err != nil {
		return login.StaffGrant{}, fmt.Errorf("sqlite: staff grant scopes: %w", err)
	}
	if g.Sites, err = decodeList(sites); err != nil {
		return login.StaffGrant{}, fmt.Errorf("sqlite: staff grant sites: %w", err)
	}
	return g, nil
}

// SaveStaffGrant makes the user a staff member with grant g, replacing any
// grant they had.
func (s LoginStore) SaveStaffGrant(ctx context.Context, userID string, g login.StaffGrant) error {
	_, err := s.db.sql.ExecContext(ctx, `
		INSERT INTO login_staff (user_id, scopes, sites) VALUES (?, ?, ?)
		ON CONFLICT (user_id) DO UPDATE SET scopes = excluded.scopes, sites = excluded.sites`,
		userID, jsonList(g.Scopes), jsonList(g.Sites))
	if err != nil {
		return fmt.Errorf("sqlite: save staff grant: %w", err)
	}
	return nil
}
