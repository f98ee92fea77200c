-- Saved items service (spec 001 §7 "Saved items service"; §3 "Other": a
-- saved item is savePath and displayType): each user's saved payables per
-- client and site. save_path is canonical (no leading slash); saved_at is
-- Unix milliseconds (UTC). The primary key makes saving twice one item.

-- +goose Up
CREATE TABLE saved_items (
    user_id      TEXT NOT NULL CHECK (user_id <> ''),
    client       TEXT NOT NULL,
    site         TEXT NOT NULL,
    save_path    TEXT NOT NULL CHECK (save_path <> ''),
    display_type TEXT NOT NULL DEFAULT '',
    saved_at     INTEGER NOT NULL,
    PRIMARY KEY (user_id, client, site, save_path)
) STRICT, WITHOUT ROWID;

-- +goose Down
DROP TABLE saved_items;
