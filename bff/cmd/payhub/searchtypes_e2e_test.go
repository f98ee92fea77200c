package main

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/sandbox/sqlite"
)

// These tests search every search type of sunshine/types (SRCH-06) through
// the real binary and the sandbox's payables service.

const typesSite = "/bff/v1/sunshine/types"

type typesResultJSON struct {
	Source struct {
		SearchType            string            `json:"searchType"`
		BlindDisplayNameLabel map[string]string `json:"blindDisplayNameLabel"`
	} `json:"source"`
	Payables []struct {
		Path   string `json:"path"`
		Amount string `json:"amount"`
	} `json:"payables"`
	Total   int  `json:"total"`
	TooMany bool `json:"tooMany"`
	Groups  []struct {
		Title string   `json:"title"`
		Paths []string `json:"paths"`
	} `json:"groups"`
}

// typesSearch searches a page of sunshine/types in lang.
func (p *payer) typesSearch(route string, q url.Values, lang string) (int, typesResultJSON) {
	p.t.Helper()
	status, raw := p.raw("GET", p.bff+typesSite+"/search/"+route+"?"+q.Encode(), nil, map[string]string{"Accept-Language": lang})
	var out typesResultJSON
	if status == 200 {
		if err := json.Unmarshal(raw, &out); err != nil {
			p.t.Fatalf("search %s: %s: %v", route, raw, err)
		}
	}
	return status, out
}

func TestSearchTypes_SRCH06_eachSearchTypeFindsItsSandboxPayables(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)

	cases := []struct {
		route, searchType string
		query             url.Values
		want              string
		count             int
	}{
		{"express-renewal", "field-search-renewexpress", url.Values{"license_plate": {"exp1001"}, "vin_last4": {"4321"}}, sqlite.PathTypesRenewExpress, 1},
		{"boat-renewal", "field-search-rexhub", url.Values{"registration_number": {"FL1234AB"}, "zip_code": {"32801"}}, sqlite.PathTypesRexHub, 1},
		{"parks", "expandable-item-list", nil, sqlite.PathTypesPoolPass, 4},
		{"records", "item-dropdown", nil, sqlite.PathTypesBirthCert, 3},
		// A blind page lists its one template payable, whatever is asked.
		{"court-fines", "blind", url.Values{"anything": {"x"}}, sqlite.PathTypesCourtFine, 1},
		{"tax-index", "index-search", url.Values{"street": {sqlite.TypesIndexStreetFew}}, "sunshine/types/tax_index/2026/O001", 2},
	}
	for _, c := range cases {
		t.Run(c.route, func(t *testing.T) {
			status, res := p.typesSearch(c.route, c.query, "en")
			if status != 200 {
				t.Fatalf("status %d", status)
			}
			if res.Source.SearchType != c.searchType || len(res.Payables) != c.count || res.TooMany {
				t.Fatalf("got %+v", res)
			}
			found := false
			for _, pay := range res.Payables {
				found = found || pay.Path == c.want
			}
			if !found {
				t.Fatalf("%s not among %+v", c.want, res.Payables)
			}
		})
	}
}

func TestSearchTypes_SRCH06_aWrongSecondInputFindsNothing(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	status, res := p.typesSearch("express-renewal", url.Values{"license_plate": {"EXP1001"}, "vin_last4": {"0000"}}, "en")
	if status != 200 || len(res.Payables) != 0 {
		t.Fatalf("status %d, %+v", status, res)
	}
	if status, _ := p.typesSearch("express-renewal", url.Values{"license_plate": {"EXP1001"}}, "en"); status != 400 {
		t.Fatalf("without the VIN: status %d, want 400", status)
	}
}

