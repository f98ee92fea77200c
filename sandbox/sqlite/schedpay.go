package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/sandbox/outbox"
	"github.com/payhub/payhub/sandbox/schedpay"
)

// SchedPayStore keeps scheduled-payment plans, their runs and reminders.
type SchedPayStore struct{ db *DB }

var _ schedpay.Store = SchedPayStore{}

// SchedPay returns the scheduled-payments store.
func (db *DB) SchedPay() SchedPayStore { return SchedPayStore{db: db} }

// Payable returns the payable at path in lang.
func (s SchedPayStore) Payable(ctx context.Context, path string, lang bff.Language) (payables.Payable, error) {
	return s.db.Payables().Get(ctx, path, lang)
}

// InsertPlan stores a new plan within limits and returns the plan stored,
// or the plan its user's idempotency key made already. The transaction
// takes the write lock at its start (_txlock=immediate), so concurrent
// writes check one at a time, and two creates with a key cannot both
// insert.
func (s SchedPayStore) InsertPlan(ctx context.Context, r schedpay.Record, limits schedpay.Limits) (schedpay.Record, error) {
	out := r
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		if r.IdempotencyKey != "" {
			prior, found, err := planByKey(ctx, tx, r.Plan.User.ID, r.IdempotencyKey)
			if err != nil || found {
				out = prior
				return err
			}
		}
		if err := checkLimits(ctx, tx, r, limits); err != nil {
			return err
		}
		return writePlan(ctx, tx, r, true)
	})
	return out, err
}

// planByKey is the plan user's create with idempotency key made, if any.
func planByKey(ctx context.Context, q querier, user, key string) (schedpay.Record, bool, error) {
	var doc string
	err := q.QueryRowContext(ctx, `SELECT doc FROM schedpay_plans WHERE user_id = ? AND idempotency_key = ?`, user, key).Scan(&doc)
	if errors.Is(err, sql.ErrNoRows) {
		return schedpay.Record{}, false, nil
	}
	if err != nil {
		return schedpay.Record{}, false, fmt.Errorf("sqlite: plan of key: %w", err)
	}
	r, err := decodePlan(doc)
	return r, err == nil, err
}

// checkLimits checks, inside a write transaction, that r may be active
// beside its user's other active plans, and that its sole tender is no
// other plan's.
func checkLimits(ctx context.Context, tx *sql.Tx, r schedpay.Record, l schedpay.Limits) error {
	if l.SoleTender != "" {
		var n int
		if err := tx.QueryRowContext(ctx, `
			SELECT count(*) FROM schedpay_plans
			WHERE user_id = ? AND id <> ? AND json_extract(doc, '$.plan.tender.token') = ?`,
			r.Plan.User.ID, r.Plan.ID, l.SoleTender).Scan(&n); err != nil {
			return fmt.Errorf("sqlite: plan %s: %w", r.Plan.ID, err)
		}
		if n > 0 {
			return schedpay.ErrTenderTaken
		}
	}
	if !r.Plan.Active || (!l.DenyDuplicates && l.MaxActive <= 0) {
		return nil
	}
	var all, same int
	if err := tx.QueryRowContext(ctx, `
		SELECT count(*), coalesce(sum(payable_path = ?), 0) FROM schedpay_plans
		WHERE user_id = ? AND active AND id <> ?`,
		r.Plan.PayablePath, r.Plan.User.ID, r.Plan.ID).Scan(&all, &same); err != nil {
		return fmt.Errorf("sqlite: plan %s: %w", r.Plan.ID, err)
	}
	switch {
	case l.DenyDuplicates && same > 0:
		return schedpay.ErrDuplicatePlan
	case l.MaxActive > 0 && all >= l.MaxActive:
		return schedpay.ErrTooManyPlans
	}
	return nil
}

