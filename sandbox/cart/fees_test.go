package cart_test

import (
	"net/http"
	"strings"
	"testing"

	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/sandbox/ewallet"
)

// fees quotes cart id's fees for methods.
func (e *env) fees(id string, methods ...string) wire.FeesResponse {
	e.t.Helper()
	status, body := e.do(http.MethodPost, base+"/"+id+"/fees", wire.FeesRequest{Methods: methods})
	if status != http.StatusOK {
		e.t.Fatalf("fees: %d %s", status, body)
	}
	return decode[wire.FeesResponse](e.t, body)
}

// TestFees_CHK08_feesAreKeyedByTenderTypeAndRoundedHalfUp proves CHK-08.
func TestFees_CHK08_feesAreKeyedByTenderTypeAndRoundedHalfUp(t *testing.T) {
	cases := []struct {
		amount             string
		card, bank, paypal string
	}{
		{"1234.56", "29.01", "0.50", "29.01"}, // 2.35% = 29.01216
		{"10.00", "1.00", "0.50", "0.24"},     // 0.235 rounds up; card has a 1.00 minimum
		{"42.34", "1.00", "0.50", "0.99"},     // 0.99499 rounds down
		{"42.35", "1.00", "0.50", "1.00"},     // 0.995225 rounds up
		{"100.00", "2.35", "0.50", "2.35"},
		{"0.01", "1.00", "0.50", "0.00"},
	}
	e := start(t)
	for _, tc := range cases {
		c := e.mustAdd(e.newCart().ID, at(pathTax1, tc.amount))
		got := e.fees(c.ID, "card", "bank", "paypal")
		if got.Fees["card"].Amount != tc.card || got.Fees["bank"].Amount != tc.bank || got.Fees["paypal"].Amount != tc.paypal {
			t.Errorf("%s: card %s bank %s paypal %s, want %s %s %s", tc.amount, got.Fees["card"].Amount,
				got.Fees["bank"].Amount, got.Fees["paypal"].Amount, tc.card, tc.bank, tc.paypal)
		}
		if !strings.Contains(got.Fees["card"].Description, "2.35%") {
			t.Errorf("card fee description %q, want the rate", got.Fees["card"].Description)
		}
	}
}

func TestFees_emptyCartHasNoFee(t *testing.T) {
	e := start(t)
	got := e.fees(e.newCart().ID)
	for _, m := range []string{"card", "bank", "paypal"} {
		if got.Fees[m].Amount != "0.00" {
			t.Errorf("%s fee of an empty cart = %q, want 0.00", m, got.Fees[m].Amount)
		}
	}
}

func TestFee_API11_quotesOneTenderTypeAndRefusesUnknownOnes(t *testing.T) {
	e := start(t)
	c := e.mustAdd(e.newCart().ID, item(pathWater)) // 76.25 * 2.35% = 1.791875
	status, body := e.do(http.MethodPost, base+"/"+c.ID+"/fee", wire.FeeRequest{Type: "card"})
	if got := decode[wire.Fee](t, body); status != http.StatusOK || got.Amount != "1.79" {
		t.Fatalf("card fee: %d %s, want 1.79", status, body)
	}
	status, body = e.do(http.MethodPost, base+"/"+c.ID+"/fee", wire.FeeRequest{Type: "bitcoin"})
	e.wantError("unknown tender type", status, body, http.StatusBadRequest, "invalid")
}

func TestFees_siteWithoutFeeRulesChargesNoFee(t *testing.T) {
	e := start(t)
	status, body := e.do(http.MethodPost, "/carts/moonbeam/pay", wire.CreateRequest{})
	if status != http.StatusCreated {
		t.Fatalf("create: %d %s", status, body)
	}
	id := decode[wire.Cart](t, body).ID
	status, body = e.do(http.MethodPost, "/carts/moonbeam/pay/"+id+"/items", []wire.AddItem{item(pathParking)})
	if status != http.StatusOK {
		t.Fatalf("add: %d %s", status, body)
	}
	_, body = e.do(http.MethodPost, "/carts/moonbeam/pay/"+id+"/fees", wire.FeesRequest{Methods: []string{"card"}})
	if got := decode[wire.FeesResponse](t, body); got.Fees["card"].Amount != "0.00" {
		t.Errorf("moonbeam card fee = %q, want 0.00", got.Fees["card"].Amount)
	}
}

