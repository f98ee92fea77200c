-- Convenience fees per tender type of a client's site (spec 000 §3:
-- "Convenience fees are keyed by tender type"; spec 001 §9: amounts are
-- supplied at run time). rate_bp is a percentage in hundredths of a percent
-- (235 is 2.35%); flat and minimum are exact decimal strings.

-- +goose Up
CREATE TABLE cart_fees (
    client      TEXT NOT NULL CHECK (client = lower(client)),
    site        TEXT NOT NULL CHECK (site = lower(site)),
    tender_type TEXT NOT NULL,
    rate_bp     INTEGER NOT NULL DEFAULT 0 CHECK (rate_bp >= 0),
    flat        TEXT NOT NULL DEFAULT '0.00',
    minimum     TEXT NOT NULL DEFAULT '0.00',
    PRIMARY KEY (client, site, tender_type)
) STRICT;

-- +goose Down
DROP TABLE cart_fees;
