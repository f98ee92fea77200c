package http

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/auth"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/inmem"
	wlt "github.com/payhub/payhub/bff/wallet"
)

// tenderBook is a SavedTenders keeping each user's tenders in memory and
// recording the users it was asked about and the calls that create.
type tenderBook struct {
	mu      sync.Mutex
	tenders map[string][]wlt.TenderView
	asked   []string
	adds    int
	claims  []wlt.Claimable
	// removeErr answers every removal.
	removeErr error
	// now is the clock of the claim window (the wallet's injectable one).
	now time.Time
}

var _ SavedTenders = (*tenderBook)(nil)

func newTenderBook() *tenderBook {
	return &tenderBook{tenders: map[string][]wlt.TenderView{}, now: guestPaidAt.Add(5 * time.Minute)}
}

func (b *tenderBook) note(req wlt.Request) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.asked = append(b.asked, req.UserID)
}

func (b *tenderBook) List(_ context.Context, req wlt.Request) ([]wlt.TenderView, error) {
	b.note(req)
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]wlt.TenderView{}, b.tenders[req.UserID]...), nil
}

func (b *tenderBook) Add(_ context.Context, req wlt.Request, in wlt.AddInput, _ string) (wlt.TenderView, error) {
	b.note(req)
	b.mu.Lock()
	defer b.mu.Unlock()
	b.adds++
	v := wlt.TenderView{TenderID: "wt_" + in.Token, Type: in.Type, Name: "Visa Card", Nickname: in.Nickname, Source: wlt.SourceWallet}
	b.tenders[req.UserID] = append(b.tenders[req.UserID], v)
	return v, nil
}

func (b *tenderBook) find(user, id string) (int, bool) {
	for i, t := range b.tenders[user] {
		if t.TenderID == id {
			return i, true
		}
	}
	return 0, false
}

var errNoTender = bff.Errorf(bff.CodeNotFound, "We could not find this payment method.")

func (b *tenderBook) Rename(_ context.Context, req wlt.Request, id, nickname string) (wlt.TenderView, error) {
	b.note(req)
	b.mu.Lock()
	defer b.mu.Unlock()
	i, ok := b.find(req.UserID, id)
	if !ok {
		return wlt.TenderView{}, errNoTender
	}
	b.tenders[req.UserID][i].Nickname = nickname
	return b.tenders[req.UserID][i], nil
}

func (b *tenderBook) SetDefault(_ context.Context, req wlt.Request, id string) ([]wlt.TenderView, error) {
	b.note(req)
	b.mu.Lock()
	defer b.mu.Unlock()
	if _, ok := b.find(req.UserID, id); !ok {
		return nil, errNoTender
	}
	for i := range b.tenders[req.UserID] {
		b.tenders[req.UserID][i].IsLastUsed = b.tenders[req.UserID][i].TenderID == id
	}
	return b.tenders[req.UserID], nil
}

func (b *tenderBook) Remove(_ context.Context, req wlt.Request, id string) error {
	b.note(req)
	b.mu.Lock()
	defer b.mu.Unlock()
	i, ok := b.find(req.UserID, id)
	if !ok {
		return errNoTender
	}
	if b.removeErr != nil {
		return wlt.RemoveFailed(b.tenders[req.UserID][i].LastDigits, req.Lang, b.removeErr)
	}
	b.tenders[req.UserID] = append(b.tenders[req.UserID][:i], b.tenders[req.UserID][i+1:]...)
	return nil
}

func (b *tenderBook) PayPalSetup(_ context.Context, req wlt.Request, returnURL string) (wlt.PayPalSetupView, error) {
	b.note(req)
	return wlt.PayPalSetupView{ApproveURL: "http://paypal.test/approve?return=" + returnURL}, nil
}

func (b *tenderBook) AddPayPal(_ context.Context, req wlt.Request, setupToken, nickname, _ string) (wlt.TenderView, error) {
	b.note(req)
	return wlt.TenderView{TenderID: "wt_pp", Type: "paypal", Name: "PayPal", Nickname: nickname}, nil
}

