package sqlite

import (
	"github.com/payhub/payhub/bff/upstream/siteconfig"
	"github.com/payhub/payhub/sandbox/botcheck"
	"github.com/payhub/payhub/sandbox/login"
)

// The sandbox's example county website (contracts §2: its own origin, so
// that embedding is cross-origin on purpose).
const (
	exampleSiteURL   = "http://127.0.0.1:8081/"
	exampleOrigin    = "http://127.0.0.1:8081"
	exampleLocalhost = "http://localhost:8081"
)

// seedClients is the site configuration: sunshine/demo, the full example
// site of contracts §6, and moonbeam/pay, a small second client that lets
// tests prove filtering by client and site.
func seedClients() []seedClient {
	return append([]seedClient{
		{
			client: siteconfig.Client{
				// No default site: the demo's public URLs carry the site
				// segment (/sunshine/demo/home).
				Client: "sunshine", Title: "Sunshine County",
				Sites: []siteconfig.SiteRef{{Site: "demo", Enabled: true}, {Site: SiteHandoff, Enabled: true},
					{Site: SiteSearchTypes, Enabled: true}},
			},
			sites: []seedSite{{site: sunshineDemo(), sources: sunshineSources()},
				{site: sunshineHandoff(), sources: sunshineHandoffSources()},
				{site: sunshineSearchTypes(), sources: withSourceDetails(sunshineSearchTypesSources())}},
		},
		{
			client: siteconfig.Client{
				Client: "moonbeam", Title: "Moonbeam City", DefaultSite: "pay",
				Sites: []siteconfig.SiteRef{{Site: "pay", Enabled: true}},
			},
			sites: []seedSite{{site: moonbeamPay(), sources: moonbeamSources()}},
		},
	}, modeClients()...)
}

func sunshineDemo() siteconfig.Site {
	return siteconfig.Site{
		Client:        "sunshine",
		Site:          "demo",
		Mode:          siteconfig.ModeHomepage,
		Enabled:       true,
		EnabledInProd: false,
		Languages:     []string{"en", "es"},
		Welcome: siteconfig.Welcome{
			// Off: the modal would cover the pages the browser tests click
			// through. starlight/tour shows it (seed_modes.go).
			Display: false,
			// Feature keys; the portal holds their words in each language.
			Features: []string{"shoppingCart", "eWallet", "search"},
			Title: localized("Welcome to Sunshine County online payments",
				"Bienvenido a los pagos en línea del Condado de Sunshine"),
			Description: localized(
				"Find your bills, put them in one cart and pay them together.",
				"Busque sus facturas, agréguelas a un solo carrito y páguelas juntas."),
		},
		Help: siteconfig.Help{ShowHelp: true, ShowContactUs: true, ContactPhone: "(555) 010-2400",
			TermsURL: "https://example.org/sunshine/terms-of-use"},
		ContactTopics: sunshineContactTopics(),
		PayHub: siteconfig.PayHub{
			ReturnHomeURL:  exampleSiteURL,
			ReturnHomeText: localized("Back to Sunshine County", "Volver al Condado de Sunshine"),
			ClientTitle:    "Sunshine County",
			LandingPageTitle: localized("Pay Sunshine County bills online",
				"Pague en línea las facturas del Condado de Sunshine"),
			ClientLogo:      "/web/portal/brand/sunshine-logo.svg",
			ShowGSGBranding: true,
			ColorTheme:      "default",
		},
		Login: siteconfig.Login{
			// The login service's token-exchange client (ROLE-15).
			TokenExchangeClientID: login.ClientTokenExchange,
			Meta:                  siteconfig.LoginMeta{Enabled: true},
		},
		Install: siteconfig.Install{
			EnableHeader:                 true,
			EnableFooter:                 true,
			ShowAnnouncements:            true,
			EnableHomePage:               true,
			EnableFloatingCart:           true,
			EnableMySettingsModification: true,
			// Its tax bills, water bills and renewals can be scheduled.
			EnableSchedPay: true,
		},
		Home: siteconfig.Home{
			Title: localized("Sunshine County payments", "Pagos del Condado de Sunshine"),
			Description: localized(
				"Pay property taxes, vehicle renewals, water bills and business licenses, or give to county parks.",
				"Pague impuestos sobre la propiedad, renovaciones de vehículos, facturas de agua y licencias comerciales, o done a los parques del condado."),
			CoverImage: "/web/portal/brand/sunshine-cover.jpg",
			CoverAlt: localized("The Sunshine County courthouse at sunrise",
				"El juzgado del Condado de Sunshine al amanecer"),
		},
		FrameAncestors: []string{exampleOrigin, exampleLocalhost},
		PaymentMethods: []string{"card", "bank", "paypal", "applePay", "googlePay"},
		VenmoEnabled:   true,
		BotCheck:       siteconfig.BotCheck{Enabled: true, SiteKey: botcheck.SiteKey},
		// CHK-17, SHELL-22: the receipt and the footer's site-feedback
		// box invite the payer to the sandbox survey, a link per language
		// for production and for the other environments.
		Survey: surveyLinks(defaultSurveyURL),
	}
}

