package sqlite_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/sandbox/sqlite"
)

// seedTime is the clock of the seeded data in these tests.
func seedTime() time.Time { return time.Date(2026, 5, 4, 12, 0, 0, 0, time.UTC) }

// open opens the database in dir and closes it at the end of the test.
func open(t *testing.T, dir string) *sqlite.DB {
	t.Helper()
	db, err := sqlite.Open(t.Context(), dir, nil)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// openSeeded opens the database in dir and seeds it at seedTime.
func openSeeded(t *testing.T, dir string) *sqlite.DB {
	t.Helper()
	db := open(t, dir)
	if err := db.Seed(t.Context(), seedTime()); err != nil {
		t.Fatalf("Seed: %v", err)
	}
	return db
}

// tables is every table the migrations create.
func tables() []string {
	return []string{"config_clients", "config_sites", "config_sources", "payables",
		"payable_search_keys", "department_limits", "banners", "banner_sites",
		"notifications", "notification_sites", "footers"}
}

// counts returns the number of rows of every table.
func counts(t *testing.T, db *sqlite.DB) map[string]int {
	t.Helper()
	out := map[string]int{}
	for _, table := range tables() {
		var n int
		if err := db.SQL().QueryRowContext(t.Context(), `SELECT count(*) FROM `+table).Scan(&n); err != nil {
			t.Fatalf("count %s: %v", table, err)
		}
		out[table] = n
	}
	return out
}

func TestOpenCreatesTheDirectoryAndTheDatabaseFile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "nested", "var")
	open(t, dir)
	if _, err := os.Stat(filepath.Join(dir, sqlite.FileName)); err != nil {
		t.Fatalf("database file: %v", err)
	}
}

func TestMigrationsRunTwiceWithoutError(t *testing.T) {
	dir := t.TempDir()
	first := open(t, dir)
	v1, err := first.Version(t.Context())
	if err != nil {
		t.Fatalf("Version: %v", err)
	}
	if v1 < 3 {
		t.Fatalf("version after the first run = %d, want every migration applied", v1)
	}
	if err := first.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	second := open(t, dir)
	v2, err := second.Version(t.Context())
	if err != nil || v2 != v1 {
		t.Fatalf("version after the second run = %d, %v; want %d", v2, err, v1)
	}
	files, err := filepath.Glob("migrations/*.sql")
	if err != nil {
		t.Fatal(err)
	}
	var applied int
	err = second.SQL().QueryRowContext(t.Context(),
		`SELECT count(*) FROM goose_db_version WHERE version_id > 0`).Scan(&applied)
	if err != nil || applied != len(files) {
		t.Errorf("goose recorded %d migrations (%v), want each of the %d files once", applied, err, len(files))
	}
}

func TestOpenUsesWALForeignKeysAndABusyTimeout(t *testing.T) {
	db := open(t, t.TempDir())
	ctx := t.Context()
	var mode string
	var busy, fk int
	if err := db.SQL().QueryRowContext(ctx, `PRAGMA journal_mode`).Scan(&mode); err != nil || mode != "wal" {
		t.Errorf("journal_mode = %q (%v), want wal", mode, err)
	}
	if err := db.SQL().QueryRowContext(ctx, `PRAGMA busy_timeout`).Scan(&busy); err != nil ||
		busy != int(sqlite.BusyTimeout.Milliseconds()) {
		t.Errorf("busy_timeout = %d (%v), want %d", busy, err, sqlite.BusyTimeout.Milliseconds())
	}
	if err := db.SQL().QueryRowContext(ctx, `PRAGMA foreign_keys`).Scan(&fk); err != nil || fk != 1 {
		t.Errorf("foreign_keys = %d (%v), want 1", fk, err)
	}
}

func TestSeedIsIdempotent(t *testing.T) {
	db := openSeeded(t, t.TempDir())
	once := counts(t, db)
	for table, n := range once {
		if n == 0 {
			t.Errorf("table %s is empty after seeding", table)
		}
	}
	for _, now := range []time.Time{seedTime(), seedTime().Add(72 * time.Hour)} {
		if err := db.Seed(t.Context(), now); err != nil {
			t.Fatalf("Seed again: %v", err)
		}
		again := counts(t, db)
		for table, n := range once {
			if again[table] != n {
				t.Errorf("seeding again at %v: %s has %d rows, had %d", now, table, again[table], n)
			}
		}
	}
}

