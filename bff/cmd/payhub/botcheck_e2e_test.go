package main

import "testing"

// TestCheckout_botChallengeRefusesMissingAndBadTokensBeforeChargingThenTheKeyPays
// covers spec 000 §1 (check-out uses bot-challenge protection) and §8
// ("Bot challenge failure"): sunshine/demo enables the sandbox challenge.
func TestCheckout_botChallengeRefusesMissingAndBadTokensBeforeChargingThenTheKeyPays(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	c := p.add(p.find("R100-002").Path)
	s := p.checkoutScreen()
	fee := s.Sections.Fees.Data["card"].Amount
	token := p.tokenize(s.Sections.Wallet.Data.CardInputURL, "4242424242424242")
	key := p.newKey()

	missing := checkoutBody(token, "842.10", fee)
	delete(missing, "botToken")
	var e errorJSON
	if code := p.call("POST", "/checkout", missing, map[string]string{"Idempotency-Key": key}, &e); code != 403 ||
		e.Error.Code != "forbidden" || e.Error.DisplayMessage != "Failed Turnstile Challenge" {
		t.Fatalf("without a token: %d %+v", code, e)
	}
	bad := checkoutBody(token, "842.10", fee)
	bad["botToken"], bad["language"] = "sandbox-fail", "es"
	e = errorJSON{}
	if code := p.call("POST", "/checkout", bad, map[string]string{"Idempotency-Key": key}, &e); code != 403 ||
		e.Error.Message != "Failed Turnstile Challenge" || e.Error.DisplayMessage != "Falló la verificación de Turnstile" {
		t.Fatalf("with a bad token: %d %+v", code, e)
	}
	if charges := ledger(t, m, c.ID); len(charges) != 0 {
		t.Fatalf("refused check-outs charged %d times", len(charges))
	}

	var res receiptResultJSON
	if code := p.call("POST", "/checkout", checkoutBody(token, "842.10", fee), map[string]string{"Idempotency-Key": key}, &res); code != 200 ||
		res.ConfirmationNumber == "" {
		t.Fatalf("the released key with a passed challenge: %d %+v", code, res)
	}
}

// TestWallets_botChallengeGuardsPayPalOrderCreation: a PayPal order is
// not created without a passed challenge.
func TestWallets_botChallengeGuardsPayPalOrderCreation(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	p.add(p.find("R100-002").Path)
	s := p.checkoutScreen()
	create := map[string]any{"brand": "paypal", "returnUrl": m.URL("bff") + "/sunshine/demo/checkout",
		"extraFields": map[string]string{"email": "ana@example.com", "contactPreference": "email"},
		"expected":    map[string]string{"subtotal": s.Sections.Cart.Data.Subtotal, "fee": s.Sections.Fees.Data["paypal"].Amount}}
	var e errorJSON
	if code := p.call("POST", "/checkout/paypal", create, map[string]string{"Idempotency-Key": p.newKey()}, &e); code != 403 ||
		e.Error.DisplayMessage != "Failed Turnstile Challenge" {
		t.Fatalf("order without a token: %d %+v", code, e)
	}
}
