package sqlite

import (
	"fmt"

	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// The sandbox site that shows every search type of spec 001 §2 (SRCH-06)
// beside the two sunshine/demo already has (field-search and item-list):
// each source below has payables a person can find, as the README's
// "Search types" lists. A site of its own keeps sunshine/demo's pages and
// navigation as the other demonstrations expect them.
const (
	// SiteSearchTypes is the site name, under client sunshine.
	SiteSearchTypes = "types"
	// Paths of its payables that the tests name.
	PathTypesRenewExpress = "sunshine/types/renewexpress/EXP1001"
	PathTypesRexHub       = "sunshine/types/rexhub/FL1234AB"
	PathTypesPoolPass     = "sunshine/types/park_passes/pool-pass"
	PathTypesBirthCert    = "sunshine/types/records/birth-certificate"
	PathTypesCourtFine    = "sunshine/types/court_fines/fine"
	// TypesIndexStreetMany is the street of more parcels than a search
	// shows (VAL-83); TypesIndexStreetFew the street of two.
	TypesIndexStreetMany = "Lakeview Dr"
	TypesIndexStreetFew  = "Orange Ave"
	// TypesCountyTaxesURL is where the redirect source's navigation link
	// goes (ROUTE-47).
	TypesCountyTaxesURL  = typesCountyTaxesHost + "/public/sunshine"
	typesCountyTaxesHost = "https://county-taxes.example"
	// TypesTaxsysClientID is the tax-system client id of the index, which
	// gives it its details route (SRCH-04).
	TypesTaxsysClientID = "sunshine-taxsys"
	// typesIndexParcels is how many parcels lie on TypesIndexStreetMany.
	typesIndexParcels = 24
)

func sunshineSearchTypes() siteconfig.Site {
	return siteconfig.Site{
		Client:    "sunshine",
		Site:      SiteSearchTypes,
		Mode:      siteconfig.ModeHomepage,
		Enabled:   true,
		Languages: []string{"en", "es"},
		Welcome:   siteconfig.Welcome{Features: []string{}},
		Help:      siteconfig.Help{ShowHelp: true, ShowContactUs: true},
		PayHub: siteconfig.PayHub{
			ClientTitle: "Sunshine County",
			LandingPageTitle: localized("Every way to find what you owe Sunshine County",
				"Todas las formas de encontrar lo que debe al Condado de Sunshine"),
			ColorTheme: "default",
		},
		Install: siteconfig.Install{
			EnableHeader: true, EnableFooter: true, EnableHomePage: true, EnableFloatingCart: true,
		},
		Home: siteconfig.Home{
			Title: localized("Sunshine County: every search type", "Condado de Sunshine: todos los tipos de búsqueda"),
			Description: localized("Each page below finds payables a different way.",
				"Cada página a continuación encuentra pagos de una forma distinta."),
		},
		FrameAncestors: []string{},
		PaymentMethods: []string{"card", "bank"},
		LinkHosts:      siteconfig.LinkHosts{CountyTaxes: typesCountyTaxesHost},
	}
}

func sunshineSearchTypesSources() []siteconfig.Source {
	input := func(name, en, es, example string) siteconfig.SearchInput {
		return siteconfig.SearchInput{Name: name, Label: localized(en, es),
			Placeholder: localized("For example, "+example, "Por ejemplo, "+example), Required: true}
	}
	return []siteconfig.Source{
		{
			ID: "express-renewal", PageRoute: "express-renewal", DisplayType: "vehicle_renewal",
			Title:    localized("Express Vehicle Renewal", "Renovación exprés de vehículos"),
			Subtitle: localized("Renew with your plate and VIN", "Renueve con su placa y su VIN"),
			Description: localized("Enter the license plate and the last four characters of the vehicle identification number.",
				"Ingrese la placa y los últimos cuatro caracteres del número de identificación del vehículo."),
			Icon: "car", SearchType: siteconfig.SearchFieldSearchRenewExpress, Adaptor: "renewexpress",
			ItemName: localized("Vehicle registration", "Registro de vehículo"),
			SearchInputs: []siteconfig.SearchInput{
				input("license_plate", "License plate", "Número de placa", "EXP1001"),
				input("vin_last4", "Last 4 of the VIN", "Últimos 4 del VIN", "4321"),
			},
			DepartmentDisplayName: localized("Motor Vehicles", "Vehículos Motorizados"),
			Order:                 1, LinkInNav: true,
		},
		{
			ID: "boat-renewal", PageRoute: "boat-renewal", DisplayType: "vessel_renewal",
			Title:    localized("Boat Registration Renewal", "Renovación del registro de embarcaciones"),
			Subtitle: localized("Renew a vessel registration", "Renueve el registro de una embarcación"),
			Description: localized("Enter the registration number on your decal and the owner's ZIP code.",
				"Ingrese el número de registro de su calcomanía y el código postal del propietario."),
			Icon: "car", SearchType: siteconfig.SearchFieldSearchRexHub, Adaptor: "rexhub",
			ItemName: localized("Vessel registration", "Registro de embarcación"),
			SearchInputs: []siteconfig.SearchInput{
				input("registration_number", "Registration number", "Número de registro", "FL1234AB"),
				input("zip_code", "Owner's ZIP code", "Código postal del propietario", "32801"),
			},
			DepartmentDisplayName: localized("Motor Vehicles", "Vehículos Motorizados"),
			Order:                 2, LinkInNav: true,
		},
		{
			ID: "parks", PageRoute: "parks", DisplayType: "park_pass",
			Title:       localized("Park Passes and Rentals", "Pases y alquileres de parques"),
			Subtitle:    localized("Buy a pass or book a shelter", "Compre un pase o reserve un refugio"),
			Description: localized("Open a group to see its items.", "Abra un grupo para ver sus artículos."),
			Icon:        "heart", SearchType: siteconfig.SearchExpandableItemList, Adaptor: "park_passes",
			ItemName: localized("Park item", "Artículo de parques"),
			ItemGroups: []siteconfig.ItemGroup{
				{DisplayType: "park_pass", Title: localized("Annual passes", "Pases anuales")},
				{DisplayType: "park_rental", Title: localized("Shelter rentals", "Alquiler de refugios")},
			},
			DepartmentDisplayName: localized("Parks and Recreation", "Parques y Recreación"),
			Order:                 3, LinkInNav: true,
		},
		{
			ID: "records", PageRoute: "records", DisplayType: "record_copy",
			Title:    localized("Certified Records", "Copias certificadas"),
			Subtitle: localized("Order certified copies", "Pida copias certificadas"),
			Description: localized("Choose a record, then how many copies you need.",
				"Elija un documento y luego cuántas copias necesita."),
			Icon: "file", SearchType: siteconfig.SearchItemDropdown, Adaptor: "records",
			ItemName:              localized("Record", "Documento"),
			DepartmentDisplayName: localized("Clerk of Court", "Secretaría del Tribunal"),
			Order:                 4, LinkInNav: true,
		},
		{
			ID: "court-fines", PageRoute: "court-fines", DisplayType: "court_fine",
			Title:    localized("Court Fines", "Multas judiciales"),
			Subtitle: localized("Pay a fine by its citation number", "Pague una multa por su número de citación"),
			Description: localized("Type the citation number and the amount printed on your notice.",
				"Escriba el número de citación y la cantidad impresa en su aviso."),
			Icon: "ticket", SearchType: siteconfig.SearchBlind, Adaptor: "court_fines",
			ItemName:                    localized("Court fine", "Multa judicial"),
			BlindDisplayNameLabel:       localized("Citation number", "Número de citación"),
			BlindDisplayNamePlaceholder: localized("For example, C-2026-0001", "Por ejemplo, C-2026-0001"),
			DepartmentDisplayName:       localized("Clerk of Court", "Secretaría del Tribunal"),
			Order:                       5, LinkInNav: true,
		},
		{
			ID: "tax-index", PageRoute: "tax-index", DisplayType: "property_tax",
			Title:    localized("Property Tax Index", "Índice del impuesto sobre la propiedad"),
			Subtitle: localized("Find a parcel by its street", "Busque una parcela por su calle"),
			Description: localized("Search the county's index of parcels by street name.",
				"Busque en el índice de parcelas del condado por nombre de calle."),
			Icon: "house", SearchType: siteconfig.SearchIndexSearch, Adaptor: "tax_index",
			ItemName:              localized("Property tax bill", "Factura del impuesto sobre la propiedad"),
			SearchInputs:          []siteconfig.SearchInput{input("street", "Street name", "Nombre de la calle", TypesIndexStreetFew)},
			DepartmentDisplayName: localized("Tax Collector", "Recaudador de Impuestos"),
			Order:                 6, LinkInNav: true,
			TaxSystem:          &siteconfig.TaxSystem{ClientID: TypesTaxsysClientID},
			TaxDollarBreakdown: typesTaxDollarBreakdown(),
			UnclaimedRefunds:   typesUnclaimedRefunds(),
		},
		{
			ID: "county-taxes", PageRoute: "county-taxes", DisplayType: "link",
			Title: localized("County Taxes Portal", "Portal de impuestos del condado"),
			// ROUTE-49: a path of the county-taxes app, which the BFF
			// rewrites to the site's county-taxes host.
			Icon: "house", SearchType: siteconfig.SearchRedirect, RedirectURL: "/public/sunshine",
			URLAppMapping: siteconfig.AppCountyTaxes,
			Order:         7, LinkInNav: true,
		},
		{
			ID: "tax-records", PageRoute: "tax-records", DisplayType: "link",
			Title: localized("Tax Records", "Registros de impuestos"),
			Icon:  "file", SearchType: siteconfig.SearchTaxsysNavLink, RedirectURL: "/sunshine/demo/taxsys",
			Order: 8, LinkInNav: true,
		},
	}
}

// inSunshineTypes fills the fields every sunshine/types payable shares.
func inSunshineTypes(p payables.Payable) payables.Payable {
	p.Client, p.Site = "sunshine", SiteSearchTypes
	if p.SavePath == "" {
		p.SavePath = p.Path
	}
	if p.UniqueID == "" {
		p.UniqueID = p.Path
	}
	p.IsPayable = true
	p.AllowedTenderTypes = []string{"card", "bank"}
	return p
}

// fixed is a payable of one price.
func fixed(path, adaptor, displayType, amount, nameEn, nameEs, descEn, descEs, dept string) seedPayable {
	return seedPayable{
		payable: inSunshineTypes(payables.Payable{
			Path: path, PayableType: "fee", Adaptor: adaptor, DisplayType: displayType,
			Amount: amount, MinimumAmount: amount, MaximumAmount: amount,
			DisplayName: nameEn, Description: descEn, DepartmentCode: dept, ItemCategory: adaptor,
		}),
		spanish: func(p *payables.Payable) { p.DisplayName, p.Description = nameEs, descEs },
	}
}

// seedSearchTypesPayables is the payables of sunshine/types.
func seedSearchTypesPayables() []seedPayable {
	express := fixed(PathTypesRenewExpress, "renewexpress", "vehicle_renewal", "58.75",
		"Vehicle Registration Renewal - EXP1001", "Renovación del registro de vehículo - EXP1001",
		"2019 Honda Civic, 12 months", "Honda Civic 2019, 12 meses", "MVD")
	express.keys = map[string]string{"license_plate": "EXP1001", "vin_last4": "4321"}
	boat := fixed(PathTypesRexHub, "rexhub", "vessel_renewal", "42.50",
		"Vessel Registration Renewal - FL1234AB", "Renovación del registro de embarcación - FL1234AB",
		"17 ft center console, 12 months", "Consola central de 17 pies, 12 meses", "MVD")
	boat.keys = map[string]string{"registration_number": "FL1234AB", "zip_code": "32801"}
	out := []seedPayable{express, boat}

	for _, it := range []struct{ path, kind, amount, en, es string }{
		{PathTypesPoolPass, "park_pass", "60.00", "Annual Pool Pass", "Pase anual de piscina"},
		{"sunshine/types/park_passes/park-pass", "park_pass", "40.00", "Annual Park Entry Pass", "Pase anual de entrada a parques"},
		{"sunshine/types/park_passes/pavilion", "park_rental", "75.00", "Lakeside Pavilion, one day", "Pabellón junto al lago, un día"},
		{"sunshine/types/park_passes/shelter", "park_rental", "35.00", "Picnic Shelter, one day", "Refugio de picnic, un día"},
	} {
		p := fixed(it.path, "park_passes", it.kind, it.amount, it.en, it.es, "", "", "PARKS")
		p.payable.IsQuantityModifiable = it.kind == "park_pass"
		p.listed = true
		out = append(out, p)
	}
	for _, it := range []struct{ path, amount, en, es string }{
		{PathTypesBirthCert, "20.00", "Certified Birth Certificate", "Acta de nacimiento certificada"},
		{"sunshine/types/records/death-certificate", "20.00", "Certified Death Certificate", "Acta de defunción certificada"},
		{"sunshine/types/records/marriage-record", "15.00", "Certified Marriage Record", "Acta de matrimonio certificada"},
	} {
		p := fixed(it.path, "records", "record_copy", it.amount, it.en, it.es, "", "", "CLERK")
		p.payable.IsQuantityModifiable = true
		p.listed = true
		out = append(out, p)
	}

	fine := seedPayable{
		payable: inSunshineTypes(payables.Payable{
			Path: PathTypesCourtFine, PayableType: "fine", Adaptor: "court_fines", DisplayType: "court_fine",
			Amount: "0.00", MinimumAmount: "1.00", MaximumAmount: "2500.00",
			DisplayName: "Court Fine", Description: "Paid by citation number",
			DepartmentCode: "COURT", ItemCategory: "court_fine",
			FreeformFields: []payables.FreeformField{{
				ReportingKey: "blind_display_name", Label: "Citation number", CharLimit: 40, Required: true,
			}},
		}),
		spanish: func(p *payables.Payable) {
			p.DisplayName, p.Description = "Multa judicial", "Pagada por número de citación"
			p.FreeformFields[0].Label = "Número de citación"
		},
		listed: true,
	}
	out = append(out, fine)

	for i := 1; i <= typesIndexParcels; i++ {
		out = append(out, parcel(fmt.Sprintf("L%03d", i), fmt.Sprintf("%d %s", 100+i*2, TypesIndexStreetMany), TypesIndexStreetMany,
			fmt.Sprintf("%d.%02d", 900+i*37, i)))
	}
	out = append(out,
		parcel("O001", "12 "+TypesIndexStreetFew, TypesIndexStreetFew, "1310.40"),
		parcel("O002", "48 "+TypesIndexStreetFew, TypesIndexStreetFew, "2045.00"))
	return out
}

// parcel is a property tax bill of the index, found by its street.
func parcel(account, address, street, amount string) seedPayable {
	p := fixed("sunshine/types/tax_index/2026/"+account, "tax_index", "property_tax", amount,
		"2026 Property Tax - "+address, "Impuesto sobre la propiedad 2026 - "+address,
		"Parcel "+account, "Parcela "+account, "TAXCOL")
	p.payable.PayableType = "bill"
	p.keys = map[string]string{"street": street, "account_number": account}
	return p
}

// typesTaxDollarBreakdown is where a 2026 Sunshine County tax dollar goes
// (SRCH-03).
func typesTaxDollarBreakdown() *siteconfig.TaxDollarBreakdown {
	return &siteconfig.TaxDollarBreakdown{
		Year: 2026,
		Authorities: []siteconfig.TaxAuthority{
			{Name: localized("Sunshine County", "Condado de Sunshine"), Millage: "6.7500"},
			{Name: localized("School Board", "Junta Escolar"), Millage: "5.6150"},
			{Name: localized("City of Sunshine", "Ciudad de Sunshine"), Millage: "4.2000"},
			{Name: localized("Library District", "Distrito de Bibliotecas"), Millage: "0.5000"},
			{Name: localized("Water Management District", "Distrito de Gestión del Agua"), Millage: "0.2189"},
			{Name: localized("Mosquito Control", "Control de Mosquitos"), Millage: "0.1100"},
		},
		Note: localized("Rates adopted by each authority for the 2026 tax year.",
			"Tasas adoptadas por cada autoridad para el año fiscal 2026."),
	}
}

// typesUnclaimedRefunds is the Tax Collector's list of refunds no one has
// claimed (SRCH-03).
func typesUnclaimedRefunds() *siteconfig.UnclaimedRefunds {
	return &siteconfig.UnclaimedRefunds{
		Instructions: localized(
			"To claim a refund, send the Tax Collector a signed claim form with a copy of your ID. Refunds not claimed within three years go to the state.",
			"Para reclamar un reembolso, envíe al Recaudador de Impuestos un formulario de reclamo firmado con una copia de su identificación. Los reembolsos no reclamados en tres años pasan al estado."),
		Refunds: []siteconfig.UnclaimedRefund{
			{Name: "ALVAREZ MARIA", Account: "R100-017", Year: 2024, Amount: "212.40"},
			{Name: "BROOKS HOLDINGS LLC", Account: "R100-052", Year: 2023, Amount: "1048.00"},
			{Name: "CHEN WEI", Account: "R100-088", Year: 2025, Amount: "36.15"},
			{Name: "DUPREE JAMES", Account: "R100-103", Year: 2024, Amount: "5.00"},
			{Name: "ALVAREZ ROBERTO", Account: "R100-121", Year: 2025, Amount: "98.62"},
		},
	}
}
