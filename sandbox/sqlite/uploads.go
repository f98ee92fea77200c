package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	wire "github.com/payhub/payhub/bff/upstream/uploads"
	"github.com/payhub/payhub/sandbox/uploads"
)

// UploadsStore keeps the uploads service's uploads.
type UploadsStore struct{ db *DB }

var _ uploads.Store = UploadsStore{}

// Uploads returns the uploads store.
func (db *DB) Uploads() UploadsStore { return UploadsStore{db: db} }

// CreateUpload stores a new, empty upload unless its owner has maxPending
// unattached uploads kept already (uploads.ErrTooManyPending): the count
// and the insert are one statement, so uploads created at once never pass
// the limit together.
func (s UploadsStore) CreateUpload(ctx context.Context, r uploads.Record, maxPending int) error {
	res, err := s.db.sql.ExecContext(ctx, `
		INSERT INTO uploads (id, token_hash, source_tag, retain_until, created_at, owner)
		SELECT ?, ?, ?, ?, ?, ?
		WHERE ? = '' OR (SELECT count(*) FROM uploads u WHERE u.owner = ? AND u.retain_until > ?
			AND NOT EXISTS (SELECT 1 FROM forms_submission_uploads f WHERE f.upload_id = u.id)) < ?`,
		r.ID, r.TokenHash, r.SourceTag, toMillis(r.RetainUntil), toMillis(r.CreatedAt), r.Owner,
		r.Owner, r.Owner, toMillis(r.CreatedAt), maxPending)
	if err != nil {
		return fmt.Errorf("sqlite: create upload: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return errors.Join(uploads.ErrTooManyPending, err)
	}
	return nil
}

// RemoveExpired removes the uploads that no filing holds whose retention
// passed by now, and returns the file ids of those that had a file, for
// the service to remove from disk.
func (s UploadsStore) RemoveExpired(ctx context.Context, now time.Time) ([]string, error) {
	rows, err := s.db.sql.QueryContext(ctx, `
		DELETE FROM uploads WHERE retain_until <= ?
			AND NOT EXISTS (SELECT 1 FROM forms_submission_uploads f WHERE f.upload_id = uploads.id)
		RETURNING coalesce(file_id, '')`, toMillis(now))
	if err != nil {
		return nil, fmt.Errorf("sqlite: remove expired uploads: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("sqlite: remove expired uploads: %w", err)
		}
		if id != "" {
			out = append(out, id)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: remove expired uploads: %w", err)
	}
	return out, nil
}

// PendingUpload returns the id of the upload of tokenHash while it waits
// for its file.
func (s UploadsStore) PendingUpload(ctx context.Context, tokenHash string) (string, error) {
	var id, state string
	err := s.db.sql.QueryRowContext(ctx, `SELECT id, state FROM uploads WHERE token_hash = ?`, tokenHash).Scan(&id, &state)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return "", uploads.ErrNotFound
	case err != nil:
		return "", fmt.Errorf("sqlite: upload: %w", err)
	case state != "pending":
		return "", uploads.ErrUsed
	}
	return id, nil
}

// CompleteUpload records u as the upload's file, only while it is pending:
// of two files posted at once, one is kept.
func (s UploadsStore) CompleteUpload(ctx context.Context, tokenHash string, u wire.Upload, at time.Time) error {
	res, err := s.db.sql.ExecContext(ctx, `
		UPDATE uploads SET state = 'stored', name = ?, file_id = ?, size_bytes = ?, mime_type = ?, stored_at = ?
		WHERE token_hash = ? AND id = ? AND state = 'pending'`,
		u.Name, u.FileID, u.SizeBytes, u.MimeType, toMillis(at), tokenHash, u.ID)
	if err != nil {
		return fmt.Errorf("sqlite: complete upload: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return errors.Join(uploads.ErrUsed, err)
	}
	return nil
}

// Upload returns a stored upload.
func (s UploadsStore) Upload(ctx context.Context, id string) (wire.Upload, error) {
	return storedUpload(ctx, s.db.sql, id)
}

// storedUpload reads a stored upload through q.
func storedUpload(ctx context.Context, q querier, id string) (wire.Upload, error) {
	u := wire.Upload{ID: id}
	err := q.QueryRowContext(ctx, `
		SELECT name, file_id, size_bytes, mime_type FROM uploads WHERE id = ? AND state = 'stored'`, id).
		Scan(&u.Name, &u.FileID, &u.SizeBytes, &u.MimeType)
	if errors.Is(err, sql.ErrNoRows) {
		return u, uploads.ErrNotFound
	}
	if err != nil {
		return u, fmt.Errorf("sqlite: upload: %w", err)
	}
	return u, nil
}

// CountUploads returns how many uploads hold a file, for tests that check
// a refusal stored nothing.
func (s UploadsStore) CountUploads(ctx context.Context) (int, error) {
	var n int
	if err := s.db.sql.QueryRowContext(ctx, `SELECT count(*) FROM uploads WHERE state = 'stored'`).Scan(&n); err != nil {
		return 0, fmt.Errorf("sqlite: uploads: %w", err)
	}
	return n, nil
}
