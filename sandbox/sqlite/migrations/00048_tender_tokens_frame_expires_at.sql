-- Wallet host: when the e-wallet token of the frame a tender token was
-- typed into expires (Unix milliseconds on the sandbox clock), 0 for the
-- tokens kept before this column. The staff save (ROLE-18) takes a token
-- only before its frame's expiry, not a lifetime counted from the tokenize,
-- which may come in the frame's last minute.

-- +goose Up
ALTER TABLE tender_tokens ADD COLUMN frame_expires_at INTEGER NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE tender_tokens DROP COLUMN frame_expires_at;
