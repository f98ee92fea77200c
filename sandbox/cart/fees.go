package cart

import (
	"context"
	"fmt"
	"slices"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/sandbox/processor"
)

// Tender types (spec 000 §3 "Tender": card, bank, paypal; §1: Apple Pay,
// Google Pay, Venmo).
const (
	tenderCard      = processor.TypeCard
	tenderBank      = processor.TypeBank
	tenderPayPal    = "paypal"
	tenderApplePay  = "applePay"
	tenderGooglePay = "googlePay"
	tenderVenmo     = "venmo"
)

// knownTender reports whether t is a tender type the service knows.
func knownTender(t string) bool {
	return slices.Contains([]string{tenderCard, tenderBank, tenderPayPal,
		tenderApplePay, tenderGooglePay, tenderVenmo}, t)
}

// feeOf is rule's fee on amount: zero on nothing (an empty cart has no fee).
func feeOf(rule FeeRule, amount Cents) (Cents, error) {
	if amount <= 0 {
		return 0, nil
	}
	flat, err := ParseMoney(rule.Flat)
	if err != nil {
		return 0, fmt.Errorf("cart: %s fee flat %q: %w", rule.TenderType, rule.Flat, err)
	}
	minimum, err := ParseMoney(rule.Minimum)
	if err != nil {
		return 0, fmt.Errorf("cart: %s fee minimum %q: %w", rule.TenderType, rule.Minimum, err)
	}
	return max(percentOf(amount, rule.RateBP)+flat, minimum), nil
}

// describe says how rule's fee is made, in lang.
func describe(rule FeeRule, lang bff.Language) string {
	es := lang == bff.Spanish
	var parts []string
	if rule.RateBP > 0 {
		rate := Cents(rule.RateBP).String() + "%"
		parts = append(parts, rate)
	}
	if f, err := ParseMoney(rule.Flat); err == nil && f > 0 {
		parts = append(parts, "$"+f.String())
	}
	if len(parts) == 0 {
		if es {
			return "Sin cargo por servicio"
		}
		return "No convenience fee"
	}
	text := parts[0]
	if len(parts) == 2 {
		text += " + " + parts[1]
	}
	if es {
		text = "Cargo por servicio de " + text
	} else {
		text += " convenience fee"
	}
	if m, err := ParseMoney(rule.Minimum); err == nil && m > 0 {
		if es {
			text += " (mínimo $" + m.String() + ")"
		} else {
			text += " (minimum $" + m.String() + ")"
		}
	}
	return text
}

// ruleFor is the rule of tender type t in rules; a type with no rule has no
// fee.
func ruleFor(rules map[string]FeeRule, t string) FeeRule {
	if rule, ok := rules[t]; ok {
		return rule
	}
	return FeeRule{TenderType: t, Flat: "0.00", Minimum: "0.00"}
}

// feeQuotes returns the fee of each of methods on amount for a site. A
// tender type with no rule on the site has no fee; one the service does not
// know is refused.
func (h *handler) feeQuotes(ctx context.Context, client, site string, methods []string, amount Cents, lang bff.Language) (wire.FeesResponse, error) {
	rules, err := h.store.FeeRules(ctx, client, site)
	if err != nil {
		return wire.FeesResponse{}, err
	}
	out := wire.FeesResponse{Fees: make(map[string]wire.Fee, len(methods))}
	for _, m := range methods {
		if !knownTender(m) {
			return wire.FeesResponse{}, bff.Errorf(bff.CodeInvalid, "Unknown tender type %q.", m)
		}
		rule := ruleFor(rules, m)
		fee, err := feeOf(rule, amount)
		if err != nil {
			return wire.FeesResponse{}, err
		}
		out.Fees[m] = wire.Fee{Amount: fee.String(), Description: describe(rule, lang)}
	}
	return out, nil
}

// quote splits r's items into the immediate and the delayed transaction
// (spec 000 §3 "Transaction"), each with its fee for tenderType, and adds
// up the totals.
func (h *handler) quote(ctx context.Context, r Record, tenderType string) (wire.TransactionsResponse, Cents, error) {
	rules, err := h.store.FeeRules(ctx, r.Client, r.Site)
	if err != nil {
		return wire.TransactionsResponse{}, 0, err
	}
	rule := ruleFor(rules, tenderType)
	var totals [2]struct{ items, fee Cents }
	out := wire.TransactionsResponse{Transactions: []wire.Transaction{}}
	for i, delayed := range []bool{false, true} {
		t := wire.Transaction{ID: r.ID + "-immediate", ItemIDs: []string{}, Delayed: delayed}
		if delayed {
			t.ID = r.ID + "-delayed"
		}
		for _, it := range r.Items {
			if it.Payable.ShouldDelayPayment != delayed {
				continue
			}
			line, err := lineTotal(it)
			if err != nil {
				return wire.TransactionsResponse{}, 0, err
			}
			t.ItemIDs = append(t.ItemIDs, it.ID)
			totals[i].items += line
		}
		if len(t.ItemIDs) == 0 {
			continue
		}
		if totals[i].fee, err = feeOf(rule, totals[i].items); err != nil {
			return wire.TransactionsResponse{}, 0, err
		}
		t.Amount, t.Fee = totals[i].items.String(), totals[i].fee.String()
		out.Transactions = append(out.Transactions, t)
	}
	out.ImmediateItemTotal, out.ImmediateFeeTotal = totals[0].items.String(), totals[0].fee.String()
	out.DelayedItemTotal, out.DelayedFeeTotal = totals[1].items.String(), totals[1].fee.String()
	return out, totals[0].fee + totals[1].fee, nil
}
