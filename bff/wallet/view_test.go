package wallet

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	api "github.com/payhub/payhub/bff/upstream/wallet"
)

var july2026 = time.Date(2026, time.July, 15, 12, 0, 0, 0, time.UTC)

func TestName_WAL07_nicknameElseBrandCardElseBankTypeAccountElsePayPal(t *testing.T) {
	cases := []struct {
		nickname, typ, brand, bankType string
		en, es                         string
	}{
		{"Groceries", api.TenderCard, "Visa", "", "Groceries", "Groceries"},
		{"", api.TenderCard, "Visa", "", "Visa Card", "Tarjeta Visa"},
		{"", api.TenderCard, "", "", "Card", "Tarjeta"},
		{"", api.TenderBank, "", "checking", "Checking Account", "Cuenta de cheques"},
		{"", api.TenderBank, "", "savings", "Savings Account", "Cuenta de ahorros"},
		{"", api.TenderBank, "", "", "Bank Account", "Cuenta bancaria"},
		{"", api.TenderPayPal, "", "", "PayPal", "PayPal"},
	}
	for _, c := range cases {
		if got := Name(c.nickname, c.typ, c.brand, c.bankType, bff.English); got != c.en {
			t.Errorf("Name(%q, %s, %q, %q, en) = %q, want %q", c.nickname, c.typ, c.brand, c.bankType, got, c.en)
		}
		if got := Name(c.nickname, c.typ, c.brand, c.bankType, bff.Spanish); got != c.es {
			t.Errorf("Name(%q, %s, %q, %q, es) = %q, want %q", c.nickname, c.typ, c.brand, c.bankType, got, c.es)
		}
	}
}

func TestExpiry_WAL09_isMMYY(t *testing.T) {
	cases := map[[2]int]string{{4, 2029}: "04/29", {12, 2030}: "12/30", {1, 2005}: "01/05", {0, 2029}: "", {13, 2029}: "", {4, 0}: ""}
	for in, want := range cases {
		if got := Expiry(in[0], in[1]); got != want {
			t.Errorf("Expiry(%d, %d) = %q, want %q", in[0], in[1], got, want)
		}
	}
}

func TestIsExpired_WAL11_thisMonthIsNotExpired(t *testing.T) {
	cases := []struct {
		month, year int
		want        bool
	}{
		{7, 2026, false}, // expiring this month: not expired
		{6, 2026, true},  // last month
		{12, 2025, true}, // last year
		{8, 2026, false},
		{1, 2027, false},
		{0, 0, false}, // no expiry given: not judged
	}
	for _, c := range cases {
		if got := IsExpired(c.month, c.year, july2026); got != c.want {
			t.Errorf("IsExpired(%d, %d) in July 2026 = %v, want %v", c.month, c.year, got, c.want)
		}
	}
}

func TestCategory_WAL04_corporateIsCommercialElsePersonal(t *testing.T) {
	if Category(true) != CategoryCommercial || Category(false) != CategoryPersonal {
		t.Errorf("Category(true) = %q, Category(false) = %q", Category(true), Category(false))
	}
	v, err := viewOf(api.Tender{TenderID: "wt_b", Type: api.TenderBank, BankAccountType: "savings", BankAccountIsCorporate: true,
		LastDigits: "6789", DisplayInWallet: true}, bff.English, july2026)
	if err != nil || v.BankAccountCategory != CategoryCommercial || v.Name != "Savings Account" {
		t.Errorf("view = %+v, %v; want a commercial Savings Account", v, err)
	}
}