func (b *tenderBook) Claim(_ context.Context, req wlt.Request, c wlt.Claimable, in wlt.ClaimInput, _ string) (wlt.TenderView, error) {
	b.note(req)
	b.mu.Lock()
	defer b.mu.Unlock()
	b.claims = append(b.claims, c)
	return wlt.TenderView{TenderID: "wt_claimed", Type: c.Type, LastDigits: c.LastDigits}, nil
}

// Offer is the wallet's own rule, on the book's clock.
func (b *tenderBook) Offer(c wlt.Claimable, email string, lang bff.Language) (wlt.ClaimableView, bool) {
	b.mu.Lock()
	now := b.now
	b.mu.Unlock()
	w := &wlt.Wallet{Now: func() time.Time { return now }}
	return w.Offer(c, email, lang)
}

// setNow moves the book's clock.
func (b *tenderBook) setNow(t time.Time) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.now = t
}

func (b *tenderBook) Frames(_ context.Context, req wlt.Request, fr wlt.FramesRequest) (wlt.FramesView, error) {
	b.note(req)
	return wlt.FramesView{Origin: "http://127.0.0.1:8091", CardInputURL: "http://127.0.0.1:8091/card-input/?origin=" + fr.Origin,
		BankInputURL: "http://127.0.0.1:8091/card-input/", ExpiresAt: "2026-07-15T12:15:00Z"}, nil
}

const walletURL = "/bff/v1/sunshine/demo/wallet"

// guestPaidAt is when the guest's check-out of the tests paid.
var guestPaidAt = time.Date(2026, 7, 15, 12, 0, 0, 0, time.UTC)

// guestClaimable is what a guest's check-out leaves for a claim: paid as
// alice (signIn's e-mail of alice, in other letters' case).
var guestClaimable = &wlt.Claimable{Token: "tndr_guestpaid", GuestID: "anon-guest", Type: "card", CardBrand: "Visa",
	LastDigits: "1111", PaidAt: guestPaidAt, Email: "Alice@Example.com"}

func newTenderServer(t *testing.T) (http.Handler, *fakeSignIn, *tenderBook, *checkOutCalls) {
	t.Helper()
	book := newTenderBook()
	si := &fakeSignIn{claimed: map[string]string{}}
	calls := &checkOutCalls{}
	chk := fakeCheckout{checkOut: func(_ context.Context, g checkout.Guest, in checkout.CheckOutInput, _ string, _ bff.Language) (checkout.ReceiptResult, error) {
		calls.add(g, in)
		if in.Tender.TenderID == "wt_mismatch" {
			return checkout.ReceiptResult{}, &bff.Error{Code: bff.CodeTenderMismatch, Message: "mismatch", Err: wlt.ErrDeclaredType}
		}
		return checkout.ReceiptResult{ReceiptID: "r1", Items: []checkout.ReceiptItemView{}, Claimable: guestClaimable}, nil
	}}
	h := New(Deps{Env: bff.EnvTest, Store: inmem.New(), SignIn: si, SavedTenders: book, Checkout: chk,
		PortalOrigins: []string{"http://example.com"}, Sites: demoSites})
	return h, si, book, calls
}

// checkOutCalls records the check-outs that reached the domain.
type checkOutCalls struct {
	mu     sync.Mutex
	guests []checkout.Guest
}

func (c *checkOutCalls) add(g checkout.Guest, _ checkout.CheckOutInput) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.guests = append(c.guests, g)
}

func (c *checkOutCalls) count() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.guests)
}

func withKey(key string) map[string]string {
	return map[string]string{CSRFHeader: CSRFValue, IdempotencyHeader: key}
}

