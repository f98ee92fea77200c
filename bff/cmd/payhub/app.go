package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/account"
	"github.com/payhub/payhub/bff/botcheck"
	"github.com/payhub/payhub/bff/bulk"
	"github.com/payhub/payhub/bff/checkout"
	"github.com/payhub/payhub/bff/cmd/payhub/embedded"
	"github.com/payhub/payhub/bff/forms"
	"github.com/payhub/payhub/bff/hostauth"
	payhttp "github.com/payhub/payhub/bff/http"
	"github.com/payhub/payhub/bff/inmem"
	"github.com/payhub/payhub/bff/metrics"
	"github.com/payhub/payhub/bff/redis"
	"github.com/payhub/payhub/bff/schedule"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/shell"
	"github.com/payhub/payhub/bff/sqlite"
	"github.com/payhub/payhub/bff/upstream"
	"github.com/payhub/payhub/bff/upstream/addresses"
	"github.com/payhub/payhub/bff/upstream/announcements"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/cartredirect"
	"github.com/payhub/payhub/bff/upstream/contact"
	formsclient "github.com/payhub/payhub/bff/upstream/forms"
	"github.com/payhub/payhub/bff/upstream/history"
	"github.com/payhub/payhub/bff/upstream/mythings"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
	"github.com/payhub/payhub/bff/upstream/uploads"
	"github.com/payhub/payhub/bff/upstream/wallet"
	savedwallet "github.com/payhub/payhub/bff/wallet"
	"github.com/payhub/payhub/sandbox"
	sandboxbot "github.com/payhub/payhub/sandbox/botcheck"
	sandboxmythings "github.com/payhub/payhub/sandbox/mythings"
)

// Main is the whole program, startable on port 0 by tests.
type Main struct {
	Config Config
	Logger *slog.Logger

	servers []*namedServer
	store   bff.Store
	// screenCache keeps the shared shell and home screens: the store
	// itself when replicas share Redis, memory beside the embedded store
	// (openStore).
	screenCache bff.Cache
	// screenMem is that memory, closed with the store.
	screenMem *inmem.Store
	pool      *upstream.Pool
	sandbox   *sandbox.Server
	hostAuth  *hostauth.Verifier
	wg        sync.WaitGroup
	serveErrs chan error
	// draining is set on SIGINT/SIGTERM: answers close their connection,
	// and bffListener accepts no more (drain.go).
	draining    atomic.Bool
	bffListener *drainListener
	// stopScheduler ends the sandbox's scheduled-payments runner;
	// schedulerDone closes when it has ended.
	stopScheduler context.CancelFunc
	schedulerDone chan struct{}
	// noScreenCache builds every shell and home screen for its request,
	// for measurements that compare the program with and without the
	// shared screen cache (bench_test.go); never set in production.
	noScreenCache bool
}

type namedServer struct {
	name string
	srv  *http.Server
	ln   net.Listener
}

// Listener names a running listener and its URL.
type Listener struct {
	Name string
	URL  string
}

