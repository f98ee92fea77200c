package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/addresses"
	sandboxaddresses "github.com/payhub/payhub/sandbox/addresses"
)

// AddressStore keeps the addresses service's saved addresses.
type AddressStore struct{ db *DB }

var _ sandboxaddresses.Store = AddressStore{}

// Addresses returns the address store.
func (db *DB) Addresses() AddressStore { return AddressStore{db: db} }

func errNoAddress() error { return bff.Errorf(bff.CodeNotFound, "No such address.") }

// List returns the user's addresses, oldest first.
func (s AddressStore) List(ctx context.Context, userID string) ([]addresses.Address, error) {
	rows, err := s.db.sql.QueryContext(ctx,
		`SELECT doc FROM addresses WHERE user_id = ? ORDER BY created_at, id`, userID)
	if err != nil {
		return nil, fmt.Errorf("sqlite: addresses: %w", err)
	}
	defer rows.Close()
	out := []addresses.Address{}
	for rows.Next() {
		var doc string
		if err := rows.Scan(&doc); err != nil {
			return nil, fmt.Errorf("sqlite: addresses: %w", err)
		}
		var a addresses.Address
		if err := json.Unmarshal([]byte(doc), &a); err != nil {
			return nil, fmt.Errorf("sqlite: address document: %w", err)
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

// Insert stores a new address unless the user has
// sandboxaddresses.MaxAddresses already.
func (s AddressStore) Insert(ctx context.Context, userID string, a addresses.Address, now time.Time) error {
	doc, err := json.Marshal(a)
	if err != nil {
		return fmt.Errorf("sqlite: address: %w", err)
	}
	return s.db.inTx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM addresses WHERE user_id = ?`, userID).Scan(&n); err != nil {
			return fmt.Errorf("sqlite: count addresses: %w", err)
		}
		if n >= sandboxaddresses.MaxAddresses {
			return bff.Errorf(bff.CodeUnprocessable, "At most %d addresses can be saved.", sandboxaddresses.MaxAddresses)
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO addresses (id, user_id, doc, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?)`, a.ID, userID, string(doc), toMillis(now), toMillis(now))
		if err != nil {
			return fmt.Errorf("sqlite: insert address: %w", err)
		}
		return nil
	})
}

// Update applies fn to the user's address id in one transaction; when fn
// fails nothing changes.
func (s AddressStore) Update(ctx context.Context, userID, id string, now time.Time, fn func(*addresses.Address) error) (addresses.Address, error) {
	var a addresses.Address
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		var doc string
		err := tx.QueryRowContext(ctx, `SELECT doc FROM addresses WHERE id = ? AND user_id = ?`, id, userID).Scan(&doc)
		if errors.Is(err, sql.ErrNoRows) {
			return errNoAddress()
		}
		if err != nil {
			return fmt.Errorf("sqlite: address %s: %w", id, err)
		}
		if err := json.Unmarshal([]byte(doc), &a); err != nil {
			return fmt.Errorf("sqlite: address document: %w", err)
		}
		if err := fn(&a); err != nil {
			return err
		}
		a.ID = id
		out, err := json.Marshal(a)
		if err != nil {
			return fmt.Errorf("sqlite: address: %w", err)
		}
		_, err = tx.ExecContext(ctx, `UPDATE addresses SET doc = ?, updated_at = ? WHERE id = ?`,
			string(out), toMillis(now), id)
		return err
	})
	return a, err
}

// Delete removes the user's address id.
func (s AddressStore) Delete(ctx context.Context, userID, id string) error {
	res, err := s.db.sql.ExecContext(ctx, `DELETE FROM addresses WHERE id = ? AND user_id = ?`, id, userID)
	if err != nil {
		return fmt.Errorf("sqlite: delete address: %w", err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		return errNoAddress()
	}
	return nil
}
