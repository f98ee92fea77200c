package checkout

import (
	"slices"

	"github.com/payhub/payhub/bff/upstream/payables"
)

// A confidential payment (spec 001 §5 "Confidential payment"; VAL-80) is a
// tax payment made without a lookup whose payable names neither the
// payer's account nor its tax: the resident gives an account label, the
// dollar value and the tax type, which travel as the item's freeform
// values under these keys. The names are the wire's (package payables),
// which the cart service reads too.
const (
	// ConfidentialParameter marks a confidential payable in its
	// custom_parameters (true).
	ConfidentialParameter = payables.ConfidentialParameter
	// ConfidentialAccountLabelKey is the account label's reporting key,
	// the blind display name of the payment's source.
	ConfidentialAccountLabelKey = BlindDisplayNameKey
	// ConfidentialTaxTypeKey is the tax type's reporting key.
	ConfidentialTaxTypeKey = payables.ConfidentialTaxTypeKey
)

// The tax types of a confidential payment.
const (
	TaxTypeCentral    = payables.TaxTypeCentral
	TaxTypeRealEstate = payables.TaxTypeRealEstate
	TaxTypeTangible   = payables.TaxTypeTangible
)

// ConfidentialTaxTypes are the tax types a confidential payment takes, in
// the order the portal offers them.
func ConfidentialTaxTypes() []string {
	return payables.ConfidentialTaxTypes()
}

// isConfidential reports whether p is a confidential payment's payable.
func isConfidential(p payables.Payable) bool {
	return p.Confidential()
}

// validTaxType reports whether t is one of ConfidentialTaxTypes.
func validTaxType(t string) bool {
	return slices.Contains(ConfidentialTaxTypes(), t)
}
