package main

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/payhub/payhub/sandbox/login"
)

// Saved payment methods over real HTTP between the BFF and the sandbox's
// wallet, cart and login services (spec 001 §4 "Wallet"; ROLE-07, ROLE-08,
// ROLE-21, WAL-13).

// savedTenderJSON is a saved tender as GET .../wallet lists it.
type savedTenderJSON struct {
	TenderID   string `json:"tenderId"`
	Type       string `json:"type"`
	Name       string `json:"name"`
	Nickname   string `json:"nickname"`
	LastDigits string `json:"lastDigits"`
	CardBrand  string `json:"cardBrand"`
	Expiry     string `json:"expiry"`
	IsExpired  bool   `json:"isExpired"`
	IsLastUsed bool   `json:"isLastUsed"`
}

// walletListJSON is GET .../wallet's answer.
type walletListJSON struct {
	Tenders   []savedTenderJSON `json:"tenders"`
	Claimable *struct {
		Type, CardBrand, LastDigits, Name string
	} `json:"claimable"`
}

// savedCheckoutJSON is the checkout screen's sections of saved tenders.
type savedCheckoutJSON struct {
	Sections struct {
		Cart struct{ Data cartJSON } `json:"cart"`
		Fees struct {
			Data map[string]struct{ Amount string }
		}
		Wallet struct {
			Data struct{ CardInputURL, ExpiresAt string }
		} `json:"wallet"`
		SavedTenders struct {
			Status string
			Data   struct{ Tenders []savedTenderJSON }
		} `json:"savedTenders"`
	} `json:"sections"`
}

func (p *payer) savedTenders() walletListJSON {
	p.t.Helper()
	var w walletListJSON
	if code := p.call(http.MethodGet, "/wallet", nil, nil, &w); code != http.StatusOK {
		p.t.Fatalf("wallet: %d %+v", code, w)
	}
	return w
}

func (p *payer) savedCheckout() savedCheckoutJSON {
	p.t.Helper()
	var s savedCheckoutJSON
	if code := p.call(http.MethodGet, "/screens/checkout", nil, nil, &s); code != http.StatusOK {
		p.t.Fatalf("checkout screen: %d", code)
	}
	return s
}

// payAndSave adds path to p's cart and pays it with a new card, asking that
// it be saved as nickname.
func (p *payer) payAndSave(path, number, nickname string) (int, map[string]any) {
	p.t.Helper()
	p.add(path)
	s := p.savedCheckout()
	token := p.tokenize(s.Sections.Wallet.Data.CardInputURL, number)
	body := checkoutBody(token, s.Sections.Cart.Data.Subtotal, s.Sections.Fees.Data["card"].Amount)
	body["saveTender"] = map[string]string{"nickname": nickname}
	var res map[string]any
	code := p.call(http.MethodPost, "/checkout", body, map[string]string{"Idempotency-Key": p.newKey()}, &res)
	return code, res
}

// payWithSaved adds path to p's cart (unless "") and pays it with the
// saved tender id, sending no token, card brand or last digits.
func (p *payer) payWithSaved(path, tenderID string) (int, []byte, string) {
	p.t.Helper()
	if path != "" {
		p.add(path)
	}
	s := p.savedCheckout()
	c := s.Sections.Cart.Data
	body := map[string]any{
		"botToken":    passToken,
		"tender":      map[string]string{"tenderId": tenderID},
		"extraFields": map[string]string{"email": "ana@example.com"},
		"expected":    map[string]string{"subtotal": s.Sections.Cart.Data.Subtotal, "fee": s.Sections.Fees.Data["card"].Amount},
	}
	status, raw := p.raw(http.MethodPost, p.bff+"/bff/v1/sunshine/demo/checkout", body, map[string]string{"Idempotency-Key": p.newKey()})
	return status, raw, c.ID
}

func approved(t *testing.T, m *Main, cartID string) int {
	t.Helper()
	n := 0
	for _, c := range ledger(t, m, cartID) {
		if c.Outcome == "approved" {
			n++
		}
	}
	return n
}

