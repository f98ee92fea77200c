package checkout

import (
	"testing"

	"github.com/payhub/payhub/bff/upstream/payables"
)

func TestWithChoicesAndExtras_PAY05_offersTwoOrMoreUsableChoices(t *testing.T) {
	c := func(path, amount string) payables.PaymentChoice {
		return payables.PaymentChoice{Path: path, Amount: amount, DisplayName: path}
	}
	for name, tc := range map[string]struct {
		choices []payables.PaymentChoice
		want    []string
	}{
		"two":            {[]payables.PaymentChoice{c("a", "1.00"), c("b", "2.5")}, []string{"a 1.00", "b 2.50"}},
		"one":            {[]payables.PaymentChoice{c("a", "1.00")}, nil},
		"a bad amount":   {[]payables.PaymentChoice{c("a", "1.00"), c("b", "two")}, nil},
		"three, one bad": {[]payables.PaymentChoice{c("a", "1.00"), c("", "2.00"), c("b", "3.00")}, []string{"a 1.00", "b 3.00"}},
		"none":           {nil, nil},
	} {
		v := withChoicesAndExtras(PayableView{}, payables.Payable{PaymentChoices: tc.choices})
		var got []string
		for _, ch := range v.Choices {
			got = append(got, ch.Path+" "+ch.Amount)
		}
		if len(got) != len(tc.want) {
			t.Errorf("%s: choices %v, want %v", name, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%s: choices %v, want %v", name, got, tc.want)
			}
		}
	}
}