func TestSearchTypes_expandableItemListGroupsItsItemsInTheRequestLanguage(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	for lang, titles := range map[string][2]string{"en": {"Annual passes", "Shelter rentals"}, "es": {"Pases anuales", "Alquiler de refugios"}} {
		_, res := p.typesSearch("parks", nil, lang)
		if len(res.Groups) != 2 || res.Groups[0].Title != titles[0] || res.Groups[1].Title != titles[1] ||
			len(res.Groups[0].Paths) != 2 || len(res.Groups[1].Paths) != 2 {
			t.Fatalf("%s: groups %+v", lang, res.Groups)
		}
	}
}

func TestSearchTypes_VAL83_tooManyIndexMatchesAreCutAndSaidSo(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	_, res := p.typesSearch("tax-index", url.Values{"street": {sqlite.TypesIndexStreetMany}}, "en")
	if !res.TooMany || len(res.Payables) != checkout.MaxSearchResults || res.Total != 24 {
		t.Fatalf("got %d payables of %d, tooMany %v", len(res.Payables), res.Total, res.TooMany)
	}
}

func TestSearchTypes_SRCH01_linkSourcesHaveNoSearchPage(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	for _, route := range []string{"county-taxes", "tax-records"} {
		if status, _ := p.typesSearch(route, nil, "en"); status != 404 {
			t.Errorf("%s: status %d, want 404", route, status)
		}
	}
	// ROUTE-47, ROUTE-49: both are in the shell's sources, the redirect's
	// path rewritten to the site's county-taxes host.
	var shell struct {
		Sections struct {
			Sources struct {
				Data []struct {
					ID          string `json:"id"`
					RedirectURL string `json:"redirectUrl"`
					LinkInNav   bool   `json:"linkInNav"`
				} `json:"data"`
			} `json:"sources"`
		} `json:"sections"`
	}
	status, raw := p.raw("GET", p.bff+typesSite+"/screens/shell", nil, nil)
	if status != 200 || json.Unmarshal(raw, &shell) != nil {
		t.Fatalf("shell: %d %s", status, raw)
	}
	links := map[string]string{}
	for _, src := range shell.Sections.Sources.Data {
		if src.LinkInNav {
			links[src.ID] = src.RedirectURL
		}
	}
	if links["county-taxes"] != sqlite.TypesCountyTaxesURL || links["tax-records"] != "/sunshine/demo/taxsys" {
		t.Fatalf("links %v", links)
	}
}

func TestSearchTypes_SRCH09_aBlindPaymentCarriesTheTypedCitationIntoTheCart(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	_, res := p.typesSearch("court-fines", nil, "es")
	if res.Source.BlindDisplayNameLabel["es"] != "Número de citación" {
		t.Fatalf("label %+v", res.Source.BlindDisplayNameLabel)
	}
	var c struct {
		Subtotal string `json:"subtotal"`
		Items    []struct {
			UserParameters map[string]string `json:"userParameters"`
		} `json:"items"`
	}
	body := map[string]any{"items": []map[string]any{{"path": sqlite.PathTypesCourtFine, "amount": "123.45",
		"userParameters": map[string]string{checkout.BlindDisplayNameKey: "C-2026-0001"}}}}
	status, raw := p.raw("POST", p.bff+typesSite+"/cart/items", body, nil)
	if status != 200 {
		t.Fatalf("add: %d %s", status, raw)
	}
	if err := json.Unmarshal(raw, &c); err != nil {
		t.Fatal(err)
	}
	if c.Subtotal != "123.45" || len(c.Items) != 1 || c.Items[0].UserParameters[checkout.BlindDisplayNameKey] != "C-2026-0001" {
		t.Fatalf("cart %s", raw)
	}
}

