package wallet

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	api "github.com/payhub/payhub/bff/upstream/wallet"
)

// PaymentTender is a saved tender readied to pay one cart: a single-use
// tender token of the cart that stands for it, and its type, brand and
// last digits as the wallet recorded them, never as a request declared
// them.
type PaymentTender struct {
	TenderID        string
	Token           string
	Type            string
	CardBrand       string
	LastDigits      string
	BankAccountType string
	UserName        string
	BillingAddress  *AddressView
	// Authorized reports that the wallet authorised the tender with the
	// processor first (ROLE-08).
	Authorized bool
}

// NeedsAuthorization is ROLE-08: a saved tender is authorised before
// check-out, except a card that has a warehouse (vault) token. (A mobile
// wallet's card is never a saved tender: it pays with its own token.)
func NeedsAuthorization(t api.Tender) bool {
	return !(t.Type == api.TenderCard && t.WarehouseToken != "")
}

// PaymentRequest names the saved tender that is to pay the cart CartID,
// and the tender type the check-out declared ("" for none).
type PaymentRequest struct {
	TenderID     string
	CartID       string
	DeclaredType string
}

// ErrDeclaredType is in the chain of a check-out's refusal whose declared
// tender type is not its saved tender's: a conflict with the saved tender
// (409 tender_mismatch), not a malformed request.
var ErrDeclaredType = errors.New("the declared tender type is not the saved tender's")

// ForPayment readies the resident's saved tender p.TenderID to pay the cart
// p.CartID (API-71, ROLE-08). An unknown or another resident's tender,
// or one kept out of the wallet list, is not found; a declared type that is not the tender's is a mismatch; an
// expired card (WAL-11) is refused before the wallet is asked; so is a
// PayPal tender unless the cart service takes one (PayPalAtCheckOut). An
// authorisation the processor refused is the wallet's 402 error, passed
// through for the check-out to answer like a decline.
func (s *Wallet) ForPayment(ctx context.Context, req Request, p PaymentRequest) (PaymentTender, error) {
	id := p.TenderID
	t, err := s.find(ctx, req, id)
	if err != nil {
		return PaymentTender{}, err
	}
	switch {
	case !t.DisplayInWallet:
		// A tender kept out of the wallet list (staff entered it for the
		// payer's scheduled payments, ROLE-18) pays no check-out, even
		// from a wallet service that lists it.
		return PaymentTender{}, notFound(req.Lang, nil)
	case p.DeclaredType != "" && p.DeclaredType != t.Type:
		return PaymentTender{}, texts.Error(bff.CodeTenderMismatch, texts.TenderMismatch, req.Lang, ErrDeclaredType)
	case t.Type == api.TenderPayPal && !s.PayPalAtCheckOut:
		return PaymentTender{}, texts.Error(bff.CodeUnprocessable, texts.TenderPayPalNotHere, req.Lang, nil)
	case t.Type == api.TenderCard && IsExpired(t.CardExpirationMonth, t.CardExpirationYear, s.now()):
		return PaymentTender{}, texts.Error(bff.CodeUnprocessable, texts.TenderExpired, req.Lang, nil)
	}
	authorize := NeedsAuthorization(t)
	v, err := s.Service.Validate(ctx, req.UserID, id, api.ValidateRequest{CartID: p.CartID, Client: req.Client,
		Site: req.Site, Authorize: authorize})
	if err != nil {
		return PaymentTender{}, validateError(err, req.Lang)
	}
	if v.Type != t.Type {
		// The token must stand for the tender the resident chose.
		return PaymentTender{}, texts.Error(bff.CodeTenderMismatch, texts.TenderMismatch, req.Lang,
			fmt.Errorf("validate of a %s tender answered a %s token", t.Type, v.Type))
	}
	return PaymentTender{TenderID: id, Token: v.Token, Type: v.Type, CardBrand: v.CardBrand, LastDigits: v.LastDigits,
		BankAccountType: v.BankAccountType, UserName: t.UserName, BillingAddress: addressView(t.BillingAddress),
		Authorized: authorize}, nil
}

// validateError is a refused validate: not found as not found, an expired
// card as expired, a refused authorisation (402) as it is, for the caller
// to answer like a decline.
func validateError(err error, lang bff.Language) error {
	se := upstreamError(err)
	switch {
	case se == nil:
		return err
	case se.Status == http.StatusNotFound:
		return notFound(lang, err)
	case se.Status == http.StatusPaymentRequired:
		return err
	case strings.Contains(se.Code+" "+se.Message, "expired"):
		return texts.Error(bff.CodeUnprocessable, texts.TenderExpired, lang, err)
	case se.Status >= 400 && se.Status < 500:
		return texts.Error(bff.CodeUnprocessable, texts.TenderNotFound, lang, err)
	}
	return err
}

// SaveInput is a new card or bank account that paid the cart CartID, to be
// saved for the resident (ROLE-07).
type SaveInput struct {
	Token          string
	CartID         string
	Nickname       string
	UserName       string
	BillingAddress *AddressView
}

// SaveAfterPayment saves the tender that paid a cart (API-63). Saving the
// same token again answers the tender saved the first time.
func (s *Wallet) SaveAfterPayment(ctx context.Context, req Request, in SaveInput, key string) (TenderView, error) {
	if !bff.IsResident(req.UserID) {
		return TenderView{}, texts.Error(bff.CodeSignInRequired, texts.TenderSignIn, req.Lang, nil)
	}
	t, err := s.Service.SavePaymentInfo(ctx, req.UserID, api.SaveRequest{Token: in.Token, CartID: in.CartID,
		Nickname: in.Nickname, UserName: in.UserName, CardOnFileDisclosure: true,
		BillingAddress: wireAddress(in.BillingAddress)}, key)
	if err != nil {
		return TenderView{}, err
	}
	return s.view(t, req.Lang)
}

// MarkUsed makes the saved tender id the resident's last used one after
// it paid (WAL-13).
func (s *Wallet) MarkUsed(ctx context.Context, req Request, id string) error {
	_, err := s.Service.SetLastUsed(ctx, req.UserID, id)
	return err
}