// Start opens the stores, the sandbox (unless --upstreams is given) and the
// listeners, and serves in the background.
func (m *Main) Start(ctx context.Context) error {
	if m.Logger == nil {
		m.Logger = slog.New(slog.DiscardHandler)
	}
	m.serveErrs = make(chan error, 8)
	cfg := m.Config

	var ups Upstreams
	var sandboxURL string
	walletURL := cfg.WalletURL
	// The BFF's own origins are the only pages a PayPal setup returns to,
	// in the BFF and in the sandbox's wallet service: bind it first.
	var portal []string
	if cfg.Command != "sandbox" {
		bln, err := m.bind("bff", cfg.Addr)
		if err != nil {
			return err
		}
		portal = portalOrigins(cfg.PublicURL, bln.Addr())
	}
	if cfg.Command == "sandbox" || cfg.UpstreamsFile == "" {
		// The sandbox's and the example site's addresses are part of the
		// demo site's configuration (the token issuer's URL, the origins
		// allowed to frame the widget): bind them first.
		ln, err := m.bind("sandbox", cfg.SandboxAddr)
		if err != nil {
			return err
		}
		sandboxURL = listenerURL(ln.Addr())
		var exampleOrigins []string
		if cfg.Command == "serve" && cfg.ExamplesAddr != "" {
			eln, err := m.bind("examples", cfg.ExamplesAddr)
			if err != nil {
				return err
			}
			exampleOrigins = []string{listenerURL(eln.Addr())}
		}
		// The wallet host has an origin of its own, so that card data is
		// typed into a frame the portal's origin cannot read. The wallet
		// service sends payers to its PayPal setup page: bind it first.
		wln, err := m.bind("wallet", cfg.WalletAddr)
		if err != nil {
			return err
		}
		if walletURL == "" {
			walletURL = listenerURL(wln.Addr())
		}
		sb, err := sandbox.New(ctx, sandbox.Options{Dir: cfg.DataDir, Logger: m.Logger.With("component", "sandbox"),
			CartTTL: cfg.SandboxCartTTL, URL: sandboxURL, ExampleOrigins: exampleOrigins, WalletURL: walletURL,
			PortalOrigins: portal})
		if err != nil {
			return fmt.Errorf("starting the sandbox: %w", err)
		}
		m.sandbox = sb
		m.serve("sandbox", sb.Handler())
		// Scheduled payments fall due on real time too, not only when the
		// sandbox clock is moved; the runner outlives Start's context.
		sctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
		m.stopScheduler, m.schedulerDone = cancel, make(chan struct{})
		go func() {
			defer close(m.schedulerDone)
			sb.RunScheduler(sctx, 0)
		}()
		ups = sandboxUpstreams("http://" + ln.Addr().String())
		m.serve("wallet", sb.WalletHandler())
	}
	if cfg.Command == "sandbox" {
		return nil
	}
	if cfg.UpstreamsFile != "" {
		var err error
		if ups, err = loadUpstreams(cfg.UpstreamsFile); err != nil {
			return err
		}
	}
	if err := m.openStore(ctx); err != nil {
		return err
	}
	m.hostAuth = hostauth.New(ctx, hostauth.Options{Logger: m.Logger.With("component", "hostauth")})
	met := metrics.New()
	met.SetVersion(buildVersion())
	web := webPartsOf(cfg)
	if web.usesEmbedded() && !embedded.Built() {
		// A plain `go build` embeds only the placeholder.
		m.Logger.Warn("this binary was built without its web parts: the portal and the widget answer as not built; build it with make build, or pass --web-dir and the other directory flags")
	}
	m.serve("bff", m.closeWhenDraining(m.bffHandler(ups, walletURL, portal, met, web)))
	if cfg.MetricsAddr != "" {
		if _, err := m.listen("metrics", cfg.MetricsAddr, metricsHandler(met)); err != nil {
			return err
		}
	}
	if cfg.UpstreamsFile == "" && cfg.ExamplesAddr != "" {
		m.serve("examples", examplesHandler(examplesConfig{Files: web.examples.fsys, From: web.examples.from,
			PayHubOrigin: m.URL("bff"), SandboxOrigin: sandboxURL}, m.Logger.With("component", "examples")))
	}
	return nil
}

// openStore opens Redis when REDIS_URL is set, for replicas that share
// it; otherwise the embedded store in the data directory, so that a
// single-machine install keeps sessions and idempotency keys across a
// crash.
//
// The shared screens go where they serve best. On Redis they are shared by
// every replica. Beside the embedded store, which one process owns, they
// are kept in memory: no other process could read them from the file, a
// screen rebuilt after a crash loses nothing, and a read from memory costs
// a cached home screen far less than one from the file.
func (m *Main) openStore(ctx context.Context) error {
	log := m.Logger.With("component", "store")
	if m.Config.RedisURL == "" {
		st, err := sqlite.Open(ctx, m.Config.DataDir, sqlite.WithLogger(log))
		if err != nil {
			return fmt.Errorf("opening the store in the data directory: %w", err)
		}
		m.store = st
		m.screenMem = inmem.New()
		m.screenCache = m.screenMem
		return nil
	}
	st, err := redis.New(ctx, m.Config.RedisURL, redis.WithLogger(log))
	if err != nil {
		return fmt.Errorf("connecting to Redis: %w", err)
	}
	m.store = st
	m.screenCache = st
	return nil
}

