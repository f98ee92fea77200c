-- Uploads (spec 001 §7 "Uploads"): an upload is created empty with its URI
-- token's hash, and takes its file once (state 'stored'). The file lies in
-- the data directory under file_id; name is the sanitised label.

-- +goose Up
CREATE TABLE uploads (
    id           TEXT PRIMARY KEY,
    token_hash   TEXT NOT NULL UNIQUE,
    source_tag   TEXT NOT NULL,
    retain_until INTEGER NOT NULL,
    created_at   INTEGER NOT NULL,
    state        TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'stored')),
    name         TEXT,
    file_id      TEXT,
    size_bytes   INTEGER,
    mime_type    TEXT,
    stored_at    INTEGER
);

-- +goose Down
DROP TABLE uploads;
