package http

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/screen"
)

const checkoutBody = `{"tender":{"type":"card","token":"tndr_abc123","lastDigits":"4242","cardBrand":"Visa","userName":"Ana Diaz"},` +
	`"extraFields":{"email":"ana@example.com","phone":"","contactPreference":"email"},"expected":{"subtotal":"1234.56","fee":"29.01"},"language":"en"}`

// countingCheckOut pays every call with a new receipt id, counting calls.
func countingCheckOut(calls *atomic.Int32) fakeCheckout {
	return fakeCheckout{checkOut: func(_ context.Context, _ checkout.Guest, in checkout.CheckOutInput, _ string, _ bff.Language) (checkout.ReceiptResult, error) {
		n := calls.Add(1)
		return checkout.ReceiptResult{ConfirmationNumber: fmt.Sprintf("PH-%d", n), ReceiptID: fmt.Sprintf("r%d", n),
			Subtotal: in.Expected.Subtotal, Fee: in.Expected.Fee, Total: "1263.57", Items: []checkout.ReceiptItemView{}}, nil
	}}
}

func postCheckout(b *browser, key, body string) *httptest.ResponseRecorder {
	return b.do("POST", "/bff/v1/sunshine/demo/checkout", body, map[string]string{IdempotencyHeader: key})
}

func TestCheckOut_missingOrMalformedIdempotencyKeyIs400(t *testing.T) {
	var calls atomic.Int32
	b := newBrowser(newCheckoutServer(t, bff.EnvTest, countingCheckOut(&calls)))
	for _, key := range []string{"", "short", strings.Repeat("k", 129), "has space 123", "semi;colon12"} {
		rec := postCheckout(b, key, checkoutBody)
		if rec.Code != 400 || errorOf(t, rec).Code != bff.CodeInvalid {
			t.Errorf("key %q: %d %s", key, rec.Code, rec.Body.String())
		}
	}
	if calls.Load() != 0 {
		t.Fatalf("%d check-outs ran", calls.Load())
	}
}

func TestCheckOut_invalidBodyIs400AndNeverEchoed(t *testing.T) {
	var calls atomic.Int32
	b := newBrowser(newCheckoutServer(t, bff.EnvTest, countingCheckOut(&calls)))
	bad := strings.Replace(checkoutBody, "tndr_abc123", "4242424242424242", 1)
	for _, body := range []string{bad, "{not json", strings.Replace(checkoutBody, `"phone":""`, `"phone":"0123"`, 1)} {
		rec := postCheckout(b, "key-00000001", body)
		if rec.Code != 400 || strings.Contains(rec.Body.String(), "4242424242424242") {
			t.Errorf("%d %s", rec.Code, rec.Body.String())
		}
	}
	if calls.Load() != 0 {
		t.Fatalf("%d check-outs ran", calls.Load())
	}
}

func TestCheckOut_sameKeySameBodyReplaysTheFirstAnswer(t *testing.T) {
	var calls atomic.Int32
	b := newBrowser(newCheckoutServer(t, bff.EnvTest, countingCheckOut(&calls)))
	first := postCheckout(b, "key-00000001", checkoutBody)
	// The same content with other spacing and field order is the same body.
	reordered := `{"language":"en","expected":{"fee":"29.01","subtotal":"1234.56"},` +
		`"extraFields":{"contactPreference":"email","email":"ana@example.com"},` +
		`"tender":{"userName":"Ana Diaz","cardBrand":"Visa","lastDigits":"4242","token":"tndr_abc123","type":"card"}}`
	second := postCheckout(b, "key-00000001", reordered)
	if first.Code != 200 || second.Code != 200 || first.Body.String() != second.Body.String() || calls.Load() != 1 {
		t.Fatalf("first %d %s second %d %s calls %d", first.Code, first.Body.String(), second.Code, second.Body.String(), calls.Load())
	}
	if second.Header().Get("Idempotent-Replayed") != "true" {
		t.Error("a replay should say so")
	}
	if third := postCheckout(b, "key-00000002", checkoutBody); third.Code != 200 || calls.Load() != 2 {
		t.Fatalf("a new key runs a new check-out: %d calls %d", third.Code, calls.Load())
	}
}

