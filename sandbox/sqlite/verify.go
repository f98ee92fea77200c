package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/verify"
)

// VerifyStore keeps the user verification service's statuses.
type VerifyStore struct{ db *DB }

var _ verify.Store = VerifyStore{}

// Verify returns the user verification store.
func (db *DB) Verify() VerifyStore { return VerifyStore{db: db} }

// Payable returns the payable at path in lang.
func (s VerifyStore) Payable(ctx context.Context, path string, lang bff.Language) (payables.Payable, error) {
	return s.db.Payables().Get(ctx, path, lang)
}

// Statuses returns every record of userID, by path.
func (s VerifyStore) Statuses(ctx context.Context, userID string) ([]verify.Record, error) {
	rows, err := s.db.sql.QueryContext(ctx, `SELECT doc FROM verify_statuses WHERE user_id = ? ORDER BY path`, userID)
	if err != nil {
		return nil, fmt.Errorf("sqlite: verify statuses: %w", err)
	}
	defer rows.Close()
	out := []verify.Record{}
	for rows.Next() {
		var doc string
		var r verify.Record
		if err := rows.Scan(&doc); err != nil {
			return nil, fmt.Errorf("sqlite: verify statuses: %w", err)
		}
		if err := json.Unmarshal([]byte(doc), &r); err != nil {
			return nil, fmt.Errorf("sqlite: verify status: %w", err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: verify statuses: %w", err)
	}
	return out, nil
}

// Change runs fn over the record in one write transaction (the write lock
// is taken at its start), so two claims at once count both attempts, two
// letters asked at once for one payable count both, and a PIN is used by
// one claim only.
func (s VerifyStore) Change(ctx context.Context, userID, path string, since time.Time,
	fn func(cur *verify.Record, letters int, pin *verify.PropertyPIN) verify.Outcome) error {
	return s.db.inTx(ctx, func(tx *sql.Tx) error {
		var letters int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM verify_letters WHERE path = ? AND sent_at > ?`,
			path, toMillis(since)).Scan(&letters); err != nil {
			return fmt.Errorf("sqlite: verify letters: %w", err)
		}
		var doc string
		var cur *verify.Record
		err := tx.QueryRowContext(ctx, `SELECT doc FROM verify_statuses WHERE user_id = ? AND path = ?`, userID, path).Scan(&doc)
		switch {
		case errors.Is(err, sql.ErrNoRows):
		case err != nil:
			return fmt.Errorf("sqlite: verify status: %w", err)
		default:
			cur = &verify.Record{}
			if err := json.Unmarshal([]byte(doc), cur); err != nil {
				return fmt.Errorf("sqlite: verify status: %w", err)
			}
		}
		pin, err := livePIN(ctx, tx, path)
		if err != nil {
			return err
		}
		out := fn(cur, letters, pin)
		if next := out.Record; next != nil {
			b, err := json.Marshal(next)
			if err != nil {
				return fmt.Errorf("sqlite: verify status: %w", err)
			}
			if _, err := tx.ExecContext(ctx, `
				INSERT INTO verify_statuses (user_id, path, status, updated_at, doc) VALUES (?, ?, ?, ?, ?)
				ON CONFLICT (user_id, path) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at, doc = excluded.doc`,
				userID, path, next.Status, toMillis(next.UpdatedAt), string(b)); err != nil {
				return fmt.Errorf("sqlite: verify status: %w", err)
			}
		}
		switch {
		case out.PIN != nil:
			if _, err := tx.ExecContext(ctx, `
				INSERT INTO verify_pins (path, user_id, salt, pin_hash, sent_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)
				ON CONFLICT (path) DO UPDATE SET user_id = excluded.user_id, salt = excluded.salt, pin_hash = excluded.pin_hash,
					sent_at = excluded.sent_at, expires_at = excluded.expires_at`,
				path, userID, out.PIN.Salt, out.PIN.Hash, toMillis(out.PIN.SentAt), toMillis(out.PIN.Expires)); err != nil {
				return fmt.Errorf("sqlite: verify pin: %w", err)
			}
		case out.DropPIN:
			if _, err := tx.ExecContext(ctx, `DELETE FROM verify_pins WHERE path = ?`, path); err != nil {
				return fmt.Errorf("sqlite: verify pin: %w", err)
			}
		}
		mail := out.Mail
		if mail != nil && mail.Kind == verify.KindPINLetter {
			if _, err := tx.ExecContext(ctx, `INSERT INTO verify_letters (path, user_id, sent_at) VALUES (?, ?, ?)`,
				path, userID, toMillis(mail.SentAt)); err != nil {
				return fmt.Errorf("sqlite: verify letter: %w", err)
			}
		}
		if mail != nil {
			return insertMessage(ctx, tx, *mail)
		}
		return nil
	})
}

// livePIN is the property's PIN of path, nil when there is none.
func livePIN(ctx context.Context, tx *sql.Tx, path string) (*verify.PropertyPIN, error) {
	var p verify.PropertyPIN
	var sent, expires int64
	err := tx.QueryRowContext(ctx, `SELECT salt, pin_hash, sent_at, expires_at FROM verify_pins WHERE path = ?`, path).
		Scan(&p.Salt, &p.Hash, &sent, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("sqlite: verify pin: %w", err)
	}
	p.SentAt, p.Expires = fromMillis(sent), fromMillis(expires)
	return &p, nil
}

// Reset removes every record of userID, and the letters and PINs userID
// asked for.
func (s VerifyStore) Reset(ctx context.Context, userID string) error {
	if _, err := s.db.sql.ExecContext(ctx, `DELETE FROM verify_statuses WHERE user_id = ?`, userID); err != nil {
		return fmt.Errorf("sqlite: verify reset: %w", err)
	}
	if _, err := s.db.sql.ExecContext(ctx, `DELETE FROM verify_letters WHERE user_id = ?`, userID); err != nil {
		return fmt.Errorf("sqlite: verify reset: %w", err)
	}
	if _, err := s.db.sql.ExecContext(ctx, `DELETE FROM verify_pins WHERE user_id = ?`, userID); err != nil {
		return fmt.Errorf("sqlite: verify reset: %w", err)
	}
	return nil
}
