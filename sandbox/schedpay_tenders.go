package sandbox

import (
	"context"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/sandbox/wallet"
)

// payerTenders finds the saved tenders staff pay a payer's plan with in
// the wallet service's store, under the payer's user id, as a run readies
// them: another resident's tender, a removed one or a made-up id is not
// found.
type payerTenders struct {
	store interface {
		StoredTender(ctx context.Context, userID, tenderID string) (wallet.StoredTender, error)
	}
}

// PayerTender returns the payer's saved tender as a plan's tender, its
// type, brand, last digits and description the wallet's.
func (p payerTenders) PayerTender(ctx context.Context, userID, tenderID string) (wire.Tender, error) {
	if userID == "" {
		return wire.Tender{}, bff.Errorf(bff.CodeNotFound, "No such saved payment method.")
	}
	t, err := p.store.StoredTender(ctx, userID, tenderID)
	if err != nil {
		return wire.Tender{}, err
	}
	return wire.Tender{Token: t.TenderID, Description: tenderDescription(t), Type: t.Type, LastDigits: t.LastDigits,
		CardBrand: t.CardBrand, BankAccountType: t.BankAccountType}, nil
}

// tenderDescription names a saved tender as a resident's plan does: its
// nickname, else its kind, with its last digits ("Visa Card ending in
// 4242").
func tenderDescription(t wallet.StoredTender) string {
	name := t.Nickname
	switch {
	case name != "":
	case t.Type == "card" && t.CardBrand != "":
		name = t.CardBrand + " Card"
	case t.Type == "card":
		name = "Card"
	case t.BankAccountType == "checking":
		name = "Checking Account"
	case t.BankAccountType == "savings":
		name = "Savings Account"
	default:
		name = "Bank Account"
	}
	if t.LastDigits == "" {
		return name
	}
	return name + " ending in " + t.LastDigits
}
