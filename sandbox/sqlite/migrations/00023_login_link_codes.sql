-- Link codes of the login service: the code mailed to an account's address
-- that links one county identity (issuer, subject) to the account. Each
-- identity has its own code and its own count of wrong tries, so that a code
-- links only the identity it was mailed for and one identity's guesses never
-- void another's code. email is the address the code was mailed to; a code
-- of an address counts against its bound of live codes until expires_at.
-- Times are Unix milliseconds (UTC).

-- +goose Up
CREATE TABLE login_link_codes (
    issuer     TEXT NOT NULL,
    subject    TEXT NOT NULL,
    email      TEXT NOT NULL,
    code       TEXT NOT NULL,
    attempts   INTEGER NOT NULL DEFAULT 0,
    sent_at    INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (issuer, subject)
) STRICT;

CREATE INDEX login_link_codes_by_email ON login_link_codes (email, expires_at);

-- +goose Down
DROP TABLE login_link_codes;
