package siteconfig_test

import (
	"net/http/httptest"
	"slices"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
	"github.com/payhub/payhub/sandbox"
)

// newAPI starts the real sandbox on a fresh database and returns a client
// of its site configuration service.
func newAPI(t *testing.T) *siteconfig.ConfigClient {
	t.Helper()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("sandbox.New: %v", err)
	}
	t.Cleanup(func() {
		if err := srv.Close(); err != nil {
			t.Errorf("sandbox Close: %v", err)
		}
	})
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	pool := upstream.NewPool(upstream.Options{})
	t.Cleanup(pool.Close)
	return siteconfig.NewClient(pool.Client("config", ts.URL+sandbox.PrefixConfig))
}

func TestClientReturnsSunshineWithItsDemoSiteMatchedLowercased(t *testing.T) {
	api := newAPI(t)
	c, err := api.Client(t.Context(), "SunShine")
	if err != nil {
		t.Fatalf("Client: %v", err)
	}
	// No default site: the contract's demo URLs carry the site segment.
	if c.Client != "sunshine" || c.Title != "Sunshine County" || c.DefaultSite != "" || c.ClientOnlyURLs {
		t.Errorf("client = %+v, want sunshine, Sunshine County, no default site, site-segment URLs", c)
	}
	// demo, handoff: the site that hands payers off to an external
	// checkout (CHK-02), and types: every search type (SRCH-06).
	want := []siteconfig.SiteRef{{Site: "demo", Enabled: true}, {Site: "handoff", Enabled: true}, {Site: "types", Enabled: true}}
	if !slices.Equal(c.Sites, want) {
		t.Errorf("sites = %+v, want %+v", c.Sites, want)
	}
}

func TestSiteReturnsTheDemoConfigurationOfTheContract(t *testing.T) {
	api := newAPI(t)
	s, err := api.Site(t.Context(), "sunshine", "DEMO")
	if err != nil {
		t.Fatalf("Site: %v", err)
	}
	if s.Client != "sunshine" || s.Site != "demo" || s.Mode != siteconfig.ModeHomepage {
		t.Errorf("site = %s/%s mode %q, want sunshine/demo homepage", s.Client, s.Site, s.Mode)
	}
	if !s.Enabled || s.EnabledInProd {
		t.Errorf("enabled %v, enabledInProd %v; want true, false", s.Enabled, s.EnabledInProd)
	}
	if !slices.Equal(s.Languages, []string{"en", "es"}) {
		t.Errorf("languages = %v, want [en es]", s.Languages)
	}
	if !s.Login.Meta.Enabled {
		t.Error("login is disabled, want enabled")
	}
	if s.Welcome.Display || len(s.Welcome.Features) != 3 {
		t.Errorf("welcome = %+v, want 3 features, not displayed (starlight/tour shows the modal)", s.Welcome)
	}
	if !s.Help.ShowHelp || !s.Help.ShowContactUs {
		t.Errorf("help = %+v, want help and contact shown", s.Help)
	}
	p := s.PayHub
	if p.ClientTitle != "Sunshine County" || p.LandingPageTitle.En != "Pay Sunshine County bills online" ||
		p.LandingPageTitle.Es == "" || p.LandingPageTitle.Es == p.LandingPageTitle.En {
		t.Errorf("payHub titles = %q, %+v; want the contract's, with its own Spanish", p.ClientTitle, p.LandingPageTitle)
	}
	if p.ReturnHomeURL != "http://127.0.0.1:8081/" || p.ReturnHomeText.En == "" || p.ReturnHomeText.Es == "" {
		t.Errorf("return home = %q %+v, want http://127.0.0.1:8081/ with text", p.ReturnHomeURL, p.ReturnHomeText)
	}
	if !p.ShowGSGBranding || p.ColorTheme != "default" || p.ClientLogo == "" {
		t.Errorf("branding = %+v, want GSG branding, default theme and a logo", p)
	}
	want := siteconfig.Install{EnableHeader: true, EnableFooter: true, ShowAnnouncements: true,
		EnableHomePage: true, EnableFloatingCart: true, EnableMySettingsModification: true, EnableSchedPay: true}
	if s.Install != want {
		t.Errorf("install = %+v, want every flag on", s.Install)
	}
	if s.Home.Title.En == "" || s.Home.Description.Es == "" || s.Home.CoverImage == "" ||
		s.Home.CoverAlt.En == "" || s.Home.CoverAlt.Es == "" {
		t.Errorf("home = %+v, want title, description, cover and its alt text in en and es", s.Home)
	}
	if !slices.Equal(s.FrameAncestors, []string{"http://127.0.0.1:8081", "http://localhost:8081"}) {
		t.Errorf("frameAncestors = %v, want the example site's two origins", s.FrameAncestors)
	}
	if !slices.Equal(s.PaymentMethods, []string{"card", "bank", "paypal", "applePay", "googlePay"}) {
		t.Errorf("paymentMethods = %v", s.PaymentMethods)
	}
}

