// Package sandbox runs working implementations of PayHub's upstream
// services on one listener, with SQLite storage, so that the whole product
// runs on one machine (contracts §2: `payhub sandbox`, and part of
// `payhub serve`). Each service answers under its own path prefix:
//
//	/svc/config         site configuration (sandbox/siteconfig)
//	/svc/payables       payables, spec 001 §7 (sandbox/payables)
//	/svc/announcements  announcements, spec 001 §7 (sandbox/announcements)
//	/svc/wallet         wallet service: stored tenders, user tokens, PayPal setup, mobile wallets, probe and ledger (sandbox/wallet)
//	/svc/cart           cart service v3, spec 000 §7 (sandbox/cart)
//	/svc/history        payment history, spec 001 §7 (sandbox/history)
//	/svc/addresses      saved addresses, spec 000 §7 (sandbox/addresses)
//	/svc/botcheck       bot-challenge siteverify, spec 000 §7 (sandbox/botcheck)
//	/svc/issuer         a county's identity provider: JWKS and tokens (sandbox/issuer)
//	/svc/login          the login service, an OpenID Connect provider, spec 001 §7 (sandbox/login)
//	/svc/cart-redirect  cart redirect service and external checkout, spec 000 §7 (sandbox/cartredirect)
//	/svc/contact        contact form messages, spec 000 §3, §7 (sandbox/contact)
//	/svc/diag           message-queue gateway of diagnostics, spec 001 §7 (sandbox/diaggw)
//	/svc/chatbot        a county's chat assistant for the portal's chatbot frame, spec 000 §4 (sandbox/chatbot)
//	/svc/survey         a county's site survey for the portal's survey modal, spec 000 §2 (sandbox/survey)
//	/svc/mythings       saved items, spec 001 §7 (sandbox/mythings)
//	/svc/schedpay       scheduled payments v2 and their runner, spec 001 §7 (sandbox/schedpay)
//	/svc/verify         ownership verification by mailed PIN, spec 001 §7 (sandbox/verify)
//	/svc/ebilling       e-billing subscriptions, spec 001 §7 (sandbox/ebilling)
//	/svc/clock          the sandbox clock, contracts §8 (sandbox/clock)
//	/svc/uploads        uploads, spec 001 §7; files under the data directory (sandbox/uploads)
//	/svc/forms          a site's county forms and the filed ones (sandbox/forms)
//	/outbox             the e-mail the services would send (sandbox/outbox)
//
// The wallet host, which serves the card-input frame, runs on a listener
// of its own: see WalletHandler.
//
// GET / lists the services and GET /healthz reports that the process and
// its database answer.
package sandbox

import (
	"cmp"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"path/filepath"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/sandbox/addresses"
	"github.com/payhub/payhub/sandbox/announcements"
	"github.com/payhub/payhub/sandbox/botcheck"
	"github.com/payhub/payhub/sandbox/cart"
	"github.com/payhub/payhub/sandbox/cartredirect"
	"github.com/payhub/payhub/sandbox/chatbot"
	"github.com/payhub/payhub/sandbox/clock"
	"github.com/payhub/payhub/sandbox/contact"
	"github.com/payhub/payhub/sandbox/diaggw"
	"github.com/payhub/payhub/sandbox/ebilling"
	"github.com/payhub/payhub/sandbox/ewallet"
	"github.com/payhub/payhub/sandbox/forms"
	"github.com/payhub/payhub/sandbox/history"
	"github.com/payhub/payhub/sandbox/internal/respond"
	"github.com/payhub/payhub/sandbox/issuer"
	"github.com/payhub/payhub/sandbox/login"
	"github.com/payhub/payhub/sandbox/mythings"
	"github.com/payhub/payhub/sandbox/outbox"
	"github.com/payhub/payhub/sandbox/payables"
	"github.com/payhub/payhub/sandbox/processor"
	"github.com/payhub/payhub/sandbox/schedpay"
	"github.com/payhub/payhub/sandbox/siteconfig"
	"github.com/payhub/payhub/sandbox/sqlite"
	"github.com/payhub/payhub/sandbox/survey"
	"github.com/payhub/payhub/sandbox/uploads"
	"github.com/payhub/payhub/sandbox/verify"
)

// DefaultDir is where the database lives when Options.Dir is empty
// (contracts §2: sandbox data in SQLite under ./var/).
const DefaultDir = "./var"

