package wallet

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/payhub/payhub/bff"
	api "github.com/payhub/payhub/bff/upstream/wallet"
)

func paymentWallet(ts ...api.Tender) (*Wallet, *fakeService) {
	f := newFake("sub-1", ts...)
	return &Wallet{Service: f, Now: func() time.Time { return july2026 }}, f
}

var resident = Request{Client: "sunshine", Site: "demo", UserID: "sub-1", Lang: bff.English}

func TestForPayment_ROLE08_authorisedFirstExceptACardWithAVaultToken(t *testing.T) {
	cases := []struct {
		name   string
		tender api.Tender
		want   bool
	}{
		{"a card without a vault token", api.Tender{TenderID: "wt_1", Type: api.TenderCard, CardBrand: "Visa"}, true},
		{"a card with a vault token", api.Tender{TenderID: "wt_1", Type: api.TenderCard, WarehouseToken: "wh_1"}, false},
		{"a bank account, even with a vault token", api.Tender{TenderID: "wt_1", Type: api.TenderBank, WarehouseToken: "wh_1"}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.tender.DisplayInWallet = true
			w, f := paymentWallet(c.tender)
			pt, err := w.ForPayment(context.Background(), resident, PaymentRequest{TenderID: "wt_1", CartID: "cart-1"})
			if err != nil {
				t.Fatal(err)
			}
			if len(f.validates) != 1 || f.validates[0].Authorize != c.want || pt.Authorized != c.want {
				t.Errorf("validates = %+v, authorized %v; want authorize=%v", f.validates, pt.Authorized, c.want)
			}
			v := f.validates[0]
			if v.CartID != "cart-1" || v.Client != "sunshine" || v.Site != "demo" {
				t.Errorf("validate request = %+v, want the cart and site", v)
			}
			if pt.Token != "tndr_fromwallet" || pt.Type != c.tender.Type {
				t.Errorf("payment tender = %+v", pt)
			}
		})
	}
}

func TestForPayment_anExpiredCardIsRefusedBeforeTheWalletIsAsked(t *testing.T) {
	w, f := paymentWallet(api.Tender{TenderID: "wt_1", Type: api.TenderCard, CardExpirationMonth: 6, CardExpirationYear: 2026, DisplayInWallet: true})
	_, err := w.ForPayment(context.Background(), resident, PaymentRequest{TenderID: "wt_1", CartID: "cart-1"})
	if bff.ErrorCode(err) != bff.CodeUnprocessable || len(f.validates) != 0 {
		t.Errorf("error = %v, validates %d; want unprocessable and no validate", err, len(f.validates))
	}
}

func TestForPayment_anotherResidentsTenderIsNotFound(t *testing.T) {
	w, f := paymentWallet(api.Tender{TenderID: "wt_1", Type: api.TenderCard, DisplayInWallet: true})
	_, err := w.ForPayment(context.Background(), Request{UserID: "sub-2", Lang: bff.English}, PaymentRequest{TenderID: "wt_1", CartID: "c"})
	if bff.ErrorCode(err) != bff.CodeNotFound || len(f.validates) != 0 {
		t.Errorf("error = %v, validates %d; want not found and no validate", err, len(f.validates))
	}
}

func TestForPayment_aDeclaredTypeOtherThanTheSavedTendersIsAMismatch(t *testing.T) {
	w, f := paymentWallet(api.Tender{TenderID: "wt_1", Type: api.TenderCard, DisplayInWallet: true})
	_, err := w.ForPayment(context.Background(), resident, PaymentRequest{TenderID: "wt_1", CartID: "c", DeclaredType: api.TenderBank})
	if bff.ErrorCode(err) != bff.CodeTenderMismatch || !errors.Is(err, ErrDeclaredType) || len(f.validates) != 0 {
		t.Errorf("error = %v; want tender_mismatch with ErrDeclaredType, before any validate", err)
	}
}

func TestForPayment_aSavedPayPalTenderIsRefusedUnlessTheCartTakesIt(t *testing.T) {
	w, f := paymentWallet(api.Tender{TenderID: "wt_pp", Type: api.TenderPayPal, DisplayInWallet: true})
	_, err := w.ForPayment(context.Background(), resident, PaymentRequest{TenderID: "wt_pp", CartID: "c"})
	if bff.ErrorCode(err) != bff.CodeUnprocessable || len(f.validates) != 0 {
		t.Errorf("error = %v; want unprocessable before any validate", err)
	}
	w.PayPalAtCheckOut = true
	if _, err := w.ForPayment(context.Background(), resident, PaymentRequest{TenderID: "wt_pp", CartID: "c"}); err != nil {
		t.Errorf("with PayPal at check-out: %v", err)
	}
}

func TestForPayment_aRefusedAuthorisationPassesThroughAs402(t *testing.T) {
	w, f := paymentWallet(api.Tender{TenderID: "wt_1", Type: api.TenderCard, DisplayInWallet: true})
	f.fail["validate"] = statusErr(http.StatusPaymentRequired, api.CodeAuthorizationRefused, "declined: insufficient_funds")
	_, err := w.ForPayment(context.Background(), resident, PaymentRequest{TenderID: "wt_1", CartID: "c"})
	if status(err) != http.StatusPaymentRequired {
		t.Errorf("error = %v; want the wallet's 402", err)
	}
}

func TestTokenExpiry_API76_readsTheJWTsExpiry(t *testing.T) {
	exp := time.Date(2026, 7, 15, 12, 15, 0, 0, time.UTC)
	tok, err := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.RegisteredClaims{ExpiresAt: jwt.NewNumericDate(exp)}).
		SignedString([]byte("0123456789abcdef0123456789abcdef"))
	if err != nil {
		t.Fatal(err)
	}
	if got := TokenExpiry(tok, july2026); !got.Equal(exp) {
		t.Errorf("TokenExpiry = %v, want %v", got, exp)
	}
	if got := TokenExpiry("not-a-jwt", july2026); !got.Equal(july2026.Add(TokenLifetime)) {
		t.Errorf("TokenExpiry of an unreadable token = %v, want now + 15 min", got)
	}
}

func TestFrames_API77_framesBoundToTheResident(t *testing.T) {
	w, f := paymentWallet()
	w.WalletOrigin, w.Env = "http://127.0.0.1:8091", bff.EnvDev
	f.userToken = api.UserTokenResponse{EwalletToken: "ew.card", BankEwalletToken: "ew.bank", ExpiresAt: "2026-07-15T12:15:00Z"}
	v, err := w.Frames(context.Background(), resident, FramesRequest{Origin: "http://localhost:8080"})
	if err != nil {
		t.Fatal(err)
	}
	if v.Origin != w.WalletOrigin || v.ExpiresAt != "2026-07-15T12:15:00Z" {
		t.Errorf("frames = %+v", v)
	}
	u, err := url.Parse(v.CardInputURL)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	if u.Path != "/card-input/" || q.Get("type") != "card" || q.Get("token") != "ew.card" || q.Get("v") != "3" || q.Get("env") != "dev" {
		t.Errorf("card input URL = %s (API-75: env, type, token and v=3)", v.CardInputURL)
	}
	if b, _ := url.Parse(v.BankInputURL); b.Query().Get("token") != "ew.bank" || b.Query().Get("type") != "bank" {
		t.Errorf("bank input URL = %s", v.BankInputURL)
	}
}
