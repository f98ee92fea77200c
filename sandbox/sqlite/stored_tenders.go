package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/payhub/payhub/bff"
	upstream "github.com/payhub/payhub/bff/upstream/wallet"
	"github.com/payhub/payhub/sandbox/paypal"
	"github.com/payhub/payhub/sandbox/processor"
	"github.com/payhub/payhub/sandbox/wallet"
)

var _ wallet.TenderWallet = WalletStore{}

// errNoTender answers a stored tender that is unknown or another user's:
// the same body for both, so that no one learns another user's tender ids.
func errNoTender() error { return bff.Errorf(bff.CodeNotFound, "No such saved payment method.") }

// live keeps the stored tenders that are not removed: removed ones stay
// in the table (their source token stays taken) and are read by no call.
const live = `removed_at IS NULL AND `

// storedColumns are the columns scanStored reads, in its order.
const storedColumns = `tender_id, user_id, source_token, ewallet_token, warehouse_token, type, last_digits,
	is_last_used, nickname, user_name, display_in_wallet, card_expiration_month, card_expiration_year,
	card_brand, card_on_file_disclosure, bank_account_type, bank_routing_number, bank_account_number,
	bank_account_is_corporate, force_multi_use_tender, bank_name, paypal_email, billing_address, outcome, created_at`

// scanner is a row or rows.
type scanner interface{ Scan(dest ...any) error }

func scanStored(row scanner) (wallet.StoredTender, error) {
	var t wallet.StoredTender
	var billing string
	var created int64
	err := row.Scan(&t.TenderID, &t.UserID, &t.SourceToken, &t.EwalletToken, &t.WarehouseToken, &t.Type,
		&t.LastDigits, &t.IsLastUsed, &t.Nickname, &t.UserName, &t.DisplayInWallet, &t.CardExpirationMonth,
		&t.CardExpirationYear, &t.CardBrand, &t.CardOnFileDisclosure, &t.BankAccountType, &t.BankRoutingNumber,
		&t.BankAccountNumber, &t.BankAccountIsCorporate, &t.ForceMultiUseTender, &t.BankName, &t.PaypalEmail,
		&billing, &t.Outcome, &created)
	if err != nil {
		return wallet.StoredTender{}, err
	}
	if billing != "null" {
		t.BillingAddress = &upstream.Address{}
		if err := json.Unmarshal([]byte(billing), t.BillingAddress); err != nil {
			return wallet.StoredTender{}, fmt.Errorf("sqlite: stored tender billing address: %w", err)
		}
	}
	t.CreatedAt = fromMillis(created).Format(time.RFC3339)
	return t, nil
}

// storedWhere reads the one stored tender matching where.
func storedWhere(ctx context.Context, q querier, where string, args ...any) (wallet.StoredTender, error) {
	t, err := scanStored(q.QueryRowContext(ctx, `SELECT `+storedColumns+` FROM stored_tenders WHERE `+where, args...))
	if errors.Is(err, sql.ErrNoRows) {
		return wallet.StoredTender{}, errNoTender()
	}
	if err != nil {
		return wallet.StoredTender{}, fmt.Errorf("sqlite: stored tender: %w", err)
	}
	return t, nil
}

// Paid reports whether a charge of token was approved.
func (s WalletStore) Paid(ctx context.Context, token string) (bool, error) {
	var n int
	err := s.db.sql.QueryRowContext(ctx, `SELECT count(*) FROM charges WHERE token = ? AND outcome = ?`,
		token, processor.Approved).Scan(&n)
	if err != nil {
		return false, fmt.Errorf("sqlite: paid: %w", err)
	}
	return n > 0, nil
}

// StoreTender keeps t, or answers the tender saved before from the same
// source token; see wallet.TenderWallet.
func (s WalletStore) StoreTender(ctx context.Context, t wallet.StoredTender) (wallet.StoredTender, error) {
	var out wallet.StoredTender
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		out, err = storeTender(ctx, tx, t)
		return err
	})
	return out, err
}

