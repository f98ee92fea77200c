package checkout

import (
	"context"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/cart"
)

// ClaimCart makes candidate the session's cart for the guest's site when
// the session still holds from (the cart the caller started with; "" for
// none), in one atomic step of the session store, and returns the cart the
// session holds afterwards: candidate, or the cart another request claimed
// first. One session has one cart per site, however many of its requests
// race to create it (on one replica or several).
type ClaimCart func(ctx context.Context, from, candidate string) (string, error)

// maxCartClaims bounds the vivify-and-claim rounds of one request. A round
// is lost only when another request of the session claimed a cart in the
// meantime, and the next round adopts that cart.
const maxCartClaims = 8

// vivify returns the open cart cartID, or another one when it is not open
// (spec 000 §4). With g.Claim, a cart other than cartID is claimed for the
// session before it is used: when another request claimed one first, that
// cart is vivified and used instead, so that items added by concurrent
// requests all land in one cart. The cart made here then stays empty and
// unused until the cart service expires it.
func (s *Checkout) vivify(ctx context.Context, g Guest, cartID string) (cart.Cart, error) {
	for range maxCartClaims {
		c, err := s.Carts.Vivify(ctx, g.Client, g.Site, cart.VivifyRequest{Create: true, CartID: cartID, UserID: g.UserID})
		if err != nil || g.Claim == nil || c.ID == cartID {
			return c, err
		}
		held, err := g.Claim(ctx, cartID, c.ID)
		if err != nil {
			return cart.Cart{}, err
		}
		if held == c.ID {
			return c, nil
		}
		cartID = held
	}
	return cart.Cart{}, bff.Errorf(bff.CodeUnavailable, "Your cart could not be opened. Please try again.")
}
