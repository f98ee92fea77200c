package checkout

import (
	"slices"

	"github.com/payhub/payhub/bff/upstream/payables"
)

// A confidential payment (spec 001 §5 "Confidential payment"; VAL-80) is a
// tax payment made without a lookup whose payable names neither the
// payer's account nor its tax: the resident gives an account label, the
// dollar value and the tax type, which travel as the item's freeform
// values under these keys.
const (
	// ConfidentialParameter marks a confidential payable in its
	// custom_parameters (true).
	ConfidentialParameter = "confidential"
	// ConfidentialAccountLabelKey is the account label's reporting key,
	// the blind display name of the payment's source.
	ConfidentialAccountLabelKey = BlindDisplayNameKey
	// ConfidentialTaxTypeKey is the tax type's reporting key.
	ConfidentialTaxTypeKey = "tax_type"
)

// The tax types of a confidential payment.
const (
	TaxTypeCentral    = "central"
	TaxTypeRealEstate = "real_estate"
	TaxTypeTangible   = "tangible"
)

// ConfidentialTaxTypes are the tax types a confidential payment takes, in
// the order the portal offers them.
func ConfidentialTaxTypes() []string {
	return []string{TaxTypeCentral, TaxTypeRealEstate, TaxTypeTangible}
}

// isConfidential reports whether p is a confidential payment's payable.
func isConfidential(p payables.Payable) bool {
	v, _ := p.CustomParameters[ConfidentialParameter].(bool)
	return v
}

// validTaxType reports whether t is one of ConfidentialTaxTypes.
func validTaxType(t string) bool {
	return slices.Contains(ConfidentialTaxTypes(), t)
}
