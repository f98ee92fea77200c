-- Wallet: a removed stored tender is kept as removed (removed_at, Unix
-- milliseconds), not deleted. Deleting the row freed its unique
-- source_token, so the same tender token saved again brought the removed
-- tender back; a removed tender is left out of every read, list, update and
-- validation, and saving its source token again is refused.

-- +goose Up
ALTER TABLE stored_tenders ADD COLUMN removed_at INTEGER;

-- +goose Down
DELETE FROM stored_tenders WHERE removed_at IS NOT NULL;
ALTER TABLE stored_tenders DROP COLUMN removed_at;
