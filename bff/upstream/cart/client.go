package cart

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
)

// Time-outs of cart service calls (spec 000 §9: "Add-to-cart timeout 60 s,
// plus 30 s per full 500 items beyond 500. Vivify timeout 90 s.
// Transactions timeout 120 s. Check-out has no timeout").
const (
	AddItemsTimeout     = 60 * time.Second
	AddItemsStepTimeout = 30 * time.Second
	AddItemsStepItems   = 500
	VivifyTimeout       = 90 * time.Second
	TransactionsTimeout = 120 * time.Second
	// CheckOutTimeout is none: only the caller's context bounds a check-out.
	CheckOutTimeout time.Duration = 0
)

// defaultCallTimeout bounds the calls whose time-out the specification
// leaves open: reads and small changes of one cart.
const defaultCallTimeout = 30 * time.Second

// AddItemsTimeoutFor is the time-out of adding n items at once: 60 s, plus
// 30 s for every full 500 items beyond the first 500 (spec 000 §9), so 999
// items get 60 s, 1,000 to 1,499 get 90 s and 1,500 get 120 s.
func AddItemsTimeoutFor(n int) time.Duration {
	if n <= AddItemsStepItems {
		return AddItemsTimeout
	}
	return AddItemsTimeout + time.Duration((n-AddItemsStepItems)/AddItemsStepItems)*AddItemsStepTimeout
}

// Client is the typed client of the cart service, version 3 (spec 000 §7).
type Client struct {
	c *upstream.Client
}

// NewClient returns the cart client over c, whose base URL is the service's
// (e.g. http://127.0.0.1:8090/svc/cart).
func NewClient(c *upstream.Client) *Client { return &Client{c: c} }

// acceptLanguage is the Accept-Language header for lang.
func acceptLanguage(lang bff.Language) http.Header {
	v := "en-US,en"
	if lang == bff.Spanish {
		v = "es-US,es"
	}
	return http.Header{"Accept-Language": {v}}
}

// sitePath is /carts/{client}/{site}, escaped.
func sitePath(client, site string) string {
	return "/carts/" + url.PathEscape(client) + "/" + url.PathEscape(site)
}

// cartPath is /carts/{client}/{site}/{cartId} and suffix, escaped.
func cartPath(client, site, cartID, suffix string) string {
	return sitePath(client, site) + "/" + url.PathEscape(cartID) + suffix
}

// route is the metrics label of a call on a cart.
func route(method, suffix string) string { return method + " /carts/{client}/{site}/{cartId}" + suffix }

// cartCall does one call on a cart that answers the cart.
func (c *Client) cartCall(ctx context.Context, method, path, suffix string, body any, timeout time.Duration, h http.Header) (Cart, error) {
	var out Cart
	err := c.c.Do(ctx, upstream.Call{Method: method, Path: path, Route: route(method, suffix),
		Body: body, Timeout: timeout, Header: h}, &out)
	return out, err
}

// Vivify returns the cart the page should use: req.CartID when it is open
// and the user's, else the user's open cart, else (with req.Create) a new
// one; otherwise bff.CodeNotFound.
func (c *Client) Vivify(ctx context.Context, client, site string, req VivifyRequest) (Cart, error) {
	var out Cart
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: sitePath(client, site) + "/vivify",
		Route: "POST /carts/{client}/{site}/vivify", Body: req, Timeout: VivifyTimeout}, &out)
	return out, err
}

// Create creates a cart.
func (c *Client) Create(ctx context.Context, client, site string, req CreateRequest) (Cart, error) {
	var out Cart
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: sitePath(client, site),
		Route: "POST /carts/{client}/{site}", Body: req, Timeout: defaultCallTimeout}, &out)
	return out, err
}

// Get reads a cart; an unknown cart is bff.CodeNotFound.
func (c *Client) Get(ctx context.Context, client, site, cartID string) (Cart, error) {
	return c.cartCall(ctx, http.MethodGet, cartPath(client, site, cartID, ""), "", nil, defaultCallTimeout, nil)
}

// Update replaces a cart's metadata and hand-off URLs (PUT).
func (c *Client) Update(ctx context.Context, client, site, cartID string, req UpdateRequest) (Cart, error) {
	return c.cartCall(ctx, http.MethodPut, cartPath(client, site, cartID, ""), "", req, defaultCallTimeout, nil)
}

// Delete deletes a cart.
func (c *Client) Delete(ctx context.Context, client, site, cartID string) error {
	return c.c.Do(ctx, upstream.Call{Method: http.MethodDelete, Path: cartPath(client, site, cartID, ""),
		Route: route(http.MethodDelete, ""), Timeout: defaultCallTimeout}, nil)
}

// AddItems adds items, all or none, with their payables in lang; the
// time-out grows with the number of items (AddItemsTimeoutFor).
func (c *Client) AddItems(ctx context.Context, client, site, cartID string, items []AddItem, lang bff.Language) (Cart, error) {
	if items == nil {
		items = []AddItem{}
	}
	return c.cartCall(ctx, http.MethodPost, cartPath(client, site, cartID, "/items"), "/items", items,
		AddItemsTimeoutFor(len(items)), acceptLanguage(lang))
}

// ChangeItem changes an item's quantity, amount or freeform values;
// quantity 0 removes it. An unknown item is bff.CodeNotFound.
func (c *Client) ChangeItem(ctx context.Context, client, site, cartID, itemID string, ch ItemChange) (Cart, error) {
	return c.cartCall(ctx, http.MethodPatch, cartPath(client, site, cartID, "/items/"+url.PathEscape(itemID)),
		"/items/{itemId}", ch, defaultCallTimeout, nil)
}

