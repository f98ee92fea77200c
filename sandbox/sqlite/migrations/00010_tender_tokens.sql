-- Wallet host: tokenized tenders (spec 001 §3 "Wallet tender", spec 000 §7
-- card-input frame). A token stands for a card or bank account typed into
-- the card-input frame. Only what may be shown and the outcome a charge
-- will have are kept: NEVER the card number, the security code or the bank
-- account number. created_at is Unix milliseconds (UTC).

-- +goose Up
CREATE TABLE tender_tokens (
    token             TEXT PRIMARY KEY CHECK (token LIKE 'tndr\_%' ESCAPE '\'),
    type              TEXT NOT NULL CHECK (type IN ('card', 'bank')),
    card_brand        TEXT NOT NULL DEFAULT '',
    last_digits       TEXT NOT NULL CHECK (length(last_digits) BETWEEN 1 AND 4),
    -- expiry is MM/YY for cards, empty for banks.
    expiry            TEXT NOT NULL DEFAULT '' CHECK (expiry = '' OR expiry GLOB '[01][0-9]/[0-9][0-9]'),
    bank_account_type TEXT NOT NULL DEFAULT '' CHECK (bank_account_type IN ('', 'checking', 'savings')),
    outcome           TEXT NOT NULL,
    cart_id           TEXT NOT NULL,
    client            TEXT NOT NULL DEFAULT '',
    site              TEXT NOT NULL DEFAULT '',
    created_at        INTEGER NOT NULL
) STRICT;

CREATE INDEX tender_tokens_by_cart ON tender_tokens (cart_id);

-- +goose Down
DROP TABLE tender_tokens;
