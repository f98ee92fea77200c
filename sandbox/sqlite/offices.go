package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// AvailabilityDays is how many days ahead, from today, an office's
// availability lists.
const AvailabilityDays = 7

// officeColumns are the columns an office is read from, in lang.
func officeColumns(lang bff.Language) string {
	if lang == bff.Spanish {
		return `location_id, description_es, location, map_location, hours_es, information_es, closed_weekdays`
	}
	return `location_id, description_en, location, map_location, hours_en, information_en, closed_weekdays`
}

// scanOffice reads one office row with its availability from the day of
// from onwards.
func scanOffice(scan func(dest ...any) error, from time.Time) (payables.Office, error) {
	var o payables.Office
	var closed string
	if err := scan(&o.LocationID, &o.Description, &o.Location, &o.MapLocation, &o.OfficeHours,
		&o.Information, &closed); err != nil {
		return payables.Office{}, err
	}
	var weekdays []int
	if err := json.Unmarshal([]byte(closed), &weekdays); err != nil {
		return payables.Office{}, fmt.Errorf("sqlite: office %s closed days: %w", o.LocationID, err)
	}
	day := time.Date(from.Year(), from.Month(), from.Day(), 0, 0, 0, 0, time.UTC)
	o.Availability = make([]payables.Availability, 0, AvailabilityDays)
	for i := range AvailabilityDays {
		d := day.AddDate(0, 0, i)
		o.Availability = append(o.Availability, payables.Availability{
			Date: d.Format(dueDateLayout), Open: !slices.Contains(weekdays, int(d.Weekday())),
		})
	}
	return o, nil
}

// Offices returns the client's pick-up offices in lang, in their order,
// each with its availability for the AvailabilityDays from the day of now.
func (s PayablesStore) Offices(ctx context.Context, client string, lang bff.Language, now time.Time) ([]payables.Office, error) {
	rows, err := s.db.sql.QueryContext(ctx, `SELECT `+officeColumns(lang)+`
		FROM offices WHERE client = ? ORDER BY sort_order, location_id`, strings.ToLower(client))
	if err != nil {
		return nil, fmt.Errorf("sqlite: offices of %s: %w", client, err)
	}
	defer rows.Close()
	out := []payables.Office{}
	for rows.Next() {
		o, err := scanOffice(rows.Scan, now)
		if err != nil {
			return nil, fmt.Errorf("sqlite: offices of %s: %w", client, err)
		}
		out = append(out, o)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: offices of %s: %w", client, err)
	}
	return out, nil
}

// Office returns one of the client's offices in lang; an unknown one is a
// bff.CodeNotFound error.
func (s PayablesStore) Office(ctx context.Context, client, locationID string, lang bff.Language, now time.Time) (payables.Office, error) {
	row := s.db.sql.QueryRowContext(ctx, `SELECT `+officeColumns(lang)+`
		FROM offices WHERE client = ? AND location_id = ?`, strings.ToLower(client), locationID)
	o, err := scanOffice(row.Scan, now)
	if errors.Is(err, sql.ErrNoRows) {
		return payables.Office{}, bff.Errorf(bff.CodeNotFound, "No such office.")
	}
	if err != nil {
		return payables.Office{}, fmt.Errorf("sqlite: office %s: %w", locationID, err)
	}
	return o, nil
}

// Office is the cart store's view of an office, for the check-out of a
// pick-up (PayablesStore.Office).
func (s CartStore) Office(ctx context.Context, client, locationID string, lang bff.Language) (payables.Office, error) {
	return s.db.Payables().Office(ctx, client, locationID, lang, time.Now())
}
