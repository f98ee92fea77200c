package wallet

import (
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	upstream "github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox/ewallet"
	"github.com/payhub/payhub/sandbox/internal/respond"
	"github.com/payhub/payhub/sandbox/paypal"
	"github.com/payhub/payhub/sandbox/processor"
)

// TenderPaths are the path patterns (relative to the service's base path)
// of the stored-tender calls NewTenderService answers, for mounting it
// beside the other wallet routes.
var TenderPaths = []string{"/get_tenders", "/save_payment_info", "/tenders", "/tenders/", "/remove_tender/",
	"/set_last_used_tender/", "/get_routing_number/", "/claim_tender/", "/create_paypal_setup_token", "/user_token", "/admin/"}

// Issuer issues e-wallet tokens; *ewallet.Signer is one.
type Issuer interface {
	Issue(c ewallet.Claims) (string, error)
}

var _ Issuer = (*ewallet.Signer)(nil)

// TenderServiceOptions configures the stored-tender calls.
type TenderServiceOptions struct {
	Wallet TenderWallet      // keeps tender tokens and stored tenders (required)
	Setups paypal.SetupStore // keeps PayPal setup tokens (required)
	Issuer Issuer            // issues the user's e-wallet tokens (required)
	// WalletURL is the wallet host's origin, where the PayPal setup
	// approval page (paypal.SetupPath) is served.
	WalletURL string
	// PortalOrigins are the portal's origins: a PayPal setup returns to
	// a page of one of them only, so that the approval page never sends
	// a payer to another site. None: any http(s) page.
	PortalOrigins []string
	Now           func() time.Time // the sandbox clock; default time.Now
	Logger        *slog.Logger
	// Staff serves the staff calls (ROLE-18 adminFilling); without it
	// they answer 503.
	Staff Staff
}