func TestSavedTenders_e2e_ROLE07_ROLE08_saveACardWhilePayingThenPayASecondBillWithIt(t *testing.T) {
	m, a, _, _ := startResidents(t)
	router := openAPIRouter(t, m.URL("bff"))
	if w := a.savedTenders(); len(w.Tenders) != 0 || w.Claimable != nil {
		t.Fatalf("a new wallet: %+v", w)
	}
	code, res := a.payAndSave(a.find("R100-002").Path, "4242 4242 4242 4242", "Everyday")
	saved, _ := res["savedTender"].(map[string]any)
	if code != http.StatusOK || saved == nil || saved["name"] != "Everyday" || saved["lastDigits"] != "4242" || res["tenderSaveError"] != nil {
		t.Fatalf("pay and save: %d %+v", code, res)
	}
	w := a.savedTenders()
	if len(w.Tenders) != 1 || w.Tenders[0].Nickname != "Everyday" || w.Tenders[0].CardBrand != "Visa" || w.Tenders[0].Type != "card" ||
		len(w.Tenders[0].Expiry) != 5 || w.Tenders[0].IsExpired {
		t.Fatalf("wallet after saving: %+v", w)
	}
	id := w.Tenders[0].TenderID
	checkExchange(t, router, a.client, http.MethodGet, m.URL("bff")+"/bff/v1/sunshine/demo/wallet", "", nil, http.StatusOK)

	// The second bill: the check-out screen lists the saved card, and it
	// pays without a token.
	a.add("sunshine/demo/utilities/U-5001")
	s := a.savedCheckout()
	if s.Sections.SavedTenders.Status != "ok" || len(s.Sections.SavedTenders.Data.Tenders) != 1 || s.Sections.Wallet.Data.ExpiresAt == "" {
		t.Fatalf("checkout screen: %+v", s.Sections)
	}
	checkExchange(t, router, a.client, http.MethodGet, m.URL("bff")+"/bff/v1/sunshine/demo/screens/checkout", "", nil, http.StatusOK)
	// WAL-17: fresh frames for the same cart (a token issued within the
	// same second may read the same: its times are whole seconds).
	var fresh struct{ CardInputURL, ExpiresAt string }
	if code := a.call(http.MethodPost, "/checkout/wallet-frames", nil, nil, &fresh); code != http.StatusOK || fresh.ExpiresAt == "" ||
		!strings.HasPrefix(fresh.CardInputURL, m.URL("wallet")+"/card-input/?") {
		t.Errorf("wallet frames: %d %+v", code, fresh)
	}
	checkExchange(t, router, a.client, http.MethodPost, m.URL("bff")+"/bff/v1/sunshine/demo/checkout/wallet-frames", "",
		map[string]string{"X-Requested-With": "payhub"}, http.StatusOK)
	status, raw, cartID := a.payWithSaved("", id)
	if status != http.StatusOK || !strings.Contains(string(raw), `"lastDigits":"4242"`) {
		t.Fatalf("paying with the saved card: %d %s", status, raw)
	}
	if n := approved(t, m, cartID); n < 1 {
		t.Errorf("the second cart has %d approved charges", n)
	}
	if w := a.savedTenders(); len(w.Tenders) != 1 || !w.Tenders[0].IsLastUsed {
		t.Errorf("after paying with it, the saved card is not the last used: %+v", w)
	}
}

func TestSavedTenders_e2e_residentBCannotListUseRenameDefaultOrRemoveAsTender(t *testing.T) {
	m, a, b, _ := startResidents(t)
	if code, res := a.payAndSave(a.find("R100-002").Path, "4242 4242 4242 4242", "A's card"); code != http.StatusOK {
		t.Fatalf("A saves: %d %+v", code, res)
	}
	id := a.savedTenders().Tenders[0].TenderID
	if w := b.savedTenders(); len(w.Tenders) != 0 {
		t.Errorf("B lists A's tender: %+v", w)
	}
	for name, code := range map[string]int{
		"rename":  b.call(http.MethodPatch, "/wallet/tenders/"+id, map[string]string{"nickname": "mine"}, nil, nil),
		"default": b.call(http.MethodPost, "/wallet/tenders/"+id+"/default", nil, nil, nil),
		"remove":  b.call(http.MethodDelete, "/wallet/tenders/"+id, nil, nil, nil),
	} {
		if code != http.StatusNotFound {
			t.Errorf("B's %s of A's tender: %d, want 404", name, code)
		}
	}
	status, raw, cartID := b.payWithSaved("sunshine/demo/utilities/U-5001", id)
	if status != http.StatusNotFound {
		t.Errorf("B pays with A's tender: %d %s, want 404", status, raw)
	}
	if n := len(ledger(t, m, cartID)); n != 0 {
		t.Errorf("B's cart was charged %d times", n)
	}
	if w := a.savedTenders(); len(w.Tenders) != 1 || w.Tenders[0].Nickname != "A's card" {
		t.Errorf("A's wallet changed: %+v", w)
	}
}

