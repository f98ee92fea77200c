package checkout

import (
	"net/mail"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Limits of the check-out's contact fields (spec 000 §9: email max 100,
// phone max 30; §5 "Extra-field phone": 7 to 15 digits, at least 10
// without a leading plus).
const (
	MaxEmailLength     = 100
	MaxPhoneLength     = 30
	MinPhoneDigits     = 7
	MaxPhoneDigits     = 15
	MinLocalPhoneDigit = 10
	MaxNameLength      = 100
)

var (
	// tenderToken is a token from the card-input frame: never card data.
	tenderToken = regexp.MustCompile(`^tndr_[A-Za-z0-9]{1,200}$`)
	// lastDigits are at most the last four digits of a card or account.
	lastDigits = regexp.MustCompile(`^[0-9]{0,4}$`)
	// cardBrand is a brand name such as "Visa" or "Discover Card".
	cardBrand = regexp.MustCompile(`^[A-Za-z][A-Za-z ]{0,39}$`)
	// emailShape is a plain address: something, an at sign, a dotted domain.
	emailShape = regexp.MustCompile(`^[^\s@]+@[^\s@]+\.[^\s@]+$`)
)

// ValidPhone reports whether s is a valid extra-field phone (spec 000 §5):
// only digits, hyphens, parentheses, spaces and one leading plus; 7 to 15
// digits; not starting with 0; without a leading plus at least 10 digits.
func ValidPhone(s string) bool {
	if len(s) == 0 || len(s) > MaxPhoneLength {
		return false
	}
	plus := s[0] == '+'
	if plus {
		s = s[1:]
	}
	digits := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			if digits == 0 && c == '0' {
				return false
			}
			digits++
		case c == '-' || c == '(' || c == ')' || c == ' ':
		default:
			return false
		}
	}
	if digits < MinPhoneDigits || digits > MaxPhoneDigits {
		return false
	}
	return plus || digits >= MinLocalPhoneDigit
}

// ValidEmail reports whether s is a plain e-mail address of at most 100
// characters (spec 000 §5: required, max 100, valid).
func ValidEmail(s string) bool {
	if s == "" || utf8.RuneCountInString(s) > MaxEmailLength || !emailShape.MatchString(s) {
		return false
	}
	a, err := mail.ParseAddress(s)
	return err == nil && a.Name == "" && strings.EqualFold(a.Address, s)
}

// ValidTenderToken reports whether s has the shape of a tender token from
// the card-input frame: never card data.
func ValidTenderToken(s string) bool { return tenderToken.MatchString(s) }
