package checkout

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/screen/screentest"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

func checkoutConfig(methods ...string) screentest.Config {
	return screentest.Config{SiteFunc: func(_ context.Context, client, site string) (siteconfig.Site, error) {
		if site != "demo" {
			return siteconfig.Site{}, bff.Errorf(bff.CodeNotFound, "No such site.")
		}
		return siteconfig.Site{Client: client, Site: site, PaymentMethods: methods}, nil
	}}
}

// checkoutCarts answers vivify with c and quotes 2.90 for card, 0.50 for bank.
func checkoutCarts(c cart.Cart) fakeCarts {
	return fakeCarts{
		vivify: func(context.Context, string, string, cart.VivifyRequest) (cart.Cart, error) { return c, nil },
		fees: func(_ context.Context, _, _, _ string, methods []string) (cart.FeesResponse, error) {
			all := map[string]cart.Fee{"card": {Amount: "2.90"}, "bank": {Amount: "0.50"}, "paypal": {Amount: "2.35"}}
			out := cart.FeesResponse{Fees: map[string]cart.Fee{}}
			for _, m := range methods {
				out.Fees[m] = all[m]
			}
			return out, nil
		},
		tokens: func(context.Context, string, string, string, cart.TokensRequest) (cart.TokensResponse, error) {
			return cart.TokensResponse{EwalletToken: "jwt.tok.en", BankEwalletToken: "jwt.bank.tok"}, nil
		},
	}
}

func newCheckout(cfg screentest.Config, carts fakeCarts) *Checkout {
	return &Checkout{Config: cfg, Carts: carts, Env: bff.EnvDev, WalletOrigin: "http://127.0.0.1:8091"}
}

func checkoutReq(cartID string) CheckoutRequest {
	g := guest
	g.CartID = cartID
	return CheckoutRequest{Guest: g, Origin: "http://localhost:8080", Lang: bff.Spanish}
}

func TestCheckoutScreen_allSectionsFromOneVivifiedCart(t *testing.T) {
	var origin string
	carts := checkoutCarts(oneItemCart("c9"))
	tokens := carts.tokens
	carts.tokens = func(ctx context.Context, c, s, id string, req cart.TokensRequest) (cart.TokensResponse, error) {
		origin = req.Origin
		return tokens(ctx, c, s, id, req)
	}
	s := newCheckout(checkoutConfig("card", "bank", "paypal"), carts)
	scr, id, err := s.CheckoutScreen(context.Background(), checkoutReq("c1"))
	if err != nil {
		t.Fatal(err)
	}
	if !scr.Complete || id != "c9" || scr.Screen != "checkout" {
		t.Fatalf("complete %v incomplete %v id %q", scr.Complete, scr.Incomplete, id)
	}
	if v := scr.Sections["cart"].Data.(CartView); v.ID != "c9" || len(v.Items) != 1 {
		t.Fatalf("cart %+v", v)
	}
	fees := scr.Sections["fees"].Data.(map[string]FeeView)
	if fees["card"].Amount != "2.90" || fees["bank"].Amount != "0.50" || fees["paypal"].Amount != "2.35" || len(fees) != 3 {
		t.Fatalf("CHK08 fees keyed by tender type: %+v", fees)
	}
	if tv := scr.Sections["tenders"].Data.(TendersView); strings.Join(tv.Allowed, ",") != "card,bank,paypal" {
		t.Fatalf("tenders %+v", tv)
	}
	w := scr.Sections["wallet"].Data.(WalletView)
	if origin != "http://localhost:8080" || w.Origin != "http://127.0.0.1:8091" {
		t.Fatalf("tokens origin %q wallet %+v", origin, w)
	}
	u, err := url.Parse(w.CardInputURL)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	if u.Host != "127.0.0.1:8091" || u.Path != "/card-input/" || q.Get("env") != "dev" || q.Get("type") != "card" ||
		q.Get("token") != "jwt.tok.en" || q.Get("v") != "3" || q.Get("lang") != "es" {
		t.Fatalf("API38 card input url %s", w.CardInputURL)
	}
	// The bank input gets the bank input's own token, which tokenizes
	// only bank accounts.
	if b, err := url.Parse(w.BankInputURL); err != nil || b.Query().Get("type") != "bank" || b.Query().Get("token") != "jwt.bank.tok" {
		t.Fatalf("bank input url %s", w.BankInputURL)
	}
}

