package cart_test

import (
	"net/http"
	"testing"
	"time"

	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/sandbox/cart"
)

// TestCart_CART01_totalsAreExactAndFlagsFollowTheItems proves CART-01 (the cart service side).
func TestCart_CART01_totalsAreExactAndFlagsFollowTheItems(t *testing.T) {
	e := start(t)
	p := payable("sunshine/demo/permits/DIME", "permits", "permit", "0.10")
	p.MinimumAmount, p.MaximumAmount, p.IsQuantityModifiable = "0.01", "100.00", true
	e.putPayable(p)
	c := e.mustAdd(e.newCart().ID, wire.AddItem{Path: p.Path, Quantity: 3}, at(pathTax1, "0.20"))
	if c.Subtotal != "0.50" || c.Count != 4 {
		t.Fatalf("3 x 0.10 + 0.20: subtotal %s count %d, want exactly 0.50 and 4", c.Subtotal, c.Count)
	}
	c = e.mustAdd(e.newCart().ID, item(pathTax1), item(pathWater), item(pathDonation), item(pathVehicle))
	if c.Subtotal != "1381.41" || c.Count != 4 || !c.HasImmediateItems || c.HasDelayedItems || !c.NeedsDelivery {
		t.Fatalf("cart = subtotal %s count %d immediate %v delayed %v delivery %v; want 1381.41, 4, immediate, needs delivery",
			c.Subtotal, c.Count, c.HasImmediateItems, c.HasDelayedItems, c.NeedsDelivery)
	}
	if c.Items == nil || c.Metadata == nil || c.Status != wire.StatusOpen {
		t.Errorf("items %v metadata %v status %q, want lists, a map and open", c.Items, c.Metadata, c.Status)
	}
}

func TestCart_CART01_departmentLimitsGiveEachDepartmentsShareAndLimits(t *testing.T) {
	e := start(t)
	c := e.mustAdd(e.newCart().ID, item(pathTax1), item(pathTax2), item(pathWater))
	var tax *wire.DepartmentLimit
	for i := range c.DepartmentLimits {
		if c.DepartmentLimits[i].Department == "TAXCOL" {
			tax = &c.DepartmentLimits[i]
		}
	}
	if len(c.DepartmentLimits) != 2 || tax == nil {
		t.Fatalf("department limits = %+v, want TAXCOL and UTIL", c.DepartmentLimits)
	}
	if tax.DisplayName != "Tax Collector" || tax.Subtotal != "2076.66" || tax.CardLimit != "5000.00" || tax.BankLimit != "100000.00" {
		t.Errorf("TAXCOL = %+v, want Tax Collector 2076.66 with limits 5000.00 and 100000.00", *tax)
	}
}

// TestCart_CART02_expiryComesFromTheTTLAndEndsTheCart proves CART-02 (the service reports seconds_to_expiry).
func TestCart_CART02_expiryComesFromTheTTLAndEndsTheCart(t *testing.T) {
	e := start(t)
	c := e.newCart()
	if c.Expired || c.SecondsToExpiry != int(cart.DefaultTTL.Seconds()) {
		t.Fatalf("new cart: expired %v, %d s left; want %v left", c.Expired, c.SecondsToExpiry, cart.DefaultTTL)
	}
	e.clock.Advance(10 * time.Minute)
	c = e.mustAdd(c.ID, item(pathWater)) // a change renews the lifetime
	if c.SecondsToExpiry != int(cart.DefaultTTL.Seconds()) || !c.ExpiresAt.Equal(e.clock.Now().Add(cart.DefaultTTL)) {
		t.Fatalf("after a change: %d s left, expires %v; want the full TTL from now", c.SecondsToExpiry, c.ExpiresAt)
	}
	e.clock.Advance(cart.DefaultTTL)
	_, body := e.do(http.MethodGet, base+"/"+c.ID, nil)
	if got := decode[wire.Cart](t, body); !got.Expired || got.SecondsToExpiry != 0 {
		t.Fatalf("after the TTL: expired %v, %d s left; want expired with 0", got.Expired, got.SecondsToExpiry)
	}
	status, body := e.add(c.ID, item(pathTax1))
	e.wantError("add to an expired cart", status, body, http.StatusConflict, wire.ErrExpired)
}

func TestCart_API10_expireEndsTheCartNow(t *testing.T) {
	e := start(t)
	c := e.newCart()
	if status, body := e.do(http.MethodPost, base+"/"+c.ID+"/expire", nil); status != http.StatusOK ||
		!decode[wire.Cart](t, body).Expired {
		t.Fatalf("expire: %d %s, want an expired cart", status, body)
	}
}