func writePlan(ctx context.Context, tx *sql.Tx, r schedpay.Record, insert bool) error {
	doc, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("sqlite: plan %s: %w", r.Plan.ID, err)
	}
	p := r.Plan
	created, err := time.Parse(time.RFC3339, p.CreatedAt)
	if err != nil {
		return fmt.Errorf("sqlite: plan %s: created at: %w", p.ID, err)
	}
	if insert {
		_, err = tx.ExecContext(ctx, `
			INSERT INTO schedpay_plans (id, user_id, payable_path, client, site, active, created_at, doc, idempotency_key)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			p.ID, p.User.ID, p.PayablePath, p.Client, p.Site, p.Active, toMillis(created), string(doc),
			sql.NullString{String: r.IdempotencyKey, Valid: r.IdempotencyKey != ""})
	} else {
		_, err = tx.ExecContext(ctx, `UPDATE schedpay_plans SET active = ?, doc = ? WHERE id = ?`,
			p.Active, string(doc), p.ID)
	}
	if err != nil {
		return fmt.Errorf("sqlite: plan %s: %w", p.ID, err)
	}
	return nil
}

// Plan returns a plan, active or not.
func (s SchedPayStore) Plan(ctx context.Context, id string) (schedpay.Record, error) {
	return planOf(ctx, s.db.sql, id)
}

func planOf(ctx context.Context, q querier, id string) (schedpay.Record, error) {
	var doc string
	err := q.QueryRowContext(ctx, `SELECT doc FROM schedpay_plans WHERE id = ?`, id).Scan(&doc)
	if errors.Is(err, sql.ErrNoRows) {
		return schedpay.Record{}, bff.Errorf(bff.CodeNotFound, "No plan %s.", id)
	}
	if err != nil {
		return schedpay.Record{}, fmt.Errorf("sqlite: plan %s: %w", id, err)
	}
	return decodePlan(doc)
}

func decodePlan(doc string) (schedpay.Record, error) {
	var r schedpay.Record
	if err := json.Unmarshal([]byte(doc), &r); err != nil {
		return schedpay.Record{}, fmt.Errorf("sqlite: plan: %w", err)
	}
	return r, nil
}

// UpdatePlan loads a plan, applies fn and stores it within the limits fn
// answers, in one transaction.
func (s SchedPayStore) UpdatePlan(ctx context.Context, id string, fn func(*schedpay.Record) (schedpay.Limits, error)) (schedpay.Record, error) {
	var out schedpay.Record
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		r, err := planOf(ctx, tx, id)
		if err != nil {
			return err
		}
		limits, err := fn(&r)
		if err != nil {
			return err
		}
		if err := checkLimits(ctx, tx, r, limits); err != nil {
			return err
		}
		out = r
		return writePlan(ctx, tx, r, false)
	})
	return out, err
}

// Plans returns the plans f selects, oldest first. The user's e-mail and
// name are matched case-insensitively inside the documents.
func (s SchedPayStore) Plans(ctx context.Context, f schedpay.Filter) ([]schedpay.Record, error) {
	var where []string
	var args []any
	if f.UserID != "" {
		where, args = append(where, `user_id = ?`), append(args, f.UserID)
	}
	if f.UserEmail != "" {
		where, args = append(where, `lower(json_extract(doc, '$.plan.user.email')) = lower(?)`), append(args, f.UserEmail)
	}
	if f.UserName != "" {
		where, args = append(where, `lower(json_extract(doc, '$.plan.user.name')) = lower(?)`), append(args, f.UserName)
	}
	if f.IdempotencyKey != "" {
		where, args = append(where, `idempotency_key = ?`), append(args, f.IdempotencyKey)
	}
	if len(f.PayablePaths) > 0 {
		where = append(where, `payable_path IN (?`+strings.Repeat(`, ?`, len(f.PayablePaths)-1)+`)`)
		for _, p := range f.PayablePaths {
			args = append(args, p)
		}
	}
	if !f.IncludeInactive {
		where = append(where, `active`)
	}
	query := `SELECT doc FROM schedpay_plans`
	if len(where) > 0 {
		query += ` WHERE ` + strings.Join(where, ` AND `)
	}
	rows, err := s.db.sql.QueryContext(ctx, query+` ORDER BY created_at, id`, args...)
	if err != nil {
		return nil, fmt.Errorf("sqlite: plans: %w", err)
	}
	defer rows.Close()
	out := []schedpay.Record{}
	for rows.Next() {
		var doc string
		if err := rows.Scan(&doc); err != nil {
			return nil, fmt.Errorf("sqlite: plans: %w", err)
		}
		r, err := decodePlan(doc)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

const runColumns = `run_key, plan_id, run_date, manual, status, COALESCE(cart_id, ''), COALESCE(request, ''),
	amount, fee, receipt_id, confirmation, failure_reason, created_at, attempts, next_attempt_at`

func scanRun(sc interface{ Scan(...any) error }) (schedpay.RunRecord, error) {
	var r schedpay.RunRecord
	var created int64
	var next sql.NullInt64
	err := sc.Scan(&r.Key, &r.PlanID, &r.Date, &r.Manual, &r.Status, &r.CartID, &r.Request,
		&r.Amount, &r.Fee, &r.ReceiptID, &r.Confirmation, &r.FailureReason, &created, &r.Attempts, &next)
	r.CreatedAt = fromMillis(created)
	if next.Valid {
		r.NextAttemptAt = fromMillis(next.Int64)
	}
	return r, err
}

func (s SchedPayStore) runs(ctx context.Context, where string, args ...any) ([]schedpay.RunRecord, error) {
	rows, err := s.db.sql.QueryContext(ctx, `SELECT `+runColumns+` FROM schedpay_runs WHERE `+where, args...)
	if err != nil {
		return nil, fmt.Errorf("sqlite: runs: %w", err)
	}
	defer rows.Close()
	out := []schedpay.RunRecord{}
	for rows.Next() {
		r, err := scanRun(rows)
		if err != nil {
			return nil, fmt.Errorf("sqlite: runs: %w", err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// Runs returns a plan's recorded runs, by date.
func (s SchedPayStore) Runs(ctx context.Context, planID string) ([]schedpay.RunRecord, error) {
	return s.runs(ctx, `plan_id = ? ORDER BY run_date, created_at, run_key`, planID)
}

// Processing returns the runs still processing, oldest first.
func (s SchedPayStore) Processing(ctx context.Context) ([]schedpay.RunRecord, error) {
	return s.runs(ctx, `status = ? ORDER BY created_at, run_key`, wire.RunProcessing)
}

func runOf(ctx context.Context, q querier, key string) (schedpay.RunRecord, error) {
	r, err := scanRun(q.QueryRowContext(ctx, `SELECT `+runColumns+` FROM schedpay_runs WHERE run_key = ?`, key))
	if errors.Is(err, sql.ErrNoRows) {
		return r, bff.Errorf(bff.CodeNotFound, "No run %s.", key)
	}
	if err != nil {
		return r, fmt.Errorf("sqlite: run %s: %w", key, err)
	}
	return r, nil
}

// ClaimRun records r unless its key is recorded, skipped when its plan as
// read in the same transaction is canceled or paused on its date.
func (s SchedPayStore) ClaimRun(ctx context.Context, r schedpay.RunRecord) (schedpay.RunRecord, bool, error) {
	var out schedpay.RunRecord
	var claimed bool
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		plan, err := planOf(ctx, tx, r.PlanID)
		if err != nil {
			return err
		}
		r = schedpay.ScreenClaim(plan, r)
		res, err := tx.ExecContext(ctx, `
			INSERT INTO schedpay_runs (run_key, plan_id, run_date, manual, status, amount, failure_reason, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (run_key) DO NOTHING`,
			r.Key, r.PlanID, r.Date, r.Manual, r.Status, r.Amount, r.FailureReason, toMillis(r.CreatedAt))
		if err != nil {
			return fmt.Errorf("sqlite: claim run %s: %w", r.Key, err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return fmt.Errorf("sqlite: claim run %s: %w", r.Key, err)
		}
		claimed = n == 1
		out, err = runOf(ctx, tx, r.Key)
		return err
	})
	return out, claimed, err
}

// PrepareRun stores the check-out prepared for a processing run that has
// none, and returns the run as recorded.
func (s SchedPayStore) PrepareRun(ctx context.Context, key, cartID, request string) (schedpay.RunRecord, error) {
	var out schedpay.RunRecord
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `
			UPDATE schedpay_runs SET cart_id = ?, request = ?
			WHERE run_key = ? AND status = ? AND request IS NULL`,
			cartID, request, key, wire.RunProcessing); err != nil {
			return fmt.Errorf("sqlite: prepare run %s: %w", key, err)
		}
		var err error
		out, err = runOf(ctx, tx, key)
		return err
	})
	return out, err
}

// ResetRun forgets the prepared check-out of a processing run that is
// still cartID's.
func (s SchedPayStore) ResetRun(ctx context.Context, key, cartID string) error {
	_, err := s.db.sql.ExecContext(ctx, `
		UPDATE schedpay_runs SET cart_id = NULL, request = NULL
		WHERE run_key = ? AND status = ? AND cart_id = ?`, key, wire.RunProcessing, cartID)
	if err != nil {
		return fmt.Errorf("sqlite: reset run %s: %w", key, err)
	}
	return nil
}

// DeferRun counts a failed try of a processing run and sets when it may be
// tried again, and returns the run as recorded.
func (s SchedPayStore) DeferRun(ctx context.Context, key string, next time.Time) (schedpay.RunRecord, error) {
	var out schedpay.RunRecord
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `
			UPDATE schedpay_runs SET attempts = attempts + 1, next_attempt_at = ?
			WHERE run_key = ? AND status = ?`, toMillis(next), key, wire.RunProcessing); err != nil {
			return fmt.Errorf("sqlite: defer run %s: %w", key, err)
		}
		var err error
		out, err = runOf(ctx, tx, key)
		return err
	})
	return out, err
}

// FinishRun writes a processing run's outcome and queues mail with it.
func (s SchedPayStore) FinishRun(ctx context.Context, r schedpay.RunRecord, finished time.Time, mail *outbox.Message) (bool, error) {
	var done bool
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `
			UPDATE schedpay_runs SET status = ?, amount = ?, fee = ?, receipt_id = ?, confirmation = ?,
				failure_reason = ?, finished_at = ?
			WHERE run_key = ? AND status = ?`,
			r.Status, r.Amount, r.Fee, r.ReceiptID, r.Confirmation, r.FailureReason, toMillis(finished),
			r.Key, wire.RunProcessing)
		if err != nil {
			return fmt.Errorf("sqlite: finish run %s: %w", r.Key, err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return fmt.Errorf("sqlite: finish run %s: %w", r.Key, err)
		}
		if done = n == 1; done && mail != nil {
			return insertMessage(ctx, tx, *mail)
		}
		return nil
	})
	return done, err
}

// Remind records a run date's reminder and queues mail, once.
func (s SchedPayStore) Remind(ctx context.Context, planID, date string, mail outbox.Message) (bool, error) {
	var sent bool
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `
			INSERT INTO schedpay_reminders (plan_id, run_date, sent_at) VALUES (?, ?, ?)
			ON CONFLICT (plan_id, run_date) DO NOTHING`, planID, date, toMillis(mail.SentAt))
		if err != nil {
			return fmt.Errorf("sqlite: reminder %s %s: %w", planID, date, err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return fmt.Errorf("sqlite: reminder %s %s: %w", planID, date, err)
		}
		if sent = n == 1; sent {
			return insertMessage(ctx, tx, mail)
		}
		return nil
	})
	return sent, err
}