func TestCheckOut_sameKeyOtherBodyIs409(t *testing.T) {
	var calls atomic.Int32
	b := newBrowser(newCheckoutServer(t, bff.EnvTest, countingCheckOut(&calls)))
	postCheckout(b, "key-00000001", checkoutBody)
	rec := postCheckout(b, "key-00000001", strings.Replace(checkoutBody, "1234.56", "1234.55", 1))
	if rec.Code != 409 || errorOf(t, rec).Code != bff.CodeConflict || errorOf(t, rec).DisplayMessage == "" || calls.Load() != 1 {
		t.Fatalf("%d %s calls %d", rec.Code, rec.Body.String(), calls.Load())
	}
}

func TestCheckOut_sameKeyFromAnotherGuestNeverSeesTheFirstAnswer(t *testing.T) {
	var calls atomic.Int32
	h := newCheckoutServer(t, bff.EnvTest, countingCheckOut(&calls))
	a, other := newBrowser(h), newBrowser(h)
	ra := postCheckout(a, "key-00000001", checkoutBody)
	ro := postCheckout(other, "key-00000001", checkoutBody)
	if ra.Code != 200 || ro.Code != 200 || ra.Body.String() == ro.Body.String() || calls.Load() != 2 {
		t.Fatalf("a %s other %s calls %d", ra.Body.String(), ro.Body.String(), calls.Load())
	}
}

func TestCheckOut_concurrentSameKeyRunsOneCheckOut(t *testing.T) {
	var calls atomic.Int32
	release := make(chan struct{})
	f := fakeCheckout{checkOut: func(ctx context.Context, g checkout.Guest, in checkout.CheckOutInput, key string, l bff.Language) (checkout.ReceiptResult, error) {
		<-release
		return countingCheckOut(&calls).checkOut(ctx, g, in, key, l)
	}, checkoutScreen: func(context.Context, checkout.CheckoutRequest) (screen.Screen, string, error) {
		return screen.Screen{}, "c1", nil
	}}
	b := newBrowser(newCheckoutServer(t, bff.EnvTest, f))
	b.do("GET", "/bff/v1/sunshine/demo/screens/checkout", "", nil) // one session for every request
	const n = 10
	recs := make([]*httptest.ResponseRecorder, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req := httptest.NewRequest("POST", "/bff/v1/sunshine/demo/checkout", strings.NewReader(checkoutBody))
			req.Header.Set(CSRFHeader, CSRFValue)
			req.Header.Set(IdempotencyHeader, "key-concurrent")
			req.AddCookie(b.cookies[SessionCookie])
			recs[i] = httptest.NewRecorder()
			b.h.ServeHTTP(recs[i], req)
		}()
	}
	close(release)
	wg.Wait()
	for i, rec := range recs {
		if rec.Code != 200 || rec.Body.String() != recs[0].Body.String() {
			t.Errorf("request %d: %d %s", i, rec.Code, rec.Body.String())
		}
	}
	if calls.Load() != 1 {
		t.Fatalf("%d check-outs ran for one key", calls.Load())
	}
}

