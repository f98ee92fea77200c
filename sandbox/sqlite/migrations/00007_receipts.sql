-- Payment history service (spec 001 §7 "Payment history service"): one
-- receipt per payment, written at check-out. The receipt is kept as a JSON
-- document in the wire shape of bff/upstream/history (Receipt); posted_at
-- is Unix milliseconds (UTC), so that "newest first" is a numeric sort.

-- +goose Up
CREATE TABLE receipts (
    id                  TEXT PRIMARY KEY,
    client              TEXT NOT NULL,
    site                TEXT NOT NULL,
    user_id             TEXT NOT NULL DEFAULT '',
    cart_id             TEXT NOT NULL DEFAULT '',
    confirmation_number TEXT NOT NULL UNIQUE,
    posted_at           INTEGER NOT NULL,
    doc                 TEXT NOT NULL CHECK (json_valid(doc))
) STRICT;

-- +goose Down
DROP TABLE receipts;