// storeTender inserts t inside tx unless its source token made a tender
// already, which it answers (when it is the same user's).
func storeTender(ctx context.Context, tx *sql.Tx, t wallet.StoredTender) (wallet.StoredTender, error) {
	if err := notRemoved(ctx, tx, t.SourceToken); err != nil {
		return wallet.StoredTender{}, err
	}
	prior, err := storedWhere(ctx, tx, `source_token = ?`, t.SourceToken)
	switch {
	case err == nil && prior.UserID != t.UserID:
		return wallet.StoredTender{}, errNoTender()
	case err == nil:
		return prior, nil
	case bff.ErrorCode(err) != bff.CodeNotFound:
		return wallet.StoredTender{}, err
	}
	billing := []byte("null")
	if t.BillingAddress != nil {
		if billing, err = json.Marshal(t.BillingAddress); err != nil {
			return wallet.StoredTender{}, fmt.Errorf("sqlite: stored tender billing address: %w", err)
		}
	}
	if t.IsLastUsed {
		if _, err := tx.ExecContext(ctx, `UPDATE stored_tenders SET is_last_used = 0 WHERE user_id = ? AND is_last_used = 1`,
			t.UserID); err != nil {
			return wallet.StoredTender{}, fmt.Errorf("sqlite: store tender: %w", err)
		}
	}
	created, err := parseCreated(t.CreatedAt)
	if err != nil {
		return wallet.StoredTender{}, err
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO stored_tenders (`+storedColumns+`)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		t.TenderID, t.UserID, t.SourceToken, t.EwalletToken, t.WarehouseToken, t.Type, t.LastDigits,
		t.IsLastUsed, t.Nickname, t.UserName, t.DisplayInWallet, t.CardExpirationMonth, t.CardExpirationYear,
		t.CardBrand, t.CardOnFileDisclosure, t.BankAccountType, t.BankRoutingNumber, t.BankAccountNumber,
		t.BankAccountIsCorporate, t.ForceMultiUseTender, t.BankName, t.PaypalEmail, string(billing), t.Outcome,
		created)
	if err != nil {
		return wallet.StoredTender{}, fmt.Errorf("sqlite: store tender: %w", err)
	}
	return storedWhere(ctx, tx, `tender_id = ?`, t.TenderID)
}

// notRemoved refuses a source token whose stored tender was removed: the
// payer removed it, and it comes back only by entering it again.
func notRemoved(ctx context.Context, q querier, sourceToken string) error {
	var n int
	err := q.QueryRowContext(ctx, `SELECT count(*) FROM stored_tenders WHERE source_token = ? AND removed_at IS NOT NULL`,
		sourceToken).Scan(&n)
	if err != nil {
		return fmt.Errorf("sqlite: stored tender: %w", err)
	}
	if n > 0 {
		return wallet.ErrTenderRemoved
	}
	return nil
}

// parseCreated reads a stored tender's RFC 3339 creation time as Unix
// milliseconds.
func parseCreated(s string) (int64, error) {
	at, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return 0, fmt.Errorf("sqlite: stored tender created_at %q: %w", s, err)
	}
	return toMillis(at), nil
}

