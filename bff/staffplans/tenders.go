package staffplans

import (
	"context"
	"errors"
	"net/http"
	"net/mail"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/schedule"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream"
	walletapi "github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/bff/wallet"
)

// Wallet is the wallet service's client (bff/upstream/wallet.Client): its
// staff calls act with a member's token (ROLE-29).
type Wallet interface {
	Admin(token string) *walletapi.Admin
}

// Field names of a payer's refusals, as the console's form names them.
const (
	FieldPayerName  = "payer.name"
	FieldPayerEmail = "payer.email"
)

// FramesRequest asks for the card-input frames in which staff enter the
// payer's card or bank account on client's site; Origin is the console
// page's origin, the one page the frames talk to.
type FramesRequest struct {
	Client, Site string
	Payer        Payer
	Origin       string
	Lang         bff.Language
}

// Frames are the payer's card-input frames in adminFilling mode (ROLE-18),
// as the resident's wallet frames are answered, and the payer's name they
// show.
type Frames struct {
	wallet.FramesView
	PayerName string `json:"payerName"`
}

// TenderFrames are the card-input frames staff type the payer's card or
// bank account into (ROLE-18; ROLE-28: admin:schedpay:create or :write;
// SCHED-04, 05 as a plan's). The wallet finds the payer's account by
// e-mail and binds the frames' tokens to it, naming the member.
func (s *Service) TenderFrames(ctx context.Context, m Member, r FramesRequest) (Frames, error) {
	payer, err := s.checkTenderCall(ctx, m, r.Client, r.Site, r.Payer, r.Lang)
	if err != nil {
		return Frames{}, err
	}
	tok, err := s.Wallet.Admin(m.Token()).UserToken(ctx, walletapi.StaffUserTokenRequest{Client: r.Client, Site: r.Site,
		Origin: r.Origin, Payer: payer})
	if err != nil {
		s.logger().InfoContext(ctx, "staff frames refused", "staff", m.Who(), "error", err.Error())
		return Frames{}, walletRefusal(err, r.Lang)
	}
	exp := tok.ExpiresAt
	if _, perr := time.Parse(time.RFC3339, exp); perr != nil {
		exp = wallet.TokenExpiry(tok.EwalletToken, time.Now()).Format(time.RFC3339)
	}
	return Frames{PayerName: tok.PayerName, FramesView: wallet.FramesView{
		Origin:       s.WalletOrigin,
		CardInputURL: wallet.FrameURL(s.WalletOrigin, s.Env, walletapi.TenderCard, tok.EwalletToken, r.Lang),
		BankInputURL: wallet.FrameURL(s.WalletOrigin, s.Env, walletapi.TenderBank, tok.BankEwalletToken, r.Lang),
		ExpiresAt:    exp,
	}}, nil
}

// SaveTenderRequest is a tender token from a frame of TenderFrames, with
// what staff typed beside it (as the resident's wallet.AddInput).
type SaveTenderRequest struct {
	Client, Site   string
	Payer          Payer
	Token, Type    string
	UserName       string
	BillingAddress *wallet.AddressView
	Lang           bff.Language
}

// SaveTender keeps the payer's card or bank account staff typed in a frame
// of TenderFrames (ROLE-18) and answers it as POST /admin/schedpay/plans
// takes it. The wallet keeps it for the payer out of their wallet list,
// for the scheduled payments staff set up and nothing else. key is the
// request's Idempotency-Key, required; a token that is not of a frame
// staff opened for this payer is 422.
func (s *Service) SaveTender(ctx context.Context, m Member, key string, r SaveTenderRequest) (schedule.TenderSummary, error) {
	if !validKey(key) {
		return schedule.TenderSummary{}, bff.Errorf(bff.CodeInvalid, "Send an Idempotency-Key: the payment method is kept for payments.")
	}
	payer, err := s.checkTenderCall(ctx, m, r.Client, r.Site, r.Payer, r.Lang)
	if err != nil {
		return schedule.TenderSummary{}, err
	}
	var billing *walletapi.Address
	if a := r.BillingAddress; a != nil {
		billing = &walletapi.Address{Address1: a.Address1, Address2: a.Address2, City: a.City, State: a.State,
			PostalCode: a.PostalCode, Country: a.Country}
	}
	t, err := s.Wallet.Admin(m.Token()).SaveTender(ctx, key, walletapi.StaffSaveRequest{Client: r.Client, Site: r.Site,
		Payer: payer, Token: r.Token, Type: r.Type, UserName: r.UserName, BillingAddress: billing})
	if err != nil {
		s.logger().InfoContext(ctx, "staff tender refused", "staff", m.Who(), "error", err.Error())
		return schedule.TenderSummary{}, walletRefusal(err, r.Lang)
	}
	if t.Type != walletapi.TenderCard && t.Type != walletapi.TenderBank {
		return schedule.TenderSummary{}, texts.Error(bff.CodeUnprocessable, texts.ScheduleTenderType, r.Lang, nil)
	}
	s.logger().InfoContext(ctx, "staff tender saved", "staff", m.Who(), "tender_id", t.TenderID, "type", t.Type)
	desc := wallet.Name("", t.Type, t.CardBrand, t.BankAccountType, r.Lang)
	if t.LastDigits != "" {
		desc += " ending in " + t.LastDigits
	}
	return schedule.TenderSummary{TenderID: t.TenderID, Description: desc, Type: t.Type, LastDigits: t.LastDigits,
		CardBrand: t.CardBrand, BankAccountType: t.BankAccountType}, nil
}

