package sandbox_test

import (
	"encoding/json"
	"net/http"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/cart"
)

const (
	changingPath = "sunshine/demo/business_license/B-9003"
	cartsURL     = "/svc/cart/carts/sunshine/demo"
)

// cartWith creates a cart holding path and returns it.
func cartWith(t *testing.T, base, path string) wire.Cart {
	t.Helper()
	status, _, body := do(t, http.MethodPost, base+cartsURL, `{"user_id":"anon-1"}`)
	if status != http.StatusCreated {
		t.Fatalf("create: %d %s", status, body)
	}
	var c wire.Cart
	mustJSON(t, body, &c)
	status, _, body = do(t, http.MethodPost, base+cartsURL+"/"+c.ID+"/items", `[{"path":"`+path+`"}]`)
	if status != http.StatusOK {
		t.Fatalf("add: %d %s", status, body)
	}
	mustJSON(t, body, &c)
	return c
}

func readCart(t *testing.T, base, id string) wire.Cart {
	t.Helper()
	status, _, body := do(t, http.MethodGet, base+cartsURL+"/"+id, "")
	if status != http.StatusOK {
		t.Fatalf("get: %d %s", status, body)
	}
	var c wire.Cart
	mustJSON(t, body, &c)
	return c
}

func mustJSON(t *testing.T, b []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%v: %s", err, b)
	}
}

func change(t *testing.T, base, body string) (int, []byte) {
	t.Helper()
	status, _, b := do(t, http.MethodPost, base+"/svc/payables/v0/admin/change", body)
	return status, b
}

// PAYCHG-05 (service side): a change made through the admin endpoint gets an
// id, and a cart read afterwards marks the item with the updated payable.
func TestPayableChange_PAYCHG05_aReadCartMarksTheItemWithTheUpdatedPayable(t *testing.T) {
	base := start(t, t.TempDir())
	c := cartWith(t, base, changingPath)
	if it := c.Items[0]; it.UpdatedPayable != nil || it.NotFound {
		t.Fatalf("a fresh item is marked: %+v", it)
	}
	status, body := change(t, base, `{"path":"`+changingPath+`","amount":"175.00"}`)
	if status != http.StatusCreated {
		t.Fatalf("change: %d %s", status, body)
	}
	var resp struct {
		Change struct{ ID string } `json:"change"`
	}
	mustJSON(t, body, &resp)
	if resp.Change.ID == "" {
		t.Fatal("the change has no id")
	}
	it := readCart(t, base, c.ID).Items[0]
	if it.UpdatedPayable == nil || it.UpdatedPayable.Amount != "175.00" || it.UpdatedPayable.ChangeID != resp.Change.ID {
		t.Fatalf("updated payable %+v, want amount 175.00 and change %s", it.UpdatedPayable, resp.Change.ID)
	}
	if it.Amount != "150.00" {
		t.Errorf("the item's own amount moved to %s before it was accepted", it.Amount)
	}

	// Keep item: the item takes the new payable and amount, and is no longer marked.
	accept, _ := json.Marshal(map[string]any{"payable": it.UpdatedPayable})
	status, _, body = do(t, http.MethodPatch, base+cartsURL+"/"+c.ID+"/items/"+it.ID, string(accept))
	if status != http.StatusOK {
		t.Fatalf("accept: %d %s", status, body)
	}
	it = readCart(t, base, c.ID).Items[0]
	if it.Amount != "175.00" || it.UpdatedPayable != nil {
		t.Errorf("after accepting: amount %s, updated %+v", it.Amount, it.UpdatedPayable)
	}
}

// PAYCHG-06 (service side): an item whose payable is no longer payable
// cannot be kept.
func TestPayableChange_PAYCHG06_aPayableNoLongerPayableCannotBeAccepted(t *testing.T) {
	base := start(t, t.TempDir())
	c := cartWith(t, base, changingPath)
	if status, body := change(t, base, `{"path":"`+changingPath+`","is_payable":false}`); status != http.StatusCreated {
		t.Fatalf("change: %d %s", status, body)
	}
	it := readCart(t, base, c.ID).Items[0]
	if it.UpdatedPayable == nil || it.UpdatedPayable.IsPayable {
		t.Fatalf("updated payable %+v, want one that is not payable", it.UpdatedPayable)
	}
	accept, _ := json.Marshal(map[string]any{"payable": it.UpdatedPayable})
	status, _, body := do(t, http.MethodPatch, base+cartsURL+"/"+c.ID+"/items/"+it.ID, string(accept))
	if status != http.StatusUnprocessableEntity {
		t.Fatalf("accept: %d %s, want 422", status, body)
	}
}

// PAYCHG-08 (service side): a change of allowed tender types alone marks
// the item too, so that the portal can apply it.
func TestPayableChange_PAYCHG08_aTenderTypeChangeMarksTheItem(t *testing.T) {
	base := start(t, t.TempDir())
	c := cartWith(t, base, changingPath)
	if status, body := change(t, base, `{"path":"`+changingPath+`","allowed_tender_types":["bank"]}`); status != http.StatusCreated {
		t.Fatalf("change: %d %s", status, body)
	}
	it := readCart(t, base, c.ID).Items[0]
	if it.UpdatedPayable == nil || it.UpdatedPayable.Amount != it.Payable.Amount ||
		len(it.UpdatedPayable.AllowedTenderTypes) != 1 {
		t.Fatalf("updated payable %+v, want the same amount and bank only", it.UpdatedPayable)
	}
}

func TestPayableChange_refusesAChangeWithoutPathOrFieldsAndUnknownPaths(t *testing.T) {
	base := start(t, t.TempDir())
	for body, want := range map[string]int{
		`{"amount":"1.00"}`:                                     http.StatusBadRequest,
		`{"path":"` + changingPath + `"}`:                       http.StatusBadRequest,
		`{"path":"` + changingPath + `","amount":"1.5"}`:        http.StatusBadRequest,
		`{"path":"sunshine/demo/nothing/here","amount":"1.00"}`: http.StatusNotFound,
	} {
		if status, b := change(t, base, body); status != want {
			t.Errorf("%s: %d %s, want %d", body, status, b, want)
		}
	}
}
