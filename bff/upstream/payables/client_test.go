package payables_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox"
)

// Seeded payable paths (contracts §6).
const (
	pathR100001 = "sunshine/demo/property_tax/2026/R100-001"
	pathR100002 = "sunshine/demo/property_tax/2026/R100-002"
	pathVehicle = "sunshine/demo/vehicle_renewal/ABC1234"
)

// newClient starts the real sandbox on a fresh database, with wrap (if
// any) around its handler, and returns a client of its payables service.
func newClient(t *testing.T, wrap func(http.Handler) http.Handler) *payables.Client {
	t.Helper()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("sandbox.New: %v", err)
	}
	t.Cleanup(func() {
		if err := srv.Close(); err != nil {
			t.Errorf("sandbox Close: %v", err)
		}
	})
	h := srv.Handler()
	if wrap != nil {
		h = wrap(h)
	}
	ts := httptest.NewServer(h)
	t.Cleanup(ts.Close)
	pool := upstream.NewPool(upstream.Options{})
	t.Cleanup(pool.Close)
	return payables.NewClient(pool.Client("payables", ts.URL+sandbox.PrefixPayables))
}

func search(key string) payables.SearchRequest {
	return payables.SearchRequest{Client: "sunshine", Site: "demo", Query: map[string]string{"account_number": key}}
}

func TestGet_API87_returnsOnePayableByItsEncodedPath(t *testing.T) {
	c := newClient(t, nil)
	p, err := c.Get(t.Context(), pathR100001, bff.English)
	if err != nil {
		t.Fatalf("Get: %v", err)
	}
	if p.Path != pathR100001 || p.SavePath == "" || p.Amount != "1234.56" ||
		p.MinimumAmount != "0.01" || p.MaximumAmount != "1234.56" {
		t.Errorf("payable = %s save %q amount %s [%s, %s], want R100-001 at 1234.56 editable from 0.01",
			p.Path, p.SavePath, p.Amount, p.MinimumAmount, p.MaximumAmount)
	}
	if p.DepartmentCode != "TAXCOL" || p.ItemCategory != "property_tax" || !p.IsPayable {
		t.Errorf("department %q category %q payable %v, want TAXCOL property_tax payable",
			p.DepartmentCode, p.ItemCategory, p.IsPayable)
	}
}

func TestGet_API87_unknownPathIsNotFound(t *testing.T) {
	_, err := newClient(t, nil).Get(t.Context(), "sunshine/demo/property_tax/2026/R999-999", bff.English)
	if got := bff.ErrorCode(err); got != bff.CodeNotFound {
		t.Fatalf("code %q (%v), want %q", got, err, bff.CodeNotFound)
	}
}

func TestGet_API93_answersInSpanishWhenAskedInSpanish(t *testing.T) {
	c := newClient(t, nil)
	en, err := c.Get(t.Context(), pathR100001, bff.English)
	if err != nil {
		t.Fatalf("Get en: %v", err)
	}
	es, err := c.Get(t.Context(), pathR100001, bff.Spanish)
	if err != nil {
		t.Fatalf("Get es: %v", err)
	}
	if !strings.HasPrefix(en.DisplayName, "2026 Property Tax") {
		t.Errorf("English display name = %q", en.DisplayName)
	}
	if !strings.Contains(es.DisplayName, "Impuesto sobre la propiedad") || !strings.Contains(es.Description, "Cuenta") {
		t.Errorf("Spanish display name %q, description %q; want Spanish", es.DisplayName, es.Description)
	}
	if es.Amount != en.Amount || es.Path != en.Path {
		t.Errorf("Spanish payable differs beyond its words: %s %s vs %s %s", es.Path, es.Amount, en.Path, en.Amount)
	}
}

func TestRetrieve_API88_returnsThePayablesInOrderAndSuccess(t *testing.T) {
	c := newClient(t, nil)
	res, err := c.Retrieve(t.Context(), []string{pathR100002, pathR100001}, bff.English)
	if err != nil {
		t.Fatalf("Retrieve: %v", err)
	}
	if !res.IsSuccess || len(res.Payables) != 2 ||
		res.Payables[0].Path != pathR100002 || res.Payables[1].Path != pathR100001 {
		t.Fatalf("retrieve = %+v, want R100-002 then R100-001, success", res)
	}
	if res.Payables[0].Amount != "842.10" {
		t.Errorf("R100-002 amount = %s, want 842.10", res.Payables[0].Amount)
	}
}

func TestRetrieve_API88_anUnknownPathIsLeftOutAndIsNotSuccess(t *testing.T) {
	res, err := newClient(t, nil).Retrieve(t.Context(), []string{pathR100001, "sunshine/demo/nope"}, bff.English)
	if err != nil {
		t.Fatalf("Retrieve: %v", err)
	}
	if res.IsSuccess || len(res.Payables) != 1 || res.Payables[0].Path != pathR100001 {
		t.Fatalf("retrieve = %+v, want only R100-001 and is_success false", res)
	}
}

func TestSearch_API89_matchesTheKeyIgnoringCaseAndSurroundingSpaces(t *testing.T) {
	res, err := newClient(t, nil).Search(t.Context(), "property_tax", search("  r100-001 "), bff.English)
	if err != nil {
		t.Fatalf("Search: %v", err)
	}
	if res.Total != 1 || len(res.Payables) != 1 || res.Payables[0].Path != pathR100001 {
		t.Fatalf("search = %+v, want exactly R100-001", res)
	}
}

func TestSearch_API89_aMissIsEmptyNotAnError(t *testing.T) {
	res, err := newClient(t, nil).Search(t.Context(), "property_tax", search("R100-999"), bff.English)
	if err != nil {
		t.Fatalf("Search: %v", err)
	}
	if res.Total != 0 || len(res.Payables) != 0 {
		t.Fatalf("search = %+v, want no payables and total 0", res)
	}
}

func TestSearch_API89_anUnknownAdaptorIsNotFound(t *testing.T) {
	_, err := newClient(t, nil).Search(t.Context(), "no_such_adaptor", search("R100-001"), bff.English)
	if got := bff.ErrorCode(err); got != bff.CodeNotFound {
		t.Fatalf("code %q (%v), want %q", got, err, bff.CodeNotFound)
	}
}

func TestSearch_API89_keepsToTheClientAsked(t *testing.T) {
	c := newClient(t, nil)
	query := map[string]string{"citation_number": "P-42"}
	own, err := c.Search(t.Context(), "parking_citations",
		payables.SearchRequest{Client: "moonbeam", Site: "pay", Query: query}, bff.English)
	if err != nil {
		t.Fatalf("Search moonbeam: %v", err)
	}
	other, err := c.Search(t.Context(), "parking_citations",
		payables.SearchRequest{Client: "sunshine", Site: "demo", Query: query}, bff.English)
	if err != nil {
		t.Fatalf("Search sunshine: %v", err)
	}
	if own.Total != 1 || other.Total != 0 {
		t.Fatalf("moonbeam found %d, sunshine found %d; want 1 and 0", own.Total, other.Total)
	}
}
