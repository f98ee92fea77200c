package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	payhttp "github.com/payhub/payhub/bff/http"
	"github.com/payhub/payhub/sandbox"
)

// Config is everything the binary reads from flags and the environment.
// A flag wins over its environment variable, which wins over the default.
type Config struct {
	Command       string // serve or sandbox
	Env           bff.Env
	Addr          string // the BFF
	SandboxAddr   string // the sandbox upstream services
	ExamplesAddr  string // the example county website
	WalletAddr    string // the sandbox wallet host, which serves the card-input frame
	WalletURL     string // the wallet host's origin, where the portal loads the card-input frame
	UpstreamsFile string // serve --upstreams FILE: the BFF alone against real upstreams
	DataDir       string // the sandbox's SQLite and, without Redis, the BFF's store
	// The web parts' directories: each overrides the build embedded in the
	// binary (web.go) when set, for development; empty serves the embedded one.
	WebDir          string // the built portal
	WidgetDir       string // the widget's build, served under /web/widgets/current/
	ThemesDir       string
	SDKDir          string // the built SDK, served at /sdk/
	ExamplesDir     string
	RedisURL        string
	LogLevel        slog.Level
	ShutdownTimeout time.Duration
	// DrainDelay is how long, on SIGINT/SIGTERM, the BFF keeps serving the
	// connections it has, every answer closing its connection, before the
	// drain (drain.go).
	DrainDelay time.Duration
	// SandboxCartTTL is how long a sandbox cart lives after its last change.
	SandboxCartTTL time.Duration
	// RateLimit is the BFF API's per-client-IP limit; a zero Rate turns it off.
	RateLimit bff.Limit
	// SiteRateLimit is the BFF API's limit per client and site; a zero Rate
	// turns it off.
	SiteRateLimit bff.Limit
	// BotCheckURL is the bot-challenge provider's siteverify base URL
	// (spec 000 §7); empty in serve mode means the sandbox's.
	BotCheckURL string
	// BotCheckSecret is the provider's secret; empty in serve mode means
	// the sandbox's.
	BotCheckSecret string
	// Diag is where diagnostics and error reports go (diag.go).
	Diag DiagConfig
	// MyThingsCredential is the bearer credential the BFF sends to the
	// saved items service; empty in serve mode means the sandbox's.
	MyThingsCredential string
	// LoginCredential is the login service's users API credential, which
	// the settings need; empty in serve mode means the sandbox's.
	LoginCredential string
	// TrustedProxies are the load balancers whose X-Forwarded-For gives
	// the client IP (edge.go); empty trusts none.
	TrustedProxies []string
	// MetricsAddr is /metrics' own listener; empty serves it on the BFF's
	// (dev only by default; edge.go).
	MetricsAddr string
	// PublicURL is the origin residents reach the BFF at (edge.go), for a
	// BFF behind a proxy that ends TLS; empty: each request's own.
	PublicURL string
}

// defaultSandboxCartTTL is how long a sandbox cart lives after its last
// change unless --sandbox-cart-ttl says otherwise.
const defaultSandboxCartTTL = 30 * time.Minute

// usage is printed for -h and for errors.
const usage = `payhub: the PayHub payment hub

Usage:
  payhub serve [flags]                    the BFF, the sandbox upstream services and the example county site
  payhub serve --upstreams FILE [flags]   the BFF alone, against the upstream services listed in FILE
  payhub sandbox [flags]                  the sandbox upstream services alone
  payhub version                          the version this binary was built from
  payhub healthcheck [--addr A] [--path P] exit 0 when the BFF on A answers P (/readyz) with 200

Flags (each also read from the environment variable shown):
`

