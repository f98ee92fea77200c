package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/payhub/payhub/sandbox/login"
	"github.com/payhub/payhub/sandbox/outbox"
)

// LoginStore keeps the login service's accounts, lock-outs, verification
// codes, link codes, authorization requests, tokens and user metadata
// (migrations 00019 to 00021 and 00023; metadata in login_metadata.go, link
// codes in login_link.go).
type LoginStore struct{ db *DB }

var _ login.Store = LoginStore{}

// Login returns the login service's store.
func (db *DB) Login() LoginStore { return LoginStore{db: db} }

// Ping reports whether the database answers.
func (s LoginStore) Ping(ctx context.Context) error { return s.db.Ping(ctx) }

const userColumns = `id, email, email_verified, password_hash, given_name, family_name, phone,
	language, contact_preference, kind, created_at, updated_at`

func scanUser(row interface{ Scan(...any) error }) (login.User, error) {
	var u login.User
	var created, updated int64
	err := row.Scan(&u.ID, &u.Email, &u.EmailVerified, &u.PasswordHash, &u.GivenName, &u.FamilyName,
		&u.Phone, &u.Language, &u.ContactPreference, &u.Kind, &created, &updated)
	if errors.Is(err, sql.ErrNoRows) {
		return login.User{}, login.ErrNotFound
	}
	if err != nil {
		return login.User{}, fmt.Errorf("sqlite: login user: %w", err)
	}
	u.CreatedAt, u.UpdatedAt = fromMillis(created), fromMillis(updated)
	return u, nil
}

// CreateUser stores u; an e-mail already taken is login.ErrEmailTaken.
func (s LoginStore) CreateUser(ctx context.Context, u login.User) error {
	res, err := s.db.sql.ExecContext(ctx, `
		INSERT INTO login_users (`+userColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (email) DO NOTHING`,
		u.ID, login.NormalizeEmail(u.Email), u.EmailVerified, u.PasswordHash, u.GivenName, u.FamilyName,
		u.Phone, u.Language, u.ContactPreference, u.Kind, toMillis(u.CreatedAt), toMillis(u.UpdatedAt))
	if err != nil {
		return fmt.Errorf("sqlite: create login user: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return errors.Join(login.ErrEmailTaken, err)
	}
	return nil
}

// UserByID returns the user, or login.ErrNotFound.
func (s LoginStore) UserByID(ctx context.Context, id string) (login.User, error) {
	return scanUser(s.db.sql.QueryRowContext(ctx, `SELECT `+userColumns+` FROM login_users WHERE id = ?`, id))
}

// UserByEmail returns the user with the e-mail, or login.ErrNotFound.
func (s LoginStore) UserByEmail(ctx context.Context, email string) (login.User, error) {
	return scanUser(s.db.sql.QueryRowContext(ctx,
		`SELECT `+userColumns+` FROM login_users WHERE email = ?`, login.NormalizeEmail(email)))
}

// UpdateProfile changes the fields p sets and returns the user.
func (s LoginStore) UpdateProfile(ctx context.Context, id string, p login.Profile, now time.Time) (login.User, error) {
	sets, args := []string{"updated_at = ?"}, []any{toMillis(now)}
	for _, f := range []struct {
		col string
		v   *string
	}{{"given_name", p.GivenName}, {"family_name", p.FamilyName}, {"phone", p.Phone},
		{"language", p.Language}, {"contact_preference", p.ContactPreference}} {
		if f.v != nil {
			sets, args = append(sets, f.col+" = ?"), append(args, *f.v)
		}
	}
	var u login.User
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE login_users SET `+strings.Join(sets, ", ")+` WHERE id = ?`,
			append(args, id)...)
		if err != nil {
			return fmt.Errorf("sqlite: update login user: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return errors.Join(login.ErrNotFound, err)
		}
		u, err = scanUser(tx.QueryRowContext(ctx, `SELECT `+userColumns+` FROM login_users WHERE id = ?`, id))
		return err
	})
	return u, err
}

