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

// BeginIdempotent reserves key for lease unless a live record holds it,
// or takes over a lapsed reservation of the same fingerprint; the check
// and the reservation are one transaction.
func (s *Store) BeginIdempotent(ctx context.Context, key, fingerprint string, lease time.Duration) (bff.IdempotencyRecord, bool, error) {
	var out bff.IdempotencyRecord
	won := false
	err := s.tx(ctx, func(tx *sql.Tx, now int64) error {
		leaseUntil, err := expiry(now, lease)
		if err != nil {
			return err
		}
		out = bff.IdempotencyRecord{Key: key}
		var state string
		var held int64
		err = s.txQueryRow(ctx, tx, sqlGetRecord, []any{key, now}, &out.Fingerprint, &state, &out.Status, &out.Body, &out.Holder, &held)
		if err == nil {
			out.State = bff.IdempotencyState(state)
			if out.State != bff.IdempotencyInProgress || out.Fingerprint != fingerprint || held > now {
				return nil
			}
		} else if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		out = bff.IdempotencyRecord{Key: key, Fingerprint: fingerprint, State: bff.IdempotencyInProgress, Holder: bff.NewReservationHolder()}
		if err := s.putRecord(ctx, tx, out, leaseUntil, leaseUntil+int64(bff.LapsedReservationKept)); err != nil {
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
// replacing whatever was there, or with rec.Holder set only an absent
// record or rec.Holder's own reservation; the check and the write are one
// transaction.
func (s *Store) CompleteIdempotent(ctx context.Context, rec bff.IdempotencyRecord, ttl time.Duration) error {
	holder := rec.Holder
	rec.State, rec.Holder = bff.IdempotencyDone, ""
	return wrap("complete idempotent", s.tx(ctx, func(tx *sql.Tx, now int64) error {
		exp, err := expiry(now, ttl)
		if err != nil {
			return err
		}
		if holder != "" {
			var state, current string
			err := s.txQueryRow(ctx, tx, sqlGetHolder, []any{rec.Key, now}, &state, &current)
			if err == nil && (state != inProgress || current != holder) {
				return nil // taken over: the new holder answers
			}
			if err != nil && !errors.Is(err, sql.ErrNoRows) {
				return err
			}
		}
		return s.putRecord(ctx, tx, rec, 0, exp)
	}))
}

// ReleaseIdempotent deletes key's record only while it is in progress
// under holder, so a late release never forgets a completed command or
// frees another holder's.
func (s *Store) ReleaseIdempotent(ctx context.Context, key, holder string) error {
	if err := s.check(ctx); err != nil {
		return err
	}
	_, err := s.exec(ctx, "DELETE FROM idempotency WHERE key = ? AND state = ? AND holder = ? AND holder <> ''", key, inProgress, holder)
	return wrap("release idempotent", err)
}

// RenewIdempotent moves key's lease to lease from now while a live row
// holds it in progress under holder: one conditional UPDATE, so the check
// and the write are one atomic step.
func (s *Store) RenewIdempotent(ctx context.Context, key, holder string, lease time.Duration) (bool, error) {
	if err := s.check(ctx); err != nil {
		return false, err
	}
	now := s.now().UnixNano()
	leaseUntil, err := expiry(now, lease)
	if err != nil {
		return false, err
	}
	res, err := s.exec(ctx, `UPDATE idempotency SET lease_until = ?, expires = ?
		WHERE key = ? AND state = ? AND holder = ? AND holder <> '' AND expires > ?`,
		leaseUntil, leaseUntil+int64(bff.LapsedReservationKept), key, inProgress, holder, now)
	if err != nil {
		return false, wrap("renew idempotent", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, wrap("renew idempotent", err)
	}
	return n == 1, nil
}

// putRecord writes rec with its lease (0 for a done record), replacing
// the row under its key, inside tx unless tx is nil.
func (s *Store) putRecord(ctx context.Context, tx *sql.Tx, rec bff.IdempotencyRecord, leaseUntil, expires int64) error {
	_, err := s.txExec(ctx, tx, sqlPutRecord, rec.Key, rec.Fingerprint, string(rec.State), rec.Status, rec.Body, rec.Holder, leaseUntil, expires)
	return err
}
