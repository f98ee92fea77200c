package cart

import (
	"fmt"
	"maps"
	"slices"
	"time"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// Limits of the cart's contents. The specification names none beyond the
// add-to-cart time-out that grows past 500 items (spec 000 §9); these are the
// sandbox's ceilings, which keep every sum far inside int64.
const (
	MaxItems      = 10000
	MaxQuantity   = 9999
	MaxLineAmount = Cents(99_999_999_99) // 99,999,999.99 per item
)

// Amount defaults (spec 000 §5: "minimum the payable's minimum (default
// 0.01)"; spec 001 §3: freeform char_limit default 100).
const (
	DefaultMinimumAmount = Cents(1)
	DefaultCharLimit     = 100
)

// changeable refuses changes to a cart that is paid, being paid or expired
// (spec 000 §4); items also need it unlocked ("locked (no add, no remove)").
func (r *Record) changeable(now time.Time, items bool) error {
	switch {
	case r.Status == wire.StatusCheckingOut:
		return fail(wire.ErrCheckOutBusy, "The cart is being checked out.")
	case r.Status != wire.StatusOpen:
		return fail(wire.ErrCheckedOut, "The cart is already checked out.")
	case r.expired(now):
		return fail(wire.ErrExpired, "The cart has expired.")
	case items && r.Locked:
		return fail(wire.ErrLocked, "The cart is locked: items cannot be added or removed.")
	}
	return nil
}

// itemAmount is the amount of an item added with amount (spec 000 §5: "an
// amount of zero or less becomes null", and null is the payable's amount).
func itemAmount(p payables.Payable, amount *string) (Cents, error) {
	if amount != nil && *amount != "" {
		a, err := ParseMoney(*amount)
		if err != nil {
			return 0, fail(wire.ErrInvalidAmount, "Please enter a monetary value with exactly two decimals, such as 12.50.")
		}
		if a > 0 {
			return a, checkAmount(p, a)
		}
	}
	a, err := ParseMoney(p.Amount)
	if err != nil {
		return 0, fmt.Errorf("cart: payable %s amount %q: %w", p.Path, p.Amount, err)
	}
	return a, checkAmount(p, a)
}

// checkAmount checks a against the payable's minimum (default 0.01) and
// maximum; a payable whose minimum equals its maximum takes only its amount
// (spec 001 §3: "amount is modifiable when they differ").
func checkAmount(p payables.Payable, a Cents) error {
	minimum, maximum := DefaultMinimumAmount, MaxLineAmount
	var err error
	if p.MinimumAmount != "" {
		if minimum, err = ParseMoney(p.MinimumAmount); err != nil {
			return fmt.Errorf("cart: payable %s minimum %q: %w", p.Path, p.MinimumAmount, err)
		}
	}
	if p.MaximumAmount != "" {
		if maximum, err = ParseMoney(p.MaximumAmount); err != nil {
			return fmt.Errorf("cart: payable %s maximum %q: %w", p.Path, p.MaximumAmount, err)
		}
	}
	if p.MinimumAmount != "" && minimum == maximum {
		if fixed, err := ParseMoney(p.Amount); err == nil && a != fixed {
			return fail(wire.ErrInvalidAmount, "The amount of this item cannot be changed.")
		}
	}
	switch {
	case a < minimum:
		return fail(wire.ErrInvalidAmount, "Please enter at least $"+minimum.String()+".")
	case a > min(maximum, MaxLineAmount):
		return fail(wire.ErrInvalidAmount, "Amount cannot exceed $"+min(maximum, MaxLineAmount).String()+".")
	}
	return nil
}

// checkQuantity checks an item's quantity: 1 to MaxQuantity, and only 1
// when the payable's quantity is not modifiable.
func checkQuantity(p payables.Payable, q int) error {
	switch {
	case q < 1 || q > MaxQuantity:
		return fail(wire.ErrInvalidQuantity, fmt.Sprintf("The quantity must be from 1 to %d.", MaxQuantity))
	case q > 1 && !p.IsQuantityModifiable:
		return fail(wire.ErrInvalidQuantity, "The quantity of this item cannot be changed.")
	}
	return nil
}

// checkFields checks freeform values against the payable's freeform fields:
// each key must be a field's reporting key and each value at most its
// char_limit (default 100) characters long without control or
// bidirectional-formatting characters (payables.FreeformTextAllowed), and
// a confidential payment's tax type one of three (VAL-80). Required fields are checked at
// check-out, when the payer has had the chance to fill them in.
func checkFields(p payables.Payable, values map[string]string) error {
	for key, v := range values {
		i := slices.IndexFunc(p.FreeformFields, func(f payables.FreeformField) bool { return f.ReportingKey == key })
		if i < 0 {
			return fail(wire.ErrInvalidField, fmt.Sprintf("This item has no field %q.", key))
		}
		limit := p.FreeformFields[i].CharLimit
		if limit <= 0 {
			limit = DefaultCharLimit
		}
		if utf8.RuneCountInString(v) > limit {
			return fail(wire.ErrInvalidField, fmt.Sprintf("%s: enter at most %d characters.",
				p.FreeformFields[i].Label, limit))
		}
		if !payables.FreeformTextAllowed(p.FreeformFields[i], v) {
			return fail(wire.ErrInvalidField, p.FreeformFields[i].Label+" cannot hold control characters.")
		}
	}
	// VAL-80, checked again here whatever the caller checked: a
	// confidential payment's tax type, when given, is one of three.
	if v, ok := values[payables.ConfidentialTaxTypeKey]; ok && p.Confidential() && !blank(v) {
		if _, ok := payables.CanonicalTaxType(v); !ok {
			return fail(wire.ErrInvalidField, "The tax type must be central, real estate or tangible.")
		}
	}
	return nil
}

// canonicalFields is values as the cart keeps them for p: a confidential
// payment's tax type without surrounding spaces (VAL-80). values itself
// is left as it is.
func canonicalFields(p payables.Payable, values map[string]string) map[string]string {
	v, ok := values[payables.ConfidentialTaxTypeKey]
	if !ok || !p.Confidential() {
		return values
	}
	t, _ := payables.CanonicalTaxType(v)
	out := maps.Clone(values)
	out[payables.ConfidentialTaxTypeKey] = t
	return out
}

// missingField returns the label of the first required freeform field left
// blank on an item, or "".
func missingField(it wire.Item) string {
	for _, f := range it.Payable.FreeformFields {
		if f.Required && blank(it.UserParameters[f.ReportingKey]) {
			return f.Label
		}
	}
	return ""
}

func blank(s string) bool {
	for _, c := range s {
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			return false
		}
	}
	return true
}

