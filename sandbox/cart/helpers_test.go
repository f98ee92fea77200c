package cart_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/cart"
	"github.com/payhub/payhub/sandbox/ewallet"
	"github.com/payhub/payhub/sandbox/processor"
	"github.com/payhub/payhub/sandbox/sqlite"
)

// Seeded payables (contracts §6).
const (
	pathTax1     = "sunshine/demo/property_tax/2026/R100-001" // 1234.56, from 0.01, TAXCOL
	pathTax2     = "sunshine/demo/property_tax/2026/R100-002" // 842.10, fixed, TAXCOL
	pathTaxPaid  = "sunshine/demo/property_tax/2026/R100-003" // not payable
	pathVehicle  = "sunshine/demo/vehicle_renewal/ABC1234"    // 45.60, needs delivery
	pathWater    = "sunshine/demo/utilities/U-5001"           // 76.25
	pathDonation = "sunshine/demo/donations/parks"            // 25.00, from 1.00 to 10000.00
	pathBusiness = "sunshine/demo/business_license/B-9001"    // 150.00, delayed
	pathParking  = "moonbeam/pay/parking_citations/P-42"      // another client's
)

// clock is a settable clock, safe for concurrent use.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// fakeCharger charges through fn and counts the calls.
type fakeCharger struct {
	calls atomic.Int64
	fn    func(ctx context.Context, c processor.Charge) (processor.Result, error)
}

var _ processor.Charger = (*fakeCharger)(nil)

func (f *fakeCharger) Charge(ctx context.Context, c processor.Charge) (processor.Result, error) {
	f.calls.Add(1)
	return f.fn(ctx, c)
}

var _ processor.Tenders = (*fakeCharger)(nil)

// TenderOf answers what each sandbox token stands for (outcomes), with
// tokAmex an American Express card and tokApplePay Apple Pay's Visa; any
// other token is unknown.
func (f *fakeCharger) TenderOf(_ context.Context, q processor.TenderQuery) (processor.Tender, error) {
	switch q.Token {
	case tokAmex:
		return processor.Tender{Type: processor.TypeCard, CardBrand: processor.AmericanExpress, LastDigits: "0005"}, nil
	case tokApplePay:
		return processor.Tender{Type: processor.TypeCard, Wallet: "applePay", CardBrand: processor.Visa, LastDigits: "4242"}, nil
	}
	res, ok := outcomes()[q.Token]
	if !ok {
		return processor.Tender{}, bff.Errorf(bff.CodeNotFound, "No such payment token.")
	}
	return processor.Tender{Type: res.TenderType, CardBrand: res.CardBrand, LastDigits: res.LastDigits}, nil
}

// Sandbox tender tokens and their outcome, as the fake charger knows them.
const (
	tokVisa      = "tndr_visa"
	tokBank      = "tndr_bank"
	tokDeclined  = "tndr_declined"
	tokNoFunds   = "tndr_nofunds"
	tokExpired   = "tndr_expired"
	tokError     = "tndr_error"
	tokReturned  = "tndr_returned"
	tokBankBadly = "tndr_bank_declined"
	tokAmex      = "tndr_amex"
	tokApplePay  = "tndr_applepay"
)

// outcomes is the outcome of each sandbox token.
func outcomes() map[string]processor.Result {
	card := func(code string) processor.Result {
		return processor.Result{Approved: code == processor.Approved, Code: code, TenderType: processor.TypeCard,
			CardBrand: processor.Visa, LastDigits: "4242"}
	}
	bank := func(code string) processor.Result {
		return processor.Result{Approved: code == processor.Approved, Code: code, TenderType: processor.TypeBank,
			LastDigits: "6789"}
	}
	return map[string]processor.Result{
		tokVisa: card(processor.Approved), tokDeclined: card(processor.Declined),
		tokNoFunds: card(processor.InsufficientFunds), tokExpired: card(processor.ExpiredCard),
		tokError: card(processor.ProcessingError), tokBank: bank(processor.Approved),
		tokReturned: bank(processor.Returned), tokBankBadly: bank(processor.Declined),
	}
}

// byToken answers each charge by its token's outcome.
func byToken(_ context.Context, c processor.Charge) (processor.Result, error) {
	res, ok := outcomes()[c.Token]
	switch {
	case c.Token == tokAmex:
		res, ok = processor.Result{Approved: true, Code: processor.Approved, TenderType: processor.TypeCard,
			CardBrand: processor.AmericanExpress, LastDigits: "0005"}, true
	case c.Token == tokApplePay:
		res, ok = outcomes()[tokVisa], true
	}
	if !ok {
		return processor.Result{Approved: false, Code: processor.Declined, TenderType: processor.TypeCard}, nil
	}
	if res.Approved {
		res.AuthCode = "A1B2C3"
	}
	return res, nil
}

// env is a cart service on a fresh, seeded database.
type env struct {
	t       *testing.T
	url     string
	db      *sqlite.DB
	clock   *clock
	charger *fakeCharger
	signer  *ewallet.Signer
}

