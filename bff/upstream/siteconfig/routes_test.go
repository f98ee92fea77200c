package siteconfig

import (
	"testing"
)

func TestRouteOf_SRCH02_aSearchPagesRouteNameAndPathComeFromItsSourcesRoute(t *testing.T) {
	for _, st := range SearchTypes() {
		if !HasSearchPage(st) {
			continue
		}
		r := Source{PageRoute: "court-fines", SearchType: st}.RouteOf("sunshine", "types")
		if r.Name != "court-fines" || r.Path != "/sunshine/types/court-fines" || !r.Meta.SearchPage {
			t.Errorf("SRCH-02 %s: route %+v, want name court-fines at /sunshine/types/court-fines", st, r)
		}
	}
	// Another route, another name and path: nothing is fixed per type.
	if r := (Source{PageRoute: "fines", SearchType: SearchBlind}).RouteOf("sunshine", "demo"); r.Name != "fines" || r.Path != "/sunshine/demo/fines" {
		t.Errorf("SRCH-02: route %+v", r)
	}
}

func TestRouteOf_ROUTE46_navigationLinksCarryTheirRouteMetadata(t *testing.T) {
	title := Localized{En: "Court Fines", Es: "Multas judiciales"}
	search := Source{PageRoute: "court-fines", SearchType: SearchBlind, Icon: "ticket", Title: title, Order: 5, LinkInNav: true,
		ProductOwnership: "courts", URLAppMapping: AppHub}
	want := RouteMeta{Icon: "ticket", Title: title, Order: 5, LinkInNav: true, SearchPage: true, ProductOwnership: "courts", URLAppMapping: AppHub}
	if got := search.RouteOf("sunshine", "types").Meta; got != want {
		t.Errorf("ROUTE-46: meta %+v, want %+v", got, want)
	}
	// A link source is no search page, and its route goes to its address.
	link := Source{PageRoute: "county-taxes", SearchType: SearchRedirect, RedirectURL: "https://county-taxes.example/public/sunshine",
		Order: 7, URLAppMapping: AppCountyTaxes}
	if r := link.RouteOf("sunshine", "types"); r.Meta.SearchPage || r.Path != link.RedirectURL || r.Meta.URLAppMapping != AppCountyTaxes || r.Meta.Order != 7 {
		t.Errorf("ROUTE-46: link route %+v", r)
	}
	// Sorted by order, ties kept as they came; the input is left alone.
	srcs := []Source{{PageRoute: "c", Order: 3}, {PageRoute: "a", Order: 1}, {PageRoute: "b1", Order: 2}, {PageRoute: "b2", Order: 2}}
	got := Routed("sunshine", "demo", srcs)
	for i, name := range []string{"a", "b1", "b2", "c"} {
		if got[i].Route == nil || got[i].Route.Name != name {
			t.Fatalf("ROUTE-46: order %d is %+v, want %s", i, got[i], name)
		}
	}
	if srcs[0].PageRoute != "c" || srcs[0].Route != nil {
		t.Error("Routed changed its input")
	}
}

func TestSourceOf_SRCH10_aPayableWithNoMatchingSourceFallsBackToTheGeneralDefault(t *testing.T) {
	srcs := []Source{
		{ID: "dmv", Adaptor: "renewexpress", DisplayType: "vehicle_renewal", SearchType: SearchFieldSearchRenewExpress},
		{ID: "fines", Adaptor: "court_fines", DisplayType: "court_fine", SearchType: SearchBlind},
		{ID: "fines-bulk", Adaptor: "court_fines", DisplayType: "court_fee", SearchType: SearchItemList},
		{ID: "link", Adaptor: "county_taxes", DisplayType: "property_tax", SearchType: SearchRedirect},
	}
	cases := []struct {
		name, adaptor, displayType, want string
	}{
		{"adaptor and display type", "court_fines", "court_fee", "fines-bulk"},
		{"adaptor only: its first source", "court_fines", "parking", "fines"},
		{"SRCH-10: no source of the adaptor", "tax_index", "property_tax", "default"},
		{"SRCH-10: only a link source of the adaptor", "county_taxes", "property_tax", "default"},
		{"SRCH-10: no adaptor", "", "court_fine", "default"},
	}
	for _, c := range cases {
		got := SourceOf(srcs, c.adaptor, c.displayType)
		if got.ID != c.want {
			t.Errorf("%s: %s, want %s", c.name, got.ID, c.want)
		}
		if c.want == "default" && got.BaseType != BaseTypeGeneral {
			t.Errorf("%s: base type %q, want General", c.name, got.BaseType)
		}
	}
	if got := SourceOf(nil, "x", "y"); got.BaseType != "General" {
		t.Errorf("SRCH-10: no sources at all: %+v", got)
	}
}