func TestSavedTenders_e2e_ROLE21_aGuestCannotSaveOrClaimAndNothingIsCharged(t *testing.T) {
	m, _ := startMain(t)
	g := newPayer(t, m)
	c := g.add(g.find("R100-002").Path)
	code, res := g.payAndSave("sunshine/demo/utilities/U-5001", "4242 4242 4242 4242", "mine")
	if code != http.StatusUnauthorized || !strings.Contains(fmt.Sprint(res), "sign_in_required") {
		t.Errorf("a guest saving: %d %+v, want 401 sign_in_required", code, res)
	}
	if n := len(ledger(t, m, c.ID)); n != 0 {
		t.Errorf("the guest's cart was charged %d times", n)
	}
	// The refusal is the documented one.
	router := openAPIRouter(t, m.URL("bff"))
	body := `{"tender":{"tenderId":"wt_1"},"extraFields":{"email":"a@example.com"},"expected":{"subtotal":"1.00","fee":"0.00"}}`
	checkExchange(t, router, g.client, http.MethodPost, m.URL("bff")+"/bff/v1/sunshine/demo/checkout", body,
		map[string]string{"X-Requested-With": "payhub", "Idempotency-Key": g.newKey()}, http.StatusUnauthorized)
	checkExchange(t, router, g.client, http.MethodGet, m.URL("bff")+"/bff/v1/sunshine/demo/wallet", "", nil, http.StatusUnauthorized)
	var e errorJSON
	if code := g.call(http.MethodPost, "/wallet/claim", map[string]bool{"cardOnFileDisclosure": true},
		map[string]string{"Idempotency-Key": g.newKey()}, &e); code != http.StatusUnauthorized || e.Error.Code != "sign_in_required" {
		t.Errorf("a guest claiming: %d %+v", code, e)
	}
	if code := g.call(http.MethodGet, "/wallet", nil, nil, &e); code != http.StatusUnauthorized ||
		e.Error.DisplayMessage != "Sign in to keep payment methods." {
		t.Errorf("a guest's wallet: %d %+v", code, e)
	}
}

func TestSavedTenders_e2e_claimTheCardOfAGuestPaymentAfterSignIn(t *testing.T) {
	m, _ := startMain(t)
	r := newResident(t, m)
	p := &payer{t: t, bff: m.URL("bff"), wallet: m.URL("wallet"), client: r.client}
	// The guest paid with the resident's own e-mail, in other letters'
	// case: the claim is the payer's alone.
	receipt := p.paysAs("R100-002", strings.ToUpper(login.SeedResidentEmail))
	if receipt == "" {
		t.Fatal("no guest payment")
	}
	r.signIn(login.SeedResidentEmail, login.SeedPassword, "/sunshine/demo/home")
	w := p.savedTenders()
	if w.Claimable == nil || w.Claimable.LastDigits != "4242" || w.Claimable.Name != "Visa Card" || len(w.Tenders) != 0 {
		t.Fatalf("after sign-in: %+v, want the guest's card offered", w)
	}
	var kept savedTenderJSON
	if code := p.call(http.MethodPost, "/wallet/claim", map[string]any{"cardOnFileDisclosure": true, "nickname": "Kept"},
		map[string]string{"Idempotency-Key": p.newKey()}, &kept); code != http.StatusCreated || kept.Name != "Kept" {
		t.Fatalf("claim: %d %+v", code, kept)
	}
	w = p.savedTenders()
	if len(w.Tenders) != 1 || w.Tenders[0].TenderID != kept.TenderID || w.Claimable != nil {
		t.Errorf("after the claim: %+v", w)
	}
}

// addCard saves a card outside a check-out, through the resident's own
// frames, with key.
func (p *payer) addCard(number, key string) (int, savedTenderJSON) {
	p.t.Helper()
	var fr struct{ CardInputURL, ExpiresAt string }
	if code := p.call(http.MethodGet, "/wallet/frames", nil, nil, &fr); code != http.StatusOK || fr.ExpiresAt == "" {
		p.t.Fatalf("frames: %d %+v", code, fr)
	}
	token := p.tokenize(fr.CardInputURL, number)
	var v savedTenderJSON
	code := p.call(http.MethodPost, "/wallet/tenders", map[string]string{"token": token, "type": "card", "userName": "Pat Resident"},
		map[string]string{"Idempotency-Key": key}, &v)
	return code, v
}

