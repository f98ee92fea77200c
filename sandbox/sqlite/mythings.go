package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/mythings"
	sandboxmythings "github.com/payhub/payhub/sandbox/mythings"
)

// MyThingsStore keeps the saved items service's items.
type MyThingsStore struct{ db *DB }

var _ sandboxmythings.Store = MyThingsStore{}

// MyThings returns the saved items store.
func (db *DB) MyThings() MyThingsStore { return MyThingsStore{db: db} }

// List returns the user's saved items of client/site in the order they
// were first saved (seq, not saved_at: a host clock stepped back between
// two saves must not swap them).
func (s MyThingsStore) List(ctx context.Context, user, client, site string) ([]mythings.Item, error) {
	rows, err := s.db.sql.QueryContext(ctx, `
		SELECT save_path, display_type, saved_at FROM saved_items
		WHERE user_id = ? AND client = ? AND site = ?
		ORDER BY seq, saved_at, save_path`, user, client, site)
	if err != nil {
		return nil, fmt.Errorf("sqlite: saved items: %w", err)
	}
	defer rows.Close()
	out := []mythings.Item{}
	for rows.Next() {
		var it mythings.Item
		var at int64
		if err := rows.Scan(&it.SavePath, &it.DisplayType, &at); err != nil {
			return nil, fmt.Errorf("sqlite: saved items: %w", err)
		}
		it.SavedAt = fromMillis(at)
		out = append(out, it)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: saved items: %w", err)
	}
	return out, nil
}

// Save stores it unless it is saved already, in which case only its display
// type changes and it keeps its first SavedAt. A new item beyond limit is
// refused with bff.CodeUnprocessable ("Saved-item maximum reached", spec
// 001 §8).
func (s MyThingsStore) Save(ctx context.Context, user, client, site string, it mythings.Item, limit int) (mythings.Item, error) {
	it.SavePath = mythings.CanonicalSavePath(it.SavePath)
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		var at int64
		err := tx.QueryRowContext(ctx, `
			SELECT saved_at FROM saved_items WHERE user_id = ? AND client = ? AND site = ? AND save_path = ?`,
			user, client, site, it.SavePath).Scan(&at)
		switch {
		case err == nil:
			it.SavedAt = fromMillis(at)
			_, err = tx.ExecContext(ctx, `
				UPDATE saved_items SET display_type = ?
				WHERE user_id = ? AND client = ? AND site = ? AND save_path = ?`,
				it.DisplayType, user, client, site, it.SavePath)
			return err
		case !errors.Is(err, sql.ErrNoRows):
			return err
		}
		var n int
		if err := tx.QueryRowContext(ctx, `
			SELECT count(*) FROM saved_items WHERE user_id = ? AND client = ? AND site = ?`,
			user, client, site).Scan(&n); err != nil {
			return err
		}
		if n >= limit {
			return bff.Errorf(bff.CodeUnprocessable, "Saved-item maximum reached: at most %d items can be saved.", limit)
		}
		// The next number of this user's saves here; the write transaction
		// makes it one at a time.
		_, err = tx.ExecContext(ctx, `
			INSERT INTO saved_items (user_id, client, site, save_path, display_type, saved_at, seq)
			VALUES (?, ?, ?, ?, ?, ?, (SELECT coalesce(max(seq), 0) + 1 FROM saved_items WHERE user_id = ? AND client = ? AND site = ?))`,
			user, client, site, it.SavePath, it.DisplayType, toMillis(it.SavedAt), user, client, site)
		return err
	})
	if err != nil {
		var e *bff.Error
		if errors.As(err, &e) {
			return mythings.Item{}, err
		}
		return mythings.Item{}, fmt.Errorf("sqlite: save item: %w", err)
	}
	return it, nil
}

// Remove deletes the item if it is saved; removing an unsaved item is no
// error.
func (s MyThingsStore) Remove(ctx context.Context, user, client, site, savePath string) error {
	_, err := s.db.sql.ExecContext(ctx, `
		DELETE FROM saved_items WHERE user_id = ? AND client = ? AND site = ? AND save_path = ?`,
		user, client, site, mythings.CanonicalSavePath(savePath))
	if err != nil {
		return fmt.Errorf("sqlite: remove item: %w", err)
	}
	return nil
}
