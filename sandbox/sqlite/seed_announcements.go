package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"github.com/payhub/payhub/bff/upstream/announcements"
)

// seedAnnouncements is the announcements of sunshine/demo (one active and
// one inactive notification, an active and an inactive footer, an active
// info banner) and, to prove filtering and ordering, announcements of
// another sunshine site and of moonbeam/pay. The moonbeam pairs are seeded
// oldest first with ids in the same order, so only a sort by creation time
// lists them newest first.
func seedAnnouncements(now time.Time) seedAnnouncementSet {
	ago := func(d time.Duration) time.Time { return now.Add(-d).UTC().Truncate(time.Millisecond) }
	day := 24 * time.Hour
	sunshine := []announcements.ClientSite{{Client: "sunshine", Site: "demo"}}
	kiosk := []announcements.ClientSite{{Client: "sunshine", Site: "kiosk"}}
	moonbeam := []announcements.ClientSite{{Client: "moonbeam", Site: "pay"}}
	return seedAnnouncementSet{
		banners: []announcements.Banner{
			{
				ID: "sunshine-demo-info", ClientSites: sunshine, Type: "info", FriendlyType: "Information",
				Text: localized("Online payments are open 24 hours a day, 7 days a week.",
					"Los pagos en línea están disponibles las 24 horas del día, los 7 días de la semana."),
				Methods: []string{}, Modules: []string{}, Active: true, CreatedAt: ago(day),
			},
			{
				ID: "sunshine-kiosk-info", ClientSites: kiosk, Type: "info", FriendlyType: "Information",
				Text:    localized("The lobby kiosk is out of paper.", "El quiosco del vestíbulo no tiene papel."),
				Methods: []string{}, Modules: []string{}, Active: true, CreatedAt: ago(2 * day),
			},
			{
				ID: "moonbeam-banner-1", ClientSites: moonbeam, Type: "moduleDown", FriendlyType: "Module outage",
				Text:    localized("Saved items are unavailable tonight.", "Los artículos guardados no están disponibles esta noche."),
				Methods: []string{}, Modules: []string{"mySavedItems"}, Active: true, CreatedAt: ago(10 * day),
			},
			{
				ID: "moonbeam-banner-2", ClientSites: moonbeam, Type: "cardDown", FriendlyType: "Card payments down",
				Text: localized("We are having trouble taking card payments. Please try later or pay by bank account.",
					"Tenemos problemas para aceptar pagos con tarjeta. Intente más tarde o pague con cuenta bancaria."),
				Methods: []string{"card"}, Modules: []string{}, Active: true, CreatedAt: ago(time.Hour),
				// ANN-10: the outage takes card payments off moonbeam/pay.
				Effects: []string{"disableCardPayments"},
			},
		},
		notifications: []announcements.Notification{
			{
				ID: "sunshine-holiday-hours", ClientSites: sunshine, Active: true, CreatedAt: ago(2 * day),
				Subject: localized("Holiday office hours", "Horario de oficina en días festivos"),
				Text: localized("County offices close at noon on the day before each public holiday. Online payments stay open.",
					"Las oficinas del condado cierran al mediodía el día antes de cada feriado. Los pagos en línea siguen disponibles."),
				Tags: []string{"office-hours"},
			},
			{
				ID: "sunshine-maintenance-done", ClientSites: sunshine, Active: false, CreatedAt: ago(30 * day),
				Subject: localized("Maintenance complete", "Mantenimiento terminado"),
				Text: localized("Last weekend's system maintenance is complete.",
					"El mantenimiento del sistema del fin de semana pasado terminó."),
				Tags: []string{"maintenance"},
			},
			{
				ID: "moonbeam-notice-1", ClientSites: moonbeam, Active: true, CreatedAt: ago(7 * day),
				Subject: localized("New parking rates", "Nuevas tarifas de estacionamiento"),
				Text:    localized("Downtown meters now cost $2 an hour.", "Los parquímetros del centro ahora cuestan $2 por hora."),
				Tags:    []string{},
			},
			{
				ID: "moonbeam-notice-2", ClientSites: moonbeam, Active: true, CreatedAt: ago(3 * time.Hour),
				Subject: localized("Street sweeping", "Limpieza de calles"),
				Text:    localized("Street sweeping resumes on Monday.", "La limpieza de calles se reanuda el lunes."),
				Tags:    []string{},
			},
		},
		footers: []seedFooter{
			{created: ago(5 * day), footer: announcements.Footer{
				ID: "sunshine-demo-contact", Client: "sunshine", Site: "demo", Active: true,
				Title:    localized("Contact us", "Contáctenos"),
				Headline: localized("We are here to help", "Estamos para ayudarle"),
				Content: localized(
					`<p>Questions about a bill? Call <a href="tel:+15555550100">555-555-0100</a>, Monday to Friday, 8 a.m. to 5 p.m.</p>`+
						`<ul><li><a href="`+exampleSiteURL+`" target="_blank">Sunshine County website</a></li></ul>`,
					`<p>¿Preguntas sobre una factura? Llame al <a href="tel:+15555550100">555-555-0100</a>, de lunes a viernes, de 8 a. m. a 5 p. m.</p>`+
						`<ul><li><a href="`+exampleSiteURL+`" target="_blank">Sitio web del Condado de Sunshine</a></li></ul>`),
			}},
			{created: ago(60 * day), footer: announcements.Footer{
				ID: "sunshine-demo-old-address", Client: "sunshine", Site: "demo", Active: false,
				Title:    localized("Our old address", "Nuestra dirección anterior"),
				Headline: localized("We have moved", "Nos mudamos"),
				Content:  localized("<p>1 Old Court Sq.</p>", "<p>1 Old Court Sq.</p>"),
			}},
			{created: ago(5 * day), footer: announcements.Footer{
				ID: "moonbeam-pay-contact", Client: "moonbeam", Site: "pay", Active: true,
				Title:    localized("City Hall", "Ayuntamiento"),
				Headline: localized("Visit us", "Visítenos"),
				Content:  localized("<p>100 Orbit Way</p>", "<p>100 Orbit Way</p>"),
			}},
		},
	}
}

