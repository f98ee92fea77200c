package cart

import (
	"context"
	"crypto/rand"
	"errors"
	"time"

	"github.com/payhub/payhub/bff"
	wire "github.com/payhub/payhub/bff/upstream/cart"
	"github.com/payhub/payhub/sandbox/processor"
)

// Bounds of a check-out. Check-out itself has no time-out at the caller
// (spec 000 §9); these keep the service's own waits finite.
const (
	// CheckOutWait bounds how long a check-out waits for another check-out
	// of the same cart to finish before answering checkout_in_progress.
	CheckOutWait = 2 * time.Minute
	// ChargeTimeout bounds the charge and the recording of its result,
	// which run to their end even when the caller goes away.
	ChargeTimeout = 90 * time.Second
	// StaleCheckOut is how long a cart may stay checking_out before another
	// check-out takes it over, as after a crash. Taking over cannot charge
	// twice: the Charger answers a reference it approved before with that
	// approval, without charging again.
	StaleCheckOut = 5 * time.Minute
)

// checkOutPoll is how often a waiting check-out looks at the cart.
const checkOutPoll = 20 * time.Millisecond

// confirmationLength is the number of characters after "PH-".
const confirmationLength = 10

// finishTries bounds the attempts to record a payment, each with a new
// confirmation number in case the last one was taken.
const finishTries = 3

// paidError aborts a check-out of a cart that is already paid.
type paidError struct{ response wire.CheckOutResponse }

func (e *paidError) Error() string { return "cart: already paid" }

// busyError aborts a check-out of a cart another check-out is charging.
type busyError struct{ attempt int }

func (e *busyError) Error() string { return "cart: check-out in progress" }

// errTakenOver stops a check-out whose cart another check-out took over.
var errTakenOver = errors.New("cart: check-out taken over")

// confirmationNumber returns a new confirmation number: "PH-" and ten
// upper-case letters and digits.
func confirmationNumber() string { return "PH-" + rand.Text()[:confirmationLength] }

// runCheckOut charges the cart once and answers the payment; see the
// package documentation.
func (h *handler) runCheckOut(ctx context.Context, client, site, id string, req wire.CheckOutRequest, lang bff.Language) (wire.CheckOutResponse, error) {
	req, err := h.resolveTender(ctx, client, site, id, req)
	if err != nil {
		return wire.CheckOutResponse{}, err
	}
	wait, cancel := context.WithTimeout(ctx, CheckOutWait)
	defer cancel()
	for {
		var attempt int
		rec, err := h.store.Update(wait, client, site, id, func(rec *Record) error {
			var err error
			attempt, err = h.begin(wait, rec, req)
			return err
		})
		var paid *paidError
		var busy *busyError
		switch {
		case errors.As(err, &paid):
			return paid.response, nil
		case errors.As(err, &busy):
			rec, err := h.await(wait, client, site, id, busy.attempt)
			switch {
			case err != nil:
				return wire.CheckOutResponse{}, err
			case rec.Status == wire.StatusCheckedOut && rec.CheckOut.Response != nil:
				return *rec.CheckOut.Response, nil
			case rec.Status == wire.StatusOpen && rec.CheckOut.DeclinedAttempt == busy.attempt:
				return wire.CheckOutResponse{}, declined(rec.CheckOut.Declined, rec.CheckOut.DeclinedTender, lang)
			}
			continue // the other check-out ended without an answer to share
		case err != nil:
			return wire.CheckOutResponse{}, err
		}
		return h.charge(context.WithoutCancel(ctx), rec, attempt, req, lang)
	}
}

