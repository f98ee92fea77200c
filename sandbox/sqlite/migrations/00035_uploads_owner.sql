-- Uploads are bound to who created them (owner, the last part of the
-- source tag): the service keeps a few unattached uploads per owner, and
-- removes an unattached upload once its retention passed; a filing that
-- attaches it extends its retention.

-- +goose Up
ALTER TABLE uploads ADD COLUMN owner TEXT NOT NULL DEFAULT '';
CREATE INDEX uploads_owner ON uploads (owner, retain_until);
CREATE INDEX uploads_retain ON uploads (retain_until);

-- +goose Down
DROP INDEX uploads_retain;
DROP INDEX uploads_owner;
ALTER TABLE uploads DROP COLUMN owner;
