package account

import (
	"testing"

	"github.com/payhub/payhub/bff/upstream/mythings"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// ROUTE-55: My Dashboard's tabs for DMV items, services and fees, and tax
// items, by the base type of the item's source.
func TestDashboardTabOf_ROUTE55_eachItemIsUnderItsSourcesBaseType(t *testing.T) {
	for _, tc := range []struct {
		name        string
		src         siteconfig.Source
		displayType string
		want        string
	}{
		{"a renewexpress source", siteconfig.Source{SearchType: siteconfig.SearchFieldSearchRenewExpress}, "registration", TabDMV},
		{"a rexhub source", siteconfig.Source{SearchType: siteconfig.SearchFieldSearchRexHub}, "", TabDMV},
		{"a vehicle renewal", siteconfig.Source{SearchType: siteconfig.SearchFieldSearch}, "vehicle_renewal", TabDMV},
		{"a vessel renewal source", siteconfig.Source{DisplayType: "vessel_renewal"}, "", TabDMV},
		{"a vehicle renewal of no source", siteconfig.Source{}, "Vehicle_Renewal", TabDMV},
		{"a property tax bill", siteconfig.Source{SearchType: siteconfig.SearchFieldSearch}, "property_tax", TabTax},
		{"any *_tax type", siteconfig.Source{}, "tourist_tax", TabTax},
		{"a tax-system source", siteconfig.Source{TaxSystem: &siteconfig.TaxSystem{}}, "bill", TabTax},
		{"a source with a tax-dollar breakdown", siteconfig.Source{TaxDollarBreakdown: &siteconfig.TaxDollarBreakdown{}}, "bill", TabTax},
		{"a source with unclaimed refunds", siteconfig.Source{UnclaimedRefunds: &siteconfig.UnclaimedRefunds{}}, "bill", TabTax},
		{"a utility bill", siteconfig.Source{SearchType: siteconfig.SearchFieldSearch}, "utility_bill", TabServices},
		{"a business license", siteconfig.Source{}, "business_license", TabServices},
		{"a word containing tax", siteconfig.Source{}, "taxi_permit", TabServices},
		{"nothing known (base type General)", siteconfig.Source{}, "", TabServices},
		{"a source of base type DMV", siteconfig.Source{BaseType: "DMV"}, "permit", TabDMV},
		{"a source of base type Tax", siteconfig.Source{BaseType: "Tax"}, "account", TabTax},
		{"a source of base type General wins over a tax display type", siteconfig.Source{BaseType: "General", TaxSystem: &siteconfig.TaxSystem{}}, "tourist_tax", TabServices},
	} {
		if got := DashboardTabOf(tc.src, tc.displayType); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// ROUTE-55: the saved items list names each item's tab, the items whose
// payable is gone included.
func TestSavedItems_ROUTE55_theListNamesEachItemsTab(t *testing.T) {
	store, m := memSaved()
	m["alice|sunshine|demo"] = []mythings.Item{
		{SavePath: "sunshine/demo/utilities/U-1", DisplayType: "utility_bill"},
		{SavePath: "sunshine/demo/property_tax/R-1", DisplayType: "property_tax"},
		{SavePath: "sunshine/demo/vehicle_renewal/GONE", DisplayType: "vehicle_renewal"},
	}
	s := newSaved(store, catalogue(
		payable("sunshine/demo/utilities/U-1", "utilities", "utility_bill"),
		payable("sunshine/demo/property_tax/R-1", "property_tax", "property_tax"),
	), nil)
	v, err := s.List(t.Context(), as("alice"))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, it := range v.Items {
		got[it.SavePath] = it.Tab
	}
	want := map[string]string{
		"/sunshine/demo/utilities/U-1":        TabServices,
		"/sunshine/demo/property_tax/R-1":     TabTax,
		"/sunshine/demo/vehicle_renewal/GONE": TabDMV,
	}
	for p, tab := range want {
		if got[p] != tab {
			t.Errorf("%s: tab %q, want %q (all: %v)", p, got[p], tab, got)
		}
	}
}