// insertBanner inserts b and its sites unless a banner with its id exists.
func insertBanner(ctx context.Context, tx *sql.Tx, b announcements.Banner) error {
	res, err := tx.ExecContext(ctx, `
		INSERT INTO banners (id, text_en, text_es, methods, modules, type, friendly_type,
			active, locale, effects, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
		b.ID, b.Text.En, b.Text.Es, jsonList(b.Methods), jsonList(b.Modules), b.Type, b.FriendlyType,
		b.Active, b.Locale, jsonList(b.Effects), toMillis(b.CreatedAt))
	if err != nil {
		return fmt.Errorf("sqlite: seed banner %s: %w", b.ID, err)
	}
	return insertSites(ctx, tx, res, "banner_sites", b.ID, b.ClientSites)
}

// insertNotification inserts n and its sites unless a notification with its
// id exists.
func insertNotification(ctx context.Context, tx *sql.Tx, n announcements.Notification) error {
	var future sql.NullInt64
	if n.FutureDate != nil {
		future = sql.NullInt64{Int64: toMillis(*n.FutureDate), Valid: true}
	}
	res, err := tx.ExecContext(ctx, `
		INSERT INTO notifications (id, subject_en, subject_es, text_en, text_es, tags,
			active, locale, created_at, future_date)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
		n.ID, n.Subject.En, n.Subject.Es, n.Text.En, n.Text.Es, jsonList(n.Tags),
		n.Active, n.Locale, toMillis(n.CreatedAt), future)
	if err != nil {
		return fmt.Errorf("sqlite: seed notification %s: %w", n.ID, err)
	}
	return insertSites(ctx, tx, res, "notification_sites", n.ID, n.ClientSites)
}

// insertSites adds the client/site pairs of a just-inserted announcement;
// res tells whether the insert took place.
func insertSites(ctx context.Context, tx *sql.Tx, res sql.Result, table, id string, sites []announcements.ClientSite) error {
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return err
	}
	for _, cs := range sites {
		_, err := tx.ExecContext(ctx,
			`INSERT INTO `+table+` (id, client, site) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
			id, cs.Client, cs.Site)
		if err != nil {
			return fmt.Errorf("sqlite: seed %s of %s: %w", table, id, err)
		}
	}
	return nil
}

// insertFooter inserts f unless a footer with its id exists.
func insertFooter(ctx context.Context, tx *sql.Tx, f announcements.Footer, created time.Time) error {
	_, err := tx.ExecContext(ctx, `
		INSERT INTO footers (id, client, site, title_en, title_es, headline_en, headline_es,
			content_en, content_es, active, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
		f.ID, f.Client, f.Site, f.Title.En, f.Title.Es, f.Headline.En, f.Headline.Es,
		f.Content.En, f.Content.Es, f.Active, toMillis(created))
	if err != nil {
		return fmt.Errorf("sqlite: seed footer %s: %w", f.ID, err)
	}
	return nil
}

// jsonList encodes a list of strings for a JSON array column.
func jsonList(list []string) string {
	if list == nil {
		list = []string{}
	}
	b, err := json.Marshal(list)
	if err != nil {
		return "[]" // a []string always encodes
	}
	return string(b)
}