// sunshineContactTopics are the demo site's contact topics (spec 000 §3
// "Topic option"); the BFF adds 'Website issue' (CONTACT-02).
func sunshineContactTopics() []siteconfig.ContactTopic {
	return []siteconfig.ContactTopic{
		{
			Value: "property_tax",
			Text:  localized("Property tax bill", "Factura del impuesto sobre la propiedad"),
			CustomFields: []siteconfig.ContactCustomField{{
				CustomLabel: localized("Parcel or account number", "Número de parcela o de cuenta"),
				CustomHint:  localized("As printed on your bill, for example R100-001.", "Como aparece en su factura, por ejemplo R100-001."),
				Required:    true,
			}},
			DefaultOnPage: "property-tax",
		},
		{
			Value: "vehicle_registration",
			Text:  localized("Vehicle registration", "Registro de vehículos"),
			CustomFields: []siteconfig.ContactCustomField{{
				CustomLabel: localized("License plate", "Placa del vehículo"),
				CustomHint:  localized("Optional, if your question is about one vehicle.", "Opcional, si su pregunta es sobre un vehículo."),
			}},
			DefaultOnPage: "vehicle-renewal",
		},
		{
			Value: "payment_question",
			Text:  localized("A payment I made", "Un pago que hice"),
		},
	}
}

// accountInput is the account-number search field of the bill sources.
func accountInput(example string) siteconfig.SearchInput {
	return siteconfig.SearchInput{
		Name:        "account_number",
		Label:       localized("Account number", "Número de cuenta"),
		Placeholder: localized("For example, "+example, "Por ejemplo, "+example),
		Required:    true,
	}
}

