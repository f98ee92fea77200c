package http

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/screen"
)

// screenCart answers the checkout screen with cart id cartID and records
// the guests it was asked for.
func screenCart(cartID string, seen *[]checkout.Guest, mu *sync.Mutex) fakeCheckout {
	return fakeCheckout{
		checkoutScreen: func(_ context.Context, req checkout.CheckoutRequest) (screen.Screen, string, error) {
			mu.Lock()
			*seen = append(*seen, req.Guest)
			mu.Unlock()
			return screen.Screen{Screen: "checkout", Client: req.Client, Site: req.Site, Sections: map[string]screen.Section{}}, cartID, nil
		},
		addItems: func(_ context.Context, g checkout.Guest, _ []checkout.AddItemInput, _ bff.Language) (checkout.CartView, string, error) {
			mu.Lock()
			*seen = append(*seen, g)
			mu.Unlock()
			return checkout.CartView{ID: g.CartID}, g.CartID, nil
		},
	}
}

func TestSession_cookieIsHttpOnlyLaxRootAndSecureOutsideDevAndTest(t *testing.T) {
	for env, secure := range map[bff.Env]bool{bff.EnvDev: false, bff.EnvTest: false, bff.EnvStage: true, bff.EnvProd: true} {
		var seen []checkout.Guest
		h := newCheckoutServer(t, env, screenCart("c1", &seen, &sync.Mutex{}))
		rec := newBrowser(h).do("GET", "/bff/v1/sunshine/demo/screens/checkout", "", nil)
		if rec.Code != 200 {
			t.Fatalf("%s: status %d %s", env, rec.Code, rec.Body.String())
		}
		var c *http.Cookie
		for _, k := range rec.Result().Cookies() {
			if k.Name == SessionCookie {
				c = k
			}
		}
		if c == nil || len(c.Value) != 64 || !c.HttpOnly || c.SameSite != http.SameSiteLaxMode || c.Path != "/" ||
			c.Secure != secure || c.MaxAge != 86400 {
			t.Fatalf("%s: cookie %+v", env, c)
		}
		if !strings.HasPrefix(seen[0].UserID, "anon-") || seen[0].CartID != "" {
			t.Fatalf("%s: first guest %+v", env, seen[0])
		}
	}
}

func TestSession_cartIDComesOnlyFromTheSession(t *testing.T) {
	var seen []checkout.Guest
	b := newBrowser(newCheckoutServer(t, bff.EnvTest, screenCart("c1", &seen, &sync.Mutex{})))
	b.do("GET", "/bff/v1/sunshine/demo/screens/checkout", "", nil)
	rec := b.do("POST", "/bff/v1/sunshine/demo/cart/items?cartId=evil", `{"items":[{"path":"p"}],"cartId":"evil"}`, nil)
	if rec.Code != 200 {
		t.Fatalf("status %d %s", rec.Code, rec.Body.String())
	}
	if g := seen[1]; g.CartID != "c1" || g.UserID != seen[0].UserID {
		t.Fatalf("add ran for %+v, want the session's cart c1", g)
	}
	// Another site of the same session has no cart yet.
	b.do("POST", "/bff/v1/sunshine/other/cart/items", `{"items":[{"path":"p"}]}`, nil)
	if seen[2].CartID != "" {
		t.Fatalf("other site guest %+v", seen[2])
	}
}

func TestSession_forgedOrUnknownCookieGetsAFreshSession(t *testing.T) {
	for _, forged := range []string{
		strings.Repeat("a", 64),      // well-formed but never issued
		"attacker-chosen-session-id", // malformed
		strings.Repeat("A", 64),      // upper case is not an id the BFF issues
		"",
	} {
		var seen []checkout.Guest
		b := newBrowser(newCheckoutServer(t, bff.EnvTest, screenCart("c1", &seen, &sync.Mutex{})))
		b.cookies[SessionCookie] = &http.Cookie{Name: SessionCookie, Value: forged}
		rec := b.do("GET", "/bff/v1/sunshine/demo/screens/checkout", "", nil)
		if rec.Code != 200 {
			t.Fatalf("status %d", rec.Code)
		}
		if id := b.session(); id == forged || len(id) != 64 {
			t.Fatalf("forged %q: session id %q adopted or missing", forged, id)
		}
		if seen[0].CartID != "" {
			t.Fatalf("forged session got cart %q", seen[0].CartID)
		}
	}
}

func TestSession_keptAcrossRequestsAndRenewed(t *testing.T) {
	var seen []checkout.Guest
	b := newBrowser(newCheckoutServer(t, bff.EnvTest, screenCart("c1", &seen, &sync.Mutex{})))
	b.do("GET", "/bff/v1/sunshine/demo/screens/checkout", "", nil)
	first := b.session()
	rec := b.do("GET", "/bff/v1/sunshine/demo/screens/checkout", "", nil)
	if b.session() != first || seen[1].UserID != seen[0].UserID || seen[1].CartID != "c1" {
		t.Fatalf("session %q then %q, guests %+v", first, b.session(), seen)
	}
	if !strings.Contains(rec.Header().Get("Set-Cookie"), "Max-Age=86400") {
		t.Fatalf("the session cookie is not renewed: %q", rec.Header().Get("Set-Cookie"))
	}
}

