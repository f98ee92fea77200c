package main

import (
	"errors"
	"fmt"
	"net/url"
	"os"
	"strconv"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/diag"
	payhttp "github.com/payhub/payhub/bff/http"
	"github.com/payhub/payhub/bff/upstream/diaggw"
	sandboxdiag "github.com/payhub/payhub/sandbox/diaggw"
)

// diagApp names the diagnostics queues ({app}.diag, {app}.request) and
// the messages' app field (spec 001 §7 "Diagnostics").
const diagApp = "payhub"

// svcDiag is the upstream service name of the diagnostics gateway.
const svcDiag = "diag"

// DiagConfig is where diagnostics, request logs and error reports go.
// Beta and production use different gateways and credentials (DIAG-03):
// PAYHUB_DIAG_GATEWAY_<ENV> and PAYHUB_DIAG_CREDENTIAL_<ENV> (e.g.
// PAYHUB_DIAG_CREDENTIAL_PROD) win over PAYHUB_DIAG_GATEWAY and
// PAYHUB_DIAG_CREDENTIAL, so one secret store can hold every
// environment's and each deployment picks its own by PAYHUB_ENV.
type DiagConfig struct {
	// Gateway is the gateway's base URL; empty in serve mode means the
	// sandbox's, with --upstreams that diagnostics are off.
	Gateway string
	// Credential is sent as Authorization (diaggw.Authorization).
	Credential string
	// ErrorSampleRate is the share of 5xx answers reported, 0 to 1.
	ErrorSampleRate float64
}

// resolveDiag completes cfg.Diag for cfg.Env: flags given on the command
// line (set) win, then the environment's own variables, then the general
// ones (already read as the flags' defaults).
func resolveDiag(cfg *Config, getenv func(string) string, set map[string]bool, sampleRate string) error {
	suffix := "_" + strings.ToUpper(string(cfg.Env))
	if v := getenv("PAYHUB_DIAG_GATEWAY" + suffix); v != "" && !set["diag-gateway"] {
		cfg.Diag.Gateway = v
	}
	if v := getenv("PAYHUB_DIAG_CREDENTIAL" + suffix); v != "" && !set["diag-credential"] {
		cfg.Diag.Credential = v
	}
	if cfg.Diag.Gateway != "" {
		u, err := url.Parse(cfg.Diag.Gateway)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return fmt.Errorf("--diag-gateway: %q is not an absolute http(s) URL", cfg.Diag.Gateway)
		}
		cfg.Diag.Gateway = strings.TrimRight(cfg.Diag.Gateway, "/")
		if cfg.Diag.Credential == "" && (cfg.Env == bff.EnvBeta || cfg.Env == bff.EnvProd) {
			return fmt.Errorf("--diag-credential (PAYHUB_DIAG_CREDENTIAL%s) is required in %s with --diag-gateway", suffix, cfg.Env)
		}
	}
	cfg.Diag.ErrorSampleRate = diag.DefaultErrorSampleRate(cfg.Env)
	if sampleRate != "" {
		r, err := strconv.ParseFloat(sampleRate, 64)
		if err != nil || r < 0 || r > 1 {
			return errors.New("--error-sample-rate must be a number from 0 to 1")
		}
		cfg.Diag.ErrorSampleRate = r
	}
	return nil
}

// diagGateway is the gateway's base URL and credential: the configured
// ones, or in serve mode without --upstreams the sandbox's.
func (m *Main) diagGateway(ups Upstreams) (string, string) {
	d := m.Config.Diag
	if d.Gateway == "" && m.Config.UpstreamsFile == "" {
		cred := d.Credential
		if cred == "" {
			cred = sandboxdiag.Credential
		}
		return ups[svcDiag], cred
	}
	return d.Gateway, d.Credential
}

// diagnostics wires the diagnostics forwarder and the error reporter; both
// nil when no gateway is configured.
func (m *Main) diagnostics(ups Upstreams) (*diag.Diagnostics, *diag.ErrorReports) {
	base, cred := m.diagGateway(ups)
	if base == "" {
		return nil, nil
	}
	host, err := os.Hostname()
	if err != nil {
		host = "unknown"
	}
	d := &diag.Diagnostics{
		Gateway: diaggw.NewClient(m.pool.Client(svcDiag, base), cred),
		App:     diagApp, Env: m.Config.Env, Server: host,
	}
	return d, &diag.ErrorReports{Diagnostics: d, Rate: m.Config.Diag.ErrorSampleRate,
		Logger: m.Logger.With("component", "errors")}
}

// diagDeps and errorDeps keep a nil pointer from becoming a non-nil
// interface, so that the routes answer 503 and nothing is reported.
func diagDeps(d *diag.Diagnostics) payhttp.Diagnostics {
	if d == nil {
		return nil
	}
	return d
}

func errorDeps(r *diag.ErrorReports) payhttp.ErrorReporter {
	if r == nil {
		return nil
	}
	return r
}
