package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// Embedding is the part of the embedded sites' configuration that depends on
// where the sandbox runs: the example county website's actual origin (tests
// run every listener on a free port) and the sandbox token issuer's URL.
// SeedEmbedding writes it after Seed, at every start.
type Embedding struct {
	// ExampleOrigins are origins of the running example county website;
	// they are allowed to frame sunshine/demo's widget in addition to the
	// two of contracts §5 (ExampleOrigins).
	ExampleOrigins []string
	// Issuer is the sandbox token issuer, put on sunshine/demo's
	// allow-list of host issuers; empty leaves the list as seeded.
	Issuer siteconfig.HostIssuer
}

// ExampleOrigins are the example county website's default origins, which
// contracts §5 requires sunshine/demo to allow.
func ExampleOrigins() []string { return []string{exampleOrigin, exampleLocalhost} }

// embeddingSites are the sites framed by the example website: sunshine/demo
// (contracts §5) and starlight/embedded (seed_public.go).
func embeddingSites() [][2]string {
	return [][2]string{{"sunshine", "demo"}, {ClientStarlight, SiteEmbedded}}
}

// SeedEmbedding adds e to the stored configuration of each of
// embeddingSites: the example origins to its frame ancestors (each once)
// and the issuer to its host issuers (replacing an entry with the same
// "iss").
func (db *DB) SeedEmbedding(ctx context.Context, e Embedding) error {
	return db.inTx(ctx, func(tx *sql.Tx) error {
		for _, cs := range embeddingSites() {
			if err := seedEmbeddingOf(ctx, tx, cs[0], cs[1], e); err != nil {
				return err
			}
		}
		return nil
	})
}

func seedEmbeddingOf(ctx context.Context, tx *sql.Tx, client, site string, e Embedding) error {
	var doc string
	err := tx.QueryRowContext(ctx, `SELECT config FROM config_sites WHERE client = ? AND site = ?`,
		client, site).Scan(&doc)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("sqlite: embedding: %s/%s is not seeded", client, site)
	}
	if err != nil {
		return fmt.Errorf("sqlite: embedding: %w", err)
	}
	var s siteconfig.Site
	if err := json.Unmarshal([]byte(doc), &s); err != nil {
		return fmt.Errorf("sqlite: embedding: %w", err)
	}
	for _, o := range e.ExampleOrigins {
		if !slices.Contains(s.FrameAncestors, o) {
			s.FrameAncestors = append(s.FrameAncestors, o)
		}
	}
	if e.Issuer.Issuer != "" {
		s.HostIssuers = slices.DeleteFunc(s.HostIssuers, func(h siteconfig.HostIssuer) bool {
			return h.Issuer == e.Issuer.Issuer
		})
		s.HostIssuers = append(s.HostIssuers, e.Issuer)
	}
	out, err := json.Marshal(s)
	if err != nil {
		return fmt.Errorf("sqlite: embedding: %w", err)
	}
	_, err = tx.ExecContext(ctx, `UPDATE config_sites SET config = ? WHERE client = ? AND site = ?`,
		string(out), client, site)
	if err != nil {
		return fmt.Errorf("sqlite: embedding: %w", err)
	}
	return nil
}