// NewTenderService returns the wallet service's stored-tender calls
// (spec 001 §7 "Wallet", API-62..71 and API-77), relative to the service's
// base path:
//
//	GET   /get_tenders?user_id=                  the user's displayed tenders, last used first, then newest
//	POST  /save_payment_info?user_id=            save a tender token of a cart (the same token again: the same tender)
//	POST  /tenders?user_id=                      save a tender token of the user's own e-wallet token
//	PATCH /tenders/{id}?user_id=                 nickname, billing address
//	POST  /remove_tender/{id}?user_id=           204
//	POST  /set_last_used_tender/{id}?user_id=    the user's only last-used tender (WAL-13)
//	GET   /get_routing_number/{n}                the bank of a routing number; unknown: 404
//	POST  /claim_tender/{token}                  a guest's paid tender token becomes a user's tender
//	POST  /create_paypal_setup_token?user_id=    a setup token and its approval page
//	POST  /tenders/paypal?user_id=               the PayPal tender of an approved setup token
//	POST  /tenders/{id}/validate?user_id=        a single-use tender token of a cart standing for the tender
//	POST  /user_token?user_id=                   the user's e-wallet tokens, no cart, 15 minutes
//	POST  /admin/user_token                      staff: a payer's adminFilling e-wallet tokens (ROLE-18)
//	POST  /admin/tenders                         staff: a tender of such a token, kept out of the payer's wallet list
//
// Every call that names a user finds only that user's tenders: another
// user's tender id answers 404 with the body of an unknown one.
func NewTenderService(opts TenderServiceOptions) http.Handler {
	s := &tenderService{wallet: opts.Wallet, setups: opts.Setups, issuer: opts.Issuer,
		walletURL: strings.TrimSuffix(opts.WalletURL, "/"), portalOrigins: opts.PortalOrigins, now: opts.Now, logger: opts.Logger,
		staff: opts.Staff}
	if s.now == nil {
		s.now = time.Now
	}
	if s.logger == nil {
		s.logger = slog.New(slog.DiscardHandler)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /get_tenders", s.list)
	mux.HandleFunc("POST /save_payment_info", s.savePaymentInfo)
	mux.HandleFunc("POST /tenders", s.add)
	mux.HandleFunc("PATCH /tenders/{id}", s.update)
	mux.HandleFunc("POST /remove_tender/{id}", s.remove)
	mux.HandleFunc("POST /set_last_used_tender/{id}", s.setLastUsed)
	mux.HandleFunc("GET /get_routing_number/{n}", s.routingNumber)
	mux.HandleFunc("POST /claim_tender/{token}", s.claim)
	mux.HandleFunc("POST /create_paypal_setup_token", s.createSetup)
	mux.HandleFunc("POST /tenders/paypal", s.addPayPal)
	mux.HandleFunc("POST /tenders/{id}/validate", s.validate)
	mux.HandleFunc("POST /user_token", s.userToken)
	s.staffRoutes(mux)
	return respond.Routes(mux, s.logger)
}

type tenderService struct {
	wallet    TenderWallet
	setups    paypal.SetupStore
	issuer    Issuer
	walletURL string
	// portalOrigins are TenderServiceOptions.PortalOrigins.
	portalOrigins []string
	now           func() time.Time
	logger        *slog.Logger
	staff         Staff
}

// userOf reads the user every stored-tender call names.
func userOf(r *http.Request) (string, error) {
	u := strings.TrimSpace(r.URL.Query().Get("user_id"))
	if u == "" {
		return "", bff.Errorf(bff.CodeInvalid, "Name the user (user_id).")
	}
	return u, nil
}

func (s *tenderService) fail(w http.ResponseWriter, r *http.Request, err error) {
	if errors.Is(err, ErrTenderRemoved) {
		respond.JSON(w, http.StatusUnprocessableEntity, respond.ErrorBody{Error: respond.ErrorDetail{
			Code: upstream.CodeTenderRemoved, Message: "This payment method was removed. Please enter it again."}})
		return
	}
	respond.Error(w, r, s.logger, err)
}

// ErrTenderRemoved is a TenderWallet's refusal to store again the source
// token of a stored tender its user removed (422 tender_removed): a
// removed tender stays removed.
var ErrTenderRemoved = errors.New("wallet: the stored tender of this token was removed")

// answer writes one stored tender.
func (s *tenderService) answer(w http.ResponseWriter, status int, t StoredTender) {
	respond.JSON(w, status, t.Wire(s.now()))
}

func (s *tenderService) list(w http.ResponseWriter, r *http.Request) {
	user, err := userOf(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	list, err := s.wallet.StoredTenders(r.Context(), user)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	now := s.now()
	out := upstream.TendersResponse{Tenders: make([]upstream.Tender, 0, len(list))}
	for _, t := range list {
		out.Tenders = append(out.Tenders, t.Wire(now))
	}
	respond.JSON(w, http.StatusOK, out)
}

// savePaymentInfo answers POST /save_payment_info (API-63): the tender
// token a cart was paid with becomes a tender of the user, who used it
// last.
func (s *tenderService) savePaymentInfo(w http.ResponseWriter, r *http.Request) {
	s.save(w, r, true)
}

// add answers POST /tenders (API-64, WAL-12): a tender token of the user's
// own e-wallet token becomes a tender of the user.
func (s *tenderService) add(w http.ResponseWriter, r *http.Request) {
	s.save(w, r, false)
}

func (s *tenderService) save(w http.ResponseWriter, r *http.Request, ofCart bool) {
	user, err := userOf(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var req upstream.SaveRequest
	if err := respond.Decode(w, r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	req.Token, req.CartID = strings.TrimSpace(req.Token), strings.TrimSpace(req.CartID)
	switch {
	case req.Token == "":
		s.fail(w, r, bff.Errorf(bff.CodeInvalid, "The tender token is required."))
		return
	case ofCart && req.CartID == "":
		s.fail(w, r, bff.Errorf(bff.CodeInvalid, "Name the cart the tender token paid (cart_id)."))
		return
	}
	tok, err := s.wallet.Tender(r.Context(), req.Token)
	if err == nil && !ownedToken(tok, user, req.CartID, ofCart) {
		err = errNoToken()
	}
	if bff.ErrorCode(err) == bff.CodeNotFound {
		err = errNoToken()
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if req.Type != "" && req.Type != tok.Type {
		// Refused before anything is stored or answered: a replay of a
		// saved token with another type must not touch that tender.
		s.fail(w, r, bff.Errorf(bff.CodeTenderMismatch, "The payment details are not of the declared type (%s).", req.Type))
		return
	}
	if tok.StoredTenderID != "" {
		// A token of a saved tender (POST /tenders/{id}/validate) saves
		// nothing new: it answers that tender.
		t, err := s.wallet.StoredTender(r.Context(), user, tok.StoredTenderID)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		s.answer(w, http.StatusOK, t)
		return
	}
	t, err := s.fromToken(tok, user, req.Nickname, req.UserName, req.BillingAddress)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t.CardOnFileDisclosure = req.CardOnFileDisclosure
	t.IsLastUsed = ofCart
	s.store(w, r, t)
}

// ownedToken reports whether tender token tok may be saved by user: for a
// cart's save, a token of that cart; otherwise a token of the user's own
// e-wallet token, of no cart. A token staff typed for the user (ROLE-18)
// is saved only by the staff call, out of the wallet list.
func ownedToken(tok Tender, user, cartID string, ofCart bool) bool {
	if ofCart {
		return tok.CartID != "" && tok.CartID == cartID
	}
	return tok.CartID == "" && tok.UserID == user && tok.FilledBy == ""
}

// errNoToken answers a tender token that is unknown or not the caller's.
func errNoToken() error {
	return bff.Errorf(bff.CodeNotFound, "No such payment token. Please enter the payment details again.")
}

// store keeps t and answers it: 201 when it is new, 200 when its token had
// made it before.
func (s *tenderService) store(w http.ResponseWriter, r *http.Request, t StoredTender) {
	if err := CheckTender(t.Tender); err != nil {
		s.fail(w, r, err)
		return
	}
	saved, err := s.wallet.StoreTender(r.Context(), t)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	status := http.StatusOK
	if saved.TenderID == t.TenderID {
		status = http.StatusCreated
		s.logger.InfoContext(r.Context(), "tender saved", "tender", saved.TenderID, "type", saved.Type)
	}
	s.answer(w, status, saved)
}

// fromToken builds the stored tender of user that tender token tok stands
// for: never a card or account number, which the wallet never had.
func (s *tenderService) fromToken(tok Tender, user, nickname, userName string, billing *upstream.Address) (StoredTender, error) {
	if tok.Wallet != "" {
		return StoredTender{}, bff.Errorf(bff.CodeUnprocessable, "Apple Pay and Google Pay cards are not kept in the wallet.")
	}
	name := strings.TrimSpace(userName)
	if name == "" {
		name = tok.HolderName
	}
	t := StoredTender{Outcome: tok.Outcome, SourceToken: tok.Token, Tender: upstream.Tender{
		TenderID: newID(TenderIDPrefix), UserID: user, EwalletToken: newID(EwalletTokenPrefix),
		Type: tok.Type, LastDigits: tok.LastDigits, Nickname: strings.TrimSpace(nickname), UserName: name,
		DisplayInWallet: !strings.HasPrefix(user, guestPrefix), ForceMultiUseTender: true,
		BillingAddress: billing, CreatedAt: s.now().UTC().Format(time.RFC3339)}}
	switch tok.Type {
	case processor.TypeCard:
		month, year, _, ok := ParseExpiry(tok.Expiry)
		if !ok {
			return StoredTender{}, bff.Errorf(bff.CodeUnprocessable, "The card's expiry is not known.")
		}
		t.CardBrand, t.CardExpirationMonth, t.CardExpirationYear = tok.CardBrand, month, year
		t.WarehouseToken = newID(WarehouseTokenPrefix)
	case processor.TypeBank:
		t.BankAccountType, t.BankRoutingNumber = tok.BankAccountType, tok.BankRoutingNumber
		t.BankAccountNumber = "****" + tok.LastDigits
		t.BankName = BankName(tok.BankRoutingNumber)
	}
	return t, nil
}

func (s *tenderService) update(w http.ResponseWriter, r *http.Request) {
	user, err := userOf(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var req upstream.UpdateRequest
	if err := respond.Decode(w, r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	if req.Nickname != nil {
		n := strings.TrimSpace(*req.Nickname)
		req.Nickname = &n
		if err := checkNickname(n); err != nil {
			s.fail(w, r, err)
			return
		}
	}
	if req.BillingAddress != nil {
		if err := CheckBilling(*req.BillingAddress); err != nil {
			s.fail(w, r, err)
			return
		}
	}
	t, err := s.wallet.UpdateStoredTender(r.Context(), user, r.PathValue("id"), req.Nickname, req.BillingAddress)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.answer(w, http.StatusOK, t)
}

func (s *tenderService) remove(w http.ResponseWriter, r *http.Request) {
	user, err := userOf(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if err := s.wallet.RemoveStoredTender(r.Context(), user, r.PathValue("id")); err != nil {
		s.fail(w, r, err)
		return
	}
	s.logger.InfoContext(r.Context(), "tender removed", "tender", r.PathValue("id"))
	w.WriteHeader(http.StatusNoContent)
}

func (s *tenderService) setLastUsed(w http.ResponseWriter, r *http.Request) {
	user, err := userOf(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t, err := s.wallet.SetLastUsed(r.Context(), user, r.PathValue("id"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.answer(w, http.StatusOK, t)
}

// claim answers POST /claim_tender/{token} (API-68): the tender token a
// guest's cart was paid with (an approved charge in the ledger), tokenized
// for the guest old_user_id, becomes a displayed tender of new_user_id with
// the card-on-file disclosure accepted. Any mismatch answers 404, as an
// unknown token; claiming again answers the same tender.
func (s *tenderService) claim(w http.ResponseWriter, r *http.Request) {
	var req upstream.ClaimRequest
	if err := respond.Decode(w, r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	oldUser, newUser := strings.TrimSpace(req.OldUserID), strings.TrimSpace(req.NewUserID)
	switch {
	case oldUser == "" || newUser == "":
		s.fail(w, r, bff.Errorf(bff.CodeInvalid, "Name the old and the new user (old_user_id, new_user_id)."))
		return
	case !req.CardOnFileDisclosure:
		s.fail(w, r, bff.Errorf(bff.CodeUnprocessable, "The card-on-file disclosure must be accepted to keep this payment method."))
		return
	}
	ctx := r.Context()
	tok, err := s.wallet.Tender(ctx, r.PathValue("token"))
	if err == nil && (tok.UserID != oldUser || tok.CartID == "" || tok.StoredTenderID != "") {
		err = errNoToken()
	}
	if err == nil {
		var paid bool
		if paid, err = s.wallet.Paid(ctx, tok.Token); err == nil && !paid {
			err = errNoToken()
		}
	}
	if bff.ErrorCode(err) == bff.CodeNotFound {
		err = errNoToken()
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t, err := s.fromToken(tok, newUser, req.Nickname, "", nil)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t.CardOnFileDisclosure, t.IsLastUsed, t.DisplayInWallet = true, true, true
	s.store(w, r, t)
}