// TestVivify_API02_CART08_returnsTheOpenCartOrANewOne proves CART-08.
func TestVivify_API02_CART08_returnsTheOpenCartOrANewOne(t *testing.T) {
	e := start(t)
	c := e.newCart() // anon-1's
	vivify := func(req wire.VivifyRequest) (int, wire.Cart) {
		t.Helper()
		status, body := e.do(http.MethodPost, base+"/vivify", req)
		if status >= 300 {
			return status, wire.Cart{}
		}
		return status, decode[wire.Cart](t, body)
	}
	if status, got := vivify(wire.VivifyRequest{CartID: c.ID, UserID: "anon-1"}); status != http.StatusOK || got.ID != c.ID {
		t.Errorf("own open cart: %d %s, want %s", status, got.ID, c.ID)
	}
	if status, got := vivify(wire.VivifyRequest{CartID: c.ID, UserID: "anon-2", Create: true}); status != http.StatusCreated || got.ID == c.ID {
		t.Errorf("another guest's cart: %d %s, want a new cart", status, got.ID)
	}
	if status, _ := vivify(wire.VivifyRequest{CartID: "cart_nope", UserID: "anon-1"}); status != http.StatusNotFound {
		t.Errorf("unknown cart without create: %d, want 404", status)
	}
	status, merged := vivify(wire.VivifyRequest{CartID: c.ID, UserID: "user-7", Merge: true})
	if status != http.StatusOK || merged.ID != c.ID || merged.UserID != "user-7" {
		t.Fatalf("merge a guest's cart: %d %s of %q, want %s claimed by user-7", status, merged.ID, merged.UserID, c.ID)
	}
	if status, got := vivify(wire.VivifyRequest{UserID: "user-7"}); status != http.StatusOK || got.ID != c.ID {
		t.Errorf("signed-in user without cart id: %d %s, want the user's open cart %s", status, got.ID, c.ID)
	}
	e.clock.Advance(cart.DefaultTTL)
	if status, got := vivify(wire.VivifyRequest{CartID: c.ID, UserID: "user-7", Create: true}); status != http.StatusCreated || got.ID == c.ID {
		t.Errorf("expired cart: %d %s, want a new cart", status, got.ID)
	}
}

func TestClaim_API05_movesAGuestsCartToTheUser(t *testing.T) {
	e := start(t)
	c := e.newCart()
	status, body := e.do(http.MethodPatch, base+"/"+c.ID+"/claim", wire.ClaimRequest{UserID: "user-7"})
	if status != http.StatusOK || decode[wire.Cart](t, body).UserID != "user-7" {
		t.Fatalf("claim: %d %s, want the cart of user-7", status, body)
	}
	status, body = e.do(http.MethodPatch, base+"/"+c.ID+"/claim", wire.ClaimRequest{UserID: "user-8"})
	e.wantError("claim another user's cart", status, body, http.StatusForbidden, "forbidden")
}

func TestPut_CART03_metadataKeepsTheKnownKeys(t *testing.T) {
	e := start(t)
	c := e.newCart()
	req := wire.UpdateRequest{Metadata: map[string]string{"deliveryMethod": "PU", "userEmail": "a@example.com"},
		URLs: wire.URLs{Return: "https://county.example/return"}}
	status, body := e.do(http.MethodPut, base+"/"+c.ID, req)
	got := decode[wire.Cart](t, body)
	if status != http.StatusOK || got.Metadata["deliveryMethod"] != "PU" || got.URLs.Return != req.URLs.Return {
		t.Fatalf("put: %d %s", status, body)
	}
	status, body = e.do(http.MethodPut, base+"/"+c.ID, wire.UpdateRequest{Metadata: map[string]string{"color": "red"}})
	e.wantError("unknown metadata key", status, body, http.StatusBadRequest, "invalid")
}

func TestDelete_API04_removesTheCart(t *testing.T) {
	e := start(t)
	c := e.newCart()
	if status, body := e.do(http.MethodDelete, base+"/"+c.ID, nil); status != http.StatusNoContent {
		t.Fatalf("delete: %d %s", status, body)
	}
	status, body := e.do(http.MethodGet, base+"/"+c.ID, nil)
	e.wantError("deleted cart", status, body, http.StatusNotFound, "not_found")
}

func TestGet_cartIsNotVisibleFromAnotherSite(t *testing.T) {
	e := start(t)
	c := e.newCart()
	status, body := e.do(http.MethodGet, "/carts/moonbeam/pay/"+c.ID, nil)
	e.wantError("other site", status, body, http.StatusNotFound, "not_found")
	if status, _ := e.do(http.MethodGet, "/carts/SunShine/Demo/"+c.ID, nil); status != http.StatusOK {
		t.Errorf("mixed-case client and site: %d, want the cart (spec 000 §2: read lowercased)", status)
	}
}

func TestEmpty_API06_removesEveryItem(t *testing.T) {
	e := start(t)
	c := e.mustAdd(e.newCart().ID, item(pathWater), item(pathTax1))
	status, body := e.do(http.MethodDelete, base+"/"+c.ID+"/items", nil)
	if got := decode[wire.Cart](t, body); status != http.StatusOK || len(got.Items) != 0 || got.Subtotal != "0.00" {
		t.Fatalf("empty: %d %s, want no items and 0.00", status, body)
	}
}
