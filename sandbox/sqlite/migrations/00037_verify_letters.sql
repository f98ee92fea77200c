-- The PIN letters mailed for each payable, whoever asked: the day's limit
-- of letters is the payable's (its property's mailbox), not each user's.

-- +goose Up
CREATE TABLE verify_letters (
    path    TEXT NOT NULL,
    user_id TEXT NOT NULL,
    sent_at INTEGER NOT NULL
) STRICT;
CREATE INDEX verify_letters_path ON verify_letters (path, sent_at);

-- +goose Down
DROP INDEX verify_letters_path;
DROP TABLE verify_letters;
