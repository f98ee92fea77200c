package main

import (
	"context"
	"log/slog"
	"strings"

	"github.com/coreos/go-oidc/v3/oidc"

	"github.com/payhub/payhub/bff"
	payhttp "github.com/payhub/payhub/bff/http"
	"github.com/payhub/payhub/bff/schedule"
	"github.com/payhub/payhub/bff/screen"
	"github.com/payhub/payhub/bff/shell"
	"github.com/payhub/payhub/bff/staff"
	"github.com/payhub/payhub/bff/staffplans"
	"github.com/payhub/payhub/bff/upstream/announcements"
	"github.com/payhub/payhub/bff/upstream/login"
	"github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/bff/upstream/wallet"
)

// staffConsole wires the staff console: staff sign in at the login service
// at base as its staff client, their access tokens are checked against its
// JWKS, and the announcements admin acts on annAPI with them, dropping the
// cached configuration and screens of the sites it changes. Without a
// login service there is no console (its routes answer 503).
func staffConsole(base string, annAPI *announcements.Client, cached *screen.CachedConfig, screens *shell.Cached, log *slog.Logger) payhttp.StaffConsole {
	if base == "" {
		return nil
	}
	issuer := strings.TrimRight(base, "/")
	// The key set fetches the JWKS when a token names a key it has not
	// seen, for the program's whole life: it is given no request's context.
	keys := oidc.NewRemoteKeySet(context.Background(), issuer+"/oidc/keys")
	return &staff.Console{
		SignIn:        &staff.SignIn{Issuer: issuer, Verifier: login.NewStaffVerifier(issuer, keys, nil)},
		Announcements: &staff.Announcements{API: annAPI, Config: cached, Cache: cached, Screens: screens, Logger: log},
	}
}

// staffWallet is where staff enter a payer's card or bank account
// (ROLE-18): the wallet service's client, the wallet host's origin and the
// environment the card-input frames are loaded for.
type staffWallet struct {
	client *wallet.Client
	origin string
	env    bff.Env
}

// staffPlans wires the staff console's scheduled payments made for a payer
// over the scheduled payments service api, checking the plan form with
// the residents' scheduler s, the payer's card or bank account entered on
// w.
func staffPlans(api *schedpay.Client, cached *screen.CachedConfig, s *schedule.Scheduler, w staffWallet, log *slog.Logger) payhttp.StaffPlans {
	return &staffplans.Service{Plans: api, Config: cached, Schedules: s, Wallet: w.client, WalletOrigin: w.origin, Env: w.env, Logger: log}
}

// sharedScreens serves s's shell and home screens from a short-lived cache
// in store, which replicas on Redis share. For ConfigCacheTTL after staff
// change a site here, this replica serves only the screens it built
// itself: the other replicas may still cache the site's old configuration.
func sharedScreens(s *shell.Shell, store bff.Cache, log *slog.Logger) *shell.Cached {
	return &shell.Cached{Shell: s, Cache: screen.NewShared(store, screen.SharedScreenTTL,
		screen.WithSharedLogger(log), screen.WithOwnBuildsAfterForget(screen.ConfigCacheTTL))}
}
