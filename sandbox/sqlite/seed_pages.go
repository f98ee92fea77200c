package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"

	"github.com/payhub/payhub/bff/upstream/siteconfig"
)

// defaultSurveyURL is the sandbox survey on the sandbox's default listener;
// SeedSurvey puts the running listener's address in its place.
const defaultSurveyURL = "http://127.0.0.1:8090/svc/survey/"

// surveyLinks are a site's four survey links on the sandbox survey at base
// (SHELL-22, CHK-17): one per language (?lang=) for production and for
// every other environment (?env=), which the survey keeps with each answer.
func surveyLinks(base string) *siteconfig.Survey {
	link := func(lang, env string) string { return base + "?lang=" + lang + "&env=" + env }
	return &siteconfig.Survey{
		Production:    localized(link("en", "production"), link("es", "production")),
		NonProduction: localized(link("en", "non-production"), link("es", "non-production")),
	}
}

// SeedSurvey points the survey links of every site that has them at url,
// the sandbox survey on the running listener (tests run it on a free
// port). It runs after Seed, at every start.
func (db *DB) SeedSurvey(ctx context.Context, url string) error {
	return db.changeSites(ctx, "survey", func(_, _ string, st *siteconfig.Site) bool {
		if st.Survey == nil {
			return false
		}
		st.Survey = surveyLinks(url)
		return true
	})
}

// changeSites applies change to every seeded site's configuration, by
// client and site name, and stores those it reports changed; what names
// the change in errors.
func (db *DB) changeSites(ctx context.Context, what string, change func(client, site string, st *siteconfig.Site) bool) error {
	return db.inTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT client, site, config FROM config_sites ORDER BY client, site`)
		if err != nil {
			return fmt.Errorf("sqlite: %s: %w", what, err)
		}
		type row struct{ client, site, doc string }
		var all []row
		for rows.Next() {
			var r row
			if err := rows.Scan(&r.client, &r.site, &r.doc); err != nil {
				_ = rows.Close()
				return fmt.Errorf("sqlite: %s: %w", what, err)
			}
			all = append(all, r)
		}
		if err := rows.Close(); err != nil {
			return fmt.Errorf("sqlite: %s: %w", what, err)
		}
		if err := rows.Err(); err != nil {
			return fmt.Errorf("sqlite: %s: %w", what, err)
		}
		for _, r := range all {
			var st siteconfig.Site
			if err := json.Unmarshal([]byte(r.doc), &st); err != nil {
				return fmt.Errorf("sqlite: %s: %s/%s: %w", what, r.client, r.site, err)
			}
			if !change(r.client, r.site, &st) {
				continue
			}
			out, err := json.Marshal(st)
			if err != nil {
				return fmt.Errorf("sqlite: %s: %w", what, err)
			}
			_, err = tx.ExecContext(ctx, `UPDATE config_sites SET config = ? WHERE client = ? AND site = ?`,
				string(out), r.client, r.site)
			if err != nil {
				return fmt.Errorf("sqlite: %s: %w", what, err)
			}
		}
		return nil
	})
}