// restrictionValue is p's value at a restriction level, or "" for a level
// the service does not know.
func restrictionValue(p payables.Payable, level string) string {
	switch level {
	case wire.RestrictAdaptor:
		return p.Adaptor
	case wire.RestrictItemCategory:
		return p.ItemCategory
	}
	return ""
}

// checkRestriction refuses p when it breaks the cart's restriction, when an
// item in the cart restricts it out, or when it restricts out an item in the
// cart (spec 000 §4: "the restriction level conflicts").
func (r *Record) checkRestriction(p payables.Payable) error {
	conflict := fail(wire.ErrRestriction, "This item cannot share a cart with the items already in it.")
	if r.RestrictionLevel != "" && restrictionValue(p, r.RestrictionLevel) != r.RestrictionValue {
		return conflict
	}
	for _, it := range r.Items {
		for _, level := range []string{p.CartRestrictionLevel, it.Payable.CartRestrictionLevel} {
			if restrictionValue(p, level) != restrictionValue(it.Payable, level) {
				return conflict
			}
		}
	}
	return nil
}

// tendersLeft reports whether some tender type is allowed by every item of
// items; an item that lists no types allows every type.
func tendersLeft(items []wire.Item) bool {
	var common []string
	restricted := false
	for _, it := range items {
		if len(it.Payable.AllowedTenderTypes) == 0 {
			continue
		}
		if !restricted {
			common, restricted = slices.Clone(it.Payable.AllowedTenderTypes), true
			continue
		}
		common = slices.DeleteFunc(common, func(t string) bool {
			return !slices.Contains(it.Payable.AllowedTenderTypes, t)
		})
	}
	return !restricted || len(common) > 0
}

