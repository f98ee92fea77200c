package main

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/payhub/payhub/sandbox/login"
)

// One resident's data is out of reach of another's session, over real HTTP
// between the BFF and the sandbox services (spec 000 §6, spec 001 §6: the
// user id is always the session's). Saved items and settings have their
// own tests (saveditems_e2e_test.go, profile_e2e_test.go).

// paysFor adds the payable of account to p's cart and pays it by card,
// returning the receipt id.
func (p *payer) paysFor(account string) string {
	p.t.Helper()
	return p.paysAs(account, "ana@example.com")
}

// paysAs is paysFor with email as the payer's e-mail.
func (p *payer) paysAs(account, email string) string {
	p.t.Helper()
	p.add(p.find(account).Path)
	s := p.checkoutScreen()
	subtotal, fee := s.Sections.Cart.Data.Subtotal, s.Sections.Fees.Data["card"].Amount
	token := p.tokenize(s.Sections.Wallet.Data.CardInputURL, "4242 4242 4242 4242")
	body := checkoutBody(token, subtotal, fee)
	body["extraFields"].(map[string]string)["email"] = email
	var res receiptResultJSON
	if code := p.call(http.MethodPost, "/checkout", body, map[string]string{"Idempotency-Key": p.newKey()}, &res); code != 200 || res.ReceiptID == "" {
		p.t.Fatalf("paying for %s: %d %+v", account, code, res)
	}
	return res.ReceiptID
}

// paymentIDs lists the receipt ids of p's past payments.
func (p *payer) paymentIDs() map[string]bool {
	p.t.Helper()
	var page struct {
		Payments []struct {
			ReceiptID string `json:"receiptId"`
		} `json:"payments"`
	}
	if code := p.call(http.MethodGet, "/payments", nil, nil, &page); code != 200 {
		p.t.Fatalf("payments: %d", code)
	}
	ids := map[string]bool{}
	for _, r := range page.Payments {
		ids[r.ReceiptID] = true
	}
	return ids
}

func TestCrossResident_ROLE20_residentBCannotReadResidentAsReceiptOrPaymentsOverRealHTTP(t *testing.T) {
	m, a, b, _ := startResidents(t)
	receipt := a.paysFor("R100-002")
	path := "/screens/receipt/" + url.PathEscape(receipt)
	// A reads it on another device, by owning it, not by having paid there.
	a2, _ := signInAs(t, m, login.SeedResidentEmail)
	if code := a2.call(http.MethodGet, path, nil, nil, nil); code != 200 {
		t.Fatalf("A on another device: %d", code)
	}
	if !a2.paymentIDs()[receipt] {
		t.Fatal("A's payments do not list A's receipt")
	}
	if code := b.call(http.MethodGet, path, nil, nil, nil); code != 404 {
		t.Errorf("B read A's receipt: %d, want 404", code)
	}
	if code := b.call(http.MethodGet, "/payments?userId="+url.QueryEscape(receipt), nil, nil, nil); code != 200 || b.paymentIDs()[receipt] {
		t.Errorf("B's payments list A's receipt")
	}
	if code := newPayer(t, m).call(http.MethodGet, path, nil, nil, nil); code != 404 {
		t.Errorf("a guest read A's receipt: %d, want 404", code)
	}
}

func TestCrossResident_ROLE20_residentBCannotChangeResidentAsCartOverRealHTTP(t *testing.T) {
	_, a, b, _ := startResidents(t)
	cart := a.add(a.find("R100-001").Path)
	if len(cart.Items) != 1 {
		t.Fatalf("A's cart %+v", cart)
	}
	item := "/cart/items/" + url.PathEscape(cart.Items[0].ID)
	b.add(b.find("R100-002").Path) // B has a cart of B's own
	b.call(http.MethodPatch, item, map[string]any{"amount": "0.01"}, nil, nil)
	b.call(http.MethodDelete, item, nil, nil, nil)
	b.call(http.MethodPost, item+"/accept-update", nil, nil, nil)
	b.call(http.MethodDelete, "/cart/items", nil, nil, nil)
	after := a.checkoutScreen().Sections.Cart.Data
	if after.ID != cart.ID || len(after.Items) != 1 || after.Items[0].ID != cart.Items[0].ID || after.Subtotal != "1234.56" {
		t.Fatalf("B's calls changed A's cart: %+v", after)
	}
}

func TestCrossResident_signingOutEverywhereEndsOnlyTheResidentsOwnSessionsOverRealHTTP(t *testing.T) {
	m, a, b, _ := startResidents(t)
	a2, _ := signInAs(t, m, login.SeedResidentEmail)
	b2, _ := signInAs(t, m, bobEmail)
	signedIn := func(p *payer) bool {
		var s signedInJSON
		p.call(http.MethodGet, "/session", nil, nil, &s)
		return s.User != nil
	}
	if code := b.call(http.MethodDelete, "/session?everywhere=1", nil, nil, nil); code != http.StatusNoContent {
		t.Fatalf("B signs out everywhere: %d", code)
	}
	if signedIn(b) || signedIn(b2) {
		t.Error("a session of B is still signed in")
	}
	if !signedIn(a) || !signedIn(a2) {
		t.Fatal("B's sign-out everywhere ended a session of A")
	}
	if code := a.call(http.MethodDelete, "/session", nil, nil, nil); code != http.StatusNoContent || signedIn(a) || !signedIn(a2) {
		t.Errorf("A's sign-out here: %d; only this device ends", code)
	}
}
