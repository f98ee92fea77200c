package cart_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"sync"
	"testing"
	"time"

	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/cart"
	"github.com/payhub/payhub/sandbox/processor"
)

// checkOutRequest pays cart c by tender with token, at the totals the
// service quotes now.
func (e *env) checkOutRequest(c wire.Cart, tender, token string) wire.CheckOutRequest {
	e.t.Helper()
	fee := e.fees(c.ID, tender).Fees[tender].Amount
	return wire.CheckOutRequest{Type: tender, Amount: c.Subtotal, FeeAmount: fee, Token: token,
		Billing: wire.Billing{Name: "Pat Payer", Email: "pat@example.com"}}
}

// checkOut posts req for cart id; header adds headers, name and value in turn.
func (e *env) checkOut(id string, req wire.CheckOutRequest, header ...string) (int, []byte) {
	e.t.Helper()
	return e.do(http.MethodPost, base+"/"+id+"/check_out", req, header...)
}

// mustCheckOut checks out and returns the answer.
func (e *env) mustCheckOut(id string, req wire.CheckOutRequest, header ...string) wire.CheckOutResponse {
	e.t.Helper()
	status, body := e.checkOut(id, req, header...)
	if status != http.StatusOK {
		e.t.Fatalf("check-out: %d %s", status, body)
	}
	return decode[wire.CheckOutResponse](e.t, body)
}

// confirmationPattern is "PH-" and ten upper-case letters and digits.
var confirmationPattern = regexp.MustCompile(`^PH-[A-Z0-9]{10}$`)

// post sends one check-out from any goroutine, reporting failures as errors.
func post(url string, body []byte, key string) (int, []byte, error) {
	req, err := http.NewRequestWithContext(context.Background(), http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(cart.IdempotencyKeyHeader, key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp.StatusCode, b, err
}

func TestCheckOut_CHK14_concurrentCheckOutsOfOneCartChargeItExactlyOnce(t *testing.T) {
	slow := &fakeCharger{fn: func(ctx context.Context, c processor.Charge) (processor.Result, error) {
		select { // widen the window in which other check-outs arrive
		case <-time.After(50 * time.Millisecond):
		case <-ctx.Done():
			return processor.Result{}, ctx.Err()
		}
		return byToken(ctx, c)
	}}
	e := startWith(t, slow, cart.DefaultTTL)
	c := e.mustAdd(e.newCart().ID, item(pathTax1), item(pathWater))
	body, err := json.Marshal(e.checkOutRequest(c, "card", tokVisa))
	if err != nil {
		t.Fatal(err)
	}
	const n = 20
	type answer struct {
		status int
		body   []byte
		err    error
	}
	answers := make([]answer, n)
	ready := make(chan struct{})
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			<-ready
			status, b, err := post(e.url+base+"/"+c.ID+"/check_out", body, fmt.Sprintf("key-%d", i))
			answers[i] = answer{status, b, err}
		})
	}
	close(ready)
	wg.Wait()
	if calls := slow.calls.Load(); calls != 1 {
		t.Errorf("charger called %d times, want exactly 1", calls)
	}
	confirmations := map[string]int{}
	for i, a := range answers {
		if a.err != nil || a.status != http.StatusOK {
			t.Errorf("check-out %d: %d %s %v, want 200", i, a.status, a.body, a.err)
			continue
		}
		confirmations[decode[wire.CheckOutResponse](t, a.body).ConfirmationNumber]++
	}
	if len(confirmations) != 1 {
		t.Errorf("confirmation numbers = %v, want one shared by every answer", confirmations)
	}
	for conf := range confirmations {
		if !confirmationPattern.MatchString(conf) {
			t.Errorf("confirmation number %q, want PH- and ten upper-case letters and digits", conf)
		}
	}
}

