-- Payable change events (spec 000 §4 "Payable change events"): each change
-- made through the sandbox admin endpoint is kept with its id, and the
-- payable documents carry the id of their latest change (change_id). The
-- changed fields are NULL when the change leaves them as they were;
-- amount is an exact decimal string, allowed_tender_types a JSON array.

-- +goose Up
CREATE TABLE payable_changes (
    id                   TEXT PRIMARY KEY,
    path                 TEXT NOT NULL REFERENCES payables (path) ON DELETE CASCADE,
    amount               TEXT CHECK (amount IS NULL OR (amount GLOB '[0-9]*.[0-9][0-9]' AND amount NOT GLOB '*[^0-9.]*')),
    is_payable           INTEGER CHECK (is_payable IS NULL OR is_payable IN (0, 1)),
    allowed_tender_types TEXT CHECK (allowed_tender_types IS NULL OR json_valid(allowed_tender_types)),
    created_at           INTEGER NOT NULL
) STRICT;

CREATE INDEX payable_changes_by_path ON payable_changes (path, created_at);

-- +goose Down
DROP TABLE payable_changes;
