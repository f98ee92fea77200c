package sqlite

import (
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// The sandbox site that hands payers off to an external checkout (spec 000
// §1 "Some sites hand the user off to an external checkout", §7 "Cart
// redirect service"; CHK-02). Its one source is a permit fee; the payer
// finds it, puts it in the cart, and pays on the sandbox's external
// checkout page instead of the portal's payment form.
const (
	// SiteHandoff is the site name, under client sunshine.
	SiteHandoff = "handoff"
	// PathHandoffPermit is the path of its payable.
	PathHandoffPermit = "sunshine/handoff/permits/HP-3001"
	// TenderExternal is the one tender type of its payables: the money is
	// taken by the external checkout.
	TenderExternal = "external"
)

func sunshineHandoff() siteconfig.Site {
	return siteconfig.Site{
		Client:    "sunshine",
		Site:      SiteHandoff,
		Mode:      siteconfig.ModeHomepage,
		Enabled:   true,
		Languages: []string{"en", "es"},
		Welcome:   siteconfig.Welcome{Features: []string{}},
		Help:      siteconfig.Help{ShowHelp: true, ShowContactUs: true},
		PayHub: siteconfig.PayHub{
			ClientTitle: "Sunshine County",
			LandingPageTitle: localized("Pay Sunshine County permit fees",
				"Pague las tarifas de permisos del Condado de Sunshine"),
			ColorTheme: "default",
		},
		Install: siteconfig.Install{
			EnableHeader: true, EnableFooter: true, EnableHomePage: true, EnableFloatingCart: true,
		},
		Home: siteconfig.Home{
			Title: localized("Sunshine County permits", "Permisos del Condado de Sunshine"),
			Description: localized("Find your permit fee here; you pay it on the county's payment partner's site.",
				"Busque aquí la tarifa de su permiso; la paga en el sitio del socio de pagos del condado."),
		},
		FrameAncestors:   []string{},
		PaymentMethods:   []string{},
		ExternalCheckout: siteconfig.ExternalCheckout{Enabled: true},
	}
}

func sunshineHandoffSources() []siteconfig.Source {
	return []siteconfig.Source{{
		ID: "permits", PageRoute: "permits", DisplayType: "permit",
		Title:    localized("Permit Fees", "Tarifas de permisos"),
		Subtitle: localized("Pay a building permit fee", "Pague la tarifa de un permiso de construcción"),
		Description: localized("Search by the permit number. You pay on our payment partner's site.",
			"Busque por el número de permiso. Usted paga en el sitio de nuestro socio de pagos."),
		Icon: "file", SearchType: siteconfig.SearchFieldSearch, Adaptor: "permits",
		ItemName: localized("Permit fee", "Tarifa de permiso"),
		SearchInputs: []siteconfig.SearchInput{{
			Name:        "permit_number",
			Label:       localized("Permit number", "Número de permiso"),
			Placeholder: localized("For example, HP-3001", "Por ejemplo, HP-3001"),
			Required:    true,
		}},
		DepartmentDisplayName: localized("Building Department", "Departamento de Construcción"),
		Order:                 1, LinkInNav: true,
	}}
}

// seedHandoffPayables is the payables of sunshine/handoff.
func seedHandoffPayables() []seedPayable {
	return []seedPayable{{
		payable: payables.Payable{
			Path: PathHandoffPermit, SavePath: PathHandoffPermit, PayableType: "fee", Adaptor: "permits",
			Amount: "120.00", MinimumAmount: "120.00", MaximumAmount: "120.00",
			DisplayName: "Building Permit HP-3001", DisplayType: "permit",
			Description: "Deck addition, 77 Harbor Ln",
			Client:      "sunshine", Site: SiteHandoff, DepartmentCode: "BLDG", ItemCategory: "permit",
			IsPayable: true, AllowedTenderTypes: []string{TenderExternal},
			UniqueID:             "permits-HP-3001",
			CachesafeSearchPairs: map[string]string{"permit_number": "HP-3001"},
		},
		spanish: func(p *payables.Payable) {
			p.DisplayName = "Permiso de construcción HP-3001"
			p.Description = "Ampliación de terraza, 77 Harbor Ln"
		},
		keys: map[string]string{"permit_number": "HP-3001"},
	}}
}
