package checkout

import (
	"context"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/cart"
)

// A first add whose claim loses to another request of the session adopts
// the cart that request claimed, and adds its items there, not to the
// cart it made itself.
func TestAddItems_CART08_aLostClaimAddsToTheWinnersCart(t *testing.T) {
	var vivified []string
	var addedTo string
	s := &Checkout{Carts: fakeCarts{
		vivify: func(_ context.Context, _, _ string, req cart.VivifyRequest) (cart.Cart, error) {
			vivified = append(vivified, req.CartID)
			if req.CartID == "winner" {
				return cart.Cart{ID: "winner"}, nil // open: no new cart
			}
			return cart.Cart{ID: "mine"}, nil
		},
		addItems: func(_ context.Context, _, _, cartID string, _ []cart.AddItem, _ bff.Language) (cart.Cart, error) {
			addedTo = cartID
			return cart.Cart{ID: cartID}, nil
		},
	}}
	var claims [][2]string
	g := Guest{Client: "sunshine", Site: "demo", UserID: "anon-1", Claim: func(_ context.Context, from, candidate string) (string, error) {
		claims = append(claims, [2]string{from, candidate})
		return "winner", nil // another request claimed first
	}}
	_, id, err := s.AddItems(t.Context(), g, []AddItemInput{{Path: "sunshine/demo/donations/parks"}}, bff.English)
	if err != nil || id != "winner" || addedTo != "winner" {
		t.Fatalf("AddItems = %q, %v; added to %q; want the winner's cart", id, err, addedTo)
	}
	if len(claims) != 1 || claims[0] != [2]string{"", "mine"} {
		t.Errorf("claims = %v, want one claim of the new cart from no cart", claims)
	}
	if len(vivified) != 2 || vivified[1] != "winner" {
		t.Errorf("vivified %v, want the new cart and then the winner's", vivified)
	}
}

// A claim that wins uses the new cart; an open cart the session already
// holds needs no claim.
func TestVivify_CART08_claimsOnlyANewCart(t *testing.T) {
	s := &Checkout{Carts: fakeCarts{
		vivify: func(_ context.Context, _, _ string, req cart.VivifyRequest) (cart.Cart, error) {
			if req.CartID == "open" {
				return cart.Cart{ID: "open"}, nil
			}
			return cart.Cart{ID: "new"}, nil
		},
	}}
	claims := 0
	g := Guest{Claim: func(_ context.Context, from, candidate string) (string, error) {
		claims++
		return candidate, nil
	}}
	if c, err := s.vivify(t.Context(), g, "open"); err != nil || c.ID != "open" || claims != 0 {
		t.Fatalf("vivify(open) = %q, %v with %d claims; want the open cart, no claim", c.ID, err, claims)
	}
	if c, err := s.vivify(t.Context(), g, "gone"); err != nil || c.ID != "new" || claims != 1 {
		t.Fatalf("vivify(gone) = %q, %v with %d claims; want the new cart, claimed once", c.ID, err, claims)
	}
}
