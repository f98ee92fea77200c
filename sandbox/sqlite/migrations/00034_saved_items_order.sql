-- Saved items list in the order they were saved. saved_at is the clock's
-- word, which a host clock stepped back can make earlier for a later save;
-- seq counts each user's saves per client and site instead. Items saved
-- before this column existed are numbered by saved_at.

-- +goose Up
ALTER TABLE saved_items ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
UPDATE saved_items SET seq = (
    SELECT count(*) FROM saved_items AS o
    WHERE o.user_id = saved_items.user_id AND o.client = saved_items.client AND o.site = saved_items.site
      AND (o.saved_at < saved_items.saved_at
           OR (o.saved_at = saved_items.saved_at AND o.save_path <= saved_items.save_path))
);

-- +goose Down
ALTER TABLE saved_items DROP COLUMN seq;
