package main

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"
)

// These tests pay through the real binary as an attacker's browser would:
// what a check-out says of its tender (type, brand, last digits) is not
// believed; the wallet host's record of the token is.

// Sandbox payables of these tests (contracts §6).
const (
	accountBig      = "R100-004" // 7,250.00 Tax Collector bill: over the 5,000.00 card limit
	accountSmallTax = "R100-001" // 1,234.56 Tax Collector bill
)

// tokenizeAs posts a tender of typ (card or bank) to the wallet host's
// tokenize endpoint with the e-wallet token of frameURL, as a script on the
// wallet host's origin could, and returns the status and the answer.
func (p *payer) tokenizeAs(frameURL, typ string) (int, []byte) {
	p.t.Helper()
	u, err := url.Parse(frameURL)
	if err != nil || u.Scheme+"://"+u.Host != p.wallet {
		p.t.Fatalf("frame URL %q is not on the wallet host %s", frameURL, p.wallet)
	}
	body := map[string]any{"ewalletToken": u.Query().Get("token"), "type": typ}
	switch typ {
	case "card":
		body["card"] = map[string]string{"number": "4242424242424242",
			"expiry": "12/" + fmt.Sprint(time.Now().Year()%100+3), "cvc": "123", "name": "Ana Diaz"}
	case "bank":
		body["bank"] = map[string]string{"routing": "110000000", "account": "000123456789",
			"confirmAccount": "000123456789", "accountType": "checking", "name": "Ana Diaz"}
	}
	return p.raw("POST", p.wallet+"/card-input/v3/tokenize", body, map[string]string{"Origin": p.wallet})
}

// tokenOf reads the tender token of a successful tokenize.
func (p *payer) tokenOf(status int, raw []byte) string {
	p.t.Helper()
	var out struct {
		Token string `json:"token"`
	}
	if status != 200 || json.Unmarshal(raw, &out) != nil || !strings.HasPrefix(out.Token, "tndr_") {
		p.t.Fatalf("tokenize: %d %s", status, raw)
	}
	return out.Token
}

// cardTokenBefore gets a card tender token for a cart that then holds
// first and then: the card input's e-wallet token is taken while the cart
// holds only first (which card may pay), and the card is tokenized after
// then joined it, when the checkout screen no longer offers card.
func (p *payer) cardTokenBefore(first, then string) (string, checkoutJSON) {
	p.t.Helper()
	p.add(first)
	frame := p.checkoutScreen().Sections.Wallet.Data.CardInputURL
	if frame == "" {
		p.t.Fatal("the checkout screen offers no card input")
	}
	p.add(then)
	token := p.tokenOf(p.tokenizeAs(frame, "card"))
	return token, p.checkoutScreen()
}

// checkOutAs posts a check-out of token declared as typ, at subtotal and
// fee, and returns the status and the error answer.
func (p *payer) checkOutAs(typ, token, subtotal, fee string) (int, errorJSON) {
	p.t.Helper()
	body := checkoutBody(token, subtotal, fee)
	tender := body["tender"].(map[string]string)
	tender["type"] = typ
	if typ == "bank" {
		tender["lastDigits"], tender["cardBrand"], tender["bankAccountType"] = "6789", "", "checking"
	}
	var e errorJSON
	status, raw := p.raw("POST", p.bff+"/bff/v1/sunshine/demo/checkout", body, map[string]string{"Idempotency-Key": p.newKey()})
	if status != 200 {
		if err := json.Unmarshal(raw, &e); err != nil {
			p.t.Fatalf("check-out answer %d %s: %v", status, raw, err)
		}
	}
	return status, e
}

// charges lists the amounts the sandbox ledger charged to one cart.
func charges(t *testing.T, m *Main, cartID string) []string {
	t.Helper()
	var out struct {
		Charges []struct {
			Amount  string `json:"amount"`
			Outcome string `json:"outcome"`
		} `json:"charges"`
	}
	if code := getJSON(t, m.URL("sandbox")+"/svc/wallet/ledger?reference="+url.QueryEscape(cartID), &out); code != 200 {
		t.Fatalf("ledger: %d", code)
	}
	amounts := []string{}
	for _, c := range out.Charges {
		amounts = append(amounts, c.Amount+" "+c.Outcome)
	}
	return amounts
}

