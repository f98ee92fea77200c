-- A filing keeps the digest of the request that filed it, so that its
-- Idempotency-Key sent again with another body is refused rather than
-- answered with the first filing. Rows filed before have none and are
-- answered as before.

-- +goose Up
ALTER TABLE forms_submissions ADD COLUMN request_hash TEXT;

-- +goose Down
ALTER TABLE forms_submissions DROP COLUMN request_hash;
