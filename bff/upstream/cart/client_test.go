package cart_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/history"
	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/processor"
)

// Seeded payables (contracts §6).
const (
	pathR100001  = "sunshine/demo/property_tax/2026/R100-001"
	pathWater    = "sunshine/demo/utilities/U-5001"
	pathDonation = "sunshine/demo/donations/parks"
)

// charger is a fake processor: tokens named in declines are declined with
// that outcome, every other token is approved; it counts its calls.
type charger struct {
	calls    atomic.Int64
	declines map[string]string
}

var _ processor.Charger = (*charger)(nil)

func (c *charger) Charge(_ context.Context, ch processor.Charge) (processor.Result, error) {
	c.calls.Add(1)
	if outcome, ok := c.declines[ch.Token]; ok {
		return processor.Result{Code: outcome, TenderType: processor.TypeCard}, nil
	}
	return processor.Result{Approved: true, Code: processor.Approved, TenderType: processor.TypeCard,
		CardBrand: processor.Visa, LastDigits: "4242", AuthCode: "OK1234"}, nil
}

var _ processor.Tenders = (*charger)(nil)

// TenderOf answers that every token stands for a Visa card ending in 4242,
// the card the charger charges.
func (c *charger) TenderOf(context.Context, processor.TenderQuery) (processor.Tender, error) {
	return processor.Tender{Type: processor.TypeCard, CardBrand: processor.Visa, LastDigits: "4242"}, nil
}

// fixture is the real sandbox with a fake charger, and clients of its cart
// and history services.
type fixture struct {
	srv     *sandbox.Server
	url     string
	carts   *cart.Client
	history *history.Client
	charger *charger
	mu      sync.Mutex
	keys    []string // Idempotency-Key headers of check-outs seen
}

func newFixture(t *testing.T, ttl time.Duration) *fixture {
	t.Helper()
	f := &fixture{charger: &charger{declines: map[string]string{"tndr_nofunds": processor.InsufficientFunds}}}
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir(), Charger: f.charger, CartTTL: ttl})
	if err != nil {
		t.Fatalf("sandbox.New: %v", err)
	}
	t.Cleanup(func() {
		if err := srv.Close(); err != nil {
			t.Errorf("sandbox Close: %v", err)
		}
	})
	f.srv = srv
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost && strings.HasSuffix(r.URL.Path, "/check_out") {
			f.mu.Lock()
			f.keys = append(f.keys, r.Header.Get("Idempotency-Key"))
			f.mu.Unlock()
		}
		srv.Handler().ServeHTTP(w, r)
	}))
	t.Cleanup(ts.Close)
	f.url = ts.URL
	pool := upstream.NewPool(upstream.Options{})
	t.Cleanup(pool.Close)
	f.carts = cart.NewClient(pool.Client("cart", ts.URL+sandbox.PrefixCart))
	f.history = history.NewClient(pool.Client("history", ts.URL+sandbox.PrefixHistory))
	return f
}

// newCart vivifies a new guest cart.
func (f *fixture) newCart(t *testing.T) cart.Cart {
	t.Helper()
	c, err := f.carts.Vivify(t.Context(), "sunshine", "demo", cart.VivifyRequest{Create: true, UserID: "anon-1"})
	if err != nil {
		t.Fatalf("Vivify: %v", err)
	}
	return c
}

func amount(s string) *string { return &s }

