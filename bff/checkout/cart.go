package checkout

import (
	"context"
	"strconv"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/cart"
)

// AddItemInput is one item of POST /cart/items: a payable path, and
// optionally an amount (the payable's own when absent) and a quantity.
type AddItemInput struct {
	Path           string            `json:"path"`
	Amount         *string           `json:"amount,omitempty"`
	Quantity       *int              `json:"quantity,omitempty"`
	UserParameters map[string]string `json:"userParameters,omitempty"`
}

// ItemChangeInput is the body of PATCH /cart/items/{itemId}: only the
// fields present change. Quantity may be a number or a string of digits
// (spec 000 §5: "given as a string and parsed as an integer").
type ItemChangeInput struct {
	Quantity       *Quantity         `json:"quantity,omitempty"`
	Amount         *string           `json:"amount,omitempty"`
	UserParameters map[string]string `json:"userParameters,omitempty"`
}

// Quantity is an item quantity written as a JSON number or string.
type Quantity int

// UnmarshalJSON accepts 3 and "3".
func (q *Quantity) UnmarshalJSON(b []byte) error {
	s := strings.Trim(string(b), `"`)
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return bff.Errorf(bff.CodeInvalid, "The quantity must be a whole number.")
	}
	*q = Quantity(n)
	return nil
}

// AddItems adds items to the guest's cart, creating the cart when the guest
// has none or the old one can no longer be used. It returns the cart and
// its id.
func (s *Checkout) AddItems(ctx context.Context, g Guest, items []AddItemInput, lang bff.Language) (CartView, string, error) {
	c, cartID, err := s.addToCart(ctx, g, items, lang)
	if err != nil {
		return CartView{}, cartID, err
	}
	return cartView(c), c.ID, nil
}

// addToCart is AddItems answering the cart as the cart service wrote it.
func (s *Checkout) addToCart(ctx context.Context, g Guest, items []AddItemInput, lang bff.Language) (cart.Cart, string, error) {
	adds, err := addItems(items)
	if err != nil {
		return cart.Cart{}, g.CartID, err
	}
	cartID := g.CartID
	if cartID == "" {
		c, err := s.vivify(ctx, g, "")
		if err != nil {
			return cart.Cart{}, g.CartID, err
		}
		cartID = c.ID
	}
	// PAY-11 is checked against the cart the items go to: the one vivify
	// gave, which may be a cart another request of the session claimed
	// and filled.
	if err := s.checkAlone(ctx, g, cartID, adds, lang); err != nil {
		return cart.Cart{}, cartID, err
	}
	c, err := s.Carts.AddItems(ctx, g.Client, g.Site, cartID, adds, lang)
	if cartGone(err) {
		var fresh cart.Cart
		if fresh, err = s.vivify(ctx, g, cartID); err == nil {
			cartID = fresh.ID
			if err := s.checkAlone(ctx, g, cartID, adds, lang); err != nil {
				return cart.Cart{}, cartID, err
			}
			c, err = s.Carts.AddItems(ctx, g.Client, g.Site, cartID, adds, lang)
		}
	}
	if err != nil {
		return cart.Cart{}, cartID, cartError(err, lang)
	}
	return c, c.ID, nil
}

// addItems validates the items to add (spec 000 §5 "Add item needs path and
// amount; an amount of zero or less becomes null").
func addItems(items []AddItemInput) ([]cart.AddItem, error) {
	if len(items) == 0 {
		return nil, bff.Errorf(bff.CodeInvalid, "Name at least one item to add.")
	}
	out := make([]cart.AddItem, 0, len(items))
	for _, it := range items {
		path := canonicalPath(it.Path)
		if path == "" {
			return nil, bff.Errorf(bff.CodeInvalid, "Every item needs a payable path.")
		}
		// Every check below and the cart service see the same path, so a
		// padded path names the payable it is checked against (PAY-06,
		// PAY-11, VAL-80).
		add := cart.AddItem{Path: path, UserParameters: it.UserParameters}
		if it.Amount != nil {
			// VAL-40: the one amount grammar, up to two decimals; commas
			// only group thousands, as in an amount change.
			c, err := bff.ParseAmount(strings.TrimSpace(*it.Amount))
			if err != nil {
				return nil, amountInputError(err, "An amount must be a number with at most two decimals, such as 1234.5 or 1,234.56.")
			}
			// VAL-02: an added amount of zero or less is stored as null,
			// which the cart service reads as the payable's amount.
			if c > 0 {
				norm := c.String()
				add.Amount = &norm
			}
		}
		if it.Quantity != nil {
			if *it.Quantity < 1 {
				return nil, bff.Errorf(bff.CodeInvalid, "A quantity must be at least 1.")
			}
			add.Quantity = *it.Quantity
		}
		if err := checkUserParameters(it.UserParameters); err != nil {
			return nil, err
		}
		out = append(out, add)
	}
	return out, nil
}

// canonicalPath is a payable path as the cart service reads it: without
// surrounding spaces.
func canonicalPath(path string) string {
	return strings.TrimSpace(path)
}