func TestCheckoutScreen_embeddedHostMayFrameTheCardInputOnlyWhenAllowed(t *testing.T) {
	const host = "http://127.0.0.1:8081"
	for _, tc := range []struct {
		name, ancestor string
		allowed        []string
		wantAncestors  []string
		wantFrames     bool
	}{
		{name: "portal page", wantFrames: true},
		{name: "allowed host page", ancestor: host, allowed: []string{host}, wantAncestors: []string{host}, wantFrames: true},
		{name: "host page off the list", ancestor: "http://evil.test", allowed: []string{host}},
		{name: "no allow-list", ancestor: host},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got *cart.TokensRequest
			carts := checkoutCarts(oneItemCart("c9"))
			tokens := carts.tokens
			carts.tokens = func(ctx context.Context, c, s, id string, req cart.TokensRequest) (cart.TokensResponse, error) {
				got = &req
				return tokens(ctx, c, s, id, req)
			}
			cfg := screentest.Config{SiteFunc: func(_ context.Context, client, site string) (siteconfig.Site, error) {
				return siteconfig.Site{Client: client, Site: site, PaymentMethods: []string{"card"}, FrameAncestors: tc.allowed}, nil
			}}
			req := checkoutReq("c9")
			req.Ancestor = tc.ancestor
			scr, _, err := newCheckout(cfg, carts).CheckoutScreen(context.Background(), req)
			if err != nil {
				t.Fatal(err)
			}
			w := scr.Sections["wallet"].Data.(WalletView)
			if (w.CardInputURL != "") != tc.wantFrames {
				t.Fatalf("card input url %q, want frames %v", w.CardInputURL, tc.wantFrames)
			}
			if !tc.wantFrames {
				if got != nil {
					t.Fatalf("tokens asked for a refused host page: %+v", got)
				}
				return
			}
			if got == nil || got.Origin != "http://localhost:8080" || strings.Join(got.Ancestors, ",") != strings.Join(tc.wantAncestors, ",") {
				t.Fatalf("tokens request %+v", got)
			}
		})
	}
}

// TestCheckoutScreen_CART08_vivifiesTheSessionCartForTheGuest proves CART-08.
func TestCheckoutScreen_CART08_vivifiesTheSessionCartForTheGuest(t *testing.T) {
	var got cart.VivifyRequest
	carts := checkoutCarts(cart.Cart{ID: "c1"})
	carts.vivify = func(_ context.Context, _, _ string, req cart.VivifyRequest) (cart.Cart, error) {
		got = req
		return cart.Cart{ID: "c1"}, nil
	}
	if _, _, err := newCheckout(checkoutConfig("card"), carts).CheckoutScreen(context.Background(), checkoutReq("c1")); err != nil {
		t.Fatal(err)
	}
	if got.CartID != "c1" || !got.Create || got.UserID != "anon-1" {
		t.Fatalf("vivify %+v", got)
	}
}

func TestCheckoutScreen_emptyCartHasNoFeesAndNoFrameURLs(t *testing.T) {
	carts := checkoutCarts(cart.Cart{ID: "c1", Subtotal: "0.00"})
	carts.fees, carts.tokens = nil, nil // an empty cart calls neither
	scr, _, err := newCheckout(checkoutConfig("card", "bank"), carts).CheckoutScreen(context.Background(), checkoutReq(""))
	if err != nil {
		t.Fatal(err)
	}
	if !scr.Complete {
		t.Fatalf("incomplete %v", scr.Incomplete)
	}
	if fees := scr.Sections["fees"].Data.(map[string]FeeView); len(fees) != 0 {
		t.Fatalf("fees %+v", fees)
	}
	if w := scr.Sections["wallet"].Data.(WalletView); w.CardInputURL != "" || w.BankInputURL != "" || w.Origin == "" {
		t.Fatalf("wallet %+v", w)
	}
}

