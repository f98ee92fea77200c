package payables_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
	sandboxpayables "github.com/payhub/payhub/sandbox/payables"
)

// fakeStore is a Store of function fields; nil fields fail the test.
type fakeStore struct {
	t       *testing.T
	get     func(path string, lang bff.Language) (payables.Payable, error)
	adaptor func(adaptor string) (bool, error)
	search  func(adaptor string, keys map[string]string) ([]payables.Payable, error)
}

var _ sandboxpayables.Store = fakeStore{}

func (f fakeStore) Get(_ context.Context, path string, lang bff.Language) (payables.Payable, error) {
	if f.get == nil {
		f.t.Fatal("unexpected Get")
	}
	return f.get(path, lang)
}

func (f fakeStore) GetMany(_ context.Context, paths []string, lang bff.Language) ([]payables.Payable, error) {
	f.t.Fatal("unexpected GetMany")
	return nil, nil
}

func (f fakeStore) AdaptorExists(_ context.Context, adaptor string) (bool, error) {
	if f.adaptor == nil {
		return true, nil
	}
	return f.adaptor(adaptor)
}

func (f fakeStore) Search(_ context.Context, adaptor, _, _ string, keys map[string]string, _ bff.Language) ([]payables.Payable, error) {
	if f.search == nil {
		f.t.Fatal("unexpected Search")
	}
	return f.search(adaptor, keys)
}

func serve(h http.Handler, method, path, body, lang string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if lang != "" {
		req.Header.Set("Accept-Language", lang)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json") // the service takes JSON bodies only
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestAStoreFailureIsAnswered500WithoutItsDetail(t *testing.T) {
	h := sandboxpayables.NewHandler(fakeStore{t: t,
		get: func(string, bff.Language) (payables.Payable, error) {
			return payables.Payable{}, errors.New("disk I/O error on sandbox.db")
		},
	}, nil)
	rec := serve(h, http.MethodGet, "/v0/a%2Fb", "", "")
	if rec.Code != http.StatusInternalServerError || strings.Contains(rec.Body.String(), "disk") {
		t.Fatalf("answer = %d %s, want 500 without the cause", rec.Code, rec.Body.String())
	}
}

func TestAcceptLanguageChoosesTheStoreLanguage_API93(t *testing.T) {
	var asked []bff.Language
	h := sandboxpayables.NewHandler(fakeStore{t: t,
		get: func(_ string, lang bff.Language) (payables.Payable, error) {
			asked = append(asked, lang)
			return payables.Payable{Path: "p"}, nil
		},
	}, nil)
	for _, lang := range []string{"", "en-US,en", "es-US,es", "es", "fr-FR"} {
		if rec := serve(h, http.MethodGet, "/v0/p", "", lang); rec.Code != http.StatusOK {
			t.Fatalf("%q: %d %s", lang, rec.Code, rec.Body.String())
		}
	}
	want := []bff.Language{bff.English, bff.English, bff.Spanish, bff.Spanish, bff.English}
	if len(asked) != len(want) {
		t.Fatalf("asked %v, want %v", asked, want)
	}
	for i := range want {
		if asked[i] != want[i] {
			t.Errorf("asked %v, want %v", asked, want)
			break
		}
	}
}

func TestRetrieveRefusesMoreThanMaxRetrievePaths(t *testing.T) {
	paths := make([]string, sandboxpayables.MaxRetrievePaths+1)
	body, _ := json.Marshal(payables.RetrieveRequest{Paths: paths})
	rec := serve(sandboxpayables.NewHandler(fakeStore{t: t}, nil), http.MethodPost, "/v0/retrieve", string(body), "")
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("answer = %d %s, want 400", rec.Code, rec.Body.String())
	}
}

func TestBulkSearchRefusesMoreThanMaxBulkKeys(t *testing.T) {
	keys := make([]map[string]string, sandboxpayables.MaxBulkKeys+1)
	body, _ := json.Marshal(payables.BulkSearchRequest{Keys: keys})
	rec := serve(sandboxpayables.NewHandler(fakeStore{t: t}, nil), http.MethodPost, "/v0/a/bulk_search", string(body), "")
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("answer = %d %s, want 400", rec.Code, rec.Body.String())
	}
}

func TestBulkSearchAnswersABlankKeyWithItsOwnError_API90(t *testing.T) {
	h := sandboxpayables.NewHandler(fakeStore{t: t,
		search: func(string, map[string]string) ([]payables.Payable, error) {
			return []payables.Payable{{Path: "found"}}, nil
		},
	}, nil)
	body := `{"keys":[{"account_number":"  "},{"account_number":"A-1"}]}`
	rec := serve(h, http.MethodPost, "/v0/a/bulk_search", body, "es-US,es")
	var res payables.BulkSearchResponse
	if err := json.Unmarshal(rec.Body.Bytes(), &res); rec.Code != http.StatusOK || err != nil {
		t.Fatalf("answer = %d %s (%v)", rec.Code, rec.Body.String(), err)
	}
	blank := res.Payables[""]
	if blank.Error == nil || blank.Error.ErrorCode != string(bff.CodeInvalid) || !strings.Contains(blank.Error.DisplayMessage, "fila") {
		t.Errorf("blank key = %+v, want an invalid error with a Spanish message", blank)
	}
	if found := res.Payables["A-1"]; found.Error != nil || len(found.Payables) != 1 {
		t.Errorf("A-1 = %+v, want its payable", found)
	}
}
