package sqlite_test

import (
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
	"github.com/payhub/payhub/sandbox/sqlite"
)

// SHELL-24 SHELL-25 SHELL-44: starlight/tour turns on the welcome modal
// (more features than show, no time limit), has two payable sources for the
// disclaimer, a home link for the redirect warning and the sandbox chatbot.
func TestTourSite_showsTheShellOverlays(t *testing.T) {
	db := openSeeded(t, t.TempDir())
	st, err := db.SiteConfig().Site(t.Context(), sqlite.ClientStarlight, sqlite.SiteTour)
	if err != nil {
		t.Fatal(err)
	}
	if !st.Welcome.Display || len(st.Welcome.Features) < 3 || st.Welcome.TimeLimit || st.Welcome.Title.Es == "" {
		t.Errorf("welcome = %+v, want on, 3 or more features, no time limit, titled in both languages", st.Welcome)
	}
	if st.PayHub.ReturnHomeURL == "" || st.PayHub.ReturnHomeText.En == "" || st.PayHub.ReturnHomeText.Es == "" {
		t.Errorf("payHub = %+v, want a home link", st.PayHub)
	}
	if !st.Login.Meta.Enabled {
		t.Error("login is off; the redirect warning should offer Log in")
	}
	if st.Chatbot == nil || st.Chatbot.URL != "http://127.0.0.1:8090/svc/chatbot/" {
		t.Errorf("chatbot = %+v, want the sandbox chatbot on the default listener", st.Chatbot)
	}
	sources, err := db.SiteConfig().Sources(t.Context(), sqlite.ClientStarlight, sqlite.SiteTour)
	if err != nil || len(sources) != 2 || sources[0].DepartmentDisplayName == sources[1].DepartmentDisplayName {
		t.Fatalf("sources = %+v (%v), want two of different departments", sources, err)
	}
	for _, s := range sources {
		found, err := db.Payables().Search(t.Context(), s.Adaptor, sqlite.ClientStarlight, sqlite.SiteTour,
			map[string]string{"account_number": map[string]string{"utilities": "T-100", "sanitation": "T-200"}[s.Adaptor]}, bff.English)
		if err != nil || len(found) != 1 {
			t.Errorf("search of %s = %d payables (%v), want its one bill", s.ID, len(found), err)
		}
	}
}

// Only starlight/tour turns the overlays on: sunshine/demo's pages, which
// the other browser tests click through, stay uncovered.
func TestTourSite_isTheOnlySiteWithTheOverlays(t *testing.T) {
	db := openSeeded(t, t.TempDir())
	for _, cs := range [][2]string{{"sunshine", "demo"}, {sqlite.ClientStarlight, "nologin"}, {sqlite.ClientLakeside, "pay"}} {
		st, err := db.SiteConfig().Site(t.Context(), cs[0], cs[1])
		if err != nil {
			t.Fatal(err)
		}
		if st.Welcome.Display || st.Chatbot != nil {
			t.Errorf("%s/%s: welcome %v, chatbot %+v; want both off", cs[0], cs[1], st.Welcome.Display, st.Chatbot)
		}
	}
}

// The chatbot follows the sandbox to the port it runs on, at every start.
func TestSeedChatbot_pointsTheTourChatbotAtTheRunningSandbox(t *testing.T) {
	db := openSeeded(t, t.TempDir())
	for _, url := range []string{"http://127.0.0.1:4100/svc/chatbot/", "http://127.0.0.1:4200/svc/chatbot/"} {
		if err := db.SeedChatbot(t.Context(), url); err != nil {
			t.Fatal(err)
		}
		st, err := db.SiteConfig().Site(t.Context(), sqlite.ClientStarlight, sqlite.SiteTour)
		if err != nil {
			t.Fatal(err)
		}
		if st.Chatbot == nil || st.Chatbot.URL != url {
			t.Errorf("chatbot = %+v, want %s", st.Chatbot, url)
		}
	}
}

// ROUTE-36 GUARD-02: starlight/redirect-only is redirect-only, with no home page
// and no search, and its bill R-300 loads by path for a cart's URL;
// starlight/special has the special mode on, and it is the only site that
// has, so that every other site's pages stay open.
func TestModeSites_redirectOnlyAndSpecialMode(t *testing.T) {
	db := openSeeded(t, t.TempDir())
	ctx := t.Context()
	redirect, err := db.SiteConfig().Site(ctx, sqlite.ClientStarlight, sqlite.SiteRedirect)
	if err != nil {
		t.Fatal(err)
	}
	if redirect.Mode != siteconfig.ModeRedirectOnly || redirect.Install.EnableHomePage || redirect.Install.SpecialMode || !redirect.Enabled {
		t.Errorf("starlight/redirect-only: mode %q, install %+v, enabled %v; want an enabled redirect-only site without a home page",
			redirect.Mode, redirect.Install, redirect.Enabled)
	}
	if sources, err := db.SiteConfig().Sources(ctx, sqlite.ClientStarlight, sqlite.SiteRedirect); err != nil || len(sources) != 0 {
		t.Errorf("starlight/redirect-only sources = %+v (%v), want none", sources, err)
	}
	bill, err := db.Payables().Get(ctx, "starlight/redirect-only/utility_bills/R-300", bff.English)
	if err != nil || bill.Amount != "64.10" || !bill.IsPayable {
		t.Errorf("R-300 = %+v (%v), want a payable bill of 64.10", bill, err)
	}

	special, err := db.SiteConfig().Site(ctx, sqlite.ClientStarlight, sqlite.SiteSpecial)
	if err != nil {
		t.Fatal(err)
	}
	if !special.Install.SpecialMode || !special.Enabled || special.Mode != siteconfig.ModeHomepage {
		t.Errorf("starlight/special: mode %q, install %+v, enabled %v; want an enabled homepage site in special mode",
			special.Mode, special.Install, special.Enabled)
	}
	client, err := db.SiteConfig().Client(ctx, sqlite.ClientStarlight)
	if err != nil {
		t.Fatal(err)
	}
	for _, ref := range client.Sites {
		if ref.Site == sqlite.SiteRedirect || ref.Site == sqlite.SiteSpecial {
			if !ref.Enabled {
				t.Errorf("starlight lists %s as disabled", ref.Site)
			}
			continue
		}
		st, err := db.SiteConfig().Site(ctx, sqlite.ClientStarlight, ref.Site)
		if err != nil || st.Install.SpecialMode {
			t.Errorf("starlight/%s: special mode %v (%v), want off", ref.Site, st.Install.SpecialMode, err)
		}
	}
}
