package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/payables"
	"github.com/payhub/payhub/sandbox/payables"
)

var _ payables.ChangeStore = PayablesStore{}

// notPayableMessage is why a payable that a change made not payable cannot
// be paid, per language.
var notPayableMessage = map[bff.Language]string{
	bff.English: "This bill can no longer be paid online.",
	bff.Spanish: "Esta factura ya no se puede pagar en línea.",
}

// ApplyChange records change c (its ID set by the caller) and applies it
// to both language documents of the payable at c.Path, in one transaction.
// It returns the English payable as changed. An unknown path is a
// bff.CodeNotFound error.
func (s PayablesStore) ApplyChange(ctx context.Context, c payables.Change, at time.Time) (wire.Payable, error) {
	var out wire.Payable
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		var en, es string
		err := tx.QueryRowContext(ctx, `SELECT payable_en, payable_es FROM payables WHERE path = ?`, c.Path).Scan(&en, &es)
		if errors.Is(err, sql.ErrNoRows) {
			return bff.Errorf(bff.CodeNotFound, "No payable at this path.")
		}
		if err != nil {
			return fmt.Errorf("sqlite: payable %q: %w", c.Path, err)
		}
		docs := map[bff.Language]string{bff.English: en, bff.Spanish: es}
		for _, lang := range []bff.Language{bff.English, bff.Spanish} {
			p, err := decodePayable(docs[lang])
			if err != nil {
				return err
			}
			applyChange(&p, c, lang)
			b, err := json.Marshal(p)
			if err != nil {
				return fmt.Errorf("sqlite: payable %q: %w", c.Path, err)
			}
			docs[lang] = string(b)
			if lang == bff.English {
				out = p
			}
		}
		if _, err := tx.ExecContext(ctx, `UPDATE payables SET payable_en = ?, payable_es = ? WHERE path = ?`,
			docs[bff.English], docs[bff.Spanish], c.Path); err != nil {
			return fmt.Errorf("sqlite: change payable %q: %w", c.Path, err)
		}
		var tenders any
		if c.AllowedTenderTypes != nil {
			b, err := json.Marshal(c.AllowedTenderTypes)
			if err != nil {
				return fmt.Errorf("sqlite: payable change: %w", err)
			}
			tenders = string(b)
		}
		var amount, isPayable any
		if c.Amount != nil {
			amount = *c.Amount
		}
		if c.IsPayable != nil {
			isPayable = *c.IsPayable
		}
		_, err = tx.ExecContext(ctx, `
			INSERT INTO payable_changes (id, path, amount, is_payable, allowed_tender_types, created_at)
			VALUES (?, ?, ?, ?, ?, ?)`, c.ID, c.Path, amount, isPayable, tenders, toMillis(at))
		if err != nil {
			return fmt.Errorf("sqlite: record payable change: %w", err)
		}
		return nil
	})
	return out, err
}

// applyChange changes p as c says. A fixed amount (minimum equal to
// maximum) moves with the amount; a maximum equal to the old amount (the
// amount due) follows it.
func applyChange(p *wire.Payable, c payables.Change, lang bff.Language) {
	p.ChangeID = c.ID
	if c.Amount != nil {
		old := p.Amount
		if p.MinimumAmount != "" && p.MinimumAmount == p.MaximumAmount {
			p.MinimumAmount = *c.Amount
		}
		if p.MaximumAmount == old {
			p.MaximumAmount = *c.Amount
		}
		p.Amount = *c.Amount
	}
	if c.IsPayable != nil {
		p.IsPayable = *c.IsPayable
		p.IsPayableMessage = nil
		if !p.IsPayable {
			p.IsPayableMessage = &wire.PayableMessage{Code: "changed", Display: notPayableMessage[lang]}
		}
	}
	if c.AllowedTenderTypes != nil {
		p.AllowedTenderTypes = append([]string{}, c.AllowedTenderTypes...)
	}
}
