package bff

import (
	"regexp"
	"slices"
	"strings"
)

// DeliveryOption is how a vehicle-renewal cart reaches the payer (spec 000
// §3 "Delivery option": shipping, none, pickUp; pickUp goes to the API as
// pick_up). None means no choice has been made yet.
type DeliveryOption string

// The delivery options, in their API form.
const (
	DeliveryShipping DeliveryOption = "shipping"
	DeliveryNone     DeliveryOption = "none"
	DeliveryPickUp   DeliveryOption = "pick_up"
)

// CountryUS is the only country delivery goes to (spec 000 §5: "US-only
// delivery") and a new address's default (spec 000 §3).
const CountryUS = "US"

// MilitaryOutsideFlorida is the insurance.military_status of a Florida
// resident stationed outside Florida, whose renewal needs an out-of-state
// permanent mailing address (spec 000 §4 "Delivery", §5).
const MilitaryOutsideFlorida = "floridian_stationed_outside_florida"

// HomeState is the state a MilitaryOutsideFlorida payer's permanent mailing
// address must not be in.
const HomeState = "FL"

// MaxDeliveryName bounds a name on a delivery (the addressee or the person
// picking up), like the other names the portal takes.
const MaxDeliveryName = 100

// usStates are the state codes a delivery address may use: the 50 states,
// the District of Columbia, the armed forces codes and the territories.
var usStates = []string{
	"AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA",
	"KS", "KY", "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ",
	"NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT",
	"VA", "WA", "WV", "WI", "WY", "DC", "AA", "AE", "AP", "AS", "GU", "MP", "PR", "VI",
}

// USStates returns the state codes a delivery address may use, in the
// order a state select lists them.
func USStates() []string { return slices.Clone(usStates) }

// ValidState reports whether s is one of USStates.
func ValidState(s string) bool { return slices.Contains(usStates, s) }

// zipCode is a US ZIP code: five digits, optionally with the four more.
var zipCode = regexp.MustCompile(`^[0-9]{5}(-[0-9]{4})?$`)

// Address is a mailing address (spec 000 §3 "Address"; the fields a
// delivery needs).
type Address struct {
	Name          string `json:"name"`
	Address1      string `json:"address1"`
	Address2      string `json:"address2,omitempty"`
	City          string `json:"city"`
	State         string `json:"state"`
	PostalCode    string `json:"postalCode"`
	Country       string `json:"country"`
	Undeliverable bool   `json:"undeliverable,omitempty"`
}

// Trimmed returns a with surrounding spaces removed and the state and
// country in upper case, so that equal addresses compare equal.
func (a Address) Trimmed() Address {
	t := strings.TrimSpace
	return Address{Name: t(a.Name), Address1: t(a.Address1), Address2: t(a.Address2), City: t(a.City),
		State: strings.ToUpper(t(a.State)), PostalCode: t(a.PostalCode),
		Country: strings.ToUpper(t(a.Country)), Undeliverable: a.Undeliverable}
}

// Complete reports whether every required part is present: name,
// address1, city, state, postal code and country (spec 000 §5 "Address":
// valid only if all are present).
func (a Address) Complete() bool {
	for _, v := range []string{a.Name, a.Address1, a.City, a.State, a.PostalCode, a.Country} {
		if strings.TrimSpace(v) == "" {
			return false
		}
	}
	return true
}

// International reports whether the address is outside the US (spec 000
// §5: "International means country other than US").
func (a Address) International() bool {
	return !strings.EqualFold(strings.TrimSpace(a.Country), CountryUS)
}

// Deliverable reports whether mail can go to the address: not flagged
// undeliverable (spec 000 §5), and in the US (spec 000 §5: "US-only
// delivery").
func (a Address) Deliverable() bool { return !a.Undeliverable && !a.International() }

// AddressProblem names what keeps a trimmed address from being a delivery
// address, or "" when it is one. military is true when a renewal in the
// cart belongs to a MilitaryOutsideFlorida payer.
func AddressProblem(a Address, military bool) AddressIssue {
	switch {
	case !a.Complete():
		return IssueIncomplete
	case a.International():
		return IssueInternational
	case a.Undeliverable:
		return IssueUndeliverable
	case !ValidState(a.State):
		return IssueState
	case !zipCode.MatchString(a.PostalCode):
		return IssuePostalCode
	case len([]rune(a.Name)) > MaxDeliveryName:
		return IssueNameTooLong
	case military && a.State == HomeState:
		return IssueMilitaryInState
	}
	return ""
}

// AddressIssue is why an address cannot be delivered to.
type AddressIssue string

// The address issues.
const (
	IssueIncomplete      AddressIssue = "incomplete"
	IssueInternational   AddressIssue = "international"
	IssueUndeliverable   AddressIssue = "undeliverable"
	IssueState           AddressIssue = "state"
	IssuePostalCode      AddressIssue = "postal_code"
	IssueNameTooLong     AddressIssue = "name_too_long"
	IssueMilitaryInState AddressIssue = "military_in_state"
)

// DeliveryOffer is what a cart's renewals allow and charge for delivery.
type DeliveryOffer struct {
	// Enabled is false when delivery is switched off for the cart's
	// renewals.
	Enabled bool
	// PickUp is true when pick-up at an office is offered.
	PickUp bool
	// MailFee and PickUpFee are true when mailing, respectively picking up,
	// costs a fee.
	MailFee, PickUpFee bool
}

// DefaultDelivery is the delivery option chosen before the payer chooses
// (spec 000 §4 "Delivery"): shipping when delivery is off, when pick-up is
// unavailable, or when both mail and pick-up fees are charged; otherwise
// none, so that the payer chooses.
func DefaultDelivery(o DeliveryOffer) DeliveryOption {
	switch {
	case !o.Enabled, !o.PickUp, o.MailFee && o.PickUpFee:
		return DeliveryShipping
	}
	return DeliveryNone
}
