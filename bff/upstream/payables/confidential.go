package payables

import (
	"slices"
	"strings"
)

// A confidential payment (spec 001 §5 "Confidential payment"; VAL-80) is a
// tax payment whose payable names neither the payer's account nor its
// tax: the resident gives them as the item's freeform values. The BFF and
// the cart service both read these names, so they live with the wire type.
const (
	// ConfidentialParameter marks a confidential payable in its
	// custom_parameters (true).
	ConfidentialParameter = "confidential"
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

// Confidential reports whether p is a confidential payment's payable.
func (p Payable) Confidential() bool {
	v, _ := p.CustomParameters[ConfidentialParameter].(bool)
	return v
}

// CanonicalTaxType is v as a confidential payment's tax type is stored:
// without surrounding spaces, and whether that is one of
// ConfidentialTaxTypes.
func CanonicalTaxType(v string) (string, bool) {
	t := strings.TrimSpace(v)
	return t, slices.Contains(ConfidentialTaxTypes(), t)
}
