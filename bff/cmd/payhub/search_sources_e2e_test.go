package main

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/sandbox/sqlite"
)

// These tests read sunshine/types' sources and add its confidential
// payment through the real binary and the sandbox.

type routeJSON struct {
	Name string `json:"name"`
	Path string `json:"path"`
	Meta struct {
		Icon             string            `json:"icon"`
		Title            map[string]string `json:"title"`
		Order            int               `json:"order"`
		LinkInNav        bool              `json:"linkInNav"`
		SearchPage       bool              `json:"searchPage"`
		ProductOwnership string            `json:"productOwnership"`
		URLAppMapping    string            `json:"urlAppMapping"`
	} `json:"meta"`
}

func TestSources_SRCH02_ROUTE46_theShellsSourcesCarryTheirRoutesByOrder(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	var shell struct {
		Sections struct {
			Sources struct {
				Data []struct {
					ID        string     `json:"id"`
					PageRoute string     `json:"pageRoute"`
					Order     int        `json:"order"`
					Route     *routeJSON `json:"route"`
				} `json:"data"`
			} `json:"sources"`
		} `json:"sections"`
	}
	status, raw := p.raw("GET", p.bff+typesSite+"/screens/shell", nil, nil)
	if status != 200 || json.Unmarshal(raw, &shell) != nil {
		t.Fatalf("shell: %d %s", status, raw)
	}
	routes := map[string]*routeJSON{}
	last := -1 << 31
	for _, src := range shell.Sections.Sources.Data {
		if src.Route == nil {
			t.Fatalf("ROUTE-46: %s has no route: %s", src.ID, raw)
		}
		if src.Route.Meta.Order < last {
			t.Errorf("ROUTE-46: %s (order %d) after order %d", src.ID, src.Route.Meta.Order, last)
		}
		last = src.Route.Meta.Order
		routes[src.ID] = src.Route
	}
	// SRCH-02: a search page's route name and path are its source's route.
	if r := routes["court-fines"]; r == nil || r.Name != "court-fines" || r.Path != "/sunshine/types/court-fines" ||
		!r.Meta.SearchPage || !r.Meta.LinkInNav || r.Meta.Icon != "ticket" || r.Meta.Order != 5 || r.Meta.Title["es"] != "Multas judiciales" {
		t.Errorf("SRCH-02, ROUTE-46: court fines %+v", r)
	}
	// ROUTE-46, ROUTE-49: a redirect link is no search page, goes to its
	// rewritten address and keeps its app mapping.
	if r := routes["county-taxes"]; r == nil || r.Path != sqlite.TypesCountyTaxesURL || r.Meta.SearchPage || r.Meta.URLAppMapping != "county-taxes" {
		t.Errorf("ROUTE-46: county taxes %+v", r)
	}
	// The search answer's source has the same route.
	status, raw = p.raw("GET", p.bff+typesSite+"/search/court-fines", nil, nil)
	var res struct {
		Source struct {
			Route *routeJSON `json:"route"`
		} `json:"source"`
	}
	if status != 200 || json.Unmarshal(raw, &res) != nil || res.Source.Route == nil || res.Source.Route.Path != "/sunshine/types/court-fines" {
		t.Errorf("SRCH-02: search answer %d %s", status, raw)
	}
}

