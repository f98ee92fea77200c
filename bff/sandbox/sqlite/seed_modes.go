package sqlite

import (
	"time"

	"golang.org/x/crypto/bcrypt"

	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// The demo sites of the site modes (spec 000 §2 "Site modes", guards),
// listed in the README: client starlight has one site per mode, and client
// lakeside uses client-only URLs (/lakeside/home, no site segment).
const (
	ClientStarlight = "starlight"
	ClientLakeside  = "lakeside"
	// BasicAuthUser and BasicAuthPassword open starlight/basic.
	BasicAuthUser     = "county"
	BasicAuthPassword = "sandbox-only"
)

// starlightSites are the starlight sites by name and mode.
func starlightSites() []seedSite {
	site := func(name, mode string, change func(*siteconfig.Site)) seedSite {
		st := demoModeSite(ClientStarlight, name, mode, "Starlight Township")
		if change != nil {
			change(&st)
		}
		return seedSite{site: st, sources: []siteconfig.Source{utilitiesSource("S-100")}}
	}
	return []seedSite{
		// Home goes to checkout (ROUTE-10).
		site("checkout", siteconfig.ModeCheckoutOnly, func(st *siteconfig.Site) { st.Install.EnableHomePage = false }),
		// Home goes to the forms page.
		site("forms", siteconfig.ModeFormsOnly, func(st *siteconfig.Site) { st.Install.EnableHomePage = false }),
		// Every route shows the site's holding page.
		site("stub", siteconfig.ModeStub, nil),
		// No sign-in: guests only (LOGIN-07, LOGIN-08).
		site("nologin", siteconfig.ModeHomepage, func(st *siteconfig.Site) { st.Login.Meta.Enabled = false }),
		// A user name and password before anything (GUARD-16).
		site("basic", siteconfig.ModeHomepage, func(st *siteconfig.Site) {
			hash, err := bcrypt.GenerateFromPassword([]byte(BasicAuthPassword), bcrypt.MinCost)
			if err != nil {
				panic(err) // only for a cost out of range
			}
			st.BasicAuth = &siteconfig.BasicAuth{Realm: "Starlight Township test site", Username: BasicAuthUser,
				PasswordHash: string(hash)}
		}),
	}
}

// modeClients are the starlight and lakeside clients.
func modeClients() []seedClient {
	star := seedClient{client: siteconfig.Client{Client: ClientStarlight, Title: "Starlight Township"}, sites: starlightSites()}
	for _, s := range star.sites {
		star.client.Sites = append(star.client.Sites, siteconfig.SiteRef{Site: s.site.Site, Enabled: true})
	}
	lake := demoModeSite(ClientLakeside, "pay", siteconfig.ModeHomepage, "Lakeside Village")
	lake.ClientOnlyURLs = true
	return []seedClient{star, {
		client: siteconfig.Client{Client: ClientLakeside, Title: "Lakeside Village", ClientOnlyURLs: true,
			Sites: []siteconfig.SiteRef{{Site: "pay", Enabled: true}}},
		sites: []seedSite{{site: lake, sources: []siteconfig.Source{utilitiesSource("L-200")}}},
	}}
}

// demoModeSite is a small bilingual site with a water-bill search.
func demoModeSite(client, site, mode, title string) siteconfig.Site {
	return siteconfig.Site{
		Client: client, Site: site, Mode: mode, Enabled: true,
		Languages: []string{"en", "es"},
		Welcome:   siteconfig.Welcome{Features: []string{}},
		Help:      siteconfig.Help{ShowHelp: true, ShowContactUs: false},
		PayHub: siteconfig.PayHub{
			ClientTitle:      title,
			LandingPageTitle: localized("Pay "+title+" online", "Pague en línea a "+title),
			ColorTheme:       "default",
		},
		Login: siteconfig.Login{Meta: siteconfig.LoginMeta{Enabled: true}},
		Install: siteconfig.Install{
			EnableHeader: true, EnableFooter: true, ShowAnnouncements: true, EnableHomePage: true,
			EnableFloatingCart: true, EnableMySettingsModification: true,
		},
		Home: siteconfig.Home{
			Title:       localized(title+" payments", "Pagos de "+title),
			Description: localized("Pay your water bill online.", "Pague su factura de agua en línea."),
		},
		FrameAncestors: []string{},
		PaymentMethods: []string{"card", "bank"},
	}
}

// utilitiesSource is the water-bill search of the demo-mode sites.
func utilitiesSource(example string) siteconfig.Source {
	return siteconfig.Source{
		ID: "utilities", PageRoute: "utilities", DisplayType: "utility_bill",
		Title:       localized("Water bills", "Facturas de agua"),
		Subtitle:    localized("Pay your water bill", "Pague su factura de agua"),
		Description: localized("Search by the account number on your bill.", "Busque con el número de cuenta de su factura."),
		Icon:        "droplet", SearchType: siteconfig.SearchFieldSearch, Adaptor: "utilities",
		ItemName:              localized("Water bill", "Factura de agua"),
		SearchInputs:          []siteconfig.SearchInput{accountInput(example)},
		DepartmentDisplayName: localized("Utilities", "Servicios Públicos"),
		Order:                 1, LinkInNav: true,
	}
}

// modePayables are the water bills of starlight/checkout (S-100) and
// lakeside/pay (L-200).
func modePayables(now time.Time) []seedPayable {
	due := now.AddDate(0, 0, 20).UTC().Format(dueDateLayout)
	bill := func(client, site, account string) seedPayable {
		path := client + "/" + site + "/utility_bills/" + account
		return seedPayable{
			payable: payables.Payable{
				Path: path, SavePath: path, Client: client, Site: site, PayableType: "bill", Adaptor: "utilities",
				Amount: "64.10", MinimumAmount: "64.10", MaximumAmount: "64.10",
				DisplayName: "Water Bill - " + account, DisplayType: "utility_bill",
				Description: "Account " + account + ", service through the end of the month",
				DueAt:       due, DepartmentCode: "UTIL", ItemCategory: "utilities", IsPayable: true,
				UniqueID: client + "-utilities-" + account, AllowedTenderTypes: allTenders(),
				CachesafeSearchPairs: map[string]string{"account_number": account},
				CustomParameters:     map[string]any{"account_number": account},
			},
			spanish: func(p *payables.Payable) {
				p.DisplayName = "Factura de agua - " + account
				p.Description = "Cuenta " + account + ", servicio hasta el fin de mes"
			},
			keys: map[string]string{"account_number": account},
		}
	}
	return []seedPayable{bill(ClientStarlight, "checkout", "S-100"), bill(ClientLakeside, "pay", "L-200")}
}
