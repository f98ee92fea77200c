package bulk

import (
	"context"

	"github.com/payhub/payhub/bff/upstream/cart"
)

// CartReader reads the resident's cart, to say which payables of a list
// are in it already.
type CartReader interface {
	Get(ctx context.Context, client, site, cartID string) (cart.Cart, error)
}

// inCart marks the payables of rev that the request's cart holds now: a
// list is read long after it was uploaded, and paying online adds only what
// the cart lacks, since the cart refuses the whole add for one bill it
// holds. A cart that cannot be read leaves the marks as they are.
func (s *Service) inCart(ctx context.Context, req Request, rev Review) Review {
	if s.Carts == nil || req.CartID == "" {
		return rev
	}
	c, err := s.Carts.Get(ctx, req.Client, req.Site, req.CartID)
	if err != nil {
		return rev
	}
	held := map[string]bool{}
	for _, it := range c.Items {
		held[it.Path] = true
	}
	rows := make([]ReviewRow, len(rev.Rows))
	for i, row := range rev.Rows {
		row.Payables = append(row.Payables[:0:0], row.Payables...)
		for j := range row.Payables {
			row.Payables[j].InCart = held[row.Payables[j].Path]
		}
		rows[i] = row
	}
	rev.Rows = rows
	return rev
}
