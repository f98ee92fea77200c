package sandbox

import (
	"cmp"
	"context"
	"fmt"
	"log/slog"
	"strings"

	"github.com/payhub/payhub/bff/hostauth"
	"github.com/payhub/payhub/sandbox/issuer"
	"github.com/payhub/payhub/sandbox/login"
	"github.com/payhub/payhub/sandbox/sqlite"
)

// PrefixLogin is the path prefix of the login service, an OpenID Connect
// provider (spec 001 §7: "base is the product host plus /svc/login"). Its
// issuer is the sandbox's URL plus this prefix, which is what `payhub
// serve` gives the BFF as its login upstream.
const PrefixLogin = "/svc/login"

// newLoginService makes the login service at opts.URL, over the sandbox
// database, trusting the sandbox token issuer for token exchange.
func newLoginService(ctx context.Context, db *sqlite.DB, opts Options, iss *issuer.Issuer, logger *slog.Logger) (*login.Service, error) {
	svc, err := login.New(ctx, login.Config{
		Issuer:       strings.TrimRight(cmp.Or(opts.URL, DefaultURL), "/") + PrefixLogin,
		Store:        db.Login(),
		ServiceToken: opts.LoginServiceToken,
		TrustedIssuers: []hostauth.Issuer{
			{Issuer: iss.URL(), JWKSURL: iss.JWKSURL(), Audience: issuer.Audience},
		},
		Logger: logger.With("service", "login"),
	})
	if err != nil {
		return nil, fmt.Errorf("sandbox: login service: %w", err)
	}
	return svc, nil
}
