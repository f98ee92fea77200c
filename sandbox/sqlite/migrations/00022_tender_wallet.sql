-- Wallet host: the mobile wallet that carried a tokenized card ('applePay',
-- 'googlePay'), empty for a tender typed into the card-input frame. A
-- check-out must declare the tender type the token was made for, so the
-- cart service reads it from here rather than from the payer's browser.

-- +goose Up
ALTER TABLE tender_tokens ADD COLUMN wallet TEXT NOT NULL DEFAULT ''
    CHECK (wallet IN ('', 'applePay', 'googlePay'));

-- +goose Down
ALTER TABLE tender_tokens DROP COLUMN wallet;
