package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/payhub/payhub/sandbox/login"
)

// SaveAuthRequest stores a new authorization request, and forgets the
// ones abandoned for longer than login.AuthRequestTTL.
func (s LoginStore) SaveAuthRequest(ctx context.Context, r login.AuthRequest) error {
	doc, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("sqlite: auth request: %w", err)
	}
	return s.db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM login_auth_requests WHERE created_at < ?`,
			toMillis(r.Created.Add(-login.AuthRequestTTL))); err != nil {
			return fmt.Errorf("sqlite: forget old auth requests: %w", err)
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO login_auth_requests (id, request, created_at) VALUES (?, ?, ?)`,
			r.ID, string(doc), toMillis(r.Created))
		if err != nil {
			return fmt.Errorf("sqlite: save auth request: %w", err)
		}
		return nil
	})
}

func scanAuthRequest(row interface{ Scan(...any) error }) (login.AuthRequest, time.Time, error) {
	var doc, userID string
	var authTime, codeAt int64
	if err := row.Scan(&doc, &userID, &authTime, &codeAt); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return login.AuthRequest{}, time.Time{}, login.ErrNotFound
		}
		return login.AuthRequest{}, time.Time{}, fmt.Errorf("sqlite: auth request: %w", err)
	}
	var r login.AuthRequest
	if err := json.Unmarshal([]byte(doc), &r); err != nil {
		return login.AuthRequest{}, time.Time{}, fmt.Errorf("sqlite: auth request document: %w", err)
	}
	r.UserID = userID
	if authTime > 0 {
		r.AuthTime = fromMillis(authTime)
	}
	return r, fromMillis(codeAt), nil
}

// AuthRequestByID returns the request, or login.ErrNotFound.
func (s LoginStore) AuthRequestByID(ctx context.Context, id string) (login.AuthRequest, error) {
	r, _, err := scanAuthRequest(s.db.sql.QueryRowContext(ctx,
		`SELECT request, user_id, auth_time, code_at FROM login_auth_requests WHERE id = ?`, id))
	return r, err
}

// CompleteAuthRequest records who signed in; only once per request.
func (s LoginStore) CompleteAuthRequest(ctx context.Context, id, userID string, at time.Time) error {
	res, err := s.db.sql.ExecContext(ctx,
		`UPDATE login_auth_requests SET user_id = ?, auth_time = ? WHERE id = ? AND user_id = ''`,
		userID, toMillis(at), id)
	if err != nil {
		return fmt.Errorf("sqlite: complete auth request: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return errors.Join(login.ErrNotFound, err)
	}
	return nil
}

// SaveAuthCode attaches code to a completed request.
func (s LoginStore) SaveAuthCode(ctx context.Context, id, code string, now time.Time) error {
	res, err := s.db.sql.ExecContext(ctx,
		`UPDATE login_auth_requests SET code = ?, code_at = ? WHERE id = ? AND user_id <> ''`, code, toMillis(now), id)
	if err != nil {
		return fmt.Errorf("sqlite: save auth code: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return errors.Join(login.ErrNotFound, err)
	}
	return nil
}

// TakeAuthCode returns code's request and detaches the code in the same
// statement, so that two redemptions never both find it.
func (s LoginStore) TakeAuthCode(ctx context.Context, code string) (login.AuthRequest, time.Time, error) {
	if code == "" {
		return login.AuthRequest{}, time.Time{}, login.ErrNotFound
	}
	return scanAuthRequest(s.db.sql.QueryRowContext(ctx, `
		UPDATE login_auth_requests SET code = NULL WHERE code = ?
		RETURNING request, user_id, auth_time, code_at`, code))
}

// DeleteAuthRequest removes the request.
func (s LoginStore) DeleteAuthRequest(ctx context.Context, id string) error {
	if _, err := s.db.sql.ExecContext(ctx, `DELETE FROM login_auth_requests WHERE id = ?`, id); err != nil {
		return fmt.Errorf("sqlite: delete auth request: %w", err)
	}
	return nil
}

// SaveToken stores an issued access token, and forgets the expired ones.
func (s LoginStore) SaveToken(ctx context.Context, t login.Token) error {
	return s.db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM login_tokens WHERE expires_at < ?`,
			toMillis(t.ExpiresAt.Add(-login.AccessTokenTTL))); err != nil {
			return fmt.Errorf("sqlite: forget expired tokens: %w", err)
		}
		_, err := tx.ExecContext(ctx, `
			INSERT INTO login_tokens (id, user_id, client_id, scopes, expires_at) VALUES (?, ?, ?, ?, ?)`,
			t.ID, t.UserID, t.ClientID, strings.Join(t.Scopes, " "), toMillis(t.ExpiresAt))
		if err != nil {
			return fmt.Errorf("sqlite: save token: %w", err)
		}
		return nil
	})
}

// TokenByID returns the token, or login.ErrNotFound.
func (s LoginStore) TokenByID(ctx context.Context, id string) (login.Token, error) {
	t := login.Token{ID: id}
	var scopes string
	var expires int64
	err := s.db.sql.QueryRowContext(ctx, `SELECT user_id, client_id, scopes, expires_at FROM login_tokens WHERE id = ?`,
		id).Scan(&t.UserID, &t.ClientID, &scopes, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return login.Token{}, login.ErrNotFound
	}
	if err != nil {
		return login.Token{}, fmt.Errorf("sqlite: token: %w", err)
	}
	t.Scopes, t.ExpiresAt = strings.Fields(scopes), fromMillis(expires)
	return t, nil
}

// DeleteToken removes one token.
func (s LoginStore) DeleteToken(ctx context.Context, id string) error {
	if _, err := s.db.sql.ExecContext(ctx, `DELETE FROM login_tokens WHERE id = ?`, id); err != nil {
		return fmt.Errorf("sqlite: delete token: %w", err)
	}
	return nil
}

// DeleteTokens removes the user's tokens of clientID, or of every client
// when it is empty.
func (s LoginStore) DeleteTokens(ctx context.Context, userID, clientID string) error {
	_, err := s.db.sql.ExecContext(ctx,
		`DELETE FROM login_tokens WHERE user_id = ? AND (? = '' OR client_id = ?)`, userID, clientID, clientID)
	if err != nil {
		return fmt.Errorf("sqlite: delete tokens: %w", err)
	}
	return nil
}
