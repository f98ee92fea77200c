package siteconfig

import "testing"

func TestWithLinkHost_ROUTE49_rewritesARedirectPathByItsAppPrefix(t *testing.T) {
	hosts := LinkHosts{CountyTaxes: "https://county-taxes.example/", Hub: "https://hub.example"}
	cases := []struct {
		name string
		src  Source
		want string
	}{
		{"county-taxes", Source{SearchType: SearchRedirect, URLAppMapping: AppCountyTaxes, RedirectURL: "/public/sunshine"}, "https://county-taxes.example/public/sunshine"},
		{"hub", Source{SearchType: SearchRedirect, URLAppMapping: AppHub, RedirectURL: "/sunshine/demo/home"}, "https://hub.example/sunshine/demo/home"},
		{"no prefix: the current origin", Source{SearchType: SearchRedirect, RedirectURL: "/sunshine/demo/home"}, "/sunshine/demo/home"},
		{"absolute", Source{SearchType: SearchRedirect, URLAppMapping: AppHub, RedirectURL: "https://elsewhere.example/x"}, "https://elsewhere.example/x"},
		{"protocol-relative", Source{SearchType: SearchRedirect, URLAppMapping: AppHub, RedirectURL: "//evil.example/x"}, "//evil.example/x"},
		{"a tax-system link", Source{SearchType: SearchTaxsysNavLink, URLAppMapping: AppHub, RedirectURL: "/sunshine/demo/taxsys"}, "/sunshine/demo/taxsys"},
	}
	for _, c := range cases {
		if got := c.src.WithLinkHost(hosts).RedirectURL; got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
	src := Source{SearchType: SearchRedirect, URLAppMapping: AppHub, RedirectURL: "/x"}
	if got := src.WithLinkHost(LinkHosts{}).RedirectURL; got != "/x" {
		t.Errorf("no hub host: %q, want the path", got)
	}
}