// signIn signs the browser b in as subject, keeping its session's content
// (the sign-in rotates the session id).
func signIn(t *testing.T, b *jar, si *fakeSignIn, subject string, verified bool) {
	t.Helper()
	si.identity = auth.Identity{Subject: subject, Email: subject + "@example.com", EmailVerified: verified}
	state := stateOf(t, b.get("/bff/v1/sunshine/demo/login"))
	b.get(CallbackPath + "?state=" + state + "&code=code-for-" + state)
}

func displayMessage(t *testing.T, rec *httptest.ResponseRecorder) string {
	t.Helper()
	var body errorBody
	_ = json.Unmarshal(rec.Body.Bytes(), &body)
	return body.Error.DisplayMessage
}

func everyWalletRoute(b *jar) []*httptest.ResponseRecorder {
	return []*httptest.ResponseRecorder{
		b.get(walletURL),
		b.get(walletURL + "/frames"),
		b.sendBody(http.MethodPost, walletURL+"/tenders", `{"token":"tndr_a1","type":"card","userName":"Pat"}`, withKey("key-add-0001")),
		b.sendBody(http.MethodPatch, walletURL+"/tenders/wt_1", `{"nickname":"x"}`, csrfHeader),
		b.sendBody(http.MethodPost, walletURL+"/tenders/wt_1/default", ``, csrfHeader),
		b.sendBody(http.MethodDelete, walletURL+"/tenders/wt_1", ``, csrfHeader),
		b.sendBody(http.MethodPost, walletURL+"/paypal/setup", `{"returnUrl":"http://example.com/back"}`, csrfHeader),
		b.sendBody(http.MethodPost, walletURL+"/paypal", `{"setupToken":"st_1"}`, withKey("key-pp-00001")),
		b.sendBody(http.MethodPost, walletURL+"/claim", `{"cardOnFileDisclosure":true}`, withKey("key-claim-01")),
	}
}

func TestSavedTenders_ROLE21_aGuestGets401SignInRequiredAndTheWalletIsNotAsked(t *testing.T) {
	h, _, book, _ := newTenderServer(t)
	for _, rec := range everyWalletRoute(&jar{t: t, h: h}) {
		if rec.Code != http.StatusUnauthorized || errorCode(t, rec) != string(bff.CodeSignInRequired) ||
			displayMessage(t, rec) != "Sign in to keep payment methods." {
			t.Errorf("a guest: %d %s, want 401 sign_in_required", rec.Code, rec.Body)
		}
	}
	if len(book.asked) != 0 {
		t.Errorf("the wallet was asked for a guest: %v", book.asked)
	}
}

func TestSavedTenders_anUnverifiedResidentGets403(t *testing.T) {
	h, si, book, _ := newTenderServer(t)
	b := &jar{t: t, h: h}
	signIn(t, b, si, "unverified", false)
	for _, rec := range everyWalletRoute(b) {
		if rec.Code != http.StatusForbidden || errorCode(t, rec) != string(bff.CodeEmailUnverified) {
			t.Errorf("an unverified resident: %d %s, want 403 email_unverified", rec.Code, rec.Body)
		}
	}
	if len(book.asked) != 0 {
		t.Errorf("the wallet was asked: %v", book.asked)
	}
}

