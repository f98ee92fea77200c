-- Wallet: the resident's stored tenders (spec 001 §3 "Wallet", §7 "Wallet"
-- API-62..71; WAL-02, WAL-03, WAL-06, WAL-13, WAL-14).
--
-- tender_tokens is rebuilt (SQLite cannot change a CHECK in place) to hold
-- what saving and the stored tenders need:
--   * user_id: the user of the e-wallet token a tender was tokenized with
--     (empty for mobile-wallet tokens), so that a claim or a user-bound
--     save can check who owns the token;
--   * cart_id may be empty: a token tokenized with a user's own e-wallet
--     token (POST /user_token) belongs to no cart and is never charged;
--   * bank_routing_number: the routing number of a bank tender (public,
--     it names the bank); the account number is still NEVER kept;
--   * holder_name: the name typed beside the card or account, the saved
--     tender's user_name when the save names none;
--   * stored_tender_id: the stored tender a token of
--     POST /tenders/{id}/validate stands for (empty for the others);
--   * type 'paypal' with no last digits: the single-use token that
--     POST /tenders/{id}/validate issues for a saved PayPal tender.
-- charges is rebuilt with it, so that its foreign key follows the new table;
-- every row of both is kept.
--
-- stored_tenders keeps a tender of one user. A card is its brand, last
-- digits and expiry; a bank account its routing number, masked account
-- number ('****6789'), type and bank name: NEVER a card or account number.
-- outcome is the outcome a charge of it will have, as in tender_tokens.
-- source_token is the tender token (or PayPal setup token) it was saved
-- from: saving the same token again answers the same tender. The partial
-- unique index leaves at most one last-used tender per user (WAL-13).
--
-- paypal_setup_tokens are the PayPal setup tokens of POST
-- /create_paypal_setup_token: created, then approved or cancelled by the
-- payer on the wallet host, then used once by POST /tenders/paypal.
-- Times are Unix milliseconds (UTC).