// checkTenderCall is what both calls check before the wallet is asked:
// the scope (ROLE-28), the site (SCHED-04, 05) and the payer's name and
// e-mail (SCHED-54), answered as the wallet takes the payer.
func (s *Service) checkTenderCall(ctx context.Context, m Member, client, site string, p Payer, lang bff.Language) (walletapi.StaffPayer, error) {
	if !mayCreate(m) {
		return walletapi.StaffPayer{}, forbidden("The staff member may not set up scheduled payments.")
	}
	if err := s.checkSite(ctx, m, client, site); err != nil {
		return walletapi.StaffPayer{}, err
	}
	name, email := strings.TrimSpace(p.Name), strings.TrimSpace(p.Email)
	fields := map[string]string{}
	key := texts.SchedulePayerRequired
	if name == "" {
		fields[FieldPayerName] = texts.Message(key, lang)
	}
	if email == "" {
		fields[FieldPayerEmail] = texts.Message(key, lang)
	} else if len(fields) == 0 && !validEmail(email) {
		key = texts.EbillEmailInvalid
		fields[FieldPayerEmail] = texts.Message(key, lang)
	}
	if len(fields) > 0 {
		e := texts.Error(bff.CodeInvalid, key, lang, nil)
		e.Fields = fields
		return walletapi.StaffPayer{}, e
	}
	return walletapi.StaffPayer{Name: name, Email: email}, nil
}

// walletRefusal is the wallet's refusal of a staff call in lang.
func walletRefusal(err error, lang bff.Language) error {
	var se *upstream.StatusError
	if !errors.As(err, &se) {
		return err
	}
	switch {
	case se.Code == walletapi.CodePayerNotFound:
		return texts.Error(bff.CodeUnprocessable, texts.ScheduleStaffPayerUnknown, lang, err)
	case se.Code == walletapi.CodeTokenNotForPayer:
		e := texts.Error(bff.CodeUnprocessable, texts.StaffTenderNotForPayer, lang, err)
		e.Reason = walletapi.CodeTokenNotForPayer
		return e
	case se.Code == string(bff.CodeTenderMismatch):
		return texts.Error(bff.CodeTenderMismatch, texts.TenderMismatch, lang, err)
	case se.Code == walletapi.CodeTenderRemoved:
		return texts.Error(bff.CodeUnprocessable, texts.TenderRemoved, lang, err)
	case se.Status == http.StatusUnauthorized:
		return bff.Wrap(err, bff.CodeUnauthorized, "The staff session has ended; sign in again.")
	case se.Status == http.StatusForbidden:
		return bff.Wrap(err, bff.CodeForbidden, "The staff member may not do this.")
	case se.Status >= 400 && se.Status < 500:
		return texts.Error(bff.CodeUnprocessable, texts.TenderNotSaved, lang, err)
	}
	return err
}

// validEmail reports whether s is a plain e-mail address (no display
// name), of at most 100 characters as the portal's e-mail fields.
func validEmail(s string) bool {
	a, err := mail.ParseAddress(s)
	return len(s) <= 100 && err == nil && a.Name == "" && strings.EqualFold(a.Address, s)
}
