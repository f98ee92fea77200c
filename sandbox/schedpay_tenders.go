package sandbox

import (
	"context"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/schedpay"
	"github.com/payhub/payhub/sandbox/schedpay"
	"github.com/payhub/payhub/sandbox/wallet"
)

// payerTenders finds the saved tenders staff pay a payer's plan with in
// the wallet service's store, under the payer's user id, as a run readies
// them: another resident's tender, a removed one or a made-up id is not
// found.
type payerTenders struct {
	store interface {
		StoredTender(ctx context.Context, userID, tenderID string) (wallet.StoredTender, error)
		Tender(ctx context.Context, token string) (wallet.Tender, error)
		RemoveHiddenTender(ctx context.Context, userID, tenderID string) (bool, error)
	}
}

// PayerTender returns the payer's saved tender as a plan's tender, its
// type, brand, last digits and description the wallet's; a tender their
// wallet does not list also names the client and site of the frame it
// was typed into.
func (p payerTenders) PayerTender(ctx context.Context, userID, tenderID string) (schedpay.SavedTender, error) {
	if userID == "" {
		return schedpay.SavedTender{}, bff.Errorf(bff.CodeNotFound, "No such saved payment method.")
	}
	t, err := p.store.StoredTender(ctx, userID, tenderID)
	if err != nil {
		return schedpay.SavedTender{}, err
	}
	out := schedpay.SavedTender{Hidden: !t.DisplayInWallet, Tender: wire.Tender{Token: t.TenderID,
		Description: tenderDescription(t), Type: t.Type, LastDigits: t.LastDigits,
		CardBrand: t.CardBrand, BankAccountType: t.BankAccountType}}
	if out.Hidden && t.SourceToken != "" {
		src, err := p.store.Tender(ctx, t.SourceToken)
		switch {
		case err == nil:
			out.Client, out.Site = src.Client, src.Site
		case bff.ErrorCode(err) != bff.CodeNotFound:
			return schedpay.SavedTender{}, err
		}
	}
	return out, nil
}

// RemoveHidden removes the payer's tender when their wallet does not list
// it; see schedpay.Tenders.
func (p payerTenders) RemoveHidden(ctx context.Context, userID, tenderID string) (bool, error) {
	return p.store.RemoveHiddenTender(ctx, userID, tenderID)
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
