package sqlite

import (
	"context"
	"crypto/rand"
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/sandbox/processor"
	"github.com/payhub/payhub/sandbox/wallet"
)

// AuthCodeLength is the length of the authorization code of an approved
// sandbox charge.
const AuthCodeLength = 6

// amountPattern is an exact charge amount: digits, a dot, two decimals.
var amountPattern = regexp.MustCompile(`^(0|[1-9][0-9]*)\.[0-9]{2}$`)

// WalletStore keeps the wallet's tender tokens and its ledger of charges.
// It is the sandbox's processor.Charger.
type WalletStore struct {
	db  *DB
	now func() time.Time
}

var (
	_ processor.Charger  = WalletStore{}
	_ processor.Tenders  = WalletStore{}
	_ wallet.TenderStore = WalletStore{}
	_ wallet.Ledger      = WalletStore{}
)

// Wallet returns the wallet store on clock now (time.Now when nil), which
// dates charges and decides whether a card has expired.
func (db *DB) Wallet(now func() time.Time) WalletStore {
	if now == nil {
		now = time.Now
	}
	return WalletStore{db: db, now: now}
}

// SaveTender stores a tokenized tender.
func (s WalletStore) SaveTender(ctx context.Context, t wallet.Tender) error {
	_, err := s.db.sql.ExecContext(ctx, `
		INSERT INTO tender_tokens (token, type, wallet, card_brand, last_digits, expiry, bank_account_type,
			outcome, cart_id, client, site, user_id, bank_routing_number, holder_name, stored_tender_id, created_at, filled_by,
			frame_expires_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		t.Token, t.Type, t.Wallet, t.CardBrand, t.LastDigits, t.Expiry, t.BankAccountType,
		t.Outcome, t.CartID, t.Client, t.Site, t.UserID, t.BankRoutingNumber, t.HolderName, t.StoredTenderID,
		toMillis(t.CreatedAt), t.FilledBy, frameExpiry(t.FrameExpiresAt))
	if err != nil {
		return fmt.Errorf("sqlite: save tender: %w", err)
	}
	return nil
}

// Tender returns the tender of token; an unknown token is a
// bff.CodeNotFound error.
func (s WalletStore) Tender(ctx context.Context, token string) (wallet.Tender, error) {
	return tenderOf(ctx, s.db.sql, token)
}

// TenderOf returns what the wallet recorded of q.Token when it tokenized
// it. A token that is unknown, or that was tokenized for another cart than
// q's, is a bff.CodeNotFound error, as it is to Charge.
func (s WalletStore) TenderOf(ctx context.Context, q processor.TenderQuery) (processor.Tender, error) {
	t, err := tenderOf(ctx, s.db.sql, q.Token)
	if err != nil {
		return processor.Tender{}, err
	}
	if !forCart(t, q.Reference, q.Client, q.Site) {
		return processor.Tender{}, bff.Errorf(bff.CodeNotFound, "No such payment token for this cart.")
	}
	return processor.Tender{Type: t.Type, Wallet: t.Wallet, CardBrand: t.CardBrand, LastDigits: t.LastDigits}, nil
}

// forCart reports whether tender t was tokenized for the cart reference of
// client and site (an empty client or site on either side matches any). A
// token of no cart (a user's own, for saving only) is for no cart at all.
func forCart(t wallet.Tender, reference, client, site string) bool {
	return t.CartID != "" && t.CartID == reference && (client == "" || t.Client == "" || strings.EqualFold(client, t.Client)) &&
		(site == "" || t.Site == "" || strings.EqualFold(site, t.Site))
}

// querier is what reads need: the database or a transaction.
type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func tenderOf(ctx context.Context, q querier, token string) (wallet.Tender, error) {
	var t wallet.Tender
	var created, frameExpires int64
	err := q.QueryRowContext(ctx, `
		SELECT token, type, wallet, card_brand, last_digits, expiry, bank_account_type, outcome,
			cart_id, client, site, user_id, bank_routing_number, holder_name, stored_tender_id, created_at, filled_by,
			frame_expires_at
		FROM tender_tokens WHERE token = ?`, token).Scan(&t.Token, &t.Type, &t.Wallet, &t.CardBrand,
		&t.LastDigits, &t.Expiry, &t.BankAccountType, &t.Outcome, &t.CartID, &t.Client, &t.Site,
		&t.UserID, &t.BankRoutingNumber, &t.HolderName, &t.StoredTenderID, &created, &t.FilledBy, &frameExpires)
	if errors.Is(err, sql.ErrNoRows) {
		return wallet.Tender{}, bff.Errorf(bff.CodeNotFound, "No such payment token.")
	}
	if err != nil {
		return wallet.Tender{}, fmt.Errorf("sqlite: tender: %w", err)
	}
	t.CreatedAt = fromMillis(created)
	if frameExpires > 0 {
		t.FrameExpiresAt = fromMillis(frameExpires)
	}
	return t, nil
}

// frameExpiry is a tender token's frame expiry as stored: 0 when unknown.
func frameExpiry(at time.Time) int64 {
	if at.IsZero() {
		return 0
	}
	return toMillis(at)
}

// Charges lists the charges recorded for reference, oldest first.
func (s WalletStore) Charges(ctx context.Context, reference string) ([]wallet.LedgerCharge, error) {
	rows, err := s.db.sql.QueryContext(ctx, `
		SELECT reference, token, amount, outcome, auth_code, created_at
		FROM charges WHERE reference = ? ORDER BY id`, reference)
	if err != nil {
		return nil, fmt.Errorf("sqlite: charges: %w", err)
	}
	defer rows.Close()
	out := []wallet.LedgerCharge{}
	for rows.Next() {
		var c wallet.LedgerCharge
		var created int64
		if err := rows.Scan(&c.Reference, &c.Token, &c.Amount, &c.Outcome, &c.AuthCode, &created); err != nil {
			return nil, fmt.Errorf("sqlite: charges: %w", err)
		}
		c.CreatedAt = fromMillis(created)
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: charges: %w", err)
	}
	return out, nil
}

// Charge charges c.Amount to the tender c.Token, which must have been
// tokenized for the cart c.Reference (else bff.CodeNotFound). The attempt
// is recorded in the ledger. A card whose expiry has passed is refused
// with processor.ExpiredCard. When the reference already has an approved
// charge, that charge is returned again and nothing new is recorded: the
// check and the insert share one write transaction, and a unique index
// allows one approved charge per reference.
func (s WalletStore) Charge(ctx context.Context, c processor.Charge) (processor.Result, error) {
	if !amountPattern.MatchString(c.Amount) || strings.Trim(c.Amount, "0.") == "" {
		return processor.Result{}, bff.Errorf(bff.CodeInvalid, "The amount must be a positive decimal with two places.")
	}
	var res processor.Result
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		t, err := tenderOf(ctx, tx, c.Token)
		if err != nil {
			return err
		}
		if !forCart(t, c.Reference, c.Client, c.Site) {
			return bff.Errorf(bff.CodeNotFound, "No such payment token for this cart.")
		}
		if prior, ok, err := approvedCharge(ctx, tx, c.Reference); err != nil || ok {
			res = prior
			return err
		}
		outcome := t.Outcome
		if t.Type == processor.TypeCard && cardExpired(t.Expiry, s.now()) {
			outcome = processor.ExpiredCard
		}
		res = processor.Result{Approved: outcome == processor.Approved, Code: outcome,
			TenderType: t.Type, CardBrand: t.CardBrand, LastDigits: t.LastDigits}
		if res.Approved {
			res.AuthCode = newAuthCode()
		}
		_, err = tx.ExecContext(ctx, `
			INSERT INTO charges (reference, token, amount, outcome, auth_code, created_at)
			VALUES (?, ?, ?, ?, ?, ?)`,
			c.Reference, c.Token, c.Amount, outcome, res.AuthCode, toMillis(s.now()))
		if err != nil {
			return fmt.Errorf("sqlite: record charge: %w", err)
		}
		return nil
	})
	if err != nil {
		return processor.Result{}, err
	}
	return res, nil
}

// approvedCharge returns the approved charge of reference, if any.
func approvedCharge(ctx context.Context, tx *sql.Tx, reference string) (processor.Result, bool, error) {
	res := processor.Result{Approved: true}
	err := tx.QueryRowContext(ctx, `
		SELECT c.outcome, c.auth_code, t.type, t.card_brand, t.last_digits
		FROM charges c JOIN tender_tokens t ON t.token = c.token
		WHERE c.reference = ? AND c.outcome = ?`, reference, processor.Approved).
		Scan(&res.Code, &res.AuthCode, &res.TenderType, &res.CardBrand, &res.LastDigits)
	if errors.Is(err, sql.ErrNoRows) {
		return processor.Result{}, false, nil
	}
	if err != nil {
		return processor.Result{}, false, fmt.Errorf("sqlite: approved charge: %w", err)
	}
	return res, true, nil
}

// cardExpired reports whether a card valid through expiry (MM/YY) has
// expired at now. An unreadable expiry counts as expired.
func cardExpired(expiry string, now time.Time) bool {
	month, year, _, ok := wallet.ParseExpiry(expiry)
	return !ok || wallet.Expired(month, year, now)
}

// newAuthCode returns a random authorization code of AuthCodeLength
// upper-case letters and digits.
func newAuthCode() string {
	return rand.Text()[:AuthCodeLength]
}
