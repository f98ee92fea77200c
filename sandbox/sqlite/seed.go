package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/announcements"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// Seed writes the sandbox's demonstration data (the public contract of
// shared/contracts.md §6), in one transaction, and can run at every start:
//
//   - Site configuration, payables and department limits are reference data
//     that no sandbox call changes, so each run writes them afresh (upsert by
//     key): an existing database picks up the current seed, and nothing is
//     duplicated.
//   - Announcements are inserted only when their id is missing, so that a
//     change made to a seeded announcement survives restarts.
//
// now dates what is relative to the day of seeding (due dates, creation
// times).
func (db *DB) Seed(ctx context.Context, now time.Time) error {
	return db.inTx(ctx, func(tx *sql.Tx) error {
		for _, c := range seedClients() {
			if err := upsertClient(ctx, tx, c); err != nil {
				return err
			}
		}
		for _, p := range slices.Concat(seedPayables(now), seedLicenses(now), seedRulePayables(now), seedHandoffPayables(), modePayables(now), seedSearchTypesPayables(), seedFlagPayables(now), seedConfidentialPayables()) {
			if err := upsertPayable(ctx, tx, p); err != nil {
				return err
			}
		}
		for _, d := range seedDepartmentLimits() {
			if err := upsertDepartmentLimit(ctx, tx, d); err != nil {
				return err
			}
		}
		if err := seedCartFees(ctx, tx); err != nil {
			return err
		}
		a := seedAnnouncements(now)
		for _, b := range a.banners {
			if err := insertBanner(ctx, tx, b); err != nil {
				return err
			}
		}
		for _, n := range a.notifications {
			if err := insertNotification(ctx, tx, n); err != nil {
				return err
			}
		}
		for _, f := range a.footers {
			if err := insertFooter(ctx, tx, f.footer, f.created); err != nil {
				return err
			}
		}
		return nil
	})
}

// seedClient is one client with its sites and each site's sources.
type seedClient struct {
	client siteconfig.Client
	sites  []seedSite
}

type seedSite struct {
	site    siteconfig.Site
	sources []siteconfig.Source
}

func upsertClient(ctx context.Context, tx *sql.Tx, c seedClient) error {
	_, err := tx.ExecContext(ctx, `
		INSERT INTO config_clients (client, title, default_site, client_only_urls) VALUES (?, ?, ?, ?)
		ON CONFLICT (client) DO UPDATE SET title = excluded.title,
			default_site = excluded.default_site, client_only_urls = excluded.client_only_urls`,
		c.client.Client, c.client.Title, c.client.DefaultSite, c.client.ClientOnlyURLs)
	if err != nil {
		return fmt.Errorf("sqlite: seed client %s: %w", c.client.Client, err)
	}
	for _, s := range c.sites {
		doc, err := json.Marshal(s.site)
		if err != nil {
			return fmt.Errorf("sqlite: seed site %s/%s: %w", s.site.Client, s.site.Site, err)
		}
		_, err = tx.ExecContext(ctx, `
			INSERT INTO config_sites (client, site, enabled, config) VALUES (?, ?, ?, ?)
			ON CONFLICT (client, site) DO UPDATE SET enabled = excluded.enabled, config = excluded.config`,
			s.site.Client, s.site.Site, s.site.Enabled, string(doc))
		if err != nil {
			return fmt.Errorf("sqlite: seed site %s/%s: %w", s.site.Client, s.site.Site, err)
		}
		for _, src := range s.sources {
			doc, err := json.Marshal(src)
			if err != nil {
				return fmt.Errorf("sqlite: seed source %s: %w", src.ID, err)
			}
			_, err = tx.ExecContext(ctx, `
				INSERT INTO config_sources (client, site, id, page_route, sort_order, source)
				VALUES (?, ?, ?, ?, ?, ?)
				ON CONFLICT (client, site, id) DO UPDATE SET page_route = excluded.page_route,
					sort_order = excluded.sort_order, source = excluded.source`,
				s.site.Client, s.site.Site, src.ID, src.PageRoute, src.Order, string(doc))
			if err != nil {
				return fmt.Errorf("sqlite: seed source %s: %w", src.ID, err)
			}
		}
	}
	return nil
}

