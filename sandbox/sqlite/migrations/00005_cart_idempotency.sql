-- Answers of cart check-outs sent with an Idempotency-Key, replayed when
-- the same key comes back with the same body (fingerprint: SHA-256 of the
-- body). created_at is Unix milliseconds (UTC).

-- +goose Up
CREATE TABLE cart_idempotency (
    cart_id     TEXT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
    key         TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    status      INTEGER NOT NULL,
    body        TEXT NOT NULL,
    created_at  INTEGER NOT NULL,
    PRIMARY KEY (cart_id, key)
) STRICT;

-- +goose Down
DROP TABLE cart_idempotency;
