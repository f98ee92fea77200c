package checkout

import (
	"fmt"
	"slices"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/upstream/cart"
)

// Tender types.
const (
	TenderCard   = "card"
	TenderBank   = "bank"
	TenderPayPal = "paypal"
)

// Why a tender is blocked, and the alert that says so.
const (
	ReasonOverLimit   = "over_limit"
	AlertWarning      = "warning"
	AlertDanger       = "danger"
	AlertLimitExceeds = "cart.limit_exceeded"
)

// checkoutTenders are the tender types the BFF's check-out accepts: those
// the card-input frame tokenizes, PayPal and Venmo orders, and the mobile
// wallets.
func checkoutTenders() []string {
	return []string{TenderCard, TenderBank, TenderPayPal, TenderVenmo, TenderApplePay, TenderGooglePay}
}

// TendersView is the checkout's tenders section: the methods offered, the
// card brands the site accepts, the methods blocked by a department limit,
// and the alerts to show.
type TendersView struct {
	Allowed []string `json:"allowed"`
	// CardBrands are the card brands this cart accepts: those the site
	// accepts (TENDER-03) minus those any item's payable disables
	// (TENDER-04), which the cart service refuses at check-out.
	CardBrands []string        `json:"cardBrands"`
	Blocked    []BlockedTender `json:"blocked"`
	Alerts     []LimitAlert    `json:"alerts"`
}

// BlockedTender is a method the cart may not use.
type BlockedTender struct {
	Type       string `json:"type"`
	Reason     string `json:"reason"`
	Department string `json:"department"`
	Limit      string `json:"limit"`
}

// LimitAlert tells the payer that a department's subtotal is over one of
// its limits, and which methods that rules out.
type LimitAlert struct {
	Level      string   `json:"level"`
	Key        string   `json:"key"`
	Department string   `json:"department"`
	Limit      string   `json:"limit"`
	Types      []string `json:"types"`
	// Payables names the payables of a cart.tender_restricted alert.
	Payables []string `json:"payables,omitempty"`
	// Reference is the end of the cart id in a
	// cart.no_enabled_payment_methods alert.
	Reference string `json:"reference,omitempty"`
}

// tenders decides which methods the cart may be paid with:
//
//   - the site's methods that the check-out accepts (card, bank), narrowed
//     by each item's allowed tender types (an item naming none restricts
//     nothing);
//   - spec 000 §5 "Payment limits per department": a department subtotal
//     above its bank limit blocks bank; above its card limit blocks card
//     and PayPal; a subtotal equal to a limit blocks nothing;
//   - each exceeded limit raises an alert, a warning while another method
//     remains and danger when none does.
//
// noOverlap reports spec 000 §8 "Payable with no allowed methods or no
// overlap with site methods": the caller logs it and no method is offered.
func tenders(siteMethods []string, c cart.Cart) (v TendersView, noOverlap bool, err error) {
	candidates := []string{}
	for _, t := range checkoutTenders() {
		if slices.Contains(siteMethods, t) {
			candidates = append(candidates, t)
		}
	}
	for _, it := range c.Items {
		if allowed := it.Payable.AllowedTenderTypes; len(allowed) > 0 {
			candidates = slices.DeleteFunc(candidates, func(t string) bool { return !slices.Contains(allowed, t) })
		}
	}
	noOverlap = len(candidates) == 0 && len(c.Items) > 0

	v = TendersView{Allowed: []string{}, Blocked: []BlockedTender{}, Alerts: []LimitAlert{}}
	blocked := map[string]bool{}
	for _, d := range c.DepartmentLimits {
		sub, err := bff.ParseAmount(d.Subtotal)
		if err != nil {
			return TendersView{}, false, fmt.Errorf("department %s subtotal: %w", d.Department, err)
		}
		name := d.DisplayName
		if name == "" {
			name = d.Department
		}
		for _, rule := range []struct {
			limit string
			types []string
		}{
			{d.BankLimit, []string{TenderBank}},
			{d.CardLimit, cardLimited(candidates)},
		} {
			if rule.limit == "" {
				continue
			}
			lim, err := bff.ParseAmount(rule.limit)
			if err != nil {
				return TendersView{}, false, fmt.Errorf("department %s limit: %w", d.Department, err)
			}
			if sub <= lim {
				continue
			}
			v.Alerts = append(v.Alerts, LimitAlert{Key: AlertLimitExceeds, Department: name, Limit: rule.limit, Types: rule.types})
			for _, t := range rule.types {
				if slices.Contains(candidates, t) && !blocked[t] {
					blocked[t] = true
					v.Blocked = append(v.Blocked, BlockedTender{Type: t, Reason: ReasonOverLimit, Department: name, Limit: rule.limit})
				}
			}
		}
	}
	for _, t := range candidates {
		if !blocked[t] {
			v.Allowed = append(v.Allowed, t)
		}
	}
	level := AlertWarning
	if len(v.Allowed) == 0 {
		level = AlertDanger
	}
	for i := range v.Alerts {
		v.Alerts[i].Level = level
	}
	return v, noOverlap, nil
}
