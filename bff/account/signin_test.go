package account

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/auth"
	"github.com/payhub/payhub/bff/screen/screentest"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

type fakeRP struct {
	display  auth.Display
	exchange func(auth.Flow, string) (auth.Identity, error)
	// exchangeToken plays the token exchange (nil: never called).
	exchangeToken func(clientID, token string) (auth.Identity, error)
}

func (f *fakeRP) ExchangeToken(_ context.Context, clientID, token string) (auth.Identity, error) {
	return f.exchangeToken(clientID, token)
}

func (f *fakeRP) AuthURL(_ context.Context, fl auth.Flow, d auth.Display) (string, error) {
	f.display = d
	return "http://login.test/authorize?state=" + fl.State, nil
}

func (f *fakeRP) Exchange(_ context.Context, fl auth.Flow, code string) (auth.Identity, error) {
	return f.exchange(fl, code)
}

type claimFunc func(ctx context.Context, client, site, cartID, userID string) (cart.Cart, error)

func (f claimFunc) Claim(ctx context.Context, client, site, cartID, userID string) (cart.Cart, error) {
	return f(ctx, client, site, cartID, userID)
}

func loginSite(enabled bool) screentest.Config {
	cfg := screentest.OKConfig()
	cfg.SiteFunc = func(_ context.Context, client, site string) (siteconfig.Site, error) {
		st := siteconfig.Site{Client: client, Site: site, Enabled: true}
		st.Login.Meta.Enabled = enabled
		st.PayHub.ClientTitle = "Sunshine County"
		st.PayHub.ClientLogo = "https://example.org/logo.png"
		return st, nil
	}
	return cfg
}

func TestSignInStart_LOGIN13_theDisplayParametersComeFromTheSite(t *testing.T) {
	rp := &fakeRP{}
	s := &SignIn{Config: loginSite(true), RP: rp}
	f, to, err := s.Start(context.Background(), "sunshine", "demo", bff.Spanish, "/sunshine/demo/home", "http://bff/cb")
	if err != nil || !strings.Contains(to, f.State) || f.RedirectURL != "http://bff/cb" {
		t.Fatalf("%v %s %+v", err, to, f)
	}
	want := auth.Display{Client: "sunshine", Site: "demo", ClientDisplay: "Sunshine County", SiteDisplay: "demo",
		LogoURL: "https://example.org/logo.png", EmailParamSite: "sunshine/demo", UILocales: "es"}
	if rp.display != want {
		t.Errorf("display %+v, want %+v", rp.display, want)
	}
}

func TestSignInStart_LOGIN07_aSiteWithLoginDisabledOffersNoSignIn(t *testing.T) {
	s := &SignIn{Config: loginSite(false), RP: &fakeRP{}}
	_, _, err := s.Start(context.Background(), "sunshine", "demo", bff.Spanish, "/", "http://bff/cb")
	var be *bff.Error
	if !errors.As(err, &be) || be.Code != bff.CodeLoginDisabled || !strings.Contains(be.DisplayMessage, "invitado") {
		t.Fatalf("err %v", err)
	}
}

func TestSignInFinish_ERR39_aLoginServiceTimeOutIsATimeout(t *testing.T) {
	rp := &fakeRP{exchange: func(auth.Flow, string) (auth.Identity, error) {
		return auth.Identity{}, context.DeadlineExceeded
	}}
	s := &SignIn{Config: loginSite(true), RP: rp}
	_, err := s.Finish(context.Background(), auth.NewFlow("a", "b", "/", time.Now()), "c")
	var be *bff.Error
	if !errors.As(err, &be) || be.Code != bff.CodeTimeout {
		t.Fatalf("err %v, want a timeout", err)
	}
}

func TestSignInFinish_anExpiredFlowIsRefusedWithoutCallingTheLoginService(t *testing.T) {
	called := false
	rp := &fakeRP{exchange: func(auth.Flow, string) (auth.Identity, error) { called = true; return auth.Identity{}, nil }}
	now := time.Now()
	s := &SignIn{Config: loginSite(true), RP: rp, Now: func() time.Time { return now }}
	_, err := s.Finish(context.Background(), auth.NewFlow("a", "b", "/", now.Add(-auth.FlowTTL-time.Second)), "c")
	if err == nil || called {
		t.Fatalf("err %v called %v", err, called)
	}
}

