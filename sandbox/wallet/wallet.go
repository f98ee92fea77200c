// Package wallet is the sandbox's wallet: the wallet host that serves the
// card-input frame on its own origin, so that card and bank numbers are
// typed only there and never reach the portal's origin (spec 000 §7, spec
// 001 §4 and §7 "Wallet"), and the wallet service the BFF calls.
//
// The wallet host (NewHost), on its own listener:
//
//	GET  /                         a short text page
//	GET  /healthz                  the process answers
//	GET  /card-input/?env&type&token&v=3&lang   the card-input frame
//	GET  /card-input/{file}        the frame's script and style sheet
//	POST /card-input/v3/tokenize   card or bank details -> a tender token
//	POST /probe                    {"status":"ok"}, readable from any origin (API-74: the page's wallet probe)
//
// The wallet service (NewService), under the sandbox listener's /svc/wallet:
//
//	GET|POST /probe                 {"status":"ok"} (spec 000 §8: wallet probe)
//	GET      /ping                  {"status":"ok"}
//	GET      /ledger?reference=ID   {"charges":[...]}: the sandbox ledger of a cart
//	POST     /mobile_token, /validate_apple_pay_merchant, /validate_google_pay_domain (NewMobileService)
//	GET      /get_tenders?user_id=                 (NewTenderService: API-62..71, API-77)
//	POST     /save_payment_info?user_id=, /tenders?user_id=
//	PATCH    /tenders/{id}?user_id=
//	POST     /remove_tender/{id}?user_id=, /set_last_used_tender/{id}?user_id=
//	GET      /get_routing_number/{n}
//	POST     /claim_tender/{token}
//	POST     /create_paypal_setup_token?user_id=, /tenders/paypal?user_id=
//	POST     /tenders/{id}/validate?user_id=, /user_token?user_id=
//
// What the wallet keeps of a card or account is a Tender: its token, brand,
// last digits, expiry and the outcome a charge will have; never the number,
// the security code or the account number. A StoredTender is a tender a
// user keeps (WAL-02): a card is its brand, last digits, expiry and vault
// token; a bank account its routing number, masked account number
// ("****6789"), type and bank name; PayPal its account's e-mail.
package wallet

import (
	"context"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/sandbox/ewallet"
	"github.com/payhub/payhub/sandbox/internal/respond"
)

// Tender is what the wallet keeps of a tokenized card or bank account.
type Tender struct {
	Token string // "tndr_..."
	Type  string // processor.TypeCard or processor.TypeBank
	// Wallet is the mobile wallet that carried a card (applePay,
	// googlePay); empty for a tender typed into the card-input frame.
	Wallet          string
	CardBrand       string // cards only
	LastDigits      string
	Expiry          string // MM/YY, cards only
	BankAccountType string // checking or savings, banks only
	Outcome         string // the processor outcome a charge will have
	// CartID is the cart the e-wallet token was issued for; empty for a
	// token of a user's own e-wallet token (POST /user_token), which no
	// cart can charge.
	CartID string
	Client string
	Site   string
	// UserID is the user of the e-wallet token (its subject): a claim and
	// a user-bound save check it.
	UserID string
	// BankRoutingNumber is a bank account's routing number (public: it
	// names the bank); never the account number.
	BankRoutingNumber string
	// HolderName is the name typed beside the card or account.
	HolderName string
	// StoredTenderID is the stored tender a token of POST
	// /tenders/{id}/validate stands for; empty for the others.
	StoredTenderID string
	// FilledBy names the staff member who typed the tender into a frame of
	// an adminFilling e-wallet token (ROLE-18) for the payer UserID; empty
	// for a tender the user typed. Only the staff save takes such a token.
	FilledBy string
	// FrameExpiresAt is when the e-wallet token of the frame the tender
	// was typed into expires; zero when unknown. The staff save takes the
	// token only before it.
	FrameExpiresAt time.Time
	CreatedAt      time.Time
}

// LedgerCharge is one charge in the sandbox ledger.
type LedgerCharge struct {
	Reference string    `json:"reference"`
	Token     string    `json:"token"`
	Amount    string    `json:"amount"` // exact decimal, e.g. "1234.56"
	Outcome   string    `json:"outcome"`
	AuthCode  string    `json:"authCode"`
	CreatedAt time.Time `json:"createdAt"`
}

// LedgerResponse is the answer of GET /ledger.
type LedgerResponse struct {
	Charges []LedgerCharge `json:"charges"`
}

// TenderStore keeps tokenized tenders.
type TenderStore interface {
	SaveTender(ctx context.Context, t Tender) error
}

// Ledger lists the charges recorded for a reference (a cart id), oldest
// first.
type Ledger interface {
	Charges(ctx context.Context, reference string) ([]LedgerCharge, error)
}

// Verifier verifies e-wallet tokens; *ewallet.Signer is one.
type Verifier interface {
	Verify(token string) (ewallet.Claims, error)
}

var _ Verifier = (*ewallet.Signer)(nil)

// NewService returns the wallet service's routes over ledger, relative to
// the service's base path.
func NewService(ledger Ledger, logger *slog.Logger) http.Handler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	s := service{ledger: ledger, logger: logger}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /probe", s.ok)
	mux.HandleFunc("POST /probe", s.ok)
	mux.HandleFunc("GET /ping", s.ok)
	mux.HandleFunc("GET /ledger", s.charges)
	return respond.Routes(mux, logger)
}

type service struct {
	ledger Ledger
	logger *slog.Logger
}

func (s service) ok(w http.ResponseWriter, r *http.Request) {
	respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func (s service) charges(w http.ResponseWriter, r *http.Request) {
	ref := strings.TrimSpace(r.URL.Query().Get("reference"))
	if ref == "" {
		respond.Error(w, r, s.logger, bff.Errorf(bff.CodeInvalid, "Give the reference (cart id) of the charges."))
		return
	}
	list, err := s.ledger.Charges(r.Context(), ref)
	if err != nil {
		respond.Error(w, r, s.logger, err)
		return
	}
	if list == nil {
		list = []LedgerCharge{}
	}
	respond.JSON(w, http.StatusOK, LedgerResponse{Charges: list})
}
