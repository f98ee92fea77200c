-- The sandbox login service (spec 001 §7 "Login service"), an OpenID
-- Connect provider: its users, the identities they bring from a county's own
-- identity provider (token exchange), failed sign-ins per e-mail (lock-out,
-- spec 001 §8, §9), e-mail verification codes, authorization requests with
-- their codes, and issued access tokens. Times are Unix milliseconds (UTC);
-- e-mail addresses are kept lowercased.

-- +goose Up
CREATE TABLE login_users (
    id                 TEXT PRIMARY KEY,
    email              TEXT NOT NULL UNIQUE,
    email_verified     INTEGER NOT NULL DEFAULT 0 CHECK (email_verified IN (0, 1)),
    -- bcrypt; empty for a user who cannot sign in with a password (created
    -- by the users API or by token exchange).
    password_hash      TEXT NOT NULL DEFAULT '',
    given_name         TEXT NOT NULL DEFAULT '',
    family_name        TEXT NOT NULL DEFAULT '',
    phone              TEXT NOT NULL DEFAULT '',
    language           TEXT NOT NULL DEFAULT 'en',
    contact_preference TEXT NOT NULL DEFAULT 'email',
    created_at         INTEGER NOT NULL,
    updated_at         INTEGER NOT NULL
) STRICT;

CREATE TABLE login_identities (
    issuer  TEXT NOT NULL,
    subject TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES login_users (id) ON DELETE CASCADE,
    PRIMARY KEY (issuer, subject)
) STRICT;

-- Failed passwords in a row, per e-mail whether or not an account has it,
-- so that a lock-out does not tell which accounts exist.
CREATE TABLE login_attempts (
    email        TEXT PRIMARY KEY,
    failures     INTEGER NOT NULL DEFAULT 0,
    locked_until INTEGER NOT NULL DEFAULT 0
) STRICT;

-- One live verification code per e-mail; a new one replaces it.
CREATE TABLE login_codes (
    email      TEXT PRIMARY KEY,
    code       TEXT NOT NULL,
    attempts   INTEGER NOT NULL DEFAULT 0,
    sent_at    INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
) STRICT;

-- request is the authorization request as the login package keeps it
-- (JSON); code is set once the user has signed in, and cleared when it is
-- redeemed, so that a code works once.
CREATE TABLE login_auth_requests (
    id         TEXT PRIMARY KEY,
    request    TEXT NOT NULL CHECK (json_valid(request)),
    user_id    TEXT NOT NULL DEFAULT '',
    auth_time  INTEGER NOT NULL DEFAULT 0,
    code       TEXT UNIQUE,
    code_at    INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
) STRICT;

CREATE TABLE login_tokens (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES login_users (id) ON DELETE CASCADE,
    client_id  TEXT NOT NULL,
    scopes     TEXT NOT NULL DEFAULT '',
    expires_at INTEGER NOT NULL
) STRICT;

CREATE INDEX login_tokens_by_user ON login_tokens (user_id, client_id);

-- +goose Down
DROP TABLE login_tokens;
DROP TABLE login_auth_requests;
DROP TABLE login_codes;
DROP TABLE login_attempts;
DROP TABLE login_identities;
DROP TABLE login_users;
