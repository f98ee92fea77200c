-- The login service's user kind (spec 000 §6 "Special property-tax user
-- kind"), sent as the ID token's payhub_user_kind claim: empty for an
-- ordinary resident, 'property-tax' for the special kind that the portal
-- confines to the property-tax route.

-- +goose Up
ALTER TABLE login_users ADD COLUMN kind TEXT NOT NULL DEFAULT '' CHECK (kind IN ('', 'property-tax'));

-- +goose Down
ALTER TABLE login_users DROP COLUMN kind;
