package checkout

import (
	"context"
	"errors"
	"net/http"
	"regexp"
	"time"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/wallet"
)

// Paying with a saved tender, and saving a new one, at check-out (spec 000
// §6 ROLE-07, ROLE-08, ROLE-21; spec 001 §4 "Wallet").

// SaveTenderBudget bounds saving the tender after the payment: the money
// has moved by then, so a slow wallet must not hold the receipt.
const SaveTenderBudget = 10 * time.Second

// MaxNicknameLength bounds a saved tender's nickname.
const MaxNicknameLength = 30

// SavedTenders is what the check-out needs of the resident's wallet
// (bff/wallet.Wallet).
type SavedTenders interface {
	List(ctx context.Context, req wallet.Request) ([]wallet.TenderView, error)
	ForPayment(ctx context.Context, req wallet.Request, p wallet.PaymentRequest) (wallet.PaymentTender, error)
	SaveAfterPayment(ctx context.Context, req wallet.Request, in wallet.SaveInput, key string) (wallet.TenderView, error)
	MarkUsed(ctx context.Context, req wallet.Request, id string) error
}

// SaveTenderInput asks that the new card or bank account of a check-out be
// saved, with an optional nickname (ROLE-07).
type SaveTenderInput struct {
	Nickname string `json:"nickname,omitempty"`
}

// tenderID is the shape of a saved tender's id.
var tenderID = regexp.MustCompile(`^[A-Za-z0-9_-]{1,100}$`)

// validateSavedTender checks a tender naming a saved one: the wallet
// supplies its token, brand and last digits, so a request may leave them
// out; what it does declare must still be well formed.
func validateSavedTender(t TenderInput) error {
	invalid := func(msg string) error { return bff.Errorf(bff.CodeInvalid, "%s", msg) }
	switch {
	case !tenderID.MatchString(t.TenderID):
		return invalid("The saved payment method is not valid.")
	case t.Token != "":
		return invalid("Send either a saved payment method or new payment details, not both.")
	case t.Type != "" && t.Type != TenderCard && t.Type != TenderBank && t.Type != TenderPayPal:
		return invalid("The tender type must be card, bank or paypal.")
	case t.Source != SourceDirect:
		return invalid("A saved payment method has no source.")
	case !lastDigits.MatchString(t.LastDigits):
		return invalid("The last digits must be at most four digits.")
	case t.CardBrand != "" && !cardBrand.MatchString(t.CardBrand):
		return invalid("The card brand is not valid.")
	case utf8.RuneCountInString(t.UserName) > MaxNameLength:
		return invalid("The name must be at most 100 characters.")
	case t.BankAccountNumber != "":
		return invalid("Bank account numbers are entered only in the secure bank account form.")
	}
	return nil
}

// validate checks a request to save the check-out's tender: a new card or
// bank account typed into the card-input frame, with a nickname of at most
// 30 characters. A saved tender is saved already (422, displayed in
// lang).
func (st *SaveTenderInput) validate(t TenderInput, lang bff.Language) error {
	if st == nil {
		return nil
	}
	switch {
	case t.TenderID != "":
		return texts.Error(bff.CodeUnprocessable, texts.TenderAlreadySaved, lang, nil)
	case t.Source != SourceDirect:
		return bff.Errorf(bff.CodeInvalid, "Only a card or bank account entered here can be saved.")
	case utf8.RuneCountInString(st.Nickname) > MaxNicknameLength:
		return bff.Errorf(bff.CodeInvalid, "The nickname must be at most %d characters.", MaxNicknameLength)
	}
	return nil
}

// walletRequest names the resident of g's check-out to the wallet.
func walletRequest(g Guest, lang bff.Language) wallet.Request {
	return wallet.Request{Client: g.Client, Site: g.Site, UserID: g.UserID, Lang: lang}
}

// savedTendersAllowed refuses, before anything is charged, a check-out
// that names a saved tender or asks to save one for a guest (ROLE-21), or
// on a BFF built without the wallet.
func (s *Checkout) savedTendersAllowed(g Guest, in CheckOutInput, lang bff.Language) error {
	if in.Tender.TenderID == "" && in.SaveTender == nil {
		return nil
	}
	if !bff.IsResident(g.UserID) {
		return texts.Error(bff.CodeSignInRequired, texts.TenderSignIn, lang, nil)
	}
	if s.SavedTenders == nil {
		return bff.Errorf(bff.CodeUnavailable, "Saved payment methods are not available.")
	}
	return nil
}

