-- Wallet: the sandbox ledger of charges to tender tokens. reference is the
-- cart id; amount is an exact decimal string ("1234.56"), never a float.
-- A cart is charged successfully at most once: the partial unique index
-- lets any number of declined attempts sit beside one approved charge.

-- +goose Up
CREATE TABLE charges (
    id         INTEGER PRIMARY KEY,
    reference  TEXT NOT NULL,
    token      TEXT NOT NULL REFERENCES tender_tokens (token),
    amount     TEXT NOT NULL CHECK (amount GLOB '[0-9]*.[0-9][0-9]' AND amount NOT GLOB '*[^0-9.]*'),
    outcome    TEXT NOT NULL,
    auth_code  TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL
) STRICT;

CREATE UNIQUE INDEX charges_one_approved_per_reference ON charges (reference) WHERE outcome = 'approved';

CREATE INDEX charges_by_reference ON charges (reference, id);

-- +goose Down
DROP TABLE charges;