func TestSession_theEmbeddedWidgetKeepsItsSessionInAHeaderNotACookie(t *testing.T) {
	var seen []checkout.Guest
	h := newCheckoutServer(t, bff.EnvProd, screenCart("c1", &seen, &sync.Mutex{}))
	get := func(session string) *http.Response {
		req := httptest.NewRequest("GET", "/bff/v1/sunshine/demo/screens/checkout", nil)
		req.Header.Set(SessionHeader, session)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != 200 {
			t.Fatalf("status %d %s", rec.Code, rec.Body.String())
		}
		return rec.Result()
	}
	first := get("new")
	id := first.Header.Get(SessionHeader)
	if len(id) != 64 || len(first.Cookies()) != 0 || first.Header.Get("Cache-Control") != "no-store" {
		t.Fatalf("session header %q, cookies %v, cache %q", id, first.Cookies(), first.Header.Get("Cache-Control"))
	}
	again := get(id)
	if again.Header.Get(SessionHeader) != id || seen[1].UserID != seen[0].UserID || seen[1].CartID != "c1" {
		t.Fatalf("second request: session %q, guests %+v", again.Header.Get(SessionHeader), seen)
	}
	// An id the client made up is never adopted, through the header either.
	for _, forged := range []string{strings.Repeat("a", 64), "attacker-chosen", ""} {
		if got := get(forged).Header.Get(SessionHeader); got == forged || len(got) != 64 {
			t.Fatalf("forged %q: session %q", forged, got)
		}
	}
	if last := seen[len(seen)-1]; last.CartID != "" || last.UserID == seen[0].UserID {
		t.Fatalf("a forged header reached the first guest's cart: %+v", last)
	}
}

func TestCSRF_commandsWithoutTheHeaderAreForbidden(t *testing.T) {
	called := false
	f := fakeCheckout{emptyCart: func(context.Context, checkout.Guest, bff.Language) (checkout.CartView, string, error) {
		called = true
		return checkout.CartView{ID: "c"}, "c", nil
	}}
	h := newCheckoutServer(t, bff.EnvTest, f)
	for _, hdr := range []map[string]string{{CSRFHeader: ""}, {CSRFHeader: "XMLHttpRequest"}} {
		rec := newBrowser(h).do("DELETE", "/bff/v1/sunshine/demo/cart/items", "", hdr)
		if rec.Code != http.StatusForbidden || errorOf(t, rec).Code != bff.CodeForbidden || called {
			t.Fatalf("header %v: status %d called %v", hdr, rec.Code, called)
		}
	}
	for _, path := range []string{"/bff/v1/sunshine/demo/checkout", "/bff/v1/sunshine/demo/cart/items/i1"} {
		for _, m := range []string{"POST", "PATCH", "DELETE"} {
			rec := newBrowser(h).do(m, path, "{}", map[string]string{CSRFHeader: ""})
			if rec.Code != http.StatusForbidden && rec.Code != http.StatusMethodNotAllowed {
				t.Errorf("%s %s without the header: %d", m, path, rec.Code)
			}
		}
	}
	if rec := newBrowser(h).do("DELETE", "/bff/v1/sunshine/demo/cart/items", "", nil); rec.Code != 200 || !called {
		t.Fatalf("with the header: %d", rec.Code)
	}
}

func TestReceipt_onlyTheSessionThatPaidMayReadIt(t *testing.T) {
	f := fakeCheckout{
		checkOut: func(context.Context, checkout.Guest, checkout.CheckOutInput, string, bff.Language) (checkout.ReceiptResult, error) {
			return checkout.ReceiptResult{ConfirmationNumber: "PH-1", ReceiptID: "r1"}, nil
		},
		receiptScreen: func(_ context.Context, c, s, id string) (screen.Screen, error) {
			return screen.Screen{Screen: "receipt", Client: c, Site: s, Complete: true}, nil
		},
		checkoutScreen: func(context.Context, checkout.CheckoutRequest) (screen.Screen, string, error) {
			return screen.Screen{Screen: "checkout"}, "c2", nil
		},
	}
	h := newCheckoutServer(t, bff.EnvTest, f)
	payer, other := newBrowser(h), newBrowser(h)
	if rec := payer.do("POST", "/bff/v1/sunshine/demo/checkout", checkoutBody, map[string]string{IdempotencyHeader: "key-00000001"}); rec.Code != 200 {
		t.Fatalf("checkout %d %s", rec.Code, rec.Body.String())
	}
	if rec := payer.do("GET", "/bff/v1/sunshine/demo/screens/receipt/r1", "", nil); rec.Code != 200 {
		t.Fatalf("payer: %d %s", rec.Code, rec.Body.String())
	}
	other.do("GET", "/bff/v1/sunshine/demo/screens/checkout", "", nil) // has a session of its own
	for _, b := range []*browser{other, newBrowser(h)} {
		if rec := b.do("GET", "/bff/v1/sunshine/demo/screens/receipt/r1", "", nil); rec.Code != 404 || errorOf(t, rec).Code != bff.CodeNotFound {
			t.Fatalf("another session: %d %s", rec.Code, rec.Body.String())
		}
	}
	if rec := payer.do("GET", "/bff/v1/sunshine/demo/screens/receipt/r2", "", nil); rec.Code != 404 {
		t.Fatalf("unknown receipt: %d", rec.Code)
	}
}
