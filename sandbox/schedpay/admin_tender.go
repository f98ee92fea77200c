package schedpay

import (
	"context"
	"strings"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/schedpay"
)

// Tenders finds a saved tender in a user's wallet (the wallet service's
// store, as the runner's readying of a run finds it): one the user does
// not have, a removed one included, is bff.CodeNotFound. The answer is the
// tender as a plan carries it, described from the wallet's record.
type Tenders interface {
	PayerTender(ctx context.Context, userID, tenderID string) (wire.Tender, error)
}

// payerTender is the tender t names, as the payer's wallet holds it: a
// staff plan is paid only with a saved tender of the payer's, and its
// type, brand, last digits and description are the wallet's, never the
// request's. No tender, or one without an id, is left to checkTender.
func (h adminHandler) payerTender(ctx context.Context, payerID string, t *wire.Tender) (*wire.Tender, error) {
	if t == nil || strings.TrimSpace(t.Token) == "" || h.admin.Tenders == nil {
		return t, nil
	}
	saved, err := h.admin.Tenders.PayerTender(ctx, payerID, strings.TrimSpace(t.Token))
	if bff.ErrorCode(err) == bff.CodeNotFound {
		return nil, refused(wire.ErrorCodeTenderNotFound, "The payer's wallet has no such saved payment method.")
	}
	if err != nil {
		return nil, err
	}
	return &saved, nil
}
