package sqlite

import (
	"context"
	"database/sql"
)

// Statements outside transactions are prepared once and kept: every API
// request runs two rate-limit checks here, and parsing their SQL again
// for each call was about half of a check's time (docs/performance.md).
// The store has one connection, so a kept statement stays prepared on it.

// prepared returns query's kept statement, preparing it on first use.
func (s *Store) prepared(ctx context.Context, query string) (*sql.Stmt, error) {
	s.stmtMu.Lock()
	defer s.stmtMu.Unlock()
	if st, ok := s.stmts[query]; ok {
		return st, nil
	}
	st, err := s.db.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	s.stmts[query] = st
	return st, nil
}

// exec runs query, prepared once, with args.
func (s *Store) exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	st, err := s.prepared(ctx, query)
	if err != nil {
		return nil, err
	}
	return st.ExecContext(ctx, args...)
}

// queryRow runs query, prepared once, with args, and scans its one row
// into dest (sql.ErrNoRows when there is none).
func (s *Store) queryRow(ctx context.Context, query string, args []any, dest ...any) error {
	st, err := s.prepared(ctx, query)
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