func sunshineSources() []siteconfig.Source {
	return []siteconfig.Source{
		{
			ID: "property-tax", PageRoute: "property-tax", DisplayType: "property_tax",
			Title:    localized("Property Tax", "Impuesto sobre la propiedad"),
			Subtitle: localized("Pay your 2026 property tax bill", "Pague su factura del impuesto sobre la propiedad de 2026"),
			Description: localized("Search by the account number printed on your tax bill.",
				"Busque con el número de cuenta impreso en su factura de impuestos."),
			Icon: "house", SearchType: siteconfig.SearchFieldSearch, Adaptor: "property_tax",
			ItemName:              localized("Property tax bill", "Factura del impuesto sobre la propiedad"),
			SearchInputs:          []siteconfig.SearchInput{accountInput("R100-001")},
			DepartmentDisplayName: localized("Tax Collector", "Recaudador de Impuestos"),
			Order:                 1, LinkInNav: true,
			BulkAdd: propertyTaxBulkAdd(),
		},
		{
			ID: "vehicle-renewal", PageRoute: "vehicle-renewal", DisplayType: "vehicle_renewal",
			Title:    localized("Vehicle Registration Renewal", "Renovación del registro de vehículos"),
			Subtitle: localized("Renew for 12 or 24 months", "Renueve por 12 o 24 meses"),
			Description: localized("Search by license plate. Your new decal comes by mail, or pick it up at a county office.",
				"Busque por número de placa. Su nueva calcomanía llega por correo, o puede recogerla en una oficina del condado."),
			Icon: "car", SearchType: siteconfig.SearchFieldSearch, Adaptor: "vehicle_renewal",
			ItemName: localized("Vehicle registration", "Registro de vehículo"),
			SearchInputs: []siteconfig.SearchInput{{
				Name:        "license_plate",
				Label:       localized("License plate", "Número de placa"),
				Placeholder: localized("For example, ABC1234", "Por ejemplo, ABC1234"),
				Required:    true,
			}},
			DepartmentDisplayName: localized("Motor Vehicles", "Vehículos Motorizados"),
			Order:                 2, LinkInNav: true,
		},
		{
			ID: "utilities", PageRoute: "utilities", DisplayType: "utility_bill",
			Title:    localized("Water and Utilities", "Agua y servicios públicos"),
			Subtitle: localized("Pay your water bill", "Pague su factura de agua"),
			Description: localized("Search by the account number on your utility bill. You can also set up autopay.",
				"Busque con el número de cuenta de su factura de servicios. También puede activar el pago automático."),
			Icon: "droplet", SearchType: siteconfig.SearchFieldSearch, Adaptor: "utilities",
			ItemName:              localized("Water bill", "Factura de agua"),
			SearchInputs:          []siteconfig.SearchInput{accountInput("U-5001")},
			DepartmentDisplayName: localized("Utilities", "Servicios Públicos"),
			Order:                 3, LinkInNav: true,
		},
		{
			ID: "donations", PageRoute: "donations", DisplayType: "donation",
			Title:    localized("Donations", "Donaciones"),
			Subtitle: localized("Support county parks", "Apoye los parques del condado"),
			Description: localized("Give any amount from $1.00 to help keep our parks open and green.",
				"Done cualquier cantidad desde $1.00 para mantener nuestros parques abiertos y verdes."),
			Icon: "heart", SearchType: siteconfig.SearchItemList, Adaptor: "donations",
			ItemName:              localized("Donation", "Donación"),
			DepartmentDisplayName: localized("Parks and Recreation", "Parques y Recreación"),
			Order:                 4, LinkInNav: true,
		},
		{
			ID: "business-license", PageRoute: "business-license", DisplayType: "business_license",
			Title:    localized("Business License", "Licencia comercial"),
			Subtitle: localized("Renew your business license", "Renueve su licencia comercial"),
			Description: localized("Search by the account number on your renewal notice. The payment is processed after review.",
				"Busque con el número de cuenta de su aviso de renovación. El pago se procesa después de una revisión."),
			Icon: "briefcase", SearchType: siteconfig.SearchFieldSearch, Adaptor: "business_license",
			ItemName:              localized("Business license", "Licencia comercial"),
			SearchInputs:          []siteconfig.SearchInput{accountInput("B-9001")},
			DepartmentDisplayName: localized("Business Licensing", "Licencias Comerciales"),
			Order:                 5, LinkInNav: true,
		},
	}
}

func moonbeamPay() siteconfig.Site {
	return siteconfig.Site{
		Client:    "moonbeam",
		Site:      "pay",
		Mode:      siteconfig.ModeHomepage,
		Enabled:   true,
		Languages: []string{"en"},
		Welcome:   siteconfig.Welcome{Features: []string{}},
		Help:      siteconfig.Help{ShowHelp: true},
		PayHub: siteconfig.PayHub{
			ClientTitle:      "Moonbeam City",
			LandingPageTitle: localized("Pay Moonbeam City online", "Pague en línea a la Ciudad de Moonbeam"),
			ColorTheme:       "default",
		},
		Install: siteconfig.Install{
			EnableHeader: true, EnableFooter: true, ShowAnnouncements: true, EnableHomePage: true,
			// CONST-14: the notifications list opens once per session on
			// wide screens; sunshine/demo leaves it closed so that its
			// pages start uncovered.
			PreExpandNotifications: true,
		},
		Home: siteconfig.Home{
			Title: localized("Moonbeam City payments", "Pagos de la Ciudad de Moonbeam"),
		},
		FrameAncestors: []string{},
		PaymentMethods: []string{"card", "bank"},
		// CHK-13: fees follow the card used. moonbeam/pay offers no mobile
		// wallet, so nothing it shows changes; the flag is visible in its
		// configuration.
		CostLinkedPricing: true,
	}
}

func moonbeamSources() []siteconfig.Source {
	return []siteconfig.Source{{
		ID: "parking", PageRoute: "parking", DisplayType: "parking_citation",
		Title:    localized("Parking Citations", "Multas de estacionamiento"),
		Subtitle: localized("Pay a parking ticket", "Pague una multa de estacionamiento"),
		Icon:     "ticket", SearchType: siteconfig.SearchFieldSearch, Adaptor: "parking_citations",
		ItemName: localized("Parking citation", "Multa de estacionamiento"),
		SearchInputs: []siteconfig.SearchInput{{
			Name:     "citation_number",
			Label:    localized("Citation number", "Número de multa"),
			Required: true,
		}},
		DepartmentDisplayName: localized("Parking Services", "Servicios de Estacionamiento"),
		Order:                 1, LinkInNav: true,
	}}
}
