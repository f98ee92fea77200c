package redis

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/payhub/payhub/bff"
)

// GetSession returns session id, or bff.ErrNotFound.
func (s *Store) GetSession(ctx context.Context, id string) (bff.Session, error) {
	vals, err := s.rdb.HMGet(ctx, s.key(kindSession, id), "u", "d", "v").Result()
	if err != nil {
		return bff.Session{}, notFound(err, "get session")
	}
	user, ok1 := vals[0].(string)
	data, ok2 := vals[1].(string)
	if !ok1 || !ok2 {
		return bff.Session{}, bff.ErrNotFound
	}
	version := int64(1) // a hash written before versions counts as version 1
	if v, ok := vals[2].(string); ok {
		if version, err = strconv.ParseInt(v, 10, 64); err != nil {
			return bff.Session{}, fmt.Errorf("redis: get session: version %q: %w", v, err)
		}
	}
	return bff.Session{ID: id, UserID: user, Data: []byte(data), Version: version}, nil
}

// PutSession stores sess for ttl and indexes it under its user; a session
// with an empty UserID (a guest) is not indexed.
func (s *Store) PutSession(ctx context.Context, sess bff.Session, ttl time.Duration) error {
	_, err := s.putSession(ctx, sess, ttl, "")
	if err != nil {
		return fmt.Errorf("redis: put session: %w", err)
	}
	return nil
}

// SwapSession stores sess for ttl only while the stored session's version
// is sess.Version (0: while there is none). The check and the write are one
// script, so replicas sharing the server see exactly one winner.
func (s *Store) SwapSession(ctx context.Context, sess bff.Session, ttl time.Duration) (bool, error) {
	wrote, err := s.putSession(ctx, sess, ttl, strconv.FormatInt(sess.Version, 10))
	if err != nil {
		return false, fmt.Errorf("redis: swap session: %w", err)
	}
	return wrote, nil
}

// putSession runs putSessionLua; expected is the version to check, or ""
// to write whatever is stored.
func (s *Store) putSession(ctx context.Context, sess bff.Session, ttl time.Duration, expected string) (bool, error) {
	ms, err := ttlMillis(ttl)
	if err != nil {
		return false, err
	}
	n, err := s.scripts.putSession.Run(ctx, s.rdb,
		[]string{s.key(kindSession, sess.ID)},
		sess.ID, sess.UserID, sess.Data, ms, s.key(kindUser, ""), expected,
	).Int()
	return n == 1, err
}

// DeleteSession removes session id and its index entry; removing an absent
// session is not an error.
func (s *Store) DeleteSession(ctx context.Context, id string) error {
	err := s.scripts.deleteSession.Run(ctx, s.rdb,
		[]string{s.key(kindSession, id)}, id, s.key(kindUser, ""),
	).Err()
	if err != nil {
		return fmt.Errorf("redis: delete session: %w", err)
	}
	return nil
}

// DeleteUserSessions removes every live session of userID and returns how
// many there were. An empty userID (guests) matches nothing.
func (s *Store) DeleteUserSessions(ctx context.Context, userID string) (int, error) {
	if userID == "" {
		return 0, ctx.Err()
	}
	n, err := s.scripts.deleteUserSessions.Run(ctx, s.rdb,
		[]string{s.key(kindUser, userID)}, s.key(kindSession, ""), userID,
	).Int()
	if err != nil {
		return 0, fmt.Errorf("redis: delete user sessions: %w", err)
	}
	return n, nil
}

// CacheGet returns the value under key, or bff.ErrNotFound.
func (s *Store) CacheGet(ctx context.Context, key string) ([]byte, error) {
	b, err := s.rdb.Get(ctx, s.key(kindCache, key)).Bytes()
	if err != nil {
		return nil, notFound(err, "cache get")
	}
	return b, nil
}

// CacheSet stores value under key for ttl.
func (s *Store) CacheSet(ctx context.Context, key string, value []byte, ttl time.Duration) error {
	ms, err := ttlMillis(ttl)
	if err != nil {
		return err
	}
	if err := s.rdb.Set(ctx, s.key(kindCache, key), value, time.Duration(ms)*time.Millisecond).Err(); err != nil {
		return fmt.Errorf("redis: cache set: %w", err)
	}
	return nil
}

// CacheDelete removes key; removing an absent key is not an error.
func (s *Store) CacheDelete(ctx context.Context, key string) error {
	if err := s.rdb.Del(ctx, s.key(kindCache, key)).Err(); err != nil {
		return fmt.Errorf("redis: cache delete: %w", err)
	}
	return nil
}
