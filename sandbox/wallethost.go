package sandbox

import (
	"context"
	"net/http"

	"github.com/payhub/payhub/sandbox/paypal"
	"github.com/payhub/payhub/sandbox/wallet"
)

// PrefixWallet is the wallet service's path prefix on the sandbox listener.
const PrefixWallet = "/svc/wallet"

// DefaultWalletAddr is where the wallet host listens by default: its own
// origin, apart from the portal's, so that card data never reaches the
// portal's origin (contracts §2).
const DefaultWalletAddr = "127.0.0.1:8091"

// DefaultWalletURL is the wallet host's origin when Options.WalletURL is
// empty: the default listener's.
const DefaultWalletURL = "http://" + DefaultWalletAddr

// WalletHandler returns the wallet host, which serves the card-input frame
// and tokenizes what is typed into it, and the sandbox's PayPal and Venmo
// approval page (paypal.ApprovePath); serve it on its own listener
// (DefaultWalletAddr). It verifies the e-wallet tokens the cart service
// issues with the one signer of the Server, and its tender tokens are the
// ones the Server's charger charges.
func (s *Server) WalletHandler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/paypal/", paypal.ApprovalHandler(paypal.ApprovalOptions{
		Orders: s.db.PayPal(), Setups: s.db.Wallet(s.now), Logger: s.logger, Now: s.now}))
	mux.Handle("/", wallet.NewHost(wallet.HostOptions{
		Verifier: s.signer,
		Tenders:  s.db.Wallet(s.now),
		Logger:   s.logger,
		Now:      s.now,
	}))
	return mux
}

// walletService returns the wallet service of the sandbox listener, with
// its mobile-wallet calls and its stored-tender calls.
func (s *Server) walletService() http.Handler {
	mux := http.NewServeMux()
	mobile := wallet.NewMobileService(s.db.Wallet(s.now), s.now, s.logger)
	for _, p := range []string{"/mobile_token", "/validate_apple_pay_merchant", "/validate_google_pay_domain"} {
		mux.Handle(p, mobile)
	}
	tenders := wallet.NewTenderService(wallet.TenderServiceOptions{Wallet: s.db.Wallet(s.now),
		Setups: s.db.Wallet(s.now), Issuer: s.signer, WalletURL: s.walletURL, PortalOrigins: s.portalOrigins, Now: s.now, Logger: s.logger,
		Staff: wallet.Staff{Verifier: s.login.StaffVerifier(), Payers: walletPayers{payers{store: s.db.Login()}}}})
	for _, p := range wallet.TenderPaths {
		mux.Handle(p, tenders)
	}
	mux.Handle("/", wallet.NewService(s.db.Wallet(s.now), s.logger))
	return mux
}

// walletPayers finds the payers staff enter a card or bank account for as
// the scheduled payments service finds them (payers): a resident account
// by e-mail, never a staff account.
type walletPayers struct{ p payers }

// PayerByEmail returns the resident with email.
func (w walletPayers) PayerByEmail(ctx context.Context, email string) (wallet.Payer, error) {
	p, err := w.p.PayerByEmail(ctx, email)
	if err != nil {
		return wallet.Payer{}, err
	}
	return wallet.Payer{ID: p.ID, Name: p.Name}, nil
}
