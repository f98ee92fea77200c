// Package auth signs residents in through the login service, an OpenID
// Connect provider (spec 000 §6, spec 001 §7 "Login service"): the
// authorization code flow with PKCE for the public client payhub-spa, ID
// tokens verified by coreos/go-oidc with the algorithms pinned, the issuer,
// the audience, the expiry and the nonce checked.
package auth

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"
)

// Sign-in constants.
const (
	// ClientID is the portal's client at the login service (spec 000 §6).
	ClientID = "payhub-spa"
	// LoginTimeout bounds every call to the login service (spec 001 §9:
	// "Login service time-out 30 s"; CONST-07).
	LoginTimeout = 30 * time.Second
	// FlowTTL is how long a started sign-in may take to come back.
	FlowTTL = 10 * time.Minute
	// UserKindPropertyTax is the special property-tax user kind (spec 000
	// §6: "confined to its route"), named by the ID token's
	// payhub_user_kind claim; the portal keeps such a user on the site's
	// property-tax route (GUARD-03).
	UserKindPropertyTax = "property-tax"
)

// signingAlgs are the only ID token algorithms accepted: never none, never
// a symmetric one a public client could be tricked into.
func signingAlgs() []string { return []string{oidc.RS256, oidc.ES256} }

// ErrNonce is returned when the ID token was not minted for this sign-in.
var ErrNonce = errors.New("auth: the ID token's nonce does not match the sign-in")

// Config locates the login service and the BFF's callback.
type Config struct {
	// Issuer is the login service's issuer URL (discovery is read from
	// Issuer + "/.well-known/openid-configuration").
	Issuer string
	// ClientID defaults to ClientID.
	ClientID string
	// RedirectURL is the BFF's absolute callback URL, used by flows that
	// name none.
	RedirectURL string
	// HTTPClient talks to the login service; default one with LoginTimeout.
	HTTPClient *http.Client
}

// RP is the BFF as an OpenID Connect relying party. Discovery happens on
// first use and is retried on the next use after a failure, so that the
// BFF starts even while the login service is down.
type RP struct {
	cfg Config

	mu       sync.Mutex
	provider *oidc.Provider
}

// NewRP returns a relying party for cfg.
func NewRP(cfg Config) *RP {
	if cfg.ClientID == "" {
		cfg.ClientID = ClientID
	}
	if cfg.HTTPClient == nil {
		cfg.HTTPClient = &http.Client{Timeout: LoginTimeout}
	}
	return &RP{cfg: cfg}
}

// Flow is one sign-in in progress, kept in the browser's session between
// the redirect to the login service and the callback: the state binds the
// callback to this browser, the nonce binds the ID token to this sign-in
// and the verifier proves the code was asked for here (PKCE).
type Flow struct {
	State    string    `json:"state"`
	Nonce    string    `json:"nonce"`
	Verifier string    `json:"verifier"`
	Client   string    `json:"client"`
	Site     string    `json:"site"`
	ReturnTo string    `json:"returnTo"`
	Started  time.Time `json:"started"`
	// RedirectURL is the callback this flow was started with; the code
	// exchange must name it again. Empty: Config.RedirectURL.
	RedirectURL string `json:"redirectUrl,omitempty"`
	// UILocales is the language the sign-in was started in (en or es):
	// what the callback mails the resident speaks it. Empty: the
	// callback's own request decides.
	UILocales string `json:"uiLocales,omitempty"`
}

// NewFlow starts a sign-in for a site that returns to returnTo.
func NewFlow(client, site, returnTo string, now time.Time) Flow {
	return Flow{
		State: rand.Text(), Nonce: rand.Text(), Verifier: oauth2.GenerateVerifier(),
		Client: client, Site: site, ReturnTo: returnTo, Started: now,
	}
}

// Expired reports whether the flow is too old to finish.
func (f Flow) Expired(now time.Time) bool { return now.Sub(f.Started) > FlowTTL }

// Display is what the login service's page shows of the site (spec 001 §7
// "Sign-in redirect parameters"; LOGIN-13).
type Display struct {
	Client, Site   string
	ClientDisplay  string
	SiteDisplay    string
	LogoURL        string
	EmailParamSite string
	// UILocales is the stored default locale (en or es).
	UILocales string
}