// TestClient_CART08_vivifyCreatesACartAndFindsItAgain proves CART-08.
func TestClient_CART08_vivifyCreatesACartAndFindsItAgain(t *testing.T) {
	f := newFixture(t, 0)
	c := f.newCart(t)
	if c.ID == "" || c.Status != cart.StatusOpen || c.SecondsToExpiry != 30*60 {
		t.Fatalf("new cart = %+v, want an open cart with 30 minutes to live", c)
	}
	again, err := f.carts.Vivify(t.Context(), "sunshine", "demo", cart.VivifyRequest{CartID: c.ID, UserID: "anon-1"})
	if err != nil || again.ID != c.ID {
		t.Fatalf("Vivify with the cart id = %s, %v; want %s", again.ID, err, c.ID)
	}
	_, err = f.carts.Vivify(t.Context(), "sunshine", "demo", cart.VivifyRequest{CartID: "cart_nope"})
	if bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("Vivify of an unknown cart without create = %v, want not found", err)
	}
	created, err := f.carts.Create(t.Context(), "sunshine", "demo", cart.CreateRequest{UserID: "anon-2"})
	if err != nil || created.ID == c.ID || created.UserID != "anon-2" {
		t.Errorf("Create = %+v, %v", created, err)
	}
}

func TestClient_itemsAreAddedChangedRemovedAndEmptied(t *testing.T) {
	f := newFixture(t, 0)
	ctx := t.Context()
	c := f.newCart(t)
	c, err := f.carts.AddItems(ctx, "sunshine", "demo", c.ID,
		[]cart.AddItem{{Path: pathR100001, Amount: amount("1,000.00")}, {Path: pathWater}}, bff.Spanish)
	if err != nil || len(c.Items) != 2 || c.Subtotal != "1076.25" || c.Items[1].Payable.DisplayName != "Factura de agua - U-5001" {
		t.Fatalf("AddItems = %+v, %v; want 1076.25 with Spanish names", c, err)
	}
	c, err = f.carts.ChangeItem(ctx, "sunshine", "demo", c.ID, c.Items[0].ID, cart.ItemChange{Amount: amount("1.00")})
	if err != nil || c.Subtotal != "77.25" {
		t.Fatalf("ChangeItem = %s, %v; want 77.25", c.Subtotal, err)
	}
	c, err = f.carts.RemoveItem(ctx, "sunshine", "demo", c.ID, c.Items[0].ID)
	if err != nil || len(c.Items) != 1 || c.Items[0].Path != pathWater {
		t.Fatalf("RemoveItem = %+v, %v", c.Items, err)
	}
	c, err = f.carts.Empty(ctx, "sunshine", "demo", c.ID)
	if err != nil || len(c.Items) != 0 || c.Subtotal != "0.00" {
		t.Fatalf("Empty = %+v, %v", c, err)
	}
	got, err := f.carts.Get(ctx, "sunshine", "demo", c.ID)
	if err != nil || got.ID != c.ID {
		t.Fatalf("Get = %+v, %v", got, err)
	}
}

func TestClient_ERR_a404OnAnItemOrTokenCallIsNotFound(t *testing.T) {
	f := newFixture(t, 0)
	ctx := t.Context()
	c := f.newCart(t)
	_, err := f.carts.ChangeItem(ctx, "sunshine", "demo", c.ID, "itm_nope", cart.ItemChange{Quantity: new(int)})
	if bff.ErrorCode(err) != bff.CodeNotFound || cart.ServiceCode(err) != cart.ErrItemNotFound {
		t.Errorf("ChangeItem of an unknown item = %v (%q), want not found", err, cart.ServiceCode(err))
	}
	if _, err := f.carts.RemoveItem(ctx, "sunshine", "demo", c.ID, "itm_nope"); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("RemoveItem of an unknown item = %v, want not found", err)
	}
	if _, err := f.carts.Tokens(ctx, "sunshine", "demo", "cart_nope", cart.TokensRequest{Origin: "http://127.0.0.1:8081"}); bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("Tokens of an unknown cart = %v, want not found", err)
	}
	_, err = f.carts.AddItems(ctx, "sunshine", "demo", c.ID, []cart.AddItem{{Path: "sunshine/demo/nope"}}, bff.English)
	if bff.ErrorCode(err) != bff.CodeNotFound || cart.ServiceCode(err) != cart.ErrPayableNotFound {
		t.Errorf("AddItems of an unknown payable = %v, want not found", err)
	}
}

