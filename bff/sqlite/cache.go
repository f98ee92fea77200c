package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/payhub/payhub/bff"
)

// CacheGet returns the live value under key, or bff.ErrNotFound.
func (s *Store) CacheGet(ctx context.Context, key string) ([]byte, error) {
	if err := s.check(ctx); err != nil {
		return nil, err
	}
	var v []byte
	err := s.queryRow(ctx, "SELECT value FROM cache WHERE key = ? AND expires > ?", []any{key, s.now().UnixNano()}, &v)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, bff.ErrNotFound
	}
	if err != nil {
		return nil, wrap("cache get", err)
	}
	return v, nil
}

// CacheSet stores value under key for ttl.
func (s *Store) CacheSet(ctx context.Context, key string, value []byte, ttl time.Duration) error {
	if err := s.check(ctx); err != nil {
		return err
	}
	exp, err := expiry(s.now().UnixNano(), ttl)
	if err != nil {
		return err
	}
	_, err = s.exec(ctx, `INSERT INTO cache (key, value, expires) VALUES (?, ?, ?)
		ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires = excluded.expires`, key, value, exp)
	return wrap("cache set", err)
}

// CacheDelete removes key; removing an absent key is not an error.
func (s *Store) CacheDelete(ctx context.Context, key string) error {
	if err := s.check(ctx); err != nil {
		return err
	}
	_, err := s.exec(ctx, "DELETE FROM cache WHERE key = ?", key)
	return wrap("cache delete", err)
}