// bffHandler wires the BFF: upstream clients, caches, screens and routes.
// walletURL is the wallet host's origin, where the portal loads the
// card-input frame; portal are the BFF's own origins (portalOrigins); met
// counts its requests and upstream calls; web holds the portal, the
// widget, the SDK and the themes.
func (m *Main) bffHandler(ups Upstreams, walletURL string, portal []string, met *metrics.Metrics, web webParts) http.Handler {
	log := m.Logger.With("component", "bff")
	m.pool = upstream.NewPool(upstream.Options{Logger: log, Observer: met})
	cfgAPI := siteconfig.NewClient(m.pool.Client(svcSiteConfig, ups[svcSiteConfig]))
	payAPI := payables.NewClient(m.pool.Client(svcPayables, ups[svcPayables]))
	annAPI := announcements.NewClient(m.pool.Client(svcAnnouncements, ups[svcAnnouncements]))
	cartAPI := cart.NewClient(m.pool.Client(svcCart, ups[svcCart]))
	histAPI := history.NewClient(m.pool.Client(svcHistory, ups[svcHistory]))
	walletAPI := m.pool.Client(svcWallet, ups[svcWallet])
	bots := m.botVerifier(ups, log)
	// ANN-10: announcement effects reduce the sites' payment methods under
	// the cache, so every screen and command sees the same list.
	effects := &shell.EffectsConfig{ConfigAPI: cfgAPI, Banners: annAPI, Logger: log}
	cached := screen.NewCachedConfig(effects, screen.ConfigCacheTTL)

	// The money path's store and upstreams decide readiness; the side
	// features' (saved addresses, the contact form, saved items) are
	// reported by /readyz without taking the BFF out of service.
	checks := []payhttp.Check{
		{Name: "store", Ping: m.store.Ping},
		{Name: svcSiteConfig, Ping: cfgAPI.Ping},
		{Name: svcPayables, Ping: payAPI.Ping},
		{Name: svcAnnouncements, Ping: annAPI.Ping},
		{Name: svcCart, Ping: cartAPI.Ping},
		{Name: svcHistory, Ping: histAPI.Ping},
		{Name: svcWallet, Ping: func(ctx context.Context) error { return walletAPI.Ping(ctx, "/ping") }},
	}
	var addrAPI checkout.Addresses
	if u := ups[svcAddresses]; u != "" {
		api := addresses.NewClient(m.pool.Client(svcAddresses, u))
		addrAPI = api
		checks = append(checks, payhttp.Check{Name: svcAddresses, Ping: api.Ping, Optional: true})
	}
	var handoff payhttp.Handoff
	if u := ups[svcCartRedirect]; u != "" {
		redirectAPI := cartredirect.NewClient(m.pool.Client(svcCartRedirect, u))
		handoff = &checkout.Handoff{Config: cached, Carts: cartAPI, Redirect: redirectAPI, Logger: log}
		checks = append(checks, payhttp.Check{Name: svcCartRedirect, Ping: redirectAPI.Ping})
	}
	var contactAPI payhttp.Contact
	if u := ups[svcContact]; u != "" {
		api := contact.NewClient(m.pool.Client(svcContact, u))
		contactAPI = &shell.Contact{Config: cached, Sender: api, Logger: log}
		checks = append(checks, payhttp.Check{Name: svcContact, Ping: api.Ping, Optional: true})
	}
	// The login service is not a readiness check: while it is down residents
	// still pay as guests (spec 001 §6), so a replica must stay in service.
	signIn, profile, verification := m.loginDeps(ups[svcLogin], cached, cartAPI, log)
	var saved payhttp.SavedItems
	// savedAccount is saved's own type: bulk autopay on My items is given
	// the scheduler below.
	var savedAccount *account.SavedItems
	switch u, cred := ups[svcMyThings], m.myThingsCredential(); {
	case u != "" && cred == "":
		// The service would refuse every call; its routes answer 503.
		log.Warn("saved items are off: the upstreams name mythings but --mythings-credential is not set")
	case u != "":
		api := mythings.NewClient(m.pool.Client(svcMyThings, u), cred)
		savedAccount = &account.SavedItems{Config: cached, Items: api, Payables: payAPI, Env: m.Config.Env, Logger: log}
		saved = savedAccount
		checks = append(checks, payhttp.Check{Name: svcMyThings, Ping: api.Ping, Optional: true})
	}
	diags, errReports := m.diagnostics(ups)
	// One check-out serves the checkout screen, the cart commands and the
	// check-out, and runs the wallets' payments through the same bot
	// challenge, saved delivery and receipts.
	// The resident's saved payment methods, on the wallet service: managed
	// in the settings, listed, paid with and saved at check-out. The cart
	// service's check-out takes a saved PayPal account's validate token
	// with type paypal, so a saved PayPal tender pays at check-out too.
	walletClient := wallet.NewClient(walletAPI)
	savedTenders := &savedwallet.Wallet{Service: walletClient, Config: cached, Env: m.Config.Env, WalletOrigin: walletURL, Logger: log,
		PayPalAtCheckOut: true}
	// Scheduled payments and autopay pay with those saved cards and bank
	// accounts; a side feature: its service is reported by /readyz, never
	// taking the BFF out of service.
	var schedules payhttp.Schedules
	var autopay checkout.Autopay
	var plansForPayers payhttp.StaffPlans // the staff console's (staff.go)
	if u := ups[svcSchedPay]; u != "" {
		api := schedpay.NewClient(m.pool.Client(svcSchedPay, u))
		s := &schedule.Scheduler{Plans: api, Payables: payAPI, Tenders: savedTenders, Logger: log}
		schedules, autopay = s, s
		plansForPayers = staffPlans(api, cached, s, staffWallet{client: walletClient, origin: walletURL, env: m.Config.Env}, log)
		if savedAccount != nil {
			savedAccount.Autopay = s
		}
		checks = append(checks, payhttp.Check{Name: svcSchedPay, Ping: api.Ping, Optional: true})
	}
	owners, ebills, more := m.ownershipAndEbilling(ups, log)
	checks = append(checks, more...)
	// County forms with their files; a side feature like the schedules.
	// The shell's ROUTE-32 flag asks the same service which sites have forms.
	var countyForms payhttp.Forms
	var siteForms shell.Forms
	if uu, fu := ups[svcUploads], ups[svcForms]; uu != "" && fu != "" {
		upAPI := uploads.NewClient(m.pool.Client(svcUploads, uu))
		formsAPI := formsclient.NewClient(m.pool.Client(svcForms, fu))
		svc := forms.New(formsAPI, upAPI, nil)
		countyForms, siteForms = svc, svc
		checks = append(checks, payhttp.Check{Name: svcUploads, Ping: upAPI.Ping, Optional: true},
			payhttp.Check{Name: svcForms, Ping: formsAPI.Ping, Optional: true})
	}
	screens := sharedScreens(&shell.Shell{Config: cached, Announcements: annAPI, Env: m.Config.Env, Forms: siteForms}, m.screenCache, log)
	if m.noScreenCache {
		screens.Cache = nil
	}
	chk := &checkout.Checkout{Config: cached, Carts: cartAPI, Payables: payAPI, Receipts: histAPI,
		Env: m.Config.Env, WalletOrigin: walletURL, Logger: log, Offices: payAPI, BotCheck: bots,
		Addresses: addrAPI, SavedTenders: savedTenders, Autopay: autopay, Retriever: payAPI}
	chk.Details = payAPI
	chk.Converter = payAPI
	chk.Taxsys = payAPI
	if m.sandbox != nil {
		// The sandbox's payables date their restrictions on its clock.
		chk.PayablesNow = m.sandbox.Clock().Now
	}
	return payhttp.New(payhttp.Deps{
		Logger:      log,
		Env:         m.Config.Env,
		Screens:     screens,
		Clients:     cached,
		Checkout:    chk,
		SourcePages: chk,
		Taxsys:      chk,
		Delivery:    &checkout.Delivery{Carts: cartAPI, Offices: payAPI, Logger: log},
		Wallets:     &checkout.Wallets{Checkout: chk, PayPal: cartAPI, Mobile: walletClient},
		Handoff:     handoff,
		Contact:     contactAPI,
		SignIn:      signIn,
		History:     &account.PastPayments{History: histAPI},
		Store:       m.store,
		Metrics:     met,
		// Diagnostics and error reports (spec 001 §7, §8); nil interfaces
		// when no gateway is configured.
		Diagnostics:  diagDeps(diags),
		Errors:       errorDeps(errReports),
		SavedItems:   saved, // nil without a saved items service
		SavedTenders: savedTenders,
		Schedules:    schedules,   // nil without a scheduled payments service
		Ownership:    owners,      // nil without a user verification service
		Ebilling:     ebills,      // nil without an e-billing service
		Forms:        countyForms, // nil without the uploads and forms services
		// The settings and e-mail verification; nil without a login
		// service (and the settings without its credential).
		Profile:      profile,
		Verification: verification,
		Checks:       checks,
		Web:          web.portal.fsys,
		Widget:       web.widget.fsys,
		WidgetFrom:   web.widget.from,
		// The widget pages' frame-src, and their frame-ancestors and the
		// host issuers from the site configuration.
		WalletOrigin:  walletURL,
		Sites:         cached,
		HostAuth:      m.hostAuth,
		Themes:        web.themes.fsys,
		SDK:           web.sdk.fsys,
		RateLimit:     m.Config.RateLimit,
		SiteRateLimit: m.Config.SiteRateLimit,
		// The one client IP: the peer, or what a trusted proxy forwards.
		TrustedProxies:   m.Config.TrustedProxies,
		MetricsElsewhere: m.Config.MetricsAddr != "",
		PublicURL:        m.Config.PublicURL,
		PortalOrigins:    portal,
		// Bulk add searches the payables service; its uploads wait in the store.
		Bulk: &bulk.Service{Config: cached, Payables: payAPI, Store: m.store, Env: m.Config.Env, Carts: cartAPI, Logger: log},
		// The staff console (staff.go); nil without a login service.
		Staff:          staffConsole(ups[svcLogin], annAPI, cached, screens, log),
		StaffRateLimit: payhttp.DefaultStaffRateLimit,
		StaffPlans:     plansForPayers, // nil without a scheduled payments service
	})
}