// add puts one item for payable p into r, or raises the quantity of the
// item already there (spec 000 §4 "Adding to the cart is blocked when").
func (r *Record) add(add wire.AddItem, p payables.Payable, newID func() string) error {
	if !p.IsPayable {
		e := fail(wire.ErrNotPayable, "This item cannot be paid.")
		if p.IsPayableMessage != nil && p.IsPayableMessage.Display != "" {
			e.Message = "This item cannot be paid: " + p.IsPayableMessage.Display
			e.DisplayMessage = p.IsPayableMessage.Display
		}
		return e
	}
	q := add.Quantity
	if q == 0 {
		q = 1 // spec 000 §3: quantity default 1
	}
	if err := checkQuantity(p, q); err != nil {
		return err
	}
	amount, err := itemAmount(p, add.Amount)
	if err != nil {
		return err
	}
	if err := checkFields(p, add.UserParameters); err != nil {
		return err
	}
	if i := slices.IndexFunc(r.Items, func(it wire.Item) bool { return it.Path == p.Path }); i >= 0 {
		if !p.IsQuantityModifiable {
			return fail(wire.ErrAlreadyInCart, "This item is already in the cart.")
		}
		if err := checkQuantity(p, r.Items[i].Quantity+q); err != nil {
			return err
		}
		r.Items[i].Quantity += q
		return nil
	}
	// PAY-11: a parent bill with children is paid alone. Checked here, in
	// the cart's own change, whatever the caller checked before: two adds
	// at once cannot both pass it.
	if len(r.Items) > 0 && (p.HasChildren() || slices.ContainsFunc(r.Items, func(it wire.Item) bool { return it.Payable.HasChildren() })) {
		return fail(wire.ErrPayAlone, "A bill with installments is paid on its own, without other items in the cart.")
	}
	if len(r.Items) > 0 && r.Items[0].Payable.ShouldDelayPayment != p.ShouldDelayPayment {
		return fail(wire.ErrMixedDelay, "Items paid later cannot share a cart with items paid now.")
	}
	if err := r.checkRestriction(p); err != nil {
		return err
	}
	item := wire.Item{ID: newID(), Path: p.Path, Payable: p, Amount: amount.String(),
		Quantity: q, UserParameters: canonicalFields(p, add.UserParameters)}
	if !tendersLeft(append(slices.Clone(r.Items), item)) {
		return fail(wire.ErrNoTenders, "No payment method would be left for the cart with this item.")
	}
	if len(r.Items) >= MaxItems {
		return bff.Errorf(bff.CodeInvalid, "A cart holds at most %d items.", MaxItems)
	}
	r.Items = append(r.Items, item)
	if level := p.CartRestrictionLevel; r.RestrictionLevel == "" && restrictionValue(p, level) != "" {
		r.RestrictionLevel, r.RestrictionValue = level, restrictionValue(p, level)
	}
	return nil
}

// item returns the index of item id in r.
func (r *Record) item(id string) (int, error) {
	i := slices.IndexFunc(r.Items, func(it wire.Item) bool { return it.ID == id })
	if i < 0 {
		return 0, fail(wire.ErrItemNotFound, "No such item in the cart.")
	}
	return i, nil
}

// remove takes item i out of r; the adaptor restriction clears when the
// cart becomes empty (spec 000 §4).
func (r *Record) remove(i int) {
	r.Items = slices.Delete(r.Items, i, i+1)
	if len(r.Items) == 0 {
		r.clear()
	}
}

// clear empties r. Only an adaptor restriction clears with it (spec 000
// §4); an item-category restriction stays.
func (r *Record) clear() {
	r.Items = nil
	if r.RestrictionLevel == wire.RestrictAdaptor {
		r.RestrictionLevel, r.RestrictionValue = "", ""
	}
}
