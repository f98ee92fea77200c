-- The login service's user metadata (spec 001 §7 "POST
-- /v1/public/update_user_metadata"; §3 "Login-service user: email and
-- metadata"): short text values by key, per user, set by the user's own
-- access token. Kept apart from login_users, so that no metadata key can
-- name an account field.

-- +goose Up
CREATE TABLE login_user_metadata (
    user_id TEXT NOT NULL REFERENCES login_users (id) ON DELETE CASCADE,
    key     TEXT NOT NULL,
    value   TEXT NOT NULL,
    PRIMARY KEY (user_id, key)
) STRICT;

-- +goose Down
DROP TABLE login_user_metadata;
