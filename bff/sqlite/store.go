// Package sqlite is the embedded, durable bff.Store: sessions, cache, GCRA
// rate limits and idempotency records in one SQLite file in the data
// directory (FileName), on the pure-Go driver modernc.org/sqlite (no cgo,
// already the sandbox's database). It is the default when REDIS_URL is
// unset: a single-machine install keeps its payers' sessions and the
// answers of their payments across a crash or a restart of the process.
// Several replicas share the Redis store (bff/redis) instead.
//
// One process owns the file. The connection holds SQLite's exclusive lock
// from Open to Close, so a second process opening the same file waits
// BusyTimeout and is refused; the kernel drops the lock when the owner
// dies, however it dies. Within the process, every statement goes through
// that one connection, so each read-check-write runs as one transaction
// that nothing else interleaves with.
//
// Expired rows are ignored on read and deleted by a janitor goroutine that
// Close stops.
package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" database/sql driver
)

// FileName is the store's file inside the data directory.
const FileName = "bff-store.db"

// BusyTimeout is how long Open waits for another process to let go of the
// file before refusing it: long enough for a restart that overlaps the
// old process's last moments, short enough to fail visibly.
const BusyTimeout = 5 * time.Second

// DefaultJanitorInterval is how often the janitor deletes expired rows.
const DefaultJanitorInterval = time.Minute

// ErrClosed is returned by every method after Close.
var ErrClosed = errors.New("sqlite: store closed")

// Option configures a Store.
type Option func(*Store)

// WithClock replaces time.Now, so tests can move time forward. The clock
// decides every expiry, including rate-limit state.
func WithClock(now func() time.Time) Option {
	return func(s *Store) { s.now = now }
}

// WithJanitorInterval sets how often expired rows are deleted; d <= 0
// keeps DefaultJanitorInterval.
func WithJanitorInterval(d time.Duration) Option {
	return func(s *Store) {
		if d > 0 {
			s.janitorEvery = d
		}
	}
}

// WithBusyTimeout sets how long Open waits for another process to let go
// of the file (default BusyTimeout); d <= 0 keeps the default.
func WithBusyTimeout(d time.Duration) Option {
	return func(s *Store) {
		if d > 0 {
			s.busyTimeout = d
		}
	}
}

// WithLogger sets where the Store reports what it recovered at Open and a
// janitor run that failed (default: nowhere).
func WithLogger(l *slog.Logger) Option {
	return func(s *Store) {
		if l != nil {
			s.logger = l
		}
	}
}

// Store is a bff.Store in one SQLite file, safe for concurrent use within
// the one process that opened it.
type Store struct {
	db           *sql.DB
	path         string
	now          func() time.Time
	janitorEvery time.Duration
	busyTimeout  time.Duration
	logger       *slog.Logger

	// rateMu serialises Allow and Peek and guards rates, the rate-limit
	// states, which rateWriter writes back to the file; see rate.go.
	rateMu       sync.Mutex
	rates        map[string]rateState
	rateWriter   *rateWriter
	ratesStopped chan struct{}

	// stmts are the statements kept prepared, by their SQL (statements.go).
	stmtMu sync.Mutex
	stmts  map[string]*sql.Stmt

	closed    atomic.Bool
	stop      chan struct{}
	stopped   chan struct{}
	closeOnce sync.Once
	closeErr  error
}

