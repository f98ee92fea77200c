package sqlite

import (
	"context"
	"database/sql"
)

// Statements are prepared once and kept: parsing the SQL again for every
// call was about half of a rate-limit check's time, and of a session's
// renewal (docs/performance.md). The store has one connection, so a kept
// statement stays prepared on it, and a transaction runs it as it is.
// Preparing needs the connection, which a transaction holds: the
// statements transactions run are prepared at Open (txStatements).

// The statements transactions run.
const (
	sqlLiveVersion = "SELECT version FROM sessions WHERE id = ? AND expires > ?"
	sqlPutSession  = `INSERT INTO sessions (id, user_id, data, version, expires) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id, data = excluded.data,
			version = excluded.version, expires = excluded.expires`
	sqlGetRecord = "SELECT fingerprint, state, status, body, holder, lease_until FROM idempotency WHERE key = ? AND expires > ?"
	sqlGetHolder = "SELECT state, holder FROM idempotency WHERE key = ? AND expires > ?"
	sqlPutRecord = `INSERT INTO idempotency (key, fingerprint, state, status, body, holder, lease_until, expires)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (key) DO UPDATE SET fingerprint = excluded.fingerprint, state = excluded.state,
			status = excluded.status, body = excluded.body, holder = excluded.holder,
			lease_until = excluded.lease_until, expires = excluded.expires`
	sqlPutRate = `INSERT INTO rates (key, tat, expires) VALUES (?, ?, ?)
		ON CONFLICT (key) DO UPDATE SET tat = excluded.tat, expires = excluded.expires`
)

var txStatements = []string{sqlLiveVersion, sqlPutSession, sqlGetRecord, sqlGetHolder, sqlPutRecord, sqlPutRate}

// prepareTxStatements prepares txStatements, at Open.
func (s *Store) prepareTxStatements(ctx context.Context) error {
	for _, q := range txStatements {
		if _, err := s.prepared(ctx, q); err != nil {
			return err
		}
	}
	return nil
}

// prepared returns query's kept statement, preparing it on first use.
// stmtMu is not held while preparing: that waits for the connection, and
// a transaction holding it may be looking up a kept statement.
func (s *Store) prepared(ctx context.Context, query string) (*sql.Stmt, error) {
	if st, ok := s.kept(query); ok {
		return st, nil
	}
	st, err := s.db.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	s.stmtMu.Lock()
	defer s.stmtMu.Unlock()
	if first, ok := s.stmts[query]; ok { // prepared meanwhile by another call
		_ = st.Close() // a statement never used: nothing to report
		return first, nil
	}
	s.stmts[query] = st
	return st, nil
}

// kept is query's statement if it is prepared.
func (s *Store) kept(query string) (*sql.Stmt, bool) {
	s.stmtMu.Lock()
	defer s.stmtMu.Unlock()
	st, ok := s.stmts[query]
	return st, ok
}

// statement is query's kept statement, inside tx unless tx is nil. A
// query not prepared at Open is prepared inside tx for that transaction
// alone.
func (s *Store) statement(ctx context.Context, tx *sql.Tx, query string) (*sql.Stmt, error) {
	if tx == nil {
		return s.prepared(ctx, query)
	}
	st, ok := s.kept(query)
	if !ok {
		return tx.PrepareContext(ctx, query)
	}
	return tx.StmtContext(ctx, st), nil
}

// exec runs query, prepared once, with args.
func (s *Store) exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	return s.txExec(ctx, nil, query, args...)
}

// txExec runs query, prepared once, with args, inside tx unless tx is nil.
func (s *Store) txExec(ctx context.Context, tx *sql.Tx, query string, args ...any) (sql.Result, error) {
	st, err := s.statement(ctx, tx, query)
	if err != nil {
		return nil, err
	}
	return st.ExecContext(ctx, args...)
}

// queryRow runs query, prepared once, with args, and scans its one row
// into dest (sql.ErrNoRows when there is none).
func (s *Store) queryRow(ctx context.Context, query string, args []any, dest ...any) error {
	return s.txQueryRow(ctx, nil, query, args, dest...)
}

// txQueryRow is queryRow inside tx unless tx is nil.
func (s *Store) txQueryRow(ctx context.Context, tx *sql.Tx, query string, args []any, dest ...any) error {
	st, err := s.statement(ctx, tx, query)
	if err != nil {
		return err
	}
	return st.QueryRowContext(ctx, args...).Scan(dest...)
}

// closeStatements closes the kept statements, before the database.
func (s *Store) closeStatements() error {
	s.stmtMu.Lock()
	defer s.stmtMu.Unlock()
	var first error
	for q, st := range s.stmts {
		if err := st.Close(); err != nil && first == nil {
			first = err
		}
		delete(s.stmts, q)
	}
	return first
}
