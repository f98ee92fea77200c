package sqlite

import (
	"context"
	"fmt"
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
	// Payers arrive with a cart made elsewhere, so the site has no search
	// and no home page: only the money path is open (ROUTE-36).
	redirect := site(SiteRedirect, siteconfig.ModeRedirectOnly, func(st *siteconfig.Site) { st.Install.EnableHomePage = false })
	redirect.sources = nil
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
		redirect,
		// Closed for a while: every page goes to the root (GUARD-02).
		site(SiteSpecial, siteconfig.ModeHomepage, func(st *siteconfig.Site) { st.Install.SpecialMode = true }),
		// Framed by the township's website, which signs its user in (ROLE-15).
		embeddedPublicSite(),
		tourSite(),
	}
}

// The starlight sites of the redirect-only mode (ROUTE-36) and of the
// special mode (GUARD-02); no other sandbox site has either. A site named
// "redirect" would not do: /{client}/redirect/{cartId} is the cart-error
// page of a client's URL without a site (ROUTE-23).
const (
	SiteRedirect = "redirect-only"
	SiteSpecial  = "special"
)

// SiteTour is the starlight site that shows the shell's overlays: the
// welcome modal with four features (three show) and the disclaimer of its
// two sources, the redirect warning on its footer's home link, and the
// sandbox chatbot (SHELL-24..27, SHELL-44). No other sandbox site turns
// them on, so that they never cover the pages other tests click through.
const SiteTour = "tour"

// defaultChatbotURL is the sandbox chatbot on the sandbox's default
// listener; SeedChatbot puts the running listener's address in its place.
const defaultChatbotURL = "http://127.0.0.1:8090/svc/chatbot/"

func tourSite() seedSite {
	const title = "Starlight Township"
	st := demoModeSite(ClientStarlight, SiteTour, siteconfig.ModeHomepage, title)
	st.Welcome = siteconfig.Welcome{
		Display:  true,
		Features: []string{"payhubGeneral", "search", "shoppingCart", "messaging"},
		Title:    localized("Welcome to "+title+" payments", "Bienvenido a los pagos de "+title),
		Description: localized("Pay your township's water and trash bills online, at any time.",
			"Pague en línea las facturas de agua y basura del municipio, a cualquier hora."),
	}
	st.PayHub.ReturnHomeURL = "https://example.org/starlight-township"
	st.PayHub.ReturnHomeText = localized("Back to "+title, "Volver a "+title)
	st.Chatbot = &siteconfig.Chatbot{URL: defaultChatbotURL}
	trash := utilitiesSource("T-200")
	trash.ID, trash.PageRoute, trash.Adaptor, trash.DisplayType, trash.Icon, trash.Order =
		"trash", "trash", "sanitation", "trash_bill", "trash", 2
	trash.Title = localized("Trash bills", "Facturas de basura")
	trash.Subtitle = localized("Pay your trash collection bill", "Pague su factura de recolección de basura")
	trash.ItemName = localized("Trash bill", "Factura de basura")
	trash.DepartmentDisplayName = localized("Sanitation", "Saneamiento")
	return seedSite{site: st, sources: []siteconfig.Source{utilitiesSource("T-100"), trash}}
}

// SeedChatbot points starlight/tour's chatbot at url, the sandbox chatbot
// on the running listener (tests run it on a free port). It runs after
// Seed, at every start.
func (db *DB) SeedChatbot(ctx context.Context, url string) error {
	found := false
	err := db.changeSites(ctx, "chatbot", func(client, site string, st *siteconfig.Site) bool {
		if client != ClientStarlight || site != SiteTour {
			return false
		}
		st.Chatbot, found = &siteconfig.Chatbot{URL: url}, true
		return true
	})
	if err == nil && !found {
		err = fmt.Errorf("sqlite: chatbot: %s/%s is not seeded", ClientStarlight, SiteTour)
	}
	return err
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

// modePayables are the water bills of starlight/checkout (S-100),
// starlight/tour (T-100), starlight/redirect-only (R-300, brought in a cart's
// URL: the site has no search) and lakeside/pay (L-200), and the trash
// bill of starlight/tour (T-200).
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
	trash := bill(ClientStarlight, SiteTour, "T-200")
	trash.payable.Path = ClientStarlight + "/" + SiteTour + "/trash_bills/T-200"
	trash.payable.SavePath, trash.payable.Adaptor, trash.payable.DisplayType = trash.payable.Path, "sanitation", "trash_bill"
	trash.payable.Amount, trash.payable.MinimumAmount, trash.payable.MaximumAmount = "28.50", "28.50", "28.50"
	trash.payable.DisplayName, trash.payable.ItemCategory = "Trash Bill - T-200", "sanitation"
	trash.payable.UniqueID = ClientStarlight + "-sanitation-T-200"
	trash.spanish = func(p *payables.Payable) {
		p.DisplayName = "Factura de basura - T-200"
		p.Description = "Cuenta T-200, servicio hasta el fin de mes"
	}
	return []seedPayable{bill(ClientStarlight, "checkout", "S-100"), bill(ClientStarlight, SiteTour, "T-100"), trash,
		bill(ClientStarlight, SiteRedirect, "R-300"), bill(ClientStarlight, SiteEmbedded, "E-100"),
		bill(ClientLakeside, "pay", "L-200")}
}
