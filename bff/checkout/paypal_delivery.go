package checkout

import (
	"strings"

	"github.com/payhub/payhub/bff/upstream/cart"
)

// paypalDelivery is the delivery of a PayPal order (spec 000 §3 "PayPal
// order payload": delivery name, address, city, state, zip, country;
// PAYPAL-01): the mailing address of a renewal sent by mail, nil for any
// other cart (pick-up, or nothing to deliver).
func paypalDelivery(d *cart.Delivery, method string) *cart.PayPalDelivery {
	if d == nil || method != cart.MethodShipping {
		return nil
	}
	return &cart.PayPalDelivery{
		Name:    d.Name,
		Address: strings.TrimSpace(d.Address1 + " " + d.Address2),
		City:    d.City,
		State:   d.State,
		Zip:     d.PostalCode,
		Country: d.Country,
	}
}