func TestItemFees_API13_quotesOnePayableOutsideACart(t *testing.T) {
	e := start(t)
	status, body := e.do(http.MethodPost, "/carts/action/calculate_item_fees",
		wire.ItemFeesRequest{Client: "sunshine", Site: "demo", PayablePath: pathTax1, Amount: "1,000.00"})
	got := decode[wire.FeesResponse](t, body)
	if status != http.StatusOK || got.Fees["card"].Amount != "23.50" || got.Fees["bank"].Amount != "0.50" {
		t.Fatalf("item fees: %d %s, want card 23.50 and bank 0.50", status, body)
	}
	status, body = e.do(http.MethodPost, "/carts/action/calculate_item_fees",
		wire.ItemFeesRequest{Client: "sunshine", Site: "demo", PayablePath: pathParking})
	e.wantError("another client's payable", status, body, http.StatusNotFound, wire.ErrPayableNotFound)
}

func TestItemFeeSingleTender_API14_quotesOneTenderType(t *testing.T) {
	e := start(t)
	c := e.newCart()
	status, body := e.do(http.MethodPost, base+"/"+c.ID+"/calculate_item_fee_single_tender",
		wire.ItemFeeRequest{PayablePath: pathDonation, Amount: "100.00", TenderType: "paypal"})
	if got := decode[wire.Fee](t, body); status != http.StatusOK || got.Amount != "2.35" {
		t.Fatalf("single tender fee: %d %s, want 2.35", status, body)
	}
	status, body = e.do(http.MethodPost, base+"/"+c.ID+"/calculate_item_fee_single_tender",
		wire.ItemFeeRequest{PayablePath: pathDonation, TenderType: "card", EwalletToken: "not-a-token"})
	e.wantError("bad e-wallet token", status, body, http.StatusBadRequest, "invalid")
}

func TestTokens_API15_ewalletTokenNamesTheCartSiteAndOrigin(t *testing.T) {
	e := start(t)
	c := e.newCart()
	status, body := e.do(http.MethodPost, base+"/"+c.ID+"/get_tokens", wire.TokensRequest{Origin: "http://127.0.0.1:8081"})
	if status != http.StatusOK {
		t.Fatalf("get_tokens: %d %s", status, body)
	}
	got := decode[wire.TokensResponse](t, body)
	claims, err := e.signer.Verify(got.EwalletToken)
	if err != nil || got.DVToken == "" {
		t.Fatalf("tokens %+v: %v", got, err)
	}
	if claims.CartID != c.ID || claims.Client != "sunshine" || claims.Site != "demo" ||
		claims.Origin != "http://127.0.0.1:8081" || claims.UserID != "anon-1" || claims.Kind != ewallet.KindCard {
		t.Errorf("claims = %+v, want the cart, sunshine/demo, the origin, anon-1 and the card kind", claims)
	}
	// The bank input has its own token, which tokenizes only bank accounts.
	bank, err := e.signer.Verify(got.BankEwalletToken)
	if err != nil || bank.Kind != ewallet.KindBank || bank.CartID != c.ID || bank.Origin != claims.Origin {
		t.Errorf("bank input's token claims = %+v, %v; want the bank kind of the same cart and origin", bank, err)
	}
	for _, bad := range []string{"", "javascript:alert(1)", "http://127.0.0.1:8081/page", "127.0.0.1:8081"} {
		status, body := e.do(http.MethodPost, base+"/"+c.ID+"/get_tokens", wire.TokensRequest{Origin: bad})
		e.wantError("origin "+bad, status, body, http.StatusBadRequest, "invalid")
	}
	status, body = e.do(http.MethodPost, base+"/cart_nope/get_tokens", wire.TokensRequest{Origin: "http://127.0.0.1:8081"})
	e.wantError("unknown cart", status, body, http.StatusNotFound, "not_found")
}

