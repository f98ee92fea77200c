package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/payhub/payhub/bff"
)

// GetSession returns the live session id, or bff.ErrNotFound.
func (s *Store) GetSession(ctx context.Context, id string) (bff.Session, error) {
	if err := s.check(ctx); err != nil {
		return bff.Session{}, err
	}
	out := bff.Session{ID: id}
	err := s.queryRow(ctx, "SELECT user_id, data, version FROM sessions WHERE id = ? AND expires > ?",
		[]any{id, s.now().UnixNano()}, &out.UserID, &out.Data, &out.Version)
	if errors.Is(err, sql.ErrNoRows) {
		return bff.Session{}, bff.ErrNotFound
	}
	if err != nil {
		return bff.Session{}, wrap("get session", err)
	}
	return out, nil
}

// PutSession stores sess for ttl, replacing any session with its id, at
// the next version of the live one (1 when there is none).
func (s *Store) PutSession(ctx context.Context, sess bff.Session, ttl time.Duration) error {
	return wrap("put session", s.tx(ctx, func(tx *sql.Tx, now int64) error {
		cur, err := s.liveVersion(ctx, tx, sess.ID, now)
		if err != nil {
			return err
		}
		return s.writeSession(ctx, tx, sess, cur+1, now, ttl)
	}))
}

// SwapSession stores sess for ttl only while the live session under its id
// has version sess.Version (0: while there is none); the check and the
// write are one transaction.
func (s *Store) SwapSession(ctx context.Context, sess bff.Session, ttl time.Duration) (bool, error) {
	swapped := false
	err := s.tx(ctx, func(tx *sql.Tx, now int64) error {
		cur, err := s.liveVersion(ctx, tx, sess.ID, now)
		if err != nil {
			return err
		}
		if cur != sess.Version {
			// Still checked: a refused swap with a bad ttl is the
			// caller's mistake all the same.
			_, err := expiry(now, ttl)
			return err
		}
		if err := s.writeSession(ctx, tx, sess, cur+1, now, ttl); err != nil {
			return err
		}
		swapped = true
		return nil
	})
	return swapped, wrap("swap session", err)
}

// liveVersion is the version of the live session id, 0 when there is none.
func (s *Store) liveVersion(ctx context.Context, tx *sql.Tx, id string, now int64) (int64, error) {
	var v int64
	err := s.txQueryRow(ctx, tx, sqlLiveVersion, []any{id, now}, &v)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return v, err
}

// writeSession writes sess at version, replacing the row (and so its user)
// whatever it held.
func (s *Store) writeSession(ctx context.Context, tx *sql.Tx, sess bff.Session, version, now int64, ttl time.Duration) error {
	exp, err := expiry(now, ttl)
	if err != nil {
		return err
	}
	_, err = s.txExec(ctx, tx, sqlPutSession, sess.ID, sess.UserID, sess.Data, version, exp)
	return err
}

// DeleteSession removes session id; removing an absent session is not an
// error.
func (s *Store) DeleteSession(ctx context.Context, id string) error {
	if err := s.check(ctx); err != nil {
		return err
	}
	_, err := s.exec(ctx, "DELETE FROM sessions WHERE id = ?", id)
	return wrap("delete session", err)
}

// DeleteUserSessions removes every session of userID and returns how many
// were live. An empty userID (guests) matches nothing.
func (s *Store) DeleteUserSessions(ctx context.Context, userID string) (int, error) {
	n := 0
	err := s.tx(ctx, func(tx *sql.Tx, now int64) error {
		if userID == "" {
			return nil
		}
		if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM sessions WHERE user_id = ? AND expires > ?", userID, now).Scan(&n); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, "DELETE FROM sessions WHERE user_id = ?", userID)
		return err
	})
	return n, wrap("delete user sessions", err)
}