func TestSignInClaimCarts_everyGuestCartGoesToTheUserAndAFailureIsNotFatal(t *testing.T) {
	got := map[string]string{}
	claims := claimFunc(func(_ context.Context, client, site, cartID, userID string) (cart.Cart, error) {
		if cartID == "broken" {
			return cart.Cart{}, errors.New("cart service down")
		}
		got[client+"/"+site+"/"+cartID] = userID
		return cart.Cart{}, nil
	})
	s := &SignIn{Carts: claims}
	s.ClaimCarts(context.Background(), map[string]string{"sunshine/demo": "c1", "moonbeam/pay": "broken", "bad": "x"}, "user-1")
	if len(got) != 1 || got["sunshine/demo/c1"] != "user-1" {
		t.Errorf("claimed %v", got)
	}
}

// publicSite is a site of mode with sign-in enabled or not and the
// token-exchange client clientID.
func publicSite(mode string, enabled bool, clientID ...string) screentest.Config {
	cfg := loginSite(enabled)
	inner := cfg.SiteFunc
	cfg.SiteFunc = func(ctx context.Context, client, site string) (siteconfig.Site, error) {
		st, err := inner(ctx, client, site)
		st.Mode = mode
		st.Login.TokenExchangeClientID = "payhub-token-exchange"
		if len(clientID) > 0 {
			st.Login.TokenExchangeClientID = clientID[0]
		}
		return st, err
	}
	return cfg
}

func TestExchangeHostToken_ROLE15_anEmbeddedPublicSiteExchangesWithItsTokenExchangeClient(t *testing.T) {
	var asked []string
	rp := &fakeRP{exchangeToken: func(clientID, token string) (auth.Identity, error) {
		asked = append(asked, clientID, token)
		return auth.Identity{Subject: "usr_1", Email: "resident@example.com", EmailVerified: true}, nil
	}}
	s := &SignIn{Config: publicSite(siteconfig.ModeEmbeddedPublic, true), RP: rp}
	id, err := s.ExchangeHostToken(context.Background(), "starlight", "embedded", "county-jwt", bff.English)
	if err != nil || id.Subject != "usr_1" || len(asked) != 2 || asked[0] != "payhub-token-exchange" || asked[1] != "county-jwt" {
		t.Fatalf("%+v %v asked %v", id, err, asked)
	}
}

func TestExchangeHostToken_otherSitesAndSitesWithoutSignInExchangeNothing(t *testing.T) {
	rp := &fakeRP{exchangeToken: func(string, string) (auth.Identity, error) {
		t.Fatal("the login service was asked")
		return auth.Identity{}, nil
	}}
	for name, cfg := range map[string]screentest.Config{
		"homepage site":            publicSite(siteconfig.ModeHomepage, true),
		"login disabled":           publicSite(siteconfig.ModeEmbeddedPublic, false),
		"no token-exchange client": publicSite(siteconfig.ModeEmbeddedPublic, true, ""),
	} {
		s := &SignIn{Config: cfg, RP: rp}
		if _, err := s.ExchangeHostToken(context.Background(), "starlight", "embedded", "county-jwt", bff.Spanish); err == nil {
			t.Errorf("%s: signed in", name)
		}
	}
}

func TestExchangeHostToken_ERR39_aRefusalIsAnInvalidTokenAndATimeOutATimeout(t *testing.T) {
	for failure, want := range map[error]bff.Code{
		errors.New("invalid_request"): bff.CodeLoginInvalidToken,
		context.DeadlineExceeded:      bff.CodeTimeout,
	} {
		rp := &fakeRP{exchangeToken: func(string, string) (auth.Identity, error) { return auth.Identity{}, failure }}
		s := &SignIn{Config: publicSite(siteconfig.ModeEmbeddedPublic, true), RP: rp}
		_, err := s.ExchangeHostToken(context.Background(), "starlight", "embedded", "county-jwt", bff.English)
		if got := bff.ErrorCode(err); got != want {
			t.Errorf("%v: code %s, want %s", failure, got, want)
		}
	}
}
