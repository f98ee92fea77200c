package main

import (
	"log/slog"

	"github.com/payhub/payhub/bff/account"
	"github.com/payhub/payhub/bff/auth"
	payhttp "github.com/payhub/payhub/bff/http"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/login"
	sandboxlogin "github.com/payhub/payhub/sandbox/login"
)

// loginDeps wires what the BFF does with the login service at base (spec
// 001 §7 "Login service"): sign-in, e-mail verification and the settings.
// Without a base all are nil and their routes
// answer 503; without the users API's credential the settings are.
func (m *Main) loginDeps(base string, cfg *screen.CachedConfig, carts *cart.Client, log *slog.Logger) (
	payhttp.SignIn, payhttp.Profiles, payhttp.EmailVerification) {
	if base == "" {
		return nil, nil, nil
	}
	// Sign-in (spec 000 §6): the BFF is the OpenID Connect client
	// payhub-spa, with PKCE.
	signIn := &account.SignIn{Config: cfg, RP: auth.NewRP(auth.Config{Issuer: base}), Carts: carts, Logger: log}
	cred := m.loginCredential()
	api := login.NewClient(m.pool.Client(svcLogin, base), cred)
	// E-mail verification is public at the login service; the settings
	// read and change accounts through its users API.
	verification := &account.EmailVerification{Login: api, Issuer: base, Logger: log}
	var profile payhttp.Profiles
	if cred == "" {
		log.Warn("settings are off: the upstreams name login but --login-credential is not set")
	} else {
		profile = &account.Profile{Config: cfg, Users: api, Logger: log}
	}
	return signIn, profile, verification
}

// loginCredential is the login service's users API credential: the
// configured one, or in serve mode without --upstreams the sandbox's.
func (m *Main) loginCredential() string {
	if m.Config.LoginCredential == "" && m.Config.UpstreamsFile == "" {
		return sandboxlogin.DefaultServiceToken
	}
	return m.Config.LoginCredential
}
