-- Site configuration service: clients, their sites and each site's payable
-- sources. A site's and a source's configuration are kept as JSON documents
-- in the wire shape of bff/upstream/siteconfig (Site, Source); the columns
-- beside them are the keys the service looks them up by.

-- +goose Up
CREATE TABLE config_clients (
    client           TEXT PRIMARY KEY CHECK (client = lower(client)),
    title            TEXT NOT NULL,
    default_site     TEXT NOT NULL DEFAULT '',
    client_only_urls INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE config_sites (
    client  TEXT NOT NULL REFERENCES config_clients (client) ON DELETE CASCADE,
    site    TEXT NOT NULL CHECK (site = lower(site)),
    enabled INTEGER NOT NULL,
    config  TEXT NOT NULL CHECK (json_valid(config)),
    PRIMARY KEY (client, site)
) STRICT;

CREATE TABLE config_sources (
    client     TEXT NOT NULL,
    site       TEXT NOT NULL,
    id         TEXT NOT NULL,
    page_route TEXT NOT NULL,
    sort_order INTEGER NOT NULL,
    source     TEXT NOT NULL CHECK (json_valid(source)),
    PRIMARY KEY (client, site, id),
    UNIQUE (client, site, page_route),
    FOREIGN KEY (client, site) REFERENCES config_sites (client, site) ON DELETE CASCADE
) STRICT;

-- +goose Down
DROP TABLE config_sources;
DROP TABLE config_sites;
DROP TABLE config_clients;
