package wallet

import (
	"context"
	"net/url"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/payhub/payhub/bff"
	api "github.com/payhub/payhub/bff/upstream/wallet"
)

// CardInputVersion is the card-input frame's protocol version (spec 000
// §7: the frame is loaded with v=3; API-75).
const CardInputVersion = "3"

// TokenLifetime is how long an e-wallet token whose expiry cannot be read
// is taken to live (spec 000 §9: card fields are cleared after 15
// minutes).
const TokenLifetime = 15 * time.Minute

// FrameURL is the card-input frame of tender type typ (card or bank) on
// the wallet host origin, under the e-wallet token (API-75: query env,
// type, token and v=3).
func FrameURL(origin string, env bff.Env, typ, token string, lang bff.Language) string {
	q := url.Values{
		"env":   {string(env)},
		"type":  {typ},
		"token": {token},
		"v":     {CardInputVersion},
		"lang":  {string(lang)},
	}
	return origin + "/card-input/?" + q.Encode()
}

// TokenExpiry is when the e-wallet token (a JWT, API-76) expires, read
// from its exp claim without verifying it: the BFF only tells the portal
// when to refresh its frames (WAL-17), the wallet host verifies the token.
// A token whose expiry cannot be read is taken to live TokenLifetime from
// now.
func TokenExpiry(token string, now time.Time) time.Time {
	var claims jwt.RegisteredClaims
	if _, _, err := jwt.NewParser().ParseUnverified(token, &claims); err == nil && claims.ExpiresAt != nil {
		return claims.ExpiresAt.UTC()
	}
	return now.Add(TokenLifetime).UTC()
}

// FramesRequest is the page that will host the resident's card-input
// frames: its origin and, for the embedded widget, the host page's.
type FramesRequest struct {
	Origin    string
	Ancestors []string
}

// FramesView tells the portal where to load the card-input frames and
// when their tokens expire (WAL-17).
type FramesView struct {
	Origin       string `json:"origin"`
	CardInputURL string `json:"cardInputUrl"`
	BankInputURL string `json:"bankInputUrl"`
	ExpiresAt    string `json:"expiresAt"` // RFC 3339
}

// Frames are card-input frames bound to the resident, not to a cart
// (API-77): for adding a card or bank account outside a check-out.
func (s *Wallet) Frames(ctx context.Context, req Request, fr FramesRequest) (FramesView, error) {
	tok, err := s.Service.UserToken(ctx, req.UserID, api.UserTokenRequest{Client: req.Client, Site: req.Site,
		Origin: fr.Origin, Ancestors: fr.Ancestors})
	if err != nil {
		return FramesView{}, err
	}
	exp := tok.ExpiresAt
	if _, perr := time.Parse(time.RFC3339, exp); perr != nil {
		exp = TokenExpiry(tok.EwalletToken, s.now()).Format(time.RFC3339)
	}
	return FramesView{
		Origin:       s.WalletOrigin,
		CardInputURL: FrameURL(s.WalletOrigin, s.Env, api.TenderCard, tok.EwalletToken, req.Lang),
		BankInputURL: FrameURL(s.WalletOrigin, s.Env, api.TenderBank, tok.BankEwalletToken, req.Lang),
		ExpiresAt:    exp,
	}, nil
}
