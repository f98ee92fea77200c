-- A pending e-billing subscription never confirmed within its life ends
-- as expired (sandbox/ebilling): only pending and active subscriptions
-- keep a payable and e-mail address from subscribing again, so the
-- partial unique index covers those two statuses alone.

-- +goose Up
DROP INDEX ebilling_subscriptions_open;
CREATE UNIQUE INDEX ebilling_subscriptions_open ON ebilling_subscriptions (path, email_lower)
    WHERE status IN ('pending', 'active');

-- +goose Down
-- The older index counts every status but unsubscribed: expired ones end
-- as unsubscribed, or two of one payable and address could not coexist.
UPDATE ebilling_subscriptions SET status = 'unsubscribed' WHERE status = 'expired';
DROP INDEX ebilling_subscriptions_open;
CREATE UNIQUE INDEX ebilling_subscriptions_open ON ebilling_subscriptions (path, email_lower)
    WHERE status <> 'unsubscribed';