// wantMismatch checks a check-out answer is 422 tender_mismatch with a
// message for the payer.
func wantMismatch(t *testing.T, what string, status int, e errorJSON) {
	t.Helper()
	if status != 422 || e.Error.Code != "tender_mismatch" || e.Error.DisplayMessage == "" {
		t.Fatalf("%s: %d %+v, want 422 tender_mismatch", what, status, e)
	}
}

// TestTenderIntegrity_ADD03_VAL23_theBankInputsTokenDoesNotTokenizeACard
// replays the attack on R100-004 (bank only by its card limit): a card
// posted to the wallet host with the bank input's token from the checkout
// screen is refused, so no card token ever stands for a bank account.
func TestTenderIntegrity_ADD03_VAL23_theBankInputsTokenDoesNotTokenizeACard(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	p.add(p.find(accountBig).Path)
	s := p.checkoutScreen()
	w := s.Sections.Wallet.Data
	if w.CardInputURL != "" || w.BankInputURL == "" {
		t.Fatalf("wallet %+v, want only the bank input", w)
	}
	status, raw := p.tokenizeAs(w.BankInputURL, "card")
	var e errorJSON
	if err := json.Unmarshal(raw, &e); status != 422 || err != nil || e.Error.Code != "tender_type_mismatch" {
		t.Fatalf("card tokenized with the bank input's token: %d %s, want 422 tender_type_mismatch", status, raw)
	}
	// Nor does the bank input's token open a card form.
	if status, body := p.raw("GET", strings.Replace(w.BankInputURL, "type=bank", "type=card", 1), nil, nil); status != 400 ||
		!strings.Contains(string(body), `data-failure="loadError"`) {
		t.Fatalf("card form with the bank input's token: %d", status)
	}
	// The bank input's token still tokenizes the bank account it is for,
	// which pays the bill with the bank fee.
	token := p.tokenOf(p.tokenizeAs(w.BankInputURL, "bank"))
	fee := s.Sections.Fees.Data["bank"].Amount
	if status, e := p.checkOutAs("bank", token, "7250.00", fee); status != 200 {
		t.Fatalf("bank account: %d %+v", status, e)
	}
	if got := charges(t, m, s.Sections.Cart.Data.ID); !slices.Equal(got, []string{"7250.50 approved"}) {
		t.Fatalf("ledger %v, want the bill and the 0.50 bank fee", got)
	}
}

// TestTenderIntegrity_VAL23_theCardLimitAppliesToACardDeclaredAsBank
// proves that a real card token over the Tax Collector's 5,000.00 card
// limit is refused whether it is declared as the bank account the limit
// would let through (tender_mismatch) or as the card it is (over the
// limit), and that nothing is charged.
func TestTenderIntegrity_VAL23_theCardLimitAppliesToACardDeclaredAsBank(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	token, s := p.cardTokenBefore(p.find(accountSmallTax).Path, p.find(accountBig).Path)
	if s.Sections.Cart.Data.Subtotal != "8484.56" || s.Sections.Wallet.Data.CardInputURL != "" {
		t.Fatalf("cart %+v wallet %+v, want 8484.56 payable only by bank", s.Sections.Cart.Data, s.Sections.Wallet.Data)
	}
	status, e := p.checkOutAs("bank", token, "8484.56", s.Sections.Fees.Data["bank"].Amount)
	wantMismatch(t, "card declared as bank over the card limit", status, e)
	// Declared as a card with the card fee (2.35%), the card limit refuses it.
	if status, e := p.checkOutAs("card", token, "8484.56", "199.39"); status != 422 || e.Error.Code != "unprocessable" {
		t.Fatalf("card over the limit: %d %+v, want 422 unprocessable", status, e)
	}
	if got := charges(t, m, s.Sections.Cart.Data.ID); len(got) != 0 {
		t.Fatalf("ledger %v, want no charge", got)
	}
}

// TestTenderIntegrity_ADD03_aBankOnlyItemIsNotPaidByACardDeclaredAsBank
// proves that B-9004, which only a bank account may pay, is not paid by a
// card token declared as a bank account.
func TestTenderIntegrity_ADD03_aBankOnlyItemIsNotPaidByACardDeclaredAsBank(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	token, s := p.cardTokenBefore(p.findIn("business-license", "B-9001"), p.findIn("business-license", "B-9004"))
	if !slices.Equal(s.Sections.Tenders.Data.Allowed, []string{"bank"}) {
		t.Fatalf("tenders %+v, want bank only", s.Sections.Tenders.Data)
	}
	status, e := p.checkOutAs("bank", token, s.Sections.Cart.Data.Subtotal, s.Sections.Fees.Data["bank"].Amount)
	wantMismatch(t, "card declared as bank on a bank-only item", status, e)
	if got := charges(t, m, s.Sections.Cart.Data.ID); len(got) != 0 {
		t.Fatalf("ledger %v, want no charge", got)
	}
}

