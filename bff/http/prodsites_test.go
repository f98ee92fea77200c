package http

import (
	"context"
	"net/http"
	"os"
	"slices"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
)

// prodSites has one site enabled in production, one that is not, and one
// whose configuration cannot be read.
var prodSites = fakeSites(func(_ context.Context, client, site string) (bff.SitePolicy, error) {
	switch client + "/" + site {
	case "sunshine/live":
		return bff.SitePolicy{Enabled: true, EnabledInProd: true}, nil
	case "sunshine/staging":
		return bff.SitePolicy{Enabled: true}, nil
	case "sunshine/broken":
		return bff.SitePolicy{}, bff.Errorf(bff.CodeUnavailable, "The configuration service is unavailable.")
	}
	return bff.SitePolicy{}, bff.Errorf(bff.CodeNotFound, "No such site.")
})

func prodSitesServer(t *testing.T, env bff.Env) http.Handler {
	t.Helper()
	home := func(_ context.Context, c, s string) (screen.Screen, error) {
		if s == "nowhere" {
			return screen.Screen{}, bff.Errorf(bff.CodeNotFound, "No such site.")
		}
		return screen.Screen{Screen: "home", Client: c, Site: s, Complete: true}, nil
	}
	return New(Deps{Env: env, Sites: prodSites, Screens: fakeScreens{home: home}, Widget: os.DirFS(widgetBuild(t))})
}

func TestProductionSites_ROUTE52_onlySitesEnabledInProductionAnswerThere(t *testing.T) {
	h := prodSitesServer(t, bff.EnvProd)
	for _, tc := range []struct {
		path string
		want int
		code bff.Code
	}{
		{"/bff/v1/sunshine/live/screens/home", 200, ""},
		{"/bff/v1/SUNSHINE/Staging/screens/home", 404, bff.CodeNotFound},
		{"/bff/v1/sunshine/staging/screens/home", 404, bff.CodeNotFound},
		{"/bff/v1/sunshine/nowhere/screens/home", 404, bff.CodeNotFound},
		{"/bff/v1/sunshine/broken/screens/home", 503, bff.CodeUnavailable},
		{WidgetPrefix + "/sunshine/live/checkout", 200, ""},
		{WidgetPrefix + "/sunshine/staging/checkout", 404, bff.CodeNotFound},
	} {
		rec := do(h, "GET", tc.path, nil)
		if rec.Code != tc.want || (tc.code != "" && errorOf(t, rec).Code != tc.code) {
			t.Errorf("prod %s: %d %s, want %d %s", tc.path, rec.Code, rec.Body.String(), tc.want, tc.code)
		}
	}
	// A command is refused before it reaches its handler (here: 503 for
	// a server without checkout).
	rec := do(h, "POST", "/bff/v1/sunshine/staging/cart/items", map[string]string{"X-Requested-With": "payhub"})
	if rec.Code != 404 {
		t.Errorf("prod cart add on a staging site: %d %s", rec.Code, rec.Body.String())
	}
}

func TestProductionSites_ROUTE52_everySiteAnswersOutsideProduction(t *testing.T) {
	for _, env := range []bff.Env{bff.EnvDev, bff.EnvTest, bff.EnvStage, bff.EnvBeta, bff.EnvDemo} {
		h := prodSitesServer(t, env)
		for _, p := range []string{"/bff/v1/sunshine/staging/screens/home", WidgetPrefix + "/sunshine/staging/checkout"} {
			if rec := do(h, "GET", p, nil); rec.Code != 200 {
				t.Errorf("%s %s: %d %s", env, p, rec.Code, rec.Body.String())
			}
		}
	}
}

// TestProductionSites_ROUTE52_theDescriptorListsOnlySitesEnabledInProduction:
// in production the client's descriptor keeps the site enabled there (and
// the default site only when it is that one), leaves out the others, and
// answers a configuration outage as its error; elsewhere it lists them all.
func TestProductionSites_ROUTE52_theDescriptorListsOnlySitesEnabledInProduction(t *testing.T) {
	for _, tc := range []struct {
		env  bff.Env
		desc bff.ClientDescriptor
		want int
		body string
	}{
		{bff.EnvProd, bff.ClientDescriptor{Client: "sunshine", DefaultSite: "live", Sites: []bff.SiteRef{
			{Site: "staging", Enabled: true}, {Site: "Live", Enabled: true}, {Site: "nowhere", Enabled: true}}},
			200, `{"client":"sunshine","title":"","defaultSite":"live","clientOnlyUrls":false,"sites":[{"site":"Live","enabled":true}]}`},
		{bff.EnvProd, bff.ClientDescriptor{Client: "sunshine", DefaultSite: "staging", Sites: []bff.SiteRef{
			{Site: "staging", Enabled: true}, {Site: "live", Enabled: false}}},
			200, `{"client":"sunshine","title":"","clientOnlyUrls":false,"sites":[{"site":"live","enabled":false}]}`},
		{bff.EnvProd, bff.ClientDescriptor{Client: "sunshine", Sites: []bff.SiteRef{
			{Site: "live", Enabled: true}, {Site: "broken", Enabled: true}}}, 503, ""},
		{bff.EnvBeta, bff.ClientDescriptor{Client: "sunshine", DefaultSite: "staging", Sites: []bff.SiteRef{
			{Site: "staging", Enabled: true}, {Site: "live", Enabled: false}}},
			200, `{"client":"sunshine","title":"","defaultSite":"staging","clientOnlyUrls":false,"sites":[{"site":"staging","enabled":true},{"site":"live","enabled":false}]}`},
	} {
		before := slices.Clone(tc.desc.Sites)
		// A cache hands out the same descriptor every time.
		clients := fakeClients(func(context.Context, string) (bff.ClientDescriptor, error) { return tc.desc, nil })
		h := New(Deps{Env: tc.env, Sites: prodSites, Clients: clients})
		rec := do(h, "GET", "/bff/v1/sunshine", nil)
		if rec.Code != tc.want || (tc.body != "" && rec.Body.String() != tc.body) {
			t.Errorf("%s %+v: %d %s, want %d %s", tc.env, tc.desc, rec.Code, rec.Body.String(), tc.want, tc.body)
		}
		if !slices.Equal(tc.desc.Sites, before) {
			t.Errorf("the cached descriptor was changed: %+v, was %+v", tc.desc.Sites, before)
		}
	}
}