// DeleteUser removes the user with their identities and tokens.
func (s LoginStore) DeleteUser(ctx context.Context, id string) error {
	res, err := s.db.sql.ExecContext(ctx, `DELETE FROM login_users WHERE id = ?`, id)
	if err != nil {
		return fmt.Errorf("sqlite: delete login user: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return errors.Join(login.ErrNotFound, err)
	}
	return nil
}

// UserByIdentity returns the user linked to issuer's subject, or
// login.ErrNotFound.
func (s LoginStore) UserByIdentity(ctx context.Context, issuer, subject string) (login.User, error) {
	return scanUser(s.db.sql.QueryRowContext(ctx, `
		SELECT `+prefixed("u.", userColumns)+` FROM login_identities i JOIN login_users u ON u.id = i.user_id
		WHERE i.issuer = ? AND i.subject = ?`, issuer, subject))
}

func prefixed(prefix, columns string) string {
	cols := strings.Split(columns, ",")
	for i, c := range cols {
		cols[i] = prefix + strings.TrimSpace(c)
	}
	return strings.Join(cols, ", ")
}

// LinkIdentity links issuer's subject to the user.
func (s LoginStore) LinkIdentity(ctx context.Context, issuer, subject, userID string) error {
	_, err := s.db.sql.ExecContext(ctx, `
		INSERT INTO login_identities (issuer, subject, user_id) VALUES (?, ?, ?)
		ON CONFLICT (issuer, subject) DO UPDATE SET user_id = excluded.user_id`, issuer, subject, userID)
	if err != nil {
		return fmt.Errorf("sqlite: link identity: %w", err)
	}
	return nil
}

// Attempts returns the failed-sign-in state of email.
func (s LoginStore) Attempts(ctx context.Context, email string) (login.Attempts, error) {
	var a login.Attempts
	var until int64
	err := s.db.sql.QueryRowContext(ctx, `SELECT failures, locked_until FROM login_attempts WHERE email = ?`,
		login.NormalizeEmail(email)).Scan(&a.Failures, &until)
	if errors.Is(err, sql.ErrNoRows) {
		return login.Attempts{}, nil
	}
	if err != nil {
		return login.Attempts{}, fmt.Errorf("sqlite: login attempts: %w", err)
	}
	if until > 0 {
		a.LockedUntil = fromMillis(until)
	}
	return a, nil
}

// RecordFailure counts a wrong password in one transaction, so that
// parallel attempts are all counted.
func (s LoginStore) RecordFailure(ctx context.Context, email string, now time.Time, maxFailures int, lockFor time.Duration) (login.Attempts, error) {
	email = login.NormalizeEmail(email)
	var a login.Attempts
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		var failures int
		var until int64
		err := tx.QueryRowContext(ctx, `SELECT failures, locked_until FROM login_attempts WHERE email = ?`, email).
			Scan(&failures, &until)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("sqlite: login attempts: %w", err)
		}
		if until > 0 && until <= toMillis(now) {
			failures, until = 0, 0 // the lock has ended: a new count
		}
		failures++
		if failures >= maxFailures {
			failures, until = 0, toMillis(now.Add(lockFor))
		}
		_, err = tx.ExecContext(ctx, `
			INSERT INTO login_attempts (email, failures, locked_until) VALUES (?, ?, ?)
			ON CONFLICT (email) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until`,
			email, failures, until)
		if err != nil {
			return fmt.Errorf("sqlite: record failed sign-in: %w", err)
		}
		a.Failures = failures
		if until > 0 {
			a.LockedUntil = fromMillis(until)
		}
		return nil
	})
	return a, err
}

// ClearFailures forgets email's failures.
func (s LoginStore) ClearFailures(ctx context.Context, email string) error {
	_, err := s.db.sql.ExecContext(ctx, `DELETE FROM login_attempts WHERE email = ?`, login.NormalizeEmail(email))
	if err != nil {
		return fmt.Errorf("sqlite: clear failed sign-ins: %w", err)
	}
	return nil
}

// SaveCode replaces email's code and queues m, in one transaction.
func (s LoginStore) SaveCode(ctx context.Context, c login.Code, m outbox.Message) error {
	return s.db.inTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `
			INSERT INTO login_codes (email, code, attempts, sent_at, expires_at) VALUES (?, ?, 0, ?, ?)
			ON CONFLICT (email) DO UPDATE SET code = excluded.code, attempts = 0,
				sent_at = excluded.sent_at, expires_at = excluded.expires_at`,
			login.NormalizeEmail(c.Email), c.Code, toMillis(c.SentAt), toMillis(c.ExpiresAt))
		if err != nil {
			return fmt.Errorf("sqlite: save verification code: %w", err)
		}
		return insertMessage(ctx, tx, m)
	})
}

// CodeFor returns email's code, or login.ErrNotFound.
func (s LoginStore) CodeFor(ctx context.Context, email string) (login.Code, error) {
	c := login.Code{Email: login.NormalizeEmail(email)}
	var sent, expires int64
	err := s.db.sql.QueryRowContext(ctx, `SELECT code, attempts, sent_at, expires_at FROM login_codes WHERE email = ?`,
		c.Email).Scan(&c.Code, &c.Attempts, &sent, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return login.Code{}, login.ErrNotFound
	}
	if err != nil {
		return login.Code{}, fmt.Errorf("sqlite: verification code: %w", err)
	}
	c.SentAt, c.ExpiresAt = fromMillis(sent), fromMillis(expires)
	return c, nil
}

// TakeCodeTry counts one try of email's code and returns the code as it
// was before the try, or login.ErrNotFound when there is none or it has had
// maxTries tries.
func (s LoginStore) TakeCodeTry(ctx context.Context, email string, maxTries int) (login.Code, error) {
	c := login.Code{Email: login.NormalizeEmail(email)}
	var sent, expires int64
	err := s.db.sql.QueryRowContext(ctx, `
		UPDATE login_codes SET attempts = attempts + 1 WHERE email = ? AND attempts < ?
		RETURNING code, attempts - 1, sent_at, expires_at`, c.Email, maxTries).Scan(&c.Code, &c.Attempts, &sent, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return login.Code{}, login.ErrNotFound
	}
	if err != nil {
		return login.Code{}, fmt.Errorf("sqlite: try verification code: %w", err)
	}
	c.SentAt, c.ExpiresAt = fromMillis(sent), fromMillis(expires)
	return c, nil
}

// MarkVerified marks email verified and deletes its code.
func (s LoginStore) MarkVerified(ctx context.Context, email string, now time.Time) error {
	email = login.NormalizeEmail(email)
	return s.db.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE login_users SET email_verified = 1, updated_at = ? WHERE email = ?`,
			toMillis(now), email)
		if err != nil {
			return fmt.Errorf("sqlite: mark e-mail verified: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return errors.Join(login.ErrNotFound, err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM login_codes WHERE email = ?`, email); err != nil {
			return fmt.Errorf("sqlite: spend verification code: %w", err)
		}
		return nil
	})
}