// Open opens dir/FileName, creating the directory and the file when
// missing, takes the file for this process, and starts the janitor; call
// Close to stop it and let go of the file.
//
// Idempotency reservations still in progress in the file belong to a
// process that died before finishing its command (the lock proves no other
// process has the file): Open drops them, as ReleaseIdempotent would, so
// that a retry of the command runs it again instead of waiting for a
// process that will never answer. Running a money-moving command again is
// safe: its upstream recognises the retry by the same key (the cart
// service charges a cart at most once and answers the first receipt).
func Open(ctx context.Context, dir string, opts ...Option) (*Store, error) {
	if strings.ContainsAny(dir, "?#") {
		return nil, fmt.Errorf("sqlite: directory %q: must not contain ? or #", dir)
	}
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, fmt.Errorf("sqlite: create directory: %w", err)
	}
	path := filepath.Join(dir, FileName)
	// Sessions are credentials: the file (and the -wal and -shm files
	// SQLite gives the same mode) is readable by the owner only.
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("sqlite: create %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return nil, fmt.Errorf("sqlite: create %s: %w", path, err)
	}

	s := &Store{
		path:         path,
		busyTimeout:  BusyTimeout,
		now:          time.Now,
		janitorEvery: DefaultJanitorInterval,
		logger:       slog.New(slog.DiscardHandler),
		stop:         make(chan struct{}),
		stopped:      make(chan struct{}),
		stmts:        map[string]*sql.Stmt{},
		rates:        map[string]rateState{},
		rateWriter:   newRateWriter(),
		ratesStopped: make(chan struct{}),
	}
	for _, o := range opts {
		o(s)
	}
	q := url.Values{}
	q.Set("_busy_timeout", fmt.Sprint(s.busyTimeout.Milliseconds()))
	// The driver applies _pragma before _journal_mode, so the connection is
	// exclusive before it first touches the file in WAL mode: it then keeps
	// the lock until it closes and needs no shared-memory index.
	q.Add("_pragma", "locking_mode(EXCLUSIVE)")
	q.Set("_journal_mode", "WAL")
	// synchronous NORMAL in WAL mode: a commit is in the WAL file (the
	// kernel's page cache) when it returns, so a crash of the process, even
	// SIGKILL, loses no committed session or idempotency record; only a
	// crash of the machine (power loss) may roll back the last commits,
	// never corrupting the file. FULL would add an fsync to every write,
	// and every API request writes (its rate-limit check): the benchmarks
	// in bench_test.go take about four times as long with it.
	q.Set("_synchronous", "NORMAL")
	// Transactions take the write lock at BEGIN: a transaction here is
	// always a read-check-write.
	q.Set("_txlock", "immediate")
	db, err := sql.Open("sqlite", path+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	// One connection: the exclusive lock belongs to a connection, and one
	// connection serialises the process's statements. It is never closed
	// for age, which would let go of the file for a moment.
	db.SetMaxOpenConns(1)
	db.SetMaxIdleConns(1)
	db.SetConnMaxLifetime(0)
	db.SetConnMaxIdleTime(0)
	s.db = db
	if err := s.prepare(ctx); err != nil {
		return nil, errors.Join(err, db.Close())
	}
	if err := s.prepareTxStatements(ctx); err != nil {
		return nil, errors.Join(fmt.Errorf("sqlite: preparing statements: %w", err), db.Close())
	}
	if err := s.loadRates(ctx); err != nil {
		return nil, errors.Join(fmt.Errorf("sqlite: reading rate limits: %w", err), db.Close())
	}
	go s.janitor()
	go s.writeRates()
	return s, nil
}

// schemaVersion is the user_version of the schema below. The store holds
// only short-lived state, so a later version that cannot migrate a file
// may start it afresh; a file from a newer version is refused.
const schemaVersion = 2

// schema creates the tables. Times are Unix nanoseconds of the Store's
// clock; a row whose expires is not after now is absent. Every table is
// indexed by expiry so that the janitor reads only what it deletes: a
// scan of the whole file would hold the one connection, and every
// request with it, for as long as the file is large.
const schema = `
CREATE TABLE IF NOT EXISTS sessions (
	id      TEXT PRIMARY KEY,
	user_id TEXT NOT NULL,  -- '' for a guest
	data    BLOB,
	version INTEGER NOT NULL,
	expires INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_by_user ON sessions (user_id) WHERE user_id <> '';
CREATE INDEX IF NOT EXISTS sessions_by_expiry ON sessions (expires);
CREATE TABLE IF NOT EXISTS cache (
	key     TEXT PRIMARY KEY,
	value   BLOB,
	expires INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cache_by_expiry ON cache (expires);
CREATE TABLE IF NOT EXISTS rates (
	key     TEXT PRIMARY KEY,
	tat     INTEGER NOT NULL, -- GCRA theoretical arrival time, Unix nanoseconds
	expires INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rates_by_expiry ON rates (expires);
CREATE TABLE IF NOT EXISTS idempotency (
	key         TEXT PRIMARY KEY,
	fingerprint TEXT NOT NULL,
	state       TEXT NOT NULL,
	status      INTEGER NOT NULL,
	body        BLOB,
	holder      TEXT NOT NULL DEFAULT '',   -- the reservation's holder, while in progress
	lease_until INTEGER NOT NULL DEFAULT 0, -- when its lease lapses
	expires     INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS idempotency_by_expiry ON idempotency (expires);
`

