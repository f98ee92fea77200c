package redis

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/payhub/payhub/bff"
)

// idemJSON is an idempotency record as stored; the key is the Redis key.
type idemJSON struct {
	Fingerprint string               `json:"fingerprint"` // renewIdempotentLua reads this field
	State       bff.IdempotencyState `json:"state"`       // releaseIdempotentLua and renewIdempotentLua read this field
	Status      int                  `json:"status,omitempty"`
	Body        []byte               `json:"body,omitempty"`
}

// BeginIdempotent reserves key for ttl with SET NX inside a script that, on
// losing, returns the record already there in the same atomic step, so that
// concurrent callers on any replica see exactly one winner.
func (s *Store) BeginIdempotent(ctx context.Context, key, fingerprint string, ttl time.Duration) (bff.IdempotencyRecord, bool, error) {
	ms, err := ttlMillis(ttl)
	if err != nil {
		return bff.IdempotencyRecord{}, false, err
	}
	mine, err := json.Marshal(idemJSON{Fingerprint: fingerprint, State: bff.IdempotencyInProgress})
	if err != nil {
		return bff.IdempotencyRecord{}, false, fmt.Errorf("redis: begin idempotent: %w", err)
	}
	reply, err := s.scripts.beginIdempotent.Run(ctx, s.rdb, []string{s.key(kindIdem, key)}, mine, ms).Slice()
	if err != nil {
		return bff.IdempotencyRecord{}, false, fmt.Errorf("redis: begin idempotent: %w", err)
	}
	won, _ := reply[0].(int64)
	stored, _ := reply[1].(string)
	var j idemJSON
	if err := json.Unmarshal([]byte(stored), &j); err != nil {
		return bff.IdempotencyRecord{}, false, fmt.Errorf("redis: begin idempotent: record %q: %w", key, err)
	}
	return bff.IdempotencyRecord{Key: key, Fingerprint: j.Fingerprint, State: j.State, Status: j.Status, Body: j.Body}, won == 1, nil
}

// CompleteIdempotent stores rec under rec.Key in state done for ttl,
// replacing whatever was there.
func (s *Store) CompleteIdempotent(ctx context.Context, rec bff.IdempotencyRecord, ttl time.Duration) error {
	ms, err := ttlMillis(ttl)
	if err != nil {
		return err
	}
	b, err := json.Marshal(idemJSON{Fingerprint: rec.Fingerprint, State: bff.IdempotencyDone, Status: rec.Status, Body: rec.Body})
	if err != nil {
		return fmt.Errorf("redis: complete idempotent: %w", err)
	}
	if err := s.rdb.Set(ctx, s.key(kindIdem, rec.Key), b, time.Duration(ms)*time.Millisecond).Err(); err != nil {
		return fmt.Errorf("redis: complete idempotent: %w", err)
	}
	return nil
}

// ReleaseIdempotent deletes key's record only while it is in progress, so
// a late release never forgets a completed command.
func (s *Store) ReleaseIdempotent(ctx context.Context, key string) error {
	err := s.scripts.releaseIdempotent.Run(ctx, s.rdb, []string{s.key(kindIdem, key)}, string(bff.IdempotencyInProgress)).Err()
	if err != nil {
		return fmt.Errorf("redis: release idempotent: %w", err)
	}
	return nil
}

// RenewIdempotent moves key's expiry to ttl from now inside a script that
// first checks the record is still in progress with fingerprint, so that a
// record completed or taken over meanwhile is never touched.
func (s *Store) RenewIdempotent(ctx context.Context, key, fingerprint string, ttl time.Duration) (bool, error) {
	ms, err := ttlMillis(ttl)
	if err != nil {
		return false, err
	}
	n, err := s.scripts.renewIdempotent.Run(ctx, s.rdb, []string{s.key(kindIdem, key)}, string(bff.IdempotencyInProgress), fingerprint, ms).Int()
	if err != nil {
		return false, fmt.Errorf("redis: renew idempotent: %w", err)
	}
	return n == 1, nil
}