// payWithSaved readies the resident's saved tender t.TenderID to pay g's
// cart (ROLE-08: authorised first, but for a card with a vault token) and
// answers the tender that the cart service charges: the cart-bound token
// and the type, brand and last digits the wallet recorded, so fees,
// limits, allowed types and disabled brands apply from the real tender. A
// name the request leaves out is the saved tender's.
func (s *Checkout) payWithSaved(ctx context.Context, g Guest, t TenderInput, lang bff.Language) (TenderInput, error) {
	pt, err := s.SavedTenders.ForPayment(ctx, walletRequest(g, lang),
		wallet.PaymentRequest{TenderID: t.TenderID, CartID: g.CartID, DeclaredType: t.Type})
	if err != nil {
		return TenderInput{}, savedTenderError(err, lang)
	}
	t.Token, t.Type, t.CardBrand, t.LastDigits = pt.Token, pt.Type, pt.CardBrand, pt.LastDigits
	t.BankAccountType = pt.BankAccountType
	if t.UserName == "" {
		t.UserName = pt.UserName
	}
	if t.BillingAddress == nil && pt.BillingAddress != nil {
		a := pt.BillingAddress
		t.BillingAddress = &AddressInput{Name: t.UserName, Address1: a.Address1, Address2: a.Address2, City: a.City,
			State: a.State, PostalCode: a.PostalCode, Country: a.Country, IsBilling: true}
	}
	return t, nil
}

// savedTenderError answers a refused authorisation of a saved tender (402)
// like a decline, naming the processor's outcome; other errors pass.
func savedTenderError(err error, lang bff.Language) error {
	status, _ := statusCode(err)
	if status != http.StatusPaymentRequired || bff.ErrorCode(err) == CodePaymentDeclined {
		return err
	}
	var msg string
	var se *upstream.StatusError
	if errors.As(err, &se) {
		msg = se.Message
	}
	return texts.Error(CodePaymentDeclined, declineKey(msg), lang, err)
}

// afterPayment runs the wallet's steps that follow a successful payment;
// none of them fails the payment. A saved tender that paid becomes the
// resident's last used one (a failure is logged); a new tender the
// resident asked to save is saved (ROLE-07), its failure answered as
// tenderSaveError; a guest's new card or bank account is remembered for a
// claim after sign-in by the payer (its e-mail and payment time).
func (s *Checkout) afterPayment(ctx context.Context, g Guest, in CheckOutInput, t TenderInput, paid TenderView,
	key string, lang bff.Language, res *ReceiptResult) {
	switch {
	case in.Tender.TenderID != "":
		ctx, cancel := context.WithTimeout(ctx, SaveTenderBudget)
		defer cancel()
		if err := s.SavedTenders.MarkUsed(ctx, walletRequest(g, lang), in.Tender.TenderID); err != nil && s.Logger != nil {
			s.Logger.WarnContext(ctx, "saved tender not marked last used after payment", "error", err.Error())
		}
	case in.SaveTender != nil:
		ctx, cancel := context.WithTimeout(ctx, SaveTenderBudget)
		defer cancel()
		v, err := s.SavedTenders.SaveAfterPayment(ctx, walletRequest(g, lang), wallet.SaveInput{Token: t.Token, CartID: g.CartID,
			Nickname: in.SaveTender.Nickname, UserName: t.UserName, BillingAddress: walletAddress(t.BillingAddress)}, "save-"+key)
		if err != nil {
			if s.Logger != nil {
				s.Logger.WarnContext(ctx, "tender not saved after payment", "error", err.Error())
			}
			res.TenderSaveError = texts.Message(texts.TenderSaveFailed, lang)
			return
		}
		res.SavedTender = &v
	case !bff.IsResident(g.UserID) && t.Source == SourceDirect && (t.Type == TenderCard || t.Type == TenderBank):
		// The payer's e-mail and the time tie the offer to the payer
		// (wallet.ClaimWindow): the next resident of a shared browser is
		// not offered it.
		res.Claimable = &wallet.Claimable{Token: t.Token, GuestID: g.UserID, Type: paid.Type,
			CardBrand: paid.CardBrand, LastDigits: paid.LastDigits, PaidAt: s.clock().UTC(), Email: in.ExtraFields.Email}
	}
}

// walletAddress is a billing address as the wallet keeps it.
func walletAddress(a *AddressInput) *wallet.AddressView {
	if a == nil {
		return nil
	}
	return &wallet.AddressView{Address1: a.Address1, Address2: a.Address2, City: a.City, State: a.State,
		PostalCode: a.PostalCode, Country: a.Country}
}

// SavedTendersView is the check-out screen's savedTenders section: the
// signed-in resident's saved tenders, the last used first; none for a
// guest.
type SavedTendersView struct {
	Tenders []wallet.TenderView `json:"tenders"`
}

// savedTendersPart loads the savedTenders section beside the others: a
// wallet that fails fails this section alone, never the check-out screen.
func (s *Checkout) savedTendersPart(req CheckoutRequest) screen.Part {
	return screen.Part{Name: "savedTenders", Budget: WalletBudget, Load: func(ctx context.Context) (any, error) {
		if !req.Resident || !bff.IsResident(req.UserID) || s.SavedTenders == nil {
			return SavedTendersView{Tenders: []wallet.TenderView{}}, nil
		}
		ts, err := s.SavedTenders.List(ctx, walletRequest(req.Guest, req.Lang))
		if err != nil {
			return nil, err
		}
		return SavedTendersView{Tenders: ts}, nil
	}}
}
