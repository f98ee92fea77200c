package wallet

import (
	"cmp"
	"context"
	"errors"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/login"
	upstream "github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox/ewallet"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// StaffVerifier checks a staff access token (login.StaffVerifier).
type StaffVerifier interface {
	Verify(ctx context.Context, raw string) (login.Staff, error)
}

// Payer is the resident account staff enter a card or bank account for.
type Payer struct {
	ID   string
	Name string
}

// Payers finds resident accounts by e-mail (the login service's): an
// e-mail no resident has, a staff account's included, is
// bff.CodeNotFound.
type Payers interface {
	PayerByEmail(ctx context.Context, email string) (Payer, error)
}

// Staff configures the wallet's staff calls (ROLE-18 adminFilling). Both
// are required for the calls to answer; without them they answer 503.
type Staff struct {
	Verifier StaffVerifier
	Payers   Payers
}

// staffRoutes adds the staff calls to mux.
func (s *tenderService) staffRoutes(mux *http.ServeMux) {
	mux.HandleFunc("POST "+upstream.StaffUserTokenPath, s.staffUserToken)
	mux.HandleFunc("POST "+upstream.StaffTendersPath, s.staffSave)
}

// member returns the verified staff member of r's Remote-User token who
// may set scheduled payments up (ROLE-28: admin:schedpay:create or
// :write) for client's site (SCHED-04). No or a bad token is 401, a
// missing scope or pair 403 (ROLE-29: the BFF's checks are made again).
func (s *tenderService) member(r *http.Request, client, site string) (login.Staff, error) {
	if s.staff.Verifier == nil || s.staff.Payers == nil {
		return login.Staff{}, bff.Errorf(bff.CodeUnavailable, "The wallet's staff calls are not configured.")
	}
	raw := strings.TrimSpace(r.Header.Get(upstream.HeaderRemoteUser))
	if raw == "" {
		return login.Staff{}, bff.Errorf(bff.CodeUnauthorized, "Send the staff member's access token in the %s header.", upstream.HeaderRemoteUser)
	}
	m, err := s.staff.Verifier.Verify(r.Context(), raw)
	if err != nil {
		s.logger.InfoContext(r.Context(), "staff token refused", "err", err)
		return login.Staff{}, bff.Errorf(bff.CodeUnauthorized, "The staff access token is not valid or has expired.")
	}
	switch {
	case !m.Has(login.ScopeSchedPayCreate) && !m.Has(login.ScopeSchedPayWrite):
		return login.Staff{}, bff.Errorf(bff.CodeForbidden, "The staff member lacks the scope %s.", login.ScopeSchedPayCreate)
	case strings.TrimSpace(client) == "" || strings.TrimSpace(site) == "":
		return login.Staff{}, bff.Errorf(bff.CodeInvalid, "Name the client and site.")
	case !m.Sites.Allows(strings.ToLower(client), strings.ToLower(site)):
		return login.Staff{}, bff.Errorf(bff.CodeForbidden, "The staff member may not act for %s/%s.", client, site)
	}
	return m, nil
}

// payer finds the payer's account by e-mail: an e-mail no resident has is
// 422 payer_not_found, as the scheduled payments service answers it.
func (s *tenderService) payer(ctx context.Context, p upstream.StaffPayer) (Payer, error) {
	email := strings.TrimSpace(p.Email)
	if email == "" || strings.TrimSpace(p.Name) == "" {
		return Payer{}, bff.Errorf(bff.CodeInvalid, "Enter the payer's name and e-mail.")
	}
	payer, err := s.staff.Payers.PayerByEmail(ctx, email)
	if bff.ErrorCode(err) == bff.CodeNotFound {
		return Payer{}, errStaff(upstream.CodePayerNotFound, "No resident account has this e-mail.")
	}
	return payer, err
}

// staffError is a staff call's 422 refusal with its own code.
type staffError struct{ code, message string }

func (e *staffError) Error() string { return e.message }

func errStaff(code, message string) error { return &staffError{code: code, message: message} }

// staffFail answers err; a staffError with 422 and its code.
func (s *tenderService) staffFail(w http.ResponseWriter, r *http.Request, err error) {
	var se *staffError
	if errors.As(err, &se) {
		respond.JSON(w, http.StatusUnprocessableEntity, respond.ErrorBody{Error: respond.ErrorDetail{Code: se.code, Message: se.message}})
		return
	}
	s.fail(w, r, err)
}

// staffUserToken answers POST /admin/user_token (ROLE-18): the payer's
// e-wallet tokens in adminFilling mode, bound to the payer's account and
// no cart, naming the staff member and the payer, for ewallet.TokenTTL.
// The name the frames show is the account's, so that staff who typed
// another resident's e-mail see whose account it is.
func (s *tenderService) staffUserToken(w http.ResponseWriter, r *http.Request) {
	var req upstream.StaffUserTokenRequest
	if err := respond.Decode(w, r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	m, err := s.member(r, req.Client, req.Site)
	if err != nil {
		s.staffFail(w, r, err)
		return
	}
	page := strings.TrimSuffix(req.Origin, "/")
	ancestors := make([]string, 0, len(req.Ancestors))
	for _, a := range req.Ancestors {
		ancestors = append(ancestors, strings.TrimSuffix(a, "/"))
	}
	if !isOrigin(page) || slices.ContainsFunc(ancestors, func(a string) bool { return !isOrigin(a) }) {
		s.fail(w, r, bff.Errorf(bff.CodeInvalid, "The origin must be a page origin such as https://county.example."))
		return
	}
	payer, err := s.payer(r.Context(), req.Payer)
	if err != nil {
		s.staffFail(w, r, err)
		return
	}
	name := cmp.Or(strings.TrimSpace(payer.Name), strings.TrimSpace(req.Payer.Name))
	expires := s.now().Add(ewallet.TokenTTL)
	tokens := map[string]string{}
	for _, kind := range []string{ewallet.KindCard, ewallet.KindBank} {
		tok, err := s.issuer.Issue(ewallet.Claims{Client: strings.ToLower(req.Client), Site: strings.ToLower(req.Site),
			Kind: kind, Origin: page, Ancestors: ancestors, UserID: payer.ID, ExpiresAt: expires,
			AdminFilling: true, Who: m.Who(), PayerName: name})
		if err != nil {
			s.fail(w, r, err)
			return
		}
		tokens[kind] = tok
	}
	s.logger.InfoContext(r.Context(), "staff frames issued", "staff", m.Who(), "client", req.Client, "site", req.Site)
	respond.JSON(w, http.StatusOK, upstream.StaffUserTokenResponse{PayerName: name,
		UserTokenResponse: upstream.UserTokenResponse{EwalletToken: tokens[ewallet.KindCard],
			BankEwalletToken: tokens[ewallet.KindBank], ExpiresAt: expires.UTC().Format(time.RFC3339)}})
}

// staffSave answers POST /admin/tenders (ROLE-18): the tender token of a
// frame staff opened for this payer, on this client's site, within its
// e-wallet token's lifetime, becomes a tender of the payer that their
// wallet list does not show (display_in_wallet false) and that readies a
// cart only for a scheduled payment (validate). Any other token (the
// payer's own, another payer's, a cart's, an unknown or an expired one) is
// 422 token_not_for_payer. The same token again answers the same tender.
func (s *tenderService) staffSave(w http.ResponseWriter, r *http.Request) {
	var req upstream.StaffSaveRequest
	if err := respond.Decode(w, r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	m, err := s.member(r, req.Client, req.Site)
	if err != nil {
		s.staffFail(w, r, err)
		return
	}
	req.Token = strings.TrimSpace(req.Token)
	if req.Token == "" {
		s.fail(w, r, bff.Errorf(bff.CodeInvalid, "The tender token is required."))
		return
	}
	ctx := r.Context()
	payer, err := s.payer(ctx, req.Payer)
	if err != nil {
		s.staffFail(w, r, err)
		return
	}
	tok, err := s.wallet.Tender(ctx, req.Token)
	if bff.ErrorCode(err) == bff.CodeNotFound || (err == nil && !s.staffToken(tok, payer.ID, req.Client, req.Site)) {
		s.logger.InfoContext(ctx, "staff save refused its tender token", "staff", m.Who())
		s.staffFail(w, r, errStaff(upstream.CodeTokenNotForPayer,
			"These payment details were not entered for this payer. Open the payment form again."))
		return
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if req.Type != "" && req.Type != tok.Type {
		s.fail(w, r, bff.Errorf(bff.CodeTenderMismatch, "The payment details are not of the declared type (%s).", req.Type))
		return
	}
	t, err := s.fromToken(tok, payer.ID, "", req.UserName, req.BillingAddress)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	// Kept for the payer's scheduled payments, never listed in their
	// wallet; the payer accepted the terms with staff (SCHED-55).
	t.DisplayInWallet, t.IsLastUsed, t.CardOnFileDisclosure = false, false, true
	s.logger.InfoContext(ctx, "staff tender save", "staff", m.Who(), "type", tok.Type)
	s.store(w, r, t)
}

// staffToken reports whether tender token tok was typed into a frame of an
// adminFilling token of payerID on client's site, of no cart, and that
// frame's e-wallet token has not expired: the frame's expiry, not a
// lifetime counted from the tokenize, which may come in its last minute.
// A token whose frame expiry is unknown is refused.
func (s *tenderService) staffToken(tok Tender, payerID, client, site string) bool {
	return tok.FilledBy != "" && tok.CartID == "" && tok.StoredTenderID == "" && tok.UserID == payerID &&
		strings.EqualFold(tok.Client, client) && strings.EqualFold(tok.Site, site) &&
		!tok.FrameExpiresAt.IsZero() && s.now().Before(tok.FrameExpiresAt)
}
