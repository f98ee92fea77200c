package main

import (
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
)

// approve posts the sandbox approval page's form for orderID, as the
// payer's browser on the wallet host would, and returns the redirect.
func (p *payer) approve(approveURL, decision string) (int, string) {
	p.t.Helper()
	u, err := url.Parse(approveURL)
	if err != nil || u.Scheme+"://"+u.Host != p.wallet {
		p.t.Fatalf("approve URL %q is not on the wallet host %s", approveURL, p.wallet)
	}
	q := u.Query()
	form := url.Values{"order": {q.Get("order")}, "return": {q.Get("return")}, "lang": {"en"}, "decision": {decision}}
	req, err := http.NewRequest(http.MethodPost, p.wallet+u.Path, strings.NewReader(form.Encode()))
	if err != nil {
		p.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", p.wallet)
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := noFollow.Do(req)
	if err != nil {
		p.t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode, resp.Header.Get("Location")
}

func TestWallets_PAYPAL02_payPalOrderApprovedThenCapturedOnceUnderTenConcurrentCaptures(t *testing.T) {
	m, _ := startMain(t)
	base := m.URL("bff") + "/bff/v1/sunshine/demo"
	r := openAPIRouter(t, m.URL("bff"))
	p := newPayer(t, m)
	p.add(p.find("R100-002").Path)
	s := p.checkoutScreen()
	for _, tender := range []string{"paypal", "venmo", "applePay", "googlePay"} {
		if !slices.Contains(s.Sections.Tenders.Data.Allowed, tender) || s.Sections.Fees.Data[tender].Amount == "" {
			t.Fatalf("tenders %+v fees %+v: %s is not offered with its fee", s.Sections.Tenders.Data, s.Sections.Fees.Data, tender)
		}
	}
	fee := s.Sections.Fees.Data["paypal"].Amount
	hdr := func() map[string]string {
		return map[string]string{"X-Requested-With": "payhub", "Idempotency-Key": p.newKey()}
	}
	ret := m.URL("bff") + "/sunshine/demo/checkout"
	create, _ := json.Marshal(map[string]any{"brand": "paypal", "returnUrl": ret, "botToken": passToken,
		"extraFields": map[string]string{"email": "ana@example.com", "contactPreference": "email"},
		"expected":    map[string]string{"subtotal": "842.10", "fee": fee}})
	var order struct{ OrderID, ApproveURL string }
	if err := json.Unmarshal(checkExchange(t, r, p.client, "POST", base+"/checkout/paypal", string(create), hdr(), 200), &order); err != nil {
		t.Fatal(err)
	}
	offOrigin := strings.Replace(string(create), ret, "https://evil.example/checkout", 1)
	checkExchange(t, r, p.client, "POST", base+"/checkout/paypal", offOrigin, hdr(), 400)

	capture := `{"orderId":"` + order.OrderID + `","botToken":"` + passToken + `","extraFields":{"email":"ana@example.com"}}`
	checkExchange(t, r, p.client, "POST", base+"/checkout/paypal/capture", capture, hdr(), 422) // not approved yet
	if status, loc := p.approve(order.ApproveURL, "approve"); status != http.StatusSeeOther ||
		!strings.HasPrefix(loc, ret+"?") || !strings.Contains(loc, "approved=1") || !strings.Contains(loc, "paypalOrder="+order.OrderID) {
		t.Fatalf("approval = %d %q", status, loc)
	}

	const n = 10
	codes := make([]int, n)
	results := make([]receiptResultJSON, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i] = p.call("POST", "/checkout/paypal/capture", json.RawMessage(capture), map[string]string{"Idempotency-Key": p.newKey()}, &results[i])
		}()
	}
	wg.Wait()
	for i := range n {
		if codes[i] != 200 || results[i].ConfirmationNumber == "" || results[i].ConfirmationNumber != results[0].ConfirmationNumber ||
			results[i].Total != "861.89" {
			t.Fatalf("capture %d: %d %+v, want the one payment %+v", i, codes[i], results[i], results[0])
		}
	}
	checkExchange(t, r, p.client, "POST", base+"/checkout/paypal/capture", capture, hdr(), 200)
	checkExchange(t, r, p.client, "GET", base+"/screens/receipt/"+results[0].ReceiptID, "", nil, 200)
}

