-- Announcements service (spec 001 §3 "Announcements", §7). Banners and
-- notifications apply to any number of client/site pairs; a footer belongs
-- to one site. created_at is Unix milliseconds (UTC), so that "newest first"
-- is a numeric sort. List-valued fields are JSON arrays of strings.

-- +goose Up
CREATE TABLE banners (
    id            TEXT PRIMARY KEY,
    text_en       TEXT NOT NULL,
    text_es       TEXT NOT NULL,
    methods       TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(methods)),
    modules       TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(modules)),
    type          TEXT NOT NULL,
    friendly_type TEXT NOT NULL DEFAULT '',
    active        INTEGER NOT NULL,
    locale        TEXT NOT NULL DEFAULT '',
    effects       TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(effects)),
    created_at    INTEGER NOT NULL
) STRICT;

CREATE TABLE banner_sites (
    id     TEXT NOT NULL REFERENCES banners (id) ON DELETE CASCADE,
    client TEXT NOT NULL,
    site   TEXT NOT NULL,
    PRIMARY KEY (id, client, site)
) STRICT;

CREATE INDEX banner_sites_by_site ON banner_sites (client, site);

CREATE TABLE notifications (
    id          TEXT PRIMARY KEY,
    subject_en  TEXT NOT NULL,
    subject_es  TEXT NOT NULL,
    text_en     TEXT NOT NULL,
    text_es     TEXT NOT NULL,
    tags        TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags)),
    active      INTEGER NOT NULL,
    locale      TEXT NOT NULL DEFAULT '',
    created_at  INTEGER NOT NULL,
    future_date INTEGER
) STRICT;

CREATE TABLE notification_sites (
    id     TEXT NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
    client TEXT NOT NULL,
    site   TEXT NOT NULL,
    PRIMARY KEY (id, client, site)
) STRICT;

CREATE INDEX notification_sites_by_site ON notification_sites (client, site);

CREATE TABLE footers (
    id          TEXT PRIMARY KEY,
    client      TEXT NOT NULL,
    site        TEXT NOT NULL,
    title_en    TEXT NOT NULL,
    title_es    TEXT NOT NULL,
    headline_en TEXT NOT NULL,
    headline_es TEXT NOT NULL,
    content_en  TEXT NOT NULL,
    content_es  TEXT NOT NULL,
    active      INTEGER NOT NULL,
    created_at  INTEGER NOT NULL
) STRICT;

CREATE INDEX footers_by_site ON footers (client, site);

-- +goose Down
DROP TABLE footers;
DROP TABLE notification_sites;
DROP TABLE notifications;
DROP TABLE banner_sites;
DROP TABLE banners;