func TestTokens_anEmbeddedPageNamesItsHostPageAsAnAncestor(t *testing.T) {
	e := start(t)
	c := e.newCart()
	status, body := e.do(http.MethodPost, base+"/"+c.ID+"/get_tokens",
		wire.TokensRequest{Origin: "http://127.0.0.1:8080", Ancestors: []string{"http://127.0.0.1:8081/"}})
	if status != http.StatusOK {
		t.Fatalf("get_tokens: %d %s", status, body)
	}
	claims, err := e.signer.Verify(decode[wire.TokensResponse](t, body).EwalletToken)
	if err != nil || claims.Origin != "http://127.0.0.1:8080" || len(claims.Ancestors) != 1 || claims.Ancestors[0] != "http://127.0.0.1:8081" {
		t.Fatalf("claims %+v (%v), want the widget origin and the host page as ancestor", claims, err)
	}
	status, body = e.do(http.MethodPost, base+"/"+c.ID+"/get_tokens",
		wire.TokensRequest{Origin: "http://127.0.0.1:8080", Ancestors: []string{"javascript:alert(1)"}})
	e.wantError("bad ancestor", status, body, http.StatusBadRequest, "invalid")
}

func TestTokens_API16_tokensForAUserNameThatUser(t *testing.T) {
	e := start(t)
	c := e.newCart()
	status, body := e.do(http.MethodPost, base+"/"+c.ID+"/get_tokens_for_user",
		wire.TokensForUserRequest{UserID: "user-7", Origin: "https://county.example"})
	if status != http.StatusOK {
		t.Fatalf("get_tokens_for_user: %d %s", status, body)
	}
	if claims, err := e.signer.Verify(decode[wire.TokensResponse](t, body).EwalletToken); err != nil || claims.UserID != "user-7" {
		t.Errorf("claims %+v (%v), want user-7", claims, err)
	}
}

// TestTransactions_API17_CHK07_immediateCartIsOneImmediateTransaction proves CHK-07 (id, items, delayed, fee and the four totals; paypalMerchantIDs is not modelled).
func TestTransactions_API17_CHK07_immediateCartIsOneImmediateTransaction(t *testing.T) {
	e := start(t)
	c := e.mustAdd(e.newCart().ID, item(pathTax1), item(pathWater))
	status, body := e.do(http.MethodPost, base+"/"+c.ID+"/transactions",
		wire.TransactionsRequest{TenderType: "bank", BankAccountNumber: "000123456789", BankAccountType: "checking"})
	got := decode[wire.TransactionsResponse](t, body)
	if status != http.StatusOK || len(got.Transactions) != 1 || got.Transactions[0].Delayed ||
		len(got.Transactions[0].ItemIDs) != 2 || got.Transactions[0].Amount != "1310.81" || got.Transactions[0].Fee != "0.50" {
		t.Fatalf("transactions: %d %s, want one immediate transaction of 1310.81 with fee 0.50", status, body)
	}
	if got.ImmediateItemTotal != "1310.81" || got.ImmediateFeeTotal != "0.50" || got.DelayedItemTotal != "0.00" || got.DelayedFeeTotal != "0.00" {
		t.Errorf("totals = %+v", got)
	}
	if strings.Contains(string(body), "000123456789") {
		t.Errorf("the answer repeats the bank account number")
	}
}

func TestTransactions_API17_delayedCartIsOneDelayedTransaction(t *testing.T) {
	e := start(t)
	c := e.mustAdd(e.newCart().ID, item(pathBusiness))
	tok, err := e.signer.Issue(ewalletClaims(c.ID))
	if err != nil {
		t.Fatal(err)
	}
	status, body := e.do(http.MethodPost, base+"/"+c.ID+"/transactions", wire.TransactionsRequest{TenderType: "card", EwalletToken: tok})
	got := decode[wire.TransactionsResponse](t, body)
	if status != http.StatusOK || len(got.Transactions) != 1 || !got.Transactions[0].Delayed ||
		got.DelayedItemTotal != "150.00" || got.DelayedFeeTotal != "3.53" || got.ImmediateItemTotal != "0.00" {
		t.Fatalf("transactions: %d %s, want one delayed transaction of 150.00 with fee 3.53", status, body)
	}
	status, body = e.do(http.MethodPost, base+"/"+c.ID+"/transactions", wire.TransactionsRequest{TenderType: "card"})
	e.wantError("no tender", status, body, http.StatusBadRequest, "invalid")
}