func TestSavedTenders_e2e_aReplayedKeyMakesOneTenderAndTwoSimultaneousDefaultsLeaveOne(t *testing.T) {
	_, a, _, _ := startResidents(t)
	var fr struct{ CardInputURL string }
	a.call(http.MethodGet, "/wallet/frames", nil, nil, &fr)
	token := a.tokenize(fr.CardInputURL, "4242 4242 4242 4242")
	key := a.newKey()
	body := map[string]string{"token": token, "type": "card", "userName": "Pat Resident", "nickname": "Visa"}
	var first, again savedTenderJSON
	c1 := a.call(http.MethodPost, "/wallet/tenders", body, map[string]string{"Idempotency-Key": key}, &first)
	c2 := a.call(http.MethodPost, "/wallet/tenders", body, map[string]string{"Idempotency-Key": key}, &again)
	if c1 != http.StatusCreated || c2 != http.StatusCreated || first.TenderID == "" || first.TenderID != again.TenderID {
		t.Fatalf("saved %d %+v, replayed %d %+v", c1, first, c2, again)
	}
	if w := a.savedTenders(); len(w.Tenders) != 1 {
		t.Fatalf("a replayed key made %d tenders", len(w.Tenders))
	}
	code, second := a.addCard("5555 5555 5555 4444", a.newKey())
	if code != http.StatusCreated || second.CardBrand != "MasterCard" {
		t.Fatalf("second card: %d %+v", code, second)
	}

	var wg sync.WaitGroup
	codes := make([]int, 2)
	for i, id := range []string{first.TenderID, second.TenderID} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i] = a.call(http.MethodPost, "/wallet/tenders/"+id+"/default", nil, nil, nil)
		}()
	}
	wg.Wait()
	if codes[0] != http.StatusOK || codes[1] != http.StatusOK {
		t.Fatalf("defaults: %v", codes)
	}
	lastUsed := 0
	for _, tn := range a.savedTenders().Tenders {
		if tn.IsLastUsed {
			lastUsed++
		}
	}
	if lastUsed != 1 {
		t.Errorf("%d last used tenders after two simultaneous defaults, want 1", lastUsed)
	}

	// Rename, then remove.
	var renamed savedTenderJSON
	if code := a.call(http.MethodPatch, "/wallet/tenders/"+second.TenderID+"?lang=es", map[string]string{"nickname": ""}, nil, &renamed); code != http.StatusOK ||
		renamed.Name != "Tarjeta MasterCard" {
		t.Errorf("rename: %d %+v", code, renamed)
	}
	if code := a.call(http.MethodDelete, "/wallet/tenders/"+second.TenderID, nil, nil, nil); code != http.StatusNoContent {
		t.Errorf("remove: %d", code)
	}
	if w := a.savedTenders(); len(w.Tenders) != 1 || w.Tenders[0].TenderID != first.TenderID {
		t.Errorf("after removal: %+v", w)
	}
}

func TestSavedTenders_e2e_ROLE08_aSavedCardTheProcessorDeclinesIsRefusedBeforeCheckOut(t *testing.T) {
	m, a, _, _ := startResidents(t)
	code, declining := a.addCard("4000 0000 0000 0002", a.newKey())
	if code != http.StatusCreated {
		t.Fatalf("saving a declining card: %d %+v", code, declining)
	}
	status, raw, cartID := a.payWithSaved(a.find("R100-002").Path, declining.TenderID)
	if status != http.StatusPaymentRequired || !strings.Contains(string(raw), "payment_declined") {
		t.Errorf("paying with it: %d %s, want 402 payment_declined", status, raw)
	}
	if n := approved(t, m, cartID); n != 0 {
		t.Errorf("%d approved charges of the cart", n)
	}
}