// seedPayable is one payable in English with its Spanish texts, its search
// keys (field name to value) and whether an empty search lists it.
type seedPayable struct {
	payable payables.Payable
	// spanish changes a copy of payable into its Spanish form.
	spanish func(p *payables.Payable)
	keys    map[string]string
	listed  bool
}

func upsertPayable(ctx context.Context, tx *sql.Tx, s seedPayable) error {
	p := s.payable
	en, err := json.Marshal(p)
	if err != nil {
		return fmt.Errorf("sqlite: seed payable %s: %w", p.Path, err)
	}
	var es payables.Payable
	if err := json.Unmarshal(en, &es); err != nil { // a deep copy
		return fmt.Errorf("sqlite: seed payable %s: %w", p.Path, err)
	}
	if s.spanish != nil {
		s.spanish(&es)
	}
	esDoc, err := json.Marshal(es)
	if err != nil {
		return fmt.Errorf("sqlite: seed payable %s: %w", p.Path, err)
	}
	_, err = tx.ExecContext(ctx, `
		INSERT INTO payables (path, client, site, adaptor, listed, payable_en, payable_es)
		VALUES (?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (path) DO UPDATE SET client = excluded.client, site = excluded.site,
			adaptor = excluded.adaptor, listed = excluded.listed,
			payable_en = excluded.payable_en, payable_es = excluded.payable_es`,
		p.Path, p.Client, p.Site, p.Adaptor, s.listed, string(en), string(esDoc))
	if err != nil {
		return fmt.Errorf("sqlite: seed payable %s: %w", p.Path, err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM payable_search_keys WHERE path = ?`, p.Path); err != nil {
		return fmt.Errorf("sqlite: seed payable %s keys: %w", p.Path, err)
	}
	for field, value := range s.keys {
		_, err := tx.ExecContext(ctx,
			`INSERT INTO payable_search_keys (path, field, value) VALUES (?, ?, ?)`,
			p.Path, normalizeField(field), NormalizeKey(value))
		if err != nil {
			return fmt.Errorf("sqlite: seed payable %s keys: %w", p.Path, err)
		}
	}
	return nil
}

func upsertDepartmentLimit(ctx context.Context, tx *sql.Tx, d DepartmentLimit) error {
	_, err := tx.ExecContext(ctx, `
		INSERT INTO department_limits (client, department_code, pex_department, card_limit,
			bank_limit, payment_limit_delay_en, payment_limit_delay_es)
		VALUES (?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (client, department_code) DO UPDATE SET pex_department = excluded.pex_department,
			card_limit = excluded.card_limit, bank_limit = excluded.bank_limit,
			payment_limit_delay_en = excluded.payment_limit_delay_en,
			payment_limit_delay_es = excluded.payment_limit_delay_es`,
		d.Client, d.DepartmentCode, d.PexDepartment, d.CardLimit, d.BankLimit,
		d.PaymentLimitDelay[bff.English], d.PaymentLimitDelay[bff.Spanish])
	if err != nil {
		return fmt.Errorf("sqlite: seed department %s: %w", d.DepartmentCode, err)
	}
	return nil
}

// seedAnnouncementSet is the seeded announcements.
type seedAnnouncementSet struct {
	banners       []announcements.Banner
	notifications []announcements.Notification
	footers       []seedFooter
}

// seedFooter is a footer with its creation time, which orders a site's
// footers but is not on the wire.
type seedFooter struct {
	footer  announcements.Footer
	created time.Time
}

// localized is a shorthand for seed texts.
func localized(en, es string) siteconfig.Localized { return siteconfig.Localized{En: en, Es: es} }
