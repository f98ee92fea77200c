-- Wallet host: the staff member who entered a payer's card or bank account
-- in the card-input frame's adminFilling mode (ROLE-18), empty for a tender
-- the payer typed. Only such a token is saved through the wallet's staff
-- call, and only there: out of the payer's wallet list, for the scheduled
-- payments staff set up.

-- +goose Up
ALTER TABLE tender_tokens ADD COLUMN filled_by TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE tender_tokens DROP COLUMN filled_by;
