package main

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
)

// These tests pay through the real binary: the BFF in front of the sandbox
// cart, payables, history and wallet services, with card numbers typed only
// into the wallet host, as the card-input frame does.

func TestCheckout_guestSearchesAddsPaysAndReadsTheReceipt(t *testing.T) {
	m, logs := startMain(t)
	p := newPayer(t, m)

	found := p.find("R100-001")
	if found.Amount != "1234.56" || found.InCart {
		t.Fatalf("search %+v", found)
	}
	if c := p.add(found.Path); len(c.Items) != 1 || c.Subtotal != "1234.56" {
		t.Fatalf("cart %+v", c)
	}
	if again := p.find("R100-001"); !again.InCart {
		t.Fatal("a payable in the cart is not marked inCart")
	}

	s := p.checkoutScreen()
	if !s.Complete {
		t.Fatalf("checkout screen incomplete: %v", s.Incomplete)
	}
	cartID := s.Sections.Cart.Data.ID
	fee := s.Sections.Fees.Data["card"].Amount
	if cartID == "" || fee == "" || s.Sections.Fees.Data["bank"].Amount == "" {
		t.Fatalf("cart %q fees %+v", cartID, s.Sections.Fees.Data)
	}
	if !slices.Equal(s.Sections.Tenders.Data.Allowed, []string{"card", "bank", "paypal", "venmo", "applePay", "googlePay"}) {
		t.Fatalf("tenders %+v", s.Sections.Tenders.Data)
	}
	w := s.Sections.Wallet.Data
	frame, err := url.Parse(w.CardInputURL)
	if err != nil || w.Origin != m.URL("wallet") || frame.Path != "/card-input/" || frame.Query().Get("v") != "3" ||
		frame.Query().Get("env") != "dev" || frame.Query().Get("type") != "card" || !strings.Contains(w.BankInputURL, "type=bank") {
		t.Fatalf("wallet %+v", w)
	}

	token := p.tokenize(w.CardInputURL, "4242 4242 4242 4242")
	var res receiptResultJSON
	if code := p.call("POST", "/checkout", checkoutBody(token, "1234.56", fee), map[string]string{"Idempotency-Key": p.newKey()}, &res); code != 200 {
		t.Fatalf("checkout: %d %+v", code, res)
	}
	if !strings.HasPrefix(res.ConfirmationNumber, "PH-") || res.ReceiptID == "" || len(res.Items) != 1 || res.Tender.LastDigits != "4242" {
		t.Fatalf("receipt result %+v", res)
	}

	var rs struct {
		Complete bool `json:"complete"`
		Sections struct {
			Receipt struct {
				Data struct {
					ConfirmationNumber string `json:"confirmationNumber"`
					Total              string `json:"total"`
				}
			} `json:"receipt"`
		} `json:"sections"`
	}
	if code := p.call("GET", "/screens/receipt/"+url.PathEscape(res.ReceiptID), nil, nil, &rs); code != 200 || !rs.Complete {
		t.Fatalf("receipt screen: %d %+v", code, rs)
	}
	if rs.Sections.Receipt.Data.ConfirmationNumber != res.ConfirmationNumber || rs.Sections.Receipt.Data.Total != res.Total {
		t.Fatalf("receipt %+v, want %s", rs.Sections.Receipt.Data, res.ConfirmationNumber)
	}
	// Another browser cannot read it.
	if code := newPayer(t, m).call("GET", "/screens/receipt/"+url.PathEscape(res.ReceiptID), nil, nil, nil); code != 404 {
		t.Fatalf("another session read the receipt: %d", code)
	}
	// CHK-18: the paid cart is retired; the next checkout has a new, empty cart.
	next := p.checkoutScreen().Sections.Cart.Data
	if next.ID == cartID || len(next.Items) != 0 {
		t.Fatalf("after payment the cart is %+v", next)
	}
	if charges := ledger(t, m, cartID); len(charges) != 1 || charges[0].Outcome != "approved" {
		t.Fatalf("ledger %+v", charges)
	}
	if strings.Contains(logs.String(), "4242 4242") || strings.Contains(logs.String(), "4242424242424242") {
		t.Fatal("a card number reached the logs")
	}
}

func TestCheckout_declinedCardIs402ThenAnotherCardPays(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	p.add(p.find("R100-002").Path)
	s := p.checkoutScreen()
	fee := s.Sections.Fees.Data["card"].Amount

	declined := p.tokenize(s.Sections.Wallet.Data.CardInputURL, "4000000000000002")
	var e errorJSON
	if code := p.call("POST", "/checkout", checkoutBody(declined, "842.10", fee), map[string]string{"Idempotency-Key": p.newKey()}, &e); code != 402 {
		t.Fatalf("declined card: %d %+v", code, e)
	}
	if e.Error.Code != "payment_declined" || e.Error.DisplayMessage == "" {
		t.Fatalf("error %+v", e)
	}
	approved := p.tokenize(s.Sections.Wallet.Data.CardInputURL, "4242424242424242")
	var res receiptResultJSON
	if code := p.call("POST", "/checkout", checkoutBody(approved, "842.10", fee), map[string]string{"Idempotency-Key": p.newKey()}, &res); code != 200 {
		t.Fatalf("second card: %d", code)
	}
	if res.ConfirmationNumber == "" {
		t.Fatalf("result %+v", res)
	}
}