func TestSavedTenders_theUserIsAlwaysTheSessions(t *testing.T) {
	h, si, book, _ := newTenderServer(t)
	book.tenders["alice"] = []wlt.TenderView{{TenderID: "wt_1", LastDigits: "4242"}}
	bob := signedInAs(t, h, si, "bob")
	rec := bob.get(walletURL + "?userId=alice&user_id=alice")
	var body struct {
		Tenders   []wlt.TenderView   `json:"tenders"`
		Claimable *wlt.ClaimableView `json:"claimable"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || rec.Code != http.StatusOK || len(body.Tenders) != 0 {
		t.Fatalf("bob's wallet: %d %s", rec.Code, rec.Body)
	}
	if !strings.Contains(rec.Body.String(), `"claimable":null`) {
		t.Errorf("claimable must be null without one: %s", rec.Body)
	}
	for _, r := range []*httptest.ResponseRecorder{
		bob.sendBody(http.MethodPatch, walletURL+"/tenders/wt_1", `{"nickname":"mine"}`, csrfHeader),
		bob.sendBody(http.MethodPost, walletURL+"/tenders/wt_1/default", ``, csrfHeader),
		bob.sendBody(http.MethodDelete, walletURL+"/tenders/wt_1", ``, csrfHeader),
	} {
		if r.Code != http.StatusNotFound {
			t.Errorf("bob on alice's tender: %d %s, want 404", r.Code, r.Body)
		}
	}
	for _, u := range book.asked {
		if u != "bob" {
			t.Errorf("the wallet was asked for %q", u)
		}
	}
}

func TestSavedTenders_routeValidation(t *testing.T) {
	h, si, book, _ := newTenderServer(t)
	alice := signedInAs(t, h, si, "alice")
	long := strings.Repeat("n", 31)
	cases := []struct {
		name   string
		rec    *httptest.ResponseRecorder
		status int
		msg    string
	}{
		{"VAL-74 no type", alice.sendBody(http.MethodPost, walletURL+"/tenders", `{"token":"tndr_a1","userName":"Pat"}`, withKey("key-v-000001")), 400, ""},
		{"ERR-91 an unknown type", alice.sendBody(http.MethodPost, walletURL+"/tenders", `{"token":"tndr_a1","type":"cash","userName":"Pat"}`, withKey("key-v-000002")), 400, "Unknown tender type"},
		{"VAL-74 no user name", alice.sendBody(http.MethodPost, walletURL+"/tenders", `{"token":"tndr_a1","type":"card","userName":" "}`, withKey("key-v-000003")), 400, ""},
		{"a card number as token", alice.sendBody(http.MethodPost, walletURL+"/tenders", `{"token":"4242424242424242","type":"card","userName":"Pat"}`, withKey("key-v-000004")), 400, ""},
		{"VAL-75 a billing address without a city", alice.sendBody(http.MethodPost, walletURL+"/tenders",
			`{"token":"tndr_a1","type":"card","userName":"Pat","billingAddress":{"address1":"1 Main","state":"IL","postalCode":"62701","country":"US"}}`, withKey("key-v-000005")), 400, ""},
		{"VAL-75 no postal code where the country has none", alice.sendBody(http.MethodPost, walletURL+"/tenders",
			`{"token":"tndr_a1","type":"card","userName":"Pat","billingAddress":{"address1":"1 Main","city":"Dubai","state":"DU","country":"ae"}}`, withKey("key-v-000006")), 201, ""},
		{"a 31-character nickname", alice.sendBody(http.MethodPost, walletURL+"/tenders", `{"token":"tndr_a2","type":"card","userName":"Pat","nickname":"`+long+`"}`, withKey("key-v-000007")), 400, ""},
		{"no idempotency key", alice.sendBody(http.MethodPost, walletURL+"/tenders", `{"token":"tndr_a3","type":"card","userName":"Pat"}`, csrfHeader), 400, ""},
		{"a rename of 31 characters", alice.sendBody(http.MethodPatch, walletURL+"/tenders/wt_1", `{"nickname":"`+long+`"}`, csrfHeader), 400, ""},
		{"a rename without a nickname", alice.sendBody(http.MethodPatch, walletURL+"/tenders/wt_1", `{}`, csrfHeader), 400, ""},
		{"a rename of the wrong type", alice.sendBody(http.MethodPatch, walletURL+"/tenders/wt_1", `{"nickname":5}`, csrfHeader), 400, ""},
		{"a tender id of another shape", alice.sendBody(http.MethodDelete, walletURL+"/tenders/wt%2E%2E", ``, csrfHeader), 404, ""},
		{"a return URL of another origin", alice.sendBody(http.MethodPost, walletURL+"/paypal/setup", `{"returnUrl":"https://evil.example/back"}`, csrfHeader), 400, ""},
		{"a return URL that is not http", alice.sendBody(http.MethodPost, walletURL+"/paypal/setup", `{"returnUrl":"javascript:alert(1)"}`, csrfHeader), 400, ""},
		{"a return URL of the page's origin", alice.sendBody(http.MethodPost, walletURL+"/paypal/setup", `{"returnUrl":"http://example.com/sunshine/demo/settings/payment-methods"}`, csrfHeader), 200, ""},
		{"no setup token", alice.sendBody(http.MethodPost, walletURL+"/paypal", `{"setupToken":""}`, withKey("key-v-000008")), 400, ""},
	}
	for _, c := range cases {
		if c.rec.Code != c.status {
			t.Errorf("%s: %d %s, want %d", c.name, c.rec.Code, c.rec.Body, c.status)
		}
		if c.msg != "" && displayMessage(t, c.rec) != c.msg {
			t.Errorf("%s: display message %q, want %q", c.name, displayMessage(t, c.rec), c.msg)
		}
	}
	if book.adds != 1 {
		t.Errorf("adds = %d, want only the valid one", book.adds)
	}
}

func TestSavedTenders_aReplayedIdempotencyKeyMakesOneTender(t *testing.T) {
	h, si, book, _ := newTenderServer(t)
	alice := signedInAs(t, h, si, "alice")
	body := `{"token":"tndr_a1","type":"card","userName":"Pat","nickname":"Mine"}`
	first := alice.sendBody(http.MethodPost, walletURL+"/tenders", body, withKey("key-same-0001"))
	again := alice.sendBody(http.MethodPost, walletURL+"/tenders", body, withKey("key-same-0001"))
	if first.Code != http.StatusCreated || again.Code != http.StatusCreated || first.Body.String() != again.Body.String() {
		t.Fatalf("first %d %s, again %d %s", first.Code, first.Body, again.Code, again.Body)
	}
	if again.Header().Get("Idempotent-Replayed") != "true" || book.adds != 1 {
		t.Errorf("replayed %q, adds %d; want one tender", again.Header().Get("Idempotent-Replayed"), book.adds)
	}
	other := alice.sendBody(http.MethodPost, walletURL+"/tenders", strings.Replace(body, "Mine", "Other", 1), withKey("key-same-0001"))
	if other.Code != http.StatusConflict {
		t.Errorf("the key with another body: %d, want 409", other.Code)
	}
}

func TestSavedTenders_ERR95_aFailedRemovalNamesTheLastDigitsInTheRequestsLanguage(t *testing.T) {
	h, si, book, _ := newTenderServer(t)
	book.tenders["alice"] = []wlt.TenderView{{TenderID: "wt_1", LastDigits: "4242"}}
	book.removeErr = bff.Errorf(bff.CodeUnavailable, "down")
	alice := signedInAs(t, h, si, "alice")
	rec := alice.sendBody(http.MethodDelete, walletURL+"/tenders/wt_1?lang=es", ``, csrfHeader)
	if rec.Code != http.StatusServiceUnavailable ||
		displayMessage(t, rec) != "No pudimos eliminar el método de pago que termina en 4242. Inténtelo de nuevo." {
		t.Errorf("%d %s", rec.Code, rec.Body)
	}
	book.removeErr = nil
	if rec := alice.sendBody(http.MethodDelete, walletURL+"/tenders/wt_1", ``, csrfHeader); rec.Code != http.StatusNoContent {
		t.Errorf("removal: %d %s", rec.Code, rec.Body)
	}
}

const savingCheckoutBody = `{"tender":{"type":"card","token":"tndr_abc123","lastDigits":"4242","cardBrand":"Visa","userName":"Ana Diaz"},` +
	`"saveTender":{"nickname":"Mine"},"extraFields":{"email":"ana@example.com"},"expected":{"subtotal":"1234.56","fee":"29.01"}}`

const savedTenderCheckoutBody = `{"tender":{"tenderId":"wt_1"},"extraFields":{"email":"ana@example.com"},"expected":{"subtotal":"1234.56","fee":"29.01"}}`

func TestCheckOut_ROLE21_aGuestSavingOrUsingATenderGets401AndNothingIsCharged(t *testing.T) {
	h, _, _, calls := newTenderServer(t)
	guest := &jar{t: t, h: h}
	for i, body := range []string{savingCheckoutBody, savedTenderCheckoutBody} {
		rec := guest.sendBody(http.MethodPost, "/bff/v1/sunshine/demo/checkout", body, withKey("key-guest-000"+string(rune('1'+i))))
		if rec.Code != http.StatusUnauthorized || errorCode(t, rec) != string(bff.CodeSignInRequired) {
			t.Errorf("a guest: %d %s, want 401 sign_in_required", rec.Code, rec.Body)
		}
	}
	if calls.count() != 0 {
		t.Errorf("%d check-outs reached the cart", calls.count())
	}
}

func TestCheckOut_aDeclaredTypeOtherThanTheSavedTendersIs409TenderMismatch(t *testing.T) {
	h, si, _, _ := newTenderServer(t)
	alice := signedInAs(t, h, si, "alice")
	body := strings.Replace(savedTenderCheckoutBody, `"tenderId":"wt_1"`, `"tenderId":"wt_mismatch","type":"bank"`, 1)
	rec := alice.sendBody(http.MethodPost, "/bff/v1/sunshine/demo/checkout", body, withKey("key-mismatch1"))
	if rec.Code != http.StatusConflict || errorCode(t, rec) != string(bff.CodeTenderMismatch) {
		t.Errorf("%d %s, want 409 tender_mismatch", rec.Code, rec.Body)
	}
}

func TestSavedTenders_claimAfterAGuestPaymentAndSignIn(t *testing.T) {
	h, si, book, calls := newTenderServer(t)
	b := &jar{t: t, h: h}
	if rec := b.sendBody(http.MethodPost, "/bff/v1/sunshine/demo/checkout", checkoutBody, withKey("key-guestpay1")); rec.Code != http.StatusOK {
		t.Fatalf("guest payment: %d %s", rec.Code, rec.Body)
	}
	if strings.Contains(b.get(walletURL).Body.String(), "tndr_") {
		t.Fatal("a token reached the browser")
	}
	signIn(t, b, si, "alice", true)
	rec := b.get(walletURL + "?lang=es")
	var body struct {
		Claimable *wlt.ClaimableView `json:"claimable"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || body.Claimable == nil {
		t.Fatalf("after sign-in: %d %s, want the claimable tender", rec.Code, rec.Body)
	}
	if body.Claimable.Name != "Tarjeta Visa" || body.Claimable.LastDigits != "1111" || strings.Contains(rec.Body.String(), "tndr_") {
		t.Errorf("claimable = %s", rec.Body)
	}
	if rec := b.sendBody(http.MethodPost, walletURL+"/claim", `{"cardOnFileDisclosure":true}`, withKey("key-claim-001")); rec.Code != http.StatusCreated {
		t.Fatalf("claim: %d %s", rec.Code, rec.Body)
	}
	if len(book.claims) != 1 || book.claims[0] != *guestClaimable || book.asked[len(book.asked)-1] != "alice" {
		t.Errorf("claims = %+v by %v", book.claims, book.asked)
	}
	if !strings.Contains(b.get(walletURL).Body.String(), `"claimable":null`) {
		t.Error("the claimed tender is still offered")
	}
	if rec := b.sendBody(http.MethodPost, walletURL+"/claim", `{"cardOnFileDisclosure":true}`, withKey("key-claim-002")); rec.Code != http.StatusNotFound {
		t.Errorf("a second claim: %d %s, want 404", rec.Code, rec.Body)
	}
	if calls.count() != 1 {
		t.Errorf("check-outs = %d", calls.count())
	}
}

func TestSavedTenders_framesAreForThePagesOrigin(t *testing.T) {
	h, si, _, _ := newTenderServer(t)
	alice := signedInAs(t, h, si, "alice")
	rec := alice.get(walletURL + "/frames")
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), "origin=http://example.com") || !strings.Contains(rec.Body.String(), `"expiresAt"`) {
		t.Errorf("%d %s", rec.Code, rec.Body)
	}
	if rec := alice.get(walletURL + "/frames?parentOrigin=https://evil.example"); rec.Code != http.StatusForbidden {
		t.Errorf("an unknown host page: %d", rec.Code)
	}
}

