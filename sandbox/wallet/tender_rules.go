package wallet

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/payhub/payhub/bff"
	upstream "github.com/payhub/payhub/bff/upstream/wallet"
)

// ErrUnknownTenderType is the message of a tender whose type is not card,
// bank or paypal (ERR-91).
const ErrUnknownTenderType = "Unknown tender type"

// CheckTender checks a tender before the wallet keeps it (VAL-74, ERR-91,
// WAL-03, WAL-06): a type of card, bank or paypal; a user name unless it is
// PayPal; a card of a known brand with an expiry; a nickname of at most
// MaxNicknameLength characters; and a billing address, when there is one,
// that VAL-75 accepts.
func CheckTender(t upstream.Tender) error {
	switch t.Type {
	case "":
		return bff.Errorf(bff.CodeInvalid, "The tender type is required.")
	case upstream.TenderCard, upstream.TenderBank, upstream.TenderPayPal:
	default:
		return bff.Errorf(bff.CodeInvalid, ErrUnknownTenderType)
	}
	if t.Type != upstream.TenderPayPal && strings.TrimSpace(t.UserName) == "" {
		return bff.Errorf(bff.CodeInvalid, "Enter the name on the card or account.")
	}
	if t.Type == upstream.TenderCard && (!knownBrand(t.CardBrand) || t.CardExpirationMonth == 0) {
		return bff.Errorf(bff.CodeInvalid, "A card needs its brand and expiry.")
	}
	if err := checkNickname(t.Nickname); err != nil {
		return err
	}
	if t.BillingAddress != nil {
		return CheckBilling(*t.BillingAddress)
	}
	return nil
}

// knownBrand reports whether brand is one of WAL-06.
func knownBrand(brand string) bool {
	switch brand {
	case "Visa", "MasterCard", "Discover Card", "American Express":
		return true
	}
	return false
}

// checkNickname refuses a nickname longer than MaxNicknameLength.
func checkNickname(nickname string) error {
	if utf8.RuneCountInString(nickname) > MaxNicknameLength {
		return bff.Errorf(bff.CodeInvalid, "The nickname cannot have more than %d characters.", MaxNicknameLength)
	}
	return nil
}

// CheckBilling checks a tender's billing address (VAL-75; spec 000 §5
// "Tender construction", TENDER-18, TENDER-19): address1, city, state and
// a two-letter country are required, and the postal code unless the
// country uses none. Messages name the field, never its value.
func CheckBilling(a upstream.Address) error {
	invalid := func(msg string) error { return bff.Errorf(bff.CodeInvalid, "%s", msg) }
	switch {
	case strings.TrimSpace(a.Address1) == "":
		return invalid("Enter the billing street address.")
	case strings.TrimSpace(a.City) == "":
		return invalid("Enter the billing city.")
	case strings.TrimSpace(a.State) == "":
		return invalid("Enter the billing state or province.")
	case strings.TrimSpace(a.Country) == "":
		return invalid("Choose the billing country.")
	case len(strings.TrimSpace(a.Country)) != 2:
		return invalid("The billing country must be a two-letter country code.")
	case strings.TrimSpace(a.PostalCode) == "" && HasPostalCodes(a.Country):
		return invalid("Enter the billing postal code.")
	}
	for _, f := range []string{a.Address1, a.Address2, a.City, a.State, a.PostalCode} {
		if utf8.RuneCountInString(f) > maxAddressField {
			return invalid(fmt.Sprintf("A billing address field cannot have more than %d characters.", maxAddressField))
		}
	}
	return nil
}

// maxAddressField bounds one billing address field.
const maxAddressField = 100

// noPostalCodes are the countries (ISO 3166-1 alpha-2) that use no postal
// codes. The list is the BFF's (bff/checkout HasPostalCodes, TENDER-19):
// the sandbox may not import the BFF's business packages, so it keeps the
// same list.
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
