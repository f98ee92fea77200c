-- Indexes of the lookups the cart, history and outbox stores make: a
-- user's latest open cart of a site, a user's receipts newest first, and
-- the messages to one address newest first.

-- +goose Up
CREATE INDEX carts_by_user ON carts (client, site, user_id, status, updated_at);
CREATE INDEX receipts_by_user ON receipts (user_id, posted_at DESC, id DESC);
CREATE INDEX outbox_by_recipient ON outbox_messages (lower(to_addr), sent_at DESC);

-- +goose Down
DROP INDEX outbox_by_recipient;
DROP INDEX receipts_by_user;
DROP INDEX carts_by_user;
