package cart

// Delivery methods a check-out sends as delivery_method (spec 000 §4
// "Delivery": shipping, or pick_up when pick-up was chosen).
const (
	MethodShipping = "shipping"
	MethodPickUp   = "pick_up"
)

// Metadata keys of the delivery choice. The first five are the spec's own
// (spec 000 §3 "Metadata keys"); the address and its confirmation are kept
// beside them until check-out.
const (
	MetaDeliveryMethod    = "deliveryMethod"
	MetaPickupPersonName  = "pickupPersonName"
	MetaPickupLocationID  = "pickupLocationID"
	MetaReceiveReminders  = "rexReceiveReminders"
	MetaAddressChange     = "rexAddressChange"
	MetaDeliveryAddress   = "deliveryAddress"   // the mailing address, as JSON of Delivery
	MetaDeliveryConfirmed = "deliveryConfirmed" // "true" once the payer confirmed the address
)

// Values of MetaDeliveryMethod: PU for pick-up (spec 000 §9 "method code
// PU for pick-up") and MAIL for mail.
const (
	MethodCodePickUp = "PU"
	MethodCodeMail   = "MAIL"
)

// Delivery is the delivery of a check-out (spec 000 §7 check_out
// "delivery"): the mailing address and its confirmation for shipping, or
// the office and the person for pick_up.
type Delivery struct {
	Name             string `json:"name,omitempty"`
	Address1         string `json:"address1,omitempty"`
	Address2         string `json:"address2,omitempty"`
	City             string `json:"city,omitempty"`
	State            string `json:"state,omitempty"`
	PostalCode       string `json:"postal_code,omitempty"`
	Country          string `json:"country,omitempty"`
	Confirmed        bool   `json:"confirmed,omitempty"`
	LocationID       string `json:"location_id,omitempty"`
	PickupPersonName string `json:"pickup_person_name,omitempty"`
	// AddressChange marks the address as the payer's new permanent address
	// (metadata rexAddressChange).
	AddressChange bool `json:"address_change,omitempty"`
}

// ErrDeliveryRequired refuses (422) the check-out of a cart that needs
// delivery without a valid one (spec 000 §5 "Checkout submission").
const ErrDeliveryRequired = "delivery_required"
