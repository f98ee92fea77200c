-- The staff console's sandbox side (spec 001 §5 "Admin announcements", §6
-- "Admin"). login_staff holds what a staff account of the login service may
-- do: its admin scopes and the client/site pairs it acts for ("client/site"
-- or "client/*"), both JSON arrays of strings. An account without a row is
-- a resident's and can never sign in to the staff client.
-- announcement_audit records every change made through the announcements
-- service's /super calls: who (the token's e-mail or subject), when (Unix
-- milliseconds on the sandbox clock), what (kind, id, action), the pairs
-- touched (to filter the list by the reader's pairs) and a short summary of
-- the announcement before and after.

-- +goose Up
CREATE TABLE login_staff (
    user_id TEXT PRIMARY KEY REFERENCES login_users (id) ON DELETE CASCADE,
    scopes  TEXT NOT NULL CHECK (json_valid(scopes)),
    sites   TEXT NOT NULL CHECK (json_valid(sites))
) STRICT;

CREATE TABLE announcement_audit (
    seq        INTEGER PRIMARY KEY AUTOINCREMENT,
    at         INTEGER NOT NULL,
    who        TEXT NOT NULL,
    kind       TEXT NOT NULL CHECK (kind IN ('banners', 'notifications', 'footers')),
    id         TEXT NOT NULL,
    action     TEXT NOT NULL CHECK (action IN ('create', 'replace', 'delete')),
    sites      TEXT NOT NULL CHECK (json_valid(sites)),
    before     TEXT NOT NULL DEFAULT '',
    after      TEXT NOT NULL DEFAULT ''
) STRICT;

CREATE INDEX announcement_audit_by_time ON announcement_audit (at DESC, seq DESC);

-- +goose Down
DROP TABLE announcement_audit;
DROP TABLE login_staff;
