package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/payhub/payhub/sandbox/login"
)

// UserMetadata returns the user's metadata (migration 00021); empty when
// none is kept, login.ErrNotFound when there is no such user.
func (s LoginStore) UserMetadata(ctx context.Context, userID string) (map[string]string, error) {
	return userMetadata(ctx, s.db.sql, userID)
}

// rowsQuerier is what reading metadata needs: the database or a transaction.
type rowsQuerier interface {
	querier
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

func userMetadata(ctx context.Context, q rowsQuerier, userID string) (map[string]string, error) {
	var one int
	if err := q.QueryRowContext(ctx, `SELECT 1 FROM login_users WHERE id = ?`, userID).Scan(&one); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, login.ErrNotFound
		}
		return nil, fmt.Errorf("sqlite: user metadata: %w", err)
	}
	rows, err := q.QueryContext(ctx, `SELECT key, value FROM login_user_metadata WHERE user_id = ?`, userID)
	if err != nil {
		return nil, fmt.Errorf("sqlite: user metadata: %w", err)
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var k, v string
		if err := rows.Scan(&k, &v); err != nil {
			return nil, fmt.Errorf("sqlite: user metadata: %w", err)
		}
		out[k] = v
	}
	return out, rows.Err()
}

// UpdateUserMetadata sets the keys of set and deletes the keys of del for
// the user, in one transaction, and returns the metadata kept; more than
// maxKeys keys kept is login.ErrMetadataFull and changes nothing.
func (s LoginStore) UpdateUserMetadata(ctx context.Context, userID string, set map[string]string, del []string,
	maxKeys int, now time.Time) (map[string]string, error) {
	var out map[string]string
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := userMetadata(ctx, tx, userID); err != nil {
			return err // no such user
		}
		for _, k := range del {
			if _, err := tx.ExecContext(ctx, `DELETE FROM login_user_metadata WHERE user_id = ? AND key = ?`, userID, k); err != nil {
				return fmt.Errorf("sqlite: delete user metadata: %w", err)
			}
		}
		for k, v := range set {
			if _, err := tx.ExecContext(ctx, `
				INSERT INTO login_user_metadata (user_id, key, value) VALUES (?, ?, ?)
				ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value`, userID, k, v); err != nil {
				return fmt.Errorf("sqlite: set user metadata: %w", err)
			}
		}
		var err error
		if out, err = userMetadata(ctx, tx, userID); err != nil {
			return err
		}
		if len(out) > maxKeys {
			return login.ErrMetadataFull
		}
		if _, err := tx.ExecContext(ctx, `UPDATE login_users SET updated_at = ? WHERE id = ?`, toMillis(now), userID); err != nil {
			return fmt.Errorf("sqlite: user metadata: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}
