package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/payhub/payhub/sandbox/clock"
)

// ClockStore keeps the sandbox clock's offset.
type ClockStore struct{ db *DB }

var _ clock.Store = ClockStore{}

// Clock returns the clock store.
func (db *DB) Clock() ClockStore { return ClockStore{db: db} }

// ClockOffset returns the stored offset, zero when none is stored.
func (s ClockStore) ClockOffset(ctx context.Context) (time.Duration, error) {
	var ns int64
	err := s.db.sql.QueryRowContext(ctx, `SELECT offset_ns FROM sandbox_clock WHERE id = 1`).Scan(&ns)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("sqlite: clock: %w", err)
	}
	return time.Duration(ns), nil
}

// SetClockOffset stores offset when it is ahead of the stored one and
// returns the offset stored afterwards.
func (s ClockStore) SetClockOffset(ctx context.Context, offset time.Duration) (time.Duration, error) {
	var out int64
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `
			INSERT INTO sandbox_clock (id, offset_ns) VALUES (1, ?)
			ON CONFLICT (id) DO UPDATE SET offset_ns = max(offset_ns, excluded.offset_ns)`, int64(offset)); err != nil {
			return fmt.Errorf("sqlite: clock: %w", err)
		}
		return tx.QueryRowContext(ctx, `SELECT offset_ns FROM sandbox_clock WHERE id = 1`).Scan(&out)
	})
	return time.Duration(out), err
}
