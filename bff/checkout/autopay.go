package checkout

import (
	"context"
	"regexp"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/schedule"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/cart"
)

// Autopay at check-out (spec 000 §4 "Autopay", §5; CHK-10, API-19,
// AUTOPAY-02, 04, 05, 10..13). The resident marks items of the cart for
// autopay and accepts the terms; the enrolments are built before the
// check-out (each item's default autopay terms, SCHED-34, SCHED-35, the
// terms and the time of acceptance) and sent with it; once the payment
// succeeds each becomes a plan paid by the saved card or bank account that
// paid. A plan's tender is a saved one, so autopay needs a saved tender
// (tenderId) or a new card or bank account saved with the payment
// (saveTender); anything else is refused before anything is charged.

// EnrollBudget bounds creating one enrolment's plan after the payment: the
// money has moved by then, so a slow scheduled payments service must not
// hold the receipt.
const EnrollBudget = 10 * time.Second

// Autopay creates the plans of autopay enrolments (bff/schedule.Scheduler).
type Autopay interface {
	Enroll(ctx context.Context, req schedule.Request, e schedule.Enrollment) schedule.EnrollmentResult
}

// EnrollmentInput is one item of the cart to enrol in autopay, its terms
// accepted (AUTOPAY-02, AUTOPAY-03).
type EnrollmentInput struct {
	CartItemID    string `json:"cartItemId"`
	TermsAccepted bool   `json:"termsAccepted"`
}

// cartItemID is the shape of a cart item's id.
var cartItemID = regexp.MustCompile(`^[A-Za-z0-9_-]{1,100}$`)

// validateEnrollments checks the enrolments of a normalized submission
// that names some: each item once with its terms accepted (SCHED-53), and a
// tender a plan can pay with: a saved one, or a card or bank account
// typed here and saved with the payment (SCHED-57, AUTOPAY-11).
func (in CheckOutInput) validateEnrollments(lang bff.Language) error {
	seen := map[string]bool{}
	for _, e := range in.ScheduledPaymentEnrollments {
		switch {
		case !cartItemID.MatchString(e.CartItemID) || seen[e.CartItemID]:
			return texts.Error(bff.CodeInvalid, texts.AutopayItemTwice, lang, nil)
		case !e.TermsAccepted:
			return texts.Error(bff.CodeInvalid, texts.ScheduleTermsRequired, lang, nil)
		}
		seen[e.CartItemID] = true
	}
	t := in.Tender
	switch {
	case t.Type == TenderPayPal:
		return texts.Error(bff.CodeUnprocessable, texts.ScheduleTenderType, lang, nil)
	case t.TenderID == "" && in.SaveTender == nil:
		return texts.Error(bff.CodeUnprocessable, texts.AutopaySavedTender, lang, nil)
	}
	return nil
}

// enrollment is one enrolment built before the check-out.
type enrollment struct {
	item cart.Item
	rule cart.ScheduledPaymentEnrollment
}

// buildEnrollments builds the enrolments of in before anything is
// charged (AUTOPAY-04): a signed-in resident only (ROLE-22), each item of
// the cart and eligible for autopay (AUTOPAY-12), its frequency rule the
// item's default autopay terms on the resident's calendar, and the terms
// stamped with the time of acceptance (AUTOPAY-02).
func (s *Checkout) buildEnrollments(ctx context.Context, g Guest, in CheckOutInput, lang bff.Language) ([]enrollment, error) {
	if len(in.ScheduledPaymentEnrollments) == 0 {
		return nil, nil
	}
	if err := autopayAllowed(g, in, lang); err != nil {
		return nil, err
	}
	if s.Autopay == nil {
		return nil, texts.Error(bff.CodeUnavailable, texts.AutopayUnavailable, lang, nil)
	}
	loc, _, ok := schedule.LoadZone(in.TimeZone)
	if !ok {
		return nil, texts.Error(bff.CodeInvalid, texts.ScheduleTimeZone, lang, nil)
	}
	c, err := s.Carts.Get(ctx, g.Client, g.Site, g.CartID)
	if err != nil {
		return nil, cartError(err, lang)
	}
	now := s.clock()
	terms := cart.Agreement{Terms: texts.Message(texts.ScheduleTerms, lang), Time: now.UTC().Truncate(time.Second)}
	out := make([]enrollment, 0, len(in.ScheduledPaymentEnrollments))
	for _, e := range in.ScheduledPaymentEnrollments {
		it, ok := itemOf(c, e.CartItemID)
		if !ok {
			return nil, texts.Error(bff.CodeUnprocessable, texts.AutopayItemNotInCart, lang, nil)
		}
		rule, err := schedule.AutopayRule(it.Payable, schedule.Clock{Now: now, Loc: loc}, lang)
		if err != nil {
			return nil, err
		}
		out = append(out, enrollment{item: it, rule: cart.ScheduledPaymentEnrollment{CartItemID: it.ID, Agreement: terms, FrequencyRule: rule}})
	}
	return out, nil
}

