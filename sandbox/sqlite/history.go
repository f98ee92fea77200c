package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/history"
	sandboxhistory "github.com/payhub/payhub/sandbox/history"
)

// HistoryStore keeps the payment history service's receipts.
type HistoryStore struct{ db *DB }

var _ sandboxhistory.Store = HistoryStore{}

// History returns the history store.
func (db *DB) History() HistoryStore { return HistoryStore{db: db} }

// Add stores a receipt; its id and confirmation number must be new.
func (s HistoryStore) Add(ctx context.Context, r history.Receipt) error {
	return s.db.inTx(ctx, func(tx *sql.Tx) error { return insertReceipt(ctx, tx, r) })
}

func insertReceipt(ctx context.Context, tx *sql.Tx, r history.Receipt) error {
	doc, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("sqlite: receipt %s: %w", r.ID, err)
	}
	_, err = tx.ExecContext(ctx, `
		INSERT INTO receipts (id, client, site, user_id, cart_id, confirmation_number, posted_at, doc)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
		r.ID, r.Client, r.Site, r.UserID, r.CartID, r.ConfirmationNumber, toMillis(r.PostedAt), string(doc))
	if err != nil {
		return fmt.Errorf("sqlite: insert receipt %s: %w", r.ID, err)
	}
	return nil
}

// Receipt returns one receipt; an unknown id is a bff.CodeNotFound error.
func (s HistoryStore) Receipt(ctx context.Context, id string) (history.Receipt, error) {
	var doc string
	err := s.db.sql.QueryRowContext(ctx, `SELECT doc FROM receipts WHERE id = ?`, id).Scan(&doc)
	if errors.Is(err, sql.ErrNoRows) {
		return history.Receipt{}, bff.Errorf(bff.CodeNotFound, "No such receipt.")
	}
	if err != nil {
		return history.Receipt{}, fmt.Errorf("sqlite: receipt %s: %w", id, err)
	}
	return decodeReceipt(doc)
}

func decodeReceipt(doc string) (history.Receipt, error) {
	var r history.Receipt
	if err := json.Unmarshal([]byte(doc), &r); err != nil {
		return history.Receipt{}, fmt.Errorf("sqlite: receipt document: %w", err)
	}
	return r, nil
}

// Receipts returns up to limit of the user's receipts, newest first, after
// skipping offset, and how many the user has in all.
func (s HistoryStore) Receipts(ctx context.Context, userID string, offset, limit int) ([]history.Receipt, int, error) {
	var total int
	if err := s.db.sql.QueryRowContext(ctx, `SELECT count(*) FROM receipts WHERE user_id = ?`, userID).
		Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("sqlite: receipts of a user: %w", err)
	}
	out := []history.Receipt{}
	if limit <= 0 || offset >= total {
		return out, total, nil
	}
	rows, err := s.db.sql.QueryContext(ctx, `
		SELECT doc FROM receipts WHERE user_id = ?
		ORDER BY posted_at DESC, id DESC LIMIT ? OFFSET ?`, userID, limit, offset)
	if err != nil {
		return nil, 0, fmt.Errorf("sqlite: receipts of a user: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var doc string
		if err := rows.Scan(&doc); err != nil {
			return nil, 0, fmt.Errorf("sqlite: receipts of a user: %w", err)
		}
		r, err := decodeReceipt(doc)
		if err != nil {
			return nil, 0, err
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, fmt.Errorf("sqlite: receipts of a user: %w", err)
	}
	return out, total, nil
}
