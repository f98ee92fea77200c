package wallet

import (
	"context"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	api "github.com/payhub/payhub/bff/upstream/wallet"
)

// Claimable is the tender a guest paid with, remembered in the guest's
// session so that, once signed in, the resident may keep it (spec 000 §6
// "claim tender"; API-68). Token is the tender token the guest's cart was
// paid with and GuestID the guest's anonymous user id it was tokenized
// for; neither is ever sent to the browser.
type Claimable struct {
	Token      string `json:"token"`
	GuestID    string `json:"guestId"`
	Type       string `json:"type"`
	CardBrand  string `json:"cardBrand,omitempty"`
	LastDigits string `json:"lastDigits"`
}

// ClaimableView is what the portal is told of a claimable tender.
type ClaimableView struct {
	Type       string `json:"type"`
	CardBrand  string `json:"cardBrand,omitempty"`
	LastDigits string `json:"lastDigits"`
	Name       string `json:"name"`
}

// View is c as the portal sees it, named per WAL-07 in lang.
func (c Claimable) View(lang bff.Language) ClaimableView {
	return ClaimableView{Type: c.Type, CardBrand: c.CardBrand, LastDigits: c.LastDigits,
		Name: Name("", c.Type, c.CardBrand, "", lang)}
}

// ClaimInput is the resident's answer to the offer to keep the tender:
// the card-on-file disclosure must be accepted.
type ClaimInput struct {
	CardOnFileDisclosure bool
	Nickname             string
}

// Claim moves the tender a guest paid with to the signed-in resident
// (API-68). The caller passes the session's claimable tender and only a
// signed-in resident's request (ROLE-21).
func (s *Wallet) Claim(ctx context.Context, req Request, c Claimable, in ClaimInput, key string) (TenderView, error) {
	if !bff.IsResident(req.UserID) {
		return TenderView{}, texts.Error(bff.CodeSignInRequired, texts.TenderSignIn, req.Lang, nil)
	}
	if !in.CardOnFileDisclosure {
		return TenderView{}, texts.Error(bff.CodeUnprocessable, texts.TenderDisclosure, req.Lang, nil)
	}
	t, err := s.Service.ClaimTender(ctx, c.Token, api.ClaimRequest{OldUserID: c.GuestID, NewUserID: req.UserID,
		CardOnFileDisclosure: true, Nickname: in.Nickname}, key)
	if err != nil {
		return TenderView{}, refusal(err, req.Lang, texts.TenderNotSaved)
	}
	return s.view(t, req.Lang)
}
