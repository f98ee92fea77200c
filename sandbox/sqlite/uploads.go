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

// CreateUpload stores a new, empty upload.
func (s UploadsStore) CreateUpload(ctx context.Context, r uploads.Record) error {
	_, err := s.db.sql.ExecContext(ctx, `
		INSERT INTO uploads (id, token_hash, source_tag, retain_until, created_at) VALUES (?, ?, ?, ?, ?)`,
		r.ID, r.TokenHash, r.SourceTag, toMillis(r.RetainUntil), toMillis(r.CreatedAt))
	if err != nil {
		return fmt.Errorf("sqlite: create upload: %w", err)
	}
	return nil
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
