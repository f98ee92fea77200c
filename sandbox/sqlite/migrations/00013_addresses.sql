-- Addresses service (spec 000 §7 "Addresses service": GET and POST
-- /v1/addresses, PATCH and DELETE /v1/addresses/{id}): a signed-in user's
-- saved addresses. An address is kept as one JSON document in the wire
-- shape of bff/upstream/addresses (Address); times are Unix milliseconds
-- (UTC).

-- +goose Up
CREATE TABLE addresses (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL CHECK (user_id <> ''),
    doc        TEXT NOT NULL CHECK (json_valid(doc)),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
) STRICT;

CREATE INDEX addresses_by_user ON addresses (user_id, created_at, id);

-- +goose Down
DROP INDEX addresses_by_user;
DROP TABLE addresses;
