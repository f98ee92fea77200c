package bff

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"time"
)

// ErrNotFound is returned by store reads when the key is absent or expired.
var ErrNotFound = errors.New("not found")

// Store is everything the BFF keeps between requests: sessions, a cache,
// rate-limit counters and idempotency records. Three implementations
// exist: an SQLite file in the data directory (bff/sqlite, the default for
// one replica), Redis (bff/redis, for several) and in-process memory
// (bff/inmem, for tests and Redis's fallback rate limits); all pass one shared test suite (bff/storetest).
// Every method honours ctx.
type Store interface {
	Sessions
	Cache
	RateLimiter
	Idempotency
	// Ping reports whether the store is reachable (for /readyz).
	Ping(ctx context.Context) error
	// Close releases the store's resources.
	Close() error
}

// Session is a signed-in or guest browser session. Data is opaque to the
// store.
type Session struct {
	ID     string
	UserID string
	Data   []byte
	// Version counts the writes of the session: GetSession fills it, every
	// write adds one, and SwapSession writes only while the stored version
	// still equals it. 0 stands for a session that is not stored.
	Version int64
}

// Sessions stores sessions by id, and indexes them by user so that "log out
// everywhere" can remove all of one user's sessions.
type Sessions interface {
	GetSession(ctx context.Context, id string) (Session, error) // ErrNotFound when absent
	// PutSession stores s whatever is stored under its id; s.Version is
	// ignored.
	PutSession(ctx context.Context, s Session, ttl time.Duration) error
	// SwapSession stores s only while the stored session's version equals
	// s.Version (0: while none is stored), as one atomic step on one
	// replica or several sharing Redis, and reports whether it did; the
	// stored version is then s.Version+1. Concurrent read-modify-write
	// cycles of one session thus never lose a change: a caller that lost
	// reads the session again and reapplies its change.
	SwapSession(ctx context.Context, s Session, ttl time.Duration) (bool, error)
	DeleteSession(ctx context.Context, id string) error
	// DeleteUserSessions removes every session of userID and returns how many.
	DeleteUserSessions(ctx context.Context, userID string) (int, error)
}

// Cache is a byte cache with per-entry time to live.
type Cache interface {
	CacheGet(ctx context.Context, key string) ([]byte, error) // ErrNotFound when absent
	CacheSet(ctx context.Context, key string, value []byte, ttl time.Duration) error
	CacheDelete(ctx context.Context, key string) error
}

// Limit is a GCRA rate: Rate events per Period, with bursts up to Burst.
type Limit struct {
	Rate   int
	Period time.Duration
	Burst  int
}

// RateResult is the outcome of one rate-limit check.
type RateResult struct {
	Allowed    bool
	Remaining  int
	RetryAfter time.Duration // how long until one more event is allowed, when refused
}

// RateLimiter checks and counts events against a limit, per key.
type RateLimiter interface {
	Allow(ctx context.Context, key string, limit Limit) (RateResult, error)
	// Peek answers whether one more event for key would be allowed now,
	// without counting it: for a limit on outcomes known only after the
	// work (files actually stored), checked before and counted after.
	Peek(ctx context.Context, key string, limit Limit) (RateResult, error)
}

// IdempotencyState is where an idempotent command is in its life.
type IdempotencyState string

// The states of an idempotency record.
const (
	IdempotencyInProgress IdempotencyState = "in_progress"
	IdempotencyDone       IdempotencyState = "done"
)

// IdempotencyRecord remembers one money-moving command by its key: the
// fingerprint of its request body, and once done, the response to replay.
// While in progress it names its Holder: the reservation's own random
// token, which BeginIdempotent hands to the request that won it.
type IdempotencyRecord struct {
	Key         string
	Fingerprint string
	State       IdempotencyState
	Status      int
	Body        []byte
	Holder      string
}

// LapsedReservationKept is how long an in-progress record outlives its
// lease. Its holder may still renew it meanwhile (its renewals failed for
// a while but it still runs), only a request with the same fingerprint may
// take it over, and one with another body is still refused, as while the
// lease ran.
const LapsedReservationKept = time.Hour

// NewReservationHolder is a random token naming one reservation's holder.
func NewReservationHolder() string {
	var b [16]byte
	_, _ = rand.Read(b[:]) // never fails (crypto/rand)
	return hex.EncodeToString(b[:])
}

// Idempotency reserves keys atomically so that concurrent requests with one
// key (on one replica or several sharing Redis) run the command once.
//
// A reservation is a lease: its holder renews it while the command runs,
// so that one whose holder died (a process killed mid-way) lapses within
// one lease and a retry of the same request takes it over. Renewing,
// releasing and completing are conditional on the holder's token, so a
// holder whose lease lapsed and was taken over can no longer change what
// the new holder holds.
type Idempotency interface {
	// BeginIdempotent atomically reserves key with fingerprint in state
	// in_progress for lease, under a new Holder token. It returns (rec,
	// true) when this caller won the reservation, or (existing record,
	// false) when the key is done, or in progress with its lease running,
	// or in progress with another fingerprint. An in-progress record with
	// the same fingerprint whose lease lapsed is taken over: won, under a
	// new Holder.
	BeginIdempotent(ctx context.Context, key, fingerprint string, lease time.Duration) (IdempotencyRecord, bool, error)
	// CompleteIdempotent stores the final response for key (state done).
	// With rec.Holder set, it does so only while key is absent or in
	// progress under that holder, and otherwise changes nothing: a holder
	// whose reservation was taken over leaves the answer to the new one.
	CompleteIdempotent(ctx context.Context, rec IdempotencyRecord, ttl time.Duration) error
	// ReleaseIdempotent drops key's in-progress reservation held by holder,
	// so that the command may be retried (used when it failed before
	// moving money); any other record is left as it is.
	ReleaseIdempotent(ctx context.Context, key, holder string) error
	// RenewIdempotent extends key's reservation to lease from now, in one
	// atomic step, only while it is still in progress under holder (its
	// lease running or lapsed but not taken over), and reports whether it
	// did. It never touches a done record or another holder's.
	RenewIdempotent(ctx context.Context, key, holder string, lease time.Duration) (bool, error)
}
