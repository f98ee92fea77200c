package sqlite

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/payhub/payhub/sandbox/cart"
)

// seedFee is one tender type's convenience fee on one site.
type seedFee struct {
	client, site string
	rule         cart.FeeRule
}

// seedFees is the convenience fees of sunshine/demo: card 2.35% with a
// 1.00 minimum, bank a flat 0.50, PayPal 2.35%, and Venmo, Apple Pay and
// Google Pay as card (spec 001 §9: fee values are supplied at run time;
// these are the sandbox's).
func seedFees() []seedFee {
	const client, site = "sunshine", "demo"
	return []seedFee{
		{client, site, cart.FeeRule{TenderType: "card", RateBP: 235, Flat: "0.00", Minimum: "1.00"}},
		{client, site, cart.FeeRule{TenderType: "bank", RateBP: 0, Flat: "0.50", Minimum: "0.00"}},
		{client, site, cart.FeeRule{TenderType: "paypal", RateBP: 235, Flat: "0.00", Minimum: "0.00"}},
		// Venmo, Apple Pay and Google Pay pay as a card does.
		{client, site, cart.FeeRule{TenderType: "venmo", RateBP: 235, Flat: "0.00", Minimum: "1.00"}},
		{client, site, cart.FeeRule{TenderType: "applePay", RateBP: 235, Flat: "0.00", Minimum: "1.00"}},
		{client, site, cart.FeeRule{TenderType: "googlePay", RateBP: 235, Flat: "0.00", Minimum: "1.00"}},
	}
}

// seedCartFees writes the seeded fees afresh (upsert by key): they are
// reference data that no sandbox call changes.
func seedCartFees(ctx context.Context, tx *sql.Tx) error {
	for _, f := range seedFees() {
		_, err := tx.ExecContext(ctx, `
			INSERT INTO cart_fees (client, site, tender_type, rate_bp, flat, minimum)
			VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT (client, site, tender_type) DO UPDATE SET rate_bp = excluded.rate_bp,
				flat = excluded.flat, minimum = excluded.minimum`,
			f.client, f.site, f.rule.TenderType, f.rule.RateBP, f.rule.Flat, f.rule.Minimum)
		if err != nil {
			return fmt.Errorf("sqlite: seed fee %s/%s %s: %w", f.client, f.site, f.rule.TenderType, err)
		}
	}
	return nil
}
