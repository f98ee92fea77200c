package checkout

import (
	"context"
	"errors"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/history"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// fakeCarts is a Carts made of function fields; a nil field panics, so a
// test names every call it expects.
type fakeCarts struct {
	vivify     func(ctx context.Context, client, site string, req cart.VivifyRequest) (cart.Cart, error)
	get        func(ctx context.Context, client, site, cartID string) (cart.Cart, error)
	update     func(ctx context.Context, client, site, cartID string, req cart.UpdateRequest) (cart.Cart, error)
	addItems   func(ctx context.Context, client, site, cartID string, items []cart.AddItem, lang bff.Language) (cart.Cart, error)
	changeItem func(ctx context.Context, client, site, cartID, itemID string, ch cart.ItemChange) (cart.Cart, error)
	removeItem func(ctx context.Context, client, site, cartID, itemID string) (cart.Cart, error)
	empty      func(ctx context.Context, client, site, cartID string) (cart.Cart, error)
	fees       func(ctx context.Context, client, site, cartID string, methods []string) (cart.FeesResponse, error)
	tokens     func(ctx context.Context, client, site, cartID string, req cart.TokensRequest) (cart.TokensResponse, error)
	checkOut   func(ctx context.Context, client, site, cartID string, req cart.CheckOutRequest, key string, lang bff.Language) (cart.CheckOutResponse, error)
}

var _ Carts = fakeCarts{}

var errNoFakeCart = errors.New("fake cart: no get")

func (f fakeCarts) Vivify(ctx context.Context, client, site string, req cart.VivifyRequest) (cart.Cart, error) {
	return f.vivify(ctx, client, site, req)
}

func (f fakeCarts) Get(ctx context.Context, client, site, cartID string) (cart.Cart, error) {
	if f.get == nil {
		// A test that gives no cart: a cart that cannot be read.
		return cart.Cart{}, errNoFakeCart
	}
	return f.get(ctx, client, site, cartID)
}

func (f fakeCarts) Update(ctx context.Context, client, site, cartID string, req cart.UpdateRequest) (cart.Cart, error) {
	return f.update(ctx, client, site, cartID, req)
}

func (f fakeCarts) AddItems(ctx context.Context, client, site, cartID string, items []cart.AddItem, lang bff.Language) (cart.Cart, error) {
	return f.addItems(ctx, client, site, cartID, items, lang)
}

func (f fakeCarts) ChangeItem(ctx context.Context, client, site, cartID, itemID string, ch cart.ItemChange) (cart.Cart, error) {
	return f.changeItem(ctx, client, site, cartID, itemID, ch)
}

func (f fakeCarts) RemoveItem(ctx context.Context, client, site, cartID, itemID string) (cart.Cart, error) {
	return f.removeItem(ctx, client, site, cartID, itemID)
}

func (f fakeCarts) Empty(ctx context.Context, client, site, cartID string) (cart.Cart, error) {
	return f.empty(ctx, client, site, cartID)
}

func (f fakeCarts) Fees(ctx context.Context, client, site, cartID string, methods []string) (cart.FeesResponse, error) {
	return f.fees(ctx, client, site, cartID, methods)
}

func (f fakeCarts) Tokens(ctx context.Context, client, site, cartID string, req cart.TokensRequest) (cart.TokensResponse, error) {
	return f.tokens(ctx, client, site, cartID, req)
}

func (f fakeCarts) CheckOut(ctx context.Context, client, site, cartID string, req cart.CheckOutRequest, key string, lang bff.Language) (cart.CheckOutResponse, error) {
	return f.checkOut(ctx, client, site, cartID, req, key, lang)
}

// fakePayables is a Payables made of a function field.
type fakePayables struct {
	search func(ctx context.Context, adaptor string, req payables.SearchRequest, lang bff.Language) (payables.SearchResponse, error)
}

var _ Payables = fakePayables{}

func (f fakePayables) Search(ctx context.Context, adaptor string, req payables.SearchRequest, lang bff.Language) (payables.SearchResponse, error) {
	return f.search(ctx, adaptor, req, lang)
}

// fakeReceipts is a Receipts made of a function field.
type fakeReceipts struct {
	receipt func(ctx context.Context, id string) (history.Receipt, error)
}

var _ Receipts = fakeReceipts{}

func (f fakeReceipts) Receipt(ctx context.Context, id string) (history.Receipt, error) {
	return f.receipt(ctx, id)
}
