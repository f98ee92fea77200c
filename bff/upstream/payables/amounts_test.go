package payables

import (
	"testing"

	"github.com/payhub/payhub/bff"
)

func TestLimits_modifiableBetweenMinimumAndMaximumElseTheOneAmount(t *testing.T) {
	for _, c := range []struct {
		name         string
		p            Payable
		allow, refus []bff.Cents
	}{
		{"range", Payable{Amount: "1234.56", MinimumAmount: "0.01", MaximumAmount: "1234.56"}, []bff.Cents{1, 123456}, []bff.Cents{0, 123457}},
		{"maximum defaults to the amount", Payable{Amount: "50.00", MinimumAmount: "10.00"}, []bff.Cents{1000, 5000}, []bff.Cents{999, 5001}},
		{"fixed", Payable{Amount: "76.25", MinimumAmount: "76.25", MaximumAmount: "76.25"}, []bff.Cents{7625}, []bff.Cents{7624, 7626, 100}},
		{"fixed by default", Payable{Amount: "0.01"}, []bff.Cents{1}, []bff.Cents{2}},
		{"nothing due", Payable{Amount: "0.00"}, nil, []bff.Cents{0, 1}},
	} {
		l, ok := c.p.Limits()
		if !ok {
			t.Fatalf("%s: limits not read", c.name)
		}
		for _, a := range c.allow {
			if !l.Allows(a) {
				t.Errorf("%s: %s refused, want allowed (%+v)", c.name, a, l)
			}
		}
		for _, a := range c.refus {
			if l.Allows(a) {
				t.Errorf("%s: %s allowed, want refused (%+v)", c.name, a, l)
			}
		}
	}
	if _, ok := (Payable{Amount: "x"}).Limits(); ok {
		t.Error("an amount that is no amount gave limits")
	}
}