// metricsHandler serves GET /metrics alone, for the metrics listener.
func metricsHandler(met *metrics.Metrics) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", met.Handler())
	return mux
}

// botVerifier is the check-out's bot-challenge verifier: the configured
// provider, or in serve mode without --upstreams the sandbox's, with its
// secret. With --upstreams and no --botcheck-url, a site that enables the
// challenge has its check-outs refused as not initialized.
func (m *Main) botVerifier(ups Upstreams, log *slog.Logger) *botcheck.HTTP {
	u, secret := m.Config.BotCheckURL, m.Config.BotCheckSecret
	if m.Config.UpstreamsFile == "" {
		if u == "" {
			u = ups[svcBotCheck]
		}
		if secret == "" {
			secret = sandboxbot.Secret
		}
	}
	return botcheck.NewHTTP(m.pool, u, secret, log)
}

// myThingsCredential is the saved items service's credential: the
// configured one, or in serve mode without --upstreams the sandbox's.
func (m *Main) myThingsCredential() string {
	if m.Config.MyThingsCredential == "" && m.Config.UpstreamsFile == "" {
		return sandboxmythings.Credential
	}
	return m.Config.MyThingsCredential
}

// listenerURL is the http URL of a listener; an unspecified address
// ("0.0.0.0:8091") is named by localhost, which a browser can load.
func listenerURL(addr net.Addr) string {
	if tcp, ok := addr.(*net.TCPAddr); ok && tcp.IP.IsUnspecified() {
		return fmt.Sprintf("http://localhost:%d", tcp.Port)
	}
	return "http://" + addr.String()
}