// prepare takes the file (its first write takes the exclusive lock),
// creates the schema and drops the reservations of a dead process.
func (s *Store) prepare(ctx context.Context) error {
	var dropped int64
	err := s.tx(ctx, func(tx *sql.Tx, _ int64) error {
		var version int
		if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
			return err
		}
		if version > schemaVersion {
			return fmt.Errorf("the file's schema version %d is newer than this program's %d", version, schemaVersion)
		}
		if version == 1 {
			// Version 2 added the reservations' holder and lease.
			for _, col := range []string{"holder TEXT NOT NULL DEFAULT ''", "lease_until INTEGER NOT NULL DEFAULT 0"} {
				if _, err := tx.ExecContext(ctx, "ALTER TABLE idempotency ADD COLUMN "+col); err != nil {
					return err
				}
			}
		}
		if _, err := tx.ExecContext(ctx, schema); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", schemaVersion)); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, "DELETE FROM idempotency WHERE state = ?", inProgress)
		if err != nil {
			return err
		}
		dropped, err = res.RowsAffected()
		return err
	})
	if err != nil {
		return fmt.Errorf("sqlite: open %s (is another process using it?): %w", s.path, err)
	}
	if dropped > 0 {
		s.logger.WarnContext(ctx, "dropped idempotency reservations of a process that stopped before finishing; their commands run again when retried",
			"file", s.path, "reservations", dropped)
	}
	return nil
}

// Ping reports ErrClosed after Close, and otherwise whether the file
// answers.
func (s *Store) Ping(ctx context.Context) error {
	if err := s.check(ctx); err != nil {
		return err
	}
	if err := s.db.PingContext(ctx); err != nil {
		return fmt.Errorf("sqlite: ping: %w", err)
	}
	return nil
}

// Close stops the janitor and the rate-limit writer (after its last
// batch), waits for both to exit and closes the file, letting another
// process open it. Later calls to any method return ErrClosed; Close
// itself may be called again.
func (s *Store) Close() error {
	s.closeOnce.Do(func() {
		s.closed.Store(true)
		close(s.stop)
		<-s.stopped
		<-s.ratesStopped
		s.closeErr = errors.Join(s.closeStatements(), s.db.Close())
	})
	return s.closeErr
}

// check returns ctx's error, or ErrClosed after Close.
func (s *Store) check(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if s.closed.Load() {
		return ErrClosed
	}
	return nil
}

// tx runs fn in one transaction with the current time, after checking ctx
// and that the store is open, and commits when fn returns nil.
func (s *Store) tx(ctx context.Context, fn func(tx *sql.Tx, now int64) error) error {
	if err := s.check(ctx); err != nil {
		return err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx, s.now().UnixNano()); err != nil {
		return errors.Join(err, ignoreDone(tx.Rollback()))
	}
	return tx.Commit()
}

// ignoreDone drops the error of rolling back a transaction that the
// driver already ended (a canceled context rolls it back itself).
func ignoreDone(err error) error {
	if errors.Is(err, sql.ErrTxDone) {
		return nil
	}
	return err
}

// wrap prefixes an error with the operation, keeping context errors and
// bff.ErrNotFound recognisable with errors.Is.
func wrap(op string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("sqlite: %s: %w", op, err)
}

// expiry is when an entry written at now for ttl expires, refusing a
// non-positive ttl: every entry must expire, the rule every store follows.
func expiry(now int64, ttl time.Duration) (int64, error) {
	if ttl <= 0 {
		return 0, fmt.Errorf("sqlite: ttl must be positive, got %s", ttl)
	}
	return now + int64(ttl), nil
}

func (s *Store) janitor() {
	defer close(s.stopped)
	tick := time.NewTicker(s.janitorEvery)
	defer tick.Stop()
	for {
		select {
		case <-s.stop:
			return
		case <-tick.C:
			if err := s.sweep(context.Background()); err != nil && !errors.Is(err, ErrClosed) {
				s.logger.Warn("deleting expired rows failed; the next run tries again", "file", s.path, "error", err.Error())
			}
		}
	}
}

// sweep deletes every expired row, and the expired rate-limit states from
// memory.
func (s *Store) sweep(ctx context.Context) error {
	return s.tx(ctx, func(tx *sql.Tx, now int64) error {
		s.forgetExpiredRates(now)
		for _, table := range []string{"sessions", "cache", "rates", "idempotency"} {
			if _, err := tx.ExecContext(ctx, "DELETE FROM "+table+" WHERE expires <= ?", now); err != nil {
				return err
			}
		}
		return nil
	})
}