// TestClient_ADD01_lockedCartRefusesAddsAndClaimMovesTheCart proves ADD-01.
func TestClient_ADD01_lockedCartRefusesAddsAndClaimMovesTheCart(t *testing.T) {
	f := newFixture(t, 0)
	ctx := t.Context()
	c := f.newCart(t)
	c, err := f.carts.Claim(ctx, "sunshine", "demo", c.ID, "user-7")
	if err != nil || c.UserID != "user-7" {
		t.Fatalf("Claim = %+v, %v", c, err)
	}
	if c, err = f.carts.Lock(ctx, "sunshine", "demo", c.ID, true); err != nil || !c.Locked {
		t.Fatalf("Lock = %v, %v", c.Locked, err)
	}
	_, err = f.carts.AddItems(ctx, "sunshine", "demo", c.ID, []cart.AddItem{{Path: pathWater}}, bff.English)
	if bff.ErrorCode(err) != bff.CodeConflict || cart.ServiceCode(err) != cart.ErrLocked {
		t.Errorf("AddItems to a locked cart = %v, want conflict cart_locked", err)
	}
}

// TestClient_CART02_cartExpiresAfterTheConfiguredTTL proves CART-02 (the service reports seconds_to_expiry).
func TestClient_CART02_cartExpiresAfterTheConfiguredTTL(t *testing.T) {
	f := newFixture(t, 50*time.Millisecond)
	ctx := t.Context()
	c := f.newCart(t)
	deadline := time.Now().Add(10 * time.Second)
	for !c.Expired && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
		var err error
		if c, err = f.carts.Get(ctx, "sunshine", "demo", c.ID); err != nil {
			t.Fatalf("Get: %v", err)
		}
	}
	if !c.Expired || c.SecondsToExpiry != 0 {
		t.Fatalf("cart after its TTL: expired %v, %d s left", c.Expired, c.SecondsToExpiry)
	}
	_, err := f.carts.AddItems(ctx, "sunshine", "demo", c.ID, []cart.AddItem{{Path: pathWater}}, bff.English)
	if cart.ServiceCode(err) != cart.ErrExpired {
		t.Errorf("AddItems to an expired cart = %v, want cart_expired", err)
	}
	other := f.newCart(t)
	if err := f.carts.Expire(ctx, "sunshine", "demo", other.ID); err != nil {
		t.Fatalf("Expire: %v", err)
	}
	if got, _ := f.carts.Get(ctx, "sunshine", "demo", other.ID); !got.Expired {
		t.Errorf("cart after Expire is not expired")
	}
}

func TestClient_feesTokensAndTransactions(t *testing.T) {
	f := newFixture(t, 0)
	ctx := t.Context()
	c := f.newCart(t)
	c, err := f.carts.AddItems(ctx, "sunshine", "demo", c.ID, []cart.AddItem{{Path: pathR100001}}, bff.English)
	if err != nil {
		t.Fatal(err)
	}
	fees, err := f.carts.Fees(ctx, "sunshine", "demo", c.ID, []string{"card", "bank"})
	if err != nil || fees.Fees["card"].Amount != "29.01" || fees.Fees["bank"].Amount != "0.50" {
		t.Fatalf("Fees = %+v, %v; want card 29.01 and bank 0.50", fees, err)
	}
	if fee, err := f.carts.Fee(ctx, "sunshine", "demo", c.ID, "paypal"); err != nil || fee.Amount != "29.01" {
		t.Errorf("Fee paypal = %+v, %v", fee, err)
	}
	item, err := f.carts.ItemFees(ctx, cart.ItemFeesRequest{Client: "sunshine", Site: "demo", PayablePath: pathDonation})
	if err != nil || item.Fees["card"].Amount != "1.00" {
		t.Errorf("ItemFees = %+v, %v; want the card minimum 1.00 on 25.00", item, err)
	}
	tok, err := f.carts.Tokens(ctx, "sunshine", "demo", c.ID, cart.TokensRequest{Origin: "http://127.0.0.1:8081"})
	if err != nil || tok.EwalletToken == "" || tok.DVToken == "" || tok.BankEwalletToken == "" || tok.BankEwalletToken == tok.EwalletToken {
		t.Fatalf("Tokens = %+v, %v; want a card input's and another bank input's e-wallet token", tok, err)
	}
	tx, err := f.carts.Transactions(ctx, "sunshine", "demo", c.ID, cart.TransactionsRequest{TenderType: "card", EwalletToken: tok.EwalletToken})
	if err != nil || len(tx.Transactions) != 1 || tx.ImmediateItemTotal != "1234.56" || tx.ImmediateFeeTotal != "29.01" {
		t.Fatalf("Transactions = %+v, %v", tx, err)
	}
}

