-- PayPal and Venmo orders of the sandbox (spec 000 §3 "PayPal order
-- payload", §4 "PayPal", §7 create_paypal_order / capture_paypal_order).
-- The cart service creates an order for a cart; the payer approves or
-- cancels it on the wallet host's approval page; the cart service captures
-- an approved order once, in the cart's one check-out. origin is the portal
-- page origin recorded at creation: the approval page sends the payer back
-- only to that origin. Amounts are exact decimal strings; times are Unix
-- milliseconds (UTC). No card or account number is ever kept.

-- +goose Up
CREATE TABLE paypal_orders (
    id          TEXT PRIMARY KEY CHECK (id LIKE 'PAYID-%'),
    cart_id     TEXT NOT NULL,
    client      TEXT NOT NULL CHECK (client = lower(client)),
    site        TEXT NOT NULL CHECK (site = lower(site)),
    brand       TEXT NOT NULL CHECK (brand IN ('paypal', 'venmo')),
    origin      TEXT NOT NULL,
    amount      TEXT NOT NULL CHECK (amount GLOB '[0-9]*.[0-9][0-9]' AND amount NOT GLOB '*[^0-9.]*'),
    fee         TEXT NOT NULL CHECK (fee GLOB '[0-9]*.[0-9][0-9]' AND fee NOT GLOB '*[^0-9.]*'),
    status      TEXT NOT NULL CHECK (status IN ('created', 'approved', 'cancelled', 'captured')),
    payer       TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(payer)),
    delivery    TEXT NOT NULL DEFAULT 'null' CHECK (json_valid(delivery)),
    language    TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es')),
    auth_code   TEXT NOT NULL DEFAULT '',
    created_at  INTEGER NOT NULL,
    decided_at  INTEGER,
    captured_at INTEGER
) STRICT;

CREATE INDEX paypal_orders_by_cart ON paypal_orders (cart_id);

-- +goose Down
DROP TABLE paypal_orders;
