package main

import (
	"encoding/json"
	"slices"
	"testing"
)

// These tests pay through the real binary with a mobile wallet's card as
// spec 000 §3 "Tender" models it (TENDER-01): tender type card, source
// apple or google.

// mobileToken exchanges the sandbox wallet's payment data for a tender
// token of the payer's cart through POST /checkout/mobile-token.
func (p *payer) mobileToken(wallet string) struct{ Token, LastDigits, CardBrand, UserName string } {
	p.t.Helper()
	var tok struct{ Token, LastDigits, CardBrand, UserName string }
	if code := p.call("POST", "/checkout/mobile-token", map[string]string{"type": wallet, "paymentData": "sandbox"}, nil, &tok); code != 200 {
		p.t.Fatalf("mobile token %s: %d", wallet, code)
	}
	return tok
}

// TestTenderSource_TENDER01_aCardFromApplePayPaysTheApplePayFee pays the
// water bill U-5001 with the sandbox's Apple Pay card posted as type card,
// source apple: it pays the fees section's Apple Pay fee. The former
// applePay tender type is refused, and the same token posted as a card
// typed into the card input (source direct) is not the tender it stands
// for. Only the payment is charged.
func TestTenderSource_TENDER01_aCardFromApplePayPaysTheApplePayFee(t *testing.T) {
	m, _ := startMain(t)
	r := openAPIRouter(t, m.URL("bff"))
	base := m.URL("bff") + "/bff/v1/sunshine/demo"
	p := newPayer(t, m)
	p.add(p.findIn("utilities", "U-5001"))
	s := p.checkoutScreen()
	// The sandbox's Apple Pay fee: 2.35% of 76.25, at least 1.00.
	fee := s.Sections.Fees.Data["applePay"].Amount
	if s.Sections.Cart.Data.Subtotal != "76.25" || fee != "1.79" {
		t.Fatalf("subtotal %s Apple Pay fee %q, want 76.25 and 1.79", s.Sections.Cart.Data.Subtotal, fee)
	}
	tok := p.mobileToken("applePay")
	post := func(tender map[string]string, want int) []byte {
		t.Helper()
		tender["token"], tender["lastDigits"], tender["cardBrand"], tender["userName"] = tok.Token, tok.LastDigits, tok.CardBrand, tok.UserName
		body, err := json.Marshal(map[string]any{
			"botToken":    passToken,
			"tender":      tender,
			"extraFields": map[string]string{"email": "ana@example.com", "contactPreference": "email"},
			"expected":    map[string]string{"subtotal": "76.25", "fee": fee},
			"language":    "en",
		})
		if err != nil {
			t.Fatal(err)
		}
		return checkExchange(t, r, p.client, "POST", base+"/checkout", string(body),
			map[string]string{"X-Requested-With": "payhub", "Idempotency-Key": p.newKey()}, want)
	}

	var e errorJSON
	if raw := post(map[string]string{"type": "applePay"}, 400); json.Unmarshal(raw, &e) != nil || e.Error.Code != "invalid" {
		t.Fatalf("the former applePay type: %s, want 400 invalid", raw)
	}
	if raw := post(map[string]string{"type": "card", "source": "samsung"}, 400); json.Unmarshal(raw, &e) != nil || e.Error.Code != "invalid" {
		t.Fatalf("an unknown source: %s, want 400 invalid", raw)
	}
	if raw := post(map[string]string{"type": "card"}, 422); json.Unmarshal(raw, &e) != nil || e.Error.Code != "tender_mismatch" {
		t.Fatalf("the Apple Pay card as a card typed into the card input: %s, want 422 tender_mismatch", raw)
	}
	if got := charges(t, m, s.Sections.Cart.Data.ID); len(got) != 0 {
		t.Fatalf("ledger %v after the refusals, want no charge", got)
	}

	var res receiptResultJSON
	raw := post(map[string]string{"type": "card", "source": "apple"}, 200)
	if err := json.Unmarshal(raw, &res); err != nil || res.ConfirmationNumber == "" || res.Total != "78.04" || res.Tender.LastDigits != "4242" {
		t.Fatalf("card from Apple Pay: %s %v, want paid 78.04 by the card ending in 4242", raw, err)
	}
	if got := charges(t, m, s.Sections.Cart.Data.ID); !slices.Equal(got, []string{"78.04 approved"}) {
		t.Fatalf("ledger %v, want the bill and the 1.79 Apple Pay fee", got)
	}
}