func TestCheckoutScreen_overTheCardLimitOffersOnlyBankFeesAndFrame(t *testing.T) {
	c := limitCart("7250.00")
	c.ID = "c1"
	scr, _, err := newCheckout(checkoutConfig("card", "bank"), checkoutCarts(c)).CheckoutScreen(context.Background(), checkoutReq("c1"))
	if err != nil {
		t.Fatal(err)
	}
	fees := scr.Sections["fees"].Data.(map[string]FeeView)
	w := scr.Sections["wallet"].Data.(WalletView)
	if _, ok := fees["card"]; ok || fees["bank"].Amount == "" || w.CardInputURL != "" || w.BankInputURL == "" {
		t.Fatalf("fees %+v wallet %+v", fees, w)
	}
}

func TestCheckoutScreen_unknownSiteIs404AndGetsNoCart(t *testing.T) {
	var vivified atomic.Bool
	carts := checkoutCarts(cart.Cart{ID: "x"})
	carts.vivify = func(context.Context, string, string, cart.VivifyRequest) (cart.Cart, error) {
		vivified.Store(true)
		return cart.Cart{ID: "x"}, nil
	}
	req := checkoutReq("")
	req.Site = "nowhere"
	_, id, err := newCheckout(checkoutConfig("card"), carts).CheckoutScreen(context.Background(), req)
	if bff.ErrorCode(err) != bff.CodeNotFound || vivified.Load() || id != "" {
		t.Fatalf("err %v vivified %v id %q", err, vivified.Load(), id)
	}
}

func TestCheckoutScreen_cartFailureFailsItsSectionsButNotConfig(t *testing.T) {
	carts := checkoutCarts(cart.Cart{})
	carts.vivify = func(context.Context, string, string, cart.VivifyRequest) (cart.Cart, error) {
		return cart.Cart{}, bff.Wrap(errors.New("refused"), bff.CodeUnavailable, "The cart service is unavailable.")
	}
	scr, id, err := newCheckout(checkoutConfig("card"), carts).CheckoutScreen(context.Background(), checkoutReq("c1"))
	if err != nil {
		t.Fatal(err)
	}
	if id != "c1" {
		t.Fatalf("id %q: a failed vivify keeps the session's cart id", id)
	}
	if scr.Sections["config"].Status != screen.StatusOK || strings.Join(scr.Incomplete, ",") != "cart,delivery,fees,tenders,wallet" {
		t.Fatalf("incomplete %v", scr.Incomplete)
	}
	if e := scr.Sections["cart"].Error; e == nil || e.Code != bff.CodeUnavailable {
		t.Fatalf("cart section %+v", scr.Sections["cart"])
	}
}

func TestCheckoutScreen_ERR08_unparseableFeeFailsTheFeesSection(t *testing.T) {
	carts := checkoutCarts(oneItemCart("c1"))
	carts.fees = func(context.Context, string, string, string, []string) (cart.FeesResponse, error) {
		return cart.FeesResponse{Fees: map[string]cart.Fee{"card": {Amount: "two dollars"}}}, nil
	}
	scr, _, err := newCheckout(checkoutConfig("card"), carts).CheckoutScreen(context.Background(), checkoutReq("c1"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(scr.Incomplete, ",") != "fees" || scr.Sections["fees"].Error.Code != bff.CodeUpstreamFailed {
		t.Fatalf("incomplete %v fees %+v", scr.Incomplete, scr.Sections["fees"])
	}
}

func TestCheckoutScreen_ERR06_tokenCall404LeavesTheFrameOutWithoutAnError(t *testing.T) {
	carts := checkoutCarts(oneItemCart("c1"))
	carts.tokens = func(context.Context, string, string, string, cart.TokensRequest) (cart.TokensResponse, error) {
		return cart.TokensResponse{}, cartRefusal(404, "")
	}
	scr, _, err := newCheckout(checkoutConfig("card"), carts).CheckoutScreen(context.Background(), checkoutReq("c1"))
	if err != nil {
		t.Fatal(err)
	}
	if !scr.Complete || scr.Sections["wallet"].Data.(WalletView).CardInputURL != "" {
		t.Fatalf("incomplete %v wallet %+v", scr.Incomplete, scr.Sections["wallet"])
	}
}