// portalOrigins are the origins residents reach the BFF at: the public
// URL when one is set, else those of its own listener addr, by the
// loopback names a browser on this host uses (http://127.0.0.1:PORT and
// http://localhost:PORT) and by its own address. No request header ever
// adds one.
func portalOrigins(publicURL string, addr net.Addr) []string {
	if publicURL != "" {
		return []string{publicURL}
	}
	tcp, ok := addr.(*net.TCPAddr)
	if !ok {
		return []string{listenerURL(addr)}
	}
	out := []string{fmt.Sprintf("http://127.0.0.1:%d", tcp.Port), fmt.Sprintf("http://localhost:%d", tcp.Port)}
	if own := listenerURL(addr); !slices.Contains(out, own) {
		out = append(out, own)
	}
	return out
}

// listen binds addr and serves h on it in the background.
func (m *Main) listen(name, addr string, h http.Handler) (net.Listener, error) {
	ln, err := m.bind(name, addr)
	if err != nil {
		return nil, err
	}
	m.serve(name, h)
	return ln, nil
}

// bind opens the named listener without serving yet: its address can be
// wired into handlers first (serve).
func (m *Main) bind(name, addr string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("%s: listening on %s: %w", name, addr, err)
	}
	if name == "bff" {
		m.bffListener = newDrainListener(ln)
		ln = m.bffListener
	}
	srv := &http.Server{
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       120 * time.Second,
		ErrorLog:          slog.NewLogLogger(m.Logger.Handler(), slog.LevelWarn),
	}
	m.servers = append(m.servers, &namedServer{name: name, srv: srv, ln: ln})
	return ln, nil
}

