package payables_test

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	sandboxpayables "github.com/payhub/payhub/sandbox/payables"
)

// fakeOffices is an OfficeStore of a function.
type fakeOffices func(client string, lang bff.Language, now time.Time) ([]payables.Office, error)

func (f fakeOffices) Offices(_ context.Context, client string, lang bff.Language, now time.Time) ([]payables.Office, error) {
	return f(client, lang, now)
}

func TestLookup_API26_officesAreLookedUpByClientAndTypeInTheLanguageAsked(t *testing.T) {
	day := time.Date(2026, 5, 4, 9, 0, 0, 0, time.UTC)
	var gotClient string
	var gotLang bff.Language
	var gotNow time.Time
	store := fakeOffices(func(client string, lang bff.Language, now time.Time) ([]payables.Office, error) {
		gotClient, gotLang, gotNow = client, lang, now
		return []payables.Office{{LocationID: "downtown", Availability: []payables.Availability{{Date: "2026-05-04", Open: true}}}}, nil
	})
	h := sandboxpayables.NewHandler(fakeStore{t: t}, nil, sandboxpayables.WithOffices(store, func() time.Time { return day }))
	rec := serve(h, http.MethodGet, "/v0/lookup?client=Sunshine&type=offices", "", "es")
	var got payables.LookupResponse
	if rec.Code != http.StatusOK || json.Unmarshal(rec.Body.Bytes(), &got) != nil || len(got.Locations) != 1 {
		t.Fatalf("lookup: %d %s", rec.Code, rec.Body.String())
	}
	if gotClient != "sunshine" || gotLang != bff.Spanish || !gotNow.Equal(day) {
		t.Errorf("store asked for %q in %q at %v", gotClient, gotLang, gotNow)
	}
	for _, bad := range []string{"/v0/lookup?type=offices", "/v0/lookup?client=sunshine&type=parks"} {
		if rec := serve(h, http.MethodGet, bad, "", ""); rec.Code != http.StatusBadRequest {
			t.Errorf("%s: %d, want 400", bad, rec.Code)
		}
	}
}
