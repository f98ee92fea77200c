package wallet_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox"
	"github.com/payhub/payhub/sandbox/processor"
	sbwallet "github.com/payhub/payhub/sandbox/wallet"
)

// Seeded payables (contracts §6).
const (
	pathTax2  = "sunshine/demo/property_tax/2026/R100-002" // 842.10
	pathWater = "sunshine/demo/utilities/U-5001"           // 76.25
)

// portal is the page origin the e-wallet tokens of these tests name.
const portal = "http://portal.test"

// Users of these tests.
const (
	resident = "resident-a"
	other    = "resident-b"
	guest    = "anon-guest-1"
)

// clock is a settable clock, safe for concurrent use.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) Set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = t
}

// fixture is the real sandbox, its services and its wallet host listening,
// with clients of the wallet and cart services.
type fixture struct {
	srv    *sandbox.Server
	svc    string // the sandbox listener
	host   string // the wallet host
	clock  *clock
	wallet *wallet.Client
	carts  *cart.Client
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	f := &fixture{clock: &clock{now: time.Date(2026, time.May, 15, 12, 0, 0, 0, time.UTC)}}
	// The wallet host's address is known once it listens; the sandbox
	// needs it for the PayPal setup page, so the host starts first.
	var walletHandler http.Handler
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		walletHandler.ServeHTTP(w, r)
	}))
	t.Cleanup(host.Close)
	srv, err := sandbox.New(t.Context(), sandbox.Options{Dir: t.TempDir(), Now: f.clock.Now, WalletURL: host.URL})
	if err != nil {
		t.Fatalf("sandbox.New: %v", err)
	}
	walletHandler = srv.WalletHandler()
	svc := httptest.NewServer(srv.Handler())
	t.Cleanup(func() {
		svc.Close()
		if err := srv.Close(); err != nil {
			t.Errorf("sandbox Close: %v", err)
		}
	})
	f.srv, f.svc, f.host = srv, svc.URL, host.URL
	pool := upstream.NewPool(upstream.Options{MaxRetries: -1})
	t.Cleanup(pool.Close)
	f.wallet = wallet.NewClient(pool.Client("wallet", svc.URL+sandbox.PrefixWallet))
	f.carts = cart.NewClient(pool.Client("cart", svc.URL+sandbox.PrefixCart))
	return f
}

// tokenize posts card or bank details to the wallet host as its frame
// would, and returns the tender token.
func (f *fixture) tokenize(t *testing.T, req sbwallet.TokenizeRequest) string {
	t.Helper()
	status, body := f.tokenizeRaw(t, req)
	var out sbwallet.TokenizeResponse
	if err := json.Unmarshal(body, &out); status != http.StatusOK || err != nil {
		t.Fatalf("tokenize = %d %s", status, body)
	}
	return out.Token
}