// TestTenderIntegrity_CHK08_aCardPaysTheCardFeeNotTheBankFee proves that a
// card declared as a bank account to pay the bank's 0.50 fee is refused,
// and that the card pays R100-001 with the card fee.
func TestTenderIntegrity_CHK08_aCardPaysTheCardFeeNotTheBankFee(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	p.add(p.find(accountSmallTax).Path)
	s := p.checkoutScreen()
	fees := s.Sections.Fees.Data
	if fees["bank"].Amount != "0.50" || fees["card"].Amount != "29.01" {
		t.Fatalf("fees %+v, want card 29.01 and bank 0.50", fees)
	}
	token := p.tokenOf(p.tokenizeAs(s.Sections.Wallet.Data.CardInputURL, "card"))
	status, e := p.checkOutAs("bank", token, "1234.56", "0.50")
	wantMismatch(t, "card declared as bank with the bank fee", status, e)
	if status, e := p.checkOutAs("card", token, "1234.56", "29.01"); status != 200 {
		t.Fatalf("card with the card fee: %d %+v", status, e)
	}
	if got := charges(t, m, s.Sections.Cart.Data.ID); !slices.Equal(got, []string{"1263.57 approved"}) {
		t.Fatalf("ledger %v, want the bill and the 29.01 card fee", got)
	}
}

// TestTenderIntegrity_TENDER04_americanExpressDoesNotPayU5002 proves that
// the water meter fee, which American Express may not pay, is not paid by
// an Amex card whatever brand the check-out declares, that the tenders
// section does not list Amex for that cart, and that a Visa pays it.
func TestTenderIntegrity_TENDER04_americanExpressDoesNotPayU5002(t *testing.T) {
	m, _ := startMain(t)
	p := newPayer(t, m)
	p.add(p.findIn("utilities", "U-5002"))
	var s struct {
		Sections struct {
			Cart struct{ Data cartJSON } `json:"cart"`
			Fees struct {
				Data map[string]struct{ Amount string }
			}
			Tenders struct {
				Data struct {
					CardBrands []string `json:"cardBrands"`
				} `json:"data"`
			} `json:"tenders"`
			Wallet struct{ Data walletJSON } `json:"wallet"`
		} `json:"sections"`
	}
	if code := p.call("GET", "/screens/checkout", nil, nil, &s); code != 200 {
		t.Fatalf("checkout screen: %d", code)
	}
	if got := s.Sections.Tenders.Data.CardBrands; slices.Contains(got, "American Express") || !slices.Contains(got, "Visa") {
		t.Fatalf("tenders cardBrands %v, want no American Express", got)
	}
	frame, err := url.Parse(s.Sections.Wallet.Data.CardInputURL)
	if err != nil {
		t.Fatal(err)
	}
	amex := map[string]any{"ewalletToken": frame.Query().Get("token"), "type": "card",
		"card": map[string]string{"number": "3782 822463 10005", "expiry": "12/" + fmt.Sprint(time.Now().Year()%100+3),
			"cvc": "1234", "name": "Ana Diaz"}}
	token := p.tokenOf(p.raw("POST", p.wallet+"/card-input/v3/tokenize", amex, map[string]string{"Origin": p.wallet}))
	fee := s.Sections.Fees.Data["card"].Amount
	// checkOutAs declares the card a Visa ending in 4242.
	status, e := p.checkOutAs("card", token, "60.00", fee)
	if status != 422 || e.Error.Code != "unprocessable" || !strings.Contains(e.Error.DisplayMessage, "brand") {
		t.Fatalf("Amex declared as Visa on U-5002: %d %+v, want 422 naming the brand", status, e)
	}
	if got := charges(t, m, s.Sections.Cart.Data.ID); len(got) != 0 {
		t.Fatalf("ledger %v, want no charge", got)
	}
	visa := p.tokenize(s.Sections.Wallet.Data.CardInputURL, "4242424242424242")
	var res receiptResultJSON
	if code := p.call("POST", "/checkout", checkoutBody(visa, "60.00", fee), map[string]string{"Idempotency-Key": p.newKey()}, &res); code != 200 {
		t.Fatalf("Visa on U-5002: %d %+v", code, res)
	}
}
