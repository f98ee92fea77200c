package wallet

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/payhub/payhub/bff"
	upstream "github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox/internal/respond"
	"github.com/payhub/payhub/sandbox/processor"
)

// validate answers POST /tenders/{id}/validate (API-71, WAL-13): a new
// single-use tender token of the cart cart_id (client, site) that stands
// for the saved tender, with its type, brand, last digits, expiry and
// outcome, so that the cart's own check-out charges it with every rule
// applying from the tender's real type and brand. An expired card is
// refused; with authorize, so is a tender the processor would not approve
// (ROLE-08): 402 authorization_refused, the outcome in the message.
func (s *tenderService) validate(w http.ResponseWriter, r *http.Request) {
	user, err := userOf(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var req upstream.ValidateRequest
	if err := respond.Decode(w, r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	req.CartID, req.Client, req.Site = strings.TrimSpace(req.CartID), strings.TrimSpace(req.Client), strings.TrimSpace(req.Site)
	if req.CartID == "" || req.Client == "" || req.Site == "" {
		s.fail(w, r, bff.Errorf(bff.CodeInvalid, "Name the cart, client and site (cart_id, client, site)."))
		return
	}
	ctx := r.Context()
	t, err := s.wallet.StoredTender(ctx, user, r.PathValue("id"))
	if err == nil && !t.DisplayInWallet && strings.TrimSpace(req.ScheduledPlanID) == "" {
		// A tender kept out of the wallet list (staff entered it for the
		// payer's scheduled payments, ROLE-18) pays nothing else: to a
		// check-out it is no tender of the user's at all.
		s.logger.InfoContext(ctx, "hidden tender refused outside a scheduled payment", "tender", t.TenderID)
		err = bff.Errorf(bff.CodeNotFound, "No such saved payment method.")
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	now := s.now()
	switch {
	case t.Type == upstream.TenderCard && Expired(t.CardExpirationMonth, t.CardExpirationYear, now):
		s.refuse(w, r, t, processor.ExpiredCard)
		return
	case req.Authorize && t.Outcome != processor.Approved:
		s.refuse(w, r, t, t.Outcome)
		return
	}
	tok := Tender{Token: NewToken(), Type: t.Type, CardBrand: t.CardBrand, LastDigits: t.LastDigits,
		BankAccountType: t.BankAccountType, Outcome: t.Outcome, CartID: req.CartID,
		Client: strings.ToLower(req.Client), Site: strings.ToLower(req.Site), UserID: user,
		BankRoutingNumber: t.BankRoutingNumber, HolderName: t.UserName, StoredTenderID: t.TenderID, CreatedAt: now}
	if t.Type == upstream.TenderCard {
		tok.Expiry = expiryOf(t.CardExpirationMonth, t.CardExpirationYear)
	}
	if err := s.wallet.SaveTender(ctx, tok); err != nil {
		s.fail(w, r, err)
		return
	}
	s.logger.InfoContext(ctx, "saved tender validated for a cart", "tender", t.TenderID, "cart", req.CartID,
		"authorized", req.Authorize)
	respond.JSON(w, http.StatusOK, upstream.ValidateResponse{Token: tok.Token, Type: tok.Type, CardBrand: tok.CardBrand,
		LastDigits: tok.LastDigits, Expiry: tok.Expiry, BankAccountType: tok.BankAccountType})
}

// refuse answers a validate whose tender cannot pay: 402
// authorization_refused whose message is the outcome code, as the cart
// service's payment_declined carries it.
func (s *tenderService) refuse(w http.ResponseWriter, r *http.Request, t StoredTender, outcome string) {
	s.logger.InfoContext(r.Context(), "saved tender refused", "tender", t.TenderID, "outcome", outcome)
	respond.JSON(w, http.StatusPaymentRequired, respond.ErrorBody{Error: respond.ErrorDetail{
		Code:    upstream.CodeAuthorizationRefused,
		Message: outcome,
	}})
}

// expiryOf writes a card's expiry as MM/YY.
func expiryOf(month, year int) string { return fmt.Sprintf("%02d/%02d", month, year%100) }