func TestSavedTenders_e2e_aSavedBankAccountPaysWithTheBankFee(t *testing.T) {
	_, a, _, _ := startResidents(t)
	var fr struct{ BankInputURL string }
	if code := a.call(http.MethodGet, "/wallet/frames", nil, nil, &fr); code != http.StatusOK {
		t.Fatalf("frames: %d", code)
	}
	token := a.tokenOf(a.tokenizeAs(fr.BankInputURL, "bank"))
	var bank savedTenderJSON
	if code := a.call(http.MethodPost, "/wallet/tenders", map[string]string{"token": token, "type": "bank", "userName": "Pat Resident"},
		map[string]string{"Idempotency-Key": a.newKey()}, &bank); code != http.StatusCreated || bank.Name != "Checking Account" || bank.LastDigits != "6789" {
		t.Fatalf("saving a bank account: %d %+v", code, bank)
	}
	a.add(a.find("R100-002").Path)
	s := a.savedCheckout()
	body := map[string]any{
		"botToken":    passToken,
		"tender":      map[string]string{"tenderId": bank.TenderID, "type": "bank"},
		"extraFields": map[string]string{"email": "ana@example.com"},
		"expected":    map[string]string{"subtotal": s.Sections.Cart.Data.Subtotal, "fee": s.Sections.Fees.Data["bank"].Amount},
	}
	var res receiptResultJSON
	if code := a.call(http.MethodPost, "/checkout", body, map[string]string{"Idempotency-Key": a.newKey()}, &res); code != http.StatusOK || res.Tender.LastDigits != "6789" {
		t.Fatalf("paying with the saved bank account: %d %+v", code, res)
	}
	// Declared as a card, the same tender is a mismatch (409).
	a.add("sunshine/demo/utilities/U-5001")
	body["tender"] = map[string]string{"tenderId": bank.TenderID, "type": "card"}
	s = a.savedCheckout()
	body["expected"] = map[string]string{"subtotal": s.Sections.Cart.Data.Subtotal, "fee": s.Sections.Fees.Data["card"].Amount}
	var e errorJSON
	if code := a.call(http.MethodPost, "/checkout", body, map[string]string{"Idempotency-Key": a.newKey()}, &e); code != http.StatusConflict || e.Error.Code != "tender_mismatch" {
		t.Errorf("a bank account declared as a card: %d %+v, want 409 tender_mismatch", code, e)
	}
}

func TestSavedTenders_e2e_WAL14_addPayPalThroughASetupTokenAndPayWithIt(t *testing.T) {
	m, a, _, _ := startResidents(t)
	var setup struct{ ApproveURL string }
	returnURL := m.URL("bff") + "/sunshine/demo/settings/payment-methods"
	// The approval page is the sandbox PayPal page on the wallet host.
	if code := a.call(http.MethodPost, "/wallet/paypal/setup", map[string]string{"returnUrl": returnURL}, nil, &setup); code != http.StatusOK ||
		!strings.HasPrefix(setup.ApproveURL, m.URL("wallet")+"/paypal/setup?token=") {
		t.Fatalf("setup: %d %+v", code, setup)
	}
	if code := a.call(http.MethodPost, "/wallet/paypal/setup", map[string]string{"returnUrl": "https://elsewhere.example/back"}, nil, nil); code != http.StatusBadRequest {
		t.Errorf("a return URL of another origin: %d, want 400", code)
	}
	// The resident approves on the sandbox PayPal page, which sends them
	// back with the setup token.
	u, _ := url.Parse(setup.ApproveURL)
	token := u.Query().Get("token")
	form := url.Values{"token": {token}, "lang": {"en"}, "decision": {"approve"}}
	req, _ := http.NewRequest(http.MethodPost, m.URL("wallet")+"/paypal/setup", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", m.URL("wallet"))
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := noFollow.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	back, _ := url.Parse(resp.Header.Get("Location"))
	if resp.StatusCode != http.StatusSeeOther || back.Query().Get("setup_token") != token || !strings.HasPrefix(back.String(), returnURL) {
		t.Fatalf("approval: %d to %s", resp.StatusCode, back)
	}
	var pp savedTenderJSON
	if code := a.call(http.MethodPost, "/wallet/paypal", map[string]string{"setupToken": token},
		map[string]string{"Idempotency-Key": a.newKey()}, &pp); code != http.StatusCreated || pp.Type != "paypal" || pp.Name != "PayPal" {
		t.Fatalf("adding PayPal: %d %+v", code, pp)
	}
	c := a.add(a.find("R100-002").Path)
	s := a.savedCheckout()
	body := map[string]any{
		"botToken":    passToken,
		"tender":      map[string]string{"tenderId": pp.TenderID},
		"extraFields": map[string]string{"email": "ana@example.com"},
		"expected":    map[string]string{"subtotal": s.Sections.Cart.Data.Subtotal, "fee": s.Sections.Fees.Data["paypal"].Amount},
	}
	var res map[string]any
	if code := a.call(http.MethodPost, "/checkout", body, map[string]string{"Idempotency-Key": a.newKey()}, &res); code != http.StatusOK {
		t.Fatalf("paying with saved PayPal: %d %+v", code, res)
	}
	if n := approved(t, m, c.ID); n != 1 {
		t.Errorf("%d approved charges, want 1", n)
	}
}