func TestDataSurvivesReopeningTheDatabase(t *testing.T) {
	dir := t.TempDir()
	db := openSeeded(t, dir)
	ctx := t.Context()
	exec := func(db *sqlite.DB, query string, args ...any) {
		t.Helper()
		if _, err := db.SQL().ExecContext(ctx, query, args...); err != nil {
			t.Fatalf("%s: %v", query, err)
		}
	}
	exec(db, `INSERT INTO footers (id, client, site, title_en, title_es, headline_en, headline_es,
		content_en, content_es, active, created_at) VALUES ('mine', 'sunshine', 'demo', 't', 't', 'h', 'h', 'c', 'c', 1, 1)`)
	exec(db, `UPDATE notifications SET subject_en = 'Edited' WHERE id = 'sunshine-holiday-hours'`)
	if err := db.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}

	reopened := openSeeded(t, dir) // a restart seeds again
	footers, err := reopened.Announcements().ActiveFooters(ctx, "sunshine", "demo")
	if err != nil {
		t.Fatalf("ActiveFooters: %v", err)
	}
	var mine bool
	for _, f := range footers {
		mine = mine || f.ID == "mine"
	}
	if !mine {
		t.Errorf("footers after reopening = %+v, want the added one kept", footers)
	}
	notes, err := reopened.Announcements().ActiveNotifications(ctx, "sunshine", "demo")
	if err != nil || len(notes) != 1 || notes[0].Subject.En != "Edited" {
		t.Errorf("notifications after reopening = %+v (%v), want the edit kept", notes, err)
	}
}

func TestSeedRewritesReferenceDataToTheCurrentSeed(t *testing.T) {
	db := openSeeded(t, t.TempDir())
	ctx := t.Context()
	_, err := db.SQL().ExecContext(ctx,
		`UPDATE payables SET payable_en = json_set(payable_en, '$.amount', '1.00') WHERE path = ?`,
		"sunshine/demo/property_tax/2026/R100-001")
	if err != nil {
		t.Fatalf("update: %v", err)
	}
	if err := db.Seed(ctx, seedTime()); err != nil {
		t.Fatalf("Seed: %v", err)
	}
	p, err := db.Payables().Get(ctx, "sunshine/demo/property_tax/2026/R100-001", bff.English)
	if err != nil || p.Amount != "1234.56" {
		t.Errorf("amount after seeding = %q (%v), want the seed's 1234.56", p.Amount, err)
	}
}

func TestDepartmentLimits_PAY10_taxCollectorCardAndBankLimits(t *testing.T) {
	db := openSeeded(t, t.TempDir())
	d, err := db.Payables().DepartmentLimit(t.Context(), "sunshine", "TAXCOL")
	if err != nil {
		t.Fatalf("DepartmentLimit: %v", err)
	}
	if d.PexDepartment != "Tax Collector" || d.CardLimit != "5000.00" || d.BankLimit != "100000.00" {
		t.Errorf("limits = %+v, want Tax Collector, card 5000.00, bank 100000.00", d)
	}
	if d.PaymentLimitDelay[bff.English] == "" || d.PaymentLimitDelay[bff.Spanish] == "" {
		t.Errorf("payment limit delay = %v, want text in en and es", d.PaymentLimitDelay)
	}
	_, err = db.Payables().DepartmentLimit(t.Context(), "sunshine", "NOPE")
	if bff.ErrorCode(err) != bff.CodeNotFound {
		t.Errorf("unknown department: %v, want not found", err)
	}
}

func TestSearchWithOnlyBlankKeysListsOnlyItemLists(t *testing.T) {
	db := openSeeded(t, t.TempDir())
	ctx := t.Context()
	blank := map[string]string{"account_number": "   "}
	bills, err := db.Payables().Search(ctx, "property_tax", "sunshine", "demo", blank, bff.English)
	if err != nil || len(bills) != 0 {
		t.Errorf("blank property tax search = %d payables (%v), want none", len(bills), err)
	}
	gifts, err := db.Payables().Search(ctx, "donations", "SUNSHINE", "Demo", nil, bff.English)
	if err != nil || len(gifts) != 1 {
		t.Errorf("donations list = %d payables (%v), want the one donation", len(gifts), err)
	}
}
