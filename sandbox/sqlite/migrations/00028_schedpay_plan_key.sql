-- Scheduled payments: a plan keeps the Idempotency-Key of the create that
-- made it (NULL when none was sent). A key is unique per user, so a create
-- sent again with its key (after a time-out, or a failure answered after
-- the plan was stored) finds the plan it made instead of making a second.

-- +goose Up
ALTER TABLE schedpay_plans ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX schedpay_plans_user_key ON schedpay_plans (user_id, idempotency_key)
    WHERE idempotency_key IS NOT NULL;

-- +goose Down
DROP INDEX schedpay_plans_user_key;
ALTER TABLE schedpay_plans DROP COLUMN idempotency_key;
