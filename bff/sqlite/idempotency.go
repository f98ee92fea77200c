package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/payhub/payhub/bff"
)

// inProgress is the state of a reservation as stored.
const inProgress = string(bff.IdempotencyInProgress)

// BeginIdempotent reserves key for ttl unless a live record holds it; the
// check and the reservation are one transaction.
func (s *Store) BeginIdempotent(ctx context.Context, key, fingerprint string, ttl time.Duration) (bff.IdempotencyRecord, bool, error) {
	var out bff.IdempotencyRecord
	won := false
	err := s.tx(ctx, func(tx *sql.Tx, now int64) error {
		exp, err := expiry(now, ttl)
		if err != nil {
			return err
		}
		out = bff.IdempotencyRecord{Key: key}
		var state string
		err = s.txQueryRow(ctx, tx, sqlGetRecord, []any{key, now}, &out.Fingerprint, &state, &out.Status, &out.Body)
		if err == nil {
			out.State = bff.IdempotencyState(state)
			return nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		out = bff.IdempotencyRecord{Key: key, Fingerprint: fingerprint, State: bff.IdempotencyInProgress}
		if err := s.putRecord(ctx, tx, out, exp); err != nil {
			return err
		}
		won = true
		return nil
	})
	if err != nil {
		return bff.IdempotencyRecord{}, false, wrap("begin idempotent", err)
	}
	return out, won, nil
}

// CompleteIdempotent stores rec under rec.Key in state done for ttl,
// replacing whatever was there.
func (s *Store) CompleteIdempotent(ctx context.Context, rec bff.IdempotencyRecord, ttl time.Duration) error {
	if err := s.check(ctx); err != nil {
		return err
	}
	exp, err := expiry(s.now().UnixNano(), ttl)
	if err != nil {
		return err
	}
	rec.State = bff.IdempotencyDone
	return wrap("complete idempotent", s.putRecord(ctx, nil, rec, exp))
}

// ReleaseIdempotent deletes key's record only while it is in progress, so
// a late release never forgets a completed command.
func (s *Store) ReleaseIdempotent(ctx context.Context, key string) error {
	if err := s.check(ctx); err != nil {
		return err
	}
	_, err := s.exec(ctx, "DELETE FROM idempotency WHERE key = ? AND state = ?", key, inProgress)
	return wrap("release idempotent", err)
}

// RenewIdempotent moves key's expiry to ttl from now while a live row
// holds it in progress with fingerprint: one conditional UPDATE, so the
// check and the write are one atomic step.
func (s *Store) RenewIdempotent(ctx context.Context, key, fingerprint string, ttl time.Duration) (bool, error) {
	if err := s.check(ctx); err != nil {
		return false, err
	}
	now := s.now().UnixNano()
	exp, err := expiry(now, ttl)
	if err != nil {
		return false, err
	}
	res, err := s.exec(ctx, "UPDATE idempotency SET expires = ? WHERE key = ? AND fingerprint = ? AND state = ? AND expires > ?",
		exp, key, fingerprint, inProgress, now)
	if err != nil {
		return false, wrap("renew idempotent", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, wrap("renew idempotent", err)
	}
	return n == 1, nil
}

// putRecord writes rec, replacing the row under its key, inside tx unless
// tx is nil.
func (s *Store) putRecord(ctx context.Context, tx *sql.Tx, rec bff.IdempotencyRecord, expires int64) error {
	_, err := s.txExec(ctx, tx, sqlPutRecord, rec.Key, rec.Fingerprint, string(rec.State), rec.Status, rec.Body, expires)
	return err
}
