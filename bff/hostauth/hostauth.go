// Package hostauth verifies the tokens that a county's own identity provider
// signs for its signed-in user. The county page hands its token to the embedded
// widget (the SDK's getJWT), the widget posts it to the BFF, and the BFF
// keeps the user in its session once this package has verified it against
// the site's allow-list of issuers (spec 000 §4: "Sign-in by token exchange
// requires a known issuer"; §8: "Unknown token issuer: login-error screen";
// LOGIN-04).
//
// Verification is pinned: RS256 or ES256 only, a key id that the issuer's
// JWKS publishes, the issuer and audience the allow-list names, and an
// expiry. Keys come from each issuer's JWKS URL through keyfunc, cached and
// refreshed in the background and on an unknown key id (key rotation).
package hostauth

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/MicahParks/keyfunc/v3"
	"github.com/golang-jwt/jwt/v5"
	"golang.org/x/time/rate"

	"github.com/payhub/payhub/bff"
)

// Verification settings; Options may change the ones it names.
const (
	// DefaultLeeway is the clock skew allowed on exp, nbf and iat.
	DefaultLeeway = 30 * time.Second
	// DefaultRefreshInterval is how often an issuer's JWKS is re-read in
	// the background.
	DefaultRefreshInterval = 15 * time.Minute
	// DefaultHTTPTimeout bounds one JWKS request.
	DefaultHTTPTimeout = 5 * time.Second
	// unknownKIDRefreshEvery is the least time between two JWKS reads
	// caused by unknown key ids, so that forged key ids cannot make the
	// BFF hammer an issuer.
	unknownKIDRefreshEvery = time.Minute
	// unknownKIDWaitMax is how long a request waits for that limiter
	// before its token is refused.
	unknownKIDWaitMax = 2 * time.Second
	// MaxTokenBytes bounds the tokens read at all.
	MaxTokenBytes = 8 << 10
)

// Algorithms are the only signing algorithms accepted.
var Algorithms = []string{jwt.SigningMethodRS256.Alg(), jwt.SigningMethodES256.Alg()}

// Issuer is one entry of a site's allow-list.
type Issuer struct {
	// Issuer is the exact "iss" of its tokens.
	Issuer string
	// JWKSURL publishes its public keys. It must be https, or http on a
	// loopback address (the sandbox).
	JWKSURL string
	// Audience is the "aud" its tokens must carry for PayHub.
	Audience string
}

// User is the host's signed-in user, as the token asserts it.
type User struct {
	Issuer        string
	Subject       string
	Email         string
	EmailVerified bool
	Name          string
	GivenName     string
	FamilyName    string
	// ExpiresAt is the token's expiry.
	ExpiresAt time.Time
}

// Options configures a Verifier. Zero fields take the defaults.
type Options struct {
	// Client reads the JWKS documents; default a client with
	// DefaultHTTPTimeout.
	Client          *http.Client
	Logger          *slog.Logger
	Leeway          time.Duration
	RefreshInterval time.Duration
	// Now is the clock tokens are checked against; default time.Now.
	Now func() time.Time
}

// Verifier verifies host tokens. It holds one key source per issuer,
// created on first use and refreshed in the background until Close.
type Verifier struct {
	opts   Options
	ctx    context.Context
	cancel context.CancelFunc

	mu      sync.Mutex
	sources map[string]*keySource
}

// keySource is one issuer's keys, created once.
type keySource struct {
	once sync.Once
	kf   keyfunc.Keyfunc
	err  error
}