func TestSourcesAreTheFiveDemoSourcesInOrder(t *testing.T) {
	api := newAPI(t)
	list, err := api.Sources(t.Context(), "sunshine", "demo")
	if err != nil {
		t.Fatalf("Sources: %v", err)
	}
	type want struct{ route, adaptor, searchType string }
	wants := []want{
		{"property-tax", "property_tax", siteconfig.SearchFieldSearch},
		{"vehicle-renewal", "vehicle_renewal", siteconfig.SearchFieldSearch},
		{"utilities", "utilities", siteconfig.SearchFieldSearch},
		{"donations", "donations", siteconfig.SearchItemList},
		{"business-license", "business_license", siteconfig.SearchFieldSearch},
	}
	if len(list) != len(wants) {
		t.Fatalf("got %d sources, want %d", len(list), len(wants))
	}
	for i, w := range wants {
		s := list[i]
		if s.PageRoute != w.route || s.Adaptor != w.adaptor || s.SearchType != w.searchType || s.Order != i+1 {
			t.Errorf("source %d = %s/%s/%s order %d, want %+v order %d",
				i, s.PageRoute, s.Adaptor, s.SearchType, s.Order, w, i+1)
		}
		if !s.LinkInNav || s.Icon == "" {
			t.Errorf("%s: linkInNav %v icon %q, want in nav with an icon", s.PageRoute, s.LinkInNav, s.Icon)
		}
		for name, l := range map[string]siteconfig.Localized{"title": s.Title, "subtitle": s.Subtitle,
			"description": s.Description, "department": s.DepartmentDisplayName} {
			if l.En == "" || l.Es == "" || l.En == l.Es {
				t.Errorf("%s %s = %+v, want English and its own Spanish", s.PageRoute, name, l)
			}
		}
		if w.searchType == siteconfig.SearchFieldSearch {
			if len(s.SearchInputs) == 0 || s.SearchInputs[0].Label.En == "" || s.SearchInputs[0].Label.Es == "" {
				t.Errorf("%s: search inputs %+v, want a labelled input in en and es", s.PageRoute, s.SearchInputs)
			}
		}
	}
}

func TestSourcesKeepToTheirSite(t *testing.T) {
	api := newAPI(t)
	list, err := api.Sources(t.Context(), "moonbeam", "pay")
	if err != nil {
		t.Fatalf("Sources: %v", err)
	}
	if len(list) != 1 || list[0].PageRoute != "parking" {
		t.Errorf("moonbeam/pay sources = %+v, want only parking", list)
	}
}

func TestUnknownClientOrSiteIsNotFound(t *testing.T) {
	api := newAPI(t)
	ctx := t.Context()
	_, errClient := api.Client(ctx, "atlantis")
	_, errSite := api.Site(ctx, "sunshine", "nowhere")
	_, errOtherClient := api.Site(ctx, "moonbeam", "demo")
	_, errSources := api.Sources(ctx, "sunshine", "nowhere")
	for name, err := range map[string]error{"client": errClient, "site": errSite,
		"site of another client": errOtherClient, "sources": errSources} {
		if got := bff.ErrorCode(err); got != bff.CodeNotFound {
			t.Errorf("%s: code %q (%v), want %q", name, got, err, bff.CodeNotFound)
		}
	}
}

func TestPingAnswers(t *testing.T) {
	if err := newAPI(t).Ping(t.Context()); err != nil {
		t.Fatalf("Ping: %v", err)
	}
}