func TestViewOf_WAL05_theClientShapeWithoutTokens(t *testing.T) {
	tender := api.Tender{TenderID: "wt_1", UserID: "sub-1", EwalletToken: "ew_secret", WarehouseToken: "wh_secret",
		Type: api.TenderCard, CardBrand: "Visa", LastDigits: "4242", CardExpirationMonth: 6, CardExpirationYear: 2026,
		UserName: "Pat Resident", IsLastUsed: true, DisplayInWallet: true, IsExpiring: true,
		BillingAddress: &api.Address{Address1: "1 Main St", City: "Springfield", State: "IL", PostalCode: "62701", Country: "US"}}
	v, err := viewOf(tender, bff.English, july2026)
	if err != nil {
		t.Fatal(err)
	}
	want := TenderView{TenderID: "wt_1", Type: "card", Name: "Visa Card", LastDigits: "4242", CardBrand: "Visa",
		Expiry: "06/26", IsExpired: true, IsExpiring: true, UserName: "Pat Resident", IsLastUsed: true,
		DisplayInWallet: true, Source: SourceWallet,
		BillingAddress: &AddressView{Address1: "1 Main St", City: "Springfield", State: "IL", PostalCode: "62701", Country: "US"}}
	got, _ := json.Marshal(v)
	wantJSON, _ := json.Marshal(want)
	if string(got) != string(wantJSON) {
		t.Errorf("view\n got %s\nwant %s", got, wantJSON)
	}
	if strings.Contains(string(got), "secret") || strings.Contains(string(got), "sub-1") {
		t.Errorf("the view carries a token or the user id: %s", got)
	}
	if !strings.Contains(string(got), `"nickname":""`) {
		t.Errorf("an empty nickname must be sent as \"\": %s", got)
	}
}

func TestViewOf_ERR91_unknownTenderType(t *testing.T) {
	_, err := viewOf(api.Tender{TenderID: "wt_x", Type: "crypto", DisplayInWallet: true}, bff.English, july2026)
	if bff.ErrorMessage(err) != "Unknown tender type" {
		t.Errorf("error = %v, want Unknown tender type", err)
	}
}

func TestList_WAL05_lastUsedFirstUnknownTypeLeftOut(t *testing.T) {
	f := newFake("sub-1",
		api.Tender{TenderID: "wt_new", Type: api.TenderCard, CardBrand: "Visa", LastDigits: "1111", DisplayInWallet: true},
		api.Tender{TenderID: "wt_odd", Type: "crypto", DisplayInWallet: true},
		api.Tender{TenderID: "wt_hidden", Type: api.TenderCard, DisplayInWallet: false},
		api.Tender{TenderID: "wt_used", Type: api.TenderBank, BankAccountType: "checking", LastDigits: "6789",
			IsLastUsed: true, DisplayInWallet: true},
	)
	w := &Wallet{Service: f, Now: func() time.Time { return july2026 }}
	vs, err := w.List(context.Background(), Request{UserID: "sub-1", Lang: bff.Spanish})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, v := range vs {
		ids = append(ids, v.TenderID)
	}
	if strings.Join(ids, ",") != "wt_used,wt_new" {
		t.Errorf("tenders = %v, want the last used first, then the wallet's order, without the unknown and hidden ones", ids)
	}
	if vs[0].Name != "Cuenta de cheques" {
		t.Errorf("name in Spanish = %q", vs[0].Name)
	}
}

func TestRemove_ERR95_aFailedRemovalNamesTheLastDigits(t *testing.T) {
	f := newFake("sub-1", api.Tender{TenderID: "wt_1", Type: api.TenderCard, CardBrand: "Visa", LastDigits: "4242", DisplayInWallet: true})
	f.fail["remove"] = statusErr(503, "", "down")
	w := &Wallet{Service: f}
	for lang, want := range map[bff.Language]string{
		bff.English: "We could not remove the payment method ending in 4242. Please try again.",
		bff.Spanish: "No pudimos eliminar el método de pago que termina en 4242. Inténtelo de nuevo.",
	} {
		err := w.Remove(context.Background(), Request{UserID: "sub-1", Lang: lang}, "wt_1")
		if got := bff.ErrorDisplayMessage(err); got != want {
			t.Errorf("%s: display message = %q, want %q", lang, got, want)
		}
		if bff.ErrorCode(err) != bff.CodeUnavailable {
			t.Errorf("%s: code = %s, want unavailable", lang, bff.ErrorCode(err))
		}
	}
}

