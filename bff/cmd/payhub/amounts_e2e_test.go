package main

import (
	"encoding/json"
	"net/http"
	"net/url"
	"testing"
)

// These tests send amounts through the real binary: the BFF reads them with
// the one amount grammar (bff.ParseAmount) before the sandbox's cart service
// reads them again with the same grammar.

type itemsJSON struct {
	ID       string `json:"id"`
	Subtotal string `json:"subtotal"`
	Items    []struct {
		ID     string `json:"id"`
		Amount string `json:"amount"`
	} `json:"items"`
}

// TestCartAmounts_VAL40_VAL07_addingAndChangingReadCommasAlike proves that
// a comma only groups thousands, when an item is added (VAL-40) as when its
// amount is changed (VAL-07): "12,34" is not 1234.00 and "1,2,3.00" is not
// 123.00.
func TestCartAmounts_VAL40_VAL07_addingAndChangingReadCommasAlike(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	path := p.find("R100-001").Path // editable from 0.01 up to 1,234.56
	add := func(amount string) (int, itemsJSON, errorJSON) {
		var c itemsJSON
		var e errorJSON
		status, raw := p.raw(http.MethodPost, p.bff+"/bff/v1/sunshine/demo/cart/items",
			map[string]any{"items": []map[string]any{{"path": path, "amount": amount}}}, nil)
		decode(t, raw, &c, &e)
		return status, c, e
	}
	for _, bad := range []string{"12,34", "1,2,3.00", "12,34.00", "1,23"} {
		if status, c, e := add(bad); status != http.StatusBadRequest || e.Error.Code != "invalid" || len(c.Items) != 0 {
			t.Errorf("add %q: %d %+v %+v, want 400 invalid and no item", bad, status, e, c)
		}
	}
	status, c, e := add("1,000.5")
	if status != http.StatusOK || len(c.Items) != 1 || c.Items[0].Amount != "1000.50" || c.Subtotal != "1000.50" {
		t.Fatalf("add 1,000.5: %d %+v %+v, want the item at 1000.50", status, c, e)
	}
	item := "/cart/items/" + url.PathEscape(c.Items[0].ID)
	for _, bad := range []string{"12,34", "1,2,3.00", "12,34.00"} {
		var e errorJSON
		if code := p.call(http.MethodPatch, item, map[string]any{"amount": bad}, nil, &e); code != http.StatusBadRequest || e.Error.Code != "invalid" {
			t.Errorf("change to %q: %d %+v, want 400 invalid", bad, code, e)
		}
	}
	// Zero is refused as below the minimum when changed; added, it is
	// stored as null, the payable's amount (VAL-02).
	if code := p.call(http.MethodPatch, item, map[string]any{"amount": "0.00"}, nil, &e); code != http.StatusUnprocessableEntity {
		t.Errorf("change to 0.00: %d %+v, want 422", code, e)
	}
	var changed itemsJSON
	if code := p.call(http.MethodPatch, item, map[string]any{"amount": "1,100.00"}, nil, &changed); code != http.StatusOK || changed.Subtotal != "1100.00" {
		t.Errorf("change to 1,100.00: %d %+v", code, changed)
	}
}

// decode reads raw into both shapes: an answer's and an error's.
func decode(t *testing.T, raw []byte, answer, failure any) {
	t.Helper()
	if json.Unmarshal(raw, answer) != nil || json.Unmarshal(raw, failure) != nil {
		t.Fatalf("not JSON: %s", raw)
	}
}
