package sqlite

import (
	"time"

	"github.com/payhub/payhub/bff/upstream/payables"
)

// Paths of the sunshine/demo property tax bills that show the payables
// flags of spec 001 §4 "Payables flags".
const (
	// PathBankPaused refuses bank payments for 30 days from seeding
	// (PAY-13): moving the sandbox clock past that allows them again.
	PathBankPaused = "sunshine/demo/property_tax/2026/R100-005"
)

// BankPauseDays is how long after seeding PathBankPaused refuses bank
// payments.
const BankPauseDays = 30

// seedFlagPayables is the bills of the payables flags; now dates the end of
// the bank pause.
func seedFlagPayables(now time.Time) []seedPayable {
	paused := propertyTax(PathBankPaused, "R100-005", "5 Harbor Way", "310.00", "310.00")
	paused.payable.PaymentRestrictions = &payables.PaymentRestrictions{
		DisabledTenderTypes: []payables.DisabledTenderType{{
			Type:           "bank",
			EffectiveUntil: now.AddDate(0, 0, BankPauseDays).UTC().Format(time.RFC3339),
		}},
	}
	return []seedPayable{paused}
}
