package announcements_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff/upstream/announcements"
	sandboxannouncements "github.com/payhub/payhub/sandbox/announcements"
)

// fakeStore is a Store of function fields.
type fakeStore struct {
	banners func(client, site string) ([]announcements.Banner, error)
}

var _ sandboxannouncements.Store = fakeStore{}

func (f fakeStore) ActiveBanners(_ context.Context, client, site string) ([]announcements.Banner, error) {
	return f.banners(client, site)
}

func (f fakeStore) ActiveNotifications(context.Context, string, string) ([]announcements.Notification, error) {
	return nil, nil
}

func (f fakeStore) ActiveFooters(context.Context, string, string) ([]announcements.Footer, error) {
	return nil, nil
}

func get(h http.Handler, path string) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
	return rec
}

func TestPublicReads_API45_answerEmptyListsAsArraysUnderTheirNames(t *testing.T) {
	h := sandboxannouncements.NewHandler(fakeStore{
		banners: func(string, string) ([]announcements.Banner, error) { return nil, nil },
	}, nil)
	for kind, want := range map[string]string{
		"banners": `{"banners":[]}`, "notifications": `{"notifications":[]}`, "footers": `{"footers":[]}`,
	} {
		rec := get(h, "/pub/sunshine/demo/"+kind)
		if rec.Code != http.StatusOK || strings.TrimSpace(rec.Body.String()) != want {
			t.Errorf("%s = %d %s, want %s", kind, rec.Code, rec.Body.String(), want)
		}
	}
}

func TestPublicReadsPassClientAndSiteToTheStore(t *testing.T) {
	var got string
	h := sandboxannouncements.NewHandler(fakeStore{
		banners: func(client, site string) ([]announcements.Banner, error) {
			got = client + "/" + site
			return nil, errors.New("store down")
		},
	}, nil)
	rec := get(h, "/pub/moonbeam/pay/banners")
	if got != "moonbeam/pay" {
		t.Errorf("store asked for %q, want moonbeam/pay", got)
	}
	if rec.Code != http.StatusInternalServerError || strings.Contains(rec.Body.String(), "store down") {
		t.Errorf("answer = %d %s, want 500 without the cause", rec.Code, rec.Body.String())
	}
}

func TestPing_API46_answers(t *testing.T) {
	if rec := get(sandboxannouncements.NewHandler(fakeStore{}, nil), "/ping"); rec.Code != http.StatusOK {
		t.Fatalf("ping = %d %s", rec.Code, rec.Body.String())
	}
}