// TestCheckout_VAL23_overTheCardLimitOffersOnlyBank uses R100-004, the
// sandbox's 7,250.00 Tax Collector bill: over the department's 5,000.00
// card limit, under its 100,000.00 bank limit.
func TestCheckout_VAL23_overTheCardLimitOffersOnlyBank(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	p.add(p.find("R100-004").Path)
	s := p.checkoutScreen()
	tn := s.Sections.Tenders.Data
	// The card limit blocks card, and PayPal, Venmo and the mobile wallets with it.
	var blocked []string
	for _, b := range tn.Blocked {
		blocked = append(blocked, b.Type)
	}
	if !slices.Equal(tn.Allowed, []string{"bank"}) || !slices.Equal(blocked, []string{"card", "paypal", "venmo", "applePay", "googlePay"}) ||
		tn.Blocked[0].Reason != "over_limit" || tn.Blocked[0].Limit != "5000.00" || tn.Blocked[0].Department != "Tax Collector" {
		t.Fatalf("tenders %+v", tn)
	}
	if len(tn.Alerts) != 1 || tn.Alerts[0].Level != "warning" || !slices.Contains(tn.Alerts[0].Types, "paypal") {
		t.Fatalf("alerts %+v", tn.Alerts)
	}
	if _, ok := s.Sections.Fees.Data["card"]; ok || s.Sections.Wallet.Data.CardInputURL != "" || s.Sections.Wallet.Data.BankInputURL == "" {
		t.Fatalf("fees %+v wallet %+v", s.Sections.Fees.Data, s.Sections.Wallet.Data)
	}
	// The bank input's token does not tokenize a card: no card token can
	// be had for this cart (tenderintegrity_e2e_test.go goes further).
	if code, raw := p.tokenizeAs(s.Sections.Wallet.Data.BankInputURL, "card"); code != 422 {
		t.Fatalf("card tokenized with the bank input's token: %d %s", code, raw)
	}
	if charges := ledger(t, m, s.Sections.Cart.Data.ID); len(charges) != 0 {
		t.Fatalf("ledger %+v", charges)
	}
}

// TestCheckout_tenConcurrentSubmitsChargeOnce submits one payment ten times
// at once with one idempotency key, then another cart ten times at once
// with ten keys: each cart is charged once and every answer is its receipt.
func TestCheckout_tenConcurrentSubmitsChargeOnce(t *testing.T) {
	m, _ := startMain(t)
	for _, sameKey := range []bool{true, false} {
		t.Run(fmt.Sprintf("sameKey=%v", sameKey), func(t *testing.T) {
			p := newPayer(t, m)
			p.add(p.find("R100-002").Path)
			s := p.checkoutScreen()
			cartID, fee := s.Sections.Cart.Data.ID, s.Sections.Fees.Data["card"].Amount
			body := checkoutBody(p.tokenize(s.Sections.Wallet.Data.CardInputURL, "4242424242424242"), "842.10", fee)
			key := p.newKey()
			const n = 10
			codes := make([]int, n)
			results := make([]receiptResultJSON, n)
			var wg sync.WaitGroup
			for i := range n {
				k := key
				if !sameKey {
					k = p.newKey()
				}
				wg.Add(1)
				go func() {
					defer wg.Done()
					codes[i] = p.call("POST", "/checkout", body, map[string]string{"Idempotency-Key": k}, &results[i])
				}()
			}
			wg.Wait()
			for i := range n {
				if codes[i] != 200 || results[i].ConfirmationNumber != results[0].ConfirmationNumber {
					t.Errorf("submit %d: %d %+v, want the receipt %s", i, codes[i], results[i], results[0].ConfirmationNumber)
				}
			}
			if charges := ledger(t, m, cartID); len(charges) != 1 {
				t.Fatalf("%d charges for one cart: %+v", len(charges), charges)
			}
		})
	}
}

func TestCheckout_commandsNeedTheCSRFHeaderAndCheckOutAKey(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	if code := p.call("POST", "/cart/items", map[string]any{"items": []any{}}, map[string]string{"X-Requested-With": ""}, nil); code != 403 {
		t.Fatalf("without the CSRF header: %d", code)
	}
	if code := p.call("POST", "/checkout", checkoutBody("tndr_x1", "1.00", "0.00"), nil, nil); code != 400 {
		t.Fatalf("without an idempotency key: %d", code)
	}
}
