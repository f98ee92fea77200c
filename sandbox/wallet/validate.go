package wallet

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/payhub/payhub/sandbox/processor"
)

// Card and bank rules of spec 001 §5 "Forms and fields" and spec 000 §5
// "Tender construction". frame/validate.js mirrors them in the browser.
const (
	// MinCardDigits is the shortest valid card number (spec 001 §5: 12 or
	// more digits after stripping spaces and dashes).
	MinCardDigits = 12
	// MaxCardDigits is the longest card number (ISO/IEC 7812).
	MaxCardDigits = 19
	// RoutingDigits is the length of an ABA routing number.
	RoutingDigits = 9
	// MinAccountLength is the shortest account number: spec 001 §5 gives
	// last digits for accounts of 3 or more digits.
	MinAccountLength = 3
	// MaxAccountLength is the longest account number an ACH entry carries.
	MaxAccountLength = 17
	// MaxNameLength bounds a card or account holder's name.
	MaxNameLength = 100
)

// Bank account types (spec 000 §3 Tender: bankAccountType).
const (
	AccountChecking = "checking"
	AccountSavings  = "savings"
)

// FieldErrors maps a form field to the reason it is invalid.
type FieldErrors map[string]string

// CardInput is a card as typed into the frame.
type CardInput struct {
	Number string `json:"number"`
	Expiry string `json:"expiry"`
	CVC    string `json:"cvc"`
	Name   string `json:"name"`
}

// BankInput is a bank account as typed into the frame. ConfirmAccount is
// the confirmation field; when given it must match Account.
type BankInput struct {
	Routing        string `json:"routing"`
	Account        string `json:"account"`
	ConfirmAccount string `json:"confirmAccount,omitempty"`
	AccountType    string `json:"accountType"`
	Name           string `json:"name"`
}

// classified is what validation learns from a valid input: everything the
// wallet keeps, and the outcome a charge will have.
type classified struct {
	Type            string
	CardBrand       string
	LastDigits      string
	Expiry          string // MM/YY, cards only
	BankAccountType string
	BankRouting     string // banks only
	HolderName      string
	Outcome         string
}

var expiryPattern = regexp.MustCompile(`^(\d{1,2})/(\d{2})$`)

// ParseExpiry reads a card expiry "M/YY" or "MM/YY" (spec 000 §5: 1-2
// digit month, slash, 2-digit year; a single-digit month is zero-padded)
// and returns the month, the four-digit year and the canonical "MM/YY".
func ParseExpiry(s string) (month, year int, canonical string, ok bool) {
	m := expiryPattern.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return 0, 0, "", false
	}
	month, _ = strconv.Atoi(m[1])
	yy, _ := strconv.Atoi(m[2])
	if month < 1 || month > 12 {
		return 0, 0, "", false
	}
	return month, 2000 + yy, fmt.Sprintf("%02d/%02d", month, yy), true
}

// Expired reports whether a card valid through month/year has expired at
// now: its year is before the current one, or it is the current year with
// an earlier month; a card expiring this month is not expired (spec 000
// §5, spec 001 §4 "Tender expiry").
func Expired(month, year int, now time.Time) bool {
	y, m := now.Year(), int(now.Month())
	return year < y || (year == y && month < m)
}

// RoutingValid reports whether routing is 9 digits with a valid ABA
// checksum: 3(d1+d4+d7) + 7(d2+d5+d8) + (d3+d6+d9) is a multiple of 10.
func RoutingValid(routing string) bool {
	if len(routing) != RoutingDigits || !allDigits(routing) {
		return false
	}
	weights := [3]int{3, 7, 1}
	sum := 0
	for i := range RoutingDigits {
		sum += int(routing[i]-'0') * weights[i%3]
	}
	return sum%10 == 0
}

// BankLastDigits is the part of an account number that may be shown: the
// last digit of a 3-character account, the last 2 of one under 8, else
// the last 4 (spec 001 §5 "Bank last digits").
func BankLastDigits(account string) string {
	switch n := len(account); {
	case n < MinAccountLength:
		return ""
	case n == 3:
		return account[n-1:]
	case n < 8:
		return account[n-2:]
	default:
		return account[n-4:]
	}
}

