package redis

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/payhub/payhub/bff"
)

// idemJSON is an idempotency record as stored; the key is the Redis key.
// The scripts in scripts.go read fingerprint, state, holder and leaseUntil.
type idemJSON struct {
	Fingerprint string               `json:"fingerprint"`
	State       bff.IdempotencyState `json:"state"`
	Status      int                  `json:"status,omitempty"`
	Body        []byte               `json:"body,omitempty"`
	Holder      string               `json:"holder,omitempty"`
	// LeaseUntil is when an in-progress record's lease lapses, in
	// milliseconds of the Redis server's clock (the scripts set it).
	LeaseUntil int64 `json:"leaseUntil,omitempty"`
}

// keptMillis is bff.LapsedReservationKept in milliseconds.
var keptMillis = bff.LapsedReservationKept.Milliseconds()

// BeginIdempotent reserves key for lease inside a script that, on losing,
// returns the record already there in the same atomic step, so that
// concurrent callers on any replica see exactly one winner; a lapsed
// reservation of the same fingerprint is taken over in that step too.
func (s *Store) BeginIdempotent(ctx context.Context, key, fingerprint string, lease time.Duration) (bff.IdempotencyRecord, bool, error) {
	ms, err := ttlMillis(lease)
	if err != nil {
		return bff.IdempotencyRecord{}, false, err
	}
	mine, err := json.Marshal(idemJSON{Fingerprint: fingerprint, State: bff.IdempotencyInProgress, Holder: bff.NewReservationHolder()})
	if err != nil {
		return bff.IdempotencyRecord{}, false, fmt.Errorf("redis: begin idempotent: %w", err)
	}
	reply, err := s.scripts.beginIdempotent.Run(ctx, s.rdb, []string{s.key(kindIdem, key)},
		mine, ms, keptMillis, string(bff.IdempotencyInProgress), fingerprint).Slice()
	if err != nil {
		return bff.IdempotencyRecord{}, false, fmt.Errorf("redis: begin idempotent: %w", err)
	}
	won, _ := reply[0].(int64)
	stored, _ := reply[1].(string)
	var j idemJSON
	if err := json.Unmarshal([]byte(stored), &j); err != nil {
		return bff.IdempotencyRecord{}, false, fmt.Errorf("redis: begin idempotent: record %q: %w", key, err)
	}
	return bff.IdempotencyRecord{Key: key, Fingerprint: j.Fingerprint, State: j.State, Status: j.Status, Body: j.Body, Holder: j.Holder}, won == 1, nil
}

// CompleteIdempotent stores rec under rec.Key in state done for ttl,
// replacing whatever was there, or with rec.Holder set only an absent
// record or rec.Holder's own reservation (a script checks and writes in
// one step).
func (s *Store) CompleteIdempotent(ctx context.Context, rec bff.IdempotencyRecord, ttl time.Duration) error {
	ms, err := ttlMillis(ttl)
	if err != nil {
		return err
	}
	b, err := json.Marshal(idemJSON{Fingerprint: rec.Fingerprint, State: bff.IdempotencyDone, Status: rec.Status, Body: rec.Body})
	if err != nil {
		return fmt.Errorf("redis: complete idempotent: %w", err)
	}
	err = s.scripts.completeIdempotent.Run(ctx, s.rdb, []string{s.key(kindIdem, rec.Key)}, b, ms,
		string(bff.IdempotencyInProgress), rec.Holder).Err()
	if err != nil {
		return fmt.Errorf("redis: complete idempotent: %w", err)
	}
	return nil
}

// ReleaseIdempotent deletes key's record only while it is in progress
// under holder, so a late release never forgets a completed command or
// frees another holder's.
func (s *Store) ReleaseIdempotent(ctx context.Context, key, holder string) error {
	err := s.scripts.releaseIdempotent.Run(ctx, s.rdb, []string{s.key(kindIdem, key)}, string(bff.IdempotencyInProgress), holder).Err()
	if err != nil {
		return fmt.Errorf("redis: release idempotent: %w", err)
	}
	return nil
}

// RenewIdempotent moves key's lease to lease from now inside a script that
// first checks the record is still in progress under holder, so that a
// record completed or taken over meanwhile is never touched.
func (s *Store) RenewIdempotent(ctx context.Context, key, holder string, lease time.Duration) (bool, error) {
	ms, err := ttlMillis(lease)
	if err != nil {
		return false, err
	}
	n, err := s.scripts.renewIdempotent.Run(ctx, s.rdb, []string{s.key(kindIdem, key)},
		string(bff.IdempotencyInProgress), holder, ms, keptMillis).Int()
	if err != nil {
		return false, fmt.Errorf("redis: renew idempotent: %w", err)
	}
	return n == 1, nil
}