// guestPaysThenSignsIn pays as a guest in a new browser, then signs that
// browser in as subject (e-mail subject@example.com).
func guestPaysThenSignsIn(t *testing.T, h http.Handler, si *fakeSignIn, subject string) *jar {
	t.Helper()
	b := &jar{t: t, h: h}
	if rec := b.sendBody(http.MethodPost, "/bff/v1/sunshine/demo/checkout", checkoutBody, withKey("key-guestpay1")); rec.Code != http.StatusOK {
		t.Fatalf("guest payment: %d %s", rec.Code, rec.Body)
	}
	signIn(t, b, si, subject, true)
	return b
}

// claimRefused checks that b is offered nothing and that its claim is 404
// not_found, the wallet never asked to claim.
func claimRefused(t *testing.T, b *jar, book *tenderBook, key string) {
	t.Helper()
	if rec := b.get(walletURL); !strings.Contains(rec.Body.String(), `"claimable":null`) {
		t.Errorf("offered: %d %s", rec.Code, rec.Body)
	}
	if rec := b.sendBody(http.MethodPost, walletURL+"/claim", `{"cardOnFileDisclosure":true}`, withKey(key)); rec.Code != http.StatusNotFound ||
		errorCode(t, rec) != string(bff.CodeNotFound) {
		t.Errorf("claim: %d %s, want 404 not_found", rec.Code, rec.Body)
	}
	if len(book.claims) != 0 {
		t.Errorf("the wallet was asked to claim %+v", book.claims)
	}
}

