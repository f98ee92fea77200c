package account

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/auth"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// RelyingParty is what sign-in needs of the login service (bff/auth.RP).
type RelyingParty interface {
	AuthURL(ctx context.Context, f auth.Flow, d auth.Display) (string, error)
	Exchange(ctx context.Context, f auth.Flow, code string) (auth.Identity, error)
	ExchangeToken(ctx context.Context, clientID, subjectToken string) (auth.Identity, error)
}

// CartClaimer hands a guest's cart to the user who signed in.
type CartClaimer interface {
	Claim(ctx context.Context, client, site, cartID, userID string) (cart.Cart, error)
}

// SignIn starts and finishes a resident's sign-in at the login service
// (spec 000 §6) and hands the guest's carts to the signed-in user.
type SignIn struct {
	Config screen.Config
	RP     RelyingParty
	Carts  CartClaimer
	Logger *slog.Logger
	// Now is the clock of the flows; default time.Now.
	Now func() time.Time
}

func (s *SignIn) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// Start begins a sign-in on a site that offers it, returning the flow to
// keep in the browser's session and the login service's page to send the
// browser to. ui is the stored default locale (spec 001 §7).
func (s *SignIn) Start(ctx context.Context, client, site string, ui bff.Language, returnTo, redirectURL string) (auth.Flow, string, error) {
	st, err := s.Config.Site(ctx, client, site)
	if err != nil {
		return auth.Flow{}, "", err
	}
	if !st.Login.Meta.Enabled {
		return auth.Flow{}, "", &bff.Error{Code: bff.CodeLoginDisabled,
			Message: texts.Message(texts.LoginDisabled, bff.English), DisplayMessage: texts.Message(texts.LoginDisabled, ui)}
	}
	f := auth.NewFlow(client, site, returnTo, s.now())
	f.RedirectURL = redirectURL
	to, err := s.RP.AuthURL(ctx, f, auth.Display{
		Client: client, Site: site, ClientDisplay: st.PayHub.ClientTitle, SiteDisplay: site,
		LogoURL: st.PayHub.ClientLogo, EmailParamSite: client + "/" + site, UILocales: string(ui),
	})
	if err != nil {
		return auth.Flow{}, "", bff.Wrap(err, bff.CodeUnavailable, texts.Message(texts.LoginUnavailable, bff.English))
	}
	return f, to, nil
}

// Finish redeems the callback's code for the flow and returns who signed in.
func (s *SignIn) Finish(ctx context.Context, f auth.Flow, code string) (auth.Identity, error) {
	if f.Expired(s.now()) {
		return auth.Identity{}, bff.Errorf(bff.CodeLoginInvalidToken, "This sign-in took too long. Please sign in again.")
	}
	id, err := s.RP.Exchange(ctx, f, code)
	return id, signInFailure(err)
}

// signInFailure is the error a refused sign-in answers, nil for none.
func signInFailure(err error) error {
	if err == nil {
		return nil
	}
	code := bff.CodeLoginInvalidToken
	if errors.Is(err, context.DeadlineExceeded) {
		// ERR-39: "Reaching the Login Service timed out."
		code = bff.CodeTimeout
	}
	return bff.Wrap(err, code, "The sign-in could not be completed. Please sign in again.")
}

// ExchangeHostToken signs a resident in on an embedded public site (spec
// 000 §6: "external authentication with a token-exchange client"; ROLE-15,
// LOGIN-11): the host page's token, whose issuer the caller has checked
// against the site's list (LOGIN-04), is exchanged at the login service by
// the site's token-exchange client, and the resident its ID token names is
// who signed in. Only embedded public sites with sign-in on do this.
func (s *SignIn) ExchangeHostToken(ctx context.Context, client, site, token string, ui bff.Language) (auth.Identity, error) {
	st, err := s.Config.Site(ctx, client, site)
	if err != nil {
		return auth.Identity{}, err
	}
	if !st.Login.Meta.Enabled {
		return auth.Identity{}, &bff.Error{Code: bff.CodeLoginDisabled,
			Message: texts.Message(texts.LoginDisabled, bff.English), DisplayMessage: texts.Message(texts.LoginDisabled, ui)}
	}
	if st.Mode != siteconfig.ModeEmbeddedPublic || st.Login.TokenExchangeClientID == "" {
		return auth.Identity{}, bff.Errorf(bff.CodeLoginInvalidToken, "This site does not sign residents in from its host page.")
	}
	id, err := s.RP.ExchangeToken(ctx, st.Login.TokenExchangeClientID, token)
	return id, signInFailure(err)
}

// ClaimCarts gives each of the guest's carts (by "client/site") to userID,
// so that the cart follows the resident after sign-in. A cart that cannot
// be claimed stays the guest's: the failure is logged, never fatal.
func (s *SignIn) ClaimCarts(ctx context.Context, carts map[string]string, userID string) {
	for key, cartID := range carts {
		client, site, ok := strings.Cut(key, "/")
		if !ok || cartID == "" {
			continue
		}
		if _, err := s.Carts.Claim(ctx, client, site, cartID, userID); err != nil && s.Logger != nil {
			s.Logger.WarnContext(ctx, "guest cart not claimed at sign-in", "client", client, "site", site, "err", err)
		}
	}
}
