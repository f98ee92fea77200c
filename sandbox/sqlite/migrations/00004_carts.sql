-- Cart service, version 3 (spec 000 §7 "Cart service"). A cart is kept as
-- one JSON document (sandbox/cart Record: items, lock, restriction,
-- metadata, check-out bookkeeping); the columns beside it are the keys it is
-- looked up by. Times are Unix milliseconds (UTC). Amounts are exact decimal
-- strings inside the document, never floats.

-- +goose Up
CREATE TABLE carts (
    id                  TEXT PRIMARY KEY,
    client              TEXT NOT NULL CHECK (client = lower(client)),
    site                TEXT NOT NULL CHECK (site = lower(site)),
    user_id             TEXT NOT NULL DEFAULT '',
    status              TEXT NOT NULL CHECK (status IN ('open', 'checking_out', 'checked_out', 'retired')),
    -- Set once the cart is paid; one confirmation number per payment.
    confirmation_number TEXT UNIQUE,
    created_at          INTEGER NOT NULL,
    updated_at          INTEGER NOT NULL,
    expires_at          INTEGER NOT NULL,
    doc                 TEXT NOT NULL CHECK (json_valid(doc))
) STRICT;

-- +goose Down
DROP TABLE carts;