func (f *fixture) tokenizeRaw(t *testing.T, req sbwallet.TokenizeRequest) (int, []byte) {
	t.Helper()
	b, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	r, err := http.NewRequestWithContext(t.Context(), http.MethodPost, f.host+sbwallet.TokenizePath, bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("Origin", f.host)
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, body
}

func card(ewallet, number, expiry string) sbwallet.TokenizeRequest {
	cvc := "123"
	if processor.Brand(number) == processor.AmericanExpress {
		cvc = "1234"
	}
	return sbwallet.TokenizeRequest{EwalletToken: ewallet, Type: processor.TypeCard,
		Card: &sbwallet.CardInput{Number: number, Expiry: expiry, CVC: cvc, Name: "Pat Resident"}}
}

func bank(ewallet, account string) sbwallet.TokenizeRequest {
	return sbwallet.TokenizeRequest{EwalletToken: ewallet, Type: processor.TypeBank,
		Bank: &sbwallet.BankInput{Routing: processor.SandboxRoutingNumber, Account: account, AccountType: sbwallet.AccountChecking,
			Name: "Pat Resident"}}
}

// userTokens returns user's own e-wallet tokens (API-77).
func (f *fixture) userTokens(t *testing.T, user string) wallet.UserTokenResponse {
	t.Helper()
	out, err := f.wallet.UserToken(t.Context(), user, wallet.UserTokenRequest{Client: "sunshine", Site: "demo", Origin: portal})
	if err != nil {
		t.Fatalf("UserToken: %v", err)
	}
	return out
}

// addCard saves a card of number and expiry for user outside a check-out.
func (f *fixture) addCard(t *testing.T, user, number, expiry string) wallet.Tender {
	t.Helper()
	tok := f.tokenize(t, card(f.userTokens(t, user).EwalletToken, number, expiry))
	saved, err := f.wallet.AddTender(t.Context(), user, wallet.SaveRequest{Token: tok, UserName: "Pat Resident"}, "")
	if err != nil {
		t.Fatalf("AddTender: %v", err)
	}
	return saved
}

// newCart returns a cart of user holding the payable at path.
func (f *fixture) newCart(t *testing.T, user, path string) cart.Cart {
	t.Helper()
	ctx := t.Context()
	c, err := f.carts.Create(ctx, "sunshine", "demo", cart.CreateRequest{UserID: user})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if c, err = f.carts.AddItems(ctx, "sunshine", "demo", c.ID, []cart.AddItem{{Path: path}}, bff.English); err != nil {
		t.Fatalf("AddItems: %v", err)
	}
	return c
}

// checkOut pays cart c with tender token tok of type typ, with the fee of
// that type.
func (f *fixture) checkOut(t *testing.T, c cart.Cart, typ, tok string) (cart.CheckOutResponse, error) {
	t.Helper()
	fee, err := f.carts.Fee(t.Context(), "sunshine", "demo", c.ID, typ)
	if err != nil {
		t.Fatalf("Fee: %v", err)
	}
	return f.carts.CheckOut(t.Context(), "sunshine", "demo", c.ID, cart.CheckOutRequest{Type: typ, Token: tok,
		Amount: c.Subtotal, FeeAmount: fee.Amount, Billing: cart.Billing{Name: "Pat Resident", Email: "pat@example.com"}},
		"", bff.English)
}

// payAsGuest pays a cart of user with the card number, tokenized with the
// cart's own e-wallet token, and returns the tender token.
func (f *fixture) payAsGuest(t *testing.T, user, number string) (string, cart.Cart, error) {
	t.Helper()
	c := f.newCart(t, user, pathWater)
	tokens, err := f.carts.Tokens(t.Context(), "sunshine", "demo", c.ID, cart.TokensRequest{Origin: portal})
	if err != nil {
		t.Fatalf("Tokens: %v", err)
	}
	tok := f.tokenize(t, card(tokens.EwalletToken, number, "12/30"))
	_, err = f.checkOut(t, c, "card", tok)
	return tok, c, err
}

func isNotFound(err error) bool { return bff.ErrorCode(err) == bff.CodeNotFound }

// answered reports whether err is a service's answer with status, and
// with a message holding text.
func answered(err error, status int, text string) bool {
	var se *upstream.StatusError
	return errors.As(err, &se) && se.Status == status && strings.Contains(se.Message, text)
}

func TestClient_API77_API64_WAL02_WAL12_aCardAddedOutsideACheckOutIsKeptWithoutItsNumber(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	tokens := f.userTokens(t, resident)
	if tokens.EwalletToken == "" || tokens.BankEwalletToken == "" || tokens.ExpiresAt != "2026-05-15T12:15:00Z" {
		t.Fatalf("UserToken = %+v, want a card and a bank token for 15 minutes", tokens)
	}
	tok := f.tokenize(t, card(tokens.EwalletToken, "4242 4242 4242 4242", "12/30"))
	req := wallet.SaveRequest{Token: tok, Nickname: "Everyday card", UserName: "Pat Resident", CardOnFileDisclosure: true,
		BillingAddress: &wallet.Address{Address1: "1 Main St", City: "Orlando", State: "FL", PostalCode: "32801", Country: "US"}}
	saved, err := f.wallet.AddTender(ctx, resident, req, "key-1")
	if err != nil {
		t.Fatalf("AddTender: %v", err)
	}
	if !strings.HasPrefix(saved.TenderID, "wt_") || saved.UserID != resident || !strings.HasPrefix(saved.EwalletToken, "wtok_") ||
		!strings.HasPrefix(saved.WarehouseToken, "vault_") || saved.Type != wallet.TenderCard || saved.LastDigits != "4242" ||
		saved.CardBrand != "Visa" || saved.CardExpirationMonth != 12 || saved.CardExpirationYear != 2030 ||
		saved.Nickname != "Everyday card" || saved.UserName != "Pat Resident" || !saved.DisplayInWallet ||
		!saved.CardOnFileDisclosure || !saved.ForceMultiUseTender || saved.IsLastUsed || saved.IsExpiring ||
		saved.BillingAddress == nil || saved.BillingAddress.City != "Orlando" || saved.CreatedAt != "2026-05-15T12:00:00Z" {
		t.Fatalf("AddTender = %+v", saved)
	}
	again, err := f.wallet.AddTender(ctx, resident, req, "key-2")
	if err != nil || again.TenderID != saved.TenderID {
		t.Fatalf("the same token saved again = %+v, %v; want %s", again, err, saved.TenderID)
	}
	list, err := f.wallet.Tenders(ctx, resident)
	if err != nil || len(list) != 1 || list[0].TenderID != saved.TenderID {
		t.Fatalf("Tenders = %+v, %v; want the one card", list, err)
	}
	if _, err := f.wallet.AddTender(ctx, other, req, ""); !isNotFound(err) {
		t.Errorf("another user saving the token = %v, want not found", err)
	}
	// A user's own token pays no cart.
	c := f.newCart(t, resident, pathWater)
	if _, err := f.checkOut(t, c, "card", tok); err == nil {
		t.Errorf("a cart charged a token of the user's own e-wallet token")
	}
	// A cart's token is not the user's: POST /tenders refuses it.
	tokens2, err := f.carts.Tokens(ctx, "sunshine", "demo", c.ID, cart.TokensRequest{Origin: portal})
	if err != nil {
		t.Fatal(err)
	}
	cartTok := f.tokenize(t, card(tokens2.EwalletToken, "4242424242424242", "12/30"))
	if _, err := f.wallet.AddTender(ctx, resident, wallet.SaveRequest{Token: cartTok, UserName: "Pat"}, ""); !isNotFound(err) {
		t.Errorf("POST /tenders with a cart's token = %v, want not found", err)
	}
}

func TestClient_WAL02_aBankAccountKeepsOnlyItsRoutingNumberAndMaskedNumber(t *testing.T) {
	f := newFixture(t)
	tok := f.tokenize(t, bank(f.userTokens(t, resident).BankEwalletToken, "000123456789"))
	saved, err := f.wallet.AddTender(t.Context(), resident, wallet.SaveRequest{Token: tok}, "")
	if err != nil {
		t.Fatalf("AddTender: %v", err)
	}
	if saved.Type != wallet.TenderBank || saved.LastDigits != "6789" || saved.BankAccountNumber != "****6789" ||
		saved.BankRoutingNumber != "110000000" || saved.BankName != "Sandbox Bank" || saved.BankAccountType != "checking" ||
		saved.UserName != "Pat Resident" || saved.WarehouseToken != "" || saved.CardBrand != "" {
		t.Fatalf("bank tender = %+v", saved)
	}
	list, err := f.wallet.Tenders(t.Context(), resident)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(list)
	if strings.Contains(string(b), "000123456789") || strings.Contains(string(b), "123456789\"") {
		t.Errorf("the account number is answered: %s", b)
	}
}

func TestClient_API63_WAL13_aCardSavedAfterItPaidIsTheLastUsed(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	first := f.addCard(t, resident, "5555555555554444", "12/30")
	tok, c, err := f.payAsGuest(t, resident, "4242424242424242")
	if err != nil {
		t.Fatalf("check-out: %v", err)
	}
	saved, err := f.wallet.SavePaymentInfo(ctx, resident, wallet.SaveRequest{Token: tok, CartID: c.ID, Nickname: "Paid with"}, "k")
	if err != nil || !saved.IsLastUsed || saved.LastDigits != "4242" || saved.Nickname != "Paid with" {
		t.Fatalf("SavePaymentInfo = %+v, %v", saved, err)
	}
	again, err := f.wallet.SavePaymentInfo(ctx, resident, wallet.SaveRequest{Token: tok, CartID: c.ID}, "k2")
	if err != nil || again.TenderID != saved.TenderID {
		t.Fatalf("saved twice = %+v, %v", again, err)
	}
	list, err := f.wallet.Tenders(ctx, resident)
	if err != nil || len(list) != 2 || list[0].TenderID != saved.TenderID || list[1].TenderID != first.TenderID {
		t.Fatalf("Tenders = %+v, %v; want the last used first", list, err)
	}
	if _, err := f.wallet.SavePaymentInfo(ctx, resident, wallet.SaveRequest{Token: tok, CartID: "another-cart"}, ""); !isNotFound(err) {
		t.Errorf("saving with another cart = %v, want not found", err)
	}
	if _, err := f.wallet.SavePaymentInfo(ctx, resident, wallet.SaveRequest{Token: tok}, ""); !answered(err, http.StatusBadRequest, "cart_id") {
		t.Errorf("saving without the cart = %v, want invalid", err)
	}
}

func TestClient_API71_ROLE08_aSavedCardPaysACartThroughItsCheckOut(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	visa := f.addCard(t, resident, "4242424242424242", "12/30")
	c := f.newCart(t, resident, pathTax2)
	v, err := f.wallet.Validate(ctx, resident, visa.TenderID, wallet.ValidateRequest{CartID: c.ID, Client: "sunshine",
		Site: "demo", Authorize: true})
	if err != nil || !strings.HasPrefix(v.Token, "tndr_") || v.Type != "card" || v.CardBrand != "Visa" ||
		v.LastDigits != "4242" || v.Expiry != "12/30" {
		t.Fatalf("Validate = %+v, %v", v, err)
	}
	resp, err := f.checkOut(t, c, "card", v.Token)
	if err != nil || resp.Tender == nil || resp.Tender.CardBrand != "Visa" || resp.Tender.LastDigits != "4242" {
		t.Fatalf("check-out with the saved card = %+v, %v", resp, err)
	}
	// The card fee of R100-002 (2.35%) applies: the tender is a card.
	if resp.Total != "861.89" || resp.FeeTotal != "19.79" {
		t.Errorf("paid %s with fee %s, want 861.89 with the card fee 19.79", resp.Total, resp.FeeTotal)
	}
	// Declaring another type than the saved tender's is refused.
	c2 := f.newCart(t, resident, pathWater)
	v2, err := f.wallet.Validate(ctx, resident, visa.TenderID, wallet.ValidateRequest{CartID: c2.ID, Client: "sunshine", Site: "demo"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.checkOut(t, c2, "bank", v2.Token); cart.ServiceCode(err) != cart.ErrTenderMismatch {
		t.Errorf("a saved card declared as a bank account = %v, want tender_mismatch", err)
	}
	// The token is the cart's: another cart cannot charge it.
	c3 := f.newCart(t, resident, pathWater)
	if _, err := f.checkOut(t, c3, "card", v2.Token); err == nil {
		t.Errorf("another cart charged the validated token")
	}
}

func TestClient_API71_aSavedBankAccountPaysWithTheBankFee(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	tok := f.tokenize(t, bank(f.userTokens(t, resident).BankEwalletToken, "000123456789"))
	acct, err := f.wallet.AddTender(ctx, resident, wallet.SaveRequest{Token: tok, UserName: "Pat"}, "")
	if err != nil {
		t.Fatal(err)
	}
	c := f.newCart(t, resident, pathTax2)
	v, err := f.wallet.Validate(ctx, resident, acct.TenderID, wallet.ValidateRequest{CartID: c.ID, Client: "sunshine",
		Site: "demo", Authorize: true})
	if err != nil || v.Type != "bank" || v.BankAccountType != "checking" || v.LastDigits != "6789" {
		t.Fatalf("Validate = %+v, %v", v, err)
	}
	bankFee, err := f.carts.Fee(ctx, "sunshine", "demo", c.ID, "bank")
	if err != nil {
		t.Fatal(err)
	}
	resp, err := f.checkOut(t, c, "bank", v.Token)
	if err != nil || resp.Tender == nil || resp.Tender.Type != "bank" || resp.FeeTotal != bankFee.Amount {
		t.Fatalf("check-out = %+v, %v; want the bank fee %s", resp, err, bankFee.Amount)
	}
}

func TestClient_API71_WAL11_anExpiredOrDeclinedSavedCardIsRefusedByValidate(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	may := f.addCard(t, resident, "4242424242424242", "05/26")
	june := f.addCard(t, resident, "5555555555554444", "06/26")
	july := f.addCard(t, resident, "378282246310005", "07/26")
	declined := f.addCard(t, resident, "4000000000000002", "12/30")
	list, err := f.wallet.Tenders(ctx, resident)
	if err != nil {
		t.Fatal(err)
	}
	expiring := map[string]bool{}
	for _, tn := range list {
		expiring[tn.TenderID] = tn.IsExpiring
	}
	if !expiring[may.TenderID] || !expiring[june.TenderID] || expiring[july.TenderID] || expiring[declined.TenderID] {
		t.Errorf("is_expiring in May 2026 = %v; want the cards of May and June only", expiring)
	}
	c := f.newCart(t, resident, pathWater)
	req := wallet.ValidateRequest{CartID: c.ID, Client: "sunshine", Site: "demo", Authorize: true}
	_, err = f.wallet.Validate(ctx, resident, declined.TenderID, req)
	if outcome, ok := wallet.RefusedOutcome(err); !ok || outcome != processor.Declined {
		t.Errorf("Validate of a declined card = %v, want authorization_refused declined", err)
	}
	// Without authorization the token is issued; the check-out declines it.
	v, err := f.wallet.Validate(ctx, resident, declined.TenderID, wallet.ValidateRequest{CartID: c.ID, Client: "sunshine", Site: "demo"})
	if err != nil {
		t.Fatalf("Validate without authorize: %v", err)
	}
	if _, err := f.checkOut(t, c, "card", v.Token); cart.ServiceCode(err) != cart.ErrPaymentDeclined {
		t.Errorf("check-out with the declined card = %v, want payment_declined", err)
	}

	f.clock.Set(time.Date(2026, time.June, 1, 0, 0, 0, 0, time.UTC))
	for _, authorize := range []bool{true, false} {
		req.Authorize = authorize
		_, err := f.wallet.Validate(ctx, resident, may.TenderID, req)
		if outcome, ok := wallet.RefusedOutcome(err); !ok || outcome != processor.ExpiredCard {
			t.Errorf("Validate of a card expired in May (authorize %v) = %v, want authorization_refused expired_card", authorize, err)
		}
	}
	if _, err := f.wallet.Validate(ctx, resident, june.TenderID, req); err != nil {
		t.Errorf("a card expiring this month is not expired: %v", err)
	}
}

func TestClient_API62_API65_API66_WAL12_ROLE21_anotherUsersTenderIsNotFound(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	a := f.addCard(t, resident, "4242424242424242", "12/30")
	list, err := f.wallet.Tenders(ctx, other)
	if err != nil || len(list) != 0 {
		t.Errorf("B's list = %+v, %v; want empty", list, err)
	}
	c := f.newCart(t, other, pathWater)
	_, errValidate := f.wallet.Validate(ctx, other, a.TenderID, wallet.ValidateRequest{CartID: c.ID, Client: "sunshine", Site: "demo"})
	name := "Mine now"
	_, errRename := f.wallet.UpdateTender(ctx, other, a.TenderID, wallet.UpdateRequest{Nickname: &name})
	_, errDefault := f.wallet.SetLastUsed(ctx, other, a.TenderID)
	errRemove := f.wallet.RemoveTender(ctx, other, a.TenderID)
	_, errUnknown := f.wallet.SetLastUsed(ctx, other, "wt_unknown")
	for name, err := range map[string]error{"validate": errValidate, "rename": errRename, "set default": errDefault,
		"remove": errRemove, "unknown id": errUnknown} {
		if !isNotFound(err) {
			t.Errorf("B's %s of A's tender = %v, want not found", name, err)
		}
	}
	// The same answer as an unknown id: nothing tells B the id exists.
	if bff.ErrorMessage(errRemove) != bff.ErrorMessage(errUnknown) {
		t.Errorf("messages differ: %q and %q", bff.ErrorMessage(errRemove), bff.ErrorMessage(errUnknown))
	}
	got, err := f.wallet.Tenders(ctx, resident)
	if err != nil || len(got) != 1 || got[0].Nickname != "" || got[0].IsLastUsed {
		t.Errorf("A's tender after B's attempts = %+v, %v; want it unchanged", got, err)
	}
}

func TestClient_API65_WAL12_renameThenRemove(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	a := f.addCard(t, resident, "4242424242424242", "12/30")
	name := "  Travel card  "
	up, err := f.wallet.UpdateTender(ctx, resident, a.TenderID, wallet.UpdateRequest{Nickname: &name})
	if err != nil || up.Nickname != "Travel card" {
		t.Fatalf("rename = %+v, %v", up, err)
	}
	long := strings.Repeat("n", 31)
	if _, err := f.wallet.UpdateTender(ctx, resident, a.TenderID, wallet.UpdateRequest{Nickname: &long}); !answered(err, http.StatusBadRequest, "30 characters") {
		t.Errorf("a 31-character nickname = %v, want invalid naming 30 characters", err)
	}
	// VAL-75: a billing address needs its postal code unless the country has none.
	billing := &wallet.Address{Address1: "1 Main St", City: "Orlando", State: "FL", Country: "US"}
	if _, err := f.wallet.UpdateTender(ctx, resident, a.TenderID, wallet.UpdateRequest{BillingAddress: billing}); !answered(err, http.StatusBadRequest, "postal code") {
		t.Errorf("a US address without postal code = %v, want invalid", err)
	}
	billing = &wallet.Address{Address1: "1 Palm Rd", City: "Dubai", State: "DU", Country: "AE"}
	up, err = f.wallet.UpdateTender(ctx, resident, a.TenderID, wallet.UpdateRequest{BillingAddress: billing})
	if err != nil || up.BillingAddress == nil || up.BillingAddress.Country != "AE" || up.Nickname != "Travel card" {
		t.Errorf("an address of a country without postal codes = %+v, %v", up, err)
	}
	empty := ""
	if up, err = f.wallet.UpdateTender(ctx, resident, a.TenderID, wallet.UpdateRequest{Nickname: &empty}); err != nil || up.Nickname != "" {
		t.Errorf("clearing the nickname = %+v, %v", up, err)
	}
	if err := f.wallet.RemoveTender(ctx, resident, a.TenderID); err != nil {
		t.Fatalf("RemoveTender: %v", err)
	}
	if list, err := f.wallet.Tenders(ctx, resident); err != nil || len(list) != 0 {
		t.Errorf("Tenders after removal = %+v, %v", list, err)
	}
	c := f.newCart(t, resident, pathWater)
	if _, err := f.wallet.Validate(ctx, resident, a.TenderID, wallet.ValidateRequest{CartID: c.ID, Client: "sunshine", Site: "demo"}); !isNotFound(err) {
		t.Errorf("Validate of a removed tender = %v, want not found", err)
	}
	if err := f.wallet.RemoveTender(ctx, resident, a.TenderID); !isNotFound(err) {
		t.Errorf("removing twice = %v, want not found", err)
	}
}

func TestClient_API66_WAL13_concurrentSetLastUsedLeavesExactlyOne(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	const n = 20
	ids := make([]string, n)
	for i := range n {
		ids[i] = f.addCard(t, resident, "4242424242424242", "12/30").TenderID
	}
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = f.wallet.SetLastUsed(ctx, resident, ids[i])
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("SetLastUsed %d: %v", i, err)
		}
	}
	list, err := f.wallet.Tenders(ctx, resident)
	if err != nil || len(list) != n {
		t.Fatalf("Tenders = %d, %v", len(list), err)
	}
	last := 0
	for _, tn := range list {
		if tn.IsLastUsed {
			last++
		}
	}
	if last != 1 || !list[0].IsLastUsed {
		t.Errorf("%d last-used tenders, want exactly one, listed first", last)
	}
	one, err := f.wallet.SetLastUsed(ctx, resident, ids[3])
	list, _ = f.wallet.Tenders(ctx, resident)
	if err != nil || !one.IsLastUsed || list[0].TenderID != ids[3] || list[1].IsLastUsed {
		t.Errorf("after SetLastUsed(%s): %+v first, %v", ids[3], list[0], err)
	}
}

func TestClient_API68_aGuestWhoPaidClaimsTheCardWithTheDisclosure(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	tok, _, err := f.payAsGuest(t, guest, "4242424242424242")
	if err != nil {
		t.Fatalf("guest check-out: %v", err)
	}
	req := wallet.ClaimRequest{OldUserID: guest, NewUserID: resident, Nickname: "From my last payment"}
	if _, err := f.wallet.ClaimTender(ctx, tok, req, ""); !answered(err, http.StatusUnprocessableEntity, "disclosure") {
		t.Errorf("claim without the disclosure = %v, want 422", err)
	}
	req.CardOnFileDisclosure = true
	wrong := req
	wrong.OldUserID = "anon-someone-else"
	if _, err := f.wallet.ClaimTender(ctx, tok, wrong, ""); !isNotFound(err) {
		t.Errorf("claim naming another guest = %v, want not found", err)
	}
	claimed, err := f.wallet.ClaimTender(ctx, tok, req, "k1")
	if err != nil || claimed.UserID != resident || !claimed.DisplayInWallet || !claimed.CardOnFileDisclosure ||
		claimed.LastDigits != "4242" || claimed.Nickname != "From my last payment" || claimed.UserName != "Pat Resident" {
		t.Fatalf("ClaimTender = %+v, %v", claimed, err)
	}
	again, err := f.wallet.ClaimTender(ctx, tok, req, "k2")
	if err != nil || again.TenderID != claimed.TenderID {
		t.Errorf("claimed twice = %+v, %v; want the same tender", again, err)
	}
	stolen := req
	stolen.NewUserID = other
	if _, err := f.wallet.ClaimTender(ctx, tok, stolen, ""); !isNotFound(err) {
		t.Errorf("B claiming A's claimed card = %v, want not found", err)
	}
	if list, err := f.wallet.Tenders(ctx, other); err != nil || len(list) != 0 {
		t.Errorf("B's wallet = %+v, %v", list, err)
	}
	// A declined payment leaves nothing to claim.
	declinedTok, _, err := f.payAsGuest(t, guest, "4000000000000002")
	if cart.ServiceCode(err) != cart.ErrPaymentDeclined {
		t.Fatalf("declined check-out = %v", err)
	}
	if _, err := f.wallet.ClaimTender(ctx, declinedTok, req, ""); !isNotFound(err) {
		t.Errorf("claim of a declined card = %v, want not found", err)
	}
}

func TestClient_API69_API70_WAL14_aPayPalTenderIsAddedThroughAnApprovedSetupToken(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	ret := portal + "/sunshine/demo/settings/payment-methods"
	if _, err := f.wallet.PayPalSetupToken(ctx, resident, wallet.PayPalSetupRequest{ReturnURL: "javascript:alert(1)"}); !answered(err, http.StatusBadRequest, "return_url") {
		t.Errorf("a javascript: return_url = %v, want invalid", err)
	}
	setup, err := f.wallet.PayPalSetupToken(ctx, resident, wallet.PayPalSetupRequest{ClientDisplayName: "Sunshine County", ReturnURL: ret})
	if err != nil || !strings.HasPrefix(setup.SetupToken, "SETUP-") || !strings.HasPrefix(setup.ApproveURL, f.host+"/paypal/setup?token=") {
		t.Fatalf("PayPalSetupToken = %+v, %v", setup, err)
	}
	if _, err := f.wallet.AddPayPal(ctx, resident, wallet.PayPalTenderRequest{SetupToken: setup.SetupToken}, ""); !answered(err, http.StatusUnprocessableEntity, "not been approved") {
		t.Errorf("AddPayPal before approval = %v, want 422", err)
	}
	page := f.get(t, setup.ApproveURL)
	if !strings.Contains(page, "Sunshine County") || !strings.Contains(page, "Agree and save") {
		t.Fatalf("approval page:\n%s", page)
	}
	status, loc := f.decide(t, setup.SetupToken, "approve")
	if status != http.StatusSeeOther || loc != ret+"?approved=1&setup_token="+setup.SetupToken {
		t.Fatalf("approve = %d %q", status, loc)
	}
	if _, err := f.wallet.AddPayPal(ctx, other, wallet.PayPalTenderRequest{SetupToken: setup.SetupToken}, ""); !isNotFound(err) {
		t.Errorf("another user's setup token = %v, want not found", err)
	}
	pp, err := f.wallet.AddPayPal(ctx, resident, wallet.PayPalTenderRequest{SetupToken: setup.SetupToken, Nickname: "PayPal"}, "k")
	if err != nil || pp.Type != wallet.TenderPayPal || pp.PaypalEmail != "buyer@paypal.sandbox.example" || pp.UserName != "" ||
		pp.Nickname != "PayPal" || !pp.DisplayInWallet {
		t.Fatalf("AddPayPal = %+v, %v", pp, err)
	}
	again, err := f.wallet.AddPayPal(ctx, resident, wallet.PayPalTenderRequest{SetupToken: setup.SetupToken}, "k2")
	if err != nil || again.TenderID != pp.TenderID {
		t.Errorf("the same setup token again = %+v, %v", again, err)
	}
	if err := f.wallet.RemoveTender(ctx, resident, pp.TenderID); err != nil {
		t.Fatal(err)
	}
	if _, err := f.wallet.AddPayPal(ctx, resident, wallet.PayPalTenderRequest{SetupToken: setup.SetupToken}, ""); !answered(err, http.StatusUnprocessableEntity, "used already") {
		t.Errorf("a used setup token = %v, want 422", err)
	}
	cancelled, err := f.wallet.PayPalSetupToken(ctx, resident, wallet.PayPalSetupRequest{ReturnURL: ret})
	if err != nil {
		t.Fatal(err)
	}
	if status, loc := f.decide(t, cancelled.SetupToken, "cancel"); status != http.StatusSeeOther || !strings.Contains(loc, "approved=0") {
		t.Errorf("cancel = %d %q", status, loc)
	}
	if _, err := f.wallet.AddPayPal(ctx, resident, wallet.PayPalTenderRequest{SetupToken: cancelled.SetupToken}, ""); !answered(err, http.StatusUnprocessableEntity, "not been approved") {
		t.Errorf("a cancelled setup token = %v, want 422", err)
	}
}

// get returns the body of GET url.
func (f *fixture) get(t *testing.T, url string) string {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %v", url, resp.StatusCode, err)
	}
	return string(b)
}

