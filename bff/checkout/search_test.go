package checkout

import (
	"context"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen/screentest"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

func searchConfig() screentest.Config {
	return screentest.Config{SourcesFunc: func(context.Context, string, string) ([]siteconfig.Source, error) {
		return []siteconfig.Source{
			{PageRoute: "property-tax", SearchType: siteconfig.SearchFieldSearch, Adaptor: "property_tax",
				DepartmentDisplayName: siteconfig.Localized{En: "Tax Collector", Es: "Recaudador de Impuestos"},
				SearchInputs:          []siteconfig.SearchInput{{Name: "account_number", Label: siteconfig.Localized{En: "Account number"}, Required: true}}},
			{PageRoute: "donations", SearchType: siteconfig.SearchItemList, Adaptor: "donations"},
			{PageRoute: "elsewhere", SearchType: siteconfig.SearchRedirect, RedirectURL: "https://example.com"},
		}, nil
	}}
}

func TestSearch_sendsOnlyDeclaredInputsAndMarksItemsInCart(t *testing.T) {
	var got payables.SearchRequest
	var adaptor string
	s := &Checkout{Config: searchConfig(), Env: bff.EnvDev,
		Payables: fakePayables{search: func(_ context.Context, a string, req payables.SearchRequest, _ bff.Language) (payables.SearchResponse, error) {
			got, adaptor = req, a
			other := propertyTax()
			other.Path = "sunshine/demo/property_tax/2026/R100-002"
			return payables.SearchResponse{Payables: []payables.Payable{propertyTax(), other}, Total: 2}, nil
		}},
		Carts: fakeCarts{get: func(_ context.Context, _, _, id string) (cart.Cart, error) { return oneItemCart(id), nil }},
	}
	res, err := s.Search(context.Background(), SearchRequest{Guest: guest, PageRoute: "property-tax", Lang: bff.Spanish,
		Query: map[string]string{"account_number": " R100-001 ", "injected": "x", "lang": "es"}})
	if err != nil {
		t.Fatal(err)
	}
	if adaptor != "property_tax" || len(got.Query) != 1 || got.Query["account_number"] != "R100-001" || got.Client != "sunshine" {
		t.Fatalf("adaptor %q request %+v", adaptor, got)
	}
	if res.Total != 2 || !res.Payables[0].InCart || res.Payables[1].InCart || res.Payables[0].Department != "Recaudador de Impuestos" {
		t.Fatalf("result %+v", res)
	}
}

func TestSearch_itemListWithoutQueryListsItsItems(t *testing.T) {
	s := &Checkout{Config: searchConfig(),
		Payables: fakePayables{search: func(_ context.Context, a string, req payables.SearchRequest, _ bff.Language) (payables.SearchResponse, error) {
			if a != "donations" || len(req.Query) != 0 {
				t.Errorf("adaptor %q query %v", a, req.Query)
			}
			return payables.SearchResponse{}, nil
		}}}
	g := guest
	g.CartID = ""
	res, err := s.Search(context.Background(), SearchRequest{Guest: g, PageRoute: "donations"})
	if err != nil || res.Payables == nil || len(res.Payables) != 0 {
		t.Fatalf("result %+v err %v", res, err)
	}
}

func TestSearch_unknownOrRedirectSourceIsNotFoundAndMissingInputInvalid(t *testing.T) {
	s := &Checkout{Config: searchConfig()}
	for _, route := range []string{"nope", "elsewhere"} {
		if _, err := s.Search(context.Background(), SearchRequest{Guest: guest, PageRoute: route}); bff.ErrorCode(err) != bff.CodeNotFound {
			t.Errorf("%s: err %v", route, err)
		}
	}
	if _, err := s.Search(context.Background(), SearchRequest{Guest: guest, PageRoute: "property-tax"}); bff.ErrorCode(err) != bff.CodeInvalid {
		t.Errorf("missing input: err %v", err)
	}
}

func TestSearch_cartThatCannotBeReadMarksNothing(t *testing.T) {
	s := &Checkout{Config: searchConfig(),
		Payables: fakePayables{search: func(context.Context, string, payables.SearchRequest, bff.Language) (payables.SearchResponse, error) {
			return payables.SearchResponse{Payables: []payables.Payable{propertyTax()}, Total: 1}, nil
		}},
		Carts: fakeCarts{get: func(context.Context, string, string, string) (cart.Cart, error) {
			return cart.Cart{}, bff.Errorf(bff.CodeUnavailable, "down")
		}},
	}
	res, err := s.Search(context.Background(), SearchRequest{Guest: guest, PageRoute: "property-tax", Query: map[string]string{"account_number": "R100-001"}})
	if err != nil || res.Payables[0].InCart {
		t.Fatalf("result %+v err %v", res, err)
	}
}
