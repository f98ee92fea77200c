package checkout

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/history"
	"github.com/payhub/payhub/bff/wallet"
)

// fakeSavedTenders is the resident's wallet as the check-out sees it: one
// saved tender, wt_visa, and the calls it was asked recorded.
type fakeSavedTenders struct {
	payFor     []wallet.PaymentRequest
	payErr     error
	saved      []wallet.SaveInput
	saveErr    error
	marked     []string
	markErr    error
	list       []wallet.TenderView
	listErr    error
	saveKey    string
	lastUserID string
	// payAs is the type of the tender ForPayment readies; "" is a card.
	payAs string
}

var _ SavedTenders = (*fakeSavedTenders)(nil)

func (f *fakeSavedTenders) List(_ context.Context, req wallet.Request) ([]wallet.TenderView, error) {
	f.lastUserID = req.UserID
	return f.list, f.listErr
}

func (f *fakeSavedTenders) ForPayment(_ context.Context, req wallet.Request, p wallet.PaymentRequest) (wallet.PaymentTender, error) {
	f.payFor = append(f.payFor, p)
	f.lastUserID = req.UserID
	if f.payErr != nil {
		return wallet.PaymentTender{}, f.payErr
	}
	typ := TenderCard
	if f.payAs != "" {
		typ = f.payAs
	}
	return wallet.PaymentTender{TenderID: p.TenderID, Token: "tndr_forcart", Type: typ, CardBrand: "Discover Card",
		LastDigits: "1117", UserName: "Pat Resident", Authorized: true}, nil
}

func (f *fakeSavedTenders) SaveAfterPayment(_ context.Context, req wallet.Request, in wallet.SaveInput, key string) (wallet.TenderView, error) {
	f.saved = append(f.saved, in)
	f.saveKey = key
	f.lastUserID = req.UserID
	if f.saveErr != nil {
		return wallet.TenderView{}, f.saveErr
	}
	return wallet.TenderView{TenderID: "wt_new", Type: TenderCard, Name: "Visa Card", LastDigits: "4242", Source: wallet.SourceWallet}, nil
}

func (f *fakeSavedTenders) MarkUsed(_ context.Context, _ wallet.Request, id string) error {
	f.marked = append(f.marked, id)
	return f.markErr
}

// walletCheckout is paidCheckout with the wallet w, recording the cart
// service's check-out requests in sent.
func walletCheckout(w SavedTenders, sent *[]cart.CheckOutRequest) *Checkout {
	c := oneItemCart("c1")
	carts := fakeCarts{
		get: func(context.Context, string, string, string) (cart.Cart, error) { return c, nil },
		checkOut: func(_ context.Context, _, _, _ string, req cart.CheckOutRequest, _ string, _ bff.Language) (cart.CheckOutResponse, error) {
			*sent = append(*sent, req)
			return cart.CheckOutResponse{ConfirmationNumber: "PH-1", ReceiptID: "PH-1", Total: "1263.57", FeeTotal: "29.01",
				Tender: &cart.PaidTender{Type: req.Type, CardBrand: "Visa", LastDigits: "4242"}}, nil
		},
	}
	return &Checkout{Carts: carts, SavedTenders: w, Now: time.Now,
		Receipts: fakeReceipts{receipt: func(context.Context, string) (history.Receipt, error) {
			return history.Receipt{}, errors.New("history down")
		}}}
}

func savedTenderInput() CheckOutInput {
	in := validInput()
	in.Tender = TenderInput{TenderID: "wt_visa"}
	in.Normalize()
	return in
}

func TestCheckOut_ROLE08_aSavedTenderPaysWithTheWalletsCartBoundToken(t *testing.T) {
	w := &fakeSavedTenders{}
	var sent []cart.CheckOutRequest
	s := walletCheckout(w, &sent)
	in := savedTenderInput()
	if err := in.Validate(bff.English); err != nil {
		t.Fatalf("a saved tender without token, type or name: %v", err)
	}
	res, err := s.CheckOut(t.Context(), signedInUser, in, "key-1", bff.English)
	if err != nil {
		t.Fatal(err)
	}
	if len(w.payFor) != 1 || w.payFor[0] != (wallet.PaymentRequest{TenderID: "wt_visa", CartID: "c1"}) || w.lastUserID != signedInUser.UserID {
		t.Errorf("ForPayment = %+v for %s", w.payFor, w.lastUserID)
	}
	// The cart applies fees, limits and brands from the real tender.
	got := sent[0]
	if got.Token != "tndr_forcart" || got.Type != TenderCard || got.CardBrand != "Discover Card" || got.LastDigits != "1117" ||
		got.TenderName != "Pat Resident" || got.TenderSummary != "Discover Card ending in 1117" {
		t.Errorf("check-out request = %+v", got)
	}
	if len(w.marked) != 1 || w.marked[0] != "wt_visa" {
		t.Errorf("marked last used = %v, want wt_visa after the payment", w.marked)
	}
	if res.Claimable != nil || res.SavedTender != nil {
		t.Errorf("result = %+v", res)
	}
}