// parseConfig reads args (without the program name) and the environment.
func parseConfig(args []string, getenv func(string) string, stderr io.Writer) (Config, error) {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		fmt.Fprint(stderr, usage)
		return Config{}, errors.New("a command is required: serve or sandbox")
	}
	cfg := Config{Command: args[0]}
	if cfg.Command != "serve" && cfg.Command != "sandbox" {
		fmt.Fprint(stderr, usage)
		return Config{}, fmt.Errorf("unknown command %q: use serve or sandbox", cfg.Command)
	}
	env := func(name, def string) string {
		if v := getenv(name); v != "" {
			return v
		}
		return def
	}
	fs := flag.NewFlagSet("payhub "+cfg.Command, flag.ContinueOnError)
	fs.SetOutput(stderr)
	envName := fs.String("env", env("PAYHUB_ENV", "dev"), "environment: dev, test, stage, beta, demo or prod (PAYHUB_ENV)")
	fs.StringVar(&cfg.Addr, "addr", env("PAYHUB_ADDR", "localhost:8080"), "BFF listen address (PAYHUB_ADDR)")
	fs.StringVar(&cfg.SandboxAddr, "sandbox-addr", env("PAYHUB_SANDBOX_ADDR", "127.0.0.1:8090"), "sandbox services listen address (PAYHUB_SANDBOX_ADDR)")
	fs.StringVar(&cfg.ExamplesAddr, "examples-addr", env("PAYHUB_EXAMPLES_ADDR", "127.0.0.1:8081"), "example county site listen address; empty to disable (PAYHUB_EXAMPLES_ADDR)")
	fs.StringVar(&cfg.WalletAddr, "wallet-addr", env("PAYHUB_WALLET_ADDR", "127.0.0.1:8091"), "sandbox wallet host (card-input frame) listen address (PAYHUB_WALLET_ADDR)")
	fs.StringVar(&cfg.WalletURL, "wallet-url", env("PAYHUB_WALLET_URL", ""), "wallet host origin the portal loads the card-input frame from; default the wallet listener's, required with --upstreams (PAYHUB_WALLET_URL)")
	cartTTL, err := time.ParseDuration(env("PAYHUB_SANDBOX_CART_TTL", defaultSandboxCartTTL.String()))
	if err != nil {
		return Config{}, fmt.Errorf("PAYHUB_SANDBOX_CART_TTL: %w", err)
	}
	fs.DurationVar(&cfg.SandboxCartTTL, "sandbox-cart-ttl", cartTTL, "how long a sandbox cart lives after its last change (PAYHUB_SANDBOX_CART_TTL)")
	fs.StringVar(&cfg.UpstreamsFile, "upstreams", env("PAYHUB_UPSTREAMS", ""), "JSON file of upstream base URLs: run the BFF alone (PAYHUB_UPSTREAMS)")
	fs.StringVar(&cfg.DataDir, "data-dir", env("PAYHUB_DATA_DIR", "./var"), "data directory: the sandbox's database and, without --redis-url, the BFF's sessions and idempotency keys (PAYHUB_DATA_DIR)")
	fs.StringVar(&cfg.WebDir, "web-dir", env("PAYHUB_WEB_DIR", ""), "built portal directory, e.g. ./widget/dist/portal; default the build embedded in the binary (PAYHUB_WEB_DIR)")
	fs.StringVar(&cfg.WidgetDir, "widget-dir", env("PAYHUB_WIDGET_DIR", ""), "built widget directory, served at /web/widgets/current/, e.g. ./widget/dist/widget; default the embedded build (PAYHUB_WIDGET_DIR)")
	fs.StringVar(&cfg.ThemesDir, "themes-dir", env("PAYHUB_THEMES_DIR", ""), "theme stylesheets directory, e.g. ./themes; default the embedded themes (PAYHUB_THEMES_DIR)")
	fs.StringVar(&cfg.SDKDir, "sdk-dir", env("PAYHUB_SDK_DIR", ""), "built SDK directory, served at /sdk/, e.g. ./sdk/dist; default the embedded build (PAYHUB_SDK_DIR)")
	fs.StringVar(&cfg.ExamplesDir, "examples-dir", env("PAYHUB_EXAMPLES_DIR", ""), "example county site directory, e.g. ./examples/county-site; default the embedded site (PAYHUB_EXAMPLES_DIR)")
	fs.StringVar(&cfg.RedisURL, "redis-url", env("REDIS_URL", ""), "Redis URL for sessions, cache, rate limits and idempotency keys; for several replicas; empty keeps them in the data directory (REDIS_URL)")
	rateLimit := fs.String("rate-limit", env("PAYHUB_RATE_LIMIT", defaultRateLimitText()), "BFF API requests per client IP address: "+rateLimitSyntax+" (PAYHUB_RATE_LIMIT)")
	siteRateLimit := fs.String("site-rate-limit", env("PAYHUB_SITE_RATE_LIMIT", limitText(payhttp.DefaultSiteRateLimit)), "BFF API requests per client and site, all callers together: "+rateLimitSyntax+" (PAYHUB_SITE_RATE_LIMIT)")
	fs.StringVar(&cfg.BotCheckURL, "botcheck-url", env("PAYHUB_BOTCHECK_URL", ""), "bot-challenge siteverify base URL, e.g. https://challenges.cloudflare.com/turnstile/v0; default the sandbox's "+sandbox.PrefixBotCheck+" (PAYHUB_BOTCHECK_URL)")
	fs.StringVar(&cfg.BotCheckSecret, "botcheck-secret", env("PAYHUB_BOTCHECK_SECRET", ""), "bot-challenge secret key; default the sandbox's (PAYHUB_BOTCHECK_SECRET)")
	fs.StringVar(&cfg.MyThingsCredential, "mythings-credential", env("PAYHUB_MYTHINGS_CREDENTIAL", ""), "saved items service credential, sent as a bearer token; default the sandbox's in serve mode; with --upstreams, saved items are off without it (PAYHUB_MYTHINGS_CREDENTIAL)")
	fs.StringVar(&cfg.LoginCredential, "login-credential", env("PAYHUB_LOGIN_CREDENTIAL", ""), "login service users API credential, sent as a bearer token; default the sandbox's in serve mode; with --upstreams, the settings are off without it (PAYHUB_LOGIN_CREDENTIAL)")
	fs.StringVar(&cfg.Diag.Gateway, "diag-gateway", env("PAYHUB_DIAG_GATEWAY", ""), "diagnostics message-queue gateway base URL; PAYHUB_DIAG_GATEWAY_<ENV> wins; default the sandbox's in serve mode, none with --upstreams (PAYHUB_DIAG_GATEWAY)")
	fs.StringVar(&cfg.Diag.Credential, "diag-credential", env("PAYHUB_DIAG_CREDENTIAL", ""), "diagnostics gateway credential: user:password, a bearer token or a full Authorization value; PAYHUB_DIAG_CREDENTIAL_<ENV> wins (PAYHUB_DIAG_CREDENTIAL)")
	sampleRate := fs.String("error-sample-rate", env("PAYHUB_ERROR_SAMPLE_RATE", ""), "share of 5xx answers reported to the gateway, 0 to 1; default 1 in dev and test, 0.1 elsewhere (PAYHUB_ERROR_SAMPLE_RATE)")
	trusted := fs.String("trusted-proxies", env("PAYHUB_TRUSTED_PROXIES", ""), "addresses or CIDR ranges of the load balancers in front of the BFF, comma-separated; only their X-Forwarded-For names the client IP; default none (PAYHUB_TRUSTED_PROXIES)")
	publicURL := fs.String("public-url", env("PAYHUB_PUBLIC_URL", ""), "the origin residents reach the BFF at, e.g. https://pay.example.gov, when a proxy in front ends TLS; it names the portal's pages to the card-input frame, PayPal and sign-in; default each request's own scheme and host (PAYHUB_PUBLIC_URL)")
	metrics := fs.String("metrics-addr", env("PAYHUB_METRICS_ADDR", ""), "Prometheus /metrics listen address; default the BFF's own listener in dev, "+defaultMetricsAddr+" elsewhere (PAYHUB_METRICS_ADDR)")
	logLevel := fs.String("log-level", env("PAYHUB_LOG_LEVEL", "info"), "log level: debug, info, warn or error (PAYHUB_LOG_LEVEL)")
	fs.DurationVar(&cfg.ShutdownTimeout, "shutdown-timeout", 20*time.Second, "how long to drain in-flight requests on SIGINT/SIGTERM")
	fs.DurationVar(&cfg.DrainDelay, "drain-delay", 0, "on SIGINT/SIGTERM, how long to keep serving the connections already open (new ones are refused at once), each answer closing its connection, before the drain; longer than a load balancer's keep-alive to the BFF")
	fs.Usage = func() {
		fmt.Fprint(stderr, usage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args[1:]); err != nil {
		return Config{}, err
	}
	if fs.NArg() > 0 {
		return Config{}, fmt.Errorf("unexpected arguments: %s", strings.Join(fs.Args(), " "))
	}
	if cfg.Env, err = bff.ParseEnv(*envName); err != nil {
		return Config{}, err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if err := resolveDiag(&cfg, getenv, set, *sampleRate); err != nil {
		return Config{}, err
	}
	if cfg.TrustedProxies, err = parseTrustedProxies(*trusted); err != nil {
		return Config{}, fmt.Errorf("--trusted-proxies: %w", err)
	}
	if cfg.PublicURL, err = parsePublicURL(*publicURL); err != nil {
		return Config{}, fmt.Errorf("--public-url: %w", err)
	}
	cfg.MetricsAddr = metricsAddr(*metrics, cfg.Env)
	if cfg.RateLimit, err = parseRateLimit(*rateLimit); err != nil {
		return Config{}, fmt.Errorf("--rate-limit: %w", err)
	}
	if cfg.SiteRateLimit, err = parseRateLimit(*siteRateLimit); err != nil {
		return Config{}, fmt.Errorf("--site-rate-limit: %w", err)
	}
	if err := cfg.LogLevel.UnmarshalText([]byte(*logLevel)); err != nil {
		return Config{}, fmt.Errorf("log level %q is not valid: use debug, info, warn or error", *logLevel)
	}
	if cfg.Command == "sandbox" && cfg.UpstreamsFile != "" {
		return Config{}, errors.New("--upstreams applies to serve, not sandbox")
	}
	if cfg.DrainDelay < 0 {
		return Config{}, errors.New("--drain-delay must not be negative")
	}
	if cfg.ShutdownTimeout <= 0 {
		return Config{}, errors.New("--shutdown-timeout must be positive")
	}
	if cfg.SandboxCartTTL <= 0 {
		return Config{}, errors.New("--sandbox-cart-ttl must be positive")
	}
	if cfg.WalletURL != "" {
		if cfg.WalletURL, err = originURL(cfg.WalletURL); err != nil {
			return Config{}, fmt.Errorf("--wallet-url: %w", err)
		}
	}
	if cfg.Command == "serve" && cfg.UpstreamsFile != "" && cfg.WalletURL == "" {
		return Config{}, errors.New("--wallet-url (PAYHUB_WALLET_URL) is required with --upstreams: the portal loads the card-input frame from it")
	}
	return cfg, nil
}

// originURL checks that s is an http(s) origin (scheme and host, no path,
// query or fragment) and returns it without a trailing slash.
func originURL(s string) (string, error) {
	u, err := url.Parse(strings.TrimRight(s, "/"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" ||
		u.Path != "" || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
		return "", fmt.Errorf("%q is not an http(s) origin such as https://wallet.example.gov", s)
	}
	return u.Scheme + "://" + u.Host, nil
}
