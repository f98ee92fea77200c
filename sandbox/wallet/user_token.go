package wallet

import (
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	upstream "github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox/ewallet"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// userToken answers POST /user_token (API-77): e-wallet tokens of the user,
// one for the card input and one for the bank input, bound to no cart, for
// ewallet.TokenTTL. The page origin and the origins around it are checked
// as the cart's get_tokens checks them. A tender tokenized with them can
// only be saved for the user (POST /tenders), never charged on a cart.
func (s *tenderService) userToken(w http.ResponseWriter, r *http.Request) {
	user, err := userOf(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var req upstream.UserTokenRequest
	if err := respond.Decode(w, r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	page := strings.TrimSuffix(req.Origin, "/")
	ancestors := make([]string, 0, len(req.Ancestors))
	for _, a := range req.Ancestors {
		ancestors = append(ancestors, strings.TrimSuffix(a, "/"))
	}
	switch {
	case strings.TrimSpace(req.Client) == "" || strings.TrimSpace(req.Site) == "":
		s.fail(w, r, bff.Errorf(bff.CodeInvalid, "Name the client and site."))
		return
	case !isOrigin(page) || slices.ContainsFunc(ancestors, func(a string) bool { return !isOrigin(a) }):
		s.fail(w, r, bff.Errorf(bff.CodeInvalid, "The origin must be a page origin such as https://county.example."))
		return
	}
	expires := s.now().Add(ewallet.TokenTTL)
	tokens := map[string]string{}
	for _, kind := range []string{ewallet.KindCard, ewallet.KindBank} {
		tok, err := s.issuer.Issue(ewallet.Claims{Client: strings.ToLower(req.Client), Site: strings.ToLower(req.Site),
			Kind: kind, Origin: page, Ancestors: ancestors, UserID: user, ExpiresAt: expires})
		if err != nil {
			s.fail(w, r, err)
			return
		}
		tokens[kind] = tok
	}
	respond.JSON(w, http.StatusOK, upstream.UserTokenResponse{EwalletToken: tokens[ewallet.KindCard],
		BankEwalletToken: tokens[ewallet.KindBank], ExpiresAt: expires.UTC().Format(time.RFC3339)})
}
