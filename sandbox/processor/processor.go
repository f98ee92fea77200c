// Package processor is the sandbox's test-card processor: it decides the
// outcome of a payment from the sandbox card and bank numbers of contracts
// §6, and declares the Charger the cart service charges through. Card and
// bank numbers are only classified here, at tokenization; what is stored is
// the token's outcome, brand and last digits, never the number.
package processor

import (
	"context"
	"strings"

	"github.com/payhub/payhub/bff"
)

// Tender types.
const (
	TypeCard = "card"
	TypeBank = "bank"
)

// Outcome codes of a charge.
const (
	Approved          = "approved"
	Declined          = "declined"
	InsufficientFunds = "insufficient_funds"
	ExpiredCard       = "expired_card"
	ProcessingError   = "processing_error"
	Returned          = "returned" // a bank debit that fails (contracts §6)
)

// PostingRefusedKey names the sandbox payable flag (in the payable's extra
// fields) of a department that refuses to post a payment to the account,
// after the card or bank was approved for the rest of the cart: the item
// fails on the receipt with a message for the payer and is not charged
// (spec 001 §3 "Payment receipt": failed, userErrorMessage; contracts §6).
const PostingRefusedKey = "sandbox_posting_refused"

// PostingRefused reports whether a payable's extra fields mark it as one
// whose department refuses the payment at posting.
func PostingRefused(extra map[string]any) bool {
	refused, _ := extra[PostingRefusedKey].(bool)
	return refused
}

// Card brands (spec 000 §3 "Card brands").
const (
	Visa            = "Visa"
	MasterCard      = "MasterCard"
	Discover        = "Discover Card"
	AmericanExpress = "American Express"
)

// SandboxRoutingNumber is the only routing number the sandbox bank knows.
const SandboxRoutingNumber = "110000000"

// cardOutcomes maps the sandbox's special card numbers to their outcome;
// any other valid number of a known brand is approved.
var cardOutcomes = map[string]string{
	"4000000000000002": Declined,
	"4000000000009995": InsufficientFunds,
	"4000000000000069": ExpiredCard,
	"4000000000000119": ProcessingError,
}

// bankOutcomes maps the sandbox's bank account numbers to their outcome.
var bankOutcomes = map[string]string{
	"000123456789": Approved,
	"000111111116": Returned,
}

// Digits strips spaces and dashes from a card or account number.
func Digits(s string) string {
	return strings.NewReplacer(" ", "", "-", "").Replace(s)
}

// Luhn reports whether number (ASCII digits only, at least 12 of them)
// passes the Luhn checksum; the checksum itself is the domain's one
// (bff.Luhn).
func Luhn(number string) bool {
	if len(number) < 12 {
		return false
	}
	digits := make([]byte, len(number))
	for i := range len(number) {
		c := number[i]
		if c < '0' || c > '9' {
			return false
		}
		digits[i] = c - '0'
	}
	return bff.Luhn(digits)
}

// Brand returns the card brand of number (digits only), or "".
func Brand(number string) string {
	switch {
	case strings.HasPrefix(number, "4"):
		return Visa
	case len(number) >= 2 && number[:2] >= "51" && number[:2] <= "55":
		return MasterCard
	case strings.HasPrefix(number, "34"), strings.HasPrefix(number, "37"):
		return AmericanExpress
	case strings.HasPrefix(number, "6011"), strings.HasPrefix(number, "65"):
		return Discover
	}
	return ""
}

// CardOutcome is the outcome a charge to number will have.
func CardOutcome(number string) string {
	if o, ok := cardOutcomes[number]; ok {
		return o
	}
	return Approved
}

// BankOutcome is the outcome of a debit to account at routing; unknown
// accounts and routing numbers are declined.
func BankOutcome(routing, account string) string {
	if routing != SandboxRoutingNumber {
		return Declined
	}
	if o, ok := bankOutcomes[account]; ok {
		return o
	}
	return Declined
}

// Charge asks for amount to be charged to a tokenized tender.
type Charge struct {
	Token     string // the tender token from the card-input frame
	Amount    string // exact decimal, e.g. "1234.56", fee included
	Reference string // the cart id: one successful charge per reference
	Client    string
	Site      string
}

// Result is the outcome of a charge.
type Result struct {
	Approved   bool
	Code       string // one of the outcome codes
	TenderType string // card or bank
	CardBrand  string
	LastDigits string
	AuthCode   string // set when approved
}

// Charger charges tokenized tenders. A second Charge with the Reference of
// an approved one returns that result without charging again.
type Charger interface {
	Charge(ctx context.Context, c Charge) (Result, error)
}

// Tender is what the processor recorded of a tender when it was tokenized:
// what it is, never its number. A check-out takes a tender's type, brand
// and last digits from here, not from what the payer's browser declares.
type Tender struct {
	Type string // TypeCard or TypeBank
	// Wallet is the mobile wallet that carried the card ("applePay",
	// "googlePay"); empty for a tender typed into the card-input frame.
	Wallet     string
	CardBrand  string // cards only
	LastDigits string
}

// CheckOutType is the tender type a check-out paying with t must declare:
// the mobile wallet that carried it, else its own type.
func (t Tender) CheckOutType() string {
	if t.Wallet != "" {
		return t.Wallet
	}
	return t.Type
}

// TenderQuery asks what a tender token stands for, on behalf of the cart
// (Reference, Client, Site) that means to pay with it, as a Charge would.
type TenderQuery struct {
	Token     string
	Reference string // the cart id
	Client    string
	Site      string
}

// Tenders looks up tokenized tenders. A token that is unknown, or that was
// tokenized for another cart, is a bff.CodeNotFound error.
type Tenders interface {
	TenderOf(ctx context.Context, q TenderQuery) (Tender, error)
}
