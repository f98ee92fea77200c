package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/sandbox/paypal"
)

// PayPalStore keeps the sandbox's PayPal and Venmo orders.
type PayPalStore struct{ db *DB }

var _ paypal.Store = PayPalStore{}

// PayPal returns the store of PayPal and Venmo orders.
func (db *DB) PayPal() PayPalStore { return PayPalStore{db: db} }

// CreateOrder stores a new order.
func (s PayPalStore) CreateOrder(ctx context.Context, o paypal.Order) error {
	payer, err := json.Marshal(o.Payer)
	if err != nil {
		return fmt.Errorf("sqlite: paypal order payer: %w", err)
	}
	delivery := string(o.Delivery)
	if delivery == "" {
		delivery = "null"
	}
	_, err = s.db.sql.ExecContext(ctx, `
		INSERT INTO paypal_orders (id, cart_id, client, site, brand, origin, amount, fee, status,
			payer, delivery, language, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		o.ID, o.CartID, o.Client, o.Site, o.Brand, o.Origin, o.Amount, o.Fee, o.Status,
		string(payer), delivery, string(o.Language), toMillis(o.CreatedAt))
	if err != nil {
		return fmt.Errorf("sqlite: create paypal order: %w", err)
	}
	return nil
}

// Order returns an order.
func (s PayPalStore) Order(ctx context.Context, id string) (paypal.Order, error) {
	return orderOf(ctx, s.db.sql, id)
}

func orderOf(ctx context.Context, q querier, id string) (paypal.Order, error) {
	var o paypal.Order
	var payer, delivery, lang string
	var created int64
	var decided, captured sql.NullInt64
	err := q.QueryRowContext(ctx, `
		SELECT id, cart_id, client, site, brand, origin, amount, fee, status, payer, delivery,
			language, auth_code, created_at, decided_at, captured_at
		FROM paypal_orders WHERE id = ?`, id).Scan(&o.ID, &o.CartID, &o.Client, &o.Site, &o.Brand,
		&o.Origin, &o.Amount, &o.Fee, &o.Status, &payer, &delivery, &lang, &o.AuthCode,
		&created, &decided, &captured)
	if errors.Is(err, sql.ErrNoRows) {
		return paypal.Order{}, bff.Errorf(bff.CodeNotFound, "No such PayPal order.")
	}
	if err != nil {
		return paypal.Order{}, fmt.Errorf("sqlite: paypal order: %w", err)
	}
	if err := json.Unmarshal([]byte(payer), &o.Payer); err != nil {
		return paypal.Order{}, fmt.Errorf("sqlite: paypal order %s payer: %w", id, err)
	}
	if delivery != "null" {
		o.Delivery = json.RawMessage(delivery)
	}
	o.Language = bff.ParseLanguage(lang)
	o.CreatedAt = fromMillis(created)
	if decided.Valid {
		o.DecidedAt = fromMillis(decided.Int64)
	}
	if captured.Valid {
		o.CapturedAt = fromMillis(captured.Int64)
	}
	return o, nil
}

// Decide records the payer's approval or cancellation of a created order.
func (s PayPalStore) Decide(ctx context.Context, id string, approve bool, at time.Time) (paypal.Order, error) {
	want := paypal.StatusCancelled
	if approve {
		want = paypal.StatusApproved
	}
	var out paypal.Order
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		o, err := orderOf(ctx, tx, id)
		if err != nil {
			return err
		}
		switch {
		case o.Status == want:
			out = o
			return nil
		case o.Status != paypal.StatusCreated:
			return bff.Errorf(bff.CodeConflict, "This PayPal order is already %s.", o.Status)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE paypal_orders SET status = ?, decided_at = ? WHERE id = ?`,
			want, toMillis(at), id); err != nil {
			return fmt.Errorf("sqlite: decide paypal order: %w", err)
		}
		o.Status, o.DecidedAt = want, at.UTC()
		out = o
		return nil
	})
	return out, err
}

// Capture captures an approved order of cart reference for amount, once.
func (s PayPalStore) Capture(ctx context.Context, id, reference, amount, authCode string, at time.Time) (paypal.Order, error) {
	var out paypal.Order
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		o, err := orderOf(ctx, tx, id)
		if err != nil {
			return err
		}
		if o.CartID != reference {
			return bff.Errorf(bff.CodeNotFound, "No such PayPal order for this cart.")
		}
		if total, err := o.Total(); err != nil || total != amount {
			return bff.Errorf(bff.CodeConflict, "The PayPal order is for another amount.")
		}
		switch o.Status {
		case paypal.StatusCaptured:
			out = o
			return nil
		case paypal.StatusApproved:
		default:
			return bff.Errorf(bff.CodeUnprocessable, "The PayPal order is not approved.")
		}
		if _, err := tx.ExecContext(ctx, `
			UPDATE paypal_orders SET status = ?, auth_code = ?, captured_at = ? WHERE id = ?`,
			paypal.StatusCaptured, authCode, toMillis(at), id); err != nil {
			return fmt.Errorf("sqlite: capture paypal order: %w", err)
		}
		o.Status, o.AuthCode, o.CapturedAt = paypal.StatusCaptured, authCode, at.UTC()
		out = o
		return nil
	})
	return out, err
}
