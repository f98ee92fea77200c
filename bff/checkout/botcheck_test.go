package checkout

import (
	"context"
	"errors"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/botcheck"
	"github.com/payhub/payhub/bff/screen/screentest"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// fakeVerifier passes the token "pass" and records the address it saw.
type fakeVerifier struct{ remoteIP string }

func (f *fakeVerifier) Verify(_ context.Context, token, remoteIP string) error {
	f.remoteIP = remoteIP
	if token != "pass" {
		return botcheck.Refusal(botcheck.MsgChallengeFailed, errors.New("refused"))
	}
	return nil
}

// errReachedCart proves a command got past the challenge to the cart service.
var errReachedCart = errors.New("reached the cart service")

func botCheckout(enabled bool, v botcheck.Verifier) *Checkout {
	cfg := screentest.Config{SiteFunc: func(context.Context, string, string) (siteconfig.Site, error) {
		return siteconfig.Site{BotCheck: siteconfig.BotCheck{Enabled: enabled, SiteKey: "k"}}, nil
	}}
	reached := func(context.Context, string, string, string) (cart.Cart, error) { return cart.Cart{}, errReachedCart }
	charge := func(context.Context, string, string, string, cart.CheckOutRequest, string, bff.Language) (cart.CheckOutResponse, error) {
		return cart.CheckOutResponse{}, errReachedCart
	}
	return &Checkout{Config: cfg, Carts: fakeCarts{get: reached, checkOut: charge}, BotCheck: v}
}

var botGuest = Guest{Client: "sunshine", Site: "demo", CartID: "c1"}

func TestCheckOut_ERR_botChallengeFailure_isRefusedBeforeTheCartService(t *testing.T) {
	for _, tc := range []struct {
		name, token string
		lang        bff.Language
		display     string
	}{
		{"no token", "", bff.English, "Failed Turnstile Challenge"},
		{"bad token", "sandbox-fail", bff.Spanish, "Falló la verificación de Turnstile"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := CheckOutInput{BotChallenge: BotChallenge{BotToken: tc.token, RemoteIP: "203.0.113.7"}}
			_, err := botCheckout(true, &fakeVerifier{}).CheckOut(t.Context(), botGuest, in, "key-12345678", tc.lang)
			if bff.ErrorCode(err) != bff.CodeForbidden || bff.ErrorMessage(err) != botcheck.MsgChallengeFailed ||
				bff.ErrorDisplayMessage(err) != tc.display {
				t.Fatalf("CheckOut = %v, want forbidden %q", err, tc.display)
			}
		})
	}
}

func TestCheckOut_passedChallengeReachesTheCartServiceWithThePayersAddress(t *testing.T) {
	v := &fakeVerifier{}
	in := CheckOutInput{BotChallenge: BotChallenge{BotToken: "pass", RemoteIP: "203.0.113.7"}}
	if _, err := botCheckout(true, v).CheckOut(t.Context(), botGuest, in, "key-12345678", bff.English); !errors.Is(err, errReachedCart) {
		t.Fatalf("CheckOut = %v, want the cart service reached", err)
	}
	if v.remoteIP != "203.0.113.7" {
		t.Errorf("verifier saw %q", v.remoteIP)
	}
}

func TestCheckOut_siteWithoutTheChallengeIsNotVerified(t *testing.T) {
	if _, err := botCheckout(false, nil).CheckOut(t.Context(), botGuest, CheckOutInput{}, "key-12345678", bff.English); !errors.Is(err, errReachedCart) {
		t.Fatalf("CheckOut = %v, want the cart service reached", err)
	}
}

func TestCheckOut_enabledChallengeWithoutAVerifierIsNotProperlyInitialized(t *testing.T) {
	in := CheckOutInput{BotChallenge: BotChallenge{BotToken: "pass"}}
	_, err := botCheckout(true, nil).CheckOut(t.Context(), botGuest, in, "key-12345678", bff.English)
	if bff.ErrorCode(err) != bff.CodeForbidden || bff.ErrorMessage(err) != botcheck.MsgNotInitialized {
		t.Fatalf("CheckOut = %v, want forbidden %q", err, botcheck.MsgNotInitialized)
	}
}

func TestCapturePayPalOrder_badChallengeIsRefusedBeforeTheCartService(t *testing.T) {
	w := &Wallets{Checkout: botCheckout(true, &fakeVerifier{})}
	_, err := w.CapturePayPalOrder(t.Context(), botGuest, CaptureInput{OrderID: "o1"}, "key-12345678", bff.English)
	if bff.ErrorCode(err) != bff.CodeForbidden {
		t.Fatalf("CapturePayPalOrder = %v, want forbidden", err)
	}
}

func TestCreatePayPalOrder_badChallengeIsRefusedBeforeTheCartService(t *testing.T) {
	w := &Wallets{Checkout: botCheckout(true, &fakeVerifier{})}
	_, err := w.CreatePayPalOrder(t.Context(), botGuest, PayPalInput{Brand: "paypal"}, bff.English)
	if bff.ErrorCode(err) != bff.CodeForbidden {
		t.Fatalf("CreatePayPalOrder = %v, want forbidden", err)
	}
}
