package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
)

// Config is everything the binary reads from flags and the environment.
// A flag wins over its environment variable, which wins over the default.
type Config struct {
	Command         string // serve or sandbox
	Env             bff.Env
	Addr            string // the BFF
	SandboxAddr     string // the sandbox upstream services
	ExamplesAddr    string // the example county website
	UpstreamsFile   string // serve --upstreams FILE: the BFF alone against real upstreams
	DataDir         string // sandbox SQLite
	WebDir          string // the built portal
	ThemesDir       string
	ExamplesDir     string
	RedisURL        string
	LogLevel        slog.Level
	ShutdownTimeout time.Duration
}

// usage is printed for -h and for errors.
const usage = `payhub: the PayHub payment hub

Usage:
  payhub serve [flags]                    the BFF, the sandbox upstream services and the example county site
  payhub serve --upstreams FILE [flags]   the BFF alone, against the upstream services listed in FILE
  payhub sandbox [flags]                  the sandbox upstream services alone

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
	fs.StringVar(&cfg.UpstreamsFile, "upstreams", env("PAYHUB_UPSTREAMS", ""), "JSON file of upstream base URLs: run the BFF alone (PAYHUB_UPSTREAMS)")
	fs.StringVar(&cfg.DataDir, "data-dir", env("PAYHUB_DATA_DIR", "./var"), "sandbox data directory (PAYHUB_DATA_DIR)")
	fs.StringVar(&cfg.WebDir, "web-dir", env("PAYHUB_WEB_DIR", "./widget/dist/portal"), "built portal directory (PAYHUB_WEB_DIR)")
	fs.StringVar(&cfg.ThemesDir, "themes-dir", env("PAYHUB_THEMES_DIR", "./themes"), "theme stylesheets directory (PAYHUB_THEMES_DIR)")
	fs.StringVar(&cfg.ExamplesDir, "examples-dir", env("PAYHUB_EXAMPLES_DIR", "./examples/county-site"), "example county site directory (PAYHUB_EXAMPLES_DIR)")
	fs.StringVar(&cfg.RedisURL, "redis-url", env("REDIS_URL", ""), "Redis URL for sessions, cache, rate limits and idempotency keys; empty keeps them in memory (REDIS_URL)")
	logLevel := fs.String("log-level", env("PAYHUB_LOG_LEVEL", "info"), "log level: debug, info, warn or error (PAYHUB_LOG_LEVEL)")
	fs.DurationVar(&cfg.ShutdownTimeout, "shutdown-timeout", 20*time.Second, "how long to drain in-flight requests on SIGINT/SIGTERM")
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
	var err error
	if cfg.Env, err = bff.ParseEnv(*envName); err != nil {
		return Config{}, err
	}
	if err := cfg.LogLevel.UnmarshalText([]byte(*logLevel)); err != nil {
		return Config{}, fmt.Errorf("log level %q is not valid: use debug, info, warn or error", *logLevel)
	}
	if cfg.Command == "sandbox" && cfg.UpstreamsFile != "" {
		return Config{}, errors.New("--upstreams applies to serve, not sandbox")
	}
	if cfg.ShutdownTimeout <= 0 {
		return Config{}, errors.New("--shutdown-timeout must be positive")
	}
	return cfg, nil
}