func TestSavedTenders_ROLE21_aGuestsTenderIsNotOfferedToAnotherResidentOfTheBrowser(t *testing.T) {
	h, si, book, _ := newTenderServer(t)
	b := guestPaysThenSignsIn(t, h, si, "bob") // the guest paid as alice
	claimRefused(t, b, book, "key-claim-bob")
}

func TestSavedTenders_thePayerClaimsWithinTheClaimWindowOnly(t *testing.T) {
	h, si, book, _ := newTenderServer(t)
	b := guestPaysThenSignsIn(t, h, si, "alice")
	book.setNow(guestPaidAt.Add(wlt.ClaimWindow - time.Second))
	if rec := b.get(walletURL); !strings.Contains(rec.Body.String(), `"lastDigits":"1111"`) {
		t.Fatalf("within the window: %d %s, want the offer", rec.Code, rec.Body)
	}
	book.setNow(guestPaidAt.Add(wlt.ClaimWindow))
	claimRefused(t, b, book, "key-claim-late")
	// Forgotten once expired: a clock that went back offers nothing.
	book.setNow(guestPaidAt.Add(time.Minute))
	claimRefused(t, b, book, "key-claim-back")
}

func TestSavedTenders_WAL14_aPayPalSetupReturnsToThePortalsOwnOriginsNeverTheHostHeaders(t *testing.T) {
	h, si, book, _ := newTenderServer(t) // the portal's origin: http://example.com
	alice := signedInAs(t, h, si, "alice")
	setup := func(host, returnURL string) *httptest.ResponseRecorder {
		return alice.sendBody(http.MethodPost, "http://"+host+walletURL+"/paypal/setup", `{"returnUrl":"`+returnURL+`"}`, csrfHeader)
	}
	if rec := setup("evil.example", "http://evil.example/phish"); rec.Code != http.StatusBadRequest ||
		!strings.Contains(rec.Body.String(), `"message":"The return URL must be a page of this site."`) {
		t.Errorf("a return to the Host header's origin: %d %s, want 400", rec.Code, rec.Body)
	}
	if rec := setup("evil.example", "http://example.com/sunshine/demo/settings/payment-methods"); rec.Code != http.StatusOK {
		t.Errorf("a return to the portal's origin: %d %s", rec.Code, rec.Body)
	}
	if len(book.asked) != 1 {
		t.Errorf("the wallet was asked %d times, want once", len(book.asked))
	}
	// With a public URL, that origin alone.
	pub := New(Deps{Env: bff.EnvTest, Store: inmem.New(), SignIn: si, SavedTenders: book, Sites: demoSites,
		PublicURL: "https://pay.example.gov", PortalOrigins: []string{"http://example.com"}})
	alice = signedInAs(t, pub, si, "alice")
	if rec := setup("pay.example.gov", "http://example.com/back"); rec.Code != http.StatusBadRequest {
		t.Errorf("a return to the listener's origin behind a public URL: %d %s, want 400", rec.Code, rec.Body)
	}
	if rec := setup("evil.example", "https://pay.example.gov/sunshine/demo/settings/payment-methods"); rec.Code != http.StatusOK {
		t.Errorf("a return to the public URL: %d %s", rec.Code, rec.Body)
	}
}