// New returns a Verifier whose background JWKS refreshes stop when ctx
// ends or Close is called.
func New(ctx context.Context, opts Options) *Verifier {
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.Leeway <= 0 {
		opts.Leeway = DefaultLeeway
	}
	if opts.RefreshInterval <= 0 {
		opts.RefreshInterval = DefaultRefreshInterval
	}
	if opts.Client == nil {
		opts.Client = &http.Client{Timeout: DefaultHTTPTimeout}
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	vctx, cancel := context.WithCancel(ctx)
	return &Verifier{opts: opts, ctx: vctx, cancel: cancel, sources: map[string]*keySource{}}
}

// Close stops the background refreshes. Verify fails afterwards.
func (v *Verifier) Close() { v.cancel() }

// claims are the token's claims that PayHub reads (OpenID Connect names).
type claims struct {
	Email         string `json:"email"`
	EmailVerified bool   `json:"email_verified"`
	Name          string `json:"name"`
	GivenName     string `json:"given_name"`
	FamilyName    string `json:"family_name"`
	jwt.RegisteredClaims
}

// Verify checks raw against allowed and returns its user. A token whose
// issuer is not allowed is a *bff.Error with CodeLoginUnknownIssuer; any
// other refusal has CodeLoginInvalidToken, with the reason as its
// internal cause (logged, never shown).
func (v *Verifier) Verify(ctx context.Context, raw string, allowed []Issuer) (User, error) {
	if raw == "" || len(raw) > MaxTokenBytes {
		return User{}, invalid(errors.New("empty or oversized token"))
	}
	var peek claims
	if _, _, err := jwt.NewParser().ParseUnverified(raw, &peek); err != nil {
		return User{}, invalid(err)
	}
	i := slices.IndexFunc(allowed, func(a Issuer) bool { return a.Issuer == peek.Issuer })
	if peek.Issuer == "" || i < 0 {
		return User{}, bff.Wrap(fmt.Errorf("issuer %q is not on the allow-list", peek.Issuer),
			bff.CodeLoginUnknownIssuer, "Sign-in from this website is not accepted here.")
	}
	iss := allowed[i]
	kf, err := v.keys(iss)
	if err != nil {
		return User{}, invalid(err)
	}
	var c claims
	_, err = jwt.ParseWithClaims(raw, &c, requireKID(kf.KeyfuncCtx(ctx)),
		jwt.WithValidMethods(Algorithms),
		jwt.WithIssuer(iss.Issuer),
		jwt.WithAudience(iss.Audience),
		jwt.WithExpirationRequired(),
		jwt.WithIssuedAt(),
		jwt.WithLeeway(v.opts.Leeway),
		jwt.WithTimeFunc(v.opts.Now),
	)
	if err != nil {
		return User{}, invalid(err)
	}
	if strings.TrimSpace(c.Subject) == "" {
		return User{}, invalid(errors.New("the token has no subject"))
	}
	return User{
		Issuer: iss.Issuer, Subject: c.Subject, Email: c.Email, EmailVerified: c.EmailVerified,
		Name: c.Name, GivenName: c.GivenName, FamilyName: c.FamilyName, ExpiresAt: c.ExpiresAt.Time,
	}, nil
}

func invalid(cause error) error {
	return bff.Wrap(cause, bff.CodeLoginInvalidToken, "Your sign-in could not be verified. Please sign in again.")
}

// requireKID refuses a token without a key id: keyfunc would otherwise try
// every key of the set.
func requireKID(next jwt.Keyfunc) jwt.Keyfunc {
	return func(t *jwt.Token) (any, error) {
		if kid, ok := t.Header["kid"].(string); !ok || kid == "" {
			return nil, errors.New("the token has no key id")
		}
		return next(t)
	}
}

// keys returns iss's key source, creating it on first use.
func (v *Verifier) keys(iss Issuer) (keyfunc.Keyfunc, error) {
	if err := v.ctx.Err(); err != nil {
		return nil, fmt.Errorf("hostauth: verifier closed: %w", err)
	}
	if err := checkIssuer(iss); err != nil {
		return nil, err
	}
	key := iss.Issuer + "\x00" + iss.JWKSURL
	v.mu.Lock()
	src, ok := v.sources[key]
	if !ok {
		src = &keySource{}
		v.sources[key] = src
	}
	v.mu.Unlock()
	src.once.Do(func() {
		log := v.opts.Logger.With("issuer", iss.Issuer, "jwks_url", iss.JWKSURL)
		src.kf, src.err = keyfunc.NewDefaultOverrideCtx(v.ctx, []string{iss.JWKSURL}, keyfunc.Override{
			Client:            v.opts.Client,
			HTTPTimeout:       DefaultHTTPTimeout,
			RefreshInterval:   v.opts.RefreshInterval,
			RefreshUnknownKID: rate.NewLimiter(rate.Every(unknownKIDRefreshEvery), 1),
			RateLimitWaitMax:  unknownKIDWaitMax,
			RefreshErrorHandlerFunc: func(string) func(context.Context, error) {
				return func(ctx context.Context, err error) {
					log.WarnContext(ctx, "reading the issuer's keys failed", "error", err.Error())
				}
			},
		})
		if src.err == nil {
			log.InfoContext(v.ctx, "host token issuer keys loaded")
		}
	})
	return src.kf, src.err
}

// checkIssuer refuses an allow-list entry that could not pin a token: no
// audience, or keys read over plain http from a host other than loopback.
func checkIssuer(iss Issuer) error {
	if iss.Audience == "" {
		return fmt.Errorf("hostauth: issuer %q has no audience", iss.Issuer)
	}
	u, err := url.Parse(iss.JWKSURL)
	if err != nil || u.Host == "" {
		return fmt.Errorf("hostauth: issuer %q has no valid JWKS URL", iss.Issuer)
	}
	switch u.Scheme {
	case "https":
		return nil
	case "http":
		if isLoopback(u.Hostname()) {
			return nil
		}
	}
	return fmt.Errorf("hostauth: issuer %q: JWKS URL must be https (http only on loopback)", iss.Issuer)
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
