package schedule

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/payables"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
)

// Autopay at check-out (spec 000 §4 "Autopay", §5; AUTOPAY-04, 10..13):
// each item the resident enrols gets a plan of its payable's default
// autopay terms, built before the check-out and sent with it, and created
// after the payment with the saved card or bank account that paid.

// AutopayRule is the frequency rule of autopay for payable p on clk's
// day: its default terms (SCHED-34, SCHED-35) validated as any plan's
// (spec 001 §5). A payable eligible for neither kind of autopay is refused
// (AUTOPAY-12).
func AutopayRule(p payables.Payable, clk Clock, lang bff.Language) (api.FrequencyRule, error) {
	c := configOf(p.ScheduledPaymentsConfig)
	t := c.DefaultTerms(p.DueAt)
	if t == nil {
		return api.FrequencyRule{}, texts.Error(bff.CodeUnprocessable, texts.AutopayNotEligible, lang, nil)
	}
	// Autopay runs until canceled: accepting its terms is the no-end-date
	// confirmation.
	return ValidateFrequency(FrequencyInput{Frequency: &t.Frequency, Config: c, DueAt: p.DueAt, Clock: clk,
		NoEndDateConfirmed: true}, lang)
}

// AutopayEligibility is SCHED-37 for payable p as enrolment decides it:
// beforeDue or yearly when its schedule configuration's default terms are
// autopay of that kind (AutopayRule refuses any other). A yearly payable
// with no due date to date its next yearly run from is neither.
func AutopayEligibility(p payables.Payable) (beforeDue, yearly bool) {
	t := configOf(p.ScheduledPaymentsConfig).DefaultTerms(p.DueAt)
	if t == nil {
		return false, false
	}
	return t.Frequency.Spec.Kind == KindBeforeDue, t.Frequency.Spec.Kind == KindYearlyOnDate
}

// Enrollment is one item to enrol in autopay after the payment.
type Enrollment struct {
	CartItemID  string
	PayablePath string
	DisplayName string
	Rule        api.FrequencyRule
	// TenderID is the saved card or bank account that paid ("" when none
	// could be saved: the enrolment fails).
	TenderID   string
	Terms      string
	AcceptedAt time.Time
	// Key is the plan create's Idempotency-Key (EnrollmentKey): a check-out
	// sent again after its enrolment's answer was lost finds the plan made
	// the first time instead of making another.
	Key string
	// Payable is the payable as the caller read it, nil when it read none.
	// With it, a saved tender whose type the payable does not take (its
	// allowed_tender_types, or a payment restriction in force, PAY-13) is
	// refused instead of making a plan whose runs would all be refused.
	Payable *payables.Payable
}

// EnrollmentResult is one enrolment's outcome as the receipt shows it
// (AUTOPAY-05): enrolled with its plan, or the reason in the request's
// language.
type EnrollmentResult struct {
	CartItemID  string `json:"cartItemId"`
	PayablePath string `json:"payablePath"`
	DisplayName string `json:"displayName"`
	Enrolled    bool   `json:"enrolled"`
	PlanID      string `json:"planId,omitempty"`
	// Code is the refusal's error code (duplicate_plan, ...); "" when
	// enrolled.
	Code    string `json:"code,omitempty"`
	Message string `json:"message"`
}

// Enroll creates e's plan for the resident; the caller runs it once per
// check-out (the check-out's Idempotency-Key). A payable that has a plan already is not enrolled again
// (AUTOPAY-10, SCHED-41); a failure is the result's, never the payment's.
func (s *Scheduler) Enroll(ctx context.Context, req Request, e Enrollment) EnrollmentResult {
	item := map[string]string{"item": e.DisplayName}
	res := EnrollmentResult{CartItemID: e.CartItemID, PayablePath: e.PayablePath, DisplayName: e.DisplayName}
	fail := func(err error) EnrollmentResult {
		s.logger().WarnContext(ctx, "autopay enrolment failed", "cart_item_id", e.CartItemID, "error", err.Error())
		res.Code = string(bff.ErrorCode(err))
		res.Message = texts.Fill(texts.AutopayFailed, req.Lang, item)
		var be *bff.Error
		if asBFF(err, &be) && (be.Code == bff.CodeDuplicatePlan || errors.Is(err, errTooManyPlans)) {
			res.Message = be.DisplayMessage
		}
		return res
	}
	if e.TenderID == "" {
		return fail(texts.Error(bff.CodeUnprocessable, texts.AutopaySavedTender, req.Lang, nil))
	}
	if err := ValidatePayer(req.User, req.Lang); err != nil {
		return fail(err)
	}
	ts, err := s.Tenders.List(ctx, req.walletRequest())
	if err != nil {
		return fail(err)
	}
	tender, err := PlanTender(e.TenderID, ts, req.Lang)
	if err != nil {
		return fail(err)
	}
	if e.Payable != nil && !takesTender(*e.Payable, tender.Type, s.now()) {
		res.Code = string(bff.CodeUnprocessable)
		res.Message = texts.Fill(texts.AutopayTenderNotAllowed, req.Lang, item)
		return res
	}
	// Autopay never makes a second plan for a payable, whatever its
	// configuration says of duplicates (AUTOPAY-10).
	if s.exists(ctx, req, e.PayablePath, &Config{DenyDuplicatePlans: true}) {
		return fail(duplicate(req.Lang, nil))
	}
	if s.atCap(ctx, req) {
		return fail(tooMany(req.Lang, nil))
	}
	created, err := s.Plans.Create(ctx, req.User.ID, e.Key, Payload(PlanInput{Client: req.Client, Site: req.Site, PayablePath: e.PayablePath,
		User: req.User, Rule: e.Rule, Tender: tender, Terms: e.Terms, AcceptedAt: e.AcceptedAt}))
	if err != nil {
		return fail(saveError(err, req.Lang))
	}
	res.Enrolled, res.PlanID = true, created.ID
	res.Message = texts.Fill(texts.AutopayEnrolled, req.Lang, item)
	return res
}

// takesTender reports whether p takes tender type t at now: one of its
// allowed_tender_types (any when it names none), not turned off by a
// payment restriction in force (PAY-13). A restriction that lifts before
// the plan's first run still refuses it: the resident chooses again then,
// rather than the plan failing should the restriction be extended.
func takesTender(p payables.Payable, t string, now time.Time) bool {
	if len(p.AllowedTenderTypes) > 0 && !slices.ContainsFunc(p.AllowedTenderTypes, func(a string) bool { return strings.EqualFold(strings.TrimSpace(a), t) }) {
		return false
	}
	return !p.PaymentRestrictions.Disables(t, now)
}

// EnrollmentKey is the Idempotency-Key of the plan an enrolment creates:
// one per check-out (its own Idempotency-Key) and cart item, in the shape
// the scheduled payments service takes (letters and digits, at most 128).
func EnrollmentKey(checkOutKey, cartItemID string) string {
	if checkOutKey == "" {
		return ""
	}
	sum := sha256.Sum256([]byte(checkOutKey + "\x00" + cartItemID))
	return "autopay-" + hex.EncodeToString(sum[:20])
}
