package wallet

import (
	"cmp"
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
	api "github.com/payhub/payhub/bff/upstream/wallet"
)

// Service is what the saved payment methods need of the wallet service
// (spec 001 §7 "Wallet", API-62..71, API-77; bff/upstream/wallet.Client).
type Service interface {
	Tenders(ctx context.Context, userID string) ([]api.Tender, error)
	SavePaymentInfo(ctx context.Context, userID string, req api.SaveRequest, key string) (api.Tender, error)
	AddTender(ctx context.Context, userID string, req api.SaveRequest, key string) (api.Tender, error)
	UpdateTender(ctx context.Context, userID, tenderID string, req api.UpdateRequest) (api.Tender, error)
	RemoveTender(ctx context.Context, userID, tenderID string) error
	SetLastUsed(ctx context.Context, userID, tenderID string) (api.Tender, error)
	ClaimTender(ctx context.Context, token string, req api.ClaimRequest, key string) (api.Tender, error)
	PayPalSetupToken(ctx context.Context, userID string, req api.PayPalSetupRequest) (api.PayPalSetupResponse, error)
	AddPayPal(ctx context.Context, userID string, req api.PayPalTenderRequest, key string) (api.Tender, error)
	Validate(ctx context.Context, userID, tenderID string, req api.ValidateRequest) (api.ValidateResponse, error)
	UserToken(ctx context.Context, userID string, req api.UserTokenRequest) (api.UserTokenResponse, error)
}

// SiteConfig reads a site's configuration: the client's display name the
// PayPal approval page shows.
type SiteConfig interface {
	Site(ctx context.Context, client, site string) (siteconfig.Site, error)
}

// Wallet serves the signed-in resident's saved payment methods.
type Wallet struct {
	Service Service
	// Config names the client to the payer (the PayPal approval page);
	// required by PayPalSetup.
	Config SiteConfig
	// Env names the environment in the card-input frame URLs.
	Env bff.Env
	// WalletOrigin is the wallet host that serves the card-input frame.
	WalletOrigin string
	Logger       *slog.Logger
	// PayPalAtCheckOut: the cart service's check-out takes a saved PayPal
	// tender's validate token with type paypal. Without it, a check-out
	// naming a saved PayPal tender is refused with a clear message.
	PayPalAtCheckOut bool
	// Now is the clock of WAL-11; default time.Now.
	Now func() time.Time
}

// Request names the resident and the site a wallet call is for. UserID is
// always the session's signed-in resident.
type Request struct {
	Client, Site, UserID string
	Lang                 bff.Language
}

func (s *Wallet) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func (s *Wallet) logger() *slog.Logger {
	if s.Logger != nil {
		return s.Logger
	}
	return slog.New(slog.DiscardHandler)
}

// upstreamError is the wallet service's answer in err's chain, nil for
// none (a time-out, a refused connection).
func upstreamError(err error) *upstream.StatusError {
	var se *upstream.StatusError
	if errors.As(err, &se) {
		return se
	}
	return nil
}

// status is the wallet service's status in err's chain, 0 for none.
func status(err error) int {
	if se := upstreamError(err); se != nil {
		return se.Status
	}
	return 0
}

// notFound answers a tender that is unknown or another resident's: the
// two read the same (spec 001 §6).
func notFound(lang bff.Language, cause error) error {
	return texts.Error(bff.CodeNotFound, texts.TenderNotFound, lang, cause)
}

// refusal turns the wallet service's refusal of a change into the payer's
// error: a removed tender's token as TenderRemoved, not found as not
// found, another refusal (4xx) as key's text, and
// any other failure (unavailable, time-out) as it is.
func refusal(err error, lang bff.Language, key string) error {
	if se := upstreamError(err); se != nil && se.Code == api.CodeTenderRemoved {
		// A removed tender stays removed: the payer enters it again.
		return texts.Error(bff.CodeUnprocessable, texts.TenderRemoved, lang, err)
	}
	switch s := status(err); {
	case s == http.StatusNotFound:
		return notFound(lang, err)
	case s >= 400 && s < 500:
		return texts.Error(bff.CodeUnprocessable, key, lang, err)
	}
	return err
}

// views are the displayed tenders ts in lang, the last used first; a
// tender of a type the BFF does not know is logged and left out, so that
// one odd record does not hide the others (ERR-91).
func (s *Wallet) views(ctx context.Context, ts []api.Tender, lang bff.Language) []TenderView {
	now := s.now()
	out := make([]TenderView, 0, len(ts))
	for _, t := range ts {
		if !t.DisplayInWallet {
			continue
		}
		v, err := viewOf(t, lang, now)
		if err != nil {
			s.logger().WarnContext(ctx, "saved tender left out", "tender_id", t.TenderID, "error", err.Error())
			continue
		}
		out = append(out, v)
	}
	sortLastUsedFirst(out)
	return out
}

// view is one tender's view; a tender of an unknown type fails (ERR-91).
func (s *Wallet) view(t api.Tender, lang bff.Language) (TenderView, error) {
	return viewOf(t, lang, s.now())
}

// List is the resident's saved tenders, the last used first (WAL-05).
func (s *Wallet) List(ctx context.Context, req Request) ([]TenderView, error) {
	ts, err := s.Service.Tenders(ctx, req.UserID)
	if err != nil {
		return nil, err
	}
	return s.views(ctx, ts, req.Lang), nil
}

// find is the resident's tender id; an unknown or another resident's is
// not found.
func (s *Wallet) find(ctx context.Context, req Request, id string) (api.Tender, error) {
	ts, err := s.Service.Tenders(ctx, req.UserID)
	if err != nil {
		return api.Tender{}, err
	}
	for _, t := range ts {
		if t.TenderID == id {
			return t, nil
		}
	}
	return api.Tender{}, notFound(req.Lang, nil)
}