// begin moves rec to checking_out when it can be charged as req asks, and
// returns the attempt number (spec 000 §4 "While submitting the state is
// 'checking out'"). It runs inside the write transaction, so exactly one
// check-out of a cart gets past it.
func (h *handler) begin(ctx context.Context, rec *Record, req wire.CheckOutRequest) (int, error) {
	now := h.now()
	takeover := false
	switch rec.Status {
	case wire.StatusCheckedOut:
		if rec.CheckOut.Response != nil {
			return 0, &paidError{response: *rec.CheckOut.Response}
		}
		return 0, fail(wire.ErrCheckedOut, "The cart is already checked out.")
	case wire.StatusCheckingOut:
		if now.Sub(rec.CheckOut.StartedAt) < StaleCheckOut {
			return 0, &busyError{attempt: rec.CheckOut.Attempt}
		}
		takeover = true
	case wire.StatusOpen:
		if err := rec.changeable(now, true); err != nil {
			return 0, err
		}
	default:
		return 0, fail(wire.ErrCheckedOut, "The cart is no longer open.")
	}
	// The rules of what pays hold on a takeover too: a retry of the stuck
	// check-out sends the same tender and passes them, and the Charger then
	// answers that check-out's approval if it had one; a request with
	// another tender must not get past the limits, tender types and brands
	// by waiting for a stuck cart.
	if err := h.chargeable(ctx, *rec, req); err != nil {
		return 0, err
	}
	if err := h.deliverable(ctx, *rec, req); err != nil && !takeover {
		return 0, err
	}
	rec.Status = wire.StatusCheckingOut
	rec.CheckOut.Attempt++
	rec.CheckOut.StartedAt = now
	rec.UpdatedAt = now
	return rec.CheckOut.Attempt, nil
}