func TestCheckOut_ROLE08_aFailedLastUsedIsLoggedNotThePayersProblem(t *testing.T) {
	w := &fakeSavedTenders{markErr: errors.New("wallet down")}
	var sent []cart.CheckOutRequest
	res, err := walletCheckout(w, &sent).CheckOut(t.Context(), signedInUser, savedTenderInput(), "key-1", bff.English)
	if err != nil || res.ReceiptID != "PH-1" {
		t.Fatalf("CheckOut = %+v, %v", res, err)
	}
}

func TestCheckOut_ROLE08_aRefusedAuthorisationIsADeclineAndNothingIsCharged(t *testing.T) {
	w := &fakeSavedTenders{payErr: &bff.Error{Code: bff.CodeUpstreamFailed, Message: "x",
		Err: &upstream.StatusError{Status: http.StatusPaymentRequired, Code: "authorization_refused", Message: "insufficient_funds"}}}
	var sent []cart.CheckOutRequest
	_, err := walletCheckout(w, &sent).CheckOut(t.Context(), signedInUser, savedTenderInput(), "key-1", bff.Spanish)
	if bff.ErrorCode(err) != CodePaymentDeclined || bff.ErrorDisplayMessage(err) == "" {
		t.Errorf("error = %v, want payment_declined with a Spanish text", err)
	}
	if len(sent) != 0 {
		t.Errorf("the cart was charged: %+v", sent)
	}
}

func TestCheckOut_aDeclaredTypeOtherThanTheSavedTendersIsPassedToTheWallet(t *testing.T) {
	w := &fakeSavedTenders{payErr: &bff.Error{Code: bff.CodeTenderMismatch, Message: "x", Err: wallet.ErrDeclaredType}}
	var sent []cart.CheckOutRequest
	in := savedTenderInput()
	in.Tender.Type = TenderBank
	_, err := walletCheckout(w, &sent).CheckOut(t.Context(), signedInUser, in, "key-1", bff.English)
	if !errors.Is(err, wallet.ErrDeclaredType) || w.payFor[0].DeclaredType != TenderBank || len(sent) != 0 {
		t.Errorf("error = %v, declared %q, sent %d", err, w.payFor[0].DeclaredType, len(sent))
	}
}

func TestCheckOut_ROLE21_aGuestCannotPayWithOrSaveATenderAndNothingIsCharged(t *testing.T) {
	w := &fakeSavedTenders{}
	var sent []cart.CheckOutRequest
	s := walletCheckout(w, &sent)
	save := validInput()
	save.SaveTender = &SaveTenderInput{Nickname: "Mine"}
	for name, in := range map[string]CheckOutInput{"tenderId": savedTenderInput(), "saveTender": save} {
		_, err := s.CheckOut(t.Context(), guest, in, "key-"+name, bff.English)
		if bff.ErrorCode(err) != bff.CodeSignInRequired {
			t.Errorf("%s: error = %v, want sign_in_required", name, err)
		}
	}
	if len(sent) != 0 || len(w.payFor) != 0 || len(w.saved) != 0 {
		t.Errorf("charged %d, validated %d, saved %d: want nothing", len(sent), len(w.payFor), len(w.saved))
	}
}

func TestCheckOut_ROLE07_aNewTenderIsSavedAfterThePayment(t *testing.T) {
	w := &fakeSavedTenders{}
	var sent []cart.CheckOutRequest
	in := validInput()
	in.SaveTender = &SaveTenderInput{Nickname: "Groceries"}
	res, err := walletCheckout(w, &sent).CheckOut(t.Context(), signedInUser, in, "key-1", bff.English)
	if err != nil {
		t.Fatal(err)
	}
	if len(w.saved) != 1 || w.saved[0] != (wallet.SaveInput{Token: "tndr_abc123", CartID: "c1", Nickname: "Groceries", UserName: "Ana Diaz"}) {
		t.Errorf("saved = %+v, want the paid token of the session's cart", w.saved)
	}
	if w.saveKey != "save-key-1" {
		t.Errorf("save key = %q, want one derived from the check-out's", w.saveKey)
	}
	if res.SavedTender == nil || res.SavedTender.TenderID != "wt_new" || res.TenderSaveError != "" {
		t.Errorf("result = %+v", res)
	}
}

func TestCheckOut_ROLE07_aFailedSaveKeepsThePaymentAndSaysSo(t *testing.T) {
	w := &fakeSavedTenders{saveErr: errors.New("wallet down")}
	var sent []cart.CheckOutRequest
	in := validInput()
	in.SaveTender = &SaveTenderInput{}
	res, err := walletCheckout(w, &sent).CheckOut(t.Context(), signedInUser, in, "key-1", bff.Spanish)
	if err != nil || res.ReceiptID != "PH-1" {
		t.Fatalf("CheckOut = %+v, %v", res, err)
	}
	if res.SavedTender != nil || res.TenderSaveError != "Su pago se realizó, pero no pudimos guardar su método de pago." {
		t.Errorf("result = %+v", res)
	}
}

