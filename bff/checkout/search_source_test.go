package checkout

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen/screentest"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// TestSearch_SRCH10_aResultWithNoMatchingSourceIsDrawnAsTheGeneralDefault:
// a payable of the source's adaptor takes the source's display type, icon
// and base type; one whose adaptor no source of the site searches falls
// back to the default source, base type General.
func TestSearch_SRCH10_aResultWithNoMatchingSourceIsDrawnAsTheGeneralDefault(t *testing.T) {
	s := &Checkout{Config: searchConfig(), Env: bff.EnvDev,
		Payables: fakePayables{search: func(context.Context, string, payables.SearchRequest, bff.Language) (payables.SearchResponse, error) {
			own := propertyTax()
			own.Adaptor, own.DisplayType = "property_tax", "property_tax"
			stray := propertyTax()
			stray.Path, stray.Adaptor, stray.DisplayType = "sunshine/demo/utility/U-1", "utility", "utility_bill"
			return payables.SearchResponse{Payables: []payables.Payable{own, stray}, Total: 2}, nil
		}}}
	cfg := searchConfig()
	inner := cfg.SourcesFunc
	cfg.SourcesFunc = func(ctx context.Context, c, st string) ([]siteconfig.Source, error) {
		srcs, err := inner(ctx, c, st)
		srcs[0].Icon, srcs[0].BaseType, srcs[0].DisplayType = "house", "Tax", "property_tax"
		return srcs, err
	}
	s.Config = cfg
	g := guest
	g.CartID = ""
	res, err := s.Search(context.Background(), SearchRequest{Guest: g, PageRoute: "property-tax", Query: map[string]string{"account_number": "R100-001"}})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Payables[0].ConfigDisplayType; got != (ConfigDisplayType{Name: "property_tax", Icon: "house", BaseType: "Tax"}) {
		t.Errorf("own source: %+v", got)
	}
	if got := res.Payables[1].ConfigDisplayType; got != (ConfigDisplayType{Name: "utility_bill", BaseType: siteconfig.BaseTypeGeneral}) {
		t.Errorf("SRCH-10: no matching source: %+v, want base type General", got)
	}
}

// TestSearch_SRCH02_theResultsSourceCarriesItsRouteAndNothingOnlyTheBFFReads
// proves SRCH-02 on the search answer: the page's route name and path are
// its source's route on the site; and the source is sent as pages may see
// it, without the unclaimed refunds list or the tax system's client id.
func TestSearch_SRCH02_theResultsSourceCarriesItsRouteAndNothingOnlyTheBFFReads(t *testing.T) {
	cfg := screentest.Config{SourcesFunc: func(context.Context, string, string) ([]siteconfig.Source, error) {
		return []siteconfig.Source{{ID: "idx", PageRoute: "tax-index", SearchType: siteconfig.SearchIndexSearch, Adaptor: "tax_index",
			Icon: "house", Order: 6, LinkInNav: true,
			TaxSystem:        &siteconfig.TaxSystem{ClientID: "secret-client"},
			UnclaimedRefunds: &siteconfig.UnclaimedRefunds{Refunds: []siteconfig.UnclaimedRefund{{Name: "BROOKS HOLDINGS LLC", Amount: "1.00"}}}}}, nil
	}}
	s := &Checkout{Config: cfg, Payables: fakePayables{search: func(context.Context, string, payables.SearchRequest, bff.Language) (payables.SearchResponse, error) {
		return payables.SearchResponse{}, nil
	}}}
	g := guest
	g.CartID = ""
	res, err := s.Search(context.Background(), SearchRequest{Guest: g, PageRoute: "tax-index"})
	if err != nil {
		t.Fatal(err)
	}
	r := res.Source.Route
	if r == nil || r.Name != "tax-index" || r.Path != "/"+g.Client+"/"+g.Site+"/tax-index" || !r.Meta.SearchPage || r.Meta.Order != 6 || r.Meta.Icon != "house" {
		t.Fatalf("SRCH-02: route %+v", r)
	}
	b, _ := json.Marshal(res)
	for _, secret := range []string{"secret-client", "BROOKS HOLDINGS LLC"} {
		if strings.Contains(string(b), secret) {
			t.Errorf("the search answer holds %s: %s", secret, b)
		}
	}
}