func TestRemove_anotherUsersTenderIsNotFound(t *testing.T) {
	f := newFake("sub-1", api.Tender{TenderID: "wt_1", Type: api.TenderCard, LastDigits: "4242", DisplayInWallet: true})
	w := &Wallet{Service: f}
	err := w.Remove(context.Background(), Request{UserID: "sub-2", Lang: bff.English}, "wt_1")
	if bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("error = %v, want not found", err)
	}
	if _, ok := f.find("sub-1", "wt_1"); !ok {
		t.Error("the first resident's tender was removed")
	}
}

func TestSetDefault_WAL13_leavesOneLastUsed(t *testing.T) {
	f := newFake("sub-1",
		api.Tender{TenderID: "wt_a", Type: api.TenderCard, IsLastUsed: true, DisplayInWallet: true},
		api.Tender{TenderID: "wt_b", Type: api.TenderBank, DisplayInWallet: true})
	w := &Wallet{Service: f}
	vs, err := w.SetDefault(context.Background(), Request{UserID: "sub-1"}, "wt_b")
	if err != nil {
		t.Fatal(err)
	}
	if len(vs) != 2 || vs[0].TenderID != "wt_b" || !vs[0].IsLastUsed || vs[1].IsLastUsed {
		t.Errorf("tenders = %+v, want wt_b first and the only last used", vs)
	}
}

func TestRename_nicknameBecomesTheName(t *testing.T) {
	f := newFake("sub-1", api.Tender{TenderID: "wt_a", Type: api.TenderCard, CardBrand: "Visa", DisplayInWallet: true})
	w := &Wallet{Service: f}
	v, err := w.Rename(context.Background(), Request{UserID: "sub-1"}, "wt_a", "Travel")
	if err != nil || v.Name != "Travel" || v.Nickname != "Travel" {
		t.Errorf("renamed = %+v, %v", v, err)
	}
	v, err = w.Rename(context.Background(), Request{UserID: "sub-1"}, "wt_a", "")
	if err != nil || v.Name != "Visa Card" || v.Nickname != "" {
		t.Errorf("cleared = %+v, %v", v, err)
	}
}

func TestAdd_aDeclaredTypeOtherThanTheTokensIsRefusedAndNotKept(t *testing.T) {
	f := newFake("sub-1")
	w := &Wallet{Service: f}
	_, err := w.Add(context.Background(), Request{UserID: "sub-1"}, AddInput{Token: "tndr_x", Type: api.TenderCard, UserName: "Pat"}, "k1")
	if bff.ErrorCode(err) != bff.CodeTenderMismatch {
		t.Errorf("error = %v, want tender_mismatch (the fake saves a bank account)", err)
	}
	if len(f.tenders["sub-1"]) != 0 {
		t.Errorf("tenders kept: %+v", f.tenders["sub-1"])
	}
	if f.saved[0].Type != api.TenderCard {
		t.Errorf("the declared type was not sent: %+v", f.saved[0])
	}
}

func TestAdd_aRefusedReplayOfASavedTokenWithAnotherTypeRemovesNothing(t *testing.T) {
	f := newFake("sub-1")
	w := &Wallet{Service: f}
	first, err := w.Add(context.Background(), Request{UserID: "sub-1"}, AddInput{Token: "tndr_x", Type: api.TenderBank, UserName: "Pat"}, "k1")
	if err != nil {
		t.Fatal(err)
	}
	_, err = w.Add(context.Background(), Request{UserID: "sub-1"}, AddInput{Token: "tndr_x", Type: api.TenderCard, UserName: "Pat"}, "k2")
	if bff.ErrorCode(err) != bff.CodeTenderMismatch {
		t.Errorf("the replay as a card: %v, want tender_mismatch", err)
	}
	if ts := f.tenders["sub-1"]; len(ts) != 1 || ts[0].TenderID != first.TenderID {
		t.Errorf("tenders after the replay: %+v, want the first one kept", ts)
	}
}

