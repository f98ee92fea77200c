package sqlite

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"time"

	wire "github.com/payhub/payhub/bff/upstream/forms"
	wireuploads "github.com/payhub/payhub/bff/upstream/uploads"
	"github.com/payhub/payhub/sandbox/forms"
	"github.com/payhub/payhub/sandbox/outbox"
	"github.com/payhub/payhub/sandbox/uploads"
)

// FormsStore keeps the sites' forms and the filed ones.
type FormsStore struct{ db *DB }

var _ forms.Store = FormsStore{}

// Forms returns the forms store.
func (db *DB) Forms() FormsStore { return FormsStore{db: db} }

// Forms returns the forms of client/site in their order.
func (s FormsStore) Forms(ctx context.Context, client, site string) ([]wire.Form, error) {
	rows, err := s.db.sql.QueryContext(ctx,
		`SELECT doc FROM forms_definitions WHERE client = ? AND site = ? ORDER BY position`, client, site)
	if err != nil {
		return nil, fmt.Errorf("sqlite: forms: %w", err)
	}
	defer rows.Close()
	var out []wire.Form
	for rows.Next() {
		var doc string
		var f wire.Form
		if err := rows.Scan(&doc); err != nil {
			return nil, fmt.Errorf("sqlite: forms: %w", err)
		}
		if err := json.Unmarshal([]byte(doc), &f); err != nil {
			return nil, fmt.Errorf("sqlite: form: %w", err)
		}
		out = append(out, f)
	}
	return out, rows.Err()
}

// SaveSubmission stores r with its uploads and queues mails, in one
// transaction (see forms.Store).
func (s FormsStore) SaveSubmission(ctx context.Context, r forms.Record, mails []outbox.Message) (wire.Submission, error) {
	out := r.Submission
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		if r.IdempotencyKey != "" {
			prior, found, err := submissionByKey(ctx, tx, r)
			if err != nil || found {
				out = prior
				return err
			}
		}
		out.Uploads = map[string][]wireuploads.Upload{}
		for _, field := range slices.Sorted(maps.Keys(r.UploadIDs)) {
			tag := wire.UploadTag(out.Client, out.Site, out.Slug, field, r.UploadOwner)
			for _, id := range r.UploadIDs[field] {
				u, err := taggedUpload(ctx, tx, id, tag, out.SubmittedAt)
				if errors.Is(err, uploads.ErrNotFound) {
					return forms.ErrUploadUnavailable
				}
				if err != nil {
					return err
				}
				out.Uploads[field] = append(out.Uploads[field], u)
			}
		}
		doc, err := json.Marshal(out)
		if err != nil {
			return fmt.Errorf("sqlite: submission: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `
			INSERT INTO forms_submissions (id, confirmation, client, site, slug, user_id, email, language,
				signature_png, doc, idempotency_key, submitted_at, request_hash)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			out.ID, out.ConfirmationNumber, out.Client, out.Site, out.Slug, nullable(r.UserID), nullable(r.Email),
			r.Language, r.SignaturePNG, string(doc), nullable(r.IdempotencyKey), toMillis(out.SubmittedAt),
			nullable(r.RequestHash)); err != nil {
			return fmt.Errorf("sqlite: submission: %w", err)
		}
		// An upload is held by one submission: the primary key refuses a
		// second holder, and the whole filing with it.
		for field, list := range out.Uploads {
			for i, u := range list {
				res, err := tx.ExecContext(ctx, `INSERT INTO forms_submission_uploads (upload_id, submission_id, field, position)
					VALUES (?, ?, ?, ?) ON CONFLICT (upload_id) DO NOTHING`, u.ID, out.ID, field, i)
				if err != nil {
					return fmt.Errorf("sqlite: attach upload: %w", err)
				}
				if n, err := res.RowsAffected(); err != nil || n != 1 {
					return errors.Join(forms.ErrUploadUnavailable, err)
				}
				// Attached, the file is kept as long as the filing.
				if _, err := tx.ExecContext(ctx, `UPDATE uploads SET retain_until = ? WHERE id = ?`,
					toMillis(out.SubmittedAt.Add(wire.AttachedRetention)), u.ID); err != nil {
					return fmt.Errorf("sqlite: retain upload: %w", err)
				}
			}
		}
		for _, m := range mails {
			m.Text += attachmentsText(out)
			if err := insertMessage(ctx, tx, m); err != nil {
				return err
			}
		}
		return nil
	})
	return out, err
}

// attachmentsText lists a submission's files for its e-mail copy.
func attachmentsText(sub wire.Submission) string {
	var b bytes.Buffer
	for _, field := range slices.Sorted(maps.Keys(sub.Uploads)) {
		for _, u := range sub.Uploads[field] {
			fmt.Fprintf(&b, "Attachment: %s (%d bytes, %s)\n", u.Name, u.SizeBytes, u.MimeType)
		}
	}
	return b.String()
}