func TestCheckOut_CHK18_paidCartIsRetiredAndASecondSubmitReturnsTheFirstReceipt(t *testing.T) {
	e := start(t)
	c := e.mustAdd(e.newCart().ID, item(pathTax1))
	first := e.mustCheckOut(c.ID, e.checkOutRequest(c, "card", tokVisa))
	if first.Total != "1263.57" || first.FeeTotal != "29.01" || first.ReceiptID != first.ConfirmationNumber ||
		len(first.Transactions) != 1 {
		t.Fatalf("answer = %+v, want total 1263.57 with fee 29.01 and one transaction", first)
	}
	again := e.checkOutRequest(c, "card", tokDeclined) // even another tender: the cart is paid
	if second := e.mustCheckOut(c.ID, again); second.ConfirmationNumber != first.ConfirmationNumber {
		t.Errorf("second check-out confirmation %s, want the first %s", second.ConfirmationNumber, first.ConfirmationNumber)
	}
	if calls := e.charger.calls.Load(); calls != 1 {
		t.Errorf("charger called %d times, want 1", calls)
	}
	_, body := e.do(http.MethodGet, base+"/"+c.ID, nil)
	if got := decode[wire.Cart](t, body); got.Status != wire.StatusCheckedOut || got.ConfirmationNumber != first.ConfirmationNumber {
		t.Errorf("paid cart status %q confirmation %q, want checked_out with %s", got.Status, got.ConfirmationNumber, first.ConfirmationNumber)
	}
	status, body := e.add(c.ID, item(pathWater))
	e.wantError("add to a paid cart", status, body, http.StatusConflict, wire.ErrCheckedOut)
	status, body = e.do(http.MethodPost, base+"/vivify", wire.VivifyRequest{CartID: c.ID, UserID: "anon-1", Create: true})
	if next := decode[wire.Cart](t, body); status != http.StatusCreated || next.ID == c.ID || len(next.Items) != 0 {
		t.Errorf("vivify after check-out: %d %s, want a new empty cart (CART-09)", status, body)
	}
}

func TestCheckOut_declinedPaymentLeavesTheCartOpenForAnotherCard(t *testing.T) {
	e := start(t)
	c := e.mustAdd(e.newCart().ID, item(pathWater))
	status, body := e.checkOut(c.ID, e.checkOutRequest(c, "card", tokDeclined))
	got := e.wantError("declined card", status, body, http.StatusPaymentRequired, wire.ErrPaymentDeclined)
	if got.Error.Message != processor.Declined ||
		got.Error.DisplayMessage != "Your card was declined. Please use another card or payment method." {
		t.Errorf("decline = %+v, want the outcome code and the card message", got.Error)
	}
	_, body = e.do(http.MethodGet, base+"/"+c.ID, nil)
	if st := decode[wire.Cart](t, body).Status; st != wire.StatusOpen {
		t.Fatalf("cart after a decline is %q, want open", st)
	}
	if resp := e.mustCheckOut(c.ID, e.checkOutRequest(c, "card", tokVisa)); resp.ConfirmationNumber == "" {
		t.Fatalf("retry with another card: no confirmation number")
	}
	if calls := e.charger.calls.Load(); calls != 2 {
		t.Errorf("charger called %d times, want 2 (the decline and the retry)", calls)
	}
}

func TestCheckOut_declineMessagesFollowTheOutcomeAndTheLanguage(t *testing.T) {
	cases := []struct{ tender, token, lang, want string }{
		{"card", tokDeclined, "es", "Su tarjeta fue rechazada. Use otra tarjeta u otra forma de pago."},
		{"card", tokNoFunds, "en", "Your card has insufficient funds. Please use another card or payment method."},
		{"card", tokExpired, "en", "Your card has expired. Please use another card or payment method."},
		{"card", tokError, "en", "We could not process your payment. Please try again."},
		{"card", tokError, "es", "No pudimos procesar su pago. Inténtelo de nuevo."},
		{"bank", tokReturned, "en", "Your bank returned the payment. Please use another account or payment method."},
		{"bank", tokBankBadly, "en", "Your bank account was declined. Please use another account or payment method."},
	}
	e := start(t)
	c := e.mustAdd(e.newCart().ID, item(pathWater))
	for _, tc := range cases {
		status, body := e.checkOut(c.ID, e.checkOutRequest(c, tc.tender, tc.token), "Accept-Language", tc.lang)
		got := e.wantError(tc.token, status, body, http.StatusPaymentRequired, wire.ErrPaymentDeclined)
		if got.Error.DisplayMessage != tc.want {
			t.Errorf("%s in %s: %q, want %q", tc.token, tc.lang, got.Error.DisplayMessage, tc.want)
		}
	}
}

