package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/history"
	"github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/cart"
	"github.com/payhub/payhub/sandbox/outbox"
)

// CartStore keeps the cart service's carts, fees and check-out answers. It
// reads payables and department limits from the payables store.
type CartStore struct{ db *DB }

var _ cart.Store = CartStore{}

// Carts returns the cart store.
func (db *DB) Carts() CartStore { return CartStore{db: db} }

// errNoCart is the answer for a cart that does not exist on the site.
func errNoCart() error { return bff.Errorf(bff.CodeNotFound, "No such cart.") }

// Insert stores a new cart.
func (s CartStore) Insert(ctx context.Context, r cart.Record) error {
	doc, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("sqlite: cart %s: %w", r.ID, err)
	}
	_, err = s.db.sql.ExecContext(ctx, `
		INSERT INTO carts (id, client, site, user_id, status, confirmation_number,
			created_at, updated_at, expires_at, doc)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		r.ID, r.Client, r.Site, r.UserID, r.Status, nullable(r.ConfirmationNumber),
		toMillis(r.CreatedAt), toMillis(r.UpdatedAt), toMillis(r.ExpiresAt), string(doc))
	if err != nil {
		return fmt.Errorf("sqlite: insert cart %s: %w", r.ID, err)
	}
	return nil
}

// nullable is s, or SQL NULL when s is empty.
func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// rowReader is what a one-row read needs: the database or a transaction.
type rowReader interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// cartOf reads one cart through q.
func cartOf(ctx context.Context, q rowReader, client, site, id string) (cart.Record, error) {
	var doc string
	err := q.QueryRowContext(ctx, `SELECT doc FROM carts WHERE id = ? AND client = ? AND site = ?`,
		id, strings.ToLower(client), strings.ToLower(site)).Scan(&doc)
	if errors.Is(err, sql.ErrNoRows) {
		return cart.Record{}, errNoCart()
	}
	if err != nil {
		return cart.Record{}, fmt.Errorf("sqlite: cart %s: %w", id, err)
	}
	return decodeCart(doc)
}

func decodeCart(doc string) (cart.Record, error) {
	var r cart.Record
	if err := json.Unmarshal([]byte(doc), &r); err != nil {
		return cart.Record{}, fmt.Errorf("sqlite: cart document: %w", err)
	}
	return r, nil
}

// Load returns a cart.
func (s CartStore) Load(ctx context.Context, client, site, id string) (cart.Record, error) {
	return cartOf(ctx, s.db.sql, client, site, id)
}

// LatestOpen returns the user's most recently changed open cart of the site
// that expires after now; a cart made for a purpose of its own (a scheduled
// run's) is never the user's cart.
func (s CartStore) LatestOpen(ctx context.Context, client, site, userID string, now time.Time) (cart.Record, error) {
	var doc string
	err := s.db.sql.QueryRowContext(ctx, `
		SELECT doc FROM carts
		WHERE client = ? AND site = ? AND user_id = ? AND status = ? AND expires_at > ?
			AND json_extract(doc, '$.metadata.purpose') IS NULL
		ORDER BY updated_at DESC, id LIMIT 1`,
		strings.ToLower(client), strings.ToLower(site), userID, wire.StatusOpen, toMillis(now)).Scan(&doc)
	if errors.Is(err, sql.ErrNoRows) {
		return cart.Record{}, errNoCart()
	}
	if err != nil {
		return cart.Record{}, fmt.Errorf("sqlite: open cart of a user: %w", err)
	}
	return decodeCart(doc)
}

// Update loads a cart, applies fn and stores the result in one write
// transaction (the database begins every transaction IMMEDIATE, so two
// updates of a cart run one after the other).
func (s CartStore) Update(ctx context.Context, client, site, id string, fn func(*cart.Record) error) (cart.Record, error) {
	return s.Finish(ctx, client, site, id, fn, history.Receipt{}, nil)
}

// Finish is Update that also writes receipt (unless its ID is empty) and
// queues mail (unless nil), in the same transaction.
func (s CartStore) Finish(ctx context.Context, client, site, id string, fn func(*cart.Record) error,
	receipt history.Receipt, mail *outbox.Message) (cart.Record, error) {
	var out cart.Record
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		r, err := cartOf(ctx, tx, client, site, id)
		if err != nil {
			return err
		}
		if err := fn(&r); err != nil {
			return err
		}
		if err := writeCart(ctx, tx, r); err != nil {
			return err
		}
		if receipt.ID != "" {
			if err := insertReceipt(ctx, tx, receipt); err != nil {
				return err
			}
		}
		if mail != nil {
			if err := insertMessage(ctx, tx, *mail); err != nil {
				return err
			}
		}
		out = r
		return nil
	})
	return out, err
}

// writeCart stores r over the cart of the same id.
func writeCart(ctx context.Context, tx *sql.Tx, r cart.Record) error {
	doc, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("sqlite: cart %s: %w", r.ID, err)
	}
	_, err = tx.ExecContext(ctx, `
		UPDATE carts SET user_id = ?, status = ?, confirmation_number = ?, updated_at = ?,
			expires_at = ?, doc = ?
		WHERE id = ?`,
		r.UserID, r.Status, nullable(r.ConfirmationNumber), toMillis(r.UpdatedAt),
		toMillis(r.ExpiresAt), string(doc), r.ID)
	if err != nil {
		return fmt.Errorf("sqlite: update cart %s: %w", r.ID, err)
	}
	return nil
}

// Delete removes a cart and its stored check-out answers.
func (s CartStore) Delete(ctx context.Context, client, site, id string) error {
	res, err := s.db.sql.ExecContext(ctx, `DELETE FROM carts WHERE id = ? AND client = ? AND site = ?`,
		id, strings.ToLower(client), strings.ToLower(site))
	if err != nil {
		return fmt.Errorf("sqlite: delete cart %s: %w", id, err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		return errNoCart()
	}
	return nil
}

// Payable returns the payable at path in lang.
func (s CartStore) Payable(ctx context.Context, path string, lang bff.Language) (payables.Payable, error) {
	return s.db.Payables().Get(ctx, path, lang)
}

// DepartmentLimit returns a client's department's display name and limits.
func (s CartStore) DepartmentLimit(ctx context.Context, client, department string) (wire.DepartmentLimit, error) {
	d, err := s.db.Payables().DepartmentLimit(ctx, client, department)
	if err != nil {
		return wire.DepartmentLimit{}, err
	}
	return wire.DepartmentLimit{Department: d.DepartmentCode, DisplayName: d.PexDepartment,
		CardLimit: d.CardLimit, BankLimit: d.BankLimit}, nil
}

// Recipient names who receives a payment to a payable of adaptor on a site,
// in lang: the department of the site's payable source with that adaptor,
// else the client's title, else the client's code.
func (s CartStore) Recipient(ctx context.Context, client, site, adaptor string, lang bff.Language) (string, error) {
	cfg := s.db.SiteConfig()
	sources, err := cfg.Sources(ctx, client, site)
	if err != nil && bff.ErrorCode(err) != bff.CodeNotFound {
		return "", err
	}
	for _, src := range sources {
		if name := src.DepartmentDisplayName.In(lang); src.Adaptor == adaptor && name != "" {
			return name, nil
		}
	}
	c, err := cfg.Client(ctx, client)
	switch {
	case bff.ErrorCode(err) == bff.CodeNotFound:
		return client, nil
	case err != nil:
		return "", err
	case c.Title != "":
		return c.Title, nil
	}
	return client, nil
}

// FeeRules returns the site's fee rule of each configured tender type.
func (s CartStore) FeeRules(ctx context.Context, client, site string) (map[string]cart.FeeRule, error) {
	rows, err := s.db.sql.QueryContext(ctx, `
		SELECT tender_type, rate_bp, flat, minimum FROM cart_fees WHERE client = ? AND site = ?`,
		strings.ToLower(client), strings.ToLower(site))
	if err != nil {
		return nil, fmt.Errorf("sqlite: fees of %s/%s: %w", client, site, err)
	}
	defer rows.Close()
	out := map[string]cart.FeeRule{}
	for rows.Next() {
		var f cart.FeeRule
		if err := rows.Scan(&f.TenderType, &f.RateBP, &f.Flat, &f.Minimum); err != nil {
			return nil, fmt.Errorf("sqlite: fees of %s/%s: %w", client, site, err)
		}
		out[f.TenderType] = f
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: fees of %s/%s: %w", client, site, err)
	}
	return out, nil
}

// Replay returns the answer stored for a cart's idempotency key.
func (s CartStore) Replay(ctx context.Context, cartID, key string) (cart.Replay, error) {
	var r cart.Replay
	var body string
	var created int64
	err := s.db.sql.QueryRowContext(ctx, `
		SELECT fingerprint, status, body, created_at FROM cart_idempotency WHERE cart_id = ? AND key = ?`,
		cartID, key).Scan(&r.Fingerprint, &r.Status, &body, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return cart.Replay{}, bff.Errorf(bff.CodeNotFound, "No answer stored for this key.")
	}
	if err != nil {
		return cart.Replay{}, fmt.Errorf("sqlite: idempotency key: %w", err)
	}
	r.Body, r.CreatedAt = []byte(body), fromMillis(created)
	return r, nil
}

// Remember stores the answer for a cart's idempotency key; a key already
// stored keeps its first answer.
func (s CartStore) Remember(ctx context.Context, cartID, key string, r cart.Replay) error {
	_, err := s.db.sql.ExecContext(ctx, `
		INSERT INTO cart_idempotency (cart_id, key, fingerprint, status, body, created_at)
		VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (cart_id, key) DO NOTHING`,
		cartID, key, r.Fingerprint, r.Status, string(r.Body), toMillis(r.CreatedAt))
	if err != nil {
		return fmt.Errorf("sqlite: store idempotency key: %w", err)
	}
	return nil
}