// taggedUpload reads a stored upload created under tag, the filing's
// form, field and owner, and kept at the filing's time at: another's
// upload, one of another form or field, or one whose retention passed by
// the service's clock (even if not removed yet), is not found.
func taggedUpload(ctx context.Context, tx *sql.Tx, id, tag string, at time.Time) (wireuploads.Upload, error) {
	var got string
	var until int64
	err := tx.QueryRowContext(ctx, `SELECT source_tag, retain_until FROM uploads WHERE id = ?`, id).Scan(&got, &until)
	switch {
	case errors.Is(err, sql.ErrNoRows), err == nil && (got != tag || until <= toMillis(at)):
		return wireuploads.Upload{ID: id}, uploads.ErrNotFound
	case err != nil:
		return wireuploads.Upload{ID: id}, fmt.Errorf("sqlite: upload: %w", err)
	}
	return storedUpload(ctx, tx, id)
}

// submissionByKey is the submission r's key filed already on its site, if
// any; forms.ErrKeyReused when it was another filer's or another form,
// forms.ErrKeyMismatch when it filed another request (one filed before
// requests were kept by digest is answered as before).
func submissionByKey(ctx context.Context, tx *sql.Tx, r forms.Record) (wire.Submission, bool, error) {
	var doc string
	var user, hash sql.NullString
	err := tx.QueryRowContext(ctx, `SELECT doc, user_id, request_hash FROM forms_submissions
		WHERE client = ? AND site = ? AND idempotency_key = ?`,
		r.Submission.Client, r.Submission.Site, r.IdempotencyKey).Scan(&doc, &user, &hash)
	if errors.Is(err, sql.ErrNoRows) {
		return wire.Submission{}, false, nil
	}
	if err != nil {
		return wire.Submission{}, false, fmt.Errorf("sqlite: submission of key: %w", err)
	}
	var sub wire.Submission
	if err := json.Unmarshal([]byte(doc), &sub); err != nil {
		return sub, false, fmt.Errorf("sqlite: submission: %w", err)
	}
	if user.String != r.UserID || sub.Slug != r.Submission.Slug {
		return wire.Submission{}, false, forms.ErrKeyReused
	}
	if hash.Valid && hash.String != r.RequestHash {
		return wire.Submission{}, false, forms.ErrKeyMismatch
	}
	return sub, true, nil
}

// Submissions returns userID's filed forms on client/site, newest first.
func (s FormsStore) Submissions(ctx context.Context, client, site, userID string) ([]wire.Submission, error) {
	rows, err := s.db.sql.QueryContext(ctx, `SELECT doc FROM forms_submissions
		WHERE client = ? AND site = ? AND user_id = ? ORDER BY submitted_at DESC, id`, client, site, userID)
	if err != nil {
		return nil, fmt.Errorf("sqlite: submissions: %w", err)
	}
	defer rows.Close()
	var out []wire.Submission
	for rows.Next() {
		var doc string
		var sub wire.Submission
		if err := rows.Scan(&doc); err != nil {
			return nil, fmt.Errorf("sqlite: submissions: %w", err)
		}
		if err := json.Unmarshal([]byte(doc), &sub); err != nil {
			return nil, fmt.Errorf("sqlite: submission: %w", err)
		}
		out = append(out, sub)
	}
	return out, rows.Err()
}

// CountSubmissions returns how many forms client/site has on file, for
// tests that check a refusal stored nothing.
func (s FormsStore) CountSubmissions(ctx context.Context, client, site string) (int, error) {
	var n int
	err := s.db.sql.QueryRowContext(ctx, `SELECT count(*) FROM forms_submissions WHERE client = ? AND site = ?`,
		client, site).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("sqlite: submissions: %w", err)
	}
	return n, nil
}

// SeedForms writes each site's forms (their configuration): sunshine/demo
// and the forms-only starlight/forms offer the insurance affidavit. It is
// idempotent.
func (db *DB) SeedForms(ctx context.Context) error {
	doc, err := json.Marshal(forms.InsuranceAffidavit())
	if err != nil {
		return fmt.Errorf("sqlite: seed forms: %w", err)
	}
	return db.inTx(ctx, func(tx *sql.Tx) error {
		for _, cs := range [][2]string{{"sunshine", "demo"}, {ClientStarlight, "forms"}} {
			if _, err := tx.ExecContext(ctx, `INSERT INTO forms_definitions (client, site, slug, position, doc)
				VALUES (?, ?, ?, 0, ?) ON CONFLICT (client, site, slug) DO UPDATE SET doc = excluded.doc`,
				cs[0], cs[1], forms.SlugInsuranceAffidavit, string(doc)); err != nil {
				return fmt.Errorf("sqlite: seed forms: %w", err)
			}
		}
		return nil
	})
}
