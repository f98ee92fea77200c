package http

import (
	"context"
	"net/http"
	"sync"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
)

func TestSearch_passesTheQueryAndTheSessionCartButCreatesNoSession(t *testing.T) {
	var got []checkout.SearchRequest
	var mu sync.Mutex
	f := screenCart("c1", new([]checkout.Guest), &mu)
	f.search = func(_ context.Context, req checkout.SearchRequest) (checkout.SearchResult, error) {
		mu.Lock()
		got = append(got, req)
		mu.Unlock()
		return checkout.SearchResult{Payables: []checkout.PayableView{}}, nil
	}
	b := newBrowser(newCheckoutServer(t, bff.EnvTest, f))
	rec := b.do("GET", "/bff/v1/Sunshine/Demo/search/property-tax?account_number=R100-001&lang=es", "", nil)
	if rec.Code != http.StatusOK || b.session() != "" {
		t.Fatalf("%d session %q", rec.Code, b.session())
	}
	r := got[0]
	if r.Client != "sunshine" || r.Site != "demo" || r.PageRoute != "property-tax" || r.Query["account_number"] != "R100-001" ||
		r.Lang != bff.Spanish || r.CartID != "" || r.UserID != "" {
		t.Fatalf("request %+v", r)
	}
	b.do("GET", "/bff/v1/sunshine/demo/screens/checkout", "", nil)
	b.do("GET", "/bff/v1/sunshine/demo/search/property-tax?account_number=R100-001", "", map[string]string{"Accept-Language": "en-US,en"})
	if r := got[1]; r.CartID != "c1" || r.Lang != bff.English {
		t.Fatalf("request with a session %+v", r)
	}
}

func TestSearch_errorsUseTheOneTable(t *testing.T) {
	f := fakeCheckout{search: func(context.Context, checkout.SearchRequest) (checkout.SearchResult, error) {
		return checkout.SearchResult{}, bff.Errorf(bff.CodeNotFound, "There is no such search page.")
	}}
	rec := newBrowser(newCheckoutServer(t, bff.EnvTest, f)).do("GET", "/bff/v1/sunshine/demo/search/nope", "", nil)
	if rec.Code != 404 || errorOf(t, rec).Code != bff.CodeNotFound {
		t.Fatalf("%d %s", rec.Code, rec.Body.String())
	}
}
