-- The PIN of each property (sandbox/verify): one live PIN per payable,
-- mailed in a letter to the property's address and valid a set number of
-- days, which whoever holds the letter claims into their own account. It
-- is kept only as a salted hash; user_id is who asked for the letter (a
-- test's prep removes its letters). A claimed status records the
-- claimant's name and the date in its doc (verify_statuses).

-- +goose Up
CREATE TABLE verify_pins (
    path       TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL,
    salt       TEXT NOT NULL,
    pin_hash   TEXT NOT NULL,
    sent_at    INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
) STRICT;

-- +goose Down
DROP TABLE verify_pins;
