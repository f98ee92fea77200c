package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/payhub/payhub/sandbox/login"
	"github.com/payhub/payhub/sandbox/outbox"
)

// The login service's link codes, one per county identity (migration
// 00023).

// SaveLinkCode replaces the identity's code with c and queues m, unless
// c's address has maxLive unexpired codes of other identities. The count
// and the write are one transaction, which takes the write lock at BEGIN,
// so two identities asking at once cannot both pass the bound.
func (s LoginStore) SaveLinkCode(ctx context.Context, c login.LinkCode, m outbox.Message, maxLive int) (time.Time, error) {
	email := login.NormalizeEmail(c.Email)
	var fullUntil time.Time
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		var live int
		var first sql.NullInt64
		if err := tx.QueryRowContext(ctx, `
			SELECT count(*), min(expires_at) FROM login_link_codes
			WHERE email = ? AND expires_at > ? AND NOT (issuer = ? AND subject = ?)`,
			email, toMillis(c.SentAt), c.Issuer, c.Subject).Scan(&live, &first); err != nil {
			return fmt.Errorf("sqlite: count live link codes: %w", err)
		}
		if live >= maxLive {
			fullUntil = fromMillis(first.Int64)
			return nil
		}
		if _, err := tx.ExecContext(ctx, `
			INSERT INTO login_link_codes (issuer, subject, email, code, attempts, sent_at, expires_at)
			VALUES (?, ?, ?, ?, 0, ?, ?)
			ON CONFLICT (issuer, subject) DO UPDATE SET email = excluded.email, code = excluded.code,
				attempts = 0, sent_at = excluded.sent_at, expires_at = excluded.expires_at`,
			c.Issuer, c.Subject, email, c.Code, toMillis(c.SentAt), toMillis(c.ExpiresAt)); err != nil {
			return fmt.Errorf("sqlite: save link code: %w", err)
		}
		return insertMessage(ctx, tx, m)
	})
	return fullUntil, err
}

const linkCodeColumns = `issuer, subject, email, code, attempts, sent_at, expires_at`

func scanLinkCode(row interface{ Scan(...any) error }) (login.LinkCode, error) {
	var c login.LinkCode
	var sent, expires int64
	err := row.Scan(&c.Issuer, &c.Subject, &c.Email, &c.Code, &c.Attempts, &sent, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return login.LinkCode{}, login.ErrNotFound
	}
	if err != nil {
		return login.LinkCode{}, fmt.Errorf("sqlite: link code: %w", err)
	}
	c.SentAt, c.ExpiresAt = fromMillis(sent), fromMillis(expires)
	return c, nil
}

// LinkCodeFor returns the identity's code, or login.ErrNotFound.
func (s LoginStore) LinkCodeFor(ctx context.Context, issuer, subject string) (login.LinkCode, error) {
	return scanLinkCode(s.db.sql.QueryRowContext(ctx, `SELECT `+linkCodeColumns+` FROM login_link_codes
		WHERE issuer = ? AND subject = ?`, issuer, subject))
}

// TakeLinkTry counts one try of the identity's code below maxTries and
// returns the code as it was before the try.
func (s LoginStore) TakeLinkTry(ctx context.Context, issuer, subject string, maxTries int) (login.LinkCode, error) {
	c, err := scanLinkCode(s.db.sql.QueryRowContext(ctx, `
		UPDATE login_link_codes SET attempts = attempts + 1
		WHERE issuer = ? AND subject = ? AND attempts < ?
		RETURNING `+linkCodeColumns, issuer, subject, maxTries))
	if err != nil {
		return login.LinkCode{}, err
	}
	c.Attempts--
	return c, nil
}

// RedeemLinkCode spends c: it links c's identity to the user and marks the
// user's e-mail verified (the code proved the mailbox), in one
// transaction.
func (s LoginStore) RedeemLinkCode(ctx context.Context, c login.LinkCode, userID string, now time.Time) error {
	return s.db.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM login_link_codes WHERE issuer = ? AND subject = ? AND code = ? AND sent_at = ?`,
			c.Issuer, c.Subject, c.Code, toMillis(c.SentAt))
		if err != nil {
			return fmt.Errorf("sqlite: spend link code: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return errors.Join(login.ErrNotFound, err)
		}
		if _, err := tx.ExecContext(ctx, `
			INSERT INTO login_identities (issuer, subject, user_id) VALUES (?, ?, ?)
			ON CONFLICT (issuer, subject) DO UPDATE SET user_id = excluded.user_id`, c.Issuer, c.Subject, userID); err != nil {
			return fmt.Errorf("sqlite: link identity: %w", err)
		}
		res, err = tx.ExecContext(ctx, `UPDATE login_users SET email_verified = 1, updated_at = ? WHERE id = ?`,
			toMillis(now), userID)
		if err != nil {
			return fmt.Errorf("sqlite: mark e-mail verified: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return errors.Join(login.ErrNotFound, err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM login_codes WHERE email = ?`, login.NormalizeEmail(c.Email)); err != nil {
			return fmt.Errorf("sqlite: spend verification code: %w", err)
		}
		return nil
	})
}
