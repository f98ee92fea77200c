package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/announcements"
)

// The announcements service's admin side (/super; migration 00046 for the
// audit): whole lists, and changes written with their audit entry in one
// transaction, so that no change goes unrecorded.

// Banners returns every banner, or only the active ones, newest first.
func (s AnnouncementsStore) Banners(ctx context.Context, includeInactive bool) ([]announcements.Banner, error) {
	return s.banners(ctx, `b.active OR ?`, includeInactive)
}

// Notifications returns every notification, or only the active ones,
// newest first.
func (s AnnouncementsStore) Notifications(ctx context.Context, includeInactive bool) ([]announcements.Notification, error) {
	return s.notifications(ctx, `n.active OR ?`, includeInactive)
}

// Footers returns every footer, or only the active ones, newest first.
func (s AnnouncementsStore) Footers(ctx context.Context, includeInactive bool) ([]announcements.Footer, error) {
	return s.footers(ctx, `active OR ?`, includeInactive)
}

// tableOf is the table of an announcement kind.
func tableOf(kind string) (string, error) {
	switch kind {
	case announcements.KindBanners, announcements.KindNotifications, announcements.KindFooters:
		return kind, nil
	}
	return "", fmt.Errorf("sqlite: no announcement kind %q", kind)
}

// prepareSave checks, in tx, that the announcement of kind with id does not
// exist (create: else bff.CodeConflict) or exists (replace: else
// bff.CodeNotFound); a replaced one is deleted, with its pairs, and its
// creation time is returned for the new row to keep.
func prepareSave(ctx context.Context, tx *sql.Tx, kind, id string, create bool) (time.Time, error) {
	table, err := tableOf(kind)
	if err != nil {
		return time.Time{}, err
	}
	var created int64
	err = tx.QueryRowContext(ctx, `SELECT created_at FROM `+table+` WHERE id = ?`, id).Scan(&created)
	switch {
	case errors.Is(err, sql.ErrNoRows) && create:
		return time.Time{}, nil
	case errors.Is(err, sql.ErrNoRows):
		return time.Time{}, bff.Errorf(bff.CodeNotFound, "No such announcement.")
	case err != nil:
		return time.Time{}, fmt.Errorf("sqlite: %s %s: %w", kind, id, err)
	case create:
		return time.Time{}, bff.Errorf(bff.CodeConflict, "An announcement with this id exists already.")
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM `+table+` WHERE id = ?`, id); err != nil {
		return time.Time{}, fmt.Errorf("sqlite: replace %s %s: %w", kind, id, err)
	}
	return fromMillis(created), nil
}

// SaveBanner creates b (create) or replaces the banner with b's id, keeping
// its creation time, and records e.
func (s AnnouncementsStore) SaveBanner(ctx context.Context, b announcements.Banner, create bool, e announcements.AuditEntry) error {
	return s.db.inTx(ctx, func(tx *sql.Tx) error {
		created, err := prepareSave(ctx, tx, announcements.KindBanners, b.ID, create)
		if err != nil {
			return err
		}
		if !create {
			b.CreatedAt = created
		}
		if err := insertBanner(ctx, tx, b); err != nil {
			return err
		}
		return insertAudit(ctx, tx, e)
	})
}

// SaveNotification creates n or replaces the notification with n's id,
// keeping its creation time, and records e.
func (s AnnouncementsStore) SaveNotification(ctx context.Context, n announcements.Notification, create bool, e announcements.AuditEntry) error {
	return s.db.inTx(ctx, func(tx *sql.Tx) error {
		created, err := prepareSave(ctx, tx, announcements.KindNotifications, n.ID, create)
		if err != nil {
			return err
		}
		if !create {
			n.CreatedAt = created
		}
		if err := insertNotification(ctx, tx, n); err != nil {
			return err
		}
		return insertAudit(ctx, tx, e)
	})
}

// SaveFooter creates f, made at e.At, or replaces the footer with f's id,
// keeping its creation time, and records e.
func (s AnnouncementsStore) SaveFooter(ctx context.Context, f announcements.Footer, create bool, e announcements.AuditEntry) error {
	return s.db.inTx(ctx, func(tx *sql.Tx) error {
		created, err := prepareSave(ctx, tx, announcements.KindFooters, f.ID, create)
		if err != nil {
			return err
		}
		if create {
			created = e.At
		}
		if err := insertFooter(ctx, tx, f, created); err != nil {
			return err
		}
		return insertAudit(ctx, tx, e)
	})
}

// DeleteAnnouncement removes the announcement of kind with id, with its
// pairs, and records e; bff.CodeNotFound when there is none.
func (s AnnouncementsStore) DeleteAnnouncement(ctx context.Context, kind, id string, e announcements.AuditEntry) error {
	table, err := tableOf(kind)
	if err != nil {
		return err
	}
	return s.db.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM `+table+` WHERE id = ?`, id)
		if err != nil {
			return fmt.Errorf("sqlite: delete %s %s: %w", kind, id, err)
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return errors.Join(bff.Errorf(bff.CodeNotFound, "No such announcement."), err)
		}
		return insertAudit(ctx, tx, e)
	})
}

// insertAudit records e.
func insertAudit(ctx context.Context, tx *sql.Tx, e announcements.AuditEntry) error {
	sites := make([]string, len(e.ClientSites))
	for i, cs := range e.ClientSites {
		sites[i] = cs.Client + "/" + cs.Site
	}
	_, err := tx.ExecContext(ctx, `
		INSERT INTO announcement_audit (at, who, kind, id, action, sites, before, after)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
		toMillis(e.At), e.Who, e.Kind, e.ID, e.Action, jsonList(sites), e.Before, e.After)
	if err != nil {
		return fmt.Errorf("sqlite: audit %s %s: %w", e.Kind, e.ID, err)
	}
	return nil
}

// Audit returns the recorded changes, newest first.
func (s AnnouncementsStore) Audit(ctx context.Context) ([]announcements.AuditEntry, error) {
	rows, err := s.db.sql.QueryContext(ctx, `
		SELECT seq, at, who, kind, id, action, sites, before, after
		FROM announcement_audit ORDER BY at DESC, seq DESC`)
	if err != nil {
		return nil, fmt.Errorf("sqlite: audit: %w", err)
	}
	defer rows.Close()
	out := []announcements.AuditEntry{}
	for rows.Next() {
		var e announcements.AuditEntry
		var at int64
		var sites string
		if err := rows.Scan(&e.Seq, &at, &e.Who, &e.Kind, &e.ID, &e.Action, &sites, &e.Before, &e.After); err != nil {
			return nil, fmt.Errorf("sqlite: audit: %w", err)
		}
		e.At = fromMillis(at)
		pairs, err := decodeList(sites)
		if err != nil {
			return nil, fmt.Errorf("sqlite: audit %d sites: %w", e.Seq, err)
		}
		e.ClientSites = []announcements.ClientSite{}
		for _, p := range pairs {
			var cs announcements.ClientSite
			cs.Client, cs.Site, _ = strings.Cut(p, "/")
			e.ClientSites = append(e.ClientSites, cs)
		}
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: audit: %w", err)
	}
	return out, nil
}