func TestClaim_ROLE21_aGuestCannotClaim(t *testing.T) {
	f := newFake("sub-1")
	w := &Wallet{Service: f}
	c := Claimable{Token: "tndr_paid", GuestID: "anon-1", Type: api.TenderCard, CardBrand: "Visa", LastDigits: "1111"}
	_, err := w.Claim(context.Background(), Request{UserID: "anon-2"}, c, ClaimInput{CardOnFileDisclosure: true}, "k1")
	if bff.ErrorCode(err) != bff.CodeSignInRequired {
		t.Errorf("error = %v, want sign_in_required", err)
	}
	if len(f.claims) != 0 {
		t.Error("the wallet was asked to claim for a guest")
	}
}

func TestClaim_needsTheCardOnFileDisclosureAndMovesFromTheGuest(t *testing.T) {
	f := newFake("sub-1")
	paid := time.Date(2026, 7, 15, 12, 0, 0, 0, time.UTC)
	w := &Wallet{Service: f, Now: func() time.Time { return paid.Add(time.Minute) }}
	c := Claimable{Token: "tndr_paid", GuestID: "anon-1", Type: api.TenderCard, CardBrand: "Visa", LastDigits: "1111",
		PaidAt: paid, Email: "pat@example.com"}
	if _, err := w.Claim(context.Background(), Request{UserID: "sub-1"}, c, ClaimInput{Email: "pat@example.com"}, "k1"); bff.ErrorCode(err) != bff.CodeUnprocessable {
		t.Errorf("without the disclosure: %v, want unprocessable", err)
	}
	v, err := w.Claim(context.Background(), Request{UserID: "sub-1"}, c,
		ClaimInput{CardOnFileDisclosure: true, Nickname: "Kept", Email: "pat@example.com"}, "k1")
	if err != nil || v.TenderID != "wt_claimed" {
		t.Fatalf("claim = %+v, %v", v, err)
	}
	if got := f.claims[0]; got.OldUserID != "anon-1" || got.NewUserID != "sub-1" || !got.CardOnFileDisclosure || got.Nickname != "Kept" {
		t.Errorf("claim request = %+v", got)
	}
	if cv := c.View(bff.Spanish); cv.Name != "Tarjeta Visa" || cv.LastDigits != "1111" {
		t.Errorf("claimable view = %+v", cv)
	}
}

func TestSaveAfterPayment_ROLE07_savesTheCartsTokenForTheResident(t *testing.T) {
	f := newFake("sub-1")
	w := &Wallet{Service: f}
	v, err := w.SaveAfterPayment(context.Background(), Request{UserID: "sub-1", Lang: bff.English},
		SaveInput{Token: "tndr_paid", CartID: "cart-1", Nickname: "Mine", UserName: "Pat"}, "save-k")
	if err != nil || v.Name != "Mine" {
		t.Fatalf("saved = %+v, %v", v, err)
	}
	if s := f.saved[0]; s.Token != "tndr_paid" || s.CartID != "cart-1" || !s.CardOnFileDisclosure {
		t.Errorf("save request = %+v", s)
	}
	_, err = w.SaveAfterPayment(context.Background(), Request{UserID: "anon-1"}, SaveInput{Token: "tndr_x"}, "k")
	if bff.ErrorCode(err) != bff.CodeSignInRequired {
		t.Errorf("a guest's save: %v, want sign_in_required (ROLE-21)", err)
	}
}

func TestRefusal_keepsUnavailableAsItIs(t *testing.T) {
	down := &bff.Error{Code: bff.CodeUnavailable, Message: "down"}
	if err := refusal(down, bff.English, texts.TenderNotSaved); !errors.Is(err, down) {
		t.Errorf("refusal(unavailable) = %v", err)
	}
}