func TestWallets_mobileTokenPaysTheWaterBillWithGooglePay(t *testing.T) {
	m, _ := startMain(t)
	base := m.URL("bff") + "/bff/v1/sunshine/demo"
	r := openAPIRouter(t, m.URL("bff"))
	p := newPayer(t, m)
	var found struct{ Payables []payableJSON }
	if code := p.call("GET", "/search/utilities?account_number=U-5001", nil, nil, &found); code != 200 || len(found.Payables) != 1 {
		t.Fatalf("search U-5001: %d %+v", code, found)
	}
	p.add(found.Payables[0].Path)
	s := p.checkoutScreen()
	fee := s.Sections.Fees.Data["googlePay"].Amount
	csrf := map[string]string{"X-Requested-With": "payhub"}
	checkExchange(t, r, p.client, "POST", base+"/checkout/mobile-token", `{"type":"googlePay","paymentData":"forged"}`, csrf, 400)
	var tok struct{ Token, LastDigits, CardBrand, UserName string }
	raw := checkExchange(t, r, p.client, "POST", base+"/checkout/mobile-token", `{"type":"googlePay","paymentData":"sandbox"}`, csrf, 200)
	if err := json.Unmarshal(raw, &tok); err != nil || tok.LastDigits != "4242" {
		t.Fatalf("mobile token %s: %v", raw, err)
	}
	body, _ := json.Marshal(map[string]any{
		"botToken":    passToken,
		"tender":      map[string]string{"type": "card", "source": "google", "token": tok.Token, "lastDigits": tok.LastDigits, "cardBrand": tok.CardBrand, "userName": tok.UserName},
		"extraFields": map[string]string{"email": "ana@example.com", "contactPreference": "email"},
		"expected":    map[string]string{"subtotal": "76.25", "fee": fee},
		"language":    "es",
	})
	var res receiptResultJSON
	raw = checkExchange(t, r, p.client, "POST", base+"/checkout", string(body),
		map[string]string{"X-Requested-With": "payhub", "Idempotency-Key": p.newKey()}, 200)
	if err := json.Unmarshal(raw, &res); err != nil || res.ConfirmationNumber == "" || res.Tender.LastDigits != "4242" {
		t.Fatalf("check-out with Google Pay: %s %v", raw, err)
	}
	if charges := ledger(t, m, s.Sections.Cart.Data.ID); len(charges) != 1 || charges[0].Outcome != "approved" {
		t.Fatalf("ledger %+v, want one approved charge", charges)
	}
}

// TestWallets_DLV25_payPalCaptureOfARenewalCarriesItsDelivery pays a
// renewal by PayPal: the capture sends the saved delivery, so the cart
// service accepts it and the receipt says how the renewal is delivered.
func TestWallets_DLV25_payPalCaptureOfARenewalCarriesItsDelivery(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	p.addRenewal()
	address := map[string]any{"name": "Ana Diaz", "address1": "12 Palm Way", "city": "Sunshine", "state": "FL", "postalCode": "32801"}
	if code := p.call("PUT", "/cart/delivery", map[string]any{"method": "shipping", "address": address, "confirmed": true}, nil, nil); code != 200 {
		t.Fatalf("save mail delivery: %d", code)
	}
	s, _ := p.renewalScreen()
	ret := m.URL("bff") + "/sunshine/demo/checkout"
	var order struct{ OrderID, ApproveURL string }
	create := map[string]any{"brand": "paypal", "returnUrl": ret, "botToken": passToken,
		"extraFields": map[string]string{"email": "ana@example.com", "contactPreference": "email"},
		"expected":    map[string]string{"subtotal": s.Sections.Cart.Data.Subtotal, "fee": s.Sections.Fees.Data["paypal"].Amount}}
	if code := p.call("POST", "/checkout/paypal", create, map[string]string{"Idempotency-Key": p.newKey()}, &order); code != 200 {
		t.Fatalf("create order: %d", code)
	}
	if status, _ := p.approve(order.ApproveURL, "approve"); status != http.StatusSeeOther {
		t.Fatalf("approval = %d", status)
	}
	var res receiptResultJSON
	capture := map[string]any{"orderId": order.OrderID, "botToken": passToken, "extraFields": map[string]string{"email": "ana@example.com"}}
	if code := p.call("POST", "/checkout/paypal/capture", capture, map[string]string{"Idempotency-Key": p.newKey()}, &res); code != 200 || res.ReceiptID == "" {
		t.Fatalf("capture: %d %+v", code, res)
	}
	if got := p.receiptDelivery(res.ReceiptID); got["method"] != "shipping" {
		t.Fatalf("receipt delivery %+v", got)
	}
}
