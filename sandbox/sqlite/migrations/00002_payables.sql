-- Payables service (spec 001 §7 "Payables service"). A payable is kept as
-- one JSON document per language in the raw snake_case wire shape of
-- bff/upstream/payables (Payable); search keys are kept apart, normalized
-- (trimmed, upper case), so that a search matches case-insensitively.

-- +goose Up
CREATE TABLE payables (
    path       TEXT PRIMARY KEY,
    client     TEXT NOT NULL,
    site       TEXT NOT NULL,
    adaptor    TEXT NOT NULL,
    -- listed: returned by a search without keys (item-list sources).
    listed     INTEGER NOT NULL DEFAULT 0,
    payable_en TEXT NOT NULL CHECK (json_valid(payable_en)),
    payable_es TEXT NOT NULL CHECK (json_valid(payable_es))
) STRICT;

CREATE INDEX payables_by_adaptor ON payables (adaptor, client, site);

CREATE TABLE payable_search_keys (
    path  TEXT NOT NULL REFERENCES payables (path) ON DELETE CASCADE,
    field TEXT NOT NULL,
    value TEXT NOT NULL CHECK (value = upper(trim(value))),
    PRIMARY KEY (path, field)
) STRICT;

CREATE INDEX payable_search_keys_by_value ON payable_search_keys (field, value);

-- Payment limits by department (spec 001 §3 "Payable", §5 "Payment
-- limits"). Limits are exact decimal strings.
CREATE TABLE department_limits (
    client                 TEXT NOT NULL,
    department_code        TEXT NOT NULL,
    pex_department         TEXT NOT NULL,
    card_limit             TEXT NOT NULL,
    bank_limit             TEXT NOT NULL,
    payment_limit_delay_en TEXT NOT NULL DEFAULT '',
    payment_limit_delay_es TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (client, department_code)
) STRICT;

-- +goose Down
DROP TABLE department_limits;
DROP TABLE payable_search_keys;
DROP TABLE payables;