// autopayAllowed refuses enrolments of a guest (ROLE-22): only a
// signed-in resident, named by the session, enrols in autopay.
func autopayAllowed(g Guest, in CheckOutInput, lang bff.Language) error {
	if len(in.ScheduledPaymentEnrollments) > 0 && (!bff.IsResident(g.UserID) || in.Resident == nil) {
		return texts.Error(bff.CodeSignInRequired, texts.ScheduleSignIn, lang, nil)
	}
	return nil
}

// itemOf is the item id of cart c.
func itemOf(c cart.Cart, id string) (cart.Item, bool) {
	for _, it := range c.Items {
		if it.ID == id {
			return it, true
		}
	}
	return cart.Item{}, false
}

// wireEnrollments are the enrolments as the check-out sends them (API-19).
func wireEnrollments(es []enrollment) []cart.ScheduledPaymentEnrollment {
	if len(es) == 0 {
		return nil
	}
	out := make([]cart.ScheduledPaymentEnrollment, len(es))
	for i, e := range es {
		out[i] = e.rule
	}
	return out
}

// enroll creates each enrolment's plan after the payment, paid by the
// saved tender tenderID ("" when the new one could not be saved: each
// enrolment then fails), each plan's create keyed by the check-out's key
// and its item (schedule.EnrollmentKey), and answers each result for the receipt
// (AUTOPAY-05). No failure here fails the payment.
func (s *Checkout) enroll(ctx context.Context, g Guest, in CheckOutInput, es []enrollment, tenderID, key string,
	lang bff.Language) []schedule.EnrollmentResult {
	if len(es) == 0 {
		return nil
	}
	_, zone, _ := schedule.LoadZone(in.TimeZone)
	u := *in.Resident
	u.TimeZone, u.Language = zone, string(lang)
	req := schedule.Request{Client: g.Client, Site: g.Site, User: u, Lang: lang}
	out := make([]schedule.EnrollmentResult, 0, len(es))
	for _, e := range es {
		path := e.item.Payable.Path
		if path == "" {
			path = e.item.Path
		}
		ectx, cancel := context.WithTimeout(context.WithoutCancel(ctx), EnrollBudget)
		out = append(out, s.Autopay.Enroll(ectx, req, schedule.Enrollment{CartItemID: e.item.ID, PayablePath: path,
			DisplayName: e.item.Payable.DisplayName, Rule: e.rule.FrequencyRule, TenderID: tenderID,
			Terms: e.rule.Agreement.Terms, AcceptedAt: e.rule.Agreement.Time, Key: schedule.EnrollmentKey(key, e.item.ID)}))
		cancel()
	}
	return out
}

// autopayTender refuses, before the charge, a saved tender that turned
// out to be no card or bank account (SCHED-57, AUTOPAY-11).
func autopayTender(es []enrollment, t TenderInput, lang bff.Language) error {
	if len(es) > 0 && t.Type != TenderCard && t.Type != TenderBank {
		return texts.Error(bff.CodeUnprocessable, texts.ScheduleTenderType, lang, nil)
	}
	return nil
}
