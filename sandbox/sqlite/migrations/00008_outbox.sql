-- The sandbox's e-mail outbox (contracts §6: sandbox e-mail is readable at
-- /outbox). Messages are never sent anywhere; they are only listed.
-- sent_at is Unix milliseconds (UTC).

-- +goose Up
CREATE TABLE outbox_messages (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    to_addr  TEXT NOT NULL,
    subject  TEXT NOT NULL,
    body     TEXT NOT NULL,
    kind     TEXT NOT NULL DEFAULT '',
    language TEXT NOT NULL DEFAULT 'en',
    sent_at  INTEGER NOT NULL
) STRICT;

-- +goose Down
DROP TABLE outbox_messages;