-- +goose Up
CREATE TABLE tender_tokens_new (
    token               TEXT PRIMARY KEY CHECK (token LIKE 'tndr\_%' ESCAPE '\'),
    type                TEXT NOT NULL CHECK (type IN ('card', 'bank', 'paypal')),
    card_brand          TEXT NOT NULL DEFAULT '',
    last_digits         TEXT NOT NULL CHECK (length(last_digits) BETWEEN 1 AND 4 OR (type = 'paypal' AND last_digits = '')),
    expiry              TEXT NOT NULL DEFAULT '' CHECK (expiry = '' OR expiry GLOB '[01][0-9]/[0-9][0-9]'),
    bank_account_type   TEXT NOT NULL DEFAULT '' CHECK (bank_account_type IN ('', 'checking', 'savings')),
    outcome             TEXT NOT NULL,
    cart_id             TEXT NOT NULL,
    client              TEXT NOT NULL DEFAULT '',
    site                TEXT NOT NULL DEFAULT '',
    created_at          INTEGER NOT NULL,
    wallet              TEXT NOT NULL DEFAULT '' CHECK (wallet IN ('', 'applePay', 'googlePay')),
    user_id             TEXT NOT NULL DEFAULT '',
    bank_routing_number TEXT NOT NULL DEFAULT '' CHECK (bank_routing_number = '' OR bank_routing_number GLOB '[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'),
    holder_name         TEXT NOT NULL DEFAULT '',
    stored_tender_id    TEXT NOT NULL DEFAULT '',
    -- A token of no cart is a user's (POST /user_token).
    CHECK (cart_id <> '' OR user_id <> '')
) STRICT;

INSERT INTO tender_tokens_new (token, type, card_brand, last_digits, expiry, bank_account_type, outcome,
    cart_id, client, site, created_at, wallet)
SELECT token, type, card_brand, last_digits, expiry, bank_account_type, outcome,
    cart_id, client, site, created_at, wallet
FROM tender_tokens;

CREATE TABLE charges_new (
    id         INTEGER PRIMARY KEY,
    reference  TEXT NOT NULL,
    token      TEXT NOT NULL REFERENCES tender_tokens_new (token),
    amount     TEXT NOT NULL CHECK (amount GLOB '[0-9]*.[0-9][0-9]' AND amount NOT GLOB '*[^0-9.]*'),
    outcome    TEXT NOT NULL,
    auth_code  TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL
) STRICT;

INSERT INTO charges_new (id, reference, token, amount, outcome, auth_code, created_at)
SELECT id, reference, token, amount, outcome, auth_code, created_at FROM charges;

DROP TABLE charges;
DROP TABLE tender_tokens;
-- Renaming the table also renames the reference of charges_new to it.
ALTER TABLE tender_tokens_new RENAME TO tender_tokens;
ALTER TABLE charges_new RENAME TO charges;

CREATE INDEX tender_tokens_by_cart ON tender_tokens (cart_id);
CREATE UNIQUE INDEX charges_one_approved_per_reference ON charges (reference) WHERE outcome = 'approved';
CREATE INDEX charges_by_reference ON charges (reference, id);
CREATE INDEX charges_by_token ON charges (token);

CREATE TABLE stored_tenders (
    tender_id                 TEXT PRIMARY KEY CHECK (tender_id LIKE 'wt\_%' ESCAPE '\'),
    user_id                   TEXT NOT NULL CHECK (user_id <> ''),
    source_token              TEXT NOT NULL UNIQUE,
    ewallet_token             TEXT NOT NULL UNIQUE CHECK (ewallet_token LIKE 'wtok\_%' ESCAPE '\'),
    warehouse_token           TEXT NOT NULL DEFAULT '' CHECK (warehouse_token = '' OR warehouse_token LIKE 'vault\_%' ESCAPE '\'),
    type                      TEXT NOT NULL CHECK (type IN ('card', 'bank', 'paypal')),
    last_digits               TEXT NOT NULL DEFAULT '' CHECK (length(last_digits) <= 4),
    is_last_used              INTEGER NOT NULL DEFAULT 0 CHECK (is_last_used IN (0, 1)),
    nickname                  TEXT NOT NULL DEFAULT '' CHECK (length(nickname) <= 30),
    user_name                 TEXT NOT NULL DEFAULT '',
    display_in_wallet         INTEGER NOT NULL DEFAULT 1 CHECK (display_in_wallet IN (0, 1)),
    card_expiration_month     INTEGER NOT NULL DEFAULT 0 CHECK (card_expiration_month BETWEEN 0 AND 12),
    card_expiration_year      INTEGER NOT NULL DEFAULT 0,
    card_brand                TEXT NOT NULL DEFAULT ''
        CHECK (card_brand IN ('', 'Visa', 'MasterCard', 'Discover Card', 'American Express')),
    card_on_file_disclosure   INTEGER NOT NULL DEFAULT 0 CHECK (card_on_file_disclosure IN (0, 1)),
    bank_account_type         TEXT NOT NULL DEFAULT '' CHECK (bank_account_type IN ('', 'checking', 'savings')),
    bank_routing_number       TEXT NOT NULL DEFAULT '',
    -- Masked only: four asterisks and at most four last digits.
    bank_account_number       TEXT NOT NULL DEFAULT ''
        CHECK (bank_account_number = '' OR (bank_account_number GLOB '[*][*][*][*]*' AND length(bank_account_number) <= 8
            AND substr(bank_account_number, 5) NOT GLOB '*[^0-9A-Za-z]*')),
    bank_account_is_corporate INTEGER NOT NULL DEFAULT 0 CHECK (bank_account_is_corporate IN (0, 1)),
    force_multi_use_tender    INTEGER NOT NULL DEFAULT 1 CHECK (force_multi_use_tender IN (0, 1)),
    bank_name                 TEXT NOT NULL DEFAULT '',
    paypal_email              TEXT NOT NULL DEFAULT '',
    billing_address           TEXT NOT NULL DEFAULT 'null' CHECK (json_valid(billing_address)),
    outcome                   TEXT NOT NULL,
    created_at                INTEGER NOT NULL,
    CHECK (type <> 'card' OR (card_brand <> '' AND card_expiration_month > 0 AND card_expiration_year > 0)),
    CHECK (type <> 'bank' OR (bank_account_type <> '' AND bank_account_number <> ''))
) STRICT;

CREATE INDEX stored_tenders_by_user ON stored_tenders (user_id, created_at);
CREATE UNIQUE INDEX stored_tenders_one_last_used ON stored_tenders (user_id) WHERE is_last_used = 1;

CREATE TABLE paypal_setup_tokens (
    token               TEXT PRIMARY KEY CHECK (token LIKE 'SETUP-%'),
    user_id             TEXT NOT NULL CHECK (user_id <> ''),
    client_display_name TEXT NOT NULL DEFAULT '',
    return_url          TEXT NOT NULL CHECK (return_url LIKE 'http://%' OR return_url LIKE 'https://%'),
    status              TEXT NOT NULL CHECK (status IN ('created', 'approved', 'cancelled')),
    payer_email         TEXT NOT NULL DEFAULT '',
    used                INTEGER NOT NULL DEFAULT 0 CHECK (used IN (0, 1)),
    created_at          INTEGER NOT NULL,
    decided_at          INTEGER
) STRICT;

-- +goose Down
DROP TABLE paypal_setup_tokens;
DROP TABLE stored_tenders;

CREATE TABLE tender_tokens_old (
    token             TEXT PRIMARY KEY CHECK (token LIKE 'tndr\_%' ESCAPE '\'),
    type              TEXT NOT NULL CHECK (type IN ('card', 'bank')),
    card_brand        TEXT NOT NULL DEFAULT '',
    last_digits       TEXT NOT NULL CHECK (length(last_digits) BETWEEN 1 AND 4),
    expiry            TEXT NOT NULL DEFAULT '' CHECK (expiry = '' OR expiry GLOB '[01][0-9]/[0-9][0-9]'),
    bank_account_type TEXT NOT NULL DEFAULT '' CHECK (bank_account_type IN ('', 'checking', 'savings')),
    outcome           TEXT NOT NULL,
    cart_id           TEXT NOT NULL,
    client            TEXT NOT NULL DEFAULT '',
    site              TEXT NOT NULL DEFAULT '',
    created_at        INTEGER NOT NULL,
    wallet            TEXT NOT NULL DEFAULT '' CHECK (wallet IN ('', 'applePay', 'googlePay'))
) STRICT;

-- Tokens of saved PayPal tenders and of no cart did not exist before.
INSERT INTO tender_tokens_old (token, type, card_brand, last_digits, expiry, bank_account_type, outcome,
    cart_id, client, site, created_at, wallet)
SELECT token, type, card_brand, last_digits, expiry, bank_account_type, outcome,
    cart_id, client, site, created_at, wallet
FROM tender_tokens WHERE type <> 'paypal' AND cart_id <> '';

CREATE TABLE charges_old (
    id         INTEGER PRIMARY KEY,
    reference  TEXT NOT NULL,
    token      TEXT NOT NULL REFERENCES tender_tokens_old (token),
    amount     TEXT NOT NULL CHECK (amount GLOB '[0-9]*.[0-9][0-9]' AND amount NOT GLOB '*[^0-9.]*'),
    outcome    TEXT NOT NULL,
    auth_code  TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL
) STRICT;

INSERT INTO charges_old (id, reference, token, amount, outcome, auth_code, created_at)
SELECT id, reference, token, amount, outcome, auth_code, created_at FROM charges
WHERE token IN (SELECT token FROM tender_tokens_old);

DROP TABLE charges;
DROP TABLE tender_tokens;
ALTER TABLE tender_tokens_old RENAME TO tender_tokens;
ALTER TABLE charges_old RENAME TO charges;

CREATE INDEX tender_tokens_by_cart ON tender_tokens (cart_id);
CREATE UNIQUE INDEX charges_one_approved_per_reference ON charges (reference) WHERE outcome = 'approved';
CREATE INDEX charges_by_reference ON charges (reference, id);