// decide posts the setup page's form as a browser on the wallet host would.
func (f *fixture) decide(t *testing.T, token, decision string) (int, string) {
	t.Helper()
	form := "token=" + token + "&lang=en&decision=" + decision
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, f.host+"/paypal/setup", strings.NewReader(form))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", f.host)
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := noFollow.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode, resp.Header.Get("Location")
}

func TestClient_API67_routingNumbers(t *testing.T) {
	f := newFixture(t)
	got, err := f.wallet.RoutingNumber(t.Context(), "110000000")
	if err != nil || got != (wallet.RoutingNumber{RoutingNumber: "110000000", BankName: "Sandbox Bank"}) {
		t.Errorf("RoutingNumber(110000000) = %+v, %v", got, err)
	}
	if _, err := f.wallet.RoutingNumber(t.Context(), "999999999"); !isNotFound(err) {
		t.Errorf("an unknown routing number = %v, want not found", err)
	}
}

func TestClient_API74_theProbeAnswers(t *testing.T) {
	f := newFixture(t)
	if err := f.wallet.Probe(t.Context()); err != nil {
		t.Errorf("Probe: %v", err)
	}
}

func TestClient_everyStoredTenderCallNamesTheUser(t *testing.T) {
	f := newFixture(t)
	if _, err := f.wallet.Tenders(t.Context(), ""); !answered(err, http.StatusBadRequest, "user_id") {
		t.Errorf("Tenders without a user = %v, want invalid", err)
	}
	if _, err := f.wallet.UserToken(t.Context(), "", wallet.UserTokenRequest{Client: "sunshine", Site: "demo", Origin: portal}); !answered(err, http.StatusBadRequest, "user_id") {
		t.Errorf("UserToken without a user = %v, want invalid", err)
	}
	if _, err := f.wallet.UserToken(t.Context(), resident, wallet.UserTokenRequest{Client: "sunshine", Site: "demo", Origin: "portal.test"}); !answered(err, http.StatusBadRequest, "origin") {
		t.Errorf("UserToken with a bad origin = %v, want invalid", err)
	}
}

