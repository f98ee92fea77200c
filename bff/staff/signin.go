package staff

import (
	"context"
	"crypto/rand"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/login"
)

// FlowTTL is how long a started staff sign-in may take to come back.
const FlowTTL = 10 * time.Minute

// Flow is one staff sign-in in progress, kept in the BFF's store between
// the redirect to the login service and the callback: the state binds the
// callback to the browser that started it, the verifier proves the code
// was asked for here (PKCE S256).
type Flow struct {
	State       string    `json:"state"`
	Verifier    string    `json:"verifier"`
	ReturnTo    string    `json:"returnTo"`
	RedirectURL string    `json:"redirectUrl"`
	Started     time.Time `json:"started"`
}

// SignIn signs staff in at the login service as its client
// login.ClientStaff (authorization code with PKCE), asking for every admin
// scope: the service grants only those the account holds.
type SignIn struct {
	// Issuer is the login service's issuer URL.
	Issuer string
	// Verifier checks the staff access tokens.
	Verifier TokenVerifier
	// HTTPClient talks to the login service; nil: one bounded by
	// LoginTimeout.
	HTTPClient *http.Client

	mu       sync.Mutex
	provider *oidc.Provider
}

// LoginTimeout bounds every call to the login service (spec 001 §9).
const LoginTimeout = 30 * time.Second

func (s *SignIn) client() *http.Client {
	if s.HTTPClient != nil {
		return s.HTTPClient
	}
	return &http.Client{Timeout: LoginTimeout}
}

// discover reads the login service's endpoints once; a failure is retried
// on the next sign-in, so that the BFF starts while the service is down.
func (s *SignIn) discover(ctx context.Context) (*oidc.Provider, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.provider != nil {
		return s.provider, nil
	}
	ctx, cancel := context.WithTimeout(oidc.ClientContext(ctx, s.client()), LoginTimeout)
	defer cancel()
	p, err := oidc.NewProvider(ctx, strings.TrimRight(s.Issuer, "/"))
	if err != nil {
		return nil, bff.Wrap(err, bff.CodeUnavailable, "Staff sign-in is not available right now.")
	}
	s.provider = p
	return p, nil
}

func (s *SignIn) oauth(p *oidc.Provider, redirectURL string) *oauth2.Config {
	return &oauth2.Config{ClientID: login.ClientStaff, Endpoint: p.Endpoint(), RedirectURL: redirectURL,
		Scopes: slices.Concat([]string{oidc.ScopeOpenID, "email", "profile"}, login.StaffScopes())}
}

// Start begins a sign-in that comes back to redirectURL and then to
// returnTo, and returns the flow to keep and the login service's page.
func (s *SignIn) Start(ctx context.Context, returnTo, redirectURL string, lang bff.Language, now time.Time) (Flow, string, error) {
	p, err := s.discover(ctx)
	if err != nil {
		return Flow{}, "", err
	}
	f := Flow{State: rand.Text(), Verifier: oauth2.GenerateVerifier(), ReturnTo: returnTo,
		RedirectURL: redirectURL, Started: now}
	to := s.oauth(p, redirectURL).AuthCodeURL(f.State, oauth2.S256ChallengeOption(f.Verifier),
		oauth2.SetAuthURLParam("ui_locales", string(lang)))
	return f, to, nil
}

// Finish trades the callback's code for the staff tokens and returns the
// member the access token names, and the ID token, by which End signs the
// member out of the login service.
func (s *SignIn) Finish(ctx context.Context, f Flow, code string) (Member, string, error) {
	p, err := s.discover(ctx)
	if err != nil {
		return Member{}, "", err
	}
	cctx, cancel := context.WithTimeout(oidc.ClientContext(ctx, s.client()), LoginTimeout)
	defer cancel()
	tok, err := s.oauth(p, f.RedirectURL).Exchange(cctx, code, oauth2.VerifierOption(f.Verifier))
	if err != nil {
		return Member{}, "", bff.Wrap(fmt.Errorf("staff: code exchange: %w", err), bff.CodeUnauthorized, "The staff sign-in was refused.")
	}
	m, err := s.Member(ctx, tok.AccessToken)
	idToken, _ := tok.Extra("id_token").(string)
	return m, idToken, err
}

// End signs the member of idToken out of the login service (its
// end_session endpoint), which ends the staff access token for the
// upstream services at once rather than when it expires.
func (s *SignIn) End(ctx context.Context, idToken string) error {
	if idToken == "" {
		return nil
	}
	p, err := s.discover(ctx)
	if err != nil {
		return err
	}
	var meta struct {
		EndSession string `json:"end_session_endpoint"`
	}
	if err := p.Claims(&meta); err != nil || meta.EndSession == "" {
		return fmt.Errorf("staff: the login service names no end_session endpoint: %v", err)
	}
	u, err := url.Parse(meta.EndSession)
	if err != nil {
		return fmt.Errorf("staff: end_session endpoint: %w", err)
	}
	q := u.Query()
	q.Set("id_token_hint", idToken)
	u.RawQuery = q.Encode()
	cctx, cancel := context.WithTimeout(ctx, LoginTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(cctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return err
	}
	// The endpoint answers a browser with a redirect: its answer is all
	// that is needed, not the page it points to.
	c := *s.client()
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	resp, err := c.Do(req)
	if err != nil {
		return fmt.Errorf("staff: end_session: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode >= http.StatusBadRequest {
		return fmt.Errorf("staff: end_session answered %d", resp.StatusCode)
	}
	return nil
}

// Member verifies a kept staff access token again (signature, issuer,
// audience, expiry) and returns its member (Authenticate).
func (s *SignIn) Member(ctx context.Context, token string) (Member, error) {
	return Authenticate(ctx, s.Verifier, token)
}
