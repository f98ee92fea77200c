package inmem

import (
	"bytes"
	"context"
	"time"

	"github.com/payhub/payhub/bff"
)

type sessionEntry struct {
	s       bff.Session
	expires time.Time
}

type cacheEntry struct {
	value   []byte
	expires time.Time
}

// GetSession returns the live session id, or bff.ErrNotFound.
func (s *Store) GetSession(ctx context.Context, id string) (bff.Session, error) {
	var out bff.Session
	err := s.lock(ctx, func(now time.Time) error {
		e, ok := s.sessions[id]
		if !ok {
			return bff.ErrNotFound
		}
		if !alive(e.expires, now) {
			s.removeSession(id, e.s.UserID)
			return bff.ErrNotFound
		}
		out = e.s
		out.Data = bytes.Clone(e.s.Data)
		return nil
	})
	return out, err
}

// PutSession stores sess for ttl, replacing any session with its id. A
// session with an empty UserID (a guest) is not indexed by user.
func (s *Store) PutSession(ctx context.Context, sess bff.Session, ttl time.Duration) error {
	if err := checkTTL(ttl); err != nil {
		return err
	}
	return s.lock(ctx, func(now time.Time) error {
		s.storeSession(sess, ttl, now)
		return nil
	})
}

// SwapSession stores sess for ttl only while the live session under its id
// has version sess.Version (0: while there is none); the check and the
// write happen under one lock.
func (s *Store) SwapSession(ctx context.Context, sess bff.Session, ttl time.Duration) (bool, error) {
	if err := checkTTL(ttl); err != nil {
		return false, err
	}
	swapped := false
	err := s.lock(ctx, func(now time.Time) error {
		var cur int64
		if e, ok := s.sessions[sess.ID]; ok && alive(e.expires, now) {
			cur = e.s.Version
		}
		if cur != sess.Version {
			return nil
		}
		s.storeSession(sess, ttl, now)
		swapped = true
		return nil
	})
	return swapped, err
}

// storeSession writes sess with the next version and indexes it under its
// user; s.mu must be held.
func (s *Store) storeSession(sess bff.Session, ttl time.Duration, now time.Time) {
	var version int64
	if old, ok := s.sessions[sess.ID]; ok {
		if alive(old.expires, now) {
			version = old.s.Version
		}
		s.removeSession(sess.ID, old.s.UserID)
	}
	sess.Data = bytes.Clone(sess.Data)
	sess.Version = version + 1
	s.sessions[sess.ID] = sessionEntry{s: sess, expires: now.Add(ttl)}
	if sess.UserID != "" {
		ids := s.byUser[sess.UserID]
		if ids == nil {
			ids = make(map[string]struct{})
			s.byUser[sess.UserID] = ids
		}
		ids[sess.ID] = struct{}{}
	}
}

// DeleteSession removes session id; removing an absent session is not an
// error.
func (s *Store) DeleteSession(ctx context.Context, id string) error {
	return s.lock(ctx, func(time.Time) error {
		if e, ok := s.sessions[id]; ok {
			s.removeSession(id, e.s.UserID)
		}
		return nil
	})
}

// DeleteUserSessions removes every live session of userID and returns how
// many there were. An empty userID (guests) matches nothing.
func (s *Store) DeleteUserSessions(ctx context.Context, userID string) (int, error) {
	n := 0
	err := s.lock(ctx, func(now time.Time) error {
		for id := range s.byUser[userID] {
			if alive(s.sessions[id].expires, now) {
				n++
			}
			s.removeSession(id, userID)
		}
		return nil
	})
	return n, err
}

// removeSession drops session id and its index entry; s.mu must be held.
func (s *Store) removeSession(id, userID string) {
	delete(s.sessions, id)
	if ids, ok := s.byUser[userID]; ok {
		delete(ids, id)
		if len(ids) == 0 {
			delete(s.byUser, userID)
		}
	}
}

// CacheGet returns the live value under key, or bff.ErrNotFound.
func (s *Store) CacheGet(ctx context.Context, key string) ([]byte, error) {
	var out []byte
	err := s.lock(ctx, func(now time.Time) error {
		e, ok := s.cache[key]
		if !ok {
			return bff.ErrNotFound
		}
		if !alive(e.expires, now) {
			delete(s.cache, key)
			return bff.ErrNotFound
		}
		out = bytes.Clone(e.value)
		return nil
	})
	return out, err
}

// CacheSet stores value under key for ttl.
func (s *Store) CacheSet(ctx context.Context, key string, value []byte, ttl time.Duration) error {
	if err := checkTTL(ttl); err != nil {
		return err
	}
	return s.lock(ctx, func(now time.Time) error {
		s.cache[key] = cacheEntry{value: bytes.Clone(value), expires: now.Add(ttl)}
		return nil
	})
}

// CacheDelete removes key; removing an absent key is not an error.
func (s *Store) CacheDelete(ctx context.Context, key string) error {
	return s.lock(ctx, func(time.Time) error {
		delete(s.cache, key)
		return nil
	})
}
