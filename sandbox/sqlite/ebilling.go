package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/ebilling"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/ebilling"
	"github.com/payhub/payhub/sandbox/outbox"
)

// EbillingStore keeps the e-billing service's subscriptions.
type EbillingStore struct{ db *DB }

var _ ebilling.Store = EbillingStore{}

// Ebilling returns the e-billing store.
func (db *DB) Ebilling() EbillingStore { return EbillingStore{db: db} }

// Payable returns the payable at path in lang.
func (s EbillingStore) Payable(ctx context.Context, path string, lang bff.Language) (payables.Payable, error) {
	return s.db.Payables().Get(ctx, path, lang)
}

// Insert stores r and queues mail, or returns ebilling.ErrDuplicate. The
// transaction takes the write lock at its start, so the look-up and the
// insert of two subscribes at once run one after the other; the unique
// index stands behind it.
func (s EbillingStore) Insert(ctx context.Context, r ebilling.Record, mail outbox.Message, now time.Time) error {
	return s.db.inTx(ctx, func(tx *sql.Tx) error {
		old, found, err := openOf(ctx, tx, r.Sub.AccountPayableSavePath, r.Sub.Email)
		if err != nil {
			return err
		}
		if found && !old.Lapsed(now) {
			return ebilling.ErrDuplicate
		}
		if found {
			if err := expire(ctx, tx, old); err != nil {
				return err
			}
		}
		doc, err := json.Marshal(r)
		if err != nil {
			return fmt.Errorf("sqlite: subscription: %w", err)
		}
		created, err := time.Parse(time.RFC3339, r.Sub.CreatedAt)
		if err != nil {
			return fmt.Errorf("sqlite: subscription created at: %w", err)
		}
		if err := countRecipientMail(ctx, tx, mail); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `
			INSERT INTO ebilling_subscriptions (id, user_id, path, email_lower, status, created_at, doc)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, r.Sub.ID, r.UserID, r.Sub.AccountPayableSavePath,
			strings.ToLower(r.Sub.Email), r.Sub.Status, toMillis(created), string(doc)); err != nil {
			return fmt.Errorf("sqlite: subscription: %w", err)
		}
		return insertMessage(ctx, tx, mail)
	})
}

// countRecipientMail records mail to its recipient (ebilling.Recipient),
// or refuses it with ebilling.ErrTooManyToRecipient once the recipient had
// ebilling.MaxMailsPerRecipient within ebilling.RecipientWindow before its
// SentAt, in tx: the count and the write are one step.
func countRecipientMail(ctx context.Context, tx *sql.Tx, mail outbox.Message) error {
	to, at := ebilling.Recipient(mail.To), toMillis(mail.SentAt)
	if _, err := tx.ExecContext(ctx, `DELETE FROM ebilling_recipient_mails WHERE sent_at <= ?`,
		at-ebilling.RecipientWindow.Milliseconds()); err != nil {
		return fmt.Errorf("sqlite: recipient mails: %w", err)
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM ebilling_recipient_mails WHERE recipient = ?`, to).Scan(&n); err != nil {
		return fmt.Errorf("sqlite: recipient mails: %w", err)
	}
	if n >= ebilling.MaxMailsPerRecipient {
		return ebilling.ErrTooManyToRecipient
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO ebilling_recipient_mails (recipient, sent_at) VALUES (?, ?)`, to, at); err != nil {
		return fmt.Errorf("sqlite: recipient mails: %w", err)
	}
	return nil
}

// expire marks the pending subscription r expired, in tx.
func expire(ctx context.Context, tx *sql.Tx, r ebilling.Record) error {
	r.Sub.Status, r.ActivationHash, r.CodeHash = wire.StatusExpired, "", ""
	doc, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("sqlite: subscription: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE ebilling_subscriptions SET status = ?, doc = ? WHERE id = ?`,
		r.Sub.Status, string(doc), r.Sub.ID); err != nil {
		return fmt.Errorf("sqlite: expire subscription: %w", err)
	}
	return nil
}

// openOf is the pending or active subscription of path and email.
func openOf(ctx context.Context, q querier, path, email string) (ebilling.Record, bool, error) {
	var doc string
	err := q.QueryRowContext(ctx, `SELECT doc FROM ebilling_subscriptions
		WHERE path = ? AND email_lower = ? AND status IN (?, ?)`, path, strings.ToLower(email),
		wire.StatusPending, wire.StatusActive).Scan(&doc)
	if errors.Is(err, sql.ErrNoRows) {
		return ebilling.Record{}, false, nil
	}
	if err != nil {
		return ebilling.Record{}, false, fmt.Errorf("sqlite: subscription: %w", err)
	}
	r, err := decodeSubscription(doc)
	return r, err == nil, err
}

func decodeSubscription(doc string) (ebilling.Record, error) {
	var r ebilling.Record
	if err := json.Unmarshal([]byte(doc), &r); err != nil {
		return ebilling.Record{}, fmt.Errorf("sqlite: subscription: %w", err)
	}
	return r, nil
}

// List returns userID's pending and active subscriptions, oldest first.
func (s EbillingStore) List(ctx context.Context, userID string) ([]ebilling.Record, error) {
	rows, err := s.db.sql.QueryContext(ctx, `SELECT doc FROM ebilling_subscriptions
		WHERE user_id = ? AND status IN (?, ?) ORDER BY created_at, id`, userID, wire.StatusPending, wire.StatusActive)
	if err != nil {
		return nil, fmt.Errorf("sqlite: subscriptions: %w", err)
	}
	defer rows.Close()
	out := []ebilling.Record{}
	for rows.Next() {
		var doc string
		if err := rows.Scan(&doc); err != nil {
			return nil, fmt.Errorf("sqlite: subscriptions: %w", err)
		}
		r, err := decodeSubscription(doc)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: subscriptions: %w", err)
	}
	return out, nil
}

// ByPathEmail returns the pending or active subscription of path and
// email.
func (s EbillingStore) ByPathEmail(ctx context.Context, path, email string) (ebilling.Record, bool, error) {
	return openOf(ctx, s.db.sql, path, email)
}

// Change runs fn over subscription id in one write transaction.
func (s EbillingStore) Change(ctx context.Context, id string, fn func(cur ebilling.Record) (*ebilling.Record, *outbox.Message)) error {
	return s.db.inTx(ctx, func(tx *sql.Tx) error {
		var doc string
		err := tx.QueryRowContext(ctx, `SELECT doc FROM ebilling_subscriptions WHERE id = ?`, id).Scan(&doc)
		if errors.Is(err, sql.ErrNoRows) {
			return bff.Errorf(bff.CodeNotFound, "No such subscription.")
		}
		if err != nil {
			return fmt.Errorf("sqlite: subscription: %w", err)
		}
		cur, err := decodeSubscription(doc)
		if err != nil {
			return err
		}
		next, mail := fn(cur)
		if next == nil {
			return nil
		}
		if mail != nil {
			if err := countRecipientMail(ctx, tx, *mail); err != nil {
				return err
			}
		}
		b, err := json.Marshal(next)
		if err != nil {
			return fmt.Errorf("sqlite: subscription: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE ebilling_subscriptions SET status = ?, doc = ? WHERE id = ?`,
			next.Sub.Status, string(b), id); err != nil {
			return fmt.Errorf("sqlite: subscription: %w", err)
		}
		if mail != nil {
			return insertMessage(ctx, tx, *mail)
		}
		return nil
	})
}

// Reset removes every subscription of userID.
func (s EbillingStore) Reset(ctx context.Context, userID string) error {
	if _, err := s.db.sql.ExecContext(ctx, `DELETE FROM ebilling_subscriptions WHERE user_id = ?`, userID); err != nil {
		return fmt.Errorf("sqlite: subscriptions reset: %w", err)
	}
	return nil
}
