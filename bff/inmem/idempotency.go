package inmem

import (
	"bytes"
	"context"
	"time"

	"github.com/payhub/payhub/bff"
)

type idemEntry struct {
	rec bff.IdempotencyRecord
	// leaseUntil is when an in-progress record's lease lapses; expires,
	// when the record goes (LapsedReservationKept later).
	leaseUntil time.Time
	expires    time.Time
}

// BeginIdempotent reserves key for lease unless a live record holds it,
// or takes over a lapsed reservation of the same fingerprint; the check
// and the reservation happen under one lock.
func (s *Store) BeginIdempotent(ctx context.Context, key, fingerprint string, lease time.Duration) (bff.IdempotencyRecord, bool, error) {
	if err := checkTTL(lease); err != nil {
		return bff.IdempotencyRecord{}, false, err
	}
	var out bff.IdempotencyRecord
	won := false
	err := s.lock(ctx, func(now time.Time) error {
		if e, ok := s.idem[key]; ok && alive(e.expires, now) {
			lapsed := e.rec.State == bff.IdempotencyInProgress && e.rec.Fingerprint == fingerprint && !alive(e.leaseUntil, now)
			if !lapsed {
				out = copyRecord(e.rec)
				return nil
			}
		}
		out = bff.IdempotencyRecord{Key: key, Fingerprint: fingerprint, State: bff.IdempotencyInProgress, Holder: bff.NewReservationHolder()}
		s.idem[key] = idemEntry{rec: out, leaseUntil: now.Add(lease), expires: now.Add(lease + bff.LapsedReservationKept)}
		won = true
		return nil
	})
	return out, won, err
}

// CompleteIdempotent stores rec under rec.Key in state done for ttl,
// replacing whatever was there, or with rec.Holder set only an absent
// record or rec.Holder's own reservation.
func (s *Store) CompleteIdempotent(ctx context.Context, rec bff.IdempotencyRecord, ttl time.Duration) error {
	if err := checkTTL(ttl); err != nil {
		return err
	}
	rec = copyRecord(rec)
	rec.State = bff.IdempotencyDone
	holder := rec.Holder
	rec.Holder = ""
	return s.lock(ctx, func(now time.Time) error {
		if e, ok := s.idem[rec.Key]; holder != "" && ok && alive(e.expires, now) && !heldBy(e, holder) {
			return nil
		}
		s.idem[rec.Key] = idemEntry{rec: rec, expires: now.Add(ttl)}
		return nil
	})
}

// ReleaseIdempotent deletes key's record only while it is in progress
// under holder, so a late release never forgets a completed command or
// frees another holder's.
func (s *Store) ReleaseIdempotent(ctx context.Context, key, holder string) error {
	return s.lock(ctx, func(time.Time) error {
		if e, ok := s.idem[key]; ok && heldBy(e, holder) {
			delete(s.idem, key)
		}
		return nil
	})
}

// RenewIdempotent moves key's lease to lease from now while a live record
// holds it in progress under holder; the check and the write happen under
// one lock.
func (s *Store) RenewIdempotent(ctx context.Context, key, holder string, lease time.Duration) (bool, error) {
	if err := checkTTL(lease); err != nil {
		return false, err
	}
	renewed := false
	err := s.lock(ctx, func(now time.Time) error {
		e, ok := s.idem[key]
		if !ok || !alive(e.expires, now) || !heldBy(e, holder) {
			return nil
		}
		e.leaseUntil, e.expires = now.Add(lease), now.Add(lease+bff.LapsedReservationKept)
		s.idem[key] = e
		renewed = true
		return nil
	})
	return renewed, err
}

// heldBy reports whether e is a reservation in progress under holder.
func heldBy(e idemEntry, holder string) bool {
	return e.rec.State == bff.IdempotencyInProgress && holder != "" && e.rec.Holder == holder
}

func copyRecord(r bff.IdempotencyRecord) bff.IdempotencyRecord {
	r.Body = bytes.Clone(r.Body)
	return r
}
