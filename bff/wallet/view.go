package wallet

import (
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	api "github.com/payhub/payhub/bff/upstream/wallet"
)

// SourceWallet is the source of every saved tender (WAL-05 source): it
// comes from the resident's wallet, not from the card-input frame.
const SourceWallet = "wallet"

// Bank account categories (WAL-04).
const (
	CategoryCommercial = "commercial"
	CategoryPersonal   = "personal"
)

// PayPalName is a PayPal tender's name without a nickname (WAL-07): the
// brand's own name, the same in every language.
const PayPalName = "PayPal"

// AddressView is a tender's billing address as the portal sends and sees
// it.
type AddressView struct {
	Address1   string `json:"address1"`
	Address2   string `json:"address2,omitempty"`
	City       string `json:"city"`
	State      string `json:"state"`
	PostalCode string `json:"postalCode"`
	Country    string `json:"country"`
}

// TenderView is a saved tender as the portal sees it (WAL-05). Its tokens
// are left out on purpose: the browser names a saved tender by its id, and
// only the BFF turns it into a token of a cart.
type TenderView struct {
	TenderID   string `json:"tenderId"`
	Type       string `json:"type"`
	Name       string `json:"name"`
	Nickname   string `json:"nickname"`
	LastDigits string `json:"lastDigits"`
	CardBrand  string `json:"cardBrand,omitempty"`
	// Expiry is a card's MM/YY (WAL-09).
	Expiry string `json:"expiry,omitempty"`
	// IsExpired is WAL-11 on the server's clock: an expired card cannot
	// be chosen.
	IsExpired       bool   `json:"isExpired"`
	IsExpiring      bool   `json:"isExpiring"`
	BankAccountType string `json:"bankAccountType,omitempty"`
	// BankAccountCategory is commercial or personal (WAL-04).
	BankAccountCategory string       `json:"bankAccountCategory,omitempty"`
	PaypalEmail         string       `json:"paypalEmail,omitempty"`
	UserName            string       `json:"userName"`
	IsLastUsed          bool         `json:"isLastUsed"`
	DisplayInWallet     bool         `json:"displayInWallet"`
	Source              string       `json:"source"`
	BillingAddress      *AddressView `json:"billingAddress,omitempty"`
}

// errUnknownType is ERR-91: a tender of a type the BFF does not know.
func errUnknownType(typ string, lang bff.Language) error {
	return texts.Error(bff.CodeUpstreamFailed, texts.TenderUnknownType, lang, fmt.Errorf("wallet tender type %q", typ))
}

// viewOf is the view of t in lang, its expiry judged at now; a tender of a
// type the BFF does not know is an error (ERR-91).
func viewOf(t api.Tender, lang bff.Language, now time.Time) (TenderView, error) {
	v := TenderView{
		TenderID: t.TenderID, Type: t.Type, Nickname: t.Nickname, LastDigits: t.LastDigits,
		UserName: t.UserName, IsLastUsed: t.IsLastUsed, DisplayInWallet: t.DisplayInWallet,
		IsExpiring: t.IsExpiring, Source: SourceWallet, BillingAddress: addressView(t.BillingAddress),
	}
	switch t.Type {
	case api.TenderCard:
		v.CardBrand = t.CardBrand
		v.Expiry = Expiry(t.CardExpirationMonth, t.CardExpirationYear)
		v.IsExpired = IsExpired(t.CardExpirationMonth, t.CardExpirationYear, now)
	case api.TenderBank:
		v.BankAccountType = t.BankAccountType
		v.BankAccountCategory = Category(t.BankAccountIsCorporate)
	case api.TenderPayPal:
		v.PaypalEmail = t.PaypalEmail
	default:
		return TenderView{}, errUnknownType(t.Type, lang)
	}
	v.Name = Name(t.Nickname, t.Type, t.CardBrand, t.BankAccountType, lang)
	return v, nil
}

// sortLastUsedFirst puts the last used tender first and keeps the wallet's
// order (newest first) for the others.
func sortLastUsedFirst(vs []TenderView) {
	slices.SortStableFunc(vs, func(a, b TenderView) int {
		switch {
		case a.IsLastUsed == b.IsLastUsed:
			return 0
		case a.IsLastUsed:
			return -1
		}
		return 1
	})
}

// Category is a bank account's category (WAL-04): commercial for a
// corporate account, else personal.
func Category(corporate bool) string {
	if corporate {
		return CategoryCommercial
	}
	return CategoryPersonal
}

// Name is a tender's name (WAL-07) in lang: its nickname; else "{brand}
// Card"; else "{Checking|Savings} Account"; else "PayPal". A card without
// a brand is a plain "Card" and a bank account without a type a plain
// "Bank Account", never PayPal.
func Name(nickname, typ, brand, bankType string, lang bff.Language) string {
	switch {
	case nickname != "":
		return nickname
	case typ == api.TenderCard && brand != "":
		return texts.Fill(texts.TenderNameCard, lang, map[string]string{"brand": brand})
	case typ == api.TenderCard:
		return texts.Message(texts.TenderNameCardPlain, lang)
	case bankType == "checking":
		return texts.Message(texts.TenderNameChecking, lang)
	case bankType == "savings":
		return texts.Message(texts.TenderNameSavings, lang)
	case typ == api.TenderBank:
		return texts.Message(texts.TenderNameBank, lang)
	}
	return PayPalName
}

// Expiry is a card's expiry as MM/YY (WAL-09), "" when the wallet gave
// none.
func Expiry(month, year int) string {
	if month < 1 || month > 12 || year <= 0 {
		return ""
	}
	yy := strconv.Itoa(year % 100)
	if len(yy) < 2 {
		yy = "0" + yy
	}
	return fmt.Sprintf("%02d/%s", month, yy)
}

// IsExpired is WAL-11: a card is expired when its year is before the
// current year, or it is the current year and its month is before the
// current month; a card expiring this month is not expired. A card without
// an expiry is not judged expired.
func IsExpired(month, year int, now time.Time) bool {
	if month < 1 || year <= 0 {
		return false
	}
	cy, cm := now.Year(), int(now.Month())
	return year < cy || (year == cy && month < cm)
}

func addressView(a *api.Address) *AddressView {
	if a == nil {
		return nil
	}
	return &AddressView{Address1: a.Address1, Address2: a.Address2, City: a.City, State: a.State,
		PostalCode: a.PostalCode, Country: a.Country}
}

// wireAddress is a billing address as the wallet service takes it.
func wireAddress(a *AddressView) *api.Address {
	if a == nil {
		return nil
	}
	return &api.Address{Address1: a.Address1, Address2: a.Address2, City: a.City, State: a.State,
		PostalCode: a.PostalCode, Country: a.Country}
}