// Path prefixes of the services on the sandbox listener.
const (
	PrefixConfig        = "/svc/config"
	PrefixPayables      = "/svc/payables"
	PrefixAnnouncements = "/svc/announcements"
)

// Path prefixes of the cart and history services, and the outbox pages.
const (
	PrefixCart    = "/svc/cart"
	PrefixHistory = "/svc/history"
	PathOutbox    = "/outbox"
)

// PrefixAddresses is the path prefix of the addresses service (spec 000 §7
// "Addresses service").
const PrefixAddresses = "/svc/addresses"

// PrefixBotCheck is the path prefix of the bot-challenge provider (spec
// 000 §7: the check-out's bot challenge), Turnstile-compatible.
const PrefixBotCheck = "/svc/botcheck"

// PrefixIssuer is the path prefix of the sandbox token issuer, which
// stands in for a county's identity provider (spec 000 §4: sign-in by
// token exchange requires a known issuer).
const PrefixIssuer = "/svc/issuer"

// DefaultURL is the sandbox's URL when Options.URL is empty: the default
// listener of contracts §2.
const DefaultURL = "http://127.0.0.1:8090"

// PrefixCartRedirect is the path prefix of the cart redirect service and
// its external checkout (spec 000 §7 "Cart redirect service").
const PrefixCartRedirect = "/svc/cart-redirect"

// PrefixContact is the path prefix of the contact service (spec 000 §3
// "Contact request", §7 "Contact").
const PrefixContact = "/svc/contact"

// PrefixDiag is the path prefix of the message-queue gateway of
// diagnostics, request logs and error reports (spec 001 §7 "Diagnostics").
const PrefixDiag = "/svc/diag"

// PrefixMyThings is the path prefix of the saved items service (spec 001
// §7 "Saved items service": default path ending /svc/mythings; API-98).
const PrefixMyThings = "/svc/mythings"

// PrefixChatbot is the path prefix of the sandbox chatbot page, which
// starlight/tour's chatbot frame shows (spec 000 §4 "Chatbot"; SHELL-44).
const PrefixChatbot = "/svc/chatbot"

// PrefixSurvey is the path prefix of the sandbox survey page, which the
// survey modal of a site with survey links frames (spec 000 §2 "Shell
// screens"; SHELL-22): its answers show at PrefixSurvey+"/answers.json".
const PrefixSurvey = "/svc/survey"

// healthTimeout bounds the database check of GET /healthz.
const healthTimeout = 2 * time.Second

// Options configures a Server. Zero fields take the defaults noted beside
// them.
type Options struct {
	Dir    string           // directory of sandbox.db; default DefaultDir
	Logger *slog.Logger     // default discards
	Now    func() time.Time // clock of the seed data; default time.Now
	// CartTTL is how long a cart lives after its creation or last change
	// (it sets seconds_to_expiry); default 30 minutes (cart.DefaultTTL).
	CartTTL time.Duration
	// Charger, when set, charges check-outs instead of the wallet's ledger.
	// When it is also a processor.Tenders, the cart service asks it what
	// a tender token stands for; otherwise the wallet's record answers.
	Charger processor.Charger
	// URL is where the sandbox listener answers (default DefaultURL): the
	// token issuer names itself and its keys by it.
	URL string
	// ExampleOrigins are the running example county website's origins:
	// sunshine/demo lets them frame its widget, and the token issuer lets
	// them ask for tokens, in addition to the defaults of contracts §5.
	ExampleOrigins []string
	// LoginServiceToken is the login service's users API credential;
	// default login.DefaultServiceToken.
	LoginServiceToken string
	// WalletURL is the wallet host's origin (default DefaultWalletURL):
	// the wallet service sends a payer to its PayPal setup page.
	WalletURL string
	// PortalOrigins are the origins of the portal that calls the wallet
	// service (payhub serve passes the BFF's): a PayPal setup returns to a
	// page of one of them only. None: any http(s) page, for a sandbox run
	// on its own.
	PortalOrigins []string
}

