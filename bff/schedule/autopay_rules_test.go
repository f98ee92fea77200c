package schedule

import (
	"context"
	"testing"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/texts"
	"github.com/payhub/payhub/bff/upstream/payables"
	api "github.com/payhub/payhub/bff/upstream/schedpay"
)

// AUTOPAY-10: an eligible yearly renewal is enrolled in autopay only when
// the resident has no schedule for it, of any kind, whether or not the
// payable denies duplicate plans; a failed check enrols nothing.
func TestEnroll_AUTOPAY10_aYearlyRenewalIsEnrolledOnlyWithoutASchedule(t *testing.T) {
	ctx := context.Background()
	for _, deny := range []bool{true, false} {
		f := newFixture(t)
		pay := f.s.Payables.(fakePayables)
		v := pay[vehiclePath]
		cfg := *v.ScheduledPaymentsConfig
		cfg.DenyDuplicatePlans = deny
		v.ScheduledPaymentsConfig = &cfg
		pay[vehiclePath] = v
		rule, err := AutopayRule(v, clockAt(t), bff.English)
		if err != nil || rule.Type != api.RecurringYearlyOnDate {
			t.Fatalf("yearly autopay rule = %+v, %v", rule, err)
		}
		e := Enrollment{CartItemID: "i1", PayablePath: vehiclePath, DisplayName: "Vehicle renewal", Rule: rule, TenderID: "t-visa"}

		// A schedule the resident made in the form exists: no enrolment.
		if _, err := f.s.Create(ctx, f.req, "", PlanForm{PayablePath: vehiclePath,
			Frequency: &Frequency{Value: Recurring, Spec: Spec{Kind: KindYearlyOnDate, StartDate: "03/15/2027"}},
			Amount:    AmountInput{Kind: AmountDue}, TenderID: "t-bank", TermsAccepted: true, NoEndDateConfirmed: true}); err != nil {
			t.Fatal(err)
		}
		res := f.s.Enroll(ctx, f.req, e)
		if res.Enrolled || res.Code != string(bff.CodeDuplicatePlan) || res.Message != texts.Message(texts.ScheduleDuplicate, bff.English) {
			t.Errorf("deny=%v: enrolled beside a schedule: %+v", deny, res)
		}
		if n := len(f.plans.payloads); n != 1 {
			t.Errorf("deny=%v: %d plans sent, want only the form's", deny, n)
		}

		// No schedule: enrolled on the yearly date.
		g := newFixture(t)
		g.s.Payables.(fakePayables)[vehiclePath] = v
		if res := g.s.Enroll(ctx, g.req, e); !res.Enrolled || g.plans.payloads[0].FrequencyRule.Type != api.RecurringYearlyOnDate {
			t.Errorf("deny=%v: not enrolled without a schedule: %+v", deny, res)
		}

		// The check fails: not enrolled (ERR-66).
		h := newFixture(t)
		h.plans.FailExists = errDown
		if res := h.s.Enroll(ctx, h.req, e); res.Enrolled || len(h.plans.payloads) != 0 {
			t.Errorf("deny=%v: enrolled although the check failed: %+v", deny, res)
		}
	}
}

// AUTOPAY-12: autopay is refused when the payable's users cannot choose a
// recurring before-due plan paying the amount due (the beforeDue
// frequency is disabled for them), unless it is a yearly renewal, whose
// autopay is yearly.
func TestAutopayRule_AUTOPAY12_noAutopayWhenBeforeDueIsDisabled(t *testing.T) {
	clk := clockAt(t)
	for name, types := range map[string]payables.AllowedTypes{
		"before due not offered":        {Recurring: payables.ScheduleAmounts{MonthlyOnDate: []string{payables.AmountDue}}},
		"before due for a fixed amount": {Recurring: payables.ScheduleAmounts{BeforeDue: []string{payables.FixedAmount}}},
		"one-time before due only":      {OneTime: payables.ScheduleAmounts{BeforeDue: []string{payables.AmountDue}}},
	} {
		p := payables.Payable{DueAt: "2026-03-30", ScheduledPaymentsConfig: &payables.ScheduledPaymentsConfig{MaxDaysBeforeDue: 10, AllowedTypes: types}}
		_, err := AutopayRule(p, clk, bff.Spanish)
		if be, ok := err.(*bff.Error); !ok || be.Code != bff.CodeUnprocessable || be.DisplayMessage != texts.Message(texts.AutopayNotEligible, bff.Spanish) {
			t.Errorf("AUTOPAY-12 %s: %v, want refused", name, err)
		}
	}
	p := payables.Payable{DueAt: "2026-03-30", ScheduledPaymentsConfig: &payables.ScheduledPaymentsConfig{MaxDaysBeforeDue: 10,
		AllowedTypes: payables.AllowedTypes{Recurring: payables.ScheduleAmounts{BeforeDue: []string{payables.AmountDue}}}}}
	if r, err := AutopayRule(p, clk, bff.English); err != nil || r.Type != api.RecurringBeforeDue {
		t.Errorf("AUTOPAY-12 before due allowed: %+v, %v; want autopay before due", r, err)
	}
}
