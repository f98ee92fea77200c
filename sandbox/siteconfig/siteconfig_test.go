package siteconfig_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
	sandboxsiteconfig "github.com/payhub/payhub/sandbox/siteconfig"
)

// fakeStore is a Store of function fields.
type fakeStore struct {
	sources func(client, site string) ([]siteconfig.Source, error)
}

var _ sandboxsiteconfig.Store = fakeStore{}

func (fakeStore) Client(_ context.Context, client string) (siteconfig.Client, error) {
	return siteconfig.Client{}, bff.Errorf(bff.CodeNotFound, "No client %q.", client)
}

func (fakeStore) Site(_ context.Context, client, site string) (siteconfig.Site, error) {
	return siteconfig.Site{Client: client, Site: site}, nil
}

func (f fakeStore) Sources(_ context.Context, client, site string) ([]siteconfig.Source, error) {
	return f.sources(client, site)
}

func get(h http.Handler, path string) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
	return rec
}

func TestAnUnknownClientIsAnswered404WithTheErrorShape(t *testing.T) {
	rec := get(sandboxsiteconfig.NewHandler(fakeStore{}, nil), "/v1/clients/atlantis")
	if rec.Code != http.StatusNotFound || !strings.Contains(rec.Body.String(), `"code":"not_found"`) {
		t.Fatalf("answer = %d %s, want 404 not_found", rec.Code, rec.Body.String())
	}
}

func TestSourcesOfASiteWithoutSourcesAreAnEmptyList(t *testing.T) {
	h := sandboxsiteconfig.NewHandler(fakeStore{
		sources: func(string, string) ([]siteconfig.Source, error) { return nil, nil },
	}, nil)
	rec := get(h, "/v1/sites/sunshine/demo/sources")
	if rec.Code != http.StatusOK || strings.TrimSpace(rec.Body.String()) != `{"sources":[]}` {
		t.Fatalf("answer = %d %s, want {\"sources\":[]}", rec.Code, rec.Body.String())
	}
}

func TestSiteAnswersTheStoresConfiguration(t *testing.T) {
	rec := get(sandboxsiteconfig.NewHandler(fakeStore{}, nil), "/v1/sites/sunshine/demo")
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `"client":"sunshine","site":"demo"`) {
		t.Fatalf("answer = %d %s", rec.Code, rec.Body.String())
	}
}