func TestCheckOut_ROLE04_aGuestBankPaymentSendsTheFramesTokenNeverAWalletTender(t *testing.T) {
	w := &fakeSavedTenders{}
	var sent []cart.CheckOutRequest
	in := validInput()
	in.Tender = TenderInput{Type: TenderBank, Token: "tndr_bankframe", LastDigits: "6789", UserName: "Ana Diaz", BankAccountType: "checking"}
	in.Normalize()
	if err := in.Validate(bff.English); err != nil {
		t.Fatal(err)
	}
	chk := walletCheckout(w, &sent)
	paidAt := time.Date(2026, 7, 15, 12, 0, 0, 0, time.UTC)
	chk.Now = func() time.Time { return paidAt }
	res, err := chk.CheckOut(t.Context(), guest, in, "key-1", bff.English)
	if err != nil {
		t.Fatal(err)
	}
	if got := sent[0]; got.Type != TenderBank || got.Token != "tndr_bankframe" {
		t.Errorf("check-out request = %+v, want the bank input frame's token", got)
	}
	if len(w.payFor) != 0 || len(w.saved) != 0 || len(w.marked) != 0 {
		t.Errorf("the wallet was asked: validated %d, saved %d, marked %d", len(w.payFor), len(w.saved), len(w.marked))
	}
	// The guest's tender is kept for a claim after sign-in by the payer:
	// its e-mail and the payment's time (the claim window).
	if c := res.Claimable; c == nil || c.Token != "tndr_bankframe" || c.GuestID != guest.UserID || c.Type != TenderBank ||
		!c.PaidAt.Equal(paidAt) || c.Email != "ana@example.com" {
		t.Errorf("claimable = %+v", res.Claimable)
	}
}

func TestCheckOutInput_savedTenderValidation(t *testing.T) {
	cases := []struct {
		name   string
		change func(*CheckOutInput)
		code   bff.Code
	}{
		{"a saved tender alone", func(*CheckOutInput) {}, ""},
		{"a saved tender with its type", func(in *CheckOutInput) { in.Tender.Type = TenderCard }, ""},
		{"a saved PayPal tender", func(in *CheckOutInput) { in.Tender.Type = TenderPayPal }, ""},
		{"a saved tender with a token too", func(in *CheckOutInput) { in.Tender.Token = "tndr_x" }, bff.CodeInvalid},
		{"a malformed tender id", func(in *CheckOutInput) { in.Tender.TenderID = "wt/../x" }, bff.CodeInvalid},
		{"an unknown type", func(in *CheckOutInput) { in.Tender.Type = "cash" }, bff.CodeInvalid},
		{"saving a saved tender", func(in *CheckOutInput) { in.SaveTender = &SaveTenderInput{} }, bff.CodeUnprocessable},
	}
	for _, c := range cases {
		in := savedTenderInput()
		c.change(&in)
		if err := in.Validate(bff.English); bff.ErrorCode(err) != c.code {
			t.Errorf("%s: Validate = %v, want code %q", c.name, err, c.code)
		}
	}
	in := validInput()
	in.SaveTender = &SaveTenderInput{Nickname: "1234567890123456789012345678901"}
	in.Normalize()
	if err := in.Validate(bff.English); bff.ErrorCode(err) != bff.CodeInvalid {
		t.Errorf("a 31-character nickname: %v", err)
	}
	in.SaveTender.Nickname = "123456789012345678901234567890"
	if err := in.Validate(bff.English); err != nil {
		t.Errorf("a 30-character nickname: %v", err)
	}
}

func TestSavedTendersPart_aGuestGetsNoneAResidentTheirsAndAFailureFailsTheSectionAlone(t *testing.T) {
	w := &fakeSavedTenders{list: []wallet.TenderView{{TenderID: "wt_1", IsLastUsed: true}}}
	s := &Checkout{SavedTenders: w}
	load := func(req CheckoutRequest) (any, error) {
		return s.savedTendersPart(req).Load(t.Context())
	}
	v, err := load(CheckoutRequest{Guest: guest})
	if err != nil || len(v.(SavedTendersView).Tenders) != 0 || v.(SavedTendersView).Tenders == nil {
		t.Errorf("guest: %+v, %v; want an empty list", v, err)
	}
	v, err = load(CheckoutRequest{Guest: signedInUser, Resident: true})
	if err != nil || len(v.(SavedTendersView).Tenders) != 1 || w.lastUserID != signedInUser.UserID {
		t.Errorf("resident: %+v, %v", v, err)
	}
	w.listErr = bff.Errorf(bff.CodeUnavailable, "down")
	outs := screen.FanOut(t.Context(), []screen.Part{s.savedTendersPart(CheckoutRequest{Guest: signedInUser, Resident: true}),
		{Name: "config", Budget: time.Second, Load: func(context.Context) (any, error) { return map[string]string{}, nil }}})
	scr, err := screen.Assemble(screen.Screen{Screen: "checkout"}, outs, "config")
	if err != nil {
		t.Fatalf("the screen failed with the wallet: %v", err)
	}
	if sec := scr.Sections["savedTenders"]; sec.Error == nil {
		t.Errorf("savedTenders section = %+v, want its own error", sec)
	}
}