// RemoveItem removes an item; an unknown item is bff.CodeNotFound.
func (c *Client) RemoveItem(ctx context.Context, client, site, cartID, itemID string) (Cart, error) {
	return c.cartCall(ctx, http.MethodDelete, cartPath(client, site, cartID, "/items/"+url.PathEscape(itemID)),
		"/items/{itemId}", nil, defaultCallTimeout, nil)
}

// Empty removes every item.
func (c *Client) Empty(ctx context.Context, client, site, cartID string) (Cart, error) {
	return c.cartCall(ctx, http.MethodDelete, cartPath(client, site, cartID, "/items"), "/items", nil, defaultCallTimeout, nil)
}

// Claim moves a guest's cart to userID.
func (c *Client) Claim(ctx context.Context, client, site, cartID, userID string) (Cart, error) {
	return c.cartCall(ctx, http.MethodPatch, cartPath(client, site, cartID, "/claim"), "/claim",
		ClaimRequest{UserID: userID}, defaultCallTimeout, nil)
}

// Lock locks (or unlocks) a cart: a locked cart refuses adds and removes.
func (c *Client) Lock(ctx context.Context, client, site, cartID string, locked bool) (Cart, error) {
	return c.cartCall(ctx, http.MethodPatch, cartPath(client, site, cartID, ""), "",
		PatchRequest{Locked: &locked}, defaultCallTimeout, nil)
}

// Expire ends a cart's lifetime now.
func (c *Client) Expire(ctx context.Context, client, site, cartID string) error {
	return c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: cartPath(client, site, cartID, "/expire"),
		Route: route(http.MethodPost, "/expire"), Timeout: defaultCallTimeout}, nil)
}

// Fee quotes the cart's convenience fee for one tender type.
func (c *Client) Fee(ctx context.Context, client, site, cartID, tenderType string) (Fee, error) {
	var out Fee
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: cartPath(client, site, cartID, "/fee"),
		Route: route(http.MethodPost, "/fee"), Body: FeeRequest{Type: tenderType}, Timeout: defaultCallTimeout}, &out)
	return out, err
}

// Fees quotes the cart's convenience fee for each of methods (all the
// usual ones when empty).
func (c *Client) Fees(ctx context.Context, client, site, cartID string, methods []string) (FeesResponse, error) {
	var out FeesResponse
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: cartPath(client, site, cartID, "/fees"),
		Route: route(http.MethodPost, "/fees"), Body: FeesRequest{Methods: methods}, Timeout: defaultCallTimeout}, &out)
	return out, err
}

// ItemFees quotes one payable's fee for every tender type it allows,
// outside any cart.
func (c *Client) ItemFees(ctx context.Context, req ItemFeesRequest) (FeesResponse, error) {
	var out FeesResponse
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: "/carts/action/calculate_item_fees",
		Route: "POST /carts/action/calculate_item_fees", Body: req, Timeout: defaultCallTimeout}, &out)
	return out, err
}

// Tokens returns the data-vault and e-wallet tokens of a cart for the page
// that hosts the card-input frame (req.Origin) and the pages around it. An
// unknown cart is bff.CodeNotFound.
func (c *Client) Tokens(ctx context.Context, client, site, cartID string, req TokensRequest) (TokensResponse, error) {
	var out TokensResponse
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: cartPath(client, site, cartID, "/get_tokens"),
		Route: route(http.MethodPost, "/get_tokens"), Body: req, Timeout: defaultCallTimeout}, &out)
	return out, err
}

// Transactions splits the cart into its immediate and delayed transactions
// with their fees for a tender.
func (c *Client) Transactions(ctx context.Context, client, site, cartID string, req TransactionsRequest) (TransactionsResponse, error) {
	var out TransactionsResponse
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: cartPath(client, site, cartID, "/transactions"),
		Route: route(http.MethodPost, "/transactions"), Body: req, Timeout: TransactionsTimeout}, &out)
	return out, err
}

// CheckOut pays the cart. It is sent with idempotencyKey, so the shared
// layer may retry it safely, and has no time-out of its own (spec 000 §9).
// A declined payment is an error whose ServiceCode is ErrPaymentDeclined,
// with the payer's words in lang as its display message.
func (c *Client) CheckOut(ctx context.Context, client, site, cartID string, req CheckOutRequest, idempotencyKey string, lang bff.Language) (CheckOutResponse, error) {
	var out CheckOutResponse
	if req.Language == "" {
		req.Language = string(lang)
	}
	err := c.c.Do(ctx, upstream.Call{Method: http.MethodPost, Path: cartPath(client, site, cartID, "/check_out"),
		Route: route(http.MethodPost, "/check_out"), Body: req, IdempotencyKey: idempotencyKey,
		Timeout: CheckOutTimeout, Header: acceptLanguage(lang)}, &out)
	return out, err
}

// Ping reports whether the service answers (GET /ping, for /readyz).
func (c *Client) Ping(ctx context.Context) error { return c.c.Ping(ctx, "/ping") }

// ServiceCode returns the cart service's own error code of err (ErrLocked,
// ErrPaymentDeclined, ...), or "" when err carries none.
func ServiceCode(err error) string {
	var se *upstream.StatusError
	if errors.As(err, &se) {
		return se.Code
	}
	return ""
}

// DeclineOutcome returns the processor's outcome code of a declined
// check-out (e.g. "insufficient_funds"), and whether err is a decline.
func DeclineOutcome(err error) (string, bool) {
	var se *upstream.StatusError
	if errors.As(err, &se) && se.Code == ErrPaymentDeclined {
		return se.Message, true
	}
	return "", false
}
