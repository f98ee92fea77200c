package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// SiteConfigStore reads the site configuration service's data.
type SiteConfigStore struct{ db *DB }

// SiteConfig returns the site configuration store.
func (db *DB) SiteConfig() SiteConfigStore { return SiteConfigStore{db: db} }

// Client returns a client and its sites; client is matched lowercased. An
// unknown client is a bff.CodeNotFound error.
func (s SiteConfigStore) Client(ctx context.Context, client string) (siteconfig.Client, error) {
	client = strings.ToLower(client)
	var c siteconfig.Client
	err := s.db.sql.QueryRowContext(ctx,
		`SELECT client, title, default_site, client_only_urls FROM config_clients WHERE client = ?`,
		client).Scan(&c.Client, &c.Title, &c.DefaultSite, &c.ClientOnlyURLs)
	if errors.Is(err, sql.ErrNoRows) {
		return siteconfig.Client{}, bff.Errorf(bff.CodeNotFound, "No client %q.", client)
	}
	if err != nil {
		return siteconfig.Client{}, fmt.Errorf("sqlite: client %q: %w", client, err)
	}
	rows, err := s.db.sql.QueryContext(ctx,
		`SELECT site, enabled FROM config_sites WHERE client = ? ORDER BY site`, client)
	if err != nil {
		return siteconfig.Client{}, fmt.Errorf("sqlite: sites of %q: %w", client, err)
	}
	defer rows.Close()
	c.Sites = []siteconfig.SiteRef{}
	for rows.Next() {
		var ref siteconfig.SiteRef
		if err := rows.Scan(&ref.Site, &ref.Enabled); err != nil {
			return siteconfig.Client{}, fmt.Errorf("sqlite: sites of %q: %w", client, err)
		}
		c.Sites = append(c.Sites, ref)
	}
	if err := rows.Err(); err != nil {
		return siteconfig.Client{}, fmt.Errorf("sqlite: sites of %q: %w", client, err)
	}
	return c, nil
}

// Site returns one site's configuration; client and site are matched
// lowercased. An unknown site is a bff.CodeNotFound error.
func (s SiteConfigStore) Site(ctx context.Context, client, site string) (siteconfig.Site, error) {
	client, site = strings.ToLower(client), strings.ToLower(site)
	var doc string
	err := s.db.sql.QueryRowContext(ctx,
		`SELECT config FROM config_sites WHERE client = ? AND site = ?`, client, site).Scan(&doc)
	if errors.Is(err, sql.ErrNoRows) {
		return siteconfig.Site{}, bff.Errorf(bff.CodeNotFound, "No site %q for client %q.", site, client)
	}
	if err != nil {
		return siteconfig.Site{}, fmt.Errorf("sqlite: site %s/%s: %w", client, site, err)
	}
	var out siteconfig.Site
	if err := json.Unmarshal([]byte(doc), &out); err != nil {
		return siteconfig.Site{}, fmt.Errorf("sqlite: site %s/%s: %w", client, site, err)
	}
	return out, nil
}

// Sources returns a site's payable sources sorted by their order. An
// unknown site is a bff.CodeNotFound error; a known site without sources
// has an empty list.
func (s SiteConfigStore) Sources(ctx context.Context, client, site string) ([]siteconfig.Source, error) {
	client, site = strings.ToLower(client), strings.ToLower(site)
	var exists bool
	err := s.db.sql.QueryRowContext(ctx,
		`SELECT EXISTS (SELECT 1 FROM config_sites WHERE client = ? AND site = ?)`,
		client, site).Scan(&exists)
	if err != nil {
		return nil, fmt.Errorf("sqlite: sources of %s/%s: %w", client, site, err)
	}
	if !exists {
		return nil, bff.Errorf(bff.CodeNotFound, "No site %q for client %q.", site, client)
	}
	rows, err := s.db.sql.QueryContext(ctx,
		`SELECT source FROM config_sources WHERE client = ? AND site = ? ORDER BY sort_order, id`,
		client, site)
	if err != nil {
		return nil, fmt.Errorf("sqlite: sources of %s/%s: %w", client, site, err)
	}
	defer rows.Close()
	out := []siteconfig.Source{}
	for rows.Next() {
		var doc string
		if err := rows.Scan(&doc); err != nil {
			return nil, fmt.Errorf("sqlite: sources of %s/%s: %w", client, site, err)
		}
		var src siteconfig.Source
		if err := json.Unmarshal([]byte(doc), &src); err != nil {
			return nil, fmt.Errorf("sqlite: sources of %s/%s: %w", client, site, err)
		}
		out = append(out, src)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: sources of %s/%s: %w", client, site, err)
	}
	return out, nil
}