func TestCheckOut_totalsOtherThanTheCartsAreRefusedWithAmountMismatch(t *testing.T) {
	e := start(t)
	c := e.mustAdd(e.newCart().ID, item(pathTax1))
	req := e.checkOutRequest(c, "card", tokVisa)
	wrongAmount, wrongFee := req, req
	wrongAmount.Amount, wrongFee.FeeAmount = "1234.55", "0.50"
	for what, r := range map[string]wire.CheckOutRequest{"amount": wrongAmount, "fee": wrongFee} {
		status, body := e.checkOut(c.ID, r)
		e.wantError(what, status, body, http.StatusConflict, wire.ErrAmountMismatch)
	}
	if calls := e.charger.calls.Load(); calls != 0 {
		t.Errorf("charger called %d times, want 0", calls)
	}
}

// TestCheckOut_VAL23_VAL24_departmentLimitsApplyOnlyWhenExceeded proves VAL-24 CART-33.
func TestCheckOut_VAL23_VAL24_departmentLimitsApplyOnlyWhenExceeded(t *testing.T) {
	e := start(t)
	over := payable("sunshine/demo/property_tax/2026/BIG", "property_tax", "property_tax", "5000.01")
	over.DepartmentCode = "TAXCOL"
	equal := payable("sunshine/demo/property_tax/2026/LIMIT", "property_tax", "property_tax", "5000.00")
	equal.DepartmentCode = "TAXCOL"
	e.putPayable(over)
	e.putPayable(equal)
	c := e.mustAdd(e.newCart().ID, item(over.Path))
	status, body := e.checkOut(c.ID, e.checkOutRequest(c, "card", tokVisa))
	e.wantError("card over the limit", status, body, http.StatusUnprocessableEntity, wire.ErrOverLimit)
	e.mustCheckOut(c.ID, e.checkOutRequest(c, "bank", tokBank)) // VAL-22: bank's limit is higher
	c = e.mustAdd(e.newCart().ID, item(equal.Path))
	e.mustCheckOut(c.ID, e.checkOutRequest(c, "card", tokVisa))
}

func TestCheckOut_idempotencyKeyReplaysTheFirstAnswer(t *testing.T) {
	e := start(t)
	c := e.mustAdd(e.newCart().ID, item(pathWater))
	declined := e.checkOutRequest(c, "card", tokDeclined)
	s1, b1 := e.checkOut(c.ID, declined, cart.IdempotencyKeyHeader, "k-1")
	s2, b2 := e.checkOut(c.ID, declined, cart.IdempotencyKeyHeader, "k-1")
	if s1 != http.StatusPaymentRequired || s2 != s1 || !bytes.Equal(b1, b2) {
		t.Fatalf("replay: %d %s then %d %s, want the same 402 twice", s1, b1, s2, b2)
	}
	if calls := e.charger.calls.Load(); calls != 1 {
		t.Errorf("charger called %d times, want 1: the replay must not charge", calls)
	}
	status, body := e.checkOut(c.ID, e.checkOutRequest(c, "card", tokVisa), cart.IdempotencyKeyHeader, "k-1")
	e.wantError("same key, other body", status, body, http.StatusConflict, wire.ErrIdempotencyReused)
	paid := e.mustCheckOut(c.ID, e.checkOutRequest(c, "card", tokVisa), cart.IdempotencyKeyHeader, "k-2")
	again := e.mustCheckOut(c.ID, e.checkOutRequest(c, "card", tokVisa), cart.IdempotencyKeyHeader, "k-2")
	if again.ConfirmationNumber != paid.ConfirmationNumber || again.Total != paid.Total {
		t.Errorf("replay of k-2 = %+v, want %+v", again, paid)
	}
	if calls := e.charger.calls.Load(); calls != 2 {
		t.Errorf("charger called %d times, want 2", calls)
	}
}

