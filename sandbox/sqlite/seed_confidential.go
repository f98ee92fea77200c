package sqlite

import (
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// sunshine/types' confidential tax payment (spec 001 §5 "Confidential
// payment"; VAL-80), a blind-like page: the resident gives an account
// label, the dollar value and the tax type (central, real estate or
// tangible) of a tax the county keeps unnamed on the payable, and the
// search sources' remaining configuration of SRCH-08.
const (
	// PathTypesConfidential is the confidential payment's template payable.
	PathTypesConfidential = "sunshine/types/confidential_tax/payment"
	// TypesClerkWebsite is the Clerk of Court's own website, which the
	// court fines page links to (SRCH-08).
	TypesClerkWebsite = "https://clerk.sunshine-county.example"
	// typesCitationExample is the court fines page's example image.
	typesCitationExample = "/web/portal/brand/citation-example.svg"
)

// typesConfidentialSource is the confidential tax payment's source.
func typesConfidentialSource() siteconfig.Source {
	return siteconfig.Source{
		ID: "confidential-tax", PageRoute: "confidential-tax", DisplayType: "confidential_tax", BaseType: "Tax",
		Title:    localized("Confidential Tax Payment", "Pago confidencial de impuestos"),
		Subtitle: localized("Pay a tax without naming the account", "Pague un impuesto sin nombrar la cuenta"),
		Description: localized("Give the payment a label you will recognise, its dollar value and the tax type.",
			"Dé al pago una etiqueta que reconozca, su valor en dólares y el tipo de impuesto."),
		Icon: "house", SearchType: siteconfig.SearchBlind, Adaptor: "confidential_tax",
		ItemName:                    localized("Confidential tax payment", "Pago confidencial de impuestos"),
		BlindDisplayNameLabel:       localized("Account label", "Etiqueta de la cuenta"),
		BlindDisplayNamePlaceholder: localized("For example, Main Street store", "Por ejemplo, tienda de Main Street"),
		DepartmentDisplayName:       localized("Tax Collector", "Recaudador de Impuestos"),
		Order:                       9, LinkInNav: true,
	}
}

// seedConfidentialPayables is the confidential payment's template: no
// amount of its own (1.00 up to 100,000.00 typed), custom parameter
// confidential, and the account label and tax type as required fields.
func seedConfidentialPayables() []seedPayable {
	return []seedPayable{{
		payable: inSunshineTypes(payables.Payable{
			Path: PathTypesConfidential, PayableType: "tax", Adaptor: "confidential_tax", DisplayType: "confidential_tax",
			Amount: "0.00", MinimumAmount: "1.00", MaximumAmount: "100000.00",
			DisplayName: "Confidential Tax Payment", Description: "Paid under an account label",
			DepartmentCode: "TAXCOL", ItemCategory: "confidential_tax",
			CustomParameters: map[string]any{"confidential": true},
			FreeformFields: []payables.FreeformField{
				{ReportingKey: "blind_display_name", Label: "Account label", CharLimit: 60, Required: true},
				{ReportingKey: "tax_type", Label: "Tax type", CharLimit: 20, Required: true},
			},
		}),
		spanish: func(p *payables.Payable) {
			p.DisplayName, p.Description = "Pago confidencial de impuestos", "Pagado bajo una etiqueta de cuenta"
			p.FreeformFields = []payables.FreeformField{
				{ReportingKey: "blind_display_name", Label: "Etiqueta de la cuenta", CharLimit: 60, Required: true},
				{ReportingKey: "tax_type", Label: "Tipo de impuesto", CharLimit: 20, Required: true},
			}
		},
		listed: true,
	}}
}

// withSourceDetails gives sunshine/types' sources the rest of their
// configuration (SRCH-08): base types, and on the court fines page an
// example of where the citation number is printed and the Clerk's own
// website; then the confidential payment's source.
func withSourceDetails(srcs []siteconfig.Source) []siteconfig.Source {
	base := map[string]string{"express-renewal": "DMV", "boat-renewal": "DMV", "tax-index": "Tax"}
	out := make([]siteconfig.Source, 0, len(srcs)+1)
	for _, src := range srcs {
		src.BaseType = base[src.ID]
		if src.ID == "court-fines" {
			src.ExampleImage = &siteconfig.ExampleImage{URL: typesCitationExample,
				Alt: localized("A citation notice with its citation number, C-2026-0001, in the top right corner.",
					"Un aviso de citación con su número de citación, C-2026-0001, en la esquina superior derecha."),
				Texts: []siteconfig.Localized{
					localized("The citation number is printed in the top right corner of your notice.",
						"El número de citación está impreso en la esquina superior derecha de su aviso."),
					localized("Type the amount due shown under it.", "Escriba el monto adeudado que aparece debajo."),
				}}
			src.ClientWebsiteURL = TypesClerkWebsite
		}
		out = append(out, src)
	}
	return append(out, typesConfidentialSource())
}
