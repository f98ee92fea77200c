package sandbox_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/cart"
	upwallet "github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/paypal"
)

// portalOrigin is the page origin the orders of these tests come from.
const portalOrigin = "http://portal.test"

// wallets is a sandbox with its services and its wallet host listening.
type wallets struct {
	t           *testing.T
	svc, wallet string
}

func startWallets(t *testing.T) wallets {
	t.Helper()
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	svc := httptest.NewServer(srv.Handler())
	host := httptest.NewServer(srv.WalletHandler())
	t.Cleanup(func() {
		host.Close()
		svc.Close()
		if err := srv.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return wallets{t: t, svc: svc.URL, wallet: host.URL}
}

// call POSTs body as JSON to the sandbox path and decodes a 2xx answer into out.
func (w wallets) call(path string, body any, out any) (int, []byte) {
	w.t.Helper()
	b, err := json.Marshal(body)
	if err != nil {
		w.t.Fatal(err)
	}
	status, _, resp := do(w.t, http.MethodPost, w.svc+path, string(b))
	if status/100 == 2 && out != nil {
		if err := json.Unmarshal(resp, out); err != nil {
			w.t.Fatalf("%s: %v: %s", path, err, resp)
		}
	}
	return status, resp
}

// cartWith returns the path of a new guest cart holding the payable at path.
func (w wallets) cartWith(path string) string {
	w.t.Helper()
	var c wire.Cart
	if status, body := w.call(sandbox.PrefixCart+"/carts/sunshine/demo", wire.CreateRequest{UserID: "anon-w"}, &c); status != http.StatusCreated {
		w.t.Fatalf("create cart = %d %s", status, body)
	}
	base := sandbox.PrefixCart + "/carts/sunshine/demo/" + c.ID
	if status, body := w.call(base+"/items", []wire.AddItem{{Path: path}}, nil); status != http.StatusOK {
		w.t.Fatalf("add %s = %d %s", path, status, body)
	}
	return base
}

// order creates a PayPal order of brand for the cart at base paying 842.10
// with a 2.35% fee (R100-002).
func (w wallets) order(base, brand string) string {
	w.t.Helper()
	var out wire.CreatePayPalOrderResponse
	status, body := w.call(base+"/create_paypal_order", wire.CreatePayPalOrderRequest{PayPalBrand: brand,
		Amount: "842.10", FeeAmount: "19.79", Origin: portalOrigin,
		Billing: wire.Billing{Email: "ana@example.com", Phone: "305-555-0100"}}, &out)
	if status != http.StatusOK || !strings.HasPrefix(out.OrderID, paypal.OrderPrefix) {
		w.t.Fatalf("create_paypal_order = %d %s", status, body)
	}
	return out.OrderID
}

// decide posts the approval page's form as a browser on the wallet host
// would, and returns the status and the redirect's address.
func (w wallets) decide(orderID, ret, decision, origin string) (int, string) {
	w.t.Helper()
	form := url.Values{"order": {orderID}, "return": {ret}, "lang": {"en"}, "decision": {decision}}
	req, err := http.NewRequestWithContext(w.t.Context(), http.MethodPost, w.wallet+paypal.ApprovePath, strings.NewReader(form.Encode()))
	if err != nil {
		w.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", origin)
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := noFollow.Do(req)
	if err != nil {
		w.t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode, resp.Header.Get("Location")
}

func TestPayPal_PAYPAL02_PAYPAL03_createApproveCaptureWritesOneReceiptAndMail(t *testing.T) {
	w := startWallets(t)
	base := w.cartWith("sunshine/demo/property_tax/2026/R100-002")
	id := w.order(base, wire.BrandPayPal)

	ret := portalOrigin + "/sunshine/demo/checkout"
	status, _, page := do(t, http.MethodGet, w.wallet+paypal.ApprovePath+"?order="+id+"&brand=paypal&return="+url.QueryEscape(ret), "")
	if status != http.StatusOK || !strings.Contains(string(page), "$861.89") || !strings.Contains(string(page), "Approve payment") {
		t.Fatalf("approval page = %d %s", status, page)
	}
	status, loc := w.decide(id, ret, "approve", w.wallet)
	if status != http.StatusSeeOther || loc != ret+"?approved=1&paypalOrder="+id {
		t.Fatalf("approve = %d %q", status, loc)
	}

	// PAYPAL-03: capture with the order id, contact preference and logged-in flag, ten at once.
	const n = 10
	results := make([]wire.CheckOutResponse, n)
	statuses := make([]int, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			b, _ := json.Marshal(wire.CapturePayPalOrderRequest{OrderID: id, ContactPreference: "email"})
			st, _, body := do(t, http.MethodPost, w.svc+base+"/capture_paypal_order", string(b))
			statuses[i] = st
			_ = json.Unmarshal(body, &results[i])
		}()
	}
	wg.Wait()
	for i := range n {
		if statuses[i] != http.StatusOK || results[i].ConfirmationNumber == "" ||
			results[i].ConfirmationNumber != results[0].ConfirmationNumber || results[i].Total != "861.89" {
			t.Fatalf("capture %d = %d %+v, want the one payment of %+v", i, statuses[i], results[i], results[0])
		}
	}
	status, _, body := do(t, http.MethodGet, w.svc+"/outbox.json", "")
	if status != http.StatusOK || strings.Count(string(body), results[0].ConfirmationNumber) != 1 {
		t.Errorf("outbox = %d %s, want one receipt e-mail naming %s", status, body, results[0].ConfirmationNumber)
	}
	status, _, body = do(t, http.MethodGet, w.svc+sandbox.PrefixHistory+"/api/v2/receipts/"+results[0].ReceiptID, "")
	if status != http.StatusOK || !strings.Contains(string(body), `"type":"paypal"`) {
		t.Errorf("receipt = %d %s", status, body)
	}
}

func TestPayPal_captureOfAnUnapprovedOrCancelledOrderIsRefused(t *testing.T) {
	w := startWallets(t)
	base := w.cartWith("sunshine/demo/property_tax/2026/R100-002")
	id := w.order(base, wire.BrandVenmo)
	status, body := w.call(base+"/capture_paypal_order", wire.CapturePayPalOrderRequest{OrderID: id}, nil)
	wantError(t, "capture before approval", status, body, http.StatusUnprocessableEntity, wire.ErrOrderNotApproved)

	ret := portalOrigin + "/sunshine/demo/checkout?step=payment"
	if status, loc := w.decide(id, ret, "cancel", w.wallet); status != http.StatusSeeOther || !strings.Contains(loc, "approved=0") {
		t.Fatalf("cancel = %d %q", status, loc)
	}
	status, body = w.call(base+"/capture_paypal_order", wire.CapturePayPalOrderRequest{OrderID: id}, nil)
	wantError(t, "capture after cancel", status, body, http.StatusUnprocessableEntity, wire.ErrOrderNotApproved)

	other := w.cartWith("sunshine/demo/utilities/U-5001")
	status, body = w.call(other+"/capture_paypal_order", wire.CapturePayPalOrderRequest{OrderID: id}, nil)
	wantError(t, "another cart's order", status, body, http.StatusNotFound, wire.ErrOrderNotFound)
}

func TestPayPal_approvalReturnsOnlyToTheOrdersOrigin(t *testing.T) {
	w := startWallets(t)
	base := w.cartWith("sunshine/demo/property_tax/2026/R100-002")
	id := w.order(base, wire.BrandPayPal)
	for _, ret := range []string{"https://evil.example/steal", "http://portal.test.evil.example/x",
		"//evil.example/x", "javascript:alert(1)", "http://user@portal.test/x"} {
		status, _, _ := do(t, http.MethodGet, w.wallet+paypal.ApprovePath+"?order="+id+"&return="+url.QueryEscape(ret), "")
		if status != http.StatusBadRequest {
			t.Errorf("approval page returning to %q = %d, want 400", ret, status)
		}
		if status, loc := w.decide(id, ret, "approve", w.wallet); status != http.StatusBadRequest || loc != "" {
			t.Errorf("approval returning to %q = %d %q, want 400 and no redirect", ret, status, loc)
		}
	}
	if status, _ := w.decide(id, portalOrigin+"/x", "approve", "https://evil.example"); status != http.StatusForbidden {
		t.Errorf("a decision posted from another origin = %d, want 403", status)
	}
	status, body := w.call(base+"/capture_paypal_order", wire.CapturePayPalOrderRequest{OrderID: id}, nil)
	wantError(t, "capture after refused approvals", status, body, http.StatusUnprocessableEntity, wire.ErrOrderNotApproved)
}

func TestMobileToken_checksOutAsApplePayWithTheWalletsCard(t *testing.T) {
	w := startWallets(t)
	base := w.cartWith("sunshine/demo/utilities/U-5001")
	parts := strings.Split(base, "/")
	var tok upwallet.MobileTokenResponse
	status, body := w.call(sandbox.PrefixWallet+"/mobile_token", upwallet.MobileTokenRequest{CartID: parts[len(parts)-1],
		Client: "sunshine", Site: "demo", Type: upwallet.TypeApplePay, PaymentData: upwallet.SandboxPaymentData}, &tok)
	if status != http.StatusOK || !strings.HasPrefix(tok.Token, "tndr_") || tok.LastDigits != "4242" {
		t.Fatalf("mobile_token = %d %s", status, body)
	}
	if status, body := w.call(sandbox.PrefixWallet+"/mobile_token", upwallet.MobileTokenRequest{CartID: "c", Client: "sunshine",
		Site: "demo", Type: upwallet.TypeApplePay, PaymentData: "forged"}, nil); status != http.StatusBadRequest {
		t.Errorf("mobile_token with foreign payment data = %d %s", status, body)
	}
	// The token is Apple Pay's: declared as a card it is refused.
	status, body = w.call(base+"/check_out", wire.CheckOutRequest{Type: "card", Token: tok.Token,
		Amount: "76.25", FeeAmount: "1.79", Billing: wire.Billing{Name: tok.UserName, Email: "ana@example.com"}}, nil)
	wantError(t, "Apple Pay's card declared as a card", status, body, http.StatusUnprocessableEntity, wire.ErrTenderMismatch)
	var paid wire.CheckOutResponse
	status, body = w.call(base+"/check_out", wire.CheckOutRequest{Type: upwallet.TypeApplePay, Token: tok.Token,
		Amount: "76.25", FeeAmount: "1.79", LastDigits: tok.LastDigits, CardBrand: tok.CardBrand,
		Billing: wire.Billing{Name: tok.UserName, Email: "ana@example.com"}}, &paid)
	if status != http.StatusOK || paid.Total != "78.04" || paid.ConfirmationNumber == "" {
		t.Fatalf("check_out with the mobile token = %d %s", status, body)
	}
}
