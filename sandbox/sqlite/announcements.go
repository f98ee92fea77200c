package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/payhub/payhub/bff/upstream/announcements"
)

// AnnouncementsStore reads the announcements service's data.
type AnnouncementsStore struct{ db *DB }

// Announcements returns the announcements store.
func (db *DB) Announcements() AnnouncementsStore { return AnnouncementsStore{db: db} }

// ActiveBanners returns the active banners of a client's site, newest
// first (spec 001 §4 "Announcements").
func (s AnnouncementsStore) ActiveBanners(ctx context.Context, client, site string) ([]announcements.Banner, error) {
	client, site = strings.ToLower(client), strings.ToLower(site)
	return s.banners(ctx, `b.active AND EXISTS (SELECT 1 FROM banner_sites s
			WHERE s.id = b.id AND s.client = ? AND s.site = ?)`, client, site)
}

// banners returns the banners where holds, newest first.
func (s AnnouncementsStore) banners(ctx context.Context, where string, args ...any) ([]announcements.Banner, error) {
	rows, err := s.db.sql.QueryContext(ctx, `
		SELECT b.id, b.text_en, b.text_es, b.methods, b.modules, b.type, b.friendly_type,
			b.active, b.locale, b.effects, b.created_at
		FROM banners b
		WHERE `+where+`
		ORDER BY b.created_at DESC, b.id`, args...)
	if err != nil {
		return nil, fmt.Errorf("sqlite: banners: %w", err)
	}
	defer rows.Close()
	out := []announcements.Banner{}
	for rows.Next() {
		var b announcements.Banner
		var methods, modules, effects string
		var created int64
		if err := rows.Scan(&b.ID, &b.Text.En, &b.Text.Es, &methods, &modules, &b.Type,
			&b.FriendlyType, &b.Active, &b.Locale, &effects, &created); err != nil {
			return nil, fmt.Errorf("sqlite: banners: %w", err)
		}
		if b.Methods, err = decodeList(methods); err != nil {
			return nil, fmt.Errorf("sqlite: banner %s methods: %w", b.ID, err)
		}
		if b.Modules, err = decodeList(modules); err != nil {
			return nil, fmt.Errorf("sqlite: banner %s modules: %w", b.ID, err)
		}
		if b.Effects, err = decodeList(effects); err != nil {
			return nil, fmt.Errorf("sqlite: banner %s effects: %w", b.ID, err)
		}
		b.CreatedAt = fromMillis(created)
		out = append(out, b)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: banners: %w", err)
	}
	return out, s.fillSites(ctx, "banner_sites", len(out), func(i int) (string, *[]announcements.ClientSite) {
		return out[i].ID, &out[i].ClientSites
	})
}

// ActiveNotifications returns the active notifications of a client's site,
// newest first.
func (s AnnouncementsStore) ActiveNotifications(ctx context.Context, client, site string) ([]announcements.Notification, error) {
	client, site = strings.ToLower(client), strings.ToLower(site)
	return s.notifications(ctx, `n.active AND EXISTS (SELECT 1 FROM notification_sites s
			WHERE s.id = n.id AND s.client = ? AND s.site = ?)`, client, site)
}

