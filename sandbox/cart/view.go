package cart

import (
	"context"
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
)

// lineTotal is an item's amount times its quantity. Stored amounts were
// parsed when they were set, so a failure here is a corrupt record.
func lineTotal(it wire.Item) (Cents, error) {
	a, err := ParseMoney(it.Amount)
	if err != nil {
		return 0, fmt.Errorf("cart: item %s amount %q: %w", it.ID, it.Amount, err)
	}
	return a * Cents(it.Quantity), nil
}

// subtotal is the sum of the line totals of items.
func subtotal(items []wire.Item) (Cents, error) {
	var sum Cents
	for _, it := range items {
		t, err := lineTotal(it)
		if err != nil {
			return 0, err
		}
		sum += t
	}
	return sum, nil
}

// expired reports whether r has expired at now.
func (r *Record) expired(now time.Time) bool { return !now.Before(r.ExpiresAt) }

// touch records a change of r at now, which renews its lifetime.
func (r *Record) touch(now time.Time, ttl time.Duration) {
	r.UpdatedAt = now
	r.ExpiresAt = now.Add(ttl)
}

// view is r as the service answers it, derived fields computed at now.
func (h *handler) view(ctx context.Context, r Record) (wire.Cart, error) {
	now := h.now()
	sub, err := subtotal(r.Items)
	if err != nil {
		return wire.Cart{}, err
	}
	c := wire.Cart{
		ID: r.ID, Client: r.Client, Site: r.Site, UserID: r.UserID, Status: r.Status,
		Items:            slices.Clone(r.Items),
		Subtotal:         sub.String(),
		Locked:           r.Locked,
		Expired:          r.expired(now),
		ExpiresAt:        r.ExpiresAt.UTC(),
		RestrictionLevel: r.RestrictionLevel,
		RestrictionValue: r.RestrictionValue,
		Metadata:         maps.Clone(r.Metadata),
		URLs:             r.URLs,
		// ConfirmationNumber is set once the cart is paid.
		ConfirmationNumber: r.ConfirmationNumber,
	}
	if c.Items == nil {
		c.Items = []wire.Item{}
	}
	if c.Metadata == nil {
		c.Metadata = map[string]string{}
	}
	if !c.Expired {
		c.SecondsToExpiry = int(math.Ceil(r.ExpiresAt.Sub(now).Seconds()))
	}
	for _, it := range r.Items {
		c.Count += it.Quantity // units, so that 3 permits count as 3
		if it.Payable.ShouldDelayPayment {
			c.HasDelayedItems = true
		} else {
			c.HasImmediateItems = true
		}
		c.NeedsDelivery = c.NeedsDelivery || it.Payable.RequiresShipping
	}
	if c.DepartmentLimits, err = h.departmentLimits(ctx, r); err != nil {
		return wire.Cart{}, err
	}
	return c, nil
}

// departmentLimits is each department's share of r and its limits (spec
// 000 §5 "Payment limits per department"), in department code order.
func (h *handler) departmentLimits(ctx context.Context, r Record) ([]wire.DepartmentLimit, error) {
	sums := map[string]Cents{}
	for _, it := range r.Items {
		code := it.Payable.DepartmentCode
		if code == "" {
			continue
		}
		t, err := lineTotal(it)
		if err != nil {
			return nil, err
		}
		sums[code] += t
	}
	out := make([]wire.DepartmentLimit, 0, len(sums))
	for _, code := range slices.Sorted(maps.Keys(sums)) {
		d, err := h.store.DepartmentLimit(ctx, r.Client, code)
		switch {
		case bff.ErrorCode(err) == bff.CodeNotFound:
			d = wire.DepartmentLimit{}
		case err != nil:
			return nil, err
		}
		d.Department, d.Subtotal = code, sums[code].String()
		if d.DisplayName == "" {
			d.DisplayName = code
		}
		out = append(out, d)
	}
	return out, nil
}

// overLimit returns the first department whose share of r exceeds its limit
// for tenderType: the bank limit for bank, the card limit for card and
// PayPal (spec 000 §5: "if it exceeds the card limit, card and PayPal are
// blocked"). A share equal to the limit is allowed.
func overLimit(limits []wire.DepartmentLimit, tenderType string) (wire.DepartmentLimit, bool, error) {
	for _, d := range limits {
		limit := d.CardLimit
		if tenderType == tenderBank {
			limit = d.BankLimit
		}
		if limit == "" {
			continue
		}
		max, err := ParseMoney(limit)
		if err != nil {
			return wire.DepartmentLimit{}, false, fmt.Errorf("cart: department %s limit %q: %w", d.Department, limit, err)
		}
		share, err := ParseMoney(d.Subtotal)
		if err != nil {
			return wire.DepartmentLimit{}, false, err
		}
		if share > max {
			return d, true, nil
		}
	}
	return wire.DepartmentLimit{}, false, nil
}

// normalize lowers client and site, which are read lowercased from the path
// (spec 000 §2 "URL layout").
func normalize(s string) string { return strings.ToLower(strings.TrimSpace(s)) }
