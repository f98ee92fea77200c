package http

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/inmem"
	"github.com/payhub/payhub/bff/screen"
)

// fakeCheckout is a Checkout made of function fields; a nil field panics,
// so a test names every call it expects.
type fakeCheckout struct {
	search         func(ctx context.Context, req checkout.SearchRequest) (checkout.SearchResult, error)
	checkoutScreen func(ctx context.Context, req checkout.CheckoutRequest) (screen.Screen, string, error)
	receiptScreen  func(ctx context.Context, client, site, id string) (screen.Screen, error)
	addItems       func(ctx context.Context, g checkout.Guest, items []checkout.AddItemInput, lang bff.Language) (checkout.CartView, string, error)
	changeItem     func(ctx context.Context, g checkout.Guest, itemID string, in checkout.ItemChangeInput, lang bff.Language) (checkout.CartView, string, error)
	removeItem     func(ctx context.Context, g checkout.Guest, itemID string, lang bff.Language) (checkout.CartView, string, error)
	emptyCart      func(ctx context.Context, g checkout.Guest, lang bff.Language) (checkout.CartView, string, error)
	acceptUpdate   func(ctx context.Context, g checkout.Guest, itemID string, lang bff.Language) (checkout.CartView, string, error)
	checkOut       func(ctx context.Context, g checkout.Guest, in checkout.CheckOutInput, key string, lang bff.Language) (checkout.ReceiptResult, error)
	walletFrames   func(ctx context.Context, req checkout.CheckoutRequest) (checkout.WalletView, error)
}

var _ Checkout = fakeCheckout{}

func (f fakeCheckout) WalletFrames(ctx context.Context, req checkout.CheckoutRequest) (checkout.WalletView, error) {
	return f.walletFrames(ctx, req)
}

func (f fakeCheckout) Search(ctx context.Context, req checkout.SearchRequest) (checkout.SearchResult, error) {
	return f.search(ctx, req)
}

func (f fakeCheckout) CheckoutScreen(ctx context.Context, req checkout.CheckoutRequest) (screen.Screen, string, error) {
	return f.checkoutScreen(ctx, req)
}

func (f fakeCheckout) ReceiptScreen(ctx context.Context, client, site, id string) (screen.Screen, error) {
	return f.receiptScreen(ctx, client, site, id)
}

func (f fakeCheckout) AddItems(ctx context.Context, g checkout.Guest, items []checkout.AddItemInput, lang bff.Language) (checkout.CartView, string, error) {
	return f.addItems(ctx, g, items, lang)
}

func (f fakeCheckout) ChangeItem(ctx context.Context, g checkout.Guest, itemID string, in checkout.ItemChangeInput, lang bff.Language) (checkout.CartView, string, error) {
	return f.changeItem(ctx, g, itemID, in, lang)
}

func (f fakeCheckout) RemoveItem(ctx context.Context, g checkout.Guest, itemID string, lang bff.Language) (checkout.CartView, string, error) {
	return f.removeItem(ctx, g, itemID, lang)
}

func (f fakeCheckout) EmptyCart(ctx context.Context, g checkout.Guest, lang bff.Language) (checkout.CartView, string, error) {
	return f.emptyCart(ctx, g, lang)
}

func (f fakeCheckout) CheckOut(ctx context.Context, g checkout.Guest, in checkout.CheckOutInput, key string, lang bff.Language) (checkout.ReceiptResult, error) {
	return f.checkOut(ctx, g, in, key, lang)
}

// newCheckoutServer is a BFF with f as its checkout and an in-memory store.
func newCheckoutServer(t *testing.T, env bff.Env, f fakeCheckout) http.Handler {
	t.Helper()
	st := inmem.New()
	t.Cleanup(func() { _ = st.Close() })
	return New(Deps{Env: env, Checkout: f, Store: st, Web: os.DirFS(t.TempDir()), Themes: os.DirFS(t.TempDir())})
}

// browser sends requests with the cookies earlier answers set, as a
// browser on the portal's origin would, and the CSRF header on commands.
type browser struct {
	h       http.Handler
	cookies map[string]*http.Cookie
}

func newBrowser(h http.Handler) *browser { return &browser{h: h, cookies: map[string]*http.Cookie{}} }

func (b *browser) do(method, path, body string, hdr map[string]string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if method != http.MethodGet {
		req.Header.Set(CSRFHeader, CSRFValue)
	}
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	for _, c := range b.cookies {
		req.AddCookie(c)
	}
	rec := httptest.NewRecorder()
	b.h.ServeHTTP(rec, req)
	for _, c := range rec.Result().Cookies() {
		b.cookies[c.Name] = c
	}
	return rec
}

func (b *browser) session() string {
	if c := b.cookies[SessionCookie]; c != nil {
		return c.Value
	}
	return ""
}

func (f fakeCheckout) AcceptUpdate(ctx context.Context, g checkout.Guest, itemID string, lang bff.Language) (checkout.CartView, string, error) {
	return f.acceptUpdate(ctx, g, itemID, lang)
}