func TestCheckOut_emptyExpiredAndLockedCartsAreRefused(t *testing.T) {
	e := start(t)
	empty := e.newCart()
	status, body := e.checkOut(empty.ID, wire.CheckOutRequest{Type: "card", Token: tokVisa, Amount: "0.00", FeeAmount: "0.00"})
	e.wantError("empty", status, body, http.StatusUnprocessableEntity, wire.ErrEmpty)

	locked := e.mustAdd(e.newCart().ID, item(pathWater))
	req := e.checkOutRequest(locked, "card", tokVisa)
	if status, body := e.do(http.MethodPatch, base+"/"+locked.ID, wire.PatchRequest{Locked: ptr(true)}); status != http.StatusOK {
		t.Fatalf("lock: %d %s", status, body)
	}
	status, body = e.checkOut(locked.ID, req)
	e.wantError("locked", status, body, http.StatusConflict, wire.ErrLocked)

	expired := e.mustAdd(e.newCart().ID, item(pathWater))
	req = e.checkOutRequest(expired, "card", tokVisa)
	e.clock.Advance(cart.DefaultTTL)
	status, body = e.checkOut(expired.ID, req)
	e.wantError("expired", status, body, http.StatusConflict, wire.ErrExpired)

	status, body = e.checkOut(expired.ID, wire.CheckOutRequest{Type: "card", Amount: "76.25", FeeAmount: "1.79"})
	e.wantError("VAL-20: no tender token", status, body, http.StatusBadRequest, "invalid")
	if calls := e.charger.calls.Load(); calls != 0 {
		t.Errorf("charger called %d times, want 0", calls)
	}
}

func TestCheckOut_requiredFreeformFieldsMustBeFilledIn(t *testing.T) {
	e := start(t)
	p := payable("sunshine/demo/permits/FIELD", "permits", "permit", "10.00")
	p.FreeformFields = []payables.FreeformField{{ReportingKey: "plot", Label: "Plot number", Required: true}}
	e.putPayable(p)
	c := e.mustAdd(e.newCart().ID, item(p.Path))
	status, body := e.checkOut(c.ID, e.checkOutRequest(c, "card", tokVisa))
	e.wantError("missing plot", status, body, http.StatusUnprocessableEntity, wire.ErrFieldRequired)
	fill := wire.ItemChange{UserParameters: map[string]string{"plot": "B-12"}}
	if status, body := e.do(http.MethodPatch, base+"/"+c.ID+"/items/"+c.Items[0].ID, fill); status != http.StatusOK {
		t.Fatalf("fill in the plot: %d %s", status, body)
	}
	e.mustCheckOut(c.ID, e.checkOutRequest(c, "card", tokVisa))
}

func TestCheckOut_withoutAChargerIsUnavailableAndLeavesTheCartOpen(t *testing.T) {
	e := startWith(t, nil, cart.DefaultTTL)
	c := e.mustAdd(e.newCart().ID, item(pathWater))
	status, body := e.checkOut(c.ID, e.checkOutRequest(c, "card", tokVisa))
	e.wantError("no charger", status, body, http.StatusServiceUnavailable, "unavailable")
	_, body = e.do(http.MethodGet, base+"/"+c.ID, nil)
	if st := decode[wire.Cart](t, body).Status; st != wire.StatusOpen {
		t.Errorf("cart is %q, want open", st)
	}
}

func TestCheckOut_failedChargeReleasesTheCart(t *testing.T) {
	broken := &fakeCharger{fn: func(context.Context, processor.Charge) (processor.Result, error) {
		return processor.Result{}, errors.New("processor unreachable")
	}}
	e := startWith(t, broken, cart.DefaultTTL)
	c := e.mustAdd(e.newCart().ID, item(pathWater))
	for range 2 {
		status, body := e.checkOut(c.ID, e.checkOutRequest(c, "card", tokVisa))
		e.wantError("broken processor", status, body, http.StatusServiceUnavailable, "unavailable")
	}
	if calls := broken.calls.Load(); calls != 2 {
		t.Errorf("charger called %d times, want 2: the cart must be open again after a failure", calls)
	}
}