func TestSources_SRCH08_theCourtFinesPageCarriesItsExampleWebsiteAndDepartment(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	status, raw := p.raw("GET", p.bff+typesSite+"/search/court-fines", nil, map[string]string{"Accept-Language": "es"})
	var res struct {
		Source struct {
			ExampleImage *struct {
				URL   string              `json:"url"`
				Alt   map[string]string   `json:"alt"`
				Texts []map[string]string `json:"texts"`
			} `json:"exampleImage"`
			ClientWebsiteURL      string            `json:"clientWebsiteUrl"`
			DepartmentDisplayName map[string]string `json:"departmentDisplayName"`
		} `json:"source"`
		Payables []struct {
			Department string `json:"department"`
		} `json:"payables"`
	}
	if status != 200 || json.Unmarshal(raw, &res) != nil {
		t.Fatalf("search: %d %s", status, raw)
	}
	src := res.Source
	if src.ExampleImage == nil || !strings.HasSuffix(src.ExampleImage.URL, ".svg") || src.ExampleImage.Alt["es"] == "" || len(src.ExampleImage.Texts) != 2 ||
		src.ClientWebsiteURL != sqlite.TypesClerkWebsite || src.DepartmentDisplayName["en"] != "Clerk of Court" {
		t.Fatalf("SRCH-08: source %s", raw)
	}
	if len(res.Payables) != 1 || res.Payables[0].Department != "Secretaría del Tribunal" {
		t.Fatalf("SRCH-08: the department shown with the payable: %s", raw)
	}
}

func TestSources_VAL80_aConfidentialPaymentNeedsItsLabelValueAndTaxType(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	status, raw := p.raw("GET", p.bff+typesSite+"/search/confidential-tax?"+url.Values{}.Encode(), nil, nil)
	var res struct {
		Source struct {
			SearchType string `json:"searchType"`
		} `json:"source"`
		Payables []struct {
			Path           string `json:"path"`
			Confidential   bool   `json:"confidential"`
			FreeformFields []struct {
				Key      string `json:"key"`
				Required bool   `json:"required"`
			} `json:"freeformFields"`
		} `json:"payables"`
	}
	if status != 200 || json.Unmarshal(raw, &res) != nil || res.Source.SearchType != "blind" || len(res.Payables) != 1 ||
		!res.Payables[0].Confidential || len(res.Payables[0].FreeformFields) != 2 {
		t.Fatalf("VAL-80: search %d %s", status, raw)
	}
	add := func(amount string, values map[string]string) (int, []byte) {
		item := map[string]any{"path": sqlite.PathTypesConfidential, "amount": amount}
		if values != nil {
			item["userParameters"] = values
		}
		return p.raw("POST", p.bff+typesSite+"/cart/items", map[string]any{"items": []map[string]any{item}}, map[string]string{"Accept-Language": "es"})
	}
	label := checkout.ConfidentialAccountLabelKey
	for name, values := range map[string]map[string]string{
		"no values":        nil,
		"no tax type":      {label: "Tienda de Main Street"},
		"another type":     {label: "Tienda de Main Street", checkout.ConfidentialTaxTypeKey: "boat"},
		"no label":         {checkout.ConfidentialTaxTypeKey: checkout.TaxTypeTangible},
		"an unknown key":   {label: "Tienda", checkout.ConfidentialTaxTypeKey: checkout.TaxTypeCentral, "owner": "x"},
		"a label too long": {label: strings.Repeat("x", 61), checkout.ConfidentialTaxTypeKey: checkout.TaxTypeCentral},
	} {
		if status, raw := add("250.00", values); status != 400 || !strings.Contains(string(raw), `"fields"`) {
			t.Errorf("VAL-80 %s: %d %s, want 400 naming the field", name, status, raw)
		}
	}
	// No dollar value: the template's 0.00 is below its minimum.
	if status, raw := add("0", map[string]string{label: "Tienda", checkout.ConfidentialTaxTypeKey: checkout.TaxTypeCentral}); status < 400 {
		t.Errorf("VAL-80 without a dollar value: %d %s", status, raw)
	}
	status, raw = add("250.00", map[string]string{label: "Tienda de Main Street", checkout.ConfidentialTaxTypeKey: checkout.TaxTypeRealEstate})
	var c struct {
		Subtotal string `json:"subtotal"`
		Items    []struct {
			UserParameters map[string]string `json:"userParameters"`
		} `json:"items"`
	}
	if status != 200 || json.Unmarshal(raw, &c) != nil || c.Subtotal != "250.00" || len(c.Items) != 1 ||
		c.Items[0].UserParameters[checkout.ConfidentialTaxTypeKey] != "real_estate" {
		t.Fatalf("VAL-80: add %d %s", status, raw)
	}
}