// Server is the sandbox: its database and the handler of every service.
type Server struct {
	db      *sqlite.DB
	logger  *slog.Logger
	handler http.Handler
	now     func() time.Time
	// signer issues e-wallet tokens (cart service) and verifies them
	// (wallet host); its key is new at every start.
	signer *ewallet.Signer
	// charger charges tokenized tenders for the cart service.
	charger processor.Charger
	// tenders tells the cart service what a tender token stands for: the
	// wallet's record, or the charger's own when it keeps its tokens.
	tenders processor.Tenders
	// cartTTL is Options.CartTTL.
	cartTTL time.Duration
	// issuer is the sandbox token issuer.
	issuer *issuer.Issuer
	// login is the login service.
	login *login.Service
	// walletURL is the wallet host's origin (Options.WalletURL).
	walletURL string
	// portalOrigins are Options.PortalOrigins.
	portalOrigins []string
	// clock is the sandbox clock that now reads.
	clock *clock.Clock
	// runner executes scheduled payments' runs.
	runner *schedpay.Runner
	// uploads stores uploaded files; forms files county forms.
	uploads *uploads.Service
	forms   *forms.Service
}

// Service describes one sandbox service in the index at GET /.
type Service struct {
	Name   string `json:"name"`
	Prefix string `json:"prefix"`
	Ping   string `json:"ping"`
	Spec   string `json:"spec"`
}

// Services is the index of GET /.
func Services() []Service {
	return []Service{
		{Name: "config", Prefix: PrefixConfig, Ping: PrefixConfig + "/v1/ping",
			Spec: "site configuration (spec 000 §3 Config)"},
		{Name: "payables", Prefix: PrefixPayables, Ping: PrefixPayables + "/v0/ping",
			Spec: "spec 001 §7 Payables service"},
		{Name: "announcements", Prefix: PrefixAnnouncements, Ping: PrefixAnnouncements + "/ping",
			Spec: "spec 001 §7 Announcements service"},
		{Name: "wallet", Prefix: PrefixWallet, Ping: PrefixWallet + "/ping",
			Spec: "spec 001 §7 Wallet: stored tenders (API-62..71), user tokens (API-77), mobile wallets, probe, and the sandbox ledger"},
		{Name: "cart", Prefix: PrefixCart, Ping: PrefixCart + "/ping",
			Spec: "spec 000 §7 Cart service, version 3"},
		{Name: "history", Prefix: PrefixHistory, Ping: PrefixHistory + "/api/v2/ping",
			Spec: "spec 001 §7 Payment history service"},
		{Name: "addresses", Prefix: PrefixAddresses, Ping: PrefixAddresses + "/v1/ping",
			Spec: "spec 000 §7 Addresses service"},
		{Name: "botcheck", Prefix: PrefixBotCheck, Ping: PrefixBotCheck + "/ping",
			Spec: "spec 000 §7 bot challenge (Turnstile siteverify)"},
		{Name: "cart-redirect", Prefix: PrefixCartRedirect, Ping: PrefixCartRedirect + "/ping",
			Spec: "spec 000 §7 Cart redirect service, and the external checkout it hands off to"},
		{Name: "issuer", Prefix: PrefixIssuer, Ping: PrefixIssuer + "/ping",
			Spec: "spec 000 §4 sign-in by token exchange: a county's identity provider"},
		{Name: "login", Prefix: PrefixLogin, Ping: PrefixLogin + "/v1/ping",
			Spec: "spec 001 §7 Login service: OpenID Connect provider, hosted sign-in, users API (service credential)"},
		{Name: "contact", Prefix: PrefixContact, Ping: PrefixContact + "/v1/ping",
			Spec: "spec 000 §3, §7 Contact: the contact form's messages (copied to the outbox)"},
		{Name: "diag", Prefix: PrefixDiag, Ping: PrefixDiag + "/ping",
			Spec: "spec 001 §7 Diagnostics: the message-queue gateway, newest messages at GET " + PrefixDiag + "/"},
		{Name: "mythings", Prefix: PrefixMyThings, Ping: PrefixMyThings + "/api/v2/ping",
			Spec: "spec 001 §7 Saved items service (bearer service credential and X-PayHub-User)"},
		{Name: "chatbot", Prefix: PrefixChatbot, Ping: PrefixChatbot + "/ping",
			Spec: "spec 000 §4 Chatbot: the page of a county's chat assistant, for the portal's chatbot frame"},
		{Name: "survey", Prefix: PrefixSurvey, Ping: PrefixSurvey + "/ping",
			Spec: "spec 000 §2 Shell screens: a county's site survey, for the portal's survey modal; answers at " +
				PrefixSurvey + "/answers.json"},
		{Name: "schedpay", Prefix: PrefixSchedPay, Ping: PrefixSchedPay + "/v2/ping",
			Spec: "spec 001 §7 Scheduled payments service (X-User-Id), with a runner on the sandbox clock"},
		{Name: "verify", Prefix: PrefixVerify, Ping: PrefixVerify + "/v1/ping",
			Spec: "spec 001 §7 User verification: ownership by a PIN mailed to the property (X-User-Id); letters in the outbox"},
		{Name: "ebilling", Prefix: PrefixEbilling, Ping: PrefixEbilling + "/v1/ping",
			Spec: "spec 001 §7 E-billing: subscriptions confirmed by an e-mailed link, paperless, unsubscribe by e-mailed code"},
		{Name: "uploads", Prefix: PrefixUploads, Ping: PrefixUploads + "/v1/ping",
			Spec: "spec 001 §7 Uploads (API-59..61): create an upload, post its file once to the uploadUri"},
		{Name: "forms", Prefix: PrefixForms, Ping: PrefixForms + "/v1/ping",
			Spec: "spec 000 §2 forms: a site's county forms, filing them (copied to the outbox), a user's filed forms (X-User-Id)"},
		{Name: "clock", Prefix: PathClock, Ping: PathClock,
			Spec: "contracts §8: the sandbox clock; POST " + PathClock + "/advance {\"by\": \"720h\"} runs what falls due"},
		{Name: "outbox", Prefix: PathOutbox, Ping: PathOutbox + ".json",
			Spec: "contracts §6: sandbox e-mail, newest first"},
	}
}

