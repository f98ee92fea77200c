-- The e-billing service's e-mails per recipient (sandbox/ebilling): one
-- row per activation link or unsubscribe code sent, under the address as
-- its mailbox receives it (lower-cased, "+tag" removed), so that the
-- e-mails to one inbox are bounded across subscriptions, payables and
-- sites, not per subscription only.

-- +goose Up
CREATE TABLE ebilling_recipient_mails (
    recipient TEXT NOT NULL,
    sent_at   INTEGER NOT NULL
) STRICT;
CREATE INDEX ebilling_recipient_mails_by ON ebilling_recipient_mails (recipient, sent_at);

-- +goose Down
DROP INDEX ebilling_recipient_mails_by;
DROP TABLE ebilling_recipient_mails;
