-- The e-billing service: one row per subscription. doc is the record as
-- JSON (sandbox/ebilling.Record), holding its link and code only as
-- hashes. A payable and e-mail address (any case) have at most one
-- subscription that has not ended: the partial unique index refuses a
-- second one even when two subscribe at once.

-- +goose Up
CREATE TABLE ebilling_subscriptions (
    id          TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL,
    path        TEXT NOT NULL,
    email_lower TEXT NOT NULL,
    status      TEXT NOT NULL,
    created_at  INTEGER NOT NULL,
    doc         TEXT NOT NULL
) STRICT;
CREATE INDEX ebilling_subscriptions_user ON ebilling_subscriptions (user_id);
CREATE UNIQUE INDEX ebilling_subscriptions_open ON ebilling_subscriptions (path, email_lower)
    WHERE status <> 'unsubscribed';

-- +goose Down
DROP INDEX ebilling_subscriptions_open;
DROP INDEX ebilling_subscriptions_user;
DROP TABLE ebilling_subscriptions;