// StorePayPalTender keeps the PayPal tender of an approved setup token;
// see wallet.TenderWallet.
func (s WalletStore) StorePayPalTender(ctx context.Context, userID, setupToken string, build func(paypal.Setup) (wallet.StoredTender, error)) (wallet.StoredTender, error) {
	var out wallet.StoredTender
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		setup, err := setupOf(ctx, tx, setupToken)
		if bff.ErrorCode(err) == bff.CodeNotFound || (err == nil && setup.UserID != userID) {
			return bff.Errorf(bff.CodeNotFound, "No such PayPal setup token.")
		}
		if err != nil {
			return err
		}
		// A removed tender's setup token is used already (below).
		if prior, err := storedWhere(ctx, tx, live+`source_token = ?`, setupToken); err == nil {
			out = prior
			return nil
		}
		switch {
		case setup.Used:
			return bff.Errorf(bff.CodeUnprocessable, "This PayPal setup token was used already.")
		case setup.Status != paypal.SetupApproved:
			return bff.Errorf(bff.CodeUnprocessable, "The PayPal account has not been approved.")
		}
		t, err := build(setup)
		if err != nil {
			return err
		}
		t.SourceToken = setupToken
		if out, err = storeTender(ctx, tx, t); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE paypal_setup_tokens SET used = 1 WHERE token = ?`, setupToken); err != nil {
			return fmt.Errorf("sqlite: use setup token: %w", err)
		}
		return nil
	})
	return out, err
}

// StoredTenders lists userID's displayed tenders, the last used first,
// then the newest.
func (s WalletStore) StoredTenders(ctx context.Context, userID string) ([]wallet.StoredTender, error) {
	rows, err := s.db.sql.QueryContext(ctx, `SELECT `+storedColumns+` FROM stored_tenders
		WHERE `+live+`user_id = ? AND display_in_wallet = 1
		ORDER BY is_last_used DESC, created_at DESC, rowid DESC`, userID)
	if err != nil {
		return nil, fmt.Errorf("sqlite: stored tenders: %w", err)
	}
	defer rows.Close()
	out := []wallet.StoredTender{}
	for rows.Next() {
		t, err := scanStored(rows)
		if err != nil {
			return nil, fmt.Errorf("sqlite: stored tenders: %w", err)
		}
		out = append(out, t)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: stored tenders: %w", err)
	}
	return out, nil
}

// StoredTender returns one tender of userID.
func (s WalletStore) StoredTender(ctx context.Context, userID, tenderID string) (wallet.StoredTender, error) {
	return storedWhere(ctx, s.db.sql, live+`tender_id = ? AND user_id = ?`, tenderID, userID)
}

// UpdateStoredTender changes the nickname and the billing address that
// are not nil.
func (s WalletStore) UpdateStoredTender(ctx context.Context, userID, tenderID string, nickname *string, billing *upstream.Address) (wallet.StoredTender, error) {
	var out wallet.StoredTender
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := storedWhere(ctx, tx, live+`tender_id = ? AND user_id = ?`, tenderID, userID); err != nil {
			return err
		}
		if nickname != nil {
			if _, err := tx.ExecContext(ctx, `UPDATE stored_tenders SET nickname = ? WHERE tender_id = ?`, *nickname, tenderID); err != nil {
				return fmt.Errorf("sqlite: update stored tender: %w", err)
			}
		}
		if billing != nil {
			b, err := json.Marshal(billing)
			if err != nil {
				return fmt.Errorf("sqlite: update stored tender: %w", err)
			}
			if _, err := tx.ExecContext(ctx, `UPDATE stored_tenders SET billing_address = ? WHERE tender_id = ?`, string(b), tenderID); err != nil {
				return fmt.Errorf("sqlite: update stored tender: %w", err)
			}
		}
		var err error
		out, err = storedWhere(ctx, tx, `tender_id = ?`, tenderID)
		return err
	})
	return out, err
}

// RemoveStoredTender removes a tender of userID: it is kept as removed
// (removed_at), so that its source token cannot save it again, and is no
// longer the last used one.
func (s WalletStore) RemoveStoredTender(ctx context.Context, userID, tenderID string) error {
	res, err := s.db.sql.ExecContext(ctx, `UPDATE stored_tenders SET removed_at = ?, is_last_used = 0
		WHERE `+live+`tender_id = ? AND user_id = ?`, toMillis(s.now()), tenderID, userID)
	if err != nil {
		return fmt.Errorf("sqlite: remove stored tender: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return errors.Join(errNoTender(), err)
	}
	return nil
}

// RemoveHiddenTender removes a tender of userID as RemoveStoredTender
// does, when their wallet does not list it (display_in_wallet 0: staff
// entered it for one plan, ROLE-18), and reports whether it did; a listed
// tender, one removed already or another user's is left as it is.
func (s WalletStore) RemoveHiddenTender(ctx context.Context, userID, tenderID string) (bool, error) {
	res, err := s.db.sql.ExecContext(ctx, `UPDATE stored_tenders SET removed_at = ?, is_last_used = 0
		WHERE `+live+`tender_id = ? AND user_id = ? AND display_in_wallet = 0`, toMillis(s.now()), tenderID, userID)
	if err != nil {
		return false, fmt.Errorf("sqlite: remove hidden tender: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("sqlite: remove hidden tender: %w", err)
	}
	return n > 0, nil
}

// SetLastUsed makes a tender userID's only last-used one. The check, the
// clearing of the others and the marking share one write transaction (the
// database takes its write lock at BEGIN), so concurrent calls queue, and
// the unique index on last-used tenders backs it.
func (s WalletStore) SetLastUsed(ctx context.Context, userID, tenderID string) (wallet.StoredTender, error) {
	var out wallet.StoredTender
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := storedWhere(ctx, tx, live+`tender_id = ? AND user_id = ?`, tenderID, userID); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE stored_tenders SET is_last_used = 0
			WHERE user_id = ? AND is_last_used = 1 AND tender_id <> ?`, userID, tenderID); err != nil {
			return fmt.Errorf("sqlite: set last used: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE stored_tenders SET is_last_used = 1 WHERE tender_id = ?`, tenderID); err != nil {
			return fmt.Errorf("sqlite: set last used: %w", err)
		}
		var err error
		out, err = storedWhere(ctx, tx, `tender_id = ?`, tenderID)
		return err
	})
	return out, err
}

