-- The payables service's taxsys_add_items events (spec 001 §7 "Payables
-- service", API-91): the tax-system pages report the payables a resident
-- added from them, and the adaptor answers with a reference number.

-- +goose Up
CREATE TABLE taxsys_events (
    reference_number TEXT PRIMARY KEY,
    adaptor          TEXT NOT NULL,
    client           TEXT NOT NULL,
    site             TEXT NOT NULL,
    paths            TEXT NOT NULL CHECK (json_valid(paths)),
    created_at       TEXT NOT NULL
) STRICT;

-- +goose Down
DROP TABLE taxsys_events;