func TestCheckOut_declineIsKeptButAnUnavailableUpstreamFreesTheKey(t *testing.T) {
	var calls atomic.Int32
	var mu sync.Mutex
	next := []error{
		&bff.Error{Code: checkout.CodePaymentDeclined, Message: "Your payment was declined.", DisplayMessage: "Su pago fue rechazado."},
		bff.Errorf(bff.CodeUnavailable, "The cart service is unavailable."),
		nil,
	}
	f := fakeCheckout{checkOut: func(context.Context, checkout.Guest, checkout.CheckOutInput, string, bff.Language) (checkout.ReceiptResult, error) {
		calls.Add(1)
		mu.Lock()
		err := next[0]
		next = next[1:]
		mu.Unlock()
		return checkout.ReceiptResult{ConfirmationNumber: "PH-9", ReceiptID: "r9", Items: []checkout.ReceiptItemView{}}, err
	}}
	b := newBrowser(newCheckoutServer(t, bff.EnvTest, f))
	d1 := postCheckout(b, "key-declined", checkoutBody)
	d2 := postCheckout(b, "key-declined", checkoutBody)
	if d1.Code != http.StatusPaymentRequired || errorOf(t, d1).Code != checkout.CodePaymentDeclined || d2.Body.String() != d1.Body.String() || calls.Load() != 1 {
		t.Fatalf("decline %d %s replay %d %s calls %d", d1.Code, d1.Body.String(), d2.Code, d2.Body.String(), calls.Load())
	}
	u1 := postCheckout(b, "key-retried", checkoutBody)
	u2 := postCheckout(b, "key-retried", checkoutBody)
	if u1.Code != 503 || u2.Code != 200 || calls.Load() != 3 {
		t.Fatalf("unavailable %d then retry %d calls %d", u1.Code, u2.Code, calls.Load())
	}
}

func TestCheckOut_CHK18_successForgetsThePaidCartAndKeepsTheReceipt(t *testing.T) {
	var guests []checkout.Guest
	var mu sync.Mutex
	f := screenCart("c1", &guests, &mu)
	f.checkOut = func(_ context.Context, g checkout.Guest, _ checkout.CheckOutInput, _ string, _ bff.Language) (checkout.ReceiptResult, error) {
		mu.Lock()
		guests = append(guests, g)
		mu.Unlock()
		return checkout.ReceiptResult{ConfirmationNumber: "PH-1", ReceiptID: "r1", Items: []checkout.ReceiptItemView{}}, nil
	}
	f.receiptScreen = func(context.Context, string, string, string) (screen.Screen, error) { return screen.Screen{}, nil }
	b := newBrowser(newCheckoutServer(t, bff.EnvTest, f))
	b.do("GET", "/bff/v1/sunshine/demo/screens/checkout", "", nil)
	if rec := postCheckout(b, "key-00000001", checkoutBody); rec.Code != 200 {
		t.Fatalf("%d %s", rec.Code, rec.Body.String())
	}
	if guests[1].CartID != "c1" {
		t.Fatalf("check-out of %+v, want the session's cart", guests[1])
	}
	if rec := b.do("GET", "/bff/v1/sunshine/demo/screens/receipt/r1", "", nil); rec.Code != 200 {
		t.Fatalf("receipt %d", rec.Code)
	}
	b.do("POST", "/bff/v1/sunshine/demo/cart/items", `{"items":[{"path":"p"}]}`, nil)
	if guests[2].CartID != "" {
		t.Fatalf("after payment the guest still has cart %q", guests[2].CartID)
	}
	// A submit again with a new key (a second tab) goes to the paid cart,
	// whose check-out answers its first receipt.
	if rec := postCheckout(b, "key-00000002", checkoutBody); rec.Code != 200 || guests[3].CartID != "c1" {
		t.Fatalf("second submit %d to cart %q", rec.Code, guests[3].CartID)
	}
}

func TestCheckOut_withoutSessionGetsOneAndThePortalErrorShape(t *testing.T) {
	f := fakeCheckout{checkOut: func(_ context.Context, g checkout.Guest, _ checkout.CheckOutInput, _ string, _ bff.Language) (checkout.ReceiptResult, error) {
		if g.CartID != "" || !strings.HasPrefix(g.UserID, "anon-") {
			t.Errorf("guest %+v", g)
		}
		return checkout.ReceiptResult{}, &bff.Error{Code: bff.CodeUnprocessable, Message: "Your cart is empty.", DisplayMessage: "Su carrito está vacío."}
	}}
	b := newBrowser(newCheckoutServer(t, bff.EnvTest, f))
	rec := postCheckout(b, "key-00000001", checkoutBody)
	if rec.Code != 422 || errorOf(t, rec).DisplayMessage != "Su carrito está vacío." || b.session() == "" {
		t.Fatalf("%d %s", rec.Code, rec.Body.String())
	}
}