// serve serves h on the bound listener name in the background.
func (m *Main) serve(name string, h http.Handler) {
	for _, s := range m.servers {
		if s.name != name {
			continue
		}
		s.srv.Handler = h
		m.wg.Add(1)
		go func() {
			defer m.wg.Done()
			if err := s.srv.Serve(s.ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
				m.Logger.Error("server stopped", "server", name, "error", err.Error())
				m.serveErrs <- err
			}
		}()
		m.Logger.Info("listening", "server", name, "addr", s.ln.Addr().String())
		return
	}
}

// Errs reports listeners that stopped serving on their own.
func (m *Main) Errs() <-chan error { return m.serveErrs }

// Listening lists the running listeners with their URLs.
func (m *Main) Listening() []Listener {
	out := make([]Listener, 0, len(m.servers))
	for _, s := range m.servers {
		out = append(out, Listener{Name: s.name, URL: "http://" + s.ln.Addr().String()})
	}
	return out
}

// URL returns the URL of the named listener ("bff", "sandbox", "wallet",
// "examples", "metrics").
func (m *Main) URL(name string) string {
	for _, l := range m.Listening() {
		if l.Name == name {
			return l.URL
		}
	}
	return ""
}

// Shutdown drains in-flight requests, the BFF first (it calls the
// sandbox), then closes the stores.
func (m *Main) Shutdown(ctx context.Context) error {
	var errs []error
	for _, s := range m.servers {
		if s.name == "bff" || s.name == "examples" || s.name == "metrics" {
			errs = append(errs, s.srv.Shutdown(ctx))
		}
	}
	for _, s := range m.servers {
		if s.name == "sandbox" || s.name == "wallet" {
			errs = append(errs, s.srv.Shutdown(ctx))
		}
	}
	m.wg.Wait()
	errs = append(errs, m.Close())
	return errors.Join(errs...)
}

// Close releases stores and connections (after Shutdown, or after a failed Start).
func (m *Main) Close() error {
	var errs []error
	for _, s := range m.servers {
		_ = s.ln.Close()
	}
	if m.pool != nil {
		m.pool.Close()
	}
	if m.hostAuth != nil {
		m.hostAuth.Close()
	}
	if m.store != nil {
		errs = append(errs, m.store.Close())
		m.store = nil
	}
	if m.screenMem != nil {
		errs = append(errs, m.screenMem.Close())
		m.screenMem = nil
	}
	if m.stopScheduler != nil {
		m.stopScheduler()
		<-m.schedulerDone
		m.stopScheduler = nil
	}
	if m.sandbox != nil {
		errs = append(errs, m.sandbox.Close())
		m.sandbox = nil
	}
	return errors.Join(errs...)
}
