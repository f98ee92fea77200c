package main

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// TestServe_ROUTE52_inProductionEveryRouteOfASiteNotEnabledThereIsNotFound
// runs --env prod, where sunshine/demo (enabledInProd false) must not take
// a donation or a payment through the API, nor be embedded; the same
// calls work in dev.
func TestServe_ROUTE52_inProductionEveryRouteOfASiteNotEnabledThereIsNotFound(t *testing.T) {
	widget := fakeWidgetBuild(t)
	m, _ := startMain(t, "--env", "prod", "--metrics-addr", "127.0.0.1:0", "--widget-dir", widget)
	p := newPayer(t, m)
	donation := map[string]any{"items": []map[string]any{{"path": "sunshine/demo/donations/parks", "amount": "5.00"}}}
	for _, rq := range []struct {
		method, path string
		body         any
		hdr          map[string]string
	}{
		{"GET", "/screens/shell", nil, nil},
		{"GET", "/screens/home", nil, nil},
		{"GET", "/screens/checkout", nil, nil},
		{"GET", "/search/donations", nil, nil},
		{"POST", "/cart/items", donation, nil},
		{"POST", "/checkout", checkoutBody("tndr_unused", "5.00", "0.00"), map[string]string{"Idempotency-Key": p.newKey()}},
		{"GET", "/session", nil, nil},
		{"POST", "/contact", map[string]any{}, nil},
	} {
		var e errorJSON
		if code := p.call(rq.method, rq.path, rq.body, rq.hdr, &e); code != http.StatusNotFound || e.Error.Code != "not_found" {
			t.Errorf("prod %s %s: %d %+v, want 404 not_found", rq.method, rq.path, code, e)
		}
	}
	// The widget page: no site of county pages may frame it.
	if resp, body := get(t, m.URL("bff")+"/web/widgets/current/sunshine/demo/checkout"); resp.StatusCode != http.StatusNotFound {
		t.Errorf("prod widget page: %d %s", resp.StatusCode, body)
	}

	dev, _ := startMain(t, "--widget-dir", widget)
	d := newPayer(t, dev)
	if code := d.call("POST", "/cart/items", donation, nil, nil); code != http.StatusOK {
		t.Errorf("dev: adding the donation: %d", code)
	}
	if resp, _ := get(t, dev.URL("bff")+"/web/widgets/current/sunshine/demo/checkout"); resp.StatusCode != http.StatusOK {
		t.Errorf("dev widget page: %d", resp.StatusCode)
	}
}

// descriptorJSON is a client's descriptor (GET /bff/v1/{client}).
type descriptorJSON struct {
	Client      string `json:"client"`
	DefaultSite string `json:"defaultSite"`
	Sites       []struct {
		Site    string `json:"site"`
		Enabled bool   `json:"enabled"`
	} `json:"sites"`
}

// TestServe_ROUTE52_inProductionTheClientDescriptorListsOnlySitesEnabledThere:
// no sandbox site is enabled in production, so in prod the descriptors
// name none of them (nor a default site among them), while dev lists them.
func TestServe_ROUTE52_inProductionTheClientDescriptorListsOnlySitesEnabledThere(t *testing.T) {
	prod, _ := startMain(t, "--env", "prod", "--metrics-addr", "127.0.0.1:0")
	for _, client := range []string{"sunshine", "moonbeam"} {
		resp, body := get(t, prod.URL("bff")+"/bff/v1/"+client)
		var d descriptorJSON
		if err := json.Unmarshal([]byte(body), &d); err != nil || resp.StatusCode != http.StatusOK || d.Client != client {
			t.Fatalf("prod %s: %d %s %v", client, resp.StatusCode, body, err)
		}
		if len(d.Sites) != 0 || d.DefaultSite != "" {
			t.Errorf("prod %s lists sites not enabled in production: %s", client, body)
		}
		for _, site := range []string{`"demo"`, `"pay"`} {
			if strings.Contains(body, site) {
				t.Errorf("prod %s names %s: %s", client, site, body)
			}
		}
	}

	dev, _ := startMain(t)
	var d descriptorJSON
	if code := getJSON(t, dev.URL("bff")+"/bff/v1/sunshine", &d); code != http.StatusOK || len(d.Sites) == 0 ||
		d.Sites[0].Site != "demo" || !d.Sites[0].Enabled {
		t.Errorf("dev sunshine: %d %+v", code, d)
	}
}
