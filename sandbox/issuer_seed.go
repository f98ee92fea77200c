package sandbox

import (
	"cmp"
	"context"
	"fmt"
	"log/slog"
	"slices"
	"strings"

	"github.com/payhub/payhub/bff/upstream/siteconfig"
	"github.com/payhub/payhub/sandbox/issuer"
	"github.com/payhub/payhub/sandbox/sqlite"
)

// seedIssuer makes the token issuer at opts.URL and writes what depends on
// the running listeners into sunshine/demo's configuration: the example
// site's origins as frame ancestors, and the issuer on its allow-list.
func seedIssuer(ctx context.Context, db *sqlite.DB, opts Options, logger *slog.Logger) (*issuer.Issuer, error) {
	origins := sqlite.ExampleOrigins()
	for _, o := range opts.ExampleOrigins {
		if !slices.Contains(origins, o) {
			origins = append(origins, o)
		}
	}
	iss := issuer.New(issuer.Config{
		URL:            strings.TrimRight(cmp.Or(opts.URL, DefaultURL), "/") + PrefixIssuer,
		AllowedOrigins: origins,
		Logger:         logger.With("service", "issuer"),
		Now:            opts.Now,
	})
	err := db.SeedEmbedding(ctx, sqlite.Embedding{
		ExampleOrigins: opts.ExampleOrigins,
		Issuer:         siteconfig.HostIssuer{Issuer: iss.URL(), JWKSURL: iss.JWKSURL(), Audience: issuer.Audience},
	})
	if err != nil {
		return nil, fmt.Errorf("sandbox: seed: %w", err)
	}
	return iss, nil
}