// CreateSetup stores a new PayPal setup token.
func (s WalletStore) CreateSetup(ctx context.Context, st paypal.Setup) error {
	_, err := s.db.sql.ExecContext(ctx, `INSERT INTO paypal_setup_tokens (token, user_id, client_display_name,
		return_url, status, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
		st.Token, st.UserID, st.ClientDisplayName, st.ReturnURL, st.Status, toMillis(st.CreatedAt))
	if err != nil {
		return fmt.Errorf("sqlite: create setup token: %w", err)
	}
	return nil
}

// Setup returns a PayPal setup token.
func (s WalletStore) Setup(ctx context.Context, token string) (paypal.Setup, error) {
	return setupOf(ctx, s.db.sql, token)
}

func setupOf(ctx context.Context, q querier, token string) (paypal.Setup, error) {
	var st paypal.Setup
	var created int64
	var decided sql.NullInt64
	err := q.QueryRowContext(ctx, `SELECT token, user_id, client_display_name, return_url, status, payer_email,
		used, created_at, decided_at FROM paypal_setup_tokens WHERE token = ?`, token).Scan(&st.Token, &st.UserID,
		&st.ClientDisplayName, &st.ReturnURL, &st.Status, &st.PayerEmail, &st.Used, &created, &decided)
	if errors.Is(err, sql.ErrNoRows) {
		return paypal.Setup{}, bff.Errorf(bff.CodeNotFound, "No such PayPal setup token.")
	}
	if err != nil {
		return paypal.Setup{}, fmt.Errorf("sqlite: setup token: %w", err)
	}
	st.CreatedAt = fromMillis(created)
	if decided.Valid {
		st.DecidedAt = fromMillis(decided.Int64)
	}
	return st, nil
}

// DecideSetup records the payer's decision on a created setup token; see
// paypal.SetupStore.
func (s WalletStore) DecideSetup(ctx context.Context, token string, approve bool, email string, at time.Time) (paypal.Setup, error) {
	status := paypal.SetupCancelled
	if approve {
		status = paypal.SetupApproved
	}
	var out paypal.Setup
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		st, err := setupOf(ctx, tx, token)
		switch {
		case err != nil:
			return err
		case st.Status == status:
			out = st
			return nil
		case st.Status != paypal.SetupCreated:
			return bff.Errorf(bff.CodeConflict, "This PayPal setup was %s already.", st.Status)
		}
		if !approve {
			email = ""
		}
		if _, err := tx.ExecContext(ctx, `UPDATE paypal_setup_tokens SET status = ?, payer_email = ?, decided_at = ?
			WHERE token = ?`, status, email, toMillis(at), token); err != nil {
			return fmt.Errorf("sqlite: decide setup token: %w", err)
		}
		out, err = setupOf(ctx, tx, token)
		return err
	})
	return out, err
}