// AddInput is a card or bank account tokenized in the resident's own
// card-input frame (Frames), to be saved outside a check-out.
type AddInput struct {
	Token          string
	Type           string
	Nickname       string
	UserName       string
	BillingAddress *AddressView
}

// Add saves a card or bank account outside a check-out (API-64). The
// saved tender's type is the one its token was tokenized as: the declared
// type goes to the wallet service, which refuses a token of another type
// before storing anything (tender_mismatch). Nothing is ever removed on a
// mismatch: the same token saved again answers the tender saved the first
// time, which must stay the resident's.
func (s *Wallet) Add(ctx context.Context, req Request, in AddInput, key string) (TenderView, error) {
	t, err := s.Service.AddTender(ctx, req.UserID, api.SaveRequest{Token: in.Token, Type: in.Type, Nickname: in.Nickname,
		UserName: in.UserName, CardOnFileDisclosure: true, BillingAddress: wireAddress(in.BillingAddress)}, key)
	if se := upstreamError(err); se != nil && se.Code == string(bff.CodeTenderMismatch) {
		return TenderView{}, texts.Error(bff.CodeTenderMismatch, texts.TenderMismatch, req.Lang, err)
	}
	if err != nil {
		return TenderView{}, refusal(err, req.Lang, texts.TenderNotSaved)
	}
	if t.Type != in.Type {
		// A wallet that did not check the declared type: the tender is
		// the real one the token stands for, and stays.
		s.logger().WarnContext(ctx, "saved tender of another type than declared", "tender_id", t.TenderID)
		return TenderView{}, texts.Error(bff.CodeTenderMismatch, texts.TenderMismatch, req.Lang, nil)
	}
	return s.view(t, req.Lang)
}

// Rename gives a tender a nickname ("" clears it).
func (s *Wallet) Rename(ctx context.Context, req Request, id, nickname string) (TenderView, error) {
	t, err := s.Service.UpdateTender(ctx, req.UserID, id, api.UpdateRequest{Nickname: &nickname})
	if err != nil {
		return TenderView{}, refusal(err, req.Lang, texts.TenderNotSaved)
	}
	return s.view(t, req.Lang)
}

// SetDefault makes a tender the resident's last used one, the default of
// the next payment (WAL-13), and answers the tenders.
func (s *Wallet) SetDefault(ctx context.Context, req Request, id string) ([]TenderView, error) {
	if _, err := s.Service.SetLastUsed(ctx, req.UserID, id); err != nil {
		return nil, refusal(err, req.Lang, texts.TenderNotSaved)
	}
	return s.List(ctx, req)
}

// Remove removes a tender. A removal that fails names the tender's last
// digits (ERR-95).
func (s *Wallet) Remove(ctx context.Context, req Request, id string) error {
	t, err := s.find(ctx, req, id)
	if err != nil {
		return err
	}
	err = s.Service.RemoveTender(ctx, req.UserID, id)
	switch {
	case err == nil:
		return nil
	case status(err) == http.StatusNotFound:
		return notFound(req.Lang, err)
	}
	return RemoveFailed(t.LastDigits, req.Lang, err)
}

// RemoveFailed is ERR-95: the removal of the tender ending in lastDigits
// failed; the display message names them. A refusal of the wallet service
// is unprocessable, any other failure unavailable.
func RemoveFailed(lastDigits string, lang bff.Language, cause error) error {
	digits := map[string]string{"lastDigits": lastDigits}
	code := bff.CodeUnavailable
	if s := status(cause); s >= 400 && s < 500 {
		code = bff.CodeUnprocessable
	}
	return &bff.Error{Code: code, Err: cause,
		Message:        texts.Fill(texts.TenderRemoveFailed, bff.English, digits),
		DisplayMessage: texts.Fill(texts.TenderRemoveFailed, lang, digits)}
}

// PayPalSetup starts adding a PayPal tender (API-69): the page the
// resident approves on, which sends them back to returnURL. The page names
// the client by the site configuration's display name, never by the
// request's path.
func (s *Wallet) PayPalSetup(ctx context.Context, req Request, returnURL string) (PayPalSetupView, error) {
	if s.Config == nil {
		return PayPalSetupView{}, bff.Errorf(bff.CodeUnavailable, "PayPal cannot be added now.")
	}
	st, err := s.Config.Site(ctx, req.Client, req.Site)
	if err != nil {
		return PayPalSetupView{}, err
	}
	name := cmp.Or(strings.TrimSpace(st.PayHub.ClientTitle), st.Client)
	r, err := s.Service.PayPalSetupToken(ctx, req.UserID, api.PayPalSetupRequest{ClientDisplayName: name, ReturnURL: returnURL})
	if err != nil {
		return PayPalSetupView{}, refusal(err, req.Lang, texts.TenderSetupRefused)
	}
	return PayPalSetupView{ApproveURL: r.ApproveURL}, nil
}

// PayPalSetupView is the PayPal page that approves a setup token.
type PayPalSetupView struct {
	ApproveURL string `json:"approveUrl"`
}

// AddPayPal saves the PayPal tender of an approved setup token (API-70,
// WAL-14).
func (s *Wallet) AddPayPal(ctx context.Context, req Request, setupToken, nickname, key string) (TenderView, error) {
	t, err := s.Service.AddPayPal(ctx, req.UserID, api.PayPalTenderRequest{SetupToken: setupToken, Nickname: nickname}, key)
	if err != nil {
		return TenderView{}, refusal(err, req.Lang, texts.TenderNotSaved)
	}
	return s.view(t, req.Lang)
}
