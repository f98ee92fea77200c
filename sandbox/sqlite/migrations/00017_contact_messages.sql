-- Messages of the footer's contact form (spec 000 §3 "Contact request").
-- custom_fields is a JSON object of label to value; received_at is Unix
-- milliseconds (UTC). A copy of each message goes to the outbox.

-- +goose Up
CREATE TABLE contact_messages (
    id            TEXT PRIMARY KEY,
    client        TEXT NOT NULL,
    site          TEXT NOT NULL,
    topic         TEXT NOT NULL,
    body          TEXT NOT NULL,
    first_name    TEXT NOT NULL,
    last_name     TEXT NOT NULL,
    email         TEXT NOT NULL,
    phone_number  TEXT NOT NULL DEFAULT '',
    url           TEXT NOT NULL DEFAULT '',
    custom_fields TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(custom_fields)),
    received_at   INTEGER NOT NULL
) STRICT;

CREATE INDEX contact_messages_by_site ON contact_messages (client, site, received_at);

-- +goose Down
DROP TABLE contact_messages;