// New opens (or creates) Dir/sandbox.db, applies the migrations, writes the
// seed data and returns the Server. Close releases the database.
func New(ctx context.Context, opts Options) (*Server, error) {
	dir := cmp.Or(opts.Dir, DefaultDir)
	logger := opts.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	db, err := sqlite.Open(ctx, dir, logger)
	if err != nil {
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	// Every service reads the sandbox clock: real time (opts.Now) plus the
	// offset that POST /svc/clock/advance adds, kept in the database.
	clk, err := clock.New(ctx, db.Clock(), opts.Now)
	if err != nil {
		return nil, errors.Join(fmt.Errorf("sandbox: %w", err), db.Close())
	}
	now := clk.Now
	if err := db.Seed(ctx, now()); err != nil {
		return nil, errors.Join(fmt.Errorf("sandbox: seed: %w", err), db.Close())
	}
	key := make([]byte, 32)
	if _, err := rand.Read(key); err != nil {
		return nil, errors.Join(fmt.Errorf("sandbox: signing key: %w", err), db.Close())
	}
	s := &Server{db: db, logger: logger, now: now, clock: clk, signer: ewallet.NewSigner(key, now)}
	s.charger, s.tenders = db.Wallet(now), db.Wallet(now)
	if opts.Charger != nil {
		s.charger = opts.Charger
		if t, ok := opts.Charger.(processor.Tenders); ok {
			s.tenders = t
		}
	}
	s.cartTTL = opts.CartTTL
	s.walletURL = strings.TrimSuffix(cmp.Or(opts.WalletURL, DefaultWalletURL), "/")
	s.portalOrigins = opts.PortalOrigins
	if s.issuer, err = seedIssuer(ctx, db, opts, logger); err != nil {
		return nil, errors.Join(err, db.Close())
	}
	if s.login, err = newLoginService(ctx, db, opts, s.issuer, logger); err != nil {
		return nil, errors.Join(err, db.Close())
	}
	base := strings.TrimRight(cmp.Or(opts.URL, DefaultURL), "/")
	if err := errors.Join(db.SeedChatbot(ctx, base+PrefixChatbot+"/"), db.SeedSurvey(ctx, base+PrefixSurvey+"/")); err != nil {
		return nil, errors.Join(fmt.Errorf("sandbox: seed: %w", err), db.Close())
	}
	if err := db.SeedForms(ctx); err != nil {
		return nil, errors.Join(fmt.Errorf("sandbox: seed: %w", err), db.Close())
	}
	if s.uploads, err = s.newUploads(dir); err != nil {
		return nil, errors.Join(err, db.Close())
	}
	s.forms = s.newForms()
	s.runner = s.newRunner()
	s.handler = s.routes()
	logger.InfoContext(ctx, "sandbox ready", "db", filepath.Join(dir, sqlite.FileName))
	return s, nil
}

func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	mount := func(prefix string, h http.Handler) {
		mux.Handle(prefix+"/", http.StripPrefix(prefix, h))
	}
	mount(PrefixConfig, siteconfig.NewHandler(s.db.SiteConfig(), s.logger))
	mount(PrefixPayables, payables.NewHandler(s.db.Payables(), s.logger,
		payables.WithOffices(s.db.Payables(), s.now),
		payables.WithTaxsysEvents(s.db.Payables(), s.db.Payables(), s.now)))
	mux.Handle("POST "+PrefixPayables+payables.PathAdminChange,
		payables.NewChangeHandler(s.db.Payables(), s.now, s.logger))
	mount(PrefixAddresses, addresses.NewHandler(s.db.Addresses(), s.logger, s.now))
	mount(PrefixAnnouncements, announcements.NewHandler(s.db.Announcements(), s.logger,
		announcements.WithAdmin(announcements.Admin{Store: s.db.Announcements(), Verifier: s.login.StaffVerifier(), Now: s.now})))
	mount(PrefixWallet, s.walletService())
	mount(PrefixCart, cart.NewHandler(cart.Config{Store: s.db.Carts(), Tokens: s.signer,
		Charger: s.charger, Tenders: s.tenders, PayPal: s.db.PayPal(), TTL: s.cartTTL, Now: s.now, Logger: s.logger}))
	mount(PrefixHistory, history.NewHandler(s.db.History(), s.logger))
	mount(PrefixMyThings, mythings.NewHandler(s.db.MyThings(), mythings.Credential, s.logger, s.now))
	mount(PrefixCartRedirect, cartredirect.NewHandler(cartredirect.Config{
		Carts: cart.NewExternal(cart.Config{Store: s.db.Carts(), Tokens: s.signer, TTL: s.cartTTL,
			Now: s.now, Logger: s.logger}),
		BasePath: PrefixCartRedirect, Logger: s.logger}))
	mount(PrefixBotCheck, botcheck.NewHandler(s.logger))
	mount(PrefixContact, contact.NewHandler(s.db.Contact(), s.logger, s.now))
	mount(PrefixIssuer, s.issuer.Handler())
	mount(PrefixLogin, s.login.Handler())
	mount(PrefixDiag, diaggw.New(s.logger, s.now).Handler())
	mount(PrefixChatbot, chatbot.NewHandler())
	mount(PrefixSurvey, survey.New(s.logger, s.now).Handler())
	mount(PrefixSchedPay, schedpay.NewHandler(s.runner, s.logger,
		schedpay.WithAdmin(schedpay.Admin{Verifier: s.login.StaffVerifier(), Payers: payers{store: s.db.Login()},
			Tenders: payerTenders{store: s.db.Wallet(s.now)}})))
	mount(PrefixVerify, verify.NewHandler(s.verifyService(), s.logger))
	mount(PrefixEbilling, ebilling.NewHandler(s.ebillingService(), s.logger))
	mount(PrefixUploads, uploads.NewHandler(s.uploads, s.logger))
	mount(PrefixForms, forms.NewHandler(s.forms, s.logger))
	mux.HandleFunc("GET "+PathClock, s.clockNow)
	mux.HandleFunc("POST "+PathClock+"/advance", s.clockAdvance)
	mail := outbox.NewHandler(s.db.Outbox(), s.logger)
	mux.HandleFunc("GET "+PathOutbox, mail.HTML)
	mux.HandleFunc("GET "+PathOutbox+".json", mail.JSON)
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		respond.JSON(w, http.StatusOK, map[string]any{"name": "PayHub sandbox", "services": Services()})
	})
	mux.HandleFunc("GET /healthz", s.healthz)
	return respond.Recover(respond.Routes(mux, s.logger), s.logger)
}

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), healthTimeout)
	defer cancel()
	if err := s.db.Ping(ctx); err != nil {
		respond.Error(w, r, s.logger, bff.Wrap(err, bff.CodeUnavailable, "The sandbox database does not answer."))
		return
	}
	respond.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

// Handler returns the handler of every sandbox service.
func (s *Server) Handler() http.Handler { return s.handler }

// DB returns the sandbox database, for tests and for wiring further
// services onto it.
func (s *Server) DB() *sqlite.DB { return s.db }

// Close closes the database. The handler must no longer be serving.
func (s *Server) Close() error {
	s.login.Close()
	return s.db.Close()
}