// validateCard checks a card at now and classifies it.
func validateCard(in CardInput, now time.Time) (classified, FieldErrors) {
	errs := FieldErrors{}
	number := processor.Digits(in.Number)
	brand := processor.Brand(number)
	switch {
	case number == "":
		errs["number"] = "Enter the card number."
	case !allDigits(number) || len(number) < MinCardDigits || len(number) > MaxCardDigits || !processor.Luhn(number):
		errs["number"] = "Enter a valid card number."
	case brand == "":
		errs["number"] = "This card type is not accepted."
	}
	month, year, expiry, ok := ParseExpiry(in.Expiry)
	switch {
	case strings.TrimSpace(in.Expiry) == "":
		errs["expiry"] = "Enter the expiration date."
	case !ok:
		errs["expiry"] = "Enter the expiration date as MM/YY."
	case Expired(month, year, now):
		errs["expiry"] = "This card has expired."
	}
	cvcLen := 3
	if brand == processor.AmericanExpress {
		cvcLen = 4
	}
	cvc := strings.TrimSpace(in.CVC)
	switch {
	case cvc == "":
		errs["cvc"] = "Enter the security code."
	case len(cvc) != cvcLen || !allDigits(cvc):
		errs["cvc"] = fmt.Sprintf("The security code is %d digits.", cvcLen)
	}
	checkName(in.Name, errs)
	if len(errs) > 0 {
		return classified{}, errs
	}
	return classified{
		Type:       processor.TypeCard,
		CardBrand:  brand,
		LastDigits: number[len(number)-4:],
		Expiry:     expiry,
		HolderName: strings.TrimSpace(in.Name),
		Outcome:    processor.CardOutcome(number),
	}, nil
}

// validateBank checks a bank account and classifies it.
func validateBank(in BankInput) (classified, FieldErrors) {
	errs := FieldErrors{}
	routing := strings.TrimSpace(in.Routing)
	switch {
	case routing == "":
		errs["routing"] = "Enter the routing number."
	case !RoutingValid(routing):
		errs["routing"] = "Enter a valid 9-digit routing number."
	}
	account := strings.TrimSpace(in.Account)
	switch {
	case account == "":
		errs["account"] = "Enter the account number."
	case !alphanumeric(account):
		errs["account"] = "The account number holds only letters and digits."
	case len(account) < MinAccountLength || len(account) > MaxAccountLength:
		errs["account"] = fmt.Sprintf("The account number has %d to %d characters.", MinAccountLength, MaxAccountLength)
	case account == routing:
		errs["account"] = "The account number must differ from the routing number."
	}
	if in.ConfirmAccount != "" && strings.TrimSpace(in.ConfirmAccount) != account {
		errs["confirmAccount"] = "The account numbers do not match."
	}
	if in.AccountType != AccountChecking && in.AccountType != AccountSavings {
		errs["accountType"] = "Choose the account type."
	}
	checkName(in.Name, errs)
	if len(errs) > 0 {
		return classified{}, errs
	}
	return classified{
		Type:            processor.TypeBank,
		LastDigits:      BankLastDigits(account),
		BankAccountType: in.AccountType,
		BankRouting:     routing,
		HolderName:      strings.TrimSpace(in.Name),
		Outcome:         processor.BankOutcome(routing, account),
	}, nil
}

// checkName records a missing or overlong holder's name.
func checkName(name string, errs FieldErrors) {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		errs["name"] = "Enter the name."
	case utf8.RuneCountInString(name) > MaxNameLength:
		errs["name"] = fmt.Sprintf("The name cannot have more than %d characters.", MaxNameLength)
	}
}

func allDigits(s string) bool {
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func alphanumeric(s string) bool {
	for i := range len(s) {
		c := s[i]
		if (c < '0' || c > '9') && (c < 'a' || c > 'z') && (c < 'A' || c > 'Z') {
			return false
		}
	}
	return s != ""
}
