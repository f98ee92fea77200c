package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/payhub/payhub/sandbox/outbox"
)

// OutboxStore keeps the sandbox's outgoing e-mail.
type OutboxStore struct{ db *DB }

var _ outbox.Store = OutboxStore{}

// Outbox returns the outbox store.
func (db *DB) Outbox() OutboxStore { return OutboxStore{db: db} }

// Send queues m (its ID is assigned) and returns its id.
func (s OutboxStore) Send(ctx context.Context, m outbox.Message) (int64, error) {
	var id int64
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		id, err = insertMessageID(ctx, tx, m)
		return err
	})
	return id, err
}

func insertMessage(ctx context.Context, tx *sql.Tx, m outbox.Message) error {
	_, err := insertMessageID(ctx, tx, m)
	return err
}

func insertMessageID(ctx context.Context, tx *sql.Tx, m outbox.Message) (int64, error) {
	lang := m.Language
	if lang == "" {
		lang = "en"
	}
	res, err := tx.ExecContext(ctx, `
		INSERT INTO outbox_messages (to_addr, subject, body, kind, language, sent_at)
		VALUES (?, ?, ?, ?, ?, ?)`,
		strings.TrimSpace(m.To), m.Subject, m.Text, m.Kind, lang, toMillis(m.SentAt))
	if err != nil {
		return 0, fmt.Errorf("sqlite: queue e-mail: %w", err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return 0, fmt.Errorf("sqlite: queue e-mail: %w", err)
	}
	return id, nil
}

// List returns up to limit messages, newest first, only those to the
// address to (case-insensitively) when it is not empty.
func (s OutboxStore) List(ctx context.Context, to string, limit int) ([]outbox.Message, error) {
	query, args := `SELECT id, to_addr, subject, body, kind, language, sent_at FROM outbox_messages`, []any{}
	if to = strings.TrimSpace(to); to != "" {
		query, args = query+` WHERE lower(to_addr) = lower(?)`, append(args, to)
	}
	rows, err := s.db.sql.QueryContext(ctx, query+` ORDER BY sent_at DESC, id DESC LIMIT ?`, append(args, limit)...)
	if err != nil {
		return nil, fmt.Errorf("sqlite: outbox: %w", err)
	}
	defer rows.Close()
	out := []outbox.Message{}
	for rows.Next() {
		var m outbox.Message
		var sent int64
		if err := rows.Scan(&m.ID, &m.To, &m.Subject, &m.Text, &m.Kind, &m.Language, &sent); err != nil {
			return nil, fmt.Errorf("sqlite: outbox: %w", err)
		}
		m.SentAt = fromMillis(sent)
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: outbox: %w", err)
	}
	return out, nil
}