// notifications returns the notifications where holds, newest first.
func (s AnnouncementsStore) notifications(ctx context.Context, where string, args ...any) ([]announcements.Notification, error) {
	rows, err := s.db.sql.QueryContext(ctx, `
		SELECT n.id, n.subject_en, n.subject_es, n.text_en, n.text_es, n.tags,
			n.active, n.locale, n.created_at, n.future_date
		FROM notifications n
		WHERE `+where+`
		ORDER BY n.created_at DESC, n.id`, args...)
	if err != nil {
		return nil, fmt.Errorf("sqlite: notifications: %w", err)
	}
	defer rows.Close()
	out := []announcements.Notification{}
	for rows.Next() {
		var n announcements.Notification
		var tags string
		var created int64
		var future sql.NullInt64
		if err := rows.Scan(&n.ID, &n.Subject.En, &n.Subject.Es, &n.Text.En, &n.Text.Es, &tags,
			&n.Active, &n.Locale, &created, &future); err != nil {
			return nil, fmt.Errorf("sqlite: notifications: %w", err)
		}
		if n.Tags, err = decodeList(tags); err != nil {
			return nil, fmt.Errorf("sqlite: notification %s: %w", n.ID, err)
		}
		n.CreatedAt = fromMillis(created)
		if future.Valid {
			t := fromMillis(future.Int64)
			n.FutureDate = &t
		}
		out = append(out, n)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: notifications: %w", err)
	}
	return out, s.fillSites(ctx, "notification_sites", len(out), func(i int) (string, *[]announcements.ClientSite) {
		return out[i].ID, &out[i].ClientSites
	})
}

// ActiveFooters returns the active footers of a client's site, newest first.
func (s AnnouncementsStore) ActiveFooters(ctx context.Context, client, site string) ([]announcements.Footer, error) {
	client, site = strings.ToLower(client), strings.ToLower(site)
	return s.footers(ctx, `active AND client = ? AND site = ?`, client, site)
}

// footers returns the footers where holds, newest first.
func (s AnnouncementsStore) footers(ctx context.Context, where string, args ...any) ([]announcements.Footer, error) {
	rows, err := s.db.sql.QueryContext(ctx, `
		SELECT id, client, site, title_en, title_es, headline_en, headline_es,
			content_en, content_es, active
		FROM footers WHERE `+where+`
		ORDER BY created_at DESC, id`, args...)
	if err != nil {
		return nil, fmt.Errorf("sqlite: footers: %w", err)
	}
	defer rows.Close()
	out := []announcements.Footer{}
	for rows.Next() {
		var f announcements.Footer
		if err := rows.Scan(&f.ID, &f.Client, &f.Site, &f.Title.En, &f.Title.Es,
			&f.Headline.En, &f.Headline.Es, &f.Content.En, &f.Content.Es, &f.Active); err != nil {
			return nil, fmt.Errorf("sqlite: footers: %w", err)
		}
		out = append(out, f)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: footers: %w", err)
	}
	return out, nil
}

// fillSites loads the client/site pairs of n announcements from table
// (banner_sites or notification_sites); at(i) names the i-th announcement
// and where its pairs go.
func (s AnnouncementsStore) fillSites(ctx context.Context, table string, n int, at func(i int) (string, *[]announcements.ClientSite)) error {
	for i := range n {
		id, dst := at(i)
		rows, err := s.db.sql.QueryContext(ctx,
			`SELECT client, site FROM `+table+` WHERE id = ? ORDER BY client, site`, id)
		if err != nil {
			return fmt.Errorf("sqlite: sites of %s: %w", id, err)
		}
		*dst = []announcements.ClientSite{}
		for rows.Next() {
			var cs announcements.ClientSite
			if err := rows.Scan(&cs.Client, &cs.Site); err != nil {
				rows.Close()
				return fmt.Errorf("sqlite: sites of %s: %w", id, err)
			}
			*dst = append(*dst, cs)
		}
		err = rows.Err()
		rows.Close()
		if err != nil {
			return fmt.Errorf("sqlite: sites of %s: %w", id, err)
		}
	}
	return nil
}

// decodeList decodes a stored JSON array of strings.
func decodeList(doc string) ([]string, error) {
	out := []string{}
	if err := json.Unmarshal([]byte(doc), &out); err != nil {
		return nil, err
	}
	return out, nil
}

// fromMillis turns stored Unix milliseconds into a UTC time.
func fromMillis(ms int64) time.Time { return time.UnixMilli(ms).UTC() }

// toMillis turns a time into stored Unix milliseconds.
func toMillis(t time.Time) int64 { return t.UnixMilli() }