// start runs the cart service with the fake charger answering by token.
func start(t *testing.T) *env {
	t.Helper()
	return startWith(t, &fakeCharger{fn: byToken}, cart.DefaultTTL)
}

func startWith(t *testing.T, charger *fakeCharger, ttl time.Duration) *env {
	t.Helper()
	db, err := sqlite.Open(t.Context(), t.TempDir(), nil)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { db.Close() })
	clk := &clock{now: time.Date(2026, 5, 4, 12, 0, 0, 0, time.UTC)}
	if err := db.Seed(t.Context(), clk.Now()); err != nil {
		t.Fatalf("Seed: %v", err)
	}
	signer := ewallet.NewSigner([]byte(rand.Text()+rand.Text()), clk.Now)
	cfg := cart.Config{Store: db.Carts(), Tokens: signer, TTL: ttl, Now: clk.Now}
	if charger != nil {
		cfg.Charger = charger
	}
	ts := httptest.NewServer(cart.NewHandler(cfg))
	t.Cleanup(ts.Close)
	return &env{t: t, url: ts.URL, db: db, clock: clk, charger: charger, signer: signer}
}

// do sends a JSON request (body nil for none) and returns the status and
// the body; header adds headers, name and value in turn.
func (e *env) do(method, path string, body any, header ...string) (int, []byte) {
	e.t.Helper()
	var r io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			e.t.Fatal(err)
		}
		r = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(context.Background(), method, e.url+path, r)
	if err != nil {
		e.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		e.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		e.t.Fatal(err)
	}
	return resp.StatusCode, b
}

// decode reads body into v.
func decode[T any](t *testing.T, body []byte) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(body, &v); err != nil {
		t.Fatalf("body %s: %v", body, err)
	}
	return v
}

// errorOf is the error code, message and display message of an answer.
type errorOf struct {
	Error struct {
		Code           string `json:"code"`
		Message        string `json:"message"`
		DisplayMessage string `json:"displayMessage"`
	} `json:"error"`
}

// wantError checks an answer's status and error code.
func (e *env) wantError(what string, status int, body []byte, wantStatus int, wantCode string) errorOf {
	e.t.Helper()
	got := decode[errorOf](e.t, body)
	if status != wantStatus || got.Error.Code != wantCode || got.Error.Message == "" {
		e.t.Errorf("%s: %d %s, want %d %s with a message", what, status, body, wantStatus, wantCode)
	}
	return got
}

// base is the path of the sunshine/demo carts.
const base = "/carts/sunshine/demo"

// newCart creates a guest cart and returns it.
func (e *env) newCart() wire.Cart {
	e.t.Helper()
	status, body := e.do(http.MethodPost, base, wire.CreateRequest{UserID: "anon-1"})
	if status != http.StatusCreated {
		e.t.Fatalf("create: %d %s", status, body)
	}
	return decode[wire.Cart](e.t, body)
}

// add adds items to cart id and returns the status and body.
func (e *env) add(id string, items ...wire.AddItem) (int, []byte) {
	e.t.Helper()
	return e.do(http.MethodPost, base+"/"+id+"/items", items)
}

// mustAdd adds items and returns the cart.
func (e *env) mustAdd(id string, items ...wire.AddItem) wire.Cart {
	e.t.Helper()
	status, body := e.add(id, items...)
	if status != http.StatusOK {
		e.t.Fatalf("add: %d %s", status, body)
	}
	return decode[wire.Cart](e.t, body)
}

// item is an AddItem for path, at the payable's amount.
func item(path string) wire.AddItem { return wire.AddItem{Path: path} }

// at is an AddItem for path at amount.
func at(path, amount string) wire.AddItem { return wire.AddItem{Path: path, Amount: &amount} }

// putPayable stores p (in both languages) in the payables store.
func (e *env) putPayable(p payables.Payable) {
	e.t.Helper()
	doc, err := json.Marshal(p)
	if err != nil {
		e.t.Fatal(err)
	}
	_, err = e.db.SQL().ExecContext(e.t.Context(), `
		INSERT INTO payables (path, client, site, adaptor, listed, payable_en, payable_es)
		VALUES (?, ?, ?, ?, 0, ?, ?)`, p.Path, p.Client, p.Site, p.Adaptor, string(doc), string(doc))
	if err != nil {
		e.t.Fatalf("put payable %s: %v", p.Path, err)
	}
}

// payable is a payable sunshine/demo item of adaptor and category at amount.
func payable(path, adaptor, category, amount string) payables.Payable {
	return payables.Payable{Path: path, PayableType: "bill", Amount: amount, MinimumAmount: amount,
		MaximumAmount: amount, DisplayName: "Test item " + path, DisplayType: "bill", Client: "sunshine",
		Site: "demo", Adaptor: adaptor, ItemCategory: category, IsPayable: true}
}

// ewalletClaims are the claims of an e-wallet token of cart id.
func ewalletClaims(id string) ewallet.Claims {
	return ewallet.Claims{CartID: id, Client: "sunshine", Site: "demo", Kind: ewallet.KindCard, Origin: "http://127.0.0.1:8081"}
}
