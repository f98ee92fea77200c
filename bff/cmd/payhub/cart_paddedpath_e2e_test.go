package main

import (
	"testing"

	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/sandbox/sqlite"
)

// VAL-80, PAY-06: a path sent with spaces around it names the same payable
// as the cart service reads it, so the BFF's freeform checks apply to it:
// a confidential payment of tax type "boat" is refused whether its path
// is padded or not, and nothing reaches the cart.
func TestServe_VAL80_PAY06_aPaddedPathIsCheckedAsThePayableItNames(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	add := func(path string) (int, []byte) {
		item := map[string]any{"path": path, "amount": "250.00", "userParameters": map[string]string{
			checkout.ConfidentialAccountLabelKey: "Main St", checkout.ConfidentialTaxTypeKey: "boat"}}
		return p.raw("POST", p.bff+typesSite+"/cart/items", map[string]any{"items": []map[string]any{item}}, nil)
	}
	for _, path := range []string{sqlite.PathTypesConfidential, " " + sqlite.PathTypesConfidential, sqlite.PathTypesConfidential + "\t"} {
		if status, raw := add(path); status != 400 {
			t.Errorf("path %q with tax type boat: %d %s, want 400", path, status, raw)
		}
	}
}