func TestSearchTypes_SRCH03_extraPagesAtTheSourceRoutePlusTheirSubRoute(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	var b checkout.TaxDollarView
	status, raw := p.raw("GET", p.bff+typesSite+"/search/tax-index/tax-dollar-breakdown", nil, map[string]string{"Accept-Language": "es"})
	if status != 200 || json.Unmarshal(raw, &b) != nil || len(b.Rows) != 6 || b.Rows[0].Name != "Condado de Sunshine" || b.TotalMillage != "17.3939" {
		t.Fatalf("breakdown: %d %s", status, raw)
	}
	var r checkout.UnclaimedRefundsView
	status, raw = p.raw("GET", p.bff+typesSite+"/search/tax-index/unclaimed-refunds?name=alvarez", nil, nil)
	if status != 200 || json.Unmarshal(raw, &r) != nil || len(r.Refunds) != 2 || r.Total != "311.02" {
		t.Fatalf("refunds: %d %s", status, raw)
	}
	// Without the option the sub-route is not found.
	for _, u := range []string{"/search/records/tax-dollar-breakdown", "/search/express-renewal/unclaimed-refunds"} {
		if status, raw := p.raw("GET", p.bff+typesSite+u, nil, nil); status != 404 {
			t.Errorf("%s: %d %s", u, status, raw)
		}
	}
}

func TestSearchTypes_SRCH04_theIndexDetailsRouteReadsAPayableOfTheSiteOnly(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	var d checkout.DetailsResult
	path := "sunshine/types/tax_index/2026/O001"
	status, raw := p.raw("GET", p.bff+typesSite+"/search/tax-index/details/"+checkout.EncodePayablePath(path), nil, nil)
	if status != 200 || json.Unmarshal(raw, &d) != nil || d.Payable.Path != path || d.Payable.Amount != "1310.40" {
		t.Fatalf("details: %d %s", status, raw)
	}
	other := checkout.EncodePayablePath("sunshine/demo/property_tax/2026/R100-001")
	if status, raw := p.raw("GET", p.bff+typesSite+"/search/tax-index/details/"+other, nil, nil); status != 404 {
		t.Fatalf("another site's payable: %d %s", status, raw)
	}
}

func TestSearchTypes_anItemDropDownAddsTheQuantityChosen(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	body := map[string]any{"items": []map[string]any{{"path": sqlite.PathTypesBirthCert, "amount": "20.00", "quantity": 2}}}
	status, raw := p.raw("POST", p.bff+typesSite+"/cart/items", body, nil)
	var c struct {
		Subtotal string `json:"subtotal"`
	}
	if status != 200 || json.Unmarshal(raw, &c) != nil || c.Subtotal != "40.00" {
		t.Fatalf("add: %d %s", status, raw)
	}
}

// The unclaimed refunds route hands out refunds by owner name only, never
// the whole list: the shell's sources and the details route carry neither
// the list nor the tax system's client id, yet still say the page and the
// route exist.
func TestSearchTypes_SRCH03_SRCH04_sourcesAreSentWithoutTheRefundsListOrTheTaxSystemClientID(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	_, shell := p.raw("GET", p.bff+typesSite+"/screens/shell", nil, nil)
	path := checkout.EncodePayablePath("sunshine/types/tax_index/2026/O001")
	_, details := p.raw("GET", p.bff+typesSite+"/search/tax-index/details/"+path, nil, nil)
	_, unnamed := p.raw("GET", p.bff+typesSite+"/search/tax-index/unclaimed-refunds?name=", nil, nil)
	for name, body := range map[string][]byte{"shell": shell, "details": details, "refunds without a name": unnamed} {
		for _, secret := range []string{"BROOKS HOLDINGS LLC", "R100-052", "sunshine-taxsys"} {
			if strings.Contains(string(body), secret) {
				t.Errorf("%s as a guest holds %s", name, secret)
			}
		}
		for _, kept := range []string{`"unclaimedRefunds":{`, `"taxSystem":{`} {
			if name != "refunds without a name" && !strings.Contains(string(body), kept) {
				t.Errorf("%s lost %s", name, kept)
			}
		}
	}
	// The refunds route still finds an owner's refunds by name.
	if status, raw := p.raw("GET", p.bff+typesSite+"/search/tax-index/unclaimed-refunds?name=brooks", nil, nil); status != 200 || !strings.Contains(string(raw), "R100-052") {
		t.Errorf("refunds by name: %d %s", status, raw)
	}
}