// checkUserParameters refuses a freeform value without a key (spec 000 §5:
// a field change needs a string key and a string value; JSON decoding
// already refuses values that are not strings), and a value that holds a
// card number (spec 001 §5, VAL-73). Messages never echo the value.
func checkUserParameters(p map[string]string) error {
	for k, v := range p {
		if strings.TrimSpace(k) == "" {
			return bff.Errorf(bff.CodeInvalid, "Every field value needs a field key.")
		}
		if bff.ContainsCardNumber(v) {
			return bff.Errorf(bff.CodeInvalid, "A card number cannot be entered in this field.")
		}
	}
	return nil
}

// ChangeItem changes one item's quantity, amount or field values; quantity
// 0 removes the item (spec 000 §5). An item that is no longer in the cart is
// a non-exception (spec 000 §8): the answer is the current cart.
func (s *Checkout) ChangeItem(ctx context.Context, g Guest, itemID string, in ItemChangeInput, lang bff.Language) (CartView, string, error) {
	if in.Quantity == nil && in.Amount == nil && in.UserParameters == nil {
		return CartView{}, g.CartID, bff.Errorf(bff.CodeInvalid, "Name a quantity, an amount or field values to change.")
	}
	if in.Quantity != nil && *in.Quantity == 0 {
		return s.RemoveItem(ctx, g, itemID, lang)
	}
	var ch cart.ItemChange
	if in.Quantity != nil {
		if *in.Quantity < 0 {
			return CartView{}, g.CartID, bff.Errorf(bff.CodeInvalid, "A quantity cannot be negative.")
		}
		q := int(*in.Quantity)
		ch.Quantity = &q
	}
	if in.Amount != nil {
		// VAL-07: the one amount grammar with exactly two decimals and no
		// sign ("digits and commas, a dot and exactly two decimals"). Zero
		// is refused by the cart service as below the payable's minimum.
		const format = "An amount must have exactly two decimals, such as 12.34 or 1,234.56."
		a := strings.TrimSpace(*in.Amount)
		c, err := bff.ParseExactAmount(a)
		if err == nil && strings.HasPrefix(a, "-") {
			err = bff.ErrAmountFormat
		}
		if err != nil {
			return CartView{}, g.CartID, amountInputError(err, format)
		}
		norm := c.String()
		ch.Amount = &norm
	}
	if err := checkUserParameters(in.UserParameters); err != nil {
		return CartView{}, g.CartID, err
	}
	values, err := s.checkChangedValues(ctx, g, itemID, in.UserParameters, lang)
	if err != nil {
		return CartView{}, g.CartID, err
	}
	ch.UserParameters = values
	return s.itemCommand(ctx, g, itemID, lang, func(ctx context.Context, cartID string) (cart.Cart, error) {
		return s.Carts.ChangeItem(ctx, g.Client, g.Site, cartID, itemID, ch)
	})
}

// RemoveItem removes one item; one already gone is a non-exception. Toll
// items left without their renewal go with it (DLV-21).
func (s *Checkout) RemoveItem(ctx context.Context, g Guest, itemID string, lang bff.Language) (CartView, string, error) {
	return s.itemCommand(ctx, g, itemID, lang, func(ctx context.Context, cartID string) (cart.Cart, error) {
		c, err := s.Carts.RemoveItem(ctx, g.Client, g.Site, cartID, itemID)
		if err != nil {
			return c, err
		}
		return s.dropOrphanTolls(ctx, g.Client, g.Site, c)
	})
}

// EmptyCart removes every item.
func (s *Checkout) EmptyCart(ctx context.Context, g Guest, lang bff.Language) (CartView, string, error) {
	if g.CartID == "" {
		return s.currentCart(ctx, g, lang)
	}
	c, err := s.Carts.Empty(ctx, g.Client, g.Site, g.CartID)
	if cartGone(err) {
		return s.currentCart(ctx, g, lang)
	}
	if err != nil {
		return CartView{}, g.CartID, cartError(err, lang)
	}
	return cartView(c), c.ID, nil
}

// itemCommand runs an item call on the guest's cart. Without a usable cart
// there is no such item, so the answer is the (new) current cart; an item
// the cart no longer holds answers the current cart too (spec 000 §8).
func (s *Checkout) itemCommand(ctx context.Context, g Guest, itemID string, lang bff.Language,
	call func(ctx context.Context, cartID string) (cart.Cart, error)) (CartView, string, error) {
	if strings.TrimSpace(itemID) == "" {
		return CartView{}, g.CartID, bff.Errorf(bff.CodeInvalid, "Name the item.")
	}
	if g.CartID == "" {
		return s.currentCart(ctx, g, lang)
	}
	c, err := call(ctx, g.CartID)
	switch {
	case cartGone(err):
		return s.currentCart(ctx, g, lang)
	case itemGone(err):
		c, err = s.Carts.Get(ctx, g.Client, g.Site, g.CartID)
	}
	if err != nil {
		return CartView{}, g.CartID, cartError(err, lang)
	}
	return cartView(c), c.ID, nil
}

// currentCart answers the guest's open cart, created when needed.
func (s *Checkout) currentCart(ctx context.Context, g Guest, lang bff.Language) (CartView, string, error) {
	c, err := s.vivify(ctx, g, g.CartID)
	if err != nil {
		return CartView{}, g.CartID, cartError(err, lang)
	}
	return cartView(c), c.ID, nil
}