// paypalTender adds a PayPal tender for user through an approved setup
// token.
func (f *fixture) paypalTender(t *testing.T, user string) wallet.Tender {
	t.Helper()
	setup, err := f.wallet.PayPalSetupToken(t.Context(), user, wallet.PayPalSetupRequest{ReturnURL: portal + "/settings"})
	if err != nil {
		t.Fatal(err)
	}
	if status, _ := f.decide(t, setup.SetupToken, "approve"); status != http.StatusSeeOther {
		t.Fatalf("approve = %d", status)
	}
	pp, err := f.wallet.AddPayPal(t.Context(), user, wallet.PayPalTenderRequest{SetupToken: setup.SetupToken}, "")
	if err != nil {
		t.Fatal(err)
	}
	return pp
}

func TestClient_API71_aSavedPayPalAccountPaysACartOnceWithThePayPalFee(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	pp := f.paypalTender(t, resident)
	c := f.newCart(t, resident, pathTax2)
	v, err := f.wallet.Validate(ctx, resident, pp.TenderID, wallet.ValidateRequest{CartID: c.ID, Client: "sunshine",
		Site: "demo", Authorize: true})
	if err != nil || v.Type != wallet.TenderPayPal || v.LastDigits != "" || v.CardBrand != "" {
		t.Fatalf("Validate = %+v, %v", v, err)
	}
	fee, err := f.carts.Fee(ctx, "sunshine", "demo", c.ID, "paypal")
	if err != nil {
		t.Fatal(err)
	}
	resp, err := f.checkOut(t, c, "paypal", v.Token)
	if err != nil || resp.Tender == nil || resp.Tender.Type != "paypal" || resp.FeeTotal != fee.Amount {
		t.Fatalf("check-out with saved PayPal = %+v, %v; want type paypal with fee %s", resp, err, fee.Amount)
	}
	again, err := f.checkOut(t, c, "paypal", v.Token)
	if err != nil || again.ConfirmationNumber != resp.ConfirmationNumber {
		t.Errorf("second check-out = %+v, %v; want the first payment", again, err)
	}
	ledger := f.get(t, f.svc+sandbox.PrefixWallet+"/ledger?reference="+c.ID)
	if n := strings.Count(ledger, `"outcome":"approved"`); n != 1 {
		t.Errorf("ledger = %s, want one approved charge", ledger)
	}
	// A PayPal order is still paid only through capture_paypal_order.
	c2 := f.newCart(t, resident, pathWater)
	if _, err := f.checkOut(t, c2, "paypal", "PAYID-NOTTHROUGHCHECKOUT"); !answered(err, http.StatusBadRequest, "capture_paypal_order") {
		t.Errorf("check_out with a PayPal order id = %v, want 400", err)
	}
}
