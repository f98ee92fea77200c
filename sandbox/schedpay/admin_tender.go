package schedpay

import (
	"context"
	"errors"
	"strings"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/schedpay"
)

// Tenders finds a saved tender in a user's wallet (the wallet service's
// store, as the runner's readying of a run finds it): one the user does
// not have, a removed one included, is bff.CodeNotFound. RemoveHidden
// removes a tender of the user's that their wallet does not list, as the
// wallet's own remove does, and reports whether it did; a listed one, or
// one removed already, is left as it is.
type Tenders interface {
	PayerTender(ctx context.Context, userID, tenderID string) (SavedTender, error)
	RemoveHidden(ctx context.Context, userID, tenderID string) (bool, error)
}

// SavedTender is a payer's saved tender as a plan carries it, described
// from the wallet's record.
type SavedTender struct {
	Tender wire.Tender
	// Hidden is a tender the payer's wallet does not list
	// (display_in_wallet false): one staff entered for the payer (ROLE-18),
	// which pays the one staff plan it was entered for.
	Hidden bool
	// Client and Site are those of the frame the tender was typed into,
	// when the wallet knows them.
	Client, Site string
}

// ErrTenderTaken is a store's refusal of a plan whose Limits.SoleTender
// another plan of its user, active or not, pays with.
var ErrTenderTaken = errors.New("schedpay: another plan pays with this tender")

// payerTender is the tender t names, as the payer's wallet holds it: a
// staff plan is paid only with a saved tender of the payer's, and its
// type, brand, last digits and description are the wallet's, never the
// request's. It also answers the tender as the plan's sole one when the
// payer's wallet does not list it (staff entered it for this plan,
// ROLE-18): such a tender pays one plan only, of the client and site it
// was entered on. No tender, or one without an id, is left to
// checkTender.
func (h adminHandler) payerTender(ctx context.Context, payerID, client, site string, t *wire.Tender) (*wire.Tender, string, error) {
	if t == nil || strings.TrimSpace(t.Token) == "" || h.admin.Tenders == nil {
		return t, "", nil
	}
	saved, err := h.admin.Tenders.PayerTender(ctx, payerID, strings.TrimSpace(t.Token))
	if err == nil && saved.Hidden && saved.Client != "" &&
		(!strings.EqualFold(saved.Client, client) || !strings.EqualFold(saved.Site, site)) {
		err = bff.Errorf(bff.CodeNotFound, "The tender was entered for another site.")
	}
	if bff.ErrorCode(err) == bff.CodeNotFound {
		return nil, "", refused(wire.ErrorCodeTenderNotFound, "The payer's wallet has no such saved payment method.")
	}
	if err != nil {
		return nil, "", err
	}
	sole := ""
	if saved.Hidden {
		sole = saved.Tender.Token
	}
	return &saved.Tender, sole, nil
}

// releaseTenders removes the tenders a plan change left without their
// plan when the payer's wallet does not list them (ROLE-18: a tender staff
// entered serves the one plan it was entered for): the plan's tender when
// the plan is canceled, its former tender when it changed. A cancel sent
// again removes again, so that a failure here is mended by a retry. A
// tender another active plan of the payer pays with (one saved before a
// staff tender served one plan) is left to that plan.
func (h *handler) releaseTenders(ctx context.Context, before, after wire.Plan) error {
	if h.tenders == nil || after.User.ID == "" {
		return nil
	}
	var gone []string
	if !after.Active && after.Tender.Token != "" {
		gone = append(gone, after.Tender.Token)
	}
	if before.Tender.Token != "" && before.Tender.Token != after.Tender.Token {
		gone = append(gone, before.Tender.Token)
	}
	if len(gone) == 0 {
		return nil
	}
	active, err := h.svc.store.Plans(ctx, Filter{UserID: after.User.ID})
	if err != nil {
		return err
	}
	for _, token := range gone {
		inUse := false
		for _, r := range active {
			inUse = inUse || (r.Plan.ID != after.ID && r.Plan.Tender.Token == token)
		}
		if inUse {
			continue
		}
		removed, err := h.tenders.RemoveHidden(ctx, after.User.ID, token)
		if err != nil {
			return err
		}
		if removed {
			h.logger.InfoContext(ctx, "staff-entered tender removed with its plan", "plan", after.ID, "active", after.Active)
		}
	}
	return nil
}
