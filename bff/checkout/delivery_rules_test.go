package checkout

import (
	"context"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
)

func TestSaveDelivery_VAL78_mailNeedsNameAddressAndConfirmationInTheUS(t *testing.T) {
	edit := func(f func(*DeliveryChoice)) DeliveryChoice {
		in := mailTo("GA")
		a := *in.Address
		in.Address = &a
		f(&in)
		return in
	}
	cases := []struct {
		name string
		in   DeliveryChoice
		want string // message key of the refusal; "" when saved
	}{
		{"VAL-78: a named, complete, confirmed US address is saved", mailTo("GA"), ""},
		{"VAL-78: no name", edit(func(in *DeliveryChoice) { in.Address.Name = " " }), texts.AddressIncomplete},
		{"VAL-78: no street", edit(func(in *DeliveryChoice) { in.Address.Address1 = "" }), texts.AddressIncomplete},
		{"VAL-78: no address at all", DeliveryChoice{Method: "shipping", Confirmed: true}, texts.AddressIncomplete},
		{"VAL-78: not confirmed", edit(func(in *DeliveryChoice) { in.Confirmed = false }), texts.AddressConfirm},
		{"VAL-78: outside the US", edit(func(in *DeliveryChoice) {
			in.Address.Country, in.Address.State, in.Address.PostalCode = "MX", "JA", "44100"
		}), texts.AddressUSOnly},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := renewalCart(false, nil)
			s := &Delivery{Carts: deliveryCarts(&c), Offices: fakeOffices(someOffices)}
			got, err := s.SaveDelivery(context.Background(), guest, tc.in, bff.English)
			if tc.want == "" {
				if err != nil || got.Address == nil || got.Address.Country != bff.CountryUS || !got.Confirmed {
					t.Fatalf("saved %+v, err %v", got, err)
				}
				return
			}
			if bff.ErrorCode(err) != bff.CodeUnprocessable || bff.ErrorMessage(err) != texts.Message(tc.want, bff.English) {
				t.Fatalf("err %v, want %q", err, texts.Message(tc.want, bff.English))
			}
		})
	}
}
