package wallet

import (
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	upstream "github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox/internal/respond"
	"github.com/payhub/payhub/sandbox/processor"
)

// The card inside the sandbox's Apple Pay and Google Pay: a Visa that the
// sandbox charger approves (contracts §6: 4242 4242 4242 4242).
const (
	MobileCardBrand  = processor.Visa
	MobileLastDigits = "4242"
	MobileHolder     = "Sandbox Wallet Payer"
	// mobileCardYears is how far ahead the wallet card's expiry lies.
	mobileCardYears = 3
)

// NewMobileService returns the wallet service's mobile-wallet routes,
// relative to the service's base path:
//
//	POST /mobile_token                 payment data of a cart -> tender token
//	POST /validate_apple_pay_merchant  spec 001 §7
//	POST /validate_google_pay_domain   spec 001 §7
//
// A token stands for the sandbox wallet's Visa and belongs to one cart: the
// charger refuses it for any other.
func NewMobileService(tenders TenderStore, now func() time.Time, logger *slog.Logger) http.Handler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	if now == nil {
		now = time.Now
	}
	m := mobile{tenders: tenders, now: now, logger: logger}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /mobile_token", m.token)
	mux.HandleFunc("POST /validate_apple_pay_merchant", m.validateMerchant)
	mux.HandleFunc("POST /validate_google_pay_domain", m.validateDomain)
	return respond.Routes(mux, logger)
}

type mobile struct {
	tenders TenderStore
	now     func() time.Time
	logger  *slog.Logger
}

func (m mobile) token(w http.ResponseWriter, r *http.Request) {
	var req upstream.MobileTokenRequest
	if err := respond.Decode(w, r, &req); err != nil {
		respond.Error(w, r, m.logger, err)
		return
	}
	switch {
	case req.Type != upstream.TypeApplePay && req.Type != upstream.TypeGooglePay:
		respond.Error(w, r, m.logger, bff.Errorf(bff.CodeInvalid, "The type must be applePay or googlePay."))
		return
	case strings.TrimSpace(req.CartID) == "" || req.Client == "" || req.Site == "":
		respond.Error(w, r, m.logger, bff.Errorf(bff.CodeInvalid, "Name the cart, client and site."))
		return
	case req.PaymentData != upstream.SandboxPaymentData:
		respond.Error(w, r, m.logger, bff.Errorf(bff.CodeInvalid, "The payment data is not valid."))
		return
	}
	now := m.now()
	t := Tender{Token: NewToken(), Type: processor.TypeCard, Wallet: req.Type, CardBrand: MobileCardBrand,
		LastDigits: MobileLastDigits, Expiry: now.AddDate(mobileCardYears, 0, 0).Format("01/06"),
		Outcome: processor.Approved, HolderName: MobileHolder, CartID: req.CartID, Client: strings.ToLower(req.Client),
		Site: strings.ToLower(req.Site), CreatedAt: now}
	if err := m.tenders.SaveTender(r.Context(), t); err != nil {
		respond.Error(w, r, m.logger, err)
		return
	}
	m.logger.InfoContext(r.Context(), "mobile wallet tokenized", "cart", t.CartID, "type", req.Type)
	respond.JSON(w, http.StatusOK, upstream.MobileTokenResponse{Token: t.Token, Type: req.Type,
		CardBrand: t.CardBrand, LastDigits: t.LastDigits, UserName: MobileHolder})
}

func (m mobile) validateMerchant(w http.ResponseWriter, r *http.Request) {
	var req upstream.ValidateMerchantRequest
	if err := respond.Decode(w, r, &req); err != nil {
		respond.Error(w, r, m.logger, err)
		return
	}
	if strings.TrimSpace(req.Domain) == "" || !strings.HasPrefix(req.ValidationURL, "https://") {
		respond.Error(w, r, m.logger, bff.Errorf(bff.CodeInvalid, "Give the domain and the https validation URL."))
		return
	}
	respond.JSON(w, http.StatusOK, upstream.ValidationResponse{Valid: true, MerchantSession: "sandbox-session-" + NewToken()})
}

func (m mobile) validateDomain(w http.ResponseWriter, r *http.Request) {
	var req upstream.ValidateDomainRequest
	if err := respond.Decode(w, r, &req); err != nil {
		respond.Error(w, r, m.logger, err)
		return
	}
	if strings.TrimSpace(req.Domain) == "" {
		respond.Error(w, r, m.logger, bff.Errorf(bff.CodeInvalid, "Give the domain."))
		return
	}
	respond.JSON(w, http.StatusOK, upstream.ValidationResponse{Valid: true})
}
