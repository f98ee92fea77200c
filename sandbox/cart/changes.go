package cart

import (
	"context"
	"net/http"
	"slices"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// payableChanged reports whether the payable an item holds and the current
// one differ in what the payer must see (spec 000 §4 "Payable change
// events"): the amount, whether it may be paid, or the tender types it
// allows.
func payableChanged(held, current payables.Payable) bool {
	return held.Amount != current.Amount || held.IsPayable != current.IsPayable ||
		!slices.Equal(held.AllowedTenderTypes, current.AllowedTenderTypes)
}

// markChanges marks the items of rec whose payable changed since they were
// added with updated_payable (the current payable), and those whose payable
// is gone with not_found. It reads each payable in lang. Marks are computed
// at every read and never stored: accepting or removing the item clears
// them. A payable that cannot be read for another reason leaves the item
// unmarked.
func (h *handler) markChanges(ctx context.Context, rec *Record, lang bff.Language) {
	if len(rec.Items) == 0 {
		return
	}
	items := slices.Clone(rec.Items)
	for i := range items {
		it := &items[i]
		it.NotFound, it.UpdatedPayable = false, nil
		p, err := h.store.Payable(ctx, it.Path, lang)
		switch {
		case bff.ErrorCode(err) == bff.CodeNotFound:
			it.NotFound = true
		case err != nil:
			h.logger.WarnContext(ctx, "payable not read to check for changes", "path", it.Path, "error", err.Error())
		case payableChanged(it.Payable, p):
			fresh := p
			it.UpdatedPayable = &fresh
		}
	}
	rec.Items = items
}

// acceptPayable makes item i of rec take its current payable and that
// payable's amount (spec 000 §4: Keep item, only while still payable).
// sent is the payable the payer accepted: when the payable changed again
// since, the payer must see the new change first.
func (h *handler) acceptPayable(ctx context.Context, rec *Record, i int, sent payables.Payable, lang bff.Language) error {
	it := &rec.Items[i]
	if sent.Path != "" && sent.Path != it.Path {
		return fail(wire.ErrInvalidField, "The payable does not belong to this item.")
	}
	current, err := h.store.Payable(ctx, it.Path, lang)
	if bff.ErrorCode(err) == bff.CodeNotFound {
		return fail(wire.ErrPayableNotFound, "This item's payable no longer exists.")
	}
	if err != nil {
		return err
	}
	if sent.ChangeID != current.ChangeID {
		return fail(wire.ErrAmountMismatch, "This item changed again. Please look at it once more.")
	}
	if !current.IsPayable {
		return fail(wire.ErrNotPayable, "This item can no longer be paid.")
	}
	amount, err := ParseMoney(current.Amount)
	if err != nil {
		return fail(wire.ErrInvalidAmount, "The item's new amount cannot be read.")
	}
	it.Payable, it.Amount = current, amount.String()
	it.NotFound, it.UpdatedPayable = false, nil
	return nil
}

// answerRead answers a cart that was read (GET, vivify) with its payable
// changes marked (spec 000 §4: a cart read shows what changed).
func (h *handler) answerRead(w http.ResponseWriter, r *http.Request, rec Record) {
	h.markChanges(r.Context(), &rec, language(r))
	h.answer(w, r, http.StatusOK, rec)
}
