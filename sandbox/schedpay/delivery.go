package schedpay

import (
	"strings"

	cartwire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/bff/upstream/payables"
)

// renewalDelivery is how a scheduled renewal is delivered: mailed, in the
// payer's name, to the address on record (custom parameter "address",
// written "street, city, ST 12345"), which the payer's acceptance of the
// plan's terms confirms. It is nil for a payable that needs no delivery, or
// whose address cannot be read: then the cart service refuses the
// check-out as it would any, and the run fails with its reason.
func renewalDelivery(p payables.Payable, name string) *cartwire.Delivery {
	if !p.RequiresShipping {
		return nil
	}
	addr, _ := p.CustomParameters["address"].(string)
	parts := strings.Split(addr, ",")
	if len(parts) != 3 {
		return nil
	}
	state, zip, ok := strings.Cut(strings.TrimSpace(parts[2]), " ")
	if !ok {
		return nil
	}
	return &cartwire.Delivery{Name: name, Address1: strings.TrimSpace(parts[0]), City: strings.TrimSpace(parts[1]),
		State: state, PostalCode: strings.TrimSpace(zip), Country: "US", Confirmed: true}
}