// chargeable checks that rec can be paid as req asks: items left, each
// still as it was and filled in, the tender type allowed for every item
// and not turned off by its payment restrictions, the card brand not
// disabled by any item, the totals the payer saw, and the department
// limits (spec 000 §5 "Cart validation fails when ..."). For a tokenized
// tender, req's type and brand are the token's (resolveTender).
func (h *handler) chargeable(ctx context.Context, rec Record, req wire.CheckOutRequest) error {
	if len(rec.Items) == 0 {
		return fail(wire.ErrEmpty, "The cart is empty.")
	}
	now := h.now()
	for _, it := range rec.Items {
		switch {
		case it.NotFound:
			return fail(wire.ErrNotPayable, it.Payable.DisplayName+" can no longer be paid. Please remove it.")
		case it.UpdatedPayable != nil:
			return fail(wire.ErrAmountMismatch, it.Payable.DisplayName+" has a new amount. Please review the cart.")
		case missingField(it) != "":
			return fail(wire.ErrFieldRequired, missingField(it)+" is required for "+it.Payable.DisplayName+".")
		case len(it.Payable.AllowedTenderTypes) > 0 && !contains(it.Payable.AllowedTenderTypes, req.Type),
			tenderDisabled(it.Payable, req.Type, now):
			return fail(wire.ErrNoTenders, it.Payable.DisplayName+" cannot be paid by "+req.Type+".")
		case req.CardBrand != "" && brandRefused(it.Payable, req.CardBrand):
			return fail(wire.ErrCardBrandRefused, it.Payable.DisplayName+" cannot be paid with "+req.CardBrand+
				". Please use another card or payment method.")
		}
	}
	sub, err := subtotal(rec.Items)
	if err != nil {
		return err
	}
	_, fee, err := h.quote(ctx, rec, req.Type)
	if err != nil {
		return err
	}
	amount, errA := ParseMoney(req.Amount)
	feeAmount, errF := ParseMoney(req.FeeAmount)
	if errA != nil || errF != nil || amount != sub || feeAmount != fee {
		e := fail(wire.ErrAmountMismatch, "The cart total is now $"+sub.String()+" with a fee of $"+fee.String()+". Please review it.")
		return e
	}
	limits, err := h.departmentLimits(ctx, rec)
	if err != nil {
		return err
	}
	over, ok, err := overLimit(limits, req.Type)
	switch {
	case err != nil:
		return err
	case ok:
		limit := over.CardLimit
		if req.Type == tenderBank {
			limit = over.BankLimit
		}
		return fail(wire.ErrOverLimit, "One payment to "+over.DisplayName+" cannot exceed $"+limit+" by "+req.Type+".")
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// await waits until the check-out attempt of the cart has ended, and
// returns the cart as it left it.
func (h *handler) await(ctx context.Context, client, site, id string, attempt int) (Record, error) {
	tick := time.NewTicker(checkOutPoll)
	defer tick.Stop()
	for {
		if ctx.Err() == nil {
			rec, err := h.store.Load(ctx, client, site, id)
			if err == nil && (rec.Status != wire.StatusCheckingOut || rec.CheckOut.Attempt != attempt) {
				return rec, nil
			}
			if err != nil && ctx.Err() == nil {
				return Record{}, err
			}
		}
		select {
		case <-ctx.Done():
			return Record{}, fail(wire.ErrCheckOutBusy, "Another payment of this cart is still in progress. Please wait and refresh.")
		case <-tick.C:
		}
	}
}

// charge charges the cart that begin moved to checking_out in attempt and
// records the outcome. ctx outlives the caller (see ChargeTimeout).
func (h *handler) charge(ctx context.Context, rec Record, attempt int, req wire.CheckOutRequest, lang bff.Language) (wire.CheckOutResponse, error) {
	ctx, cancel := context.WithTimeout(ctx, ChargeTimeout)
	defer cancel()
	charger := h.chargerFor(req.Type, req.Token)
	if charger == nil {
		h.release(ctx, rec, attempt, "", "")
		return wire.CheckOutResponse{}, bff.Errorf(bff.CodeUnavailable, "Payments are not available right now.")
	}
	// Items whose department refuses the payment are not charged; the
	// receipt lists them as failed.
	posted, refused := splitRefused(rec.Items)
	if len(posted) == 0 {
		h.release(ctx, rec, attempt, "", "")
		return wire.CheckOutResponse{}, refusedError(refused, lang)
	}
	paid := rec
	paid.Items = posted
	quote, fee, err := h.quote(ctx, paid, req.Type)
	if err != nil {
		h.release(ctx, rec, attempt, "", "")
		return wire.CheckOutResponse{}, err
	}
	sub, err := subtotal(posted)
	if err != nil {
		h.release(ctx, rec, attempt, "", "")
		return wire.CheckOutResponse{}, err
	}
	res, err := charger.Charge(ctx, processor.Charge{Token: req.Token, Amount: (sub + fee).String(),
		Reference: rec.ID, Client: rec.Client, Site: rec.Site})
	if err != nil {
		h.release(ctx, rec, attempt, "", "")
		return wire.CheckOutResponse{}, chargeError(err)
	}
	if !res.Approved {
		tender := res.TenderType
		if tender == "" {
			tender = req.Type
		}
		h.release(ctx, rec, attempt, res.Code, tender)
		h.logger.InfoContext(ctx, "sandbox check-out declined", "cart", rec.ID, "outcome", res.Code)
		return wire.CheckOutResponse{}, declined(res.Code, tender, lang)
	}
	return h.finish(ctx, rec, attempt, payment{quote: quote, sub: sub, fee: fee, refused: refused}, res, req, lang)
}

// chargeError is the answer to a charge that failed without an outcome.
func chargeError(err error) error {
	var e *bff.Error
	switch {
	case errors.As(err, &e) && e.Code == bff.CodeNotFound:
		return bff.Wrap(err, bff.CodeInvalid, "The payment details are not valid any more. Please enter them again.")
	case errors.As(err, &e):
		return err
	}
	return bff.Wrap(err, bff.CodeUnavailable, "We could not process your payment. Please try again.")
}

// release puts the cart of attempt back to open, noting a declined outcome.
func (h *handler) release(ctx context.Context, rec Record, attempt int, outcome, tender string) {
	_, err := h.store.Update(ctx, rec.Client, rec.Site, rec.ID, func(r *Record) error {
		if r.Status != wire.StatusCheckingOut || r.CheckOut.Attempt != attempt {
			return errTakenOver
		}
		r.Status = wire.StatusOpen
		if outcome != "" {
			r.CheckOut.DeclinedAttempt, r.CheckOut.Declined, r.CheckOut.DeclinedTender = attempt, outcome, tender
		}
		return nil
	})
	if err != nil && !errors.Is(err, errTakenOver) {
		// The cart stays checking_out until StaleCheckOut lets another
		// check-out take it over.
		h.logger.ErrorContext(ctx, "sandbox cart not released after check-out", "cart", rec.ID, "err", err)
	}
}