// Identity is the signed-in resident as the ID token names them.
type Identity struct {
	Subject       string `json:"sub"`
	Email         string `json:"email"`
	EmailVerified bool   `json:"email_verified"`
	GivenName     string `json:"given_name"`
	FamilyName    string `json:"family_name"`
	Name          string `json:"name"`
	// Kind is the user kind: empty for an ordinary resident, or
	// UserKindPropertyTax. A kind this package does not know reads as
	// empty, so that no unknown kind confines or frees anyone.
	Kind string `json:"payhub_user_kind"`
	// LinkPending marks a county identity exchanged while no account is
	// linked to it although an account has its e-mail: Subject is no
	// account, and only the code mailed to the e-mail links the two
	// (bff/upstream/login.ClaimLinkPending).
	LinkPending bool `json:"payhub_link_pending"`
}

func (r *RP) discover(ctx context.Context) (*oidc.Provider, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.provider != nil {
		return r.provider, nil
	}
	ctx, cancel := context.WithTimeout(oidc.ClientContext(ctx, r.cfg.HTTPClient), LoginTimeout)
	defer cancel()
	p, err := oidc.NewProvider(ctx, r.cfg.Issuer)
	if err != nil {
		return nil, fmt.Errorf("auth: discovery at %s: %w", r.cfg.Issuer, err)
	}
	r.provider = p
	return p, nil
}

func (r *RP) oauth(p *oidc.Provider, f Flow) *oauth2.Config {
	redirect := f.RedirectURL
	if redirect == "" {
		redirect = r.cfg.RedirectURL
	}
	return &oauth2.Config{
		ClientID:    r.cfg.ClientID,
		Endpoint:    p.Endpoint(),
		RedirectURL: redirect,
		Scopes:      []string{oidc.ScopeOpenID, "email", "profile"},
	}
}

// AuthURL is the login service's sign-in page for flow f, showing d.
func (r *RP) AuthURL(ctx context.Context, f Flow, d Display) (string, error) {
	p, err := r.discover(ctx)
	if err != nil {
		return "", err
	}
	opts := []oauth2.AuthCodeOption{
		oidc.Nonce(f.Nonce),
		oauth2.S256ChallengeOption(f.Verifier),
		oauth2.SetAuthURLParam("client_site", d.Client+"/"+d.Site),
	}
	for k, v := range map[string]string{
		"client_display": d.ClientDisplay, "site_display": d.SiteDisplay, "display_logo_url": d.LogoURL,
		"email_param_site": d.EmailParamSite, "ui_locales": d.UILocales,
	} {
		if v != "" {
			opts = append(opts, oauth2.SetAuthURLParam(k, v))
		}
	}
	return r.oauth(p, f).AuthCodeURL(f.State, opts...), nil
}

// Exchange trades the callback's code for tokens and returns the verified
// identity: the ID token must be signed RS256 or ES256 by the issuer's
// keys, name this client as its audience, be unexpired and carry f's nonce.
func (r *RP) Exchange(ctx context.Context, f Flow, code string) (Identity, error) {
	p, err := r.discover(ctx)
	if err != nil {
		return Identity{}, err
	}
	ctx, cancel := context.WithTimeout(oidc.ClientContext(ctx, r.cfg.HTTPClient), LoginTimeout)
	defer cancel()
	tok, err := r.oauth(p, f).Exchange(ctx, code, oauth2.VerifierOption(f.Verifier))
	if err != nil {
		return Identity{}, fmt.Errorf("auth: code exchange: %w", err)
	}
	raw, ok := tok.Extra("id_token").(string)
	if !ok || raw == "" {
		return Identity{}, errors.New("auth: the token response has no ID token")
	}
	idt, err := p.Verifier(&oidc.Config{ClientID: r.cfg.ClientID, SupportedSigningAlgs: signingAlgs()}).Verify(ctx, raw)
	if err != nil {
		return Identity{}, fmt.Errorf("auth: ID token: %w", err)
	}
	if idt.Nonce != f.Nonce {
		return Identity{}, ErrNonce
	}
	return identityOf(idt)
}
