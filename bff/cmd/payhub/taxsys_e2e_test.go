package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/sandbox/login"
)

// API-91: an add from the tax-system pages puts the bills in the cart like
// any add, and the BFF tells their adaptor on the sandbox's payables
// service (POST /v0/property_tax/events/taxsys_add_items), which answers
// the reference number it recorded the event under; each add is its own
// event. An add the cart refuses tells the adaptor nothing.
func TestServe_API91_anAddFromTheTaxSystemPagesTellsTheAdaptor(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	type added struct {
		Cart       cartJSON `json:"cart"`
		References []string `json:"references"`
	}
	add := func(paths ...string) (int, added) {
		items := make([]map[string]any, len(paths))
		for i, path := range paths {
			items[i] = map[string]any{"path": path}
		}
		var out added
		code := p.call("POST", "/taxsys/items", map[string]any{"items": items}, nil, &out)
		return code, out
	}
	code, first := add("sunshine/demo/property_tax/2026/R100-001")
	if code != 200 || len(first.Cart.Items) != 1 || first.Cart.Items[0].Path != "sunshine/demo/property_tax/2026/R100-001" {
		t.Fatalf("add = %d %+v, want R100-001 in the cart", code, first)
	}
	if len(first.References) != 1 || !strings.HasPrefix(first.References[0], "TSX-") {
		t.Fatalf("references %v, want the sandbox's one TSX- reference", first.References)
	}
	code, second := add("sunshine/demo/property_tax/2026/R100-002")
	if code != 200 || len(second.Cart.Items) != 2 || len(second.References) != 1 || second.References[0] == first.References[0] {
		t.Errorf("second add = %d %+v, want both bills and a new reference", code, second)
	}
	if code, refused := add("sunshine/demo/property_tax/2026/R999-999"); code == 200 || len(refused.References) != 0 {
		t.Errorf("add of an unknown bill = %d %+v, want refused with no event", code, refused)
	}
	// The cart seen by the ordinary routes holds what the tax-system pages added.
	if got := p.checkoutScreen().Sections.Cart.Data.Items; len(got) != 2 {
		t.Errorf("checkout cart = %+v, want the two bills", got)
	}
}

// API-91: a path sent with spaces around it adds the bill the cart holds
// without them, and the adaptor is told of that bill as of any other.
func TestServe_API91_aPaddedPathFromTheTaxSystemPagesStillTellsTheAdaptor(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	var out struct {
		Cart       cartJSON `json:"cart"`
		References []string `json:"references"`
	}
	code := p.call("POST", "/taxsys/items", map[string]any{"items": []map[string]any{
		{"path": " sunshine/demo/property_tax/2026/R100-001 "}}}, nil, &out)
	if code != 200 || len(out.Cart.Items) != 1 || out.Cart.Items[0].Path != "sunshine/demo/property_tax/2026/R100-001" {
		t.Fatalf("add = %d %+v, want R100-001 in the cart", code, out)
	}
	if len(out.References) != 1 || !strings.HasPrefix(out.References[0], "TSX-") {
		t.Errorf("references %v, want the sandbox's one TSX- reference", out.References)
	}
}

// API-92: the index-search details route converts the payable the tax
// system hands over (POST /v0/{path}/convert on the sandbox's payables
// service), naming a signed-in resident in the remote-user header, which
// the sandbox logs with the call; a guest's conversion names no one.
func TestServe_API92_theDetailsRouteConvertsThePayableForTheResident(t *testing.T) {
	m, logs := startMain(t)
	const path = "sunshine/types/tax_index/2026/O001"
	details := typesSite + "/search/tax-index/details/" + checkout.EncodePayablePath(path)
	var d checkout.DetailsResult

	guest := newPayer(t, m)
	if status, raw := guest.raw("GET", guest.bff+details, nil, nil); status != 200 || json.Unmarshal(raw, &d) != nil || d.Payable.Path != path {
		t.Fatalf("guest details: %d %s", status, raw)
	}
	if strings.Contains(logs.String(), "payable converted for a remote user") {
		t.Errorf("a guest's conversion named a remote user: %s", logs.String())
	}

	alice, subject := signInAs(t, m, login.SeedResidentEmail)
	if status, raw := alice.raw("GET", alice.bff+details, nil, nil); status != 200 || json.Unmarshal(raw, &d) != nil ||
		d.Payable.Path != path || d.Payable.Amount != "1310.40" {
		t.Fatalf("resident details: %d %s", status, raw)
	}
	var converted bool
	for line := range strings.Lines(logs.String()) {
		converted = converted || (strings.Contains(line, "payable converted for a remote user") &&
			strings.Contains(line, path) && strings.Contains(line, subject))
	}
	if !converted {
		t.Errorf("no conversion of %s for %s in the sandbox's log:\n%s", path, subject, logs.String())
	}
}
