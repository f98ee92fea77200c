package checkout

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/addresses"
	"github.com/payhub/payhub/bff/upstream/cart"
)

// AddressBudget bounds the address save that follows a successful
// check-out. The money has moved by then: a slow addresses service must not
// hold the receipt (spec 000 §8: "Address save failure at checkout:
// reported only; receipt still shown").
const AddressBudget = 5 * time.Second

// maxAddressField bounds each text field of an address.
const maxAddressField = 100

// AddressInput is an address as the portal sends it (spec 000 §3
// "Address"; DLV-03). Save and BillingSave ask that a newly entered
// address be kept in the signed-in user's saved addresses; IsSaved and ID
// name one already saved. JustSaved, LastUsed and LobDeliveryString are the
// portal's own state, accepted and not acted on.
type AddressInput struct {
	ID                string `json:"id,omitempty"`
	Name              string `json:"name"`
	Address1          string `json:"address1"`
	Address2          string `json:"address2,omitempty"`
	City              string `json:"city"`
	State             string `json:"state"`
	Country           string `json:"country"`
	PostalCode        string `json:"postalCode"`
	Nickname          string `json:"nickname,omitempty"`
	AddressType       string `json:"addressType,omitempty"`
	Save              bool   `json:"save"`
	IsBilling         bool   `json:"isBilling"`
	IsSaved           bool   `json:"isSaved"`
	JustSaved         bool   `json:"justSaved"`
	LastUsed          string `json:"lastUsed,omitempty"`
	LobDeliveryString string `json:"lobDeliveryString,omitempty"`
	BillingSave       bool   `json:"billingSave"`
}

// normalize trims the text fields and upper-cases the country code.
func (a *AddressInput) normalize() {
	for _, f := range []*string{&a.Name, &a.Address1, &a.Address2, &a.City, &a.State, &a.PostalCode, &a.Nickname} {
		*f = strings.TrimSpace(*f)
	}
	a.Country = strings.ToUpper(strings.TrimSpace(a.Country))
}

// noPostalCodes are the countries (ISO 3166-1 alpha-2) that use no postal
// codes: a billing address there needs none (spec 000 §5 "Tender
// construction"; TENDER-19).
var noPostalCodes = map[string]bool{
	"AE": true, "AG": true, "AN": true, "AO": true, "AW": true, "BF": true, "BI": true, "BJ": true,
	"BO": true, "BS": true, "BW": true, "BZ": true, "CD": true, "CF": true, "CG": true, "CI": true,
	"CK": true, "CM": true, "DJ": true, "DM": true, "ER": true, "FJ": true, "GA": true, "GD": true,
	"GH": true, "GM": true, "GQ": true, "GY": true, "HK": true, "KI": true, "KM": true,
	"KN": true, "KP": true, "ML": true, "MO": true, "MR": true, "MW": true, "NR": true, "NU": true,
	"QA": true, "RW": true, "SB": true, "SC": true, "SL": true, "SR": true, "SS": true, "ST": true,
	"SY": true, "TD": true, "TF": true, "TG": true, "TK": true, "TL": true, "TO": true, "TV": true,
	"UG": true, "VU": true, "YE": true, "ZW": true,
}

// HasPostalCodes reports whether country (ISO 3166-1 alpha-2) uses postal
// codes.
func HasPostalCodes(country string) bool {
	return !noPostalCodes[strings.ToUpper(strings.TrimSpace(country))]
}

// validateBilling checks a tender's billing address (spec 000 §5 "Tender
// construction": with billing, address1, city, state and country are
// required, and postalCode unless the country has no postal codes;
// TENDER-18, TENDER-19). Messages name the field, never its value.
func validateBilling(a AddressInput) error {
	invalid := func(msg string) error { return bff.Errorf(bff.CodeInvalid, "%s", msg) }
	switch {
	case a.Address1 == "":
		return invalid("Enter the billing street address.")
	case a.City == "":
		return invalid("Enter the billing city.")
	case a.State == "":
		return invalid("Enter the billing state or province.")
	case a.Country == "":
		return invalid("Choose the billing country.")
	case len(a.Country) != 2:
		return invalid("The billing country must be a two-letter country code.")
	case a.PostalCode == "" && HasPostalCodes(a.Country):
		return invalid("Enter the billing postal code.")
	case a.IsSaved && a.ID == "":
		return invalid("A saved billing address needs its id.")
	}
	for _, f := range []string{a.Name, a.Address1, a.Address2, a.City, a.State, a.PostalCode, a.Nickname, a.ID} {
		if utf8.RuneCountInString(f) > maxAddressField {
			return invalid("Each billing address field must be at most 100 characters.")
		}
	}
	return nil
}

// billingOf is the cart service's billing object of a check-out: the
// payer's contact and, when given, the billing address.
func billingOf(t TenderInput, e ExtraFieldsInput) cart.Billing {
	b := cart.Billing{Name: t.UserName, Email: e.Email, Phone: e.Phone}
	if a := t.BillingAddress; a != nil {
		b.Address1, b.Address2, b.City, b.State = a.Address1, a.Address2, a.City, a.State
		b.PostalCode, b.Country = a.PostalCode, a.Country
	}
	return b
}

// Addresses is what the check-out needs of the addresses service (spec 000
// §7 "Addresses service").
type Addresses interface {
	Save(ctx context.Context, userID string, a addresses.Address) (addresses.Address, error)
	MarkUsed(ctx context.Context, userID, id string, t time.Time) (addresses.Address, error)
}

// rememberBilling runs the address step that follows a successful
// check-out (spec 000 §4 "Checkout flow"): a newly entered billing address
// marked to save is stored in the user's saved addresses (DLV-08), a saved
// one has its last-used updated (DLV-09). A failure does not fail the
// payment: it answers the text of deliverySaveError, which the receipt page
// shows (DLV-10, spec 000 §8). A guest has no saved addresses: nothing is
// stored for one.
func (s *Checkout) rememberBilling(ctx context.Context, g Guest, a *AddressInput, lang bff.Language) string {
	if a == nil || s.Addresses == nil || !bff.IsResident(g.UserID) {
		return ""
	}
	ctx, cancel := context.WithTimeout(ctx, AddressBudget)
	defer cancel()
	var err error
	switch {
	case a.IsSaved && a.ID != "":
		_, err = s.Addresses.MarkUsed(ctx, g.UserID, a.ID, s.clock())
	case a.Save || a.BillingSave:
		_, err = s.Addresses.Save(ctx, g.UserID, addresses.Address{
			Name: a.Name, Address1: a.Address1, Address2: a.Address2, City: a.City, State: a.State,
			PostalCode: a.PostalCode, Country: a.Country, Nickname: a.Nickname, AddressType: a.AddressType,
			IsBilling: true,
		})
	default:
		return ""
	}
	if err == nil {
		return ""
	}
	if s.Logger != nil {
		s.Logger.WarnContext(ctx, "billing address not saved after check-out", "error", err.Error())
	}
	return texts.Message(texts.AddressSaveFailed, lang)
}

// clock is the check-out's clock.
func (s *Checkout) clock() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// ValidateBillingAddress normalizes a and checks it as a tender's billing
// address (VAL-75; TENDER-18, TENDER-19), for the tenders built outside a
// check-out.
func ValidateBillingAddress(a *AddressInput) error {
	a.normalize()
	return validateBilling(*a)
}