func TestSavedTenders_everyWalletRouteOfAnUnknownOrDisabledSiteIs404AndTheWalletIsNotAsked(t *testing.T) {
	h, si, book, _ := newTenderServer(t)
	alice := signedInAs(t, h, si, "alice")
	for _, site := range []string{"acme/demo", "sunshine/closed"} {
		for _, rec := range []*httptest.ResponseRecorder{
			alice.get("/bff/v1/" + site + "/wallet"),
			alice.get("/bff/v1/" + site + "/wallet/frames"),
			alice.sendBody(http.MethodPost, "/bff/v1/"+site+"/wallet/tenders", `{"token":"tndr_a1","type":"card","userName":"Pat"}`, withKey("key-add-site")),
			alice.sendBody(http.MethodDelete, "/bff/v1/"+site+"/wallet/tenders/wt_1", ``, csrfHeader),
			alice.sendBody(http.MethodPost, "/bff/v1/"+site+"/wallet/paypal/setup", `{"returnUrl":"http://example.com/back"}`, csrfHeader),
			alice.sendBody(http.MethodPost, "/bff/v1/"+site+"/wallet/claim", `{"cardOnFileDisclosure":true}`, withKey("key-claim-site")),
		} {
			if rec.Code != http.StatusNotFound || errorCode(t, rec) != string(bff.CodeNotFound) {
				t.Errorf("%s: %d %s, want 404", site, rec.Code, rec.Body)
			}
		}
	}
	for _, u := range book.asked {
		t.Errorf("the wallet was asked for %q", u)
	}
}

func TestCheckOut_saveTenderBesideATenderIDIsRefusedInTheRequestsLanguage(t *testing.T) {
	h, si, _, calls := newTenderServer(t)
	alice := signedInAs(t, h, si, "alice")
	body := strings.Replace(savedTenderCheckoutBody, `"tender":`, `"saveTender":{"nickname":"x"},"tender":`, 1)
	for query, want := range map[string]string{
		"?lang=es": "Este método de pago ya está guardado.",
		"":         "This payment method is already saved.",
	} {
		rec := alice.sendBody(http.MethodPost, "/bff/v1/sunshine/demo/checkout"+query, body, withKey("key-saved-"+strings.TrimPrefix(query, "?lang=")+"1"))
		if rec.Code != http.StatusUnprocessableEntity || displayMessage(t, rec) != want {
			t.Errorf("%q: %d %s, want 422 %q", query, rec.Code, rec.Body, want)
		}
	}
	if calls.count() != 0 {
		t.Errorf("check-outs = %d", calls.count())
	}
}
