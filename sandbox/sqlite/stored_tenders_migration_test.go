package sqlite

import (
	"database/sql"
	"io/fs"
	"net/url"
	"path/filepath"
	"testing"

	"github.com/pressly/goose/v3"
)

// TestMigration24_keepsEveryTenderTokenAndChargeOfAnOlderDatabase applies
// the migrations before the stored tenders, writes a tender token and its
// charge, then opens the database: the rebuilt tables keep both, and the
// ledger's reference to its token still holds.
func TestMigration24_keepsEveryTenderTokenAndChargeOfAnOlderDatabase(t *testing.T) {
	ctx := t.Context()
	dir := t.TempDir()
	q := url.Values{}
	q.Add("_pragma", "foreign_keys(ON)")
	raw, err := sql.Open("sqlite", filepath.Join(dir, FileName)+"?"+q.Encode())
	if err != nil {
		t.Fatal(err)
	}
	fsys, err := fs.Sub(migrations, "migrations")
	if err != nil {
		t.Fatal(err)
	}
	p, err := goose.NewProvider(goose.DialectSQLite3, raw, fsys, goose.WithDisableGlobalRegistry(true))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.UpTo(ctx, 23); err != nil {
		t.Fatalf("migrate to 23: %v", err)
	}
	if _, err := raw.ExecContext(ctx, `
		INSERT INTO tender_tokens (token, type, card_brand, last_digits, expiry, outcome, cart_id, client, site, created_at, wallet)
		VALUES ('tndr_old', 'card', 'Visa', '4242', '12/30', 'approved', 'cart-1', 'sunshine', 'demo', 1, 'applePay');
		INSERT INTO charges (reference, token, amount, outcome, auth_code, created_at)
		VALUES ('cart-1', 'tndr_old', '10.00', 'approved', 'ABC123', 2)`); err != nil {
		t.Fatal(err)
	}
	if err := raw.Close(); err != nil {
		t.Fatal(err)
	}

	db, err := Open(ctx, dir, nil)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	defer db.Close()
	tok, err := db.Wallet(nil).Tender(ctx, "tndr_old")
	if err != nil || tok.CardBrand != "Visa" || tok.Wallet != "applePay" || tok.CartID != "cart-1" || tok.UserID != "" {
		t.Fatalf("tender token after the migration = %+v, %v", tok, err)
	}
	charges, err := db.Wallet(nil).Charges(ctx, "cart-1")
	if err != nil || len(charges) != 1 || charges[0].AuthCode != "ABC123" {
		t.Fatalf("charges after the migration = %+v, %v", charges, err)
	}
	var violations int
	if err := db.sql.QueryRowContext(ctx, `SELECT count(*) FROM pragma_foreign_key_check`).Scan(&violations); err != nil || violations != 0 {
		t.Errorf("foreign key check = %d, %v", violations, err)
	}
	if _, err := db.sql.ExecContext(ctx, `INSERT INTO charges (reference, token, amount, outcome, created_at)
		VALUES ('cart-2', 'tndr_missing', '1.00', 'declined', 3)`); err == nil {
		t.Errorf("a charge of an unknown token was recorded: the reference to tender_tokens is lost")
	}
}
