-- The user verification service: one row per user and payable that has
-- left pending (a PIN letter was asked for). doc is the record as JSON
-- (sandbox/verify.Record), holding the PIN only as a salted hash.

-- +goose Up
CREATE TABLE verify_statuses (
    user_id    TEXT NOT NULL,
    path       TEXT NOT NULL,
    status     TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    doc        TEXT NOT NULL,
    PRIMARY KEY (user_id, path)
) STRICT;

-- +goose Down
DROP TABLE verify_statuses;
