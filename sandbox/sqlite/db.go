// Package sqlite is the sandbox's storage: one SQLite database file (pure-Go
// driver, no cgo) holding the data of every sandbox service, with its schema
// in embedded goose migrations and its demonstration data in Seed. It
// implements the Store interfaces that the sandbox service packages declare.
package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/pressly/goose/v3"
	_ "modernc.org/sqlite" // registers the "sqlite" database/sql driver
)

// FileName is the database file's name inside the sandbox directory.
const FileName = "sandbox.db"

// BusyTimeout is how long a statement waits for another connection's write
// lock before failing with SQLITE_BUSY. Writes in the sandbox are short, so
// a few seconds covers any honest contention on a loaded machine.
const BusyTimeout = 5 * time.Second

//go:embed migrations/*.sql
var migrations embed.FS

// DB is the sandbox database. Its methods are safe for concurrent use.
type DB struct {
	sql    *sql.DB
	logger *slog.Logger
}

// Open opens dir/sandbox.db, creating the directory and the file when
// missing, and applies the embedded migrations that are not applied yet.
// The database runs in WAL mode with foreign keys on and a busy time-out.
func Open(ctx context.Context, dir string, logger *slog.Logger) (*DB, error) {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	if strings.ContainsAny(dir, "?#") {
		return nil, fmt.Errorf("sqlite: directory %q: must not contain ? or #", dir)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("sqlite: create directory: %w", err)
	}
	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", BusyTimeout.Milliseconds()))
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous(NORMAL)")
	q.Add("_pragma", "foreign_keys(ON)")
	// Transactions take the write lock at BEGIN, so that two writers queue
	// on the busy time-out instead of failing on lock upgrade.
	q.Set("_txlock", "immediate")
	dsn := filepath.Join(dir, FileName) + "?" + q.Encode()

	sqlDB, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("sqlite: open: %w", err)
	}
	db := &DB{sql: sqlDB, logger: logger}
	if err := sqlDB.PingContext(ctx); err != nil {
		return nil, errors.Join(fmt.Errorf("sqlite: open %s: %w", dir, err), sqlDB.Close())
	}
	if err := db.migrate(ctx); err != nil {
		return nil, errors.Join(err, sqlDB.Close())
	}
	return db, nil
}

// migrate applies the embedded migrations that are not applied yet.
func (db *DB) migrate(ctx context.Context) error {
	fsys, err := fs.Sub(migrations, "migrations")
	if err != nil {
		return fmt.Errorf("sqlite: migrations: %w", err)
	}
	p, err := goose.NewProvider(goose.DialectSQLite3, db.sql, fsys,
		goose.WithSlog(db.logger), goose.WithDisableGlobalRegistry(true))
	if err != nil {
		return fmt.Errorf("sqlite: migrations: %w", err)
	}
	results, err := p.Up(ctx)
	if err != nil {
		return fmt.Errorf("sqlite: migrate: %w", err)
	}
	for _, r := range results {
		db.logger.DebugContext(ctx, "sandbox migration applied",
			"version", r.Source.Version, "path", r.Source.Path)
	}
	return nil
}

// Version returns the highest applied migration version.
func (db *DB) Version(ctx context.Context) (int64, error) {
	var v int64
	err := db.sql.QueryRowContext(ctx,
		`SELECT COALESCE(MAX(version_id), 0) FROM goose_db_version WHERE is_applied`).Scan(&v)
	if err != nil {
		return 0, fmt.Errorf("sqlite: version: %w", err)
	}
	return v, nil
}

// Ping reports whether the database answers.
func (db *DB) Ping(ctx context.Context) error {
	return db.sql.PingContext(ctx)
}

// SQL returns the underlying handle, for tests and for sandbox services
// that keep their own tables.
func (db *DB) SQL() *sql.DB { return db.sql }

// Close closes the database.
func (db *DB) Close() error { return db.sql.Close() }

// inTx runs fn in one transaction, committing when fn succeeds.
func (db *DB) inTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("sqlite: begin: %w", err)
	}
	if err := fn(tx); err != nil {
		return errors.Join(err, tx.Rollback())
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("sqlite: commit: %w", err)
	}
	return nil
}
