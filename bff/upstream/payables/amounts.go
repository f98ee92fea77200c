package payables

import "github.com/payhub/payhub/bff"

// DefaultMinimumAmount is a payable's minimum when it names none (spec 000
// §9: default minimum amount 0.01).
const DefaultMinimumAmount bff.Cents = 1

// AmountLimits are the amounts a payer may pay for a payable (spec 000 §5
// "Amount input"; spec 001 §3: the amount is modifiable when the minimum
// and maximum differ): from Min to Max when Modifiable, else exactly Max.
type AmountLimits struct {
	Min, Max   bff.Cents
	Modifiable bool
}

// Allows reports whether c is an amount the limits allow.
func (l AmountLimits) Allows(c bff.Cents) bool {
	if !l.Modifiable {
		return c == l.Max && c > 0
	}
	return c >= l.Min && c <= l.Max
}

// Limits are p's amount limits: the minimum defaults to 0.01 and the
// maximum to the amount due. ok is false when p's amounts are not amounts.
func (p Payable) Limits() (l AmountLimits, ok bool) {
	l.Min = DefaultMinimumAmount
	if p.MinimumAmount != "" {
		m, err := bff.ParseAmount(p.MinimumAmount)
		if err != nil {
			return l, false
		}
		l.Min = max(m, DefaultMinimumAmount)
	}
	hi := p.MaximumAmount
	if hi == "" {
		hi = p.Amount
	}
	m, err := bff.ParseAmount(hi)
	if err != nil {
		return l, false
	}
	l.Max = m
	l.Modifiable = l.Min < l.Max
	return l, true
}
