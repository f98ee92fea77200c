-- The sandbox clock and the scheduled-payments service (v2).
--
-- sandbox_clock keeps how far the sandbox's time runs ahead of real time
-- (offset_ns, nanoseconds), so that a restarted sandbox keeps its time.
--
-- schedpay_plans keeps each plan as its JSON document (doc) beside the
-- columns it is looked up by. Times are Unix milliseconds (UTC).
--
-- schedpay_runs is a plan's past runs, one row per run key: a scheduled run's
-- key is the plan id and its date, so a run is recorded (claimed) before it
-- charges, and never twice. cart_id and request are the check-out prepared
-- for the run: a run found still processing is finished by sending that same
-- request again, with the run key as its idempotency key.
--
-- schedpay_reminders records the reminder sent for a plan's run date, once.

-- +goose Up
CREATE TABLE sandbox_clock (
    id        INTEGER PRIMARY KEY CHECK (id = 1),
    offset_ns INTEGER NOT NULL
) STRICT;

CREATE TABLE schedpay_plans (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL,
    payable_path TEXT NOT NULL,
    client       TEXT NOT NULL,
    site         TEXT NOT NULL,
    active       INTEGER NOT NULL,
    created_at   INTEGER NOT NULL,
    doc          TEXT NOT NULL
) STRICT;
CREATE INDEX schedpay_plans_user ON schedpay_plans (user_id);
CREATE INDEX schedpay_plans_payable ON schedpay_plans (payable_path);

CREATE TABLE schedpay_runs (
    run_key        TEXT PRIMARY KEY,
    plan_id        TEXT NOT NULL REFERENCES schedpay_plans (id),
    run_date       TEXT NOT NULL,
    manual         INTEGER NOT NULL DEFAULT 0,
    status         TEXT NOT NULL,
    cart_id        TEXT,
    request        TEXT,
    amount         TEXT NOT NULL DEFAULT '',
    fee            TEXT NOT NULL DEFAULT '',
    receipt_id     TEXT NOT NULL DEFAULT '',
    confirmation   TEXT NOT NULL DEFAULT '',
    failure_reason TEXT NOT NULL DEFAULT '',
    created_at     INTEGER NOT NULL,
    finished_at    INTEGER
) STRICT;
CREATE INDEX schedpay_runs_plan ON schedpay_runs (plan_id, run_date);

CREATE TABLE schedpay_reminders (
    plan_id  TEXT NOT NULL REFERENCES schedpay_plans (id),
    run_date TEXT NOT NULL,
    sent_at  INTEGER NOT NULL,
    PRIMARY KEY (plan_id, run_date)
) STRICT;

-- +goose Down
DROP TABLE schedpay_reminders;
DROP TABLE schedpay_runs;
DROP TABLE schedpay_plans;
DROP TABLE sandbox_clock;
