package inmem

import (
	"bytes"
	"context"
	"time"

	"github.com/payhub/payhub/bff"
)

type idemEntry struct {
	rec     bff.IdempotencyRecord
	expires time.Time
}

// BeginIdempotent reserves key for ttl unless a live record holds it; the
// check and the reservation happen under one lock.
func (s *Store) BeginIdempotent(ctx context.Context, key, fingerprint string, ttl time.Duration) (bff.IdempotencyRecord, bool, error) {
	if err := checkTTL(ttl); err != nil {
		return bff.IdempotencyRecord{}, false, err
	}
	var out bff.IdempotencyRecord
	won := false
	err := s.lock(ctx, func(now time.Time) error {
		if e, ok := s.idem[key]; ok && alive(e.expires, now) {
			out = copyRecord(e.rec)
			return nil
		}
		out = bff.IdempotencyRecord{Key: key, Fingerprint: fingerprint, State: bff.IdempotencyInProgress}
		s.idem[key] = idemEntry{rec: out, expires: now.Add(ttl)}
		won = true
		return nil
	})
	return out, won, err
}

// CompleteIdempotent stores rec under rec.Key in state done for ttl,
// replacing whatever was there.
func (s *Store) CompleteIdempotent(ctx context.Context, rec bff.IdempotencyRecord, ttl time.Duration) error {
	if err := checkTTL(ttl); err != nil {
		return err
	}
	rec = copyRecord(rec)
	rec.State = bff.IdempotencyDone
	return s.lock(ctx, func(now time.Time) error {
		s.idem[rec.Key] = idemEntry{rec: rec, expires: now.Add(ttl)}
		return nil
	})
}

// ReleaseIdempotent deletes key's record only while it is in progress, so
// a late release never forgets a completed command.
func (s *Store) ReleaseIdempotent(ctx context.Context, key string) error {
	return s.lock(ctx, func(time.Time) error {
		if e, ok := s.idem[key]; ok && e.rec.State == bff.IdempotencyInProgress {
			delete(s.idem, key)
		}
		return nil
	})
}

// RenewIdempotent moves key's expiry to ttl from now while a live record
// holds it in progress with fingerprint; the check and the write happen
// under one lock.
func (s *Store) RenewIdempotent(ctx context.Context, key, fingerprint string, ttl time.Duration) (bool, error) {
	if err := checkTTL(ttl); err != nil {
		return false, err
	}
	renewed := false
	err := s.lock(ctx, func(now time.Time) error {
		e, ok := s.idem[key]
		if !ok || !alive(e.expires, now) || e.rec.State != bff.IdempotencyInProgress || e.rec.Fingerprint != fingerprint {
			return nil
		}
		e.expires = now.Add(ttl)
		s.idem[key] = e
		renewed = true
		return nil
	})
	return renewed, err
}

func copyRecord(r bff.IdempotencyRecord) bff.IdempotencyRecord {
	r.Body = bytes.Clone(r.Body)
	return r
}