func TestClient_CONST01_CONST02_addItemsTimeoutGrowsPerFull500ItemsBeyond500(t *testing.T) {
	cases := map[int]time.Duration{1: 60 * time.Second, 500: 60 * time.Second, 999: 60 * time.Second,
		1000: 90 * time.Second, 1499: 90 * time.Second, 1500: 120 * time.Second, 2000: 150 * time.Second}
	for n, want := range cases {
		if got := cart.AddItemsTimeoutFor(n); got != want {
			t.Errorf("%d items: %v, want %v", n, got, want)
		}
	}
}

// TestClient_CONST01_theAddCallCarriesItsTimeout reads the deadline of the
// add request as it leaves for the cart service: the transport's proxy
// choice sees every outgoing request with its context.
func TestClient_CONST01_theAddCallCarriesItsTimeout(t *testing.T) {
	f := newFixture(t, 0)
	var mu sync.Mutex
	var deadlines []time.Time
	tr := &http.Transport{Proxy: func(r *http.Request) (*url.URL, error) {
		if r.Method == http.MethodPost && strings.HasSuffix(r.URL.Path, "/items") {
			d, ok := r.Context().Deadline()
			if !ok {
				t.Errorf("the add request has no deadline")
			}
			mu.Lock()
			deadlines = append(deadlines, d)
			mu.Unlock()
		}
		return nil, nil
	}}
	t.Cleanup(tr.CloseIdleConnections)
	pool := upstream.NewPool(upstream.Options{Transport: tr})
	t.Cleanup(pool.Close)
	carts := cart.NewClient(pool.Client("cart", f.url+sandbox.PrefixCart))
	c := f.newCart(t)
	// The caller's own context has no deadline: only the add call's time-out sets one.
	before := time.Now()
	if _, err := carts.AddItems(context.Background(), "sunshine", "demo", c.ID, []cart.AddItem{{Path: pathWater}}, bff.English); err != nil {
		t.Fatalf("AddItems: %v", err)
	}
	after := time.Now()
	mu.Lock()
	defer mu.Unlock()
	if len(deadlines) != 1 {
		t.Fatalf("%d add requests, want 1", len(deadlines))
	}
	if d := deadlines[0]; d.Before(before.Add(60*time.Second)) || d.After(after.Add(60*time.Second)) {
		t.Errorf("add deadline %s after the call started, want 60s", d.Sub(before))
	}
}

func TestClient_CONST03_CONST04_CONST05_vivifyTransactionsAndCheckOutTimeouts(t *testing.T) {
	if cart.VivifyTimeout != 90*time.Second || cart.TransactionsTimeout != 120*time.Second || cart.CheckOutTimeout != 0 {
		t.Errorf("time-outs: vivify %v, transactions %v, check-out %v; want 90s, 120s and none",
			cart.VivifyTimeout, cart.TransactionsTimeout, cart.CheckOutTimeout)
	}
}

func TestClient_pingAnswers(t *testing.T) {
	f := newFixture(t, 0)
	if err := f.carts.Ping(t.Context()); err != nil {
		t.Errorf("cart Ping: %v", err)
	}
}
