-- Scheduled payments: a run whose check-out fails for a reason that may
-- pass (the cart service or processor unreachable, a time-out) stays
-- processing and is tried again later, with the same run key as the
-- check-out's idempotency key. attempts counts the failed tries and
-- next_attempt_at (Unix milliseconds, NULL for at once) is when the next
-- may run, so that retries back off; a run at the attempt limit is left
-- processing for an operator (docs/operations.md).

-- +goose Up
ALTER TABLE schedpay_runs ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE schedpay_runs ADD COLUMN next_attempt_at INTEGER;

-- +goose Down
ALTER TABLE schedpay_runs DROP COLUMN next_attempt_at;
ALTER TABLE schedpay_runs DROP COLUMN attempts;
