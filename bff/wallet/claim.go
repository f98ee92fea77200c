package wallet

import (
	"context"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	api "github.com/payhub/payhub/bff/upstream/wallet"
)

// ClaimWindow is how long after a guest's payment its payer may keep the
// card or bank account by signing in: a browser is often shared, and a
// tender offered for longer would reach whoever uses it next.
const ClaimWindow = 30 * time.Minute

// Claimable is the tender a guest paid with, remembered in the guest's
// session so that, once signed in, the resident may keep it (spec 000 §6
// "claim tender"; API-68). Token is the tender token the guest's cart was
// paid with and GuestID the guest's anonymous user id it was tokenized
// for; neither is ever sent to the browser. PaidAt and Email (the payer's
// e-mail of the check-out) tie the offer to the payer: only the resident
// with that verified e-mail, within ClaimWindow of PaidAt, may keep it.
type Claimable struct {
	Token      string    `json:"token"`
	GuestID    string    `json:"guestId"`
	Type       string    `json:"type"`
	CardBrand  string    `json:"cardBrand,omitempty"`
	LastDigits string    `json:"lastDigits"`
	PaidAt     time.Time `json:"paidAt"`
	Email      string    `json:"email"`
}

// PaidBy reports whether email is the payer's e-mail, in any letters'
// case; an empty one is no one's.
func (c Claimable) PaidBy(email string) bool {
	email = strings.TrimSpace(email)
	return email != "" && strings.EqualFold(strings.TrimSpace(c.Email), email)
}

// Expired reports whether the claim window of c is over at now. A record
// without a payment time (kept before the window existed) is expired.
func (c Claimable) Expired(now time.Time) bool {
	return c.PaidAt.IsZero() || !now.Before(c.PaidAt.Add(ClaimWindow))
}

// OfferedTo reports whether the resident with the verified e-mail may
// keep c at now: the payer, within the claim window.
func (c Claimable) OfferedTo(verifiedEmail string, now time.Time) bool {
	return c.PaidBy(verifiedEmail) && !c.Expired(now)
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

// Offer is the session's claimable tender c as offered to the signed-in
// resident with the verified e-mail email, named in lang; false when it
// is not theirs to keep (another payer's, or its window is over), and the
// session should forget it.
func (s *Wallet) Offer(c Claimable, email string, lang bff.Language) (ClaimableView, bool) {
	if !c.OfferedTo(email, s.now()) {
		return ClaimableView{}, false
	}
	return c.View(lang), true
}

// ClaimInput is the resident's answer to the offer to keep the tender:
// the card-on-file disclosure must be accepted. Email is the signed-in
// resident's verified e-mail, which must be the payer's.
type ClaimInput struct {
	CardOnFileDisclosure bool
	Nickname             string
	Email                string
}

// Claim moves the tender a guest paid with to the signed-in resident
// (API-68). The caller passes the session's claimable tender and only a
// signed-in resident's request (ROLE-21). A tender that is not the
// resident's to keep (Offer) is nothing to claim (404).
func (s *Wallet) Claim(ctx context.Context, req Request, c Claimable, in ClaimInput, key string) (TenderView, error) {
	if !bff.IsResident(req.UserID) {
		return TenderView{}, texts.Error(bff.CodeSignInRequired, texts.TenderSignIn, req.Lang, nil)
	}
	if !c.OfferedTo(in.Email, s.now()) {
		return TenderView{}, texts.Error(bff.CodeNotFound, texts.TenderNothingClaim, req.Lang, nil)
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
